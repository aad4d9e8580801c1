import FloatingPanel
import Foundation
import PanelConfig
import PanelLive
import PanelScene
import PlatformModels

/// The compare view (`M`) and saving a run as an animation (`W`), Docs/window.md.
extension SandboxApp {
    /// `M`: replays the last recording on lanes side by side in the container's place — the
    /// lanes of the scene's compare lanes file, else of the values card's selected value — or
    /// closes the view.
    func toggleCompareView() {
        if playback.compare != nil {
            closeCompareView()
            return show(message: "Compare view closed", seconds: 1.5)
        }
        guard let path = gestureToPlay(then: "M compares") else { return }
        if let file = session.live.runtime.scene.compareLanes {
            return openCompareView { platforms in
                // The files as the running scene read them: a lanes file broken since keeps its last good lanes.
                try WindowCompare(
                    scenarioPath: path, file: file, platforms: platforms, files: self.session.live.appliedFilesReader)
            }
        }
        guard let tuner = sideBar.valueTuner, tuner.scene === session.live, tuner.selectedValue != nil else {
            return show(
                message:
                    "Open the values card (V) and select the value the lanes vary, then M (or name a lanes file in the scene's compareLanes)",
                seconds: 4)
        }
        openCompareView { platforms in
            try WindowCompare(
                scenarioPath: path, catalog: tuner.catalog, valueIndex: tuner.selection, platforms: platforms)
        }
    }

    /// Opens the view on the lanes `make` sets up; the platform ghosts shown (P) add their platforms' lanes.
    private func openCompareView(_ make: ([Platform]) throws -> WindowCompare) {
        do {
            let compare = try make(platformGhosts.mode.platforms)
            if playback.replay != nil { endReplay() }
            playback.compare = compare
            clock = FrameClock(step: 1 / compare.fps)
            let what =
                compare.value.map { "\($0.name) on" } ?? "the scene's compare lanes file,"
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
        clock = FrameClock(step: 1 / playback.stepRate)
    }

    /// Where the lanes go: the grid fitted into the container's place, and its corner.
    func compareGrid(_ compare: WindowCompare) -> (grid: CompareGrid, origin: CGPoint) {
        let frame = windowLayout.visibleContainerFrame
        let grid = CompareGrid(
            count: compare.laneCount, container: compare.lanes[0].scenario.scene.container.size, fitting: frame.size)
        return (grid, frame.origin)
    }

    /// Draws the lanes over the desk in the container's place.
    func drawCompareView(_ compare: WindowCompare) {
        let painter = view.painter
        painter.fill(windowLayout.visibleContainerFrame, color: OverlayStyle.desk)
        let (grid, origin) = compareGrid(compare)
        // The grid is fitted into the container's place, so it needs no clip (and a lane's
        // viewport would restore one at the lane's scale).
        ComparePainter(painter: painter, renderer: view.sceneRenderer).draw(
            compare.runtimes, grid: grid, origin: origin, captions: compare.captions)
    }

    /// A click in the compare view: on a lane other than 0, asks the values card to write its
    /// setting into the file as one undo step (its write-back) and closes the view. Returns whether the
    /// click was the view's.
    func clickCompareView(at point: CGPoint) -> Bool {
        guard let compare = playback.compare, windowLayout.containerContains(point) else { return false }
        let (grid, origin) = compareGrid(compare)
        guard let lane = grid.lane(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) else { return true }
        guard lane < compare.lanes.count else {
            show(
                message: "A platform lane shows a library's model; only FloatingPanel lanes can be adopted", seconds: 3)
            return true
        }
        guard lane > 0 else {
            show(message: "Lane 0 is the scene as is", seconds: 2)
            return true
        }
        guard let (tuner, name, setting) = adoption(ofLane: lane, in: compare) else { return true }
        // Written and applied by the values card's worker; the window reports it as any change.
        tuner.set(name, to: setting)
        closeCompareView()
        let location = tuner.catalog.index(named: name).map { tuner.catalog.values[$0].locationText } ?? ""
        show(message: "Adopted lane \(lane): \(name) = \(setting.displayText) → \(location)\n⌃Z undoes it", seconds: 4)
        return true
    }

    /// The values card's tuner, value and setting that adopt FloatingPanel lane `lane` (not 0), or
    /// nil after saying why it cannot be. A file's lane of one value takes a tuner on that value's
    /// panel, made when the card has none there; a lane of several values is not one change.
    private func adoption(ofLane lane: Int, in compare: WindowCompare) -> (ValueTuner, String, TunableSetting)? {
        guard compare.lanesFile != nil else {
            guard let tuner = sideBar.valueTuner, tuner.scene === session.live, let value = compare.value,
                let setting = compare.settings[lane]
            else {
                show(message: "The values card's scene changed; M opens the view again", seconds: 3)
                return nil
            }
            return (tuner, value.name, setting)
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
        let tuner: ValueTuner
        if let current = sideBar.valueTuner, current.scene === session.live, current.panelIndex == panelIndex {
            tuner = current
        } else {
            do {
                tuner = try ValueTuner(scene: session.live, panelIndex: panelIndex)
            } catch {
                show(message: "Not adopted: \(error)", seconds: 4)
                return nil
            }
            sideBar.valueTuner = tuner
        }
        guard let index = tuner.catalog.index(named: assignment.name),
            case .success(let setting) = tuner.catalog.values[index].setting(parsing: assignment.text)
        else {
            show(
                message: "\(assignment.label) is no setting of the scene as it is now; M opens the view again",
                seconds: 4)
            return nil
        }
        return (tuner, assignment.name, setting)
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
            let frames = try LaneAnimation(lanes: lanes, platforms: platforms, scale: 1).writeGIF(to: output)
            printError("Saved \(output)")
            show(message: "Saved \(frames) frames:\n\(output)", seconds: 6)
        } catch {
            let text = (error as? CompareLane.SetupError)?.description ?? "\(error)"
            printError("animation not saved: \(text)")
            show(message: "Animation not saved: \(text)", seconds: 6)
        }
    }
}
