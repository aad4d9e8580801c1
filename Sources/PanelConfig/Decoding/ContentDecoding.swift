import FloatingPanel
import Foundation

extension DecodingContext {
    /// `content`: what the sandbox draws inside the panel (Docs/config.md "Content").
    ///
    /// - Parameter states: the panel's state names, to check the blocks' `states` against; nil
    ///   when they are not known (a layout problem, an adaptive presentation).
    func decodeContent(_ value: JSONValue, id: String, states: [String: FloatingPanelState]?) -> PanelContent? {
        guard let reader = ObjectReader(value, "content", as: .panelContent, context: self) else { return nil }
        var content = PanelContent(title: reader.string("title") ?? id)
        if let rowsValue = reader["rows"], let rows = nonNegativeInteger(rowsValue, "rows") {
            content.rows = rows
        }
        content.rowHeight = reader.number("rowHeight") ?? content.rowHeight
        content.rowTitle = reader.string("rowTitle") ?? content.rowTitle
        content.rowSubtitle = reader.string("rowSubtitle") ?? content.rowSubtitle
        if let sectionsValue = reader["sections"], let elements = array(sectionsValue, "sections") {
            var seen: [String: SourceLocation] = [:]
            for (index, element) in elements.enumerated() {
                guard let section = decodeSection(element, index: index, states: states) else { continue }
                if let first = seen[section.id] {
                    error(
                        element.objectValue?["id"]?.value.location ?? element.location,
                        "duplicate section id '\(section.id)' (first at \(first.line):\(first.column)); give every block its own id"
                    )
                    continue
                }
                seen[section.id] = element.objectValue?["id"]?.value.location ?? element.location
                content.sections.append(section)
            }
        }
        if let transitionValue = reader["transition"] {
            content.transition = decodeTransition(transitionValue) ?? content.transition
        }
        if let footerValue = reader["footer"] {
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
                value, "sections[\(index)]", as: .contentSection, context: self,
                description: "section \(index + 1)")
        else { return nil }
        var section = ContentSection(id: "section\(index + 1)")
        if let idValue = reader.required("id", "a unique name such as \"halfView\""), let text = string(idValue, "id") {
            if text.isEmpty {
                error(idValue.location, "'id' is empty; give the block a name such as \"halfView\"")
            } else {
                section.id = text
            }
        }
        if let heightLocation = reader.keyLocation("height"), let rowsLocation = reader.keyLocation("rows") {
            error(
                max(heightLocation, rowsLocation),
                "give either 'height' (points) or 'rows' (rows of the content's row height), not both")
        } else if let height = reader.number("height") {
            section.extent = .height(height)
        } else if let rowsValue = reader["rows"], let rows = nonNegativeInteger(rowsValue, "rows") {
            section.extent = .rows(rows)
        }
        if let statesValue = reader["states"], let elements = array(statesValue, "states") {
            var names: [String] = []
            for element in elements {
                guard let name = string(element, "states") else { continue }
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
        if let backgroundValue = reader["background"] { section.background = color(backgroundValue, "background") }
        section.label = reader.string("label")
        section.isInteractive = reader.bool("interactive") ?? false
        return section
    }

    private func decodeTransition(_ value: JSONValue) -> ContentTransition? {
        guard let reader = ObjectReader(value, "transition", as: .contentTransition, context: self) else { return nil }
        var transition = ContentTransition()
        transition.duration = reader.number("duration").map(Double.init) ?? transition.duration
        transition.delay = reader.number("delay").map(Double.init) ?? transition.delay
        transition.curve = reader.choice("curve", TimingCurve.self) ?? transition.curve
        return transition
    }

    private func decodeFooter(_ value: JSONValue) -> ContentFooter? {
        guard let reader = ObjectReader(value, "footer", as: .contentFooter, context: self) else { return nil }
        var footer = ContentFooter(button: "Continue")
        if let buttonValue = reader.required("button", "the button's title, such as \"Start\""),
            let title = string(buttonValue, "button")
        {
            footer.button = title
        }
        footer.height = reader.number("height") ?? footer.height
        if let backgroundValue = reader["background"] {
            footer.background = color(backgroundValue, "background") ?? footer.background
        }
        return footer
    }
}
