import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelLive

/// The reference motion in the window (Docs/reference.md "In the window"): read from
/// `run --reference FILE` or a file dropped on the window, shown as a ghost lane in the compare
/// view and as a path in the plot, fitted with `F`, adopted with a click on the fitted lane.
/// Reading and fitting run on threads of their own; the frames go on meanwhile.
extension SandboxApp {
    /// Starts reading the reference at `path` for the focused panel, as `fit --to` reads it (a
    /// recording's scale from the container's width); `finishReferenceWork()` takes it.
    func readReference(path: String) {
        guard let panel = focusedPanel?.id ?? runtime.panels.first?.id else { return }
        let width = Double(session.live.runtime.scene.containerSize.width)
        reference.reading = BackgroundTask(wake: events.makeConfigChangedPoster()) {
            WindowReference.read(path: path, panel: panel, containerWidth: width)
        }
        show(message: "Reading the reference \((path as NSString).lastPathComponent)…", seconds: 60)
    }

    /// `F`: fits the focused panel to the reference on a thread of its own, as `fit --to FILE
    /// --panel P SCENE` does on the scene's files as they run.
    func fitToReference() {
        guard let current = reference.current else {
            return show(
                message:
                    "No reference to fit to: run --reference FILE SCENE, or drop a trace or a recording on the window",
                seconds: 4)
        }
        guard reference.fitting == nil else { return show(message: "Fitting… (one fit at a time)", seconds: 2) }
        let panel = focusedPanel?.id ?? current.panel
        let load = session.live.appliedSceneLoader
        let motion = current.motion
        reference.fitting = (
            current.path,
            BackgroundTask(wake: events.makeConfigChangedPoster()) {
                WindowReferenceState.fit(motion, panel: panel, load: load)
            }
        )
        show(message: "Fitting \(panel) to \(current.fileName)…", seconds: 60)
    }

    /// Takes a reference read or a fit once done: says it in the side bar and on standard error,
    /// and opens the compare view again with the new lanes when it is open.
    func finishReferenceWork() {
        if let result = reference.reading?.take() {
            reference.reading = nil
            switch result {
            case .success(let read):
                reference.current = read
                printError(read.summary)
                show(message: read.summary, seconds: 6)
                reopenCompareView()
            case .failure(let error):
                printError(error.description)
                let kept = reference.current.map { "; the reference \($0.fileName) stays" } ?? ""
                show(message: "Reference not read\(kept):\n\(error.description)", seconds: 10)
            }
        }
        if let fitting = reference.fitting, let result = fitting.task.take() {
            reference.fitting = nil
            switch result {
            case .success(let fit):
                // A reference read since is not the one fitted.
                guard reference.current?.path == fitting.path else { return }
                reference.current?.fit = fit
                reference.current?.panel = fit.panel
                printError(fit.text(reference: fitting.path))
                let values = fit.assignments.map { "\($0.name) \($0.text)" }.joined(separator: ", ")
                let n = { (value: Double) in String(format: "%.2f", value) }
                show(
                    message:
                        "Fitted \(fit.panel) to \((fitting.path as NSString).lastPathComponent): \(values) — mean \(n(fit.meanPt)) pt, largest \(n(fit.largestPt)) pt. In the compare view (M) a click on the fitted lane adopts them",
                    seconds: 8)
                reopenCompareView()
            case .failure(let failure):
                printError(failure.description)
                show(message: "Not fitted:\n\(failure.description)", seconds: 8)
            }
        }
    }

    /// An open compare view opened again on the lanes as they are now, from the first frame.
    private func reopenCompareView() {
        guard playback.compare != nil else { return }
        closeCompareView()
        toggleCompareView()
    }

    /// A click on the reference's lane (says what it is) or the fitted lane (adopts the fitted
    /// values: written into the behavior by the values card's write-back as one undo step, as
    /// `fit --to … --write` writes them). Returns whether the lane was one of them.
    func clickReferenceLanes(_ lane: Int, in compare: WindowCompare) -> Bool {
        guard let referenceLane = compare.referenceLane else { return false }
        let current = referenceLane.reference
        if lane == compare.referenceLaneIndex {
            let next =
                current.fit == nil ? "F fits the focused panel to it" : "a click on the fitted lane adopts the fit"
            show(message: "The reference \(current.fileName), aligned at its release; \(next)", seconds: 3)
            return true
        }
        guard lane == compare.fittedLane, let fit = current.fit else { return false }
        guard let panelIndex = session.live.runtime.scene.panels.firstIndex(where: { $0.id == fit.panel }) else {
            show(message: "The scene has no panel '\(fit.panel)' any more; F fits again", seconds: 4)
            return true
        }
        guard let tuner = valueTuner(forPanelAt: panelIndex) else { return true }
        let assignments = fit.assignments(in: tuner.catalog).map { assignment in
            var own = assignment
            own.panel = nil
            return own
        }
        // Written and applied by the values card's worker as one change; the window reports it as any change.
        tuner.set(assignments)
        closeCompareView()
        let said = assignments.map { "\($0.name) = \($0.text)" }.joined(separator: ", ")
        let location = assignments.first.flatMap { tuner.catalog.index(named: $0.name) }.map {
            " → \(tuner.catalog.values[$0].locationText)"
        }
        show(message: "Adopted the fit: \(said)\(location ?? "")\n⌃Z undoes it", seconds: 5)
        return true
    }

    /// The reference's path for the live plot: its samples on the plot's clock, its release at
    /// the focused panel's last one; none before a release or without a reference.
    var referencePlotPath: [(buffer: LivePlotBuffer, color: RGBAColor, name: String)] {
        let plot = telemetry.plot
        guard let current = reference.current, let release = plot.lastReleaseTime, let newest = plot.samples.last?.time
        else { return [] }
        let offset = release - current.alignmentTime
        var buffer = LivePlotBuffer()
        for sample in current.samples(from: newest - LivePlotBuffer.span - offset, to: newest - offset) {
            buffer.record(.init(time: sample.t + offset, location: CGFloat(sample.y), velocity: 0))
        }
        return buffer.samples.isEmpty ? [] : [(buffer, OverlayStyle.reference, "reference")]
    }
}
