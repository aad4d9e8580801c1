/// UIKit colors written with constant components, as the configs' `#RRGGBB` / `#RRGGBBAA`.
enum SwiftColor {
    /// The fixed system colors (UIColor's documentation), and the background colors as they are
    /// in light mode, which the sandbox draws (FloatingPanel's default surface is
    /// `.systemBackground`).
    static let named: [String: (Double, Double, Double, Double)] = [
        "systemBackground": (1, 1, 1, 1), "secondarySystemBackground": (242 / 255, 242 / 255, 247 / 255, 1),
        "systemGroupedBackground": (242 / 255, 242 / 255, 247 / 255, 1),
        "white": (1, 1, 1, 1), "black": (0, 0, 0, 1), "clear": (0, 0, 0, 0), "red": (1, 0, 0, 1),
        "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "darkGray": (1 / 3, 1 / 3, 1 / 3, 1),
        "lightGray": (2 / 3, 2 / 3, 2 / 3, 1),
    ]

    static func hex(_ value: SwiftValue) -> String? {
        if let name = value.memberName, let components = named[name] { return hex(components) }
        guard ["UIColor", "init", "CGColor"].contains(value.callName ?? "") else { return nil }
        let alpha = value.argument("alpha").map { $0.value.number } ?? 1
        if let white = value.argument("white")?.value.number, let alpha {
            return hex((white, white, white, alpha))
        }
        let red = (value.argument("red") ?? value.argument("displayP3Red"))?.value.number
        guard let red, let green = value.argument("green")?.value.number,
            let blue = value.argument("blue")?.value.number, let alpha
        else { return nil }
        return hex((red, green, blue, alpha))
    }

    private static func hex(_ components: (Double, Double, Double, Double)) -> String {
        let bytes = [components.0, components.1, components.2, components.3].map {
            Int((min(max($0, 0), 1) * 255).rounded())
        }
        let digits = bytes.prefix(components.3 < 1 ? 4 : 3).map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }
}
