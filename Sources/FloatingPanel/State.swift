/// A resting state of a panel: a name and an order (Docs/engine.md §1.1).
///
/// A larger `order` means "more expanded". Two states are equal when their `rawValue`s are equal
/// (decision §16.2-15; upstream compares by identity).
public struct FloatingPanelState: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public let order: Int

    public init(rawValue: String, order: Int) {
        self.rawValue = rawValue
        self.order = order
    }

    public static let full = FloatingPanelState(rawValue: "full", order: 1000)
    public static let half = FloatingPanelState(rawValue: "half", order: 500)
    public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
    public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)

    /// The built-in states by name.
    public static let builtIn: [String: FloatingPanelState] = [
        "full": .full, "half": .half, "tip": .tip, "hidden": .hidden,
    ]

    public var description: String { rawValue }

    public static func == (lhs: FloatingPanelState, rhs: FloatingPanelState) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
