import Foundation

/// The grid of a release map (Docs/cli.md "map"): release locations evenly spaced from the most
/// expanded stop to the least expanded one, and release velocities evenly spaced from
/// −`maximumSpeed` to +`maximumSpeed`.
package struct ReleaseMapAxes: Sendable, Equatable {
    /// How many release locations, both stops included.
    package var locationCount: Int
    /// How many release velocities; an odd count has 0 in the middle.
    package var velocityCount: Int
    /// The fastest release, pt/s.
    package var maximumSpeed: CGFloat

    /// An axis pair; counts below 2 are taken as 2.
    package init(locationCount: Int, velocityCount: Int, maximumSpeed: CGFloat) {
        self.locationCount = max(locationCount, 2)
        self.velocityCount = max(velocityCount, 2)
        self.maximumSpeed = maximumSpeed
    }

    /// `map`'s grid: 41 locations × 25 velocities, 250 pt/s apart from −3000 to 3000.
    package static let command = ReleaseMapAxes(locationCount: 41, velocityCount: 25, maximumSpeed: 3000)

    /// The window's card: 25 locations × 13 velocities, 500 pt/s apart from −3000 to 3000.
    package static let card = ReleaseMapAxes(locationCount: 25, velocityCount: 13, maximumSpeed: 3000)

    /// The release locations from `mostExpanded` to `leastExpanded`, both included, each on a
    /// whole point so that a drag's translation from any stop is exact; a short range has fewer
    /// (no location twice).
    package func locations(from mostExpanded: CGFloat, to leastExpanded: CGFloat) -> [CGFloat] {
        var locations: [CGFloat] = []
        let last = CGFloat(locationCount - 1)
        for index in 0..<locationCount {
            let location = (mostExpanded + (leastExpanded - mostExpanded) * CGFloat(index) / last).rounded()
            if locations.last != location { locations.append(location) }
        }
        return locations
    }

    /// The release velocities, ascending, in pt/s.
    package var velocities: [CGFloat] {
        let last = CGFloat(velocityCount - 1)
        return (0..<velocityCount).map { index in
            // Whole pt/s, and the middle of an odd count exactly 0.
            (-maximumSpeed + 2 * maximumSpeed * CGFloat(index) / last).rounded() + 0
        }
    }
}
