import Foundation

/// Display-scale rounding `round_s` (Docs/engine.md §3.9).
///
/// Noise beyond 1e-9 is dropped toward zero first, so that e.g. `round_3(−0.16666666666674246)`
/// is 0 rather than −1/3; the result is never −0.
public func roundToDisplayScale(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let truncated = (value * 1e9).rounded(.towardZero) / 1e9
    return (truncated * scale).rounded(.toNearestOrAwayFromZero) / scale + 0
}

/// `isEqual(a, b, on: s)` of Docs/engine.md §3.9.
public func isEqual(_ a: CGFloat, _ b: CGFloat, onDisplayScale scale: CGFloat) -> Bool {
    roundToDisplayScale(a, scale: scale) == roundToDisplayScale(b, scale: scale)
}
