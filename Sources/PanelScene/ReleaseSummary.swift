import FloatingPanel
import Foundation

/// Follows each release of a drag to its rest and reports it as one `release` line of the trace
/// (Docs/scenarios.md "Release lines"): where and how fast the finger let go, where momentum
/// projects, the target and why (`ReleaseExplanation`), how far the panel swung past it and its
/// rest time. What the release decided is the engine's own `FloatingPanelReleaseDecision`.
package final class ReleaseSummary {
    /// One release on its way to rest.
    private struct Release {
        /// +1 when the target lies toward increasing coordinates from the release, else −1.
        let direction: CGFloat
        /// The line so far: its overshoot grows until the release settles.
        var line: ReleaseLine
    }

    private var open: [ObjectIdentifier: Release] = [:]
    /// Panels a finger is dragging (from `willBeginDragging` to their release).
    private var dragging: Set<ObjectIdentifier> = []
    /// Panels whose drag the removal gesture ended, with that release, until their dismissal starts.
    private var removing: [ObjectIdentifier: (FloatingPanelReleaseDecision, ReleaseExplanation)] = [:]
    private let fps: Double
    private let write: (_ t: Double, _ panel: PanelRuntime, _ line: ReleaseLine) -> Void

    /// Times are frame indices divided by `fps`; `write` receives each finished release with the
    /// time of its line (the release's).
    package init(fps: Double, write: @escaping (_ t: Double, _ panel: PanelRuntime, _ line: ReleaseLine) -> Void) {
        self.fps = fps
        self.write = write
    }

    /// Notes `event` of `panel` in frame `frame`; a release opens at `willEndDragging`, or when the
    /// removal gesture ends a drag (no `willEndDragging` is sent then) at its dismissal's start.
    package func record(_ event: PanelEvent, of panel: PanelRuntime, frame: Int) {
        let id = ObjectIdentifier(panel.controller)
        switch event {
        case .willBeginDragging:
            finish(panel, frame: frame, settled: false)
            dragging.insert(id)
        case .willEndDragging(let release):
            dragging.remove(id)
            open[id] = Self.release(
                panel, frame: frame, release, target: release.target, removed: false,
                explanation: ReleaseExplanation(release, of: panel, removed: false))
        case .willRemove where dragging.contains(id):
            dragging.remove(id)
            // Explained now: the removal recipe and the anchors are the release's.
            if let release = panel.controller.lastRelease {
                removing[id] = (release, ReleaseExplanation(release, of: panel, removed: true))
            }
        case .didChangeState(let state) where state == .hidden && removing[id] != nil:
            // The dismissal has just started toward hidden (Docs/engine.md §6.1), from where the
            // finger let go.
            if let (release, explanation) = removing.removeValue(forKey: id) {
                open[id] = Self.release(
                    panel, frame: frame, release, target: .hidden, removed: true, explanation: explanation)
            }
        default:
            break
        }
    }

    /// Called after every frame line of `panel`: tracks the overshoot and closes a release whose
    /// panel has come to rest.
    package func frame(of panel: PanelRuntime, frame: Int) {
        let fpc = panel.controller
        // One lookup, and the overshoot updated in place: this runs for every panel-frame.
        guard let index = open.index(forKey: ObjectIdentifier(fpc)) else { return }
        let location = fpc.position.mainLocation(fpc.surfaceLocation)
        let release = open.values[index]
        open.values[index].line.peakOvershoot = max(
            release.line.peakOvershoot, release.direction * (location - release.line.target))
        if !fpc.isAttracting && !fpc.isTransitioning && !fpc.isDragging { finish(panel, frame: frame, settled: true) }
    }

    /// Reports every release still under way (unsettled) at the end of the run.
    package func finishAll(_ panels: [PanelRuntime], frame: Int) {
        for panel in panels { finish(panel, frame: frame, settled: false) }
    }

    private func finish(_ panel: PanelRuntime, frame: Int, settled: Bool) {
        guard var release = open.removeValue(forKey: ObjectIdentifier(panel.controller)) else { return }
        if settled { release.line.restTime = Double(frame - release.line.frame) / fps }
        write(Double(release.line.frame) / fps, panel, release.line)
    }

    /// A release of `panel` heading for `target`: the decision's numbers, the target's location
    /// as the panel has it now (a removal's dismissal may follow a layout the release adopted).
    private static func release(
        _ panel: PanelRuntime, frame: Int, _ release: FloatingPanelReleaseDecision, target: FloatingPanelState,
        removed: Bool, explanation: ReleaseExplanation
    ) -> Release {
        let fpc = panel.controller
        let targetLocation = fpc.position.mainLocation(fpc.surfaceLocation(for: target))
        return Release(
            direction: targetLocation >= release.location ? 1 : -1,
            line: ReleaseLine(
                frame: frame, location: release.location, velocity: release.velocity,
                projection: release.momentumProjection,
                targetState: target, target: targetLocation, removed: removed,
                explanation: explanation))
    }
}

/// One `release` line: the numbers of a drag's release and how it settled.
package struct ReleaseLine: Sendable {
    /// The frame of the release (its line's `t` is this frame over the frame rate).
    package let frame: Int
    package let location: CGFloat
    package let velocity: CGFloat
    package let projection: CGFloat
    package let targetState: FloatingPanelState
    package let target: CGFloat
    package let removed: Bool
    /// Why the release went to `targetState`: the fields the line writes after `settleTime`.
    package let explanation: ReleaseExplanation
    /// How far the panel swung past the target, in points (0 when it never did).
    package var peakOvershoot: CGFloat = 0
    /// The rest time (Docs/engine.md §5.8): seconds from the release to the first frame at rest;
    /// nil when the panel was caught again or the scenario ended first.
    package var restTime: Double? = nil

    /// A release line from its numbers; `simulate --platform` writes its models' releases with it.
    package init(
        frame: Int, location: CGFloat, velocity: CGFloat, projection: CGFloat, targetState: FloatingPanelState,
        target: CGFloat, removed: Bool, explanation: ReleaseExplanation, peakOvershoot: CGFloat = 0,
        restTime: Double? = nil
    ) {
        self.frame = frame
        self.location = location
        self.velocity = velocity
        self.projection = projection
        self.targetState = targetState
        self.target = target
        self.removed = removed
        self.explanation = explanation
        self.peakOvershoot = peakOvershoot
        self.restTime = restTime
    }
}
