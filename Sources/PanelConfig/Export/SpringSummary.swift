import FloatingPanel
import Foundation

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
                + ", overshoot \(r(fast.overshootPercent)) %, settles within 2 % in \(r(fast.settlingTime)) s;",
            "  SwiftUI Spring(duration: \(r(fast.swiftUIDuration)), bounce: \(r(fast.swiftUIBounce)))"
                + "; mass 1, stiffness \(r(fast.stiffness)), damping \(r(fast.damping)).",
            "Slower releases and programmatic moves: critically damped (ζ = 1), settles in \(r(slow.settlingTime)) s.",
        ]
    }
}
