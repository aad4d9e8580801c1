import Foundation

/// What FloatingPanel's per-frame spring (Docs/engine.md §5.3) does on a step from rest, beside
/// the closed form of the continuous spring with the same ζ and ω: the integrator damps each frame,
/// so the panel overshoots less than `overshootPercent` says, and a spring written with a bounce
/// moves as one with a smaller bounce. These are the "per-frame overshoot" and "per-frame bounce"
/// that the values card, the exports and the docs show beside the written bounce and overshoot.
extension FloatingPanelSpringParameters {
    /// The frame rate the per-frame figures are taken at.
    public static let perFrameRate: Double = 60

    /// Peak overshoot, as a percentage of the distance, of the per-frame spring stepping at
    /// `fps` from rest toward a target (0 when it never passes the target).
    public func perFrameOvershootPercent(fps: Double = perFrameRate) -> Double {
        guard dampingRatio < 1 else { return 0 }
        var spring = NumericSpring(location: 0, velocity: 0, target: 1, parameters: self)
        var peak: CGFloat = 0
        // Ten undamped periods pass any first peak of a spring that settles at all.
        for _ in 0..<Int((10 * response * fps).rounded(.up)) {
            spring.step(CGFloat(1 / fps))
            peak = max(peak, spring.location)
        }
        return 100 * Double(max(0, peak - 1))
    }

    /// The bounce of the continuous spring that overshoots a step as much as the per-frame one
    /// does (`ζ = −ln(p) / √(π² + ln² p)` for overshoot fraction p, bounce `1 − ζ`); 0 when the
    /// per-frame spring does not overshoot.
    public func perFrameBounce(fps: Double = perFrameRate) -> Double {
        let fraction = perFrameOvershootPercent(fps: fps) / 100
        guard fraction > 0 else { return 0 }
        let logarithm = log(fraction)
        return 1 + logarithm / (Double.pi * Double.pi + logarithm * logarithm).squareRoot()
    }
}
