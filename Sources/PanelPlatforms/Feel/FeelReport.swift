import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// How one release ended: the stop, how far the panel swung past it and how long it took to rest.
package struct FeelOutcome: Sendable, Equatable {
    /// The state (or the library's stop) the panel went to.
    package var stop: String
    /// Points past the stop at the farthest; 0 when it never passed it.
    package var overshoot: Double
    /// Seconds from the release to rest; nil when it had not settled after the run's time.
    package var restTime: Double?
}

/// One row of a feel report: a release of the fixed set (`FeelReleases`) as FloatingPanel's
/// engine plays it and as the target library's model does.
package struct FeelRow: Sendable {
    package var panel: String
    package var release: FeelRelease
    package var floatingPanel: FeelOutcome
    /// The target's outcome; nil when the target is FloatingPanel itself or has no model.
    package var target: FeelOutcome?
    /// The target's reason for its stop, in words (`Compose: full — any fling above 125 dp/s goes one stop on`).
    package var explanation: String?
    /// The release with the export's helpers (FloatingPanel's feel); nil for a target without them.
    package var helpers: HelperOutcome?
    /// Whether a release 1 pt longer or shorter or 5 % faster or slower lands elsewhere, on
    /// FloatingPanel or on the target (`FeelNudges`): the verdict stands on a threshold.
    package var borderline = false

    /// Whether the target lands elsewhere than FloatingPanel.
    package var differs: Bool { target.map { $0.stop != floatingPanel.stop } ?? false }

    /// Whether the helpers stop elsewhere than FloatingPanel or stray farther than the tolerance.
    package var helpersDiffer: Bool {
        helpers.map { $0.stop != floatingPanel.stop || $0.largestDistance > FeelHelpers.tolerance } ?? false
    }
}

