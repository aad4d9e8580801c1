import Foundation
import PanelConfig

/// The comments the Kotlin and TypeScript motion parts share (Docs/export.md "FloatingPanel's feel").
enum MotionPartText {
    /// The export header's scene, container and time lines; the target library's lines belong to
    /// the glue, not to this library-free part.
    static func header(_ scene: ResolvedScene, format: ExportFormat, options: ExportOptions, language: String)
        -> [String]
    {
        let lines = options.header(scene, format: format)
        return Array(lines.prefix(2)) + lines.filter { $0.hasPrefix("Written at") } + [
            "Motion part: \(language), no platform library; the glue in the full export drives a sheet with it."
        ]
    }

    static let explanation = [
        "FloatingPanel's release rules and spring, translated from FloatingPanel's engine: `release`",
        "answers the stop FloatingPanel chooses for a drag that began in state `from` and was let go at",
        "`position` with `velocity` (momentum projection with the tuned rate, shouldProjectMomentum,",
        "per-pair redirectional progress, the removal rule), and the panel's location at each frame after",
        "the release (path[0] one frame after it, frame k at k / fps seconds) until it rests:",
        "FloatingPanel's numeric spring stepped once a frame, critically damped after a release of at most",
        "300 pt/s and damped by springDecelerationRate after a faster one. It depends on the frame rate:",
        "pass the display's. Lengths are pt = dp = CSS px, on the panel's main axis (y for top and bottom",
        "panels, x for left and right ones, from the container's top or left edge); velocities in pt/s,",
        "positive toward larger coordinates. `releaseIn`, `dragLocationIn` and `locations` take the",
        "container too (its size and safe-area insets) and resolve the stops from the anchors there: pass",
        "the running one to follow the device; the functions without it use the scene's container.",
    ]

    static let dataComment =
        "The scene's panels in the container `c`: each stop from its anchor's definition, behavior values and springs."

    static let sceneContainerComment =
        "The scene's container; pass the running one (size and safe-area insets) to follow the device."
}
