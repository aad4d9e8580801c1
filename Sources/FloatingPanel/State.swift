/// A resting state of a panel: a name and an order (Docs/engine.md §1.1).
///
/// A larger `order` means "more expanded". Two states are equal when their `rawValue`s are equal
/// (decision §16.2-15; upstream compares by identity).
public struct FloatingPanelState: Hashable, Sendable, CustomStringConvertible {
    /// The state's name; two states with the same name are the same state.
    public let rawValue: String
    /// The state's order: larger is more expanded.
    public let order: Int

    /// A state; custom states give their own order.
    public init(rawValue: String, order: Int) {
        self.rawValue = rawValue
        self.order = order
    }

    /// The most expanded built-in state, order 1000.
    public static let full = FloatingPanelState(rawValue: "full", order: 1000)
    /// The middle built-in state, order 500.
    public static let half = FloatingPanelState(rawValue: "half", order: 500)
    /// The least expanded visible built-in state, order 100.
    public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
    /// Off screen, order 0.
    public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)

    /// The built-in states by name.
    public static let builtIn: [String: FloatingPanelState] = [
        "full": .full, "half": .half, "tip": .tip, "hidden": .hidden,
    ]

    /// The state's name.
    public var description: String { rawValue }

    /// Equal names make equal states.
    public static func == (lhs: FloatingPanelState, rhs: FloatingPanelState) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the name only, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
