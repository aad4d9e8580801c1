import FloatingPanel
import Foundation
import PanelScene

/// What both fuzzers require of every panel after every input: numbers the renderer can draw, a
/// state the layout has, no drag without a finger.
package enum EngineProbe {
    /// Frames a finished gesture's attraction, transition or content deceleration may take to end:
    /// 10 s at 60 Hz, three times the longest settle a million fuzzed events showed (about 200).
    package static let settleFrameLimit = 600
    /// The frame the probes step (60 Hz, the window's rate).
    package static let frame: CGFloat = 1.0 / 60

    /// Every violation in `runtime` now, in words; empty when all is well.
    /// - Parameter fingerDown: whether a finger is down on the stage (a panel may then be dragging).
    package static func violations(in runtime: SceneRuntime, fingerDown: Bool) -> [String] {
        var found: [String] = []
        for panel in runtime.panelsInStageOrder {
            let controller = panel.controller
            let name = "panel '\(panel.id)'"
            let location = controller.surfaceLocation
            if !location.x.isFinite || !location.y.isFinite { found.append("\(name): location \(location)") }
            if !controller.velocity.isFinite { found.append("\(name): velocity \(controller.velocity)") }
            let alpha = controller.backdropAlpha
            if !(alpha.isFinite && (0...1).contains(alpha)) { found.append("\(name): backdrop alpha \(alpha)") }
            let surface = controller.surfaceFrame
            if ![surface.minX, surface.minY, surface.width, surface.height].allSatisfy(\.isFinite) {
                found.append("\(name): surface frame \(surface)")
            }
            if let offset = controller.trackingScrollView?.contentOffset, !offset.x.isFinite || !offset.y.isFinite {
                found.append("\(name): content offset \(offset)")
            }
            if !controller.validStates.contains(controller.state) {
                found.append(
                    "\(name): state '\(controller.state)' is not one of \(controller.validStates.map(\.rawValue).sorted())"
                )
            }
            if !fingerDown && controller.isDragging { found.append("\(name): dragging with no finger down") }
        }
        return found
    }

    /// Every shown panel that rests off its state's anchor once nothing moves. Within 1 pt counts
    /// as on it: the engine itself treats the surface as at its anchor there (Docs/engine.md §8.3), so a touch
    /// that catches a spring that close goes to the content and leaves the panel where it was. An
    /// empty container (a minimized window) is exempt: the engine leaves panels where they were.
    package static func restingViolations(in runtime: SceneRuntime) -> [String] {
        let size = runtime.stage.containerSize
        guard size.width > 0 || size.height > 0, !runtime.stage.isAnimating else { return [] }
        return runtime.panelsInStageOrder.compactMap { panel in
            let controller = panel.controller
            guard controller.isShown, !controller.isDragging, abs(controller.offset(from: controller.state)) >= 1
            else { return nil }
            let anchor = controller.surfaceLocation(for: controller.state)
            return
                "panel '\(panel.id)' rests at \(controller.surfaceLocation), off its state '\(controller.state)' at \(anchor)"
        }
    }

    /// Steps until nothing moves by itself; returns the frames it took, or nil when something
    /// still moves after `settleFrameLimit` frames. `check` runs after every frame.
    package static func settle(_ runtime: SceneRuntime, check: () -> Void = {}) -> Int? {
        for frames in 0...settleFrameLimit {
            if !runtime.isAnimating { return frames }
            runtime.runFrame(h: Double(frame))
            check()
        }
        return nil
    }

    /// A fling on `panel`: down on its grabber, `distance` points along the main axis over six
    /// frames, released at `releaseSpeed` in the same direction.
    package static func drag(
        _ panel: FloatingPanelController, in runtime: SceneRuntime, distance: CGFloat, releaseSpeed: CGFloat,
        check: () -> Void
    ) {
        let stage = runtime.stage
        let handle = panel.grabberHandleFrameInSurface
        let start = panel.convertToContainer(CGPoint(x: handle.midX, y: handle.midY))
        let velocity = panel.position.point(main: distance / (6 * frame))
        stage.touchDown(on: panel, at: start, slop: 0, velocity: velocity)
        check()
        for k in 1...6 {
            runtime.runFrame(h: Double(frame)) {
                let main = CGFloat(k) / 6 * distance
                let point =
                    panel.position.isVertical
                    ? CGPoint(x: start.x, y: start.y + main) : CGPoint(x: start.x + main, y: start.y)
                stage.touchMoved(to: point, velocity: velocity)
                if k == 6 {
                    let release = releaseSpeed * (distance < 0 ? -1 : 1)
                    stage.touchUp(at: point, velocity: panel.position.point(main: release))
                }
            } sample: {
                check()
            }
        }
    }
}
