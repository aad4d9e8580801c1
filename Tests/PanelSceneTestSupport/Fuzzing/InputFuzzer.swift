import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import TestSupport

/// Drives a shipped scene with random input: pointer, wheel, key commands, resizes,
/// rotations, the keyboard and reloads, with frames stepped between them as the window does.
///
/// After every event every panel must have finite numbers, a state its layout has and no drag
/// without a finger; a `settle` and the end of the run require every animation to finish within
/// `EngineProbe.settleFrameLimit` frames and every panel to rest on its state's anchor. A run stops
/// at its first failure, since what follows a broken state says little. Runs are deterministic:
/// the same preset and seed give the same events.
package enum InputFuzzer {
    /// The first rule a run broke.
    package struct Failure: CustomStringConvertible {
        /// The event's number: `run(events: eventIndex + 1, …)` replays the run up to it.
        package var eventIndex: Int
        /// The event, in words.
        package var event: String
        /// Which rule broke, and how.
        package var problem: String
        /// The events just before it, oldest first.
        package var recentEvents: [String]

        /// The event, the problem and the events before it, one a line.
        package var description: String {
            "event \(eventIndex) (\(event)): \(problem)\n    after: \(recentEvents.joined(separator: "\n           "))"
        }
    }

    /// What a run did.
    package struct Report: CustomStringConvertible {
        /// The preset's scene path.
        package var preset: String
        /// The seed the run started from.
        package var seed: UInt64
        /// Events applied (up to and including a failing one).
        package var events = 0
        /// Frames stepped, by events and between them.
        package var frames = 0
        /// Events by kind.
        package var eventCounts: [String: Int] = [:]
        /// Reload variants available (valid mutations of the preset's files, and other presets).
        package var reloadVariants = 0
        /// The most frames any settle took.
        package var longestSettle = 0
        /// Delegate events by name (`willBeginDragging`, `didRemove`, …): what the input reached.
        package var panelEvents: [String: Int] = [:]
        /// The first broken rule, if any; the run stopped there.
        package var failure: Failure?
        /// Wall-clock seconds of the run.
        package var duration: TimeInterval = 0

        /// An empty report, for a run to fill in or for runs to be summed into.
        package init(preset: String, seed: UInt64) {
            self.preset = preset
            self.seed = seed
        }

        /// A summary, the counts of input and panel events, and the failure.
        package var description: String {
            func list(_ counts: [String: Int]) -> String {
                counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            }
            var text = """
                input fuzz \(preset), seed \(seed): \(events) events, \(frames) frames in \(String(format: "%.2f", duration)) s; \
                longest settle \(longestSettle) frames; \(reloadVariants) reload variants
                    input: \(list(eventCounts))
                    panel events: \(list(panelEvents))
                """
            if let failure { text += "\nFAIL \(failure)" }
            return text
        }
    }

    /// Runs `events` events against `preset` from `seed`.
    package static func run(events: Int, seed: UInt64, preset: FuzzPreset) -> Report {
        var report = Report(preset: preset.path, seed: seed)
        let start = Date()
        if let scene = try? preset.load() {
            let session = InputSession(scene: scene, variants: preset.reloadVariants(count: 6, seed: seed), seed: seed)
            report.reloadVariants = session.variants.count
            session.run(events: events, report: &report)
        } else {
            report.failure = Failure(
                eventIndex: 0, event: "load", problem: "the preset does not load", recentEvents: [])
        }
        report.duration = Date().timeIntervalSince(start)
        return report
    }
}

/// One run's scene, finger and history.
final class InputSession {
    let runtime: SceneRuntime
    let variants: [ResolvedScene]
    private var source: InputEventSource
    /// Where the finger is, while it is down.
    private var finger: CGPoint?
    private var recent: [String] = []
    private var frames = 0
    private var longestSettle = 0
    private var panelEvents: [String: Int] = [:]

    init(scene: ResolvedScene, variants: [ResolvedScene], seed: UInt64) {
        runtime = SceneRuntime(scene: scene)
        self.variants = variants
        source = InputEventSource(random: SplitMix64(seed: seed, case: 0), variantCount: variants.count)
    }

