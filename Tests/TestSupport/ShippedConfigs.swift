/// Which files under `Configs/` are shipped configs, as opposed to what the window generates.
public enum ShippedConfigs {
    /// The window writes exports and recordings next to a scene; they are not shipped configs.
    public static func isGenerated(_ path: String) -> Bool {
        path.contains("exports/") || path.contains("recordings/")
    }
}
