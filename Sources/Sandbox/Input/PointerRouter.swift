import FloatingPanel
import Foundation

/// Turns one pointer (mouse or a finger) and the wheel into engine input on a stage: pan events
/// with the window's slop and release velocity, backdrop taps, scrolls, and clicks that reach the
/// main content. Knows nothing of SDL, so every rule here is tested without a window.
public final class PointerRouter {
    /// The movement before a drag begins, in points (decision §19-4); a touch on a panel that is
    /// animating begins at once (the stage applies that exception).
    public static let panSlop: CGFloat = 10

    /// The panels the pointer acts on.
    public let stage: FloatingPanelStage
    /// Called when a click lands on nothing of the panels (pass-through to the main content).
    public var onMainContentTap: ((CGPoint) -> Void)?
    /// Called when the pointer goes down on a panel's surface (the window focuses that panel).
    public var onPanelTouched: ((FloatingPanelController) -> Void)?
    /// Called when a click on a panel's surface ends without a pan beginning (a tap), with the
    /// release point: the window opens a detail panel from a list row this way.
    public var onSurfaceTap: ((FloatingPanelController, CGPoint) -> Void)?

    private enum Gesture {
        case none
        /// On a surface; the stage runs the pan.
        case panel
        /// On a backdrop that swallows touches: a tap there may dismiss its panel.
        case backdrop(FloatingPanelController, start: CGPoint, moved: Bool)
        /// On the main content behind every panel.
        case mainContent(start: CGPoint, moved: Bool)
    }

    private var gesture = Gesture.none
    private var velocity = PointerVelocityEstimator()

    /// A router acting on `stage`.
    public init(stage: FloatingPanelStage) {
        self.stage = stage
    }

    /// Whether a pointer is down.
    public var isPressed: Bool {
        if case .none = gesture { return false }
        return true
    }

    /// The pointer went down at `point` (container points) at `time` (seconds).
    public func pointerDown(at point: CGPoint, time: Double) {
        pointerCancelled()
        velocity.reset()
        velocity.add(point, at: time)
        switch stage.touchDown(at: point, slop: Self.panSlop, velocity: .zero) {
        case .surface(let panel, _):
            gesture = .panel
            onPanelTouched?(panel)
        case .backdrop(let panel):
            gesture = .backdrop(panel, start: point, moved: false)
        case .passThrough:
            gesture = .mainContent(start: point, moved: false)
        }
    }

    /// The pointer moved to `point` at `time` while down.
    public func pointerMoved(to point: CGPoint, time: Double) {
        velocity.add(point, at: time)
        switch gesture {
        case .none: return
        case .panel: stage.touchMoved(to: point, velocity: velocity.velocity(at: time))
        case .backdrop(let panel, let start, let moved):
            gesture = .backdrop(panel, start: start, moved: moved || Self.isBeyondSlop(point, from: start))
        case .mainContent(let start, let moved):
            gesture = .mainContent(start: start, moved: moved || Self.isBeyondSlop(point, from: start))
        }
    }

    /// The pointer was released at `point` at `time`; the release velocity is the least-squares
    /// slope of the last 100 ms of samples (decision §19-3).
    public func pointerUp(at point: CGPoint, time: Double) {
        velocity.add(point, at: time)
        let gesture = self.gesture
        self.gesture = .none
        switch gesture {
        case .none: return
        case .panel:
            if let tapped = stage.touchUp(at: point, velocity: velocity.velocity(at: time)) {
                onSurfaceTap?(tapped, point)
            }
        case .backdrop(let panel, let start, let moved):
            if !moved && !Self.isBeyondSlop(point, from: start) { panel.tapBackdrop() }
        case .mainContent(let start, let moved):
            if !moved && !Self.isBeyondSlop(point, from: start) { onMainContentTap?(point) }
        }
    }

    /// The pointer's gesture was interrupted (the window lost the mouse, a second finger took over).
    public func pointerCancelled() {
        if case .panel = gesture { stage.touchCancelled() }
        gesture = .none
    }

    /// A wheel or trackpad scroll at `point`: `delta` is in points, positive when the content
    /// should move toward its end; `horizontal` when it came from a sideways wheel. Only the
    /// tracked content of the panel under the pointer scrolls, and only along its main axis.
    public func wheel(at point: CGPoint, delta: CGVector) {
        guard case .surface(let panel, _) = stage.hitTest(point) else { return }
        let main = panel.position.isVertical ? delta.dy : (delta.dx != 0 ? delta.dx : delta.dy)
        guard main != 0 else { return }
        stage.scroll(at: point, by: main)
    }

    private static func isBeyondSlop(_ point: CGPoint, from start: CGPoint) -> Bool {
        let dx = point.x - start.x
        let dy = point.y - start.y
        return (dx * dx + dy * dy).squareRoot() >= panSlop
    }
}
