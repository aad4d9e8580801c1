import FloatingPanel
import Foundation
import PanelConfig
import PanelLive
import PanelScene
import PlatformModels

/// The compare view (`M`) and saving a run as an animation (`W`), Docs/window.md.
extension SandboxApp {
    /// `M`: replays the last recording on lanes side by side in the container's place — the
    /// lanes of the scene's compare lanes file, else of the values card's selected value, with the
    /// reference's lanes (`run --reference`) — or closes the view.
    func toggleCompareView() {
        if playback.compare != nil {
            closeCompareView()
            return show(message: "Compare view closed", seconds: 1.5)
        }
        let reference = self.reference.current
        // Before any gesture, a reference's own releases are the gesture the lanes play.
        guard let path = gestureToPlay(then: "M compares", orElse: { self.referenceGesturePath() }) else { return }
        if let file = session.live.runtime.scene.compareLanes {
            return openCompareView { platforms in
                // The files as the running scene read them: a lanes file broken since keeps its last good lanes.
                try WindowCompare(
                    scenarioPath: path, file: file, platforms: platforms, files: self.session.live.appliedFilesReader,
                    reference: reference)
            }
        }
        guard let tuner = sideBar.valueTuner, tuner.scene === session.live, tuner.selectedValue != nil else {
            if let reference {
                return openCompareView { try WindowCompare(scenarioPath: path, reference: reference, platforms: $0) }
            }
            return show(
                message:
                    "Open the values card (V) and select the value the lanes vary, then M (or name a lanes file in the scene's compareLanes, or give a reference)",
                seconds: 4)
        }
        openCompareView { platforms in
            try WindowCompare(
                scenarioPath: path, catalog: tuner.catalog, valueIndex: tuner.selection, platforms: platforms,
                reference: reference)
        }
    }

    /// Opens the view on the lanes `make` sets up; the platform ghosts shown (P) add their platforms' lanes.
    private func openCompareView(_ make: ([Platform]) throws -> WindowCompare) {
        do {
            let compare = try make(platformGhosts.mode.platforms)
            if playback.replay != nil { endReplay() }
            playback.compare = compare
            let what =
                compare.value.map { "\($0.name) on" }
                ?? (compare.lanesFile == nil ? "the reference on" : "the scene's compare lanes file,")
            show(
                message: "Compare: \(what) \(compare.laneCount) lanes — click a lane to adopt it, M closes",
                seconds: 4)
        } catch {
            let text = (error as? CompareLane.SetupError)?.description ?? "\(error)"
            printError(text)
            show(message: "Compare failed:\n\(text)", seconds: 6)
        }
    }

    /// After a reload: a view open on the scene's lanes file opens again on the lanes it now
    /// lists, from the first frame; a reload that left them as they were changes nothing.
    func followCompareLanes() {
        guard let compare = playback.compare, let file = compare.lanesFile else { return }
        let current = session.live.runtime.scene.compareLanes
        guard current != file else { return }
        closeCompareView()
        guard current != nil else {
            return show(
                message: "The scene names no compare lanes file any more; M compares the values card's value",
                seconds: 4)
        }
        toggleCompareView()
        if let reopened = playback.compare {
            show(message: "Compare lanes reloaded: \(reopened.laneCount) lanes, from the recording's start", seconds: 3)
        }
    }

    /// Back to the live scene.
    func closeCompareView() {
        guard playback.compare != nil else { return }
        playback.compare = nil
    }

    /// Where the lanes go: the grid fitted into the container's place with room for every label
    /// whole, its corner, and each lane's label in lines.
    func compareGrid(_ compare: WindowCompare) -> (grid: CompareGrid, origin: CGPoint, labels: [[String]]) {
        let frame = windowLayout.visibleContainerFrame
        let (grid, labels) = ComparePainter.layOut(
            count: compare.laneCount, container: compare.lanes[0].scenario.scene.container.size, fitting: frame.size,
            captions: compare.captionLines, painter: view.painter)
        return (grid, frame.origin, labels)
    }

    /// Draws the lanes over the desk in the container's place.
    func drawCompareView(_ compare: WindowCompare) {
        let painter = view.painter
        painter.fill(windowLayout.visibleContainerFrame, color: OverlayStyle.desk)
        let (grid, origin, labels) = compareGrid(compare)
        // The grid is fitted into the container's place, so it needs no clip (and a lane's
        // viewport would restore one at the lane's scale).
        ComparePainter(painter: painter, renderer: view.sceneRenderer).draw(
            compare.runtimes, touches: compare.touches, grid: grid, origin: origin, labels: labels,
            figures: compare.captions.map { Array($0.dropFirst()) },
            ghostLanes: Set(compare.referenceLaneIndex.map { [$0] } ?? []))
    }

