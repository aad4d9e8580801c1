import FloatingPanel
import Foundation

extension DecodingContext {
    /// `content`: what the sandbox draws inside the panel (Docs/config.md "Content").
    ///
    /// - Parameter states: the panel's state names, to check the blocks' `states` against; nil
    ///   when they are not known (a layout problem, an adaptive presentation).
    func decodeContent(_ value: JSONValue, id: String, states: [String: FloatingPanelState]?) -> PanelContent? {
        typealias Key = ConfigKeys.PanelContent
        guard let reader = ObjectReader(value, ConfigKeys.Panel.content, as: .panelContent, context: self)
        else { return nil }
        var content = PanelContent(title: reader.string(Key.title) ?? id)
        if let rowsValue = reader[Key.rows], let rows = nonNegativeInteger(rowsValue, Key.rows.name) {
            content.rows = rows
        }
        content.rowHeight = reader.number(Key.rowHeight) ?? content.rowHeight
        content.rowTitle = reader.string(Key.rowTitle) ?? content.rowTitle
        content.rowSubtitle = reader.string(Key.rowSubtitle) ?? content.rowSubtitle
        if let sectionsValue = reader[Key.sections], let elements = array(sectionsValue, Key.sections.name) {
            var seen: [String: SourceLocation] = [:]
            for (index, element) in elements.enumerated() {
                guard let section = decodeSection(element, index: index, states: states) else { continue }
                let idLocation = element.objectValue?[ConfigKeys.ContentSection.id.name]?.value.location
                if let first = seen[section.id] {
                    error(
                        idLocation ?? element.location,
                        "duplicate section id '\(section.id)' (first at \(first.line):\(first.column)); give every block its own id"
                    )
                    continue
                }
                seen[section.id] = idLocation ?? element.location
                content.sections.append(section)
            }
        }
        if let transitionValue = reader[Key.transition] {
            content.transition = decodeTransition(transitionValue) ?? content.transition
        }
        if let footerValue = reader[Key.footer] {
            content.footer = decodeFooter(footerValue)
        }
        return content
    }

    private func nonNegativeInteger(_ value: JSONValue, _ name: String) -> Int? {
        guard let number = integer(value, name) else { return nil }
        guard number >= 0 else {
            error(value.location, "'\(name)' must be 0 or greater, found \(number)")
            return nil
        }
        return number
    }

    private func decodeSection(_ value: JSONValue, index: Int, states: [String: FloatingPanelState]?)
        -> ContentSection?
    {
        guard
            let reader = ObjectReader(
                value, "\(ConfigKeys.PanelContent.sections.name)[\(index)]", as: .contentSection, context: self,
                description: "section \(index + 1)")
        else { return nil }
        typealias Key = ConfigKeys.ContentSection
        var section = ContentSection(id: "section\(index + 1)")
        if let idValue = reader.required(Key.id, "a unique name such as \"halfView\""),
            let text = string(idValue, Key.id.name)
        {
            if text.isEmpty {
                error(idValue.location, "'\(Key.id.name)' is empty; give the block a name such as \"halfView\"")
            } else {
                section.id = text
            }
        }
        if let heightLocation = reader.keyLocation(Key.height), let rowsLocation = reader.keyLocation(Key.rows) {
            error(
                max(heightLocation, rowsLocation),
                "give either '\(Key.height.name)' (points) or '\(Key.rows.name)' (rows of the content's row height), not both"
            )
        } else if let height = reader.number(Key.height) {
            section.extent = .height(height)
        } else if let rowsValue = reader[Key.rows], let rows = nonNegativeInteger(rowsValue, Key.rows.name) {
            section.extent = .rows(rows)
        }
        if let statesValue = reader[Key.states], let elements = array(statesValue, Key.states.name) {
            var names: [String] = []
            for element in elements {
                guard let name = string(element, Key.states.name) else { continue }
                if let states, states[name] == nil {
                    let known = states.keys.filter { $0 != "hidden" }.sorted()
                    error(
                        element.location,
                        "section '\(section.id)' names state '\(name)', which the panel's layout does not have; its states are \(Suggestions.list(known))\(StateNameHints.suggestion(name, known: known))"
                    )
                    continue
                }
                if !names.contains(name) { names.append(name) }
            }
            section.states = names
        }
        if let backgroundValue = reader[Key.background] {
            section.background = color(backgroundValue, Key.background.name)
        }
        section.label = reader.string(Key.label)
        section.isInteractive = reader.bool(Key.interactive) ?? false
        return section
    }

    private func decodeTransition(_ value: JSONValue) -> ContentTransition? {
        typealias Key = ConfigKeys.ContentTransition
        guard
            let reader = ObjectReader(value, ConfigKeys.PanelContent.transition, as: .contentTransition, context: self)
        else { return nil }
        var transition = ContentTransition()
        transition.duration = reader.number(Key.duration).map(Double.init) ?? transition.duration
        transition.delay = reader.number(Key.delay).map(Double.init) ?? transition.delay
        transition.curve = reader.choice(Key.curve, TimingCurve.self) ?? transition.curve
        return transition
    }

    private func decodeFooter(_ value: JSONValue) -> ContentFooter? {
        typealias Key = ConfigKeys.ContentFooter
        guard let reader = ObjectReader(value, ConfigKeys.PanelContent.footer, as: .contentFooter, context: self)
        else { return nil }
        var footer = ContentFooter(button: "Continue")
        if let buttonValue = reader.required(Key.button, "the button's title, such as \"Start\""),
            let title = string(buttonValue, Key.button.name)
        {
            footer.button = title
        }
        footer.height = reader.number(Key.height) ?? footer.height
        if let backgroundValue = reader[Key.background] {
            footer.background = color(backgroundValue, Key.background.name) ?? footer.background
        }
        return footer
    }
}
