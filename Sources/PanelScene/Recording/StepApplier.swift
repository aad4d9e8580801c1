import FloatingPanel
import Foundation
import PanelConfig

/// Applies a scenario's steps to a scene runtime one frame at a time (Docs/scenarios.md). `simulate`,
/// the replay player and A/B replays all go through here, so they give the same trajectory.
///
/// `start()` is t = 0. Then `applyStepsAtCurrentTime()` runs the steps that act now, up to the
/// next step that needs frames, and `runFrame()` runs one: `t = frame / fps`; every spring or transition
/// steps once; this frame's input (a drag's finger). A trace's frame line describes the runtime
/// between the two: after a frame, before the steps that follow it.
package final class StepApplier {
    /// Pixels per point of a scene that gives none, when no screen decides (Docs/config.md).
    package static let headlessDisplayScale: CGFloat = 2

    /// The scene the steps act on.
    package let runtime: SceneRuntime
    /// Frames run since the scenario started.
    package private(set) var frame = 0
    /// Seconds since the scenario started: `frame / fps`, computed rather than accumulated so that
    /// frame 12 at 60 fps is exactly 0.2.
    package var time: Double { Double(frame) / fps }
    private let fps: Double
    private let h: Double
    private var steps: ArraySlice<ScenarioStep>
    /// Frames the step under way still runs.
    private var framesLeft = 0
    /// The finger of a `drag` step under way, which moves in each of its frames.
    private var drag: DragMotion?
    private var pointer = StagePointer()
    /// Where the scenario's finger is while it is down (a drag's or a pointer's), in the
    /// container's points; nil while no finger touches. The pictures of a run draw it.
    package private(set) var touchLocation: CGPoint?
    /// The `pointer` gesture's samples at their times, for a move or an up without a velocity.
    private var pointerVelocity = PointerVelocityEstimator()

    /// An applier of `scenario`'s steps to `runtime`, which must be freshly built from the
    /// scenario's scene (no panel shown yet, see `start`).
    package init(runtime: SceneRuntime, scenario: Scenario) {
        self.runtime = runtime
        fps = scenario.fps
        h = 1 / scenario.fps
        steps = scenario.steps[...]
    }

    /// A runtime for `scene` as `simulate` builds it.
    package static func makeRuntime(_ scene: ResolvedScene) -> SceneRuntime {
        SceneRuntime(scene: scene, defaultDisplayScale: headlessDisplayScale)
    }

    /// Whether the step under way has a frame left to run (see `applyStepsAtCurrentTime`).
    package var hasFramesLeft: Bool { framesLeft > 0 }

    /// Whether every step has been applied and every frame run.
    package var isFinished: Bool { framesLeft == 0 && steps.isEmpty }

    /// t = 0: shows every panel at its initial state.
    package func start() {
        runtime.showAll()
    }

    /// Runs the next frame of the step under way, then `sample` observes it; does nothing when
    /// the step has no frame left.
    package func runFrame(sample: () -> Void = {}) {
        guard framesLeft > 0 else { return }
        frame += 1
        runtime.runFrame(
            h: h,
            input: {
                guard let drag else { return }
                let k = drag.frames - framesLeft + 1
                runtime.stage.touchMoved(to: drag.point(k), velocity: drag.fingerVelocity)
                touchLocation = drag.point(k)
                if k == drag.frames {
                    runtime.stage.touchUp(at: drag.point(k), velocity: drag.releaseVelocity)
                    touchLocation = nil
                }
            }, sample: sample)
        framesLeft -= 1
        if framesLeft == 0 { drag = nil }
    }

    /// Applies the steps that act at the current time, up to the first that needs frames (which
    /// starts: a drag's finger goes down). Does nothing while the step under way has frames left.
    package func applyStepsAtCurrentTime() {
        while framesLeft == 0, let step = steps.popFirst() { apply(step) }
    }

    private func apply(_ step: ScenarioStep) {
        switch step {
        case .advance(let seconds):
            framesLeft = max(Int((seconds * fps).rounded()), 0)
        case .frames(let count):
            framesLeft = max(count, 0)
        case .drag(let id, let translation, let duration, let velocity, let at):
            // The frame count does not depend on the panel: two scenes run side by side (A/B)
            // stay frame for frame together even if only one has the panel.
            framesLeft = max(1, Int((duration * fps).rounded()))
            guard let panel = runtime.panel(id: id) else { return }
            // One finger at a time: the drag's touch-down ends a pointer gesture under way.
            pointer = StagePointer()
            drag = DragMotion(
                panel.controller, translation: translation, duration: duration, frames: framesLeft,
                releaseVelocity: velocity, at: at)
            panel.touchDidBegin()
            drag?.touchDown(on: runtime.stage, panel.controller)
            touchLocation = drag?.start
        case .scroll(let id, let delta):
            runtime.panel(id: id)?.controller.scrollContent(by: delta)
        case .move(let id, let state, let animated):
            runtime.panel(id: id)?.controller.move(to: state, animated: animated)
        case .show(let id, let animated):
            runtime.panel(id: id)?.controller.show(animated: animated)
        case .hide(let id, let animated):
            runtime.panel(id: id)?.controller.hide(animated: animated)
        case .tapBackdrop(let id):
            runtime.panel(id: id)?.controller.tapBackdrop()
        case .present(let id):
            runtime.present(panelID: id)
        case .resize(let container):
            runtime.resize(to: container.size, safeAreaInsets: container.safeArea)
        case .pointer(var input):
            // The sample's time: this frame's plus the step's `dt` (Docs/scenarios.md).
            let sampleTime = time + input.timeInFrame
            if input.phase == .down { pointerVelocity.reset() }
            if input.phase != .cancel { pointerVelocity.add(input.location, at: sampleTime) }
            if input.estimatesVelocity { input.velocity = pointerVelocity.velocity(at: sampleTime) }
            pointer.apply(input, to: runtime.stage)
            touchLocation = input.phase == .down || input.phase == .move ? input.location : nil
        case .wheel(let location, let delta):
            runtime.stage.scroll(at: location, by: delta)
        case .keyboard(let shown):
            runtime.setKeyboard(shown: shown)
        }
    }
}

