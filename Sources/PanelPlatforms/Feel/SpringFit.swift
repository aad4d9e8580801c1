import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// A target's spring fitted to the paths FloatingPanel really draws (Docs/export.md "Fitted
/// springs"): the continuous mass-1 spring a platform animates, chosen to come closest, frame by
/// frame, to the engine's per-frame spring over the feel report's releases — not the closed-form
/// ζ and ω of FloatingPanel's rate, which overshoot more than the per-frame integrator does.
package struct SpringFit {
    /// How the target starts its spring.
    package enum Start: String, Sendable {
        /// From the release velocity: SwiftUI, UIKit and Compose animations that are given it.
        case releaseVelocity = "release velocity"
        /// From rest whatever the release: a CSS transition.
        case rest
    }

    /// One release's distance between the fitted spring and FloatingPanel's path.
    package struct Residual {
        package var label: String
        package var stop: String
        package var mean: Double
        package var largest: Double
        package var frames: Int
    }

    package var spring: FloatingPanelSpringParameters
    package var start: Start
    package var fps: Double
    package var residuals: [Residual]

    /// The mean of the releases' mean residuals, and the largest residual of any frame.
    package var mean: Double { residuals.isEmpty ? 0 : residuals.map(\.mean).reduce(0, +) / Double(residuals.count) }
    package var largest: Double { residuals.map(\.largest).max() ?? 0 }

    /// The spring that comes closest to `paths` (least squares over every frame): a grid over ζ and
    /// the response, then three refinements around the best point.
    package static func fit(_ paths: [FeelPath], start: Start, fps: Double) -> SpringFit {
        let usable = paths.filter { !$0.points.isEmpty && $0.stop != FloatingPanelState.hidden.rawValue }
        var best = (zeta: 1.0, response: 0.4, error: Double.infinity)
        var (zetaStep, responseStep) = (0.05, 0.05)
        var zetas = Array(stride(from: 0.2, through: 1.6, by: zetaStep))
        var responses = Array(stride(from: 0.1, through: 1.2, by: responseStep))
        for _ in 0..<4 {
            for zeta in zetas {
                for response in responses where response > 0 && zeta > 0 {
                    let spring = FloatingPanelSpringParameters(dampingRatio: zeta, response: response)
                    let error = squaredError(spring, usable, start: start, fps: fps)
                    if error < best.error { best = (zeta, response, error) }
                }
            }
            zetaStep /= 5
            responseStep /= 5
            zetas = (-5...5).map { best.zeta + Double($0) * zetaStep }
            responses = (-5...5).map { best.response + Double($0) * responseStep }
        }
        let spring = FloatingPanelSpringParameters(dampingRatio: best.zeta, response: best.response)
        return SpringFit(
            spring: spring, start: start, fps: fps, residuals: residuals(of: spring, usable, start: start, fps: fps))
    }

    /// How far `spring` is from each path, frame by frame.
    package static func residuals(
        of spring: FloatingPanelSpringParameters, _ paths: [FeelPath], start: Start, fps: Double
    ) -> [Residual] {
        paths.filter { !$0.points.isEmpty }.map { path in
            let errors = path.points.indices.map {
                abs(location(spring, path, frame: $0 + 1, start: start, fps: fps) - path.points[$0])
            }
            return Residual(
                label: path.release.label, stop: path.stop, mean: errors.reduce(0, +) / Double(errors.count),
                largest: errors.max() ?? 0, frames: errors.count)
        }
    }

    private static func squaredError(
        _ spring: FloatingPanelSpringParameters, _ paths: [FeelPath], start: Start, fps: Double
    ) -> Double {
        var sum = 0.0
        for path in paths {
            for (index, point) in path.points.enumerated() {
                let error = location(spring, path, frame: index + 1, start: start, fps: fps) - point
                sum += error * error
            }
        }
        return sum
    }

    /// Where the target's continuous spring puts the panel `frame` frames after the release.
    package static func location(
        _ spring: FloatingPanelSpringParameters, _ path: FeelPath, frame: Int, start: Start, fps: Double
    ) -> Double {
        let t = Double(frame) / fps
        let distance = path.target - path.start
        switch start {
        case .rest:
            return path.start + distance * spring.stepResponse(at: t)
        case .releaseVelocity:
            return path.target + spring.displacement(at: t, from: -distance, velocity: path.velocity)
        }
    }
}
