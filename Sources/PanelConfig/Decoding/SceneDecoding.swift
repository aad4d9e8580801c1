import FloatingPanel
import Foundation

/// Constants of scene objects (Docs/config.md "Scene", plus the sandbox's `name` and `background`).
package enum SceneKeys {
    /// The container of a scene that names none.
    package static let defaultPreset = "iphone-15"
    /// The refresh rate of a scene that gives none and whose container is no preset, Hz.
    package static let defaultRefreshRate = 60.0
    /// The highest `refreshRate` a scene may give, Hz.
    package static let maximumRefreshRate = 480.0
}

extension DecodingContext {
    /// Decodes a scene object (or the scene part of a scenario when `isScenario`).
    ///
    /// The returned scene's `referencedFiles` is empty; the loader fills it in at the end of the run.
    package func decodeScene(_ value: JSONValue, isScenario: Bool) -> ResolvedScene? {
        typealias Key = ConfigKeys.Scene
        let (fps, steps) = (ConfigKeys.Scenario.fps.name, ConfigKeys.Scenario.steps.name)
        let hints =
            isScenario
            ? [:]
            : Dictionary(
                uniqueKeysWithValues: [fps, steps].map {
                    (
                        $0,
                        "'\($0)' belongs to scenarios (a scene plus '\(fps)' and '\(steps)'); check the file with --kind scenario"
                    )
                })
        let errorsBefore = session.diagnostics.errorCount
        guard
            let reader = ObjectReader(
                value, isScenario ? "scenario" : "scene", as: isScenario ? .scenario : .scene, context: self,
                hints: hints)
        else { return nil }

        let container =
            reader[Key.container].flatMap(decodeContainer)
            ?? DevicePreset.named(SceneKeys.defaultPreset)!.container
        let displayScale = reader.number(Key.displayScale)
        let refreshRate = reader.number(Key.refreshRate)
        let background = reader.choice(Key.background, SceneBackground.self) ?? .map
        let name = reader.string(Key.name) ?? ConfigPath.baseName(source.displayPath)

        var panels: [ResolvedPanel] = []
        var firstIDs: [String: SourceLocation] = [:]
        if let panelsValue = reader.required(Key.panels, "an array of panels, bottom to top"),
            let elements = array(panelsValue, Key.panels.name)
        {
            for (index, element) in elements.enumerated() {
                guard let panel = decodePanel(element, index: index, container: container) else { continue }
                let idLocation = element.objectValue?[ConfigKeys.Panel.id.name]?.value.location ?? element.location
                if let first = firstIDs[panel.id] {
                    error(
                        idLocation,
                        "duplicate panel id '\(panel.id)' (first used at line \(first.line)); every panel needs its own id"
                    )
                    continue
                }
                firstIDs[panel.id] = idLocation
                panels.append(panel)
            }
        }
        var scene = ResolvedScene(
            path: source.displayPath, name: name, container: container, displayScale: displayScale,
            background: background, panels: panels, referencedFiles: [])
        scene.exportFormats = reader[Key.exportFormats].flatMap(decodeExportFormats)
        if let token = reader[Key.compareLanes], string(token, Key.compareLanes.name) != nil,
            let decoded = session.referencedCompareLanes(token, from: self)
        {
            // A scene with problems would make names look unknown; its own errors say enough.
            if session.diagnostics.errorCount == errorsBefore {
                checkLaneValues(decoded, scenePath: source.absolutePath, panels: panels, container: container)
            }
            scene.compareLanes = decoded.lanes
        }
        scene.refreshRate =
            refreshRate.map(Double.init) ?? container.presetName.flatMap(DevicePreset.named)?.refreshRate
            ?? SceneKeys.defaultRefreshRate
        return scene
    }

    /// `container`: `{width, height, safeArea?}` or a device preset name.
    package func decodeContainer(_ value: JSONValue) -> SceneContainer? {
        typealias Key = ConfigKeys.Container
        switch value.kind {
        case .string(let name):
            guard let preset = DevicePreset.named(name) else {
                let names = DevicePreset.all.map(\.name)
                error(
                    value.location,
                    "unknown device preset '\(name)': expected one of \(Suggestions.list(names))\(Suggestions.didYouMean(name, in: names))"
                )
                return nil
            }
            return preset.container
        case .object:
            guard let reader = ObjectReader(value, ConfigKeys.Scene.container, as: .container, context: self)
            else {
                return nil
            }
            let width = reader.requiredNumber(Key.width, "points")
            let height = reader.requiredNumber(Key.height, "points")
            let safeArea = reader.insets(Key.safeArea) ?? .zero
            guard let width, let height else { return nil }
            if safeArea.top + safeArea.bottom > height || safeArea.left + safeArea.right > width,
                let location = reader.keyLocation(Key.safeArea)
            {
                error(
                    location,
                    "the safe area's insets are larger than the container (\(formatNumber(width))×\(formatNumber(height)))"
                )
            }
            return SceneContainer(size: CGSize(width: width, height: height), safeArea: safeArea)
        default:
            let keys = ConfigKeys.container.map { "\"\($0.name)\"" }.joined(separator: ", ")
            typeMismatch(value, expected: "{\(keys)} or a device preset name", for: ConfigKeys.Scene.container.name)
            return nil
        }
    }
}
