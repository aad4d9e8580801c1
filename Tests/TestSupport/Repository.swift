import Foundation

/// Paths inside this checkout, for tests that read the shipped configs, docs and sources.
public enum Repository {
    /// The checkout's root folder: this file lives in `Tests/TestSupport/`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `relative` inside the checkout (`Configs/scenes/maps.json`).
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The same as a path string.
    public static func path(_ relative: String) -> String {
        url(relative).path
    }

    /// The shipped scene files: `Configs/scene.json` and every `Configs/scenes/*.json`.
    public static var shippedScenes: [String] {
        let scenes = (try? FileManager.default.contentsOfDirectory(atPath: path("Configs/scenes"))) ?? []
        return ["Configs/scene.json"] + scenes.filter { $0.hasSuffix(".json") }.sorted().map { "Configs/scenes/" + $0 }
    }
}
