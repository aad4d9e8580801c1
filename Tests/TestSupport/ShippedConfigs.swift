import Foundation

/// Which files under `Configs/` are shipped configs, as opposed to what the window generates.
public enum ShippedConfigs {
    /// The window writes exports and recordings next to a scene; they are not shipped configs.
    /// Only the part of `path` below `Configs/` counts: a checkout may itself sit in a folder
    /// named `exports`.
    public static func isGenerated(_ path: String) -> Bool {
        let inside = path.range(of: "Configs/", options: .backwards).map { String(path[$0.upperBound...]) } ?? path
        return inside.split(separator: "/").contains { $0 == "exports" || $0 == "recordings" }
    }
}
