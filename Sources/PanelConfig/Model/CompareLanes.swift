/// A compare lanes file (Docs/config.md "Compare lanes"): the lanes the compare view (`M`) and
/// `compare` run after lane 0, which is always the scene as it is.
package struct CompareLanes: Equatable, Sendable {
    /// One lane after lane 0.
    package struct Lane: Equatable, Sendable {
        /// What plays the lane.
        package enum Kind: Equatable, Sendable {
            /// FloatingPanel with these values set, in the file's order.
            case values([ValueAssignment])
            /// A target library's model (`material`, `compose`, `vaul`), the scene as is.
            case platform(String)
        }

        package var kind: Kind
        /// The file's `label`; nil: the lane's settings (`springResponseTime=0.5`), as `--vary` labels it.
        package var label: String?

        package init(kind: Kind, label: String? = nil) {
            self.kind = kind
            self.label = label
        }

        /// The values the lane sets; none for a platform lane.
        package var assignments: [ValueAssignment] {
            if case .values(let assignments) = kind { return assignments }
            return []
        }
    }

    /// The lanes after lane 0, the FloatingPanel lanes before the platform lanes.
    package var lanes: [Lane]

    package init(lanes: [Lane]) {
        self.lanes = lanes
    }

    /// The platform lanes' names a file may give: the sandbox's platform models (Docs/platforms.md).
    package static let platformNames = ["material", "compose", "vaul"]

    /// The most lanes a file lists: a compare run holds 9, lane 0 the scene as is.
    package static let maximumCount = 8

    /// The FloatingPanel lanes, in order.
    package var valueLanes: [Lane] { lanes.filter { $0.platform == nil } }

    /// The platform lanes' names, in order.
    package var platforms: [String] { lanes.compactMap(\.platform) }
}

extension CompareLanes.Lane {
    /// The platform's name for a platform lane.
    package var platform: String? {
        if case .platform(let name) = kind { return name }
        return nil
    }

    /// How the lane is labelled: its `label`, else its settings as `--vary` labels them (a
    /// platform lane: the platform's name).
    package var displayLabel: String {
        label ?? platform ?? assignments.map(\.label).joined(separator: " ")
    }
}
