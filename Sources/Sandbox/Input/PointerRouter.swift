import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Turns one pointer (mouse or a finger) and the wheel into engine input on a stage: pan events
/// with the window's slop and release velocity, backdrop taps, scrolls, and clicks that reach the
/// main content. Knows nothing of SDL, so every rule here is tested without a window.
///
/// The stage-facing part is PanelScene's `StagePointer`, the very code `simulate` replays pointer
/// steps with; what this adds is the window's: velocity estimation, focus, row taps and the main
/// content's pin. Every input handed to the stage is also passed to `onStageInput` as the
/// scenario step that replays it.
final class PointerRouter {
    /// The movement before a drag begins, in points (Docs/engine.md §19-4); a touch on a panel that is
    /// animating begins at once (the stage applies that exception).
    static let panSlop: CGFloat = PointerInput.defaultSlop

    /// The panels the pointer acts on.
    let stage: FloatingPanelStage
    /// Called when a click lands on nothing of the panels (pass-through to the main content).
    var onMainContentTap: ((CGPoint) -> Void)?
    /// Called when the pointer goes down on a panel's surface, with the point (the window focuses
    /// that panel and presses what of its content is there).
    var onPanelTouched: ((FloatingPanelController, CGPoint) -> Void)?
    /// Called when a click on a panel's surface ends without a pan beginning (a tap), with the
    /// release point: the window opens a detail panel from a list row this way.
    var onSurfaceTap: ((FloatingPanelController, CGPoint) -> Void)?
    /// Called with each input just before the stage receives it, in order: a `pointer` or a
    /// `wheel` step that replays it.
    var onStageInput: ((ScenarioStep) -> Void)?

    private var stagePointer = StagePointer()
    private var isDown = false
    /// Where a press on the main content started, until it moves too far to be a tap.
    private var mainContentPress: CGPoint?
    private var velocity = PointerVelocityEstimator()

    /// A router acting on `stage`.
    init(stage: FloatingPanelStage) {
        self.stage = stage
    }

    /// Whether a pointer is down.
    var isPressed: Bool { isDown }

    /// The pointer went down at `point` (container points) at `time` (seconds). A press while
    /// another is down replaces it (the stage cancels the first).
    func pointerDown(at point: CGPoint, time: Double) {
        isDown = true
        mainContentPress = nil
        velocity.reset()
        velocity.add(point, at: time)
        switch apply(PointerInput(.down, at: point, slop: Self.panSlop)) {
        case .landed(.surface(let panel, _)): onPanelTouched?(panel, point)
        case .landed(.passThrough): mainContentPress = point
        default: break
        }
    }

    /// The pointer moved to `point` at `time` while down.
    func pointerMoved(to point: CGPoint, time: Double) {
        guard isDown else { return }
        velocity.add(point, at: time)
        apply(PointerInput(.move, at: point, velocity: velocity.velocity(at: time)))
        if let start = mainContentPress, StagePointer.hasMoved(to: point, from: start, slop: Self.panSlop) {
            mainContentPress = nil
        }
    }

    /// The pointer was released at `point` at `time`; the release velocity is the least-squares
    /// slope of the last 100 ms of samples (Docs/engine.md §19-3).
    func pointerUp(at point: CGPoint, time: Double) {
        guard isDown else { return }
        isDown = false
        velocity.add(point, at: time)
        let reaction = apply(PointerInput(.up, at: point, velocity: velocity.velocity(at: time)))
        if case .tappedSurface(let panel) = reaction { onSurfaceTap?(panel, point) }
        if let start = mainContentPress, !StagePointer.hasMoved(to: point, from: start, slop: Self.panSlop) {
            onMainContentTap?(point)
        }
        mainContentPress = nil
    }

    /// The pointer's gesture was interrupted (the window lost the mouse, a second finger took over).
    func pointerCancelled() {
        guard isDown else { return }
        isDown = false
        mainContentPress = nil
        apply(PointerInput(.cancel, at: .zero))
    }

    /// A wheel or trackpad scroll at container `point`: `delta` is in points, positive when the
    /// content should move toward its end. Only the tracked content of the panel under the pointer
    /// scrolls, along its main axis: `dy` for a top or bottom panel; for a left or right panel
    /// `dx`, or `dy` when the wheel only turns that way.
    func wheel(at point: CGPoint, delta: CGVector) {
        guard case .surface(let panel, _) = stage.hitTest(point) else { return }
        let main = panel.position.isVertical ? delta.dy : (delta.dx != 0 ? delta.dx : delta.dy)
        guard main != 0 else { return }
        onStageInput?(.wheel(at: point, by: main))
        stage.scroll(at: point, by: main)
    }

    @discardableResult
    private func apply(_ input: PointerInput) -> StagePointer.Reaction? {
        onStageInput?(.pointer(input))
        return stagePointer.apply(input, to: stage)
    }
}
