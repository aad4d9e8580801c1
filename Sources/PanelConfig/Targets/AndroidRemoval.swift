import FloatingPanel
import Foundation

/// FloatingPanel's removal rule mapped onto Material's hide rule (Docs/export.md#android).
///
/// FloatingPanel removes a panel when the release speed divided by the distance still left to
/// its hidden position reaches the threshold τ (Docs/engine.md §7.8); without a `hidden` anchor
/// that position lies 100 pt beyond the panel's edge (§3.6). Material's BottomSheetBehavior
/// (1.13.0, `shouldHide`) hides a sheet released at or below collapsed when
/// `top + velocity × hideFriction` lies more than half the peek height below the collapsed top,
/// and then only if the release is faster than `significantVelocityThreshold` or low on screen.
/// The friction that makes both ask the same speed at the collapsed state is
/// `0.5 × peek / (τ × distance)`. Past collapsed, Material's speed falls to 0 half a peek down
/// while FloatingPanel's falls to 0 at hidden; a significant velocity of a third of the collapsed
/// speed is the floor that keeps the two closest on average over that distance (the mean of
/// |max(s, 1 − 2x) − (1 − x)| over x in 0…1 is least at s = 1/3), and keeps the collapsed speed exact.
package struct AndroidRemoval {
    /// τ, in s⁻¹.
    package let threshold: Double
    /// How much of the sheet shows when collapsed (the peek), in dp.
    package let peek: Double
    /// The distance from the collapsed position to hidden, in dp.
    package let distance: Double

    package init(threshold: CGFloat, least: ResolvedStops.Stop, hiddenExtent: CGFloat) {
        self.threshold = Double(threshold)
        peek = Double(least.extent)
        distance = Double(abs(least.extent - hiddenExtent))
    }

    /// The release speed FloatingPanel needs at the collapsed state, in dp/s.
    package var speedAtCollapsed: Double { threshold * distance }

    /// The hide friction that asks that speed there.
    package var friction: Double { 0.5 * peek / speedAtCollapsed }

    /// `significantVelocityThreshold` in dp/s, as written (a Float literal); the code multiplies
    /// it by the device's density, as Material compares px/s.
    package var significantVelocity: Double { Double(Float(speedAtCollapsed / 3)) }

    /// The speeds (dp/s) each library needs `below` dp under the collapsed position: Material's
    /// falls to 0 half a peek below, FloatingPanel's at the hidden position.
    package func speeds(below: Double) -> (material: Double, floatingPanel: Double) {
        (max(max(0.5 * peek - below, 0) / friction, significantVelocity), threshold * max(distance - below, 0))
    }
}
