import Foundation

/// ViewDragHelper's settle of a released view (androidx customview ViewDragHelper.java,
/// `forceSettleCapturedViewAt`, `computeSettleDuration`, `computeAxisDuration`) played by
/// OverScroller's scroll mode with ViewDragHelper's quintic interpolator, in integer px as
/// Android moves views. Only the axis of the sheet moves, so the other axis' weight is 0.
package struct ViewDragSettle: Sendable, Equatable {
    /// ViewDragHelper's `BASE_SETTLE_DURATION`, ms.
    package static let baseSettleDuration = 256
    /// ViewDragHelper's `MAX_SETTLE_DURATION`, ms.
    package static let maxSettleDuration = 600

    /// Where the settle starts and ends, px.
    package let start: Int
    package let end: Int
    /// The scroll's duration in whole milliseconds.
    package let durationMs: Int

    /// The settle from `start` to `end` after a release at `velocity` px/s (the tracker's,
    /// truncated to int as `settleCapturedViewAt` does), in a parent `parentWidth` px wide, with
    /// the callback's drag range `motionRange` and the fling limits `minVelocity`…`maxVelocity`.
    package init(
        start: Int, end: Int, velocity: Int, parentWidth: Int, motionRange: Int, minVelocity: Int, maxVelocity: Int
    ) {
        self.start = start
        self.end = end
        let clamped = Self.clampMagnitude(velocity, min: minVelocity, max: maxVelocity)
        durationMs = Self.axisDuration(
            delta: end - start, velocity: clamped, motionRange: motionRange, parentWidth: parentWidth)
    }

    /// `clampMag`: below `min` in magnitude is 0, above `max` is ±max.
    package static func clampMagnitude(_ value: Int, min: Int, max: Int) -> Int {
        let magnitude = abs(value)
        if magnitude < min { return 0 }
        if magnitude > max { return value > 0 ? max : -max }
        return value
    }

    /// The float `clampMag`, as `releaseViewForPointerUp` applies it before `onViewReleased`.
    package static func clampMagnitude(_ value: Float, min: Float, max: Float) -> Float {
        let magnitude = abs(value)
        if magnitude < min { return 0 }
        if magnitude > max { return value > 0 ? max : -max }
        return value
    }

    /// `computeAxisDuration`: 4 × the time to travel a distance shaped by the parent's width at
    /// the release speed, or (share of the range + 1) × 256 ms without speed; at most 600 ms.
    package static func axisDuration(delta: Int, velocity: Int, motionRange: Int, parentWidth: Int) -> Int {
        if delta == 0 { return 0 }
        let width = parentWidth
        let halfWidth = width / 2
        let distanceRatio = min(Float(1), Float(abs(delta)) / Float(width))
        let distance = Float(halfWidth) + Float(halfWidth) * distanceInfluence(distanceRatio)
        let speed = abs(velocity)
        let duration: Int
        if speed > 0 {
            duration = 4 * javaRound(1000 * abs(distance / Float(speed)))
        } else {
            let range = Float(abs(delta)) / Float(motionRange)
            duration = Int((range + 1) * Float(baseSettleDuration))
        }
        return min(duration, maxSettleDuration)
    }

    /// `distanceInfluenceForSnapDuration`: sin((f − 0.5) · 0.3π/2), in float.
    static func distanceInfluence(_ f: Float) -> Float {
        var f = f - 0.5
        f *= 0.3 * Float.pi / 2
        return Float(sin(Double(f)))
    }

    /// Java's `Math.round(float)`: floor(x + 0.5).
    static func javaRound(_ value: Float) -> Int {
        Int((value + 0.5).rounded(.down))
    }

    /// ViewDragHelper's interpolator: `t -= 1; t⁵ + 1`, in float.
    package static func quintic(_ t: Float) -> Float {
        let u = t - 1
        return u * u * u * u * u + 1
    }

    /// The view's position `elapsedMs` after the settle started: OverScroller's
    /// `start + round(q · delta)` while the scroll runs, the end once it is over.
    package func position(elapsedMs: Int) -> Int {
        guard elapsedMs < durationMs else { return end }
        let q = Self.quintic(Float(max(elapsedMs, 0)) / Float(durationMs))
        return start + Self.javaRound(q * Float(end - start))
    }
}
