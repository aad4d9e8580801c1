import Foundation
import PanelConfig

/// What `export --live` adds to the `swift`, `compose` and `vaul` exports (Docs/live.md "Your own
/// app, live"): a small client for a debug build that connects to `panel-sandbox serve` and applies
/// each scene version to the app's real panel. It is the file's last section, in two parts each
/// opened by its marker: the message core, which needs no platform and runs in the tests on the
/// real server's messages, and the socket and panel part.
package enum LiveClientExport {
    /// The formats that take `--live`.
    package static let formats: [ExportFormat] = [.swift, .compose, .vaul]

    /// The marker line opening the message core.
    package static let coreMarker = "Live client: message core"
    /// The marker line opening the socket and panel part.
    package static let platformMarker = "Live client: socket and panel"

    /// The client section for `scene` in `format`; nil for a format without one.
    static func lines(_ scene: ResolvedScene, format: ExportFormat) -> [String]? {
        switch format {
        case .swift: SwiftLiveClient.lines(scene)
        case .compose: KotlinLiveClient.lines(scene)
        case .vaul: TypeScriptLiveClient.lines(scene)
        default: nil
        }
    }

    /// The section's opening comment; Swift, Kotlin and TypeScript share the line comment.
    static let heading = [
        "",
        "// MARK: - Live client (export --live): for debug builds only",
        "//",
        "// Connects to `panel-sandbox serve` with the URL it printed (http://HOST:PORT/?token=TOKEN) and",
        "// applies each scene version the sandbox sends to the app's own panel. Keep it out of release builds.",
        "",
    ]
}
