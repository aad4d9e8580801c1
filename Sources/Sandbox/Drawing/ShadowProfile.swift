import Foundation

/// How a blurred shadow fades across the edge of its shape: offsets from the edge (pixels, outward
/// positive) with the fraction of the shadow's alpha at each.
///
/// A Core Animation shadow radius `r` blurs like a Gaussian of standard deviation `r / 2`; across a
/// straight edge that gives alpha `Φ(−d/σ)` at distance `d`. Nine samples between −3σ and 3σ,
/// joined linearly, stay within about 1.5 % of the curve.
struct ShadowProfile {
    /// Distances from the shape's edge, from the outermost (alpha 0) inward.
    let offsets: [Float]
    /// The fraction of the shadow's alpha at each offset.
    let alphaFactors: [Float]
    /// How far inside the edge the shadow is at full strength.
    let plateauInset: Float

    /// The profile for a blur radius of `blurRadius` pixels.
    init(blurRadius: Float) {
        let sigma = blurRadius / 2
        guard sigma >= 0.5 else {
            // Sharper than a pixel: a hard edge with the usual one-pixel anti-aliasing fringe.
            offsets = [0.5, -0.5]
            alphaFactors = [0, 1]
            plateauInset = 0.5
            return
        }
        let samples: [Float] = [3, 2, 1.25, 0.6, 0, -0.6, -1.25, -2, -3]
        offsets = samples.map { $0 * sigma }
        alphaFactors = samples.map { sample in
            sample >= 3 ? 0 : sample <= -3 ? 1 : Float(0.5 * erfc(Double(sample) / 2.0.squareRoot()))
        }
        plateauInset = 3 * sigma
    }
}
