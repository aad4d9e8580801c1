import FloatingPanel
import Foundation

/// A panel's springs fitted to the path FloatingPanel draws (`panel-sandbox fit`, Docs/export.md
/// "Fitted springs"), for the exports of targets that take only a spring.
package struct FittedSprings: Sendable {
    /// One fitted spring and how far it stays from FloatingPanel's path.
    package struct Fit: Sendable {
        package var spring: FloatingPanelSpringParameters
        /// The releases' mean residual and the largest of any frame, in pt.
        package var mean: Double
        package var largest: Double

        package init(spring: FloatingPanelSpringParameters, mean: Double, largest: Double) {
            self.spring = spring
            self.mean = mean
            self.largest = largest
        }
    }

    /// After releases faster than 300 pt/s and after slower ones.
    package var fling: Fit?
    package var settle: Fit?
    /// The refresh rate the paths were stepped at.
    package var fps: Double

    package init(fling: Fit?, settle: Fit?, fps: Double) {
        self.fling = fling
        self.settle = settle
        self.fps = fps
    }

    /// `spring` as code of the target `format` takes (`fit` prints the same): SwiftUI's
    /// `Spring(duration:bounce:)`, UIKit's `UISpringTimingParameters`, Compose's `spring()`, or
    /// the css drawer's transition.
    package static func parameters(_ spring: FloatingPanelSpringParameters, format: ExportFormat) -> String {
        let n = { (value: Double) in ExportNumber.rounded(value, significantDigits: 4) }
        switch format {
        case .swiftui, .swiftuiDetents, .md:
            return "Spring(duration: \(n(spring.swiftUIDuration)), bounce: \(n(spring.swiftUIBounce)))"
        case .swift:
            return
                "UISpringTimingParameters(mass: 1, stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), "
                + "initialVelocity: release velocity / distance)"
        case .compose, .android:
            return "spring(dampingRatio = \(n(spring.dampingRatio))f, stiffness = \(n(spring.stiffness))f)"
        case .vaul, .json:
            let seconds = n(spring.settlingTime(within: 0.001))
            return "transition over \(seconds) s, easing the step response of ζ \(n(spring.dampingRatio)), "
                + "response \(n(spring.response)) s"
        }
    }

    /// Comment lines for an export: the fitted springs in the target's own terms.
    package func lines(describe: (FloatingPanelSpringParameters) -> String) -> [String] {
        let r = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        var lines = [
            "Fitted to FloatingPanel's per-frame path at \(r(fps)) Hz over the feel releases:"
        ]
        for (name, fit) in [("after a fast release", fling), ("after a slow release", settle)] {
            guard let fit else { continue }
            lines.append(
                "  \(name): \(describe(fit.spring)); residual mean \(r(fit.mean)) pt, largest \(r(fit.largest)) pt.")
        }
        return lines
    }
}
