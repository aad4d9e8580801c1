import FloatingPanel
import Foundation

/// The keys of a panel's `attachments` (Docs/config.md "Attachments").
extension ConfigKeys {
    /// The attachment table's entries, by key.
    package enum Attachment {
        package static let id = ConfigKey(
            "id", .string, "The view's name, unique in the panel: frame lines and the exports use it.")
        package static let size = ConfigKey("size", .structured, "The view's [width, height] in points.")
        package static let alignment = ConfigKey(
            "alignment", .choice(PanelAttachment.Alignment.allCases.map(\.rawValue)), default: .choice("trailing"),
            "Where along the panel's leading edge the view sits: toward the edge's start (left, or top for a side panel), its middle or its end."
        )
        package static let inset = ConfigKey(
            "inset", .number(.nonNegative), default: .number(Double(PanelAttachment.defaultInset)), step: 1,
            "Points between the view and the container's side it aligns to (unused for center).")
        package static let gap = ConfigKey(
            "gap", .number(.any), default: .number(Double(PanelAttachment.defaultGap)), step: 1,
            "Points between the view and the panel's leading edge, away from the panel.")
        package static let from = ConfigKey(
            "from", .structured,
            "Where the change of alpha and scale starts: a state name or a location in container points.")
        package static let to = ConfigKey(
            "to", .structured, "Where it ends: a state name or a location in container points.")
        package static let curve = ConfigKey(
            "curve", .choice(TimingCurve.allCases.map(\.rawValue)), default: .choice("linear"),
            "The pacing of the change from 'from' to 'to'.")
        package static let alpha = ConfigKey(
            "alpha", .structured, "The view's [opacity at from, opacity at to]; default [1, 1].")
        package static let scale = ConfigKey(
            "scale", .structured, "The view's [scale at from, scale at to], about its centre; default [1, 1].")
        package static let hiddenBeyond = ConfigKey(
            "hiddenBeyond", .structured,
            "A state name or location past which, toward the panel's expanded side, the view is hidden and takes no touches."
        )
    }

    static let attachment: [ConfigKey] = [
        Attachment.id, Attachment.size, Attachment.alignment, Attachment.inset, Attachment.gap, Attachment.from,
        Attachment.to, Attachment.curve, Attachment.alpha, Attachment.scale, Attachment.hiddenBeyond,
    ]
}

extension DecodingContext {
    /// A panel's `attachments`: a list of views on its leading edge, ids unique, state names
    /// checked against `states` (nil: not known yet, so not checked).
    func decodeAttachments(_ value: JSONValue, states: [String: FloatingPanelState]?) -> [PanelAttachment] {
        guard let elements = array(value, ConfigKeys.Panel.attachments.name) else { return [] }
        var seen: Set<String> = []
        return elements.compactMap { element in
            guard let attachment = decodeAttachment(element, states: states) else { return nil }
            guard seen.insert(attachment.id).inserted else {
                error(
                    element.location,
                    "attachment '\(attachment.id)' is given twice; give each attachment of a panel its own 'id'")
                return nil
            }
            return attachment
        }
    }

    private func decodeAttachment(_ value: JSONValue, states: [String: FloatingPanelState]?) -> PanelAttachment? {
        typealias Key = ConfigKeys.Attachment
        guard let reader = ObjectReader(value, "attachment", as: .attachment, context: self) else { return nil }
        let id = reader.required(Key.id, "a name such as \"weather\"").flatMap { string($0, Key.id.name) }
        let size = reader.required(Key.size, "[width, height] in points, such as [44, 44]").flatMap {
            pair($0, Key.size.name, .nonNegative)
        }
        guard let id, let size else { return nil }
        if id.isEmpty {
            error(reader[Key.id]!.location, "'\(Key.id.name)' is empty; give the view a name such as \"weather\"")
        }
        var attachment = PanelAttachment(id: id, size: CGSize(width: size.0, height: size.1))
        attachment.alignment = reader.choice(Key.alignment, PanelAttachment.Alignment.self) ?? attachment.alignment
        attachment.inset = reader.number(Key.inset) ?? attachment.inset
        attachment.gap = reader.number(Key.gap) ?? attachment.gap
        attachment.from = reader[Key.from].flatMap { stop($0, Key.from.name, states: states) }
        attachment.to = reader[Key.to].flatMap { stop($0, Key.to.name, states: states) }
        attachment.curve = reader.choice(Key.curve, TimingCurve.self) ?? attachment.curve
        if let pair = reader[Key.alpha].flatMap({ pair($0, Key.alpha.name, .unitInterval) }) {
            attachment.alpha = (pair.0, pair.1)
        }
        if let pair = reader[Key.scale].flatMap({ pair($0, Key.scale.name, .nonNegative) }) {
            attachment.scale = (pair.0, pair.1)
        }
        attachment.hiddenBeyond = reader[Key.hiddenBeyond].flatMap {
            stop($0, Key.hiddenBeyond.name, states: states)
        }
        let changes = attachment.alpha.from != attachment.alpha.to || attachment.scale.from != attachment.scale.to
        if changes, attachment.from == nil || attachment.to == nil,
            let location = reader.keyLocation(Key.alpha) ?? reader.keyLocation(Key.scale)
        {
            error(
                location,
                "attachment '\(id)' changes its alpha or scale but does not say where: give '\(Key.from.name)' and '\(Key.to.name)' (state names or locations)"
            )
        }
        return attachment
    }

    /// A place along the panel's main axis: a state name or a location in container points.
    private func stop(_ value: JSONValue, _ name: String, states: [String: FloatingPanelState]?) -> PanelAttachment
        .Stop?
    {
        switch value.kind {
        case .number:
            return number(value, name, .any).map { .location($0) }
        case .string:
            guard let text = string(value, name) else { return nil }
            guard let states else { return .state(FloatingPanelState(rawValue: text, order: 0)) }
            guard let state = states[text] else {
                unknownState(
                    text, at: value.location, in: "'\(name)'", known: DecodingContext.stateNames(states.values),
                    listIntro: "the panel's states are")
                return nil
            }
            return .state(state)
        default:
            typeMismatch(value, expected: "a state name or a location in points", for: name)
            return nil
        }
    }
}
