import FloatingPanel
import Foundation

/// The vaul drawer's snap transition: FloatingPanel's spring as a CSS `linear()` easing, as the
/// vaul export writes it and the vaul model plays it (Docs/export.md#vaul).
package enum VaulTransition {
    /// Stops of the sampled easing: enough for a smooth bounce at a 60 Hz frame rate.
    package static let easingStops = 40

    /// The spring the snap transition eases by: the one fitted from rest to FloatingPanel's path
    /// after fast releases when the export has it (`fit --format css`), else the closed form of
    /// the fast-release spring.
    package static func snapSpring(_ behavior: FloatingPanelCustomBehavior, fitted: FittedSprings?)
        -> FloatingPanelSpringParameters
    {
        fitted?.fling?.spring ?? FloatingPanelSpringParameters.fastRelease(of: behavior)
    }

    /// The snap transition as written: `spring`'s step response over its settling time (until it
    /// stays within 0.1 %), sampled into `linear()` stops; the platform models read it too.
    package static func snapTransition(_ spring: FloatingPanelSpringParameters) -> (duration: String, stops: [String]) {
        // Long enough that the jump to the final stop is under 0.1 %.
        let duration = spring.settlingTime(within: 0.001)
        let samples = (0...easingStops).map { index -> String in
            index == easingStops
                ? "1" : ExportNumber.rounded(spring.stepResponse(at: duration * Double(index) / Double(easingStops)))
        }
        return (ExportNumber.rounded(duration), samples)
    }
}
