import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// A scenario step a target library's model cannot play (Docs/platforms.md).
package struct PlatformStepError: Error, CustomStringConvertible {
    /// `error: step 3 (move): …`.
    package let description: String
}

/// `simulate --platform`: runs a scenario with every panel moved by a target library's model
/// instead of FloatingPanel's engine, and writes today's trace (Docs/scenarios.md) from it.
///
/// The timing is `simulate`'s: frame `k` is at `t = k / fps`; a drag's finger goes down at the
/// current time and moves in each of its frames, lifting in the last; the settle a release starts
/// is sampled at each following frame's time since the release. No slop applies to a drag step;
/// a recording's pointer press drags once it passes its slop, as the engine's pan begins.
package final class PlatformSimulator {
    private let scenario: Scenario
    private let platform: Platform
    private let runtime: SceneRuntime
    private let writer: TraceWriter
    private let content: TraceContent
    private let fps: Double
    private var players: [PlatformPlayer] = []
    /// The panel a `pointer` step's press holds, and where the model had it when the drag began
    /// (main axis, points; nil within the press's slop).
    private var press: (player: PlatformPlayer, press: PlatformPress, start: Double?)?
    private var frame = 0
    private var time: Double { Double(frame) / fps }
    /// Receives each release once its panel is at rest (or the run ends), besides the trace.
    package var onRelease: ((PlatformPlayer.Release) -> Void)?
    /// Receives every panel's main-axis location (points) at the start and after each frame, by panel order.
    package var onFrame: (([Double]) -> Void)?

    /// A simulator of `scenario` on `platform` at `density` px per dp; throws when a panel the
    /// scenario drags has no model or starts where the library has no stop.
    package convenience init(
        scenario: Scenario, platform: Platform, density: Double = PlatformModelFactory.defaultDensity,
        content: TraceContent = .full,
        sink: @escaping (String) -> Void
    ) throws {
        try self.init(
            scenario: scenario, platform: platform, density: density, content: content, sink: sink, startingStates: [:])
    }

    /// The same with panels starting in other states than their layouts' initial ones, by id,
    /// and the springs already fitted at the scenario's rate, by panel id (fitted here when absent).
    package init(
        scenario: Scenario, platform: Platform, density: Double, content: TraceContent,
        sink: @escaping (String) -> Void, startingStates: [String: String], fitted: [String: FittedSprings] = [:]
    ) throws {
        self.scenario = scenario
        self.platform = platform
        self.content = content
        fps = scenario.fps
        runtime = StepApplier.makeRuntime(scenario.scene)
        writer = TraceWriter(sink: sink)
        runtime.showAll()
        for (panel, resolved) in zip(runtime.panels, scenario.scene.panels) {
            let model = PlatformModelFactory.model(
                platform, panel: resolved, scene: scenario.scene, density: density, fps: fps,
                fitted: fitted[resolved.id])
            let start = startingStates[panel.id] ?? panel.controller.state.rawValue
            if let model, !model.place(at: start) {
                throw PlatformStepError(
                    description:
                        "error: panel \"\(panel.id)\" starts at \(start), which the \(platform.rawValue) export leaves out"
                )
            }
            players.append(PlatformPlayer(panel: panel, model: model))
        }
        // Refuse what cannot be played before writing anything.
        for (index, step) in scenario.steps.enumerated() { try check(step, number: index + 1) }
    }

    private func check(_ step: ScenarioStep, number: Int) throws {
        let fail = { (kind: ConfigKey, reason: String) in
            PlatformStepError(description: "error: step \(number) (\(kind.name)): \(reason)")
        }
        typealias Kind = ConfigKeys.Step
        let name = platform.rawValue
        switch step {
        case .advance, .frames:
            return
        case .drag(let id, _, _, _, let at):
            guard let player = players.first(where: { $0.panel.id == id }) else { return }
            guard player.model != nil else {
                throw fail(Kind.drag, "the \(name) export writes nothing for panel \"\(id)\"; nothing to drag")
            }
            if at == .content && player.panel.scrollView != nil {
                throw fail(
                    Kind.drag,
                    "a drag on panel \"\(id)\"'s scrolling content is a scroll hand-off, which the \(name) model does not play; drag at the grabber"
                )
            }
        case .scroll: throw fail(Kind.scroll, "content scrolling and its hand-off are not modelled for \(name)")
        case .move: throw fail(Kind.move, "a programmatic move is not modelled for \(name); only drags are")
        case .show: throw fail(Kind.show, "showing a panel is not modelled for \(name); only drags are")
        case .hide: throw fail(Kind.hide, "a removal this way is not modelled for \(name); only drags are")
        case .tapBackdrop: throw fail(Kind.tapBackdrop, "\(name)'s export has no backdrop tap to play")
        case .present: throw fail(Kind.present, "presenting a panel is not modelled for \(name)")
        case .resize: throw fail(Kind.resize, "the \(name) export's values are for one container; no resize")
        case .pointer: return
        case .wheel: throw fail(Kind.wheel, "wheel scrolling is not modelled for \(name)")
        case .keyboard: throw fail(Kind.keyboard, "the software keyboard is not modelled for \(name)")
        }
    }

    /// Runs every step, then writes the end line.
    package func run() {
        for player in players where player.model != nil && content.contains(.events) {
            if player.panel.controller.state != .hidden {
                writer.event(t: 0, panel: player.panel, .didChangeState(player.panel.controller.state))
            }
        }
        writeFrameLines()
        for step in scenario.steps {
            switch step {
            case .advance(let seconds):
                for _ in 0..<max(Int((seconds * fps).rounded()), 0) { runFrame(input: {}) }
            case .frames(let count):
                for _ in 0..<max(count, 0) { runFrame(input: {}) }
            case .drag(let id, let translation, let duration, let velocity, _):
                let frames = max(1, Int((duration * fps).rounded()))
                let player = players.first { $0.panel.id == id }
                let start = player?.touchDown(time: time, emit: emit)
                let release = velocity ?? (duration > 0 ? translation / CGFloat(duration) : 0)
                for k in 1...frames {
                    runFrame {
                        guard let player, let start else { return }
                        let finger = start + Double(k) * Double(translation) / Double(frames)
                        player.touchMoved(to: finger, time: self.time)
                        if k == frames {
                            player.touchUp(
                                at: finger, time: self.time, velocity: Double(release), emit: self.emit,
                                emitRelease: self.emitRelease)
                        }
                    }
                }
            case .pointer(let input):
                pointer(input)
            default:
                break
            }
        }
        for player in players { player.finish(time: time, report: report) }
        writer.end(t: time, panels: players.map { $0.endEntry(time: time) })
    }

    /// A recording's pointer event at the current time, as the window's platform ghosts take it:
    /// a press on a panel's surface where the model has it drags that panel once it passes the
    /// step's slop (`PlatformPress`); the release velocity is the event's.
    private func pointer(_ input: PointerInput) {
        switch input.phase {
        case .down:
            press = nil
            for player in players {
                let fpc = player.panel.controller
                fpc.surfaceLocation = fpc.position.point(main: CGFloat(player.mainLocation(time: time)))
            }
            guard case .surface(let touched, _) = runtime.stage.hitTest(input.location),
                let player = players.first(where: { $0.panel.controller === touched }), let model = player.model
            else { return }
            let slop = model.isSettling(at: time) ? 0 : input.slop
            let held = PlatformPress(at: input.location, time: time, slop: slop, position: touched.position)
            press = (player, held, held.finger == nil ? nil : player.touchDown(time: time, emit: emit))
        case .move:
            guard var held = press else { return }
            if held.start == nil {
                guard held.press.begins(at: input.location) else { return }
                held.start = held.player.touchDown(time: held.press.time, emit: emit)
                press = held
            }
            guard let start = held.start else { return }
            held.player.touchMoved(to: start + held.press.travel(to: input.location), time: time)
        case .up, .cancel:
            defer { press = nil }
            guard let held = press, let start = held.start else { return }
            let position = held.player.panel.controller.position
            let moved = input.phase == .cancel ? 0 : held.press.travel(to: input.location)
            let velocity = input.phase == .up ? Double(position.mainLocation(input.velocity)) : 0
            held.player.touchUp(
                at: start + moved, time: time, velocity: velocity, emit: emit, emitRelease: emitRelease)
        }
    }

    private func runFrame(input: () -> Void) {
        frame += 1
        input()
        for player in players { player.frameEnded(time: time, fps: fps, emit: emit, report: report) }
        writeFrameLines()
    }

    private func emit(_ panel: PanelRuntime, _ event: PanelEvent) {
        if content.contains(.events) { writer.event(t: time, panel: panel, event) }
    }

    private func emitRelease(_ panel: PanelRuntime, velocity: Double, stop: String) {
        if content.contains(.events) {
            writer.willEndDragging(t: time, panel: panel, velocity: CGFloat(velocity), targetState: stop)
        }
    }

    private func report(_ release: PlatformPlayer.Release) {
        onRelease?(release)
        guard content.contains(.releases) else { return }
        writer.release(t: release.time, panel: release.panel, release.line(fps: fps))
    }

    private func writeFrameLines() {
        if let onFrame { onFrame(players.map { $0.mainLocation(time: time) }) }
        guard content.contains(.frames) else { return }
        for player in players {
            let line = player.frameLine(time: time, fps: fps)
            writer.frame(
                t: time, panel: player.panel, state: line.state, location: line.location, velocity: line.velocity,
                attracting: line.attracting, dragging: line.dragging, backdrop: line.backdrop)
        }
    }
}
