import FloatingPanel
import Foundation
import PanelConfig

/// The attraction spring of a behavior in physical terms, as comment lines for every export:
/// what FloatingPanel's rate and response time mean to someone who thinks in
/// damping ratio, stiffness or SwiftUI springs.
package enum SpringSummary {
    package static func lines(_ behavior: FloatingPanelBehavior) -> [String] {
        let fast = FloatingPanelSpringParameters.fastRelease(of: behavior)
        let slow = FloatingPanelSpringParameters.slowRelease(of: behavior)
        let r = { (value: Double) in ExportNumber.rounded(value) }
        return [
            "Attraction spring after a release faster than \(r(FloatingPanelSpringParameters.fastReleaseSpeedThreshold)) pt/s"
                + " (rate \(r(Double(behavior.springDecelerationRate))), response \(r(fast.response)) s):",
            "  damping ratio ζ = \(r(fast.dampingRatio)), ω = \(r(fast.angularFrequency)) rad/s"
                + ", overshoot \(r(fast.overshootPercent)) %, settle time (2 %) \(r(fast.settlingTime)) s;",
            "  mass 1, stiffness \(r(fast.stiffness)), damping \(r(fast.damping));",
            "  bounce \(r(fast.swiftUIBounce)) (SwiftUI's, 1 − ζ), duration \(r(fast.swiftUIDuration)) s;"
                + " per-frame overshoot \(r(fast.perFrameOvershootPercent())) %, per-frame bounce \(r(fast.perFrameBounce()))"
                + " (FloatingPanel's spring at \(r(FloatingPanelSpringParameters.perFrameRate)) Hz, a step from rest).",
            "Slower releases and programmatic moves: critically damped (ζ = 1), settle time (2 %) \(r(slow.settlingTime)) s.",
            "These are the closed-form values of FloatingPanel's formula, not an equivalent continuous spring:",
            "FloatingPanel steps its spring once a frame, which overshoots far less than a continuous spring",
            "of the same ζ. A target that takes a spring needs one fitted to the path.",
        ]
    }
}
