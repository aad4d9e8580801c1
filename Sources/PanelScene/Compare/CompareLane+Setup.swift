import PanelConfig
import PlatformModels

extension CompareLane {
    /// A compare run's lanes: lane 0 the scene as is, the other FloatingPanel lanes, then the
    /// platforms' lanes (a compare lanes file's in its order, Docs/config.md "Compare lanes").
    package struct Setup {
        /// The FloatingPanel lanes, lane 0 first.
        package var lanes: [CompareLane]
        /// The platform lanes after them.
        package var platforms: [Platform]
    }

    /// The lanes of a compare run as `compare` and `render --scenario` take them (Docs/cli.md):
    /// with `variations`, lane 0 and their cross product; without, the lanes file at `lanesPath`
    /// or else the one the scenario's scene names (`compareLanes`), its platform lanes first and
    /// then those of `platforms` it does not list; with neither, lane 0 alone. At most
    /// `maximumCount` lanes in all.
    package static func setup(
        scenarioPath: String, variations: [ValueVariation], lanesPath: String?, platforms listed: [Platform],
        files: ConfigFileReader = .disk
    ) throws(SetupError) -> Setup {
        var setup: Setup
        if variations.isEmpty, let file = try fileSetup(scenarioPath: scenarioPath, lanesPath: lanesPath, files: files)
        {
            setup = file
            setup.platforms += listed.filter { !file.platforms.contains($0) }
        } else {
            setup = Setup(
                lanes: try lanes(scenarioPath: scenarioPath, variations: variations, files: files), platforms: listed)
        }
        let total = setup.lanes.count + setup.platforms.count
        guard total <= maximumCount else {
            throw SetupError(
                description:
                    "error: \(setup.lanes.count) FloatingPanel lanes and \(setup.platforms.count) platform lanes make \(total); a compare run holds at most \(maximumCount) lanes, so give fewer settings or platforms"
            )
        }
        return setup
    }
}