/// A scenario drag's finger: a one-finger pan along the panel's main axis. It goes down at the
/// current time (began, then changed at translation 0, so no translation is lost), moves by
/// `k/N · translation` in frame `k` of the next `N`, and lifts in frame `N`. No slop applies.
private struct DragMotion {
    let start: CGPoint
    /// The whole drag's translation as a vector along the main axis (0 on the cross axis).
    let travel: CGPoint
    let frames: Int
    let fingerVelocity: CGPoint
    let releaseVelocity: CGPoint

    init(
        _ fpc: FloatingPanelController, translation: CGFloat, duration: Double, frames: Int,
        releaseVelocity: CGFloat?, at: DragStartLocation
    ) {
        let fingerSpeed = duration > 0 ? translation / CGFloat(duration) : 0
        start = Self.onSixtyFourthGrid(fpc.convertToContainer(Self.touchPoint(fpc, at: at)))
        travel = fpc.position.point(main: translation)
        self.frames = frames
        fingerVelocity = fpc.position.point(main: fingerSpeed)
        self.releaseVelocity = fpc.position.point(main: releaseVelocity ?? fingerSpeed)
    }

    func touchDown(on stage: FloatingPanelStage, _ fpc: FloatingPanelController) {
        stage.touchDown(on: fpc, at: start, slop: 0, velocity: fingerVelocity)
        stage.touchMoved(to: start, velocity: fingerVelocity)
    }

    /// Where the finger is in frame `k` of the drag.
    func point(_ k: Int) -> CGPoint {
        // k · translation / N rather than k/N · translation: exact whenever the input allows. The
        // cross axis moves by k · 0 / N = 0, so it stays exactly at the start.
        let k = CGFloat(k)
        let n = CGFloat(frames)
        return CGPoint(x: start.x + k * travel.x / n, y: start.y + k * travel.y / n)
    }

    /// Where a drag's finger lands, in surface coordinates: the grabber handle's centre, or a
    /// point of the content 60 pt in from the grabber edge (past the 36-pt grabber area).
    private static func touchPoint(_ fpc: FloatingPanelController, at: DragStartLocation) -> CGPoint {
        switch at {
        case .grabber:
            let handle = fpc.grabberHandleFrameInSurface
            return CGPoint(x: handle.midX, y: handle.midY)
        case .content:
            let content = fpc.contentFrameInSurface
            let size = fpc.surfaceFrame.size
            let depth: CGFloat = 60
            var point = CGPoint(x: content.midX, y: content.midY)
            switch fpc.position {
            case .bottom: point.y = depth
            case .top: point.y = size.height - depth
            case .right: point.x = depth
            case .left: point.x = size.width - depth
            }
            point.x = clampValue(point.x, content.minX, content.maxX - 1)
            point.y = clampValue(point.y, content.minY, content.maxY - 1)
            return point
        }
    }

    /// `point` moved by less than 1/128 pt onto a grid of 1/64 pt, so that the finger's positions
    /// `start + k · translation / N` and the translations the stage derives from them stay exact
    /// when the scenario's numbers are, and velocities carry no rounding drift.
    private static func onSixtyFourthGrid(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * 64).rounded() / 64, y: (point.y * 64).rounded() / 64)
    }

    private static func clampValue(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        min(max(value, lower), max(lower, upper))
    }
}
