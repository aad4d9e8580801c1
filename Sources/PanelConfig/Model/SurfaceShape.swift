import FloatingPanel
import Foundation

/// The surface's iOS 26 shape where the panel is (Docs/config.md "The iOS 26 sheet look"): its inset
/// from the container's edges, interpolated between the states `surfaceInset` names, and its
/// corner radius, fixed or concentric to the display's corners.
package enum SurfaceShape {
    /// The inset with the leading edge at `location`; `place` gives a state's location by name
    /// (nil: the panel has no such state now, so it does not count). Zero when no state counts.
    package static func inset(
        _ byState: [String: EdgeInsets], at location: CGFloat, place: (String) -> CGFloat?
    ) -> EdgeInsets {
        let stops = byState.compactMap { name, insets in place(name).map { (location: $0, insets: insets) } }
            .sorted { ($0.location, $0.insets.top, $0.insets.left) < ($1.location, $1.insets.top, $1.insets.left) }
        guard let first = stops.first, let last = stops.last else { return .zero }
        if location <= first.location { return first.insets }
        if location >= last.location { return last.insets }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let progress = span > 0 ? (location - lower.location) / span : 1
            return mix(lower.insets, upper.insets, progress)
        }
        return last.insets
    }

    /// The corner radius of a surface inset by `inset` on `position`'s side: the configuration's
    /// (iOS 26), else `cornerRadius`. Concentric corners take the display's radius minus the
    /// surface's distance from the screen's edges away from the leading edge (the largest of the
    /// three), at least their minimum.
    package static func cornerRadius(
        _ appearance: SurfaceAppearance, inset: EdgeInsets, position: FloatingPanelPosition,
        displayCornerRadius: CGFloat
    ) -> CGFloat {
        switch appearance.cornerConfiguration {
        case nil: return appearance.cornerRadius
        case .fixed(let radius): return radius
        case .containerConcentric(let minimum):
            let distance: CGFloat
            switch position {
            case .bottom: distance = max(inset.left, inset.right, inset.bottom)
            case .top: distance = max(inset.left, inset.right, inset.top)
            case .left: distance = max(inset.top, inset.bottom, inset.left)
            case .right: distance = max(inset.top, inset.bottom, inset.right)
            }
            return max(minimum, displayCornerRadius - distance)
        }
    }

    private static func mix(_ a: EdgeInsets, _ b: EdgeInsets, _ t: CGFloat) -> EdgeInsets {
        EdgeInsets(
            top: a.top + (b.top - a.top) * t, left: a.left + (b.left - a.left) * t,
            bottom: a.bottom + (b.bottom - a.bottom) * t, right: a.right + (b.right - a.right) * t)
    }
}
