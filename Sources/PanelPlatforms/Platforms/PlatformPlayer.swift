import FloatingPanel
import Foundation
import PanelScene
import PlatformModels

/// One panel of a platform simulation: its library's model, what the trace says of it each
/// frame, and its releases followed to rest (the overshoot past the stop, the rest time).
package final class PlatformPlayer {
    /// A release and how it settled.
    package struct Release {
        package let panel: PanelRuntime
        /// The release's time, its location (points) and velocity (pt/s).
        package let time: Double
        package let location: Double
        package let velocity: Double
        package let decision: PlatformDecision
        /// The farthest the panel went past the stop, points.
        package var peakOvershoot: Double
        /// Seconds from the release to the first frame at rest; nil when caught again or the run ended first.
        package var restTime: Double?
    }

    package let panel: PanelRuntime
    package let model: PlatformPanelModel?
    private var dragging = false
    private var open: Release?
    private var direction = 1.0
    private var previousLocation: Double?

    package init(panel: PanelRuntime, model: PlatformPanelModel?) {
        self.panel = panel
        self.model = model
    }

    /// The finger goes down on the panel at its current location; returns that location.
    package func touchDown(time: Double, emit: (PanelRuntime, PanelEvent) -> Void) -> Double? {
        guard let model else { return nil }
        if var release = open {
            release.restTime = nil
            open = nil
            report?(release)
        }
        let start = model.location(at: time)
        model.touchDown(at: start, time: time)
        dragging = true
        emit(panel, .willBeginDragging)
        return start
    }

    package func touchMoved(to finger: Double, time: Double) {
        model?.touchMoved(to: finger, time: time)
    }

    @discardableResult
    package func touchUp(
        at finger: Double, time: Double, velocity: Double, emit: (PanelRuntime, PanelEvent) -> Void,
        emitRelease: (PanelRuntime, _ velocity: Double, _ stop: String) -> Void
    ) -> PlatformDecision? {
        guard let model else { return nil }
        let location = model.location(at: time)
        let decision = model.touchUp(at: finger, time: time, velocity: velocity)
        dragging = false
        let state = FloatingPanelState(rawValue: decision.stop.name, order: 0)
        let moves = model.isSettling(at: time)
        emitRelease(panel, velocity, decision.stop.name)
        emit(panel, .didEndDragging(willAttract: moves))
        if moves { emit(panel, .willBeginAttracting(to: state)) }
        emit(panel, .didChangeState(state))
        direction = decision.stop.location >= location ? 1 : -1
        open = Release(
            panel: panel, time: time, location: location, velocity: velocity, decision: decision, peakOvershoot: 0,
            restTime: moves ? nil : 0)
        if !moves { finishOpen(restTime: 0) }
        return decision
    }

    private var report: ((Release) -> Void)?

    /// After a frame at `time`: tracks the overshoot and closes a release whose settle has ended.
    package func frameEnded(
        time: Double, fps: Double, emit: (PanelRuntime, PanelEvent) -> Void, report: @escaping (Release) -> Void
    ) {
        self.report = report
        guard let model, var release = open, !dragging else { return }
        let location = model.location(at: time)
        release.peakOvershoot = max(release.peakOvershoot, direction * (location - release.decision.stop.location))
        open = release
        if !model.isSettling(at: time) {
            emit(panel, .didEndAttracting)
            // Whole frames over the rate, as `simulate`'s release lines count them.
            finishOpen(restTime: ((time - release.time) * fps).rounded() / fps)
        }
    }

    private func finishOpen(restTime: Double?) {
        guard var release = open else { return }
        release.restTime = restTime
        open = nil
        report?(release)
    }

    /// Reports a release still under way when the run ends.
    func finish(time: Double, report: @escaping (Release) -> Void) {
        self.report = report
        finishOpen(restTime: nil)
    }

    /// The panel's main-axis location at `time`, points: its model's, or where the engine holds a panel without one.
    func mainLocation(time: Double) -> Double {
        guard let model else {
            let fpc = panel.controller
            return Double(fpc.position.mainLocation(fpc.surfaceLocation))
        }
        return model.location(at: time)
    }

    /// What the frame line at `time` says.
    func frameLine(time: Double, fps: Double) -> (
        state: String, location: CGPoint, velocity: Double, attracting: Bool, dragging: Bool, backdrop: CGFloat
    ) {
        let fpc = panel.controller
        guard let model else {
            return (fpc.state.rawValue, fpc.surfaceLocation, 0, false, false, fpc.backdropAlpha)
        }
        let main = model.location(at: time)
        let moving = dragging || model.isSettling(at: time) || open != nil
        let velocity = moving ? (main - (previousLocation ?? main)) * fps : 0
        previousLocation = main
        let point = fpc.position.point(main: CGFloat(main))
        let alpha =
            model.restingStop.name == "hidden" && !moving ? 0 : fpc.interpolatedAlpha(at: CGFloat(main), translation: 0)
        return (model.restingStop.name, point, velocity, !dragging && model.isSettling(at: time), dragging, alpha)
    }

    /// The end line's entry for this panel.
    func endEntry(time: Double) -> (id: String, state: String, location: CGPoint, attracting: Bool) {
        let fpc = panel.controller
        guard let model else { return (panel.id, fpc.state.rawValue, fpc.surfaceLocation, false) }
        return (
            panel.id, model.restingStop.name, fpc.position.point(main: CGFloat(model.location(at: time))),
            model.isSettling(at: time)
        )
    }
}

extension PlatformPlayer.Release {
    /// The numbers of its `release` line at `fps` frames a second.
    package func line(fps: Double) -> ReleaseLine {
        ReleaseLine(
            frame: Int((time * fps).rounded()), location: CGFloat(location), velocity: CGFloat(velocity),
            projection: CGFloat(location), targetState: FloatingPanelState(rawValue: decision.stop.name, order: 0),
            target: CGFloat(decision.stop.location), removed: decision.stop.name == "hidden",
            explanation: ReleaseExplanation(platform: decision), peakOvershoot: CGFloat(peakOvershoot),
            restTime: restTime)
    }
}
