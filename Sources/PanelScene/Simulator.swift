import FloatingPanel
import Foundation
import PanelConfig

/// Runs a scenario headlessly and writes its trace (INTERFACE §3).
///
/// Each frame: `t += h`; every spring or transition steps once; this frame's input applies; one
/// frame line per panel. Steps that are not drags act at the current time, between frames.
public final class Simulator {
    public let runtime: SceneRuntime
    private let scenario: Scenario
    private let writer: TraceWriter
    private let h: Double
    private var t: Double = 0

    /// `sink` receives the trace in chunks, in order.
    public init(scenario: Scenario, sink: @escaping (String) -> Void) {
        self.scenario = scenario
        runtime = SceneRuntime(scene: scenario.scene, defaultDisplayScale: 2)
        writer = TraceWriter(sink: sink)
        h = 1 / scenario.fps
        for panel in runtime.panels {
            panel.onEvent = { [unowned self] panel, event in writer.event(t: t, panel: panel, event) }
        }
    }

    /// Runs every step, then writes the end line.
    public func run() {
        runtime.showAll()
        writeFrameLines()
        for step in scenario.steps { perform(step) }
        writer.end(t: t, panels: runtime.panels)
    }

    private func perform(_ step: ScenarioStep) {
        switch step {
        case .advance(let seconds):
            let frames = Int((seconds * scenario.fps).rounded())
            for _ in 0..<max(frames, 0) { frame() }
        case .drag(let id, let translation, let duration, let velocity, let at):
            guard let panel = runtime.panel(id: id) else { return }
            drag(panel, translation: translation, duration: duration, releaseVelocity: velocity, at: at)
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
        case .resize(let container):
            runtime.resize(to: container.size, safeAreaInsets: container.safeArea)
        }
    }

    private func frame(input: (() -> Void)? = nil) {
        t += h
        runtime.stage.step(CGFloat(h))
        input?()
        writeFrameLines()
    }

    private func writeFrameLines() {
        for panel in runtime.panels { writer.frame(t: t, panel: panel) }
    }

    /// A one-finger pan along the main axis: down at the current time (began, then changed at
    /// translation 0), N changed events in the next N frames, ended in the last one.
    private func drag(
        _ panel: PanelRuntime, translation: CGFloat, duration: Double, releaseVelocity: CGFloat?, at: DragStartLocation
    ) {
        let fpc = panel.controller
        let stage = runtime.stage
        let frames = max(1, Int((duration * scenario.fps).rounded()))
        let fingerSpeed = duration > 0 ? translation / CGFloat(duration) : 0
        let fingerVelocity = fpc.position.point(main: fingerSpeed)
        let release = fpc.position.point(main: releaseVelocity ?? fingerSpeed)
        let start = fpc.convertToContainer(touchPoint(fpc, at: at))
        func point(_ k: Int) -> CGPoint {
            let distance = CGFloat(k) / CGFloat(frames) * translation
            return fpc.position.isVertical
                ? CGPoint(x: start.x, y: start.y + distance) : CGPoint(x: start.x + distance, y: start.y)
        }
        stage.touchDown(on: fpc, at: start, slop: 0, velocity: fingerVelocity)
        stage.touchMoved(to: start, velocity: fingerVelocity)
        for k in 1...frames {
            frame {
                stage.touchMoved(to: point(k), velocity: fingerVelocity)
                if k == frames { stage.touchUp(at: point(k), velocity: release) }
            }
        }
    }

    /// Where a drag's finger lands, in surface coordinates: the grabber handle's centre, or a
    /// point of the content 60 pt in from the grabber edge (past the 36-pt grabber area).
    private func touchPoint(_ fpc: FloatingPanelController, at: DragStartLocation) -> CGPoint {
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

    private func clampValue(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        min(max(value, lower), max(lower, upper))
    }
}
