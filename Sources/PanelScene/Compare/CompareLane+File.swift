import Foundation
import PanelConfig
import PlatformModels

extension CompareLane {
    /// The lanes of the file at `lanesPath` (its values checked against the scenario's scene), or
    /// with no path of the file the scenario's scene names (`compareLanes`); nil when it names none.
    static func fileSetup(
        scenarioPath: String, lanesPath: String?, files: ConfigFileReader = .disk
    ) throws(SetupError) -> Setup? {
        let scenario = try loadScenario(scenarioPath, files: files)
        let file: CompareLanes
        if let lanesPath {
            do {
                file = try ConfigLoader.loadCompareLanes(
                    path: lanesPath, scenePath: ScenarioScene.path(ofScenarioAt: scenarioPath, files: files),
                    scene: scenario.scene, files: files)
            } catch {
                throw SetupError(description: (error as? ConfigError)?.description ?? "error: \(error)")
            }
        } else {
            guard let named = scenario.scene.compareLanes else { return nil }
            file = named
        }
        return Setup(
            lanes: try lanes(scenario: scenario, scenarioPath: scenarioPath, file: file, files: files),
            platforms: file.platforms.compactMap(Platform.init(rawValue:)))
    }
}
