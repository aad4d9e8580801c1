import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels

/// Which platform ghosts the window draws over the focused panel; `P` cycles off → Material →
/// Compose → vaul → all three → off (Docs/window.md).
enum PlatformGhostMode: Equatable, Sendable {
    case off
    case one(Platform)
    case all

    /// The next mode of the cycle.
    var next: PlatformGhostMode {
        switch self {
        case .off: return .one(.material)
        case .one(.material): return .one(.compose)
        case .one(.compose): return .one(.vaul)
        case .one(.vaul): return .all
        case .all: return .off
        }
    }

    /// The platforms shown, in the side bar's order.
    var platforms: [Platform] {
        switch self {
        case .off: return []
        case .one(let platform): return [platform]
        case .all: return Platform.allCases
        }
    }
}

/// The focused panel as each target library would move it: one `PlatformPlayer` per shown
/// platform, built from the values its export writes (`PlatformModelFactory`), fed the finger the
/// pointer router hands the stage with the scene clock's time, and sampled at the scene clock
/// after every engine step. FloatingPanel's side of the comparison is the engine's own release
/// decision (`FloatingPanelController.lastRelease`) followed to rest by `ReleaseSummary`.
final class PlatformGhosts {
    /// One platform's model of the panel, its last release and its path for the plot.
    struct Ghost {
        let platform: Platform
        let player: PlatformPlayer
        /// Where the model put the panel at the last step, points.
        var location: Double
        /// The last release's decision, and how it settled once it has.
        var decision: PlatformDecision?
        var release: PlatformPlayer.Release?
        var plot = LivePlotBuffer()
        /// The model's location when the drag began (past the press's slop).
        var dragStart: Double?
    }

    private(set) var mode: PlatformGhostMode = .off
    private(set) var ghosts: [Ghost] = []
    /// Platforms whose export writes nothing for the panel (no model), for the card.
    private(set) var missing: [Platform] = []
    /// The panel the ghosts follow.
    private(set) var panel: PanelRuntime?
    /// The engine's last release of the panel, and how it settled (nil until it has).
    private(set) var engineDecision: FloatingPanelReleaseDecision?
    /// Why the engine's last release went where it went (`simulate --summary`'s `because`).
    private(set) var engineExplanation: ReleaseExplanation?
    private(set) var engineRelease: ReleaseLine?
    private var runtimeID: ObjectIdentifier?
    /// The press on the followed panel, begun as the engine's pan begins.
    private var press: PlatformPress?
    private var summary: ReleaseSummary?
    private var frame = 0
    private var wasDragging = false
    private var fps: Double = 60

    /// Moves to the next mode; the ghosts are built anew at the panel's current state.
    func cycle() {
        mode = mode.next
        runtimeID = nil
    }

    /// Follows `panel` of `runtime` stepped at `fps`: builds the shown platforms' models at the
    /// panel's state when the panel, the runtime or the mode changed.
    func follow(_ panel: PanelRuntime?, of runtime: SceneRuntime, fps: Double) {
        guard mode != .off, let panel else {
            clear()
            return
        }
        if runtimeID == ObjectIdentifier(runtime), self.panel === panel { return }
        clear()
        runtimeID = ObjectIdentifier(runtime)
        self.panel = panel
        self.fps = fps
        guard let resolved = runtime.scene.panels.first(where: { $0.id == panel.id }) else { return }
        let fpc = panel.controller
        for platform in mode.platforms {
            guard
                let model = PlatformModelFactory.model(platform, panel: resolved, scene: runtime.scene, fps: fps),
                model.place(at: fpc.isShown ? fpc.state.rawValue : FloatingPanelState.hidden.rawValue)
            else {
                missing.append(platform)
                continue
            }
            ghosts.append(
                Ghost(
                    platform: platform, player: PlatformPlayer(panel: panel, model: model),
                    location: model.location(at: 0)))
        }
        summary = ReleaseSummary(fps: fps) { [unowned self] _, _, line in engineRelease = line }
    }

    private func clear() {
        ghosts = []
        missing = []
        panel = nil
        runtimeID = nil
        engineDecision = nil
        engineExplanation = nil
        engineRelease = nil
        summary = nil
        press = nil
        frame = 0
        wasDragging = false
    }