    /// A click in the compare view: on a lane other than 0, asks the values card to write its
    /// setting into the file as one undo step (its write-back) and closes the view. Returns whether the
    /// click was the view's.
    func clickCompareView(at point: CGPoint) -> Bool {
        guard let compare = playback.compare, windowLayout.containerContains(point) else { return false }
        let (grid, origin, _) = compareGrid(compare)
        guard let lane = grid.lane(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) else { return true }
        if clickReferenceLanes(lane, in: compare) { return true }
        guard lane < compare.lanes.count else {
            show(
                message: "A platform lane shows a library's model; only FloatingPanel lanes can be adopted", seconds: 3)
            return true
        }
        guard lane > 0 else {
            show(message: "Lane 0 is the scene as is", seconds: 2)
            return true
        }
        guard let (tuner, assignment, written) = adoption(ofLane: lane, in: compare) else { return true }
        // Written and applied by the values card's worker; the window reports it as any change.
        tuner.set([assignment])
        closeCompareView()
        let location = tuner.catalog.index(named: written).map { tuner.catalog.values[$0].locationText } ?? ""
        show(
            message: "Adopted lane \(lane): \(assignment.name) = \(assignment.text) → \(location)\n⌃Z undoes it",
            seconds: 4)
        return true
    }

    /// The values card's tuner and the assignment that adopt FloatingPanel lane `lane` (not 0),
    /// with the name of the first value it writes (a spring named in the other form writes the
    /// file's), or nil after saying why it cannot be. A file's lane of one value takes a tuner on
    /// that value's panel, made when the card has none there; a lane of several values is not one change.
    private func adoption(ofLane lane: Int, in compare: WindowCompare) -> (ValueTuner, ValueAssignment, String)? {
        guard compare.lanesFile != nil else {
            guard let tuner = sideBar.valueTuner, tuner.scene === session.live, let value = compare.value,
                let setting = compare.settings[lane]
            else {
                show(message: "The values card's scene changed; M opens the view again", seconds: 3)
                return nil
            }
            return (tuner, ValueAssignment(panel: nil, name: value.name, text: setting.argumentText), value.name)
        }
        let chosen = compare.lanes[lane]
        let ids = session.live.runtime.scene.panels.map(\.id)
        guard chosen.assignments.count == 1, let assignment = chosen.assignments.first,
            let panelIndex = try? assignment.panelIndex(in: ids)
        else {
            // Its change goes to the terminal, as lines to paste.
            if let edit = chosen.edit { printError("lane \(lane) (\(chosen.label)):\n" + edit.patch) }
            show(
                message:
                    "Lane \(lane) sets \(chosen.assignments.count) values; adopting writes one value as one undo step, so edit the files for this one — its change is on standard error",
                seconds: 5)
            return nil
        }
        guard let tuner = valueTuner(forPanelAt: panelIndex) else { return nil }
        guard let written = (try? tuner.catalog.settings(for: assignment))?.first?.name else {
            show(
                message: "\(assignment.label) is no setting of the scene as it is now; M opens the view again",
                seconds: 4)
            return nil
        }
        var own = assignment
        own.panel = nil
        return (tuner, own, written)
    }

    /// The values card's tuner of panel `panelIndex` of the running scene: the card's own when it
    /// is on that panel, else a new one the card takes; nil after saying why none can be made.
    func valueTuner(forPanelAt panelIndex: Int) -> ValueTuner? {
        if let current = sideBar.valueTuner, current.scene === session.live, current.panelIndex == panelIndex {
            return current
        }
        do {
            let tuner = try ValueTuner(scene: session.live, panelIndex: panelIndex)
            sideBar.valueTuner = tuner
            return tuner
        } catch {
            show(message: "Not adopted: \(error)", seconds: 4)
            return nil
        }
    }

    /// `W`: writes the last gesture's run (`gestureToPlay(then:)`) as an animated GIF beside it (with
    /// the compare view open, its lanes, the platform lanes included), drawn and encoded as
    /// `render --scenario … -o run.gif` does.
    func saveAnimation() {
        stopRecording()
        guard let path = playback.compare?.scenarioPath ?? gestureToPlay(then: "W") else { return }
        let output = (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".gif"
        do {
            let lanes = try playback.compare?.lanes ?? CompareLane.lanes(scenarioPath: path, variations: [])
            // What the view shows: its platform lanes too.
            let platforms = playback.compare?.platformLanes.map(\.platform) ?? []
            let animation = try LaneAnimation(lanes: lanes, platforms: platforms, scale: 1)
            let note = animation.gifNote(path: output)
            if let note { printError(note) }
            let frames = try animation.writeGIF(to: output)
            printError("Saved \(output)")
            // The note is on standard error; the card says it short.
            let rate = note == nil ? "" : " at 50 fps (a GIF holds no more; render -o run.webp keeps every frame)"
            show(message: "Saved \(frames) frames\(rate):\n\(output)", seconds: 6)
        } catch {
            let text = (error as? CompareLane.SetupError)?.description ?? "\(error)"
            printError("animation not saved: \(text)")
            show(message: "Animation not saved: \(text)", seconds: 6)
        }
    }
}