/// The feel report of a scene for one target (Docs/platforms.md "Feel report"): every release
/// of the set, run through the engine at the scene's refresh rate and through the target's
/// model with the values its export writes.
package struct FeelReport: Sendable {
    package var rows: [FeelRow]
    /// The library compared with, nil for FloatingPanel's own exports.
    package var platform: Platform?
    package var refreshRate: Double
    package var density: Double
    /// Seconds each release is followed after the finger lifts.
    package static let followSeconds = 3.0

    /// The report of `scene` against `platform` (nil: FloatingPanel alone).
    package init(
        scene: ResolvedScene, platform: Platform?, refreshRate: Double,
        density: Double = PlatformModelFactory.defaultDensity
    ) {
        self.platform = platform
        self.refreshRate = refreshRate
        self.density = density
        var rows: [FeelRow] = []
        // The Compose springs and the vaul drawer's transition are the ones fitted at this rate, as
        // the exports write them: fitted once, not per release, to the engine's paths that the
        // helper column measures too.
        let fitFormat: ExportFormat? = platform == .compose ? .compose : platform == .vaul ? .vaul : nil
        var paths: [String: [FeelPath]] = [:]
        var fitted: [String: FittedSprings] = [:]
        if let fitFormat {
            for panel in scene.panels where paths[panel.id] == nil {
                let played = FeelPaths.play(panel: panel, scene: scene, fps: refreshRate)
                paths[panel.id] = played
                fitted[panel.id] = FitReport.panel(
                    panel, scene: scene, format: fitFormat, fps: refreshRate, paths: played
                ).fittedSprings(fps: refreshRate)
            }
        }
        for panel in scene.panels {
            let helpers = platform.map { FeelHelpers.outcomes(paths[panel.id] ?? [], platform: $0, density: density) }
            for release in FeelReleases.releases(panel: panel, scene: scene) {
                let scenario = Self.scenario(release, panel: panel.id, scene: scene, refreshRate: refreshRate)
                let engine = Self.engineOutcome(scenario, panel: panel.id)
                var target: FeelOutcome?
                var explanation: String?
                if let platform,
                    let played = Self.platformOutcome(scenario, platform: platform, density: density, fitted: fitted)
                {
                    target = played.0
                    explanation = played.1
                }
                var row = FeelRow(
                    panel: panel.id, release: release, floatingPanel: engine, target: target,
                    explanation: explanation, helpers: helpers?[release.label])
                row.borderline = FeelNudges.isBorderline(
                    row, scene: scene, platform: platform, refreshRate: refreshRate, density: density, fitted: fitted)
                rows.append(row)
            }
        }
        self.rows = rows
    }

    /// The scenario of one release: the panel moved to its state, the drag, then the follow time.
    static func scenario(_ release: FeelRelease, panel: String, scene: ResolvedScene, refreshRate: Double) -> Scenario {
        let steps: [ScenarioStep] = [
            .move(panel: panel, to: release.from, animated: false), release.step(panel: panel),
            .advance(seconds: followSeconds),
        ]
        return Scenario(scene: scene, fps: refreshRate, steps: steps)
    }

    /// The engine's outcome of `scenario`'s one drag: FloatingPanel's side always comes from
    /// running the engine, as `simulate` does.
    static func engineOutcome(_ scenario: Scenario, panel: String) -> FeelOutcome {
        let runtime = StepApplier.makeRuntime(scenario.scene)
        let applier = StepApplier(runtime: runtime, scenario: scenario)
        var outcome = FeelOutcome(stop: "?", overshoot: 0, restTime: nil)
        let summary = ReleaseSummary(fps: scenario.fps) { _, runtimePanel, line in
            guard runtimePanel.id == panel else { return }
            outcome = FeelOutcome(
                stop: line.targetState.rawValue, overshoot: Double(line.peakOvershoot), restTime: line.restTime)
        }
        for each in runtime.panels {
            each.onEvent = { runtimePanel, event in summary.record(event, of: runtimePanel, frame: applier.frame) }
        }
        applier.start()
        applier.applyStepsAtCurrentTime()
        while applier.hasFramesLeft {
            applier.runFrame()
            for each in runtime.panels { summary.frame(of: each, frame: applier.frame) }
            applier.applyStepsAtCurrentTime()
        }
        summary.finishAll(runtime.panels, frame: applier.frame)
        return outcome
    }

    /// The target model's outcome of the same scenario, without the programmatic move (the
    /// model is placed at the release's state instead).
    static func platformOutcome(
        _ scenario: Scenario, platform: Platform, density: Double, fitted: [String: FittedSprings]
    ) -> (FeelOutcome, String)? {
        guard case .move(let id, let state, _)? = scenario.steps.first else { return nil }
        var played = scenario
        played.steps.removeFirst()
        guard
            let simulator = try? PlatformSimulator(
                scenario: played, platform: platform, density: density, content: [], sink: { _ in },
                startingStates: [id: state.rawValue], fitted: fitted)
        else { return nil }
        var result: (FeelOutcome, String)?
        simulator.onRelease = { release in
            result = (
                FeelOutcome(
                    stop: release.decision.stop.name, overshoot: release.peakOvershoot, restTime: release.restTime),
                release.decision.explanation
            )
        }
        simulator.run()
        return result
    }

    /// The report for an export in `format` of `scene`, at the scene's refresh rate.
    package init(scene: ResolvedScene, format: ExportFormat, density: Double = PlatformModelFactory.defaultDensity) {
        self.init(
            scene: scene, platform: format.details.platform, refreshRate: scene.refreshRate, density: density)
        if format == .swiftuiDetents { notes = [AppleSheetModel.note] }
        if format == .android { notes = Self.materialNote }
    }

    /// What stays different on Material whatever the export sets (Docs/platforms.md).
    static let materialNote = [
        "What stays Material's: the release rule. BottomSheetBehavior's drag callback (onViewReleased) picks",
        "the stop and a subclass cannot reach it; the export sets only what the behavior lets an app set: the",
        "stops, and for a removable panel hideFriction and significantVelocityThreshold from FloatingPanel's",
        "removal rule (in dp, multiplied by the device's density in code).",
    ]

    /// Lines said after the table (what has no model).
    package var notes: [String] = []

    /// The report's lines for an export's header: a title, then one line per release.
    package var lines: [String] {
        guard !rows.isEmpty else { return [] }
        let rate = ExportNumber.rounded(refreshRate)
        let target = platform?.displayName
        let engine = "Feel: FloatingPanel at \(rate) Hz (the scene's refreshRate)"
        // vaul works in CSS px, which are points: no density.
        let units = platform == .vaul ? "" : " at \(ExportNumber.rounded(density)) px/dp"
        var lines = [
            (target.map { "\(engine) and \($0)\(units)" } ?? engine) + ", for a fixed set of releases",
            "(stop, overshoot, rest time):",
        ]
        for row in rows {
            var line = "  \(row.panel): \(row.release.label): FloatingPanel \(Self.text(row.floatingPanel))"
            if let target, let outcome = row.target {
                line +=
                    "; \(target) \(Self.text(outcome))" + (row.differs ? " (lands elsewhere)" : "")
                    + (row.borderline ? " (borderline: 1 pt or 5 % of speed changes a stop)" : "")
            } else if let target {
                line += "; \(target): no model for this panel"
            }
            if let helpers = row.helpers {
                line +=
                    "; with the helpers \(helpers.stop), within "
                    + "\(ExportNumber.rounded(helpers.largestDistance, significantDigits: 2)) pt"
                    + (row.helpersDiffer ? " (differs)" : "")
            }
            lines.append(line)
        }
        let helperNote =
            rows.contains { $0.helpers != nil } ? platform.map { FeelHelpers.note($0, refreshRate: rate) } : nil
        return lines + (helperNote ?? []) + notes
    }

    /// `warning:` messages for the releases that land elsewhere on the target, and for any the
    /// helpers do not play as FloatingPanel does.
    package var warnings: [String] {
        rows.filter(\.differs).map { row in
            "panel \"\(row.panel)\": \(row.release.label): FloatingPanel goes to \(row.floatingPanel.stop), "
                + (row.explanation ?? "the target to \(row.target?.stop ?? "?")")
                + (row.borderline ? " (borderline: 1 pt or 5 % of speed changes a stop)" : "")
        }
            + rows.filter(\.helpersDiffer).map { row in
                "panel \"\(row.panel)\": \(row.release.label): with the helpers the panel goes to "
                    + "\(row.helpers?.stop ?? "?"), \(row.helpers?.largestDistance ?? 0) pt from FloatingPanel's path"
            }
    }

    static func text(_ outcome: FeelOutcome) -> String {
        let settle = outcome.restTime.map { ExportNumber.rounded($0, significantDigits: 3) + " s" } ?? "not at rest"
        return "\(outcome.stop), \(ExportNumber.rounded(outcome.overshoot, significantDigits: 3)) pt, \(settle)"
    }
}
