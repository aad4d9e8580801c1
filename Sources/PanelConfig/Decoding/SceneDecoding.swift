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
        let hints =
            isScenario
            ? [:]
            : [
                "fps":
                    "'fps' belongs to scenarios (a scene plus 'fps' and 'steps'); check the file with --kind scenario",
                "steps":
                    "'steps' belongs to scenarios (a scene plus 'fps' and 'steps'); check the file with --kind scenario",
            ]
        let errorsBefore = session.diagnostics.errorCount
        guard
            let reader = ObjectReader(
                value, isScenario ? "scenario" : "scene", as: isScenario ? .scenario : .scene, context: self,
                hints: hints)
        else { return nil }

        let container =
            reader["container"].flatMap(decodeContainer)
            ?? DevicePreset.named(SceneKeys.defaultPreset)!.container
        let displayScale = reader.number("displayScale")
        let refreshRate = reader.number("refreshRate")
        let background = reader.choice("background", SceneBackground.self) ?? .map
        let name = reader.string("name") ?? ConfigPath.baseName(source.displayPath)

        var panels: [ResolvedPanel] = []
        var firstIDs: [String: SourceLocation] = [:]
        if let panelsValue = reader.required("panels", "an array of panels, bottom to top"),
            let elements = array(panelsValue, "panels")
        {
            for (index, element) in elements.enumerated() {
                guard let panel = decodePanel(element, index: index, container: container) else { continue }
                let idLocation = element.objectValue?["id"]?.value.location ?? element.location
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
        scene.exportFormats = reader["exportFormats"].flatMap(decodeExportFormats)
        if let token = reader["compareLanes"], string(token, "compareLanes") != nil,
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
            guard let reader = ObjectReader(value, "container", as: .container, context: self) else {
                return nil
            }
            let width = reader.required("width", "points").flatMap { number($0, "width", .positive) }
            let height = reader.required("height", "points").flatMap { number($0, "height", .positive) }
            let safeArea = reader.insets("safeArea") ?? .zero
            guard let width, let height else { return nil }
            if safeArea.top + safeArea.bottom > height || safeArea.left + safeArea.right > width,
                let location = reader.keyLocation("safeArea")
            {
                error(
                    location,
                    "the safe area's insets are larger than the container (\(formatNumber(width))×\(formatNumber(height)))"
                )
            }
            return SceneContainer(size: CGSize(width: width, height: height), safeArea: safeArea)
        default:
            typeMismatch(
                value, expected: "{\"width\", \"height\", \"safeArea\"} or a device preset name", for: "container")
            return nil
        }
    }
}
