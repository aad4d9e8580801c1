import FloatingPanel
import Foundation

/// The keys of a panel's `keyboard` written as an object (Docs/config.md "Scene").
extension ConfigKeys {
    /// The keyboard object's entries, by key.
    package enum KeyboardMove {
        package static let moveTo = ConfigKey(
            "moveTo", .string,
            "The state the panel moves to when the keyboard appears; it moves back when the keyboard leaves, unless the user moved it in between."
        )
    }

    static let keyboardMove: [ConfigKey] = [KeyboardMove.moveTo]
}

extension DecodingContext {
    /// A panel's `keyboard`: `"none"`, `"avoid"` or `{"moveTo": STATE}`, the state checked against
    /// `states` (nil: not known yet, so not checked).
    func decodeKeyboard(_ value: JSONValue, states: [String: FloatingPanelState]?) -> KeyboardAvoidance? {
        let key = ConfigKeys.Panel.keyboard
        switch value.kind {
        case .string:
            return choice(value, key.name, names: KeyboardAvoidance.names).map { $0 == "avoid" ? .avoid : .none }
        case .object:
            typealias Move = ConfigKeys.KeyboardMove
            guard let reader = ObjectReader(value, key, as: .keyboardMove, context: self),
                let stateValue = reader.required(Move.moveTo, "a state of the panel's layout, such as \"full\""),
                let name = string(stateValue, Move.moveTo.name)
            else { return nil }
            guard let states else { return .moveTo(FloatingPanelState(rawValue: name, order: 0)) }
            guard let state = states[name], state != .hidden else {
                let known = DecodingContext.stateNames(states.values.filter { $0 != .hidden })
                unknownState(
                    name, at: stateValue.location, in: "'\(key.name)'", known: known,
                    listIntro: "the keyboard can move the panel to")
                return nil
            }
            return .moveTo(state)
        default:
            typeMismatch(value, expected: "\"none\", \"avoid\" or {\"moveTo\": STATE}", for: key.name)
            return nil
        }
    }
}
