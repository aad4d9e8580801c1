import FloatingPanel
import Foundation
import PanelConfig

/// One lane of a compare run: the scenario's input on one variant of the scene.
package struct CompareLane {
    /// How the lane is labelled: "as is", or its settings (`springResponseTime=0.3`).
    package var label: String
    /// The scenario as this lane runs it.
    package var scenario: Scenario
    /// The settings that make the lane (none for the scene as is).
    package var assignments: [ValueAssignment]
    /// The files as the lane has them, in memory; nil for the scene as is.
    package var edit: SceneValueEdit?

    /// A lane from its parts.
    package init(label: String, scenario: Scenario, assignments: [ValueAssignment], edit: SceneValueEdit?) {
        self.label = label
        self.scenario = scenario
        self.assignments = assignments
        self.edit = edit
    }

    /// The most lanes a compare run holds: a 3 × 3 grid in the window.
    package static let maximumCount = 9

    /// A compare run's lanes that cannot be set up: a bad value, too many lanes, a config that
    /// does not load with a lane's settings.
    package struct SetupError: Error, CustomStringConvertible {
        /// What is wrong and what to change: located `FILE:LINE:COL: error:` lines, or `error: …`.
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// The lanes of `scenarioPath` under `variations`: first the scene as is, then one lane for
    /// every combination of the variations' settings (the cross product, in order, the last
    /// variation changing fastest), each loaded from its edited files in memory.
    package static func lanes(
        scenarioPath: String, variations: [ValueVariation], files: ConfigFileReader = .disk
    ) throws(SetupError) -> [CompareLane] {
        let scenario = try loadScenario(scenarioPath, files: files)
        let combinations = variations.reduce([[ValueAssignment]]([[]])) { partial, variation in
            partial.flatMap { prefix in variation.assignments.map { prefix + [$0] } }
        }
        let count = variations.isEmpty ? 1 : 1 + combinations.count
        guard count <= maximumCount else {
            let sizes = variations.map { "\($0.texts.count)" }.joined(separator: " × ")
            throw SetupError(
                description:
                    "error: \(sizes) settings make \(count - 1) lanes besides the scene as is; a compare run holds at most \(maximumCount) lanes, so give fewer settings"
            )
        }
        let sets = variations.isEmpty ? [] : combinations.map { ($0.map(\.label).joined(separator: " "), $0) }
        return try lanes(scenario: scenario, scenarioPath: scenarioPath, sets: sets, files: files)
    }

    /// The FloatingPanel lanes of `scenarioPath` that `file` lists, after the scene as is, each
    /// loaded from its edited files in memory (the file's platform lanes are the caller's).
    package static func lanes(
        scenarioPath: String, file: CompareLanes, files: ConfigFileReader = .disk
    ) throws(SetupError) -> [CompareLane] {
        try lanes(
            scenario: loadScenario(scenarioPath, files: files), scenarioPath: scenarioPath, file: file, files: files)
    }

    /// The same for `scenario`, as loaded from `scenarioPath`.
    static func lanes(
        scenario: Scenario, scenarioPath: String, file: CompareLanes, files: ConfigFileReader
    ) throws(SetupError) -> [CompareLane] {
        let sets = file.valueLanes.map { ($0.displayLabel, $0.assignments) }
        return try lanes(scenario: scenario, scenarioPath: scenarioPath, sets: sets, files: files)
    }

    /// The scenario at `path`, or its located errors.
    package static func loadScenario(_ path: String, files: ConfigFileReader) throws(SetupError) -> Scenario {
        do {
            return try ConfigLoader.loadScenario(path: path, files: files)
        } catch {
            throw SetupError(description: (error as? ConfigError)?.description ?? "error: \(error)")
        }
    }

    /// The scene as is, then one lane per labelled set of assignments.
    private static func lanes(
        scenario: Scenario, scenarioPath: String, sets: [(label: String, assignments: [ValueAssignment])],
        files: ConfigFileReader
    ) throws(SetupError) -> [CompareLane] {
        var lanes = [CompareLane(label: "as is", scenario: scenario, assignments: [], edit: nil)]
        guard !sets.isEmpty else { return lanes }
        let scenePath = ScenarioScene.path(ofScenarioAt: scenarioPath, files: files)
        let panels = scenario.scene.panels
        let entries = panels.map { panel in
            panel.layouts.firstIndex { $0.applies(to: scenario.scene.container.size) } ?? 0
        }
        for (label, assignments) in sets {
            let edit: SceneValueEdit
            do {
                edit = try SceneValueEdit(
                    scenePath: scenePath, panelIDs: panels.map(\.id), layoutEntries: entries,
                    assignments: assignments, files: files)
            } catch {
                throw SetupError(description: "error: lane \(lanes.count) (\(label)): \(error.description)")
            }
            do {
                let edited = try ConfigLoader.loadScenario(path: scenarioPath, files: edit.reader)
                lanes.append(CompareLane(label: label, scenario: edited, assignments: assignments, edit: edit))
            } catch {
                throw SetupError(
                    description:
                        "error: lane \(lanes.count) (\(label)) does not load with its settings:\n\((error as? ConfigError)?.description ?? "\(error)")"
                )
            }
        }
        return lanes
    }
}
