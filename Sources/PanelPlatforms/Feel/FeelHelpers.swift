import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// How a release plays in an export's second setup, FloatingPanel's feel (Docs/export.md): the
/// motion part chooses the stop by FloatingPanel's rules and the glue places the panel at each
/// frame of FloatingPanel's path.
package struct HelperOutcome: Sendable, Equatable {
    package var stop: String
    /// The farthest any frame, as the glue places the panel, is from FloatingPanel's path, pt.
    package var largestDistance: Double
}

/// The helper column of the feel report for the exports that carry the helpers (Compose and vaul).
///
/// The motion parts are the engine's rules and spring translated line for line, so their stop and
/// path are the engine's; `make test` proves it by compiling and running the exported code against
/// the engine. What remains is how the glue places the panel, which this column measures.
package enum FeelHelpers {
    /// The deviation the helpers keep, in pt, above which the report warns.
    package static let tolerance = 0.5

    /// Where the glue of `platform`'s export puts a point of the path, back in pt; nil for a
    /// platform whose export carries no helpers (Material's release rule is out of an app's reach).
    static func placement(_ platform: Platform, density: Double) -> ((Double) -> Double)? {
        switch platform {
        case .compose:
            // `IntOffset((point.toFloat() * density).roundToInt())`: whole px, Math.round's half up.
            return { point in Double(((Float(point) * Float(density)) + 0.5).rounded(.down)) / density }
        case .vaul:
            // A CSS transform takes the point as it is.
            return { $0 }
        case .material:
            return nil
        }
    }

    /// Each feel release of FloatingPanel's `paths` with the helpers, by release label; empty for
    /// a platform without helpers.
    static func outcomes(_ paths: [FeelPath], platform: Platform, density: Double) -> [String: HelperOutcome] {
        guard let place = placement(platform, density: density) else { return [:] }
        var outcomes: [String: HelperOutcome] = [:]
        for path in paths {
            let largest = path.points.map { abs(place($0) - $0) }.max() ?? 0
            outcomes[path.release.label] = HelperOutcome(stop: path.stop, largestDistance: largest)
        }
        return outcomes
    }

    /// What the helper column says, after the table.
    static func note(_ platform: Platform, refreshRate: String) -> [String] {
        let placed =
            platform == .compose
            ? "the distance is the Compose offset's rounding to whole px"
            : "the drawer's transform takes each point as it is"
        return [
            "With the helpers (FloatingPanel's feel, the second setup): the stop FloatingPanel chooses and its path",
            "at \(refreshRate) Hz, one point a frame; \(placed). The motion part was compiled and run",
            "against FloatingPanel's engine on these releases and random ones: same stop, path within \(tolerance) pt.",
        ]
    }
}