    func run(events: Int, report: inout InputFuzzer.Report) {
        for panel in runtime.panels { panel.onEvent = countEvent }
        runtime.showAll()
        for index in 0..<events {
            let event = source.next(runtime: runtime, finger: finger)
            report.events += 1
            report.eventCounts[event.kind, default: 0] += 1
            var problems = apply(event)
            // The window draws a frame or so between events.
            if problems.isEmpty, source.random.chance(0.5) { problems = step(1) }
            problems += EngineProbe.violations(in: runtime, fingerDown: finger != nil)
            if let problem = problems.first {
                report.failure = .init(
                    eventIndex: index, event: event.description, problem: problem, recentEvents: recent)
                break
            }
            recent = Array((recent + [event.description]).suffix(12))
        }
        if report.failure == nil {
            if let finger { runtime.stage.touchUp(at: finger, velocity: .zero) }
            finger = nil
            if let problem = (settle() + EngineProbe.violations(in: runtime, fingerDown: false)).first {
                report.failure = .init(eventIndex: events, event: "the end", problem: problem, recentEvents: recent)
            }
        }
        report.frames = frames
        report.longestSettle = longestSettle
        report.panelEvents = panelEvents
    }

    private func countEvent(_ panel: PanelRuntime, _ event: PanelEvent) {
        panelEvents[event.name, default: 0] += 1
    }

    /// Applies `event`; returns the problems seen while it ran (frames it steps are checked).
    private func apply(_ event: InputEvent) -> [String] {
        let stage = runtime.stage
        let panels = runtime.panels
        switch event {
        case .pointerDown(let point, let slop):
            stage.touchDown(at: point, slop: slop, velocity: .zero)
            finger = point
        case .pointerMove(let point, let velocity):
            stage.touchMoved(to: point, velocity: velocity)
            finger = point
        case .pointerUp(let point, let velocity):
            stage.touchUp(at: point, velocity: velocity)
            finger = nil
        case .pointerCancel:
            stage.touchCancelled()
            finger = nil
        case .wheel(let point, let delta):
            stage.scroll(at: point, by: delta)
        case .move(let panel, let stateIndex, let animated):
            let controller = panels[panel].controller
            let states =
                controller.statesByCoordinate + [.hidden, FloatingPanelState(rawValue: "no-such-state", order: 7)]
            controller.move(to: states[min(stateIndex, states.count - 1)], animated: animated)
        case .show(let panel, let animated):
            panels[panel].controller.show(animated: animated)
        case .hide(let panel, let animated):
            panels[panel].controller.hide(animated: animated)
        case .tapBackdrop(let panel):
            panels[panel].controller.tapBackdrop()
        case .present(let panel):
            runtime.present(panelID: panels[panel].id)
        case .resize(let size, let insets):
            runtime.resize(to: size, safeAreaInsets: insets)
        case .rotate:
            runtime.rotate()
        case .keyboard(let height):
            runtime.setKeyboardHeight(height)
        case .reload(let variant):
            runtime.reload(variants[variant], onEvent: countEvent)
        case .frames(let count):
            return step(count)
        case .settle:
            return finger == nil ? settle() : step(1)
        }
        return []
    }

    /// Steps `count` frames, checking after each.
    private func step(_ count: Int) -> [String] {
        for _ in 0..<count {
            runtime.runFrame(h: Double(EngineProbe.frame))
            frames += 1
            let problems = EngineProbe.violations(in: runtime, fingerDown: finger != nil)
            if !problems.isEmpty { return problems }
        }
        return []
    }

    /// Steps until nothing moves; a problem when that takes longer than the limit.
    private func settle() -> [String] {
        var problems: [String] = []
        let taken = EngineProbe.settle(runtime) {
            frames += 1
            if problems.isEmpty { problems = EngineProbe.violations(in: runtime, fingerDown: false) }
        }
        guard let taken else {
            let moving = runtime.panelsInStageOrder.filter { $0.controller.isAnimating }.map {
                "'\($0.id)' (state \($0.controller.state), location \($0.controller.surfaceLocation), velocity \($0.controller.velocity))"
            }
            return problems + [
                "still moving after \(EngineProbe.settleFrameLimit) frames: \(moving.joined(separator: ", "))"
            ]
        }
        longestSettle = max(longestSettle, taken)
        return problems + EngineProbe.restingViolations(in: runtime)
    }
}