    /// One input the pointer router hands the stage at `time` on the scene clock. A press on the
    /// followed panel's surface starts the ghosts' drag once it passes the slop, as the engine's
    /// pan starts (`PlatformPress`); moves and the release follow it, the finger's main-axis
    /// travel applied from where each model had the panel.
    func pointer(_ input: PointerInput, stage: FloatingPanelStage, time: Double) {
        guard let panel, !ghosts.isEmpty else { return }
        let ignore: (PanelRuntime, PanelEvent) -> Void = { _, _ in }
        switch input.phase {
        case .down:
            press = nil
            let fpc = panel.controller
            guard case .surface(let touched, _) = stage.hitTest(input.location), touched === fpc else { return }
            // The engine's pan starts at once on a moving panel (Docs/engine.md §5.7 item 3).
            let slop = fpc.isAttracting || fpc.isTransitioning ? 0 : input.slop
            press = PlatformPress(at: input.location, time: time, slop: slop, position: fpc.position)
            for index in ghosts.indices {
                // A drag from rest starts where the engine's panel rests, so each release is
                // compared from the same stop.
                if let model = ghosts[index].player.model, !model.isSettling(at: time), !fpc.isAnimating {
                    _ = model.place(at: fpc.state.rawValue)
                }
                ghosts[index].dragStart = nil
                ghosts[index].decision = nil
                ghosts[index].release = nil
            }
            if press?.finger != nil { beginDrag() }
        case .move:
            guard var held = press else { return }
            if held.begins(at: input.location) {
                press = held
                beginDrag()
            }
            for index in ghosts.indices {
                guard let from = ghosts[index].dragStart else { continue }
                ghosts[index].player.touchMoved(to: from + held.travel(to: input.location), time: time)
            }
        case .up, .cancel:
            guard let held = press else { return }
            press = nil
            let moved = input.phase == .cancel ? 0 : held.travel(to: input.location)
            let velocity = input.phase == .up ? Double(panel.controller.position.mainLocation(input.velocity)) : 0
            for index in ghosts.indices {
                guard let from = ghosts[index].dragStart else { continue }
                ghosts[index].decision = ghosts[index].player.touchUp(
                    at: from + moved, time: time, velocity: velocity, emit: ignore, emitRelease: { _, _, _ in })
                ghosts[index].dragStart = nil
            }
        }
    }

    /// Every ghost's press starts when the finger went down, from where its model has the panel.
    private func beginDrag() {
        guard let press else { return }
        for index in ghosts.indices {
            ghosts[index].dragStart = ghosts[index].player.touchDown(time: press.time, emit: { _, _ in })
        }
    }

    /// After one engine step, at `now` on the scene clock: samples every model then, follows each release to
    /// rest, and notes the engine's release of the panel.
    func stepEnded(at now: Double) {
        guard let panel else { return }
        let fpc = panel.controller
        if fpc.isDragging && !wasDragging { summary?.record(.willBeginDragging, of: panel, frame: frame) }
        if !fpc.isDragging && wasDragging, let decision = fpc.lastRelease {
            engineDecision = decision
            engineExplanation = ReleaseExplanation(decision, of: panel, removed: fpc.isRemoved)
            engineRelease = nil
            summary?.record(.willEndDragging(decision), of: panel, frame: frame)
        }
        wasDragging = fpc.isDragging
        frame += 1
        summary?.frame(of: panel, frame: frame)
        for index in ghosts.indices {
            let player = ghosts[index].player
            guard let model = player.model else { continue }
            let location = model.location(at: now)
            let velocity = (location - ghosts[index].location) * fps
            ghosts[index].location = location
            player.frameEnded(
                time: now, fps: fps, emit: { _, _ in },
                report: { [unowned self] release in
                    if index < ghosts.count { ghosts[index].release = release }
                })
            let dragging = ghosts[index].dragStart != nil
            ghosts[index].plot.record(
                LivePlotBuffer.Sample(time: now, location: CGFloat(location), velocity: CGFloat(velocity)),
                isDragging: dragging, isAnimating: dragging || model.isSettling(at: now))
        }
    }

    /// Whether a ghost is still moving by itself at `time`.
    func isMoving(at time: Double) -> Bool {
        ghosts.contains { $0.player.model?.isSettling(at: time) ?? false }
    }
}
