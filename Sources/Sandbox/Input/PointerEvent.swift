import FloatingPanel
import Foundation

/// One pointer event, as the window's input mapping produces it from mouse and touch events, in
/// window points; the app hands the router the same event in container points
/// (`WindowLayout.containerPoint`). SDL-free, so the routing can be replayed in tests.
enum PointerEvent: Equatable, Sendable {
    case down(CGPoint, time: Double)
    case moved(CGPoint, time: Double)
    case up(CGPoint, time: Double)
    case cancelled
    /// `delta` in points, positive toward the content's end.
    case wheel(CGPoint, delta: CGVector)
}

extension PointerRouter {
    /// Applies one pointer event.
    func handle(_ event: PointerEvent) {
        switch event {
        case .down(let point, let time): pointerDown(at: point, time: time)
        case .moved(let point, let time): pointerMoved(to: point, time: time)
        case .up(let point, let time): pointerUp(at: point, time: time)
        case .cancelled: pointerCancelled()
        case .wheel(let point, let delta): wheel(at: point, delta: delta)
        }
    }
}
