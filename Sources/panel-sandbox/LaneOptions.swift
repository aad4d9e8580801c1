import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// The options that choose a compare run's lanes, `compare`'s and `render --scenario`'s alike:
/// `--vary`, `--lanes` and `--platform` (Docs/cli.md).
struct LaneOptions {
    /// Every `--vary KEY=V1,V2,…` given.
    var variations: [ValueVariation]
    /// The compare lanes file of `--lanes`.
    var lanesPath: String?
    /// The platforms of `--platform`, each once, in their order.
    var platforms: [Platform]
    /// The container of `--container`, in place of the scenario's; nil keeps it.
    var container: SceneContainer?

    /// The lanes these options make for the scenario at `scenarioPath` (`CompareLane.setup`), each
    /// lane's scene on `container` when one is given.
    func setup(scenarioPath: String, files: ConfigFileReader = .disk) throws(CompareLane.SetupError)
        -> CompareLane.Setup
    {
        var setup = try CompareLane.setup(
            scenarioPath: scenarioPath, variations: variations, lanesPath: lanesPath, platforms: platforms,
            files: files)
        if let container {
            for index in setup.lanes.indices {
                setup.lanes[index].scenario.scene = setup.lanes[index].scenario.scene.placed(in: container)
            }
        }
        return setup
    }
}

extension ScannedArguments {
    /// The lane options given; a malformed `--vary`, an unknown platform, or `--vary` with
    /// `--lanes` is a usage error.
    func laneOptions() throws(UsageError) -> LaneOptions {
        let variations = try self.variations()
        let lanesPath = value("--lanes")
        if lanesPath != nil, !variations.isEmpty {
            throw UsageError("give --vary or --lanes, not both: a lanes file lists every lane's values")
        }
        return LaneOptions(
            variations: variations, lanesPath: lanesPath, platforms: try platforms(), container: try container())
    }

    /// The container of `--container NAME|WxH`; an unknown name or a malformed size is a usage error.
    func container() throws(UsageError) -> SceneContainer? {
        guard let text = value("--container") else { return nil }
        switch ContainerChoice.parse(text) {
        case .success(let container): return container
        case .failure(let error): throw UsageError("--container: \(error.description)")
        }
    }

    /// The platforms of `--platform LIST`, each once, in their order; an unknown name is a usage error.
    func platforms() throws(UsageError) -> [Platform] {
        var platforms: [Platform] = []
        if let list = value("--platform") {
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                guard let platform = Platform(rawValue: trimmed) else {
                    throw UsageError(
                        "--platform \(list): \"\(trimmed)\" is no platform; give a list of material, compose, vaul")
                }
                if !platforms.contains(platform) { platforms.append(platform) }
            }
        }
        return platforms
    }

    /// The px per dp of `--density`, a positive number; anything else is a usage error.
    func density() throws(UsageError) -> Double? {
        try value("--density", as: { Double($0).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } })
    }

    /// Every `--vary KEY=V1,V2,…` given, parsed; a malformed one is a usage error.
    private func variations() throws(UsageError) -> [ValueVariation] {
        var variations: [ValueVariation] = []
        for text in values("--vary") {
            do throws(ValueVariation.SyntaxError) {
                variations.append(try ValueVariation.parse(text))
            } catch {
                throw UsageError(error.description)
            }
        }
        return variations
    }
}
