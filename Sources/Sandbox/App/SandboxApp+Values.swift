import FloatingPanel
import Foundation
import PanelConfig
import PanelLive
import PanelScene

/// The values card (Docs/tuning.md): `V` opens it for the focused panel, the arrows, a drag or
/// the wheel change the selected value, which `ValueTuner` writes back and applies at once.
extension SandboxApp {
    /// `V`: opens the card for the focused panel (changing nothing) or closes it. The tuner and
    /// its undo history stay while the card is closed.
    func toggleValues() {
        // A card left open on a scene that was switched away is shown no more: V opens a new one.
        if sideBar.showsValues, sideBar.valueTuner?.scene === session.live {
            sideBar.closeValues()
            return
        }
        guard let panel = focusedPanel,
            let index = session.live.runtime.scene.panels.firstIndex(where: { $0.id == panel.id })
        else { return show(message: "No panel to tune", seconds: 2) }
        let shared = SharedConfigFiles(scenePaths: session.presets.paths)
        if let tuner = sideBar.valueTuner, tuner.scene === session.live, tuner.panelIndex == index {
            tuner.refresh()
            sideBar.openValues(tuner, sharedFiles: shared)
        } else {
            do {
                sideBar.openValues(try ValueTuner(scene: session.live, panelIndex: index), sharedFiles: shared)
            } catch {
                return show(message: "No values: \(error)")
            }
        }
    }

    /// The card's keys while it is open; false for a command it leaves to the window.
    func performOnValues(_ command: SandboxCommand) -> Bool {
        guard sideBar.showsValues, let tuner = sideBar.valueTuner else { return false }
        switch command {
        case .selectionUp: tuner.select(by: -1)
        case .selectionDown: tuner.select(by: 1)
        case .adjustValue(let direction, let scale):
            tuner.change(steps: direction, scale: scale)
        case .dismiss: sideBar.closeValues()
        default: return false
        }
        return true
    }

    /// `Ctrl+Z` / `Ctrl+Shift+Z`, with the card open or not.
    func undoValue(redo: Bool) {
        guard let tuner = sideBar.valueTuner, tuner.scene === session.live else {
            return show(message: "No value change to \(redo ? "redo" : "undo")", seconds: 2)
        }
        if redo { tuner.redo() } else { tuner.undo() }
    }

    /// Applies the values card's newest finished change, undo or redo between frames (its worker
    /// wakes the loop as a finished load does) and reports it.
    func applyValueChanges() {
        guard let tuner = sideBar.valueTuner, tuner.scene === session.live, tuner.applyFinished() else { return }
        reportValueChange()
    }

    /// Reports the change the tuner just applied as a reload from a save, without a message card
    /// while the values card is open (it shows the value, and would move under the pointer);
    /// with the card closed (an undo), a message says what changed.
    private func reportValueChange() {
        guard let tuner = sideBar.valueTuner else { return }
        if let outcome = tuner.lastOutcome, case .applied = outcome {
            telemetry.keepLastRelease()
            report(outcome, announces: false)
        }
        guard !sideBar.showsValues else { return }
        if let message = tuner.message {
            show(message: message, seconds: 3)
        } else if let value = tuner.selectedValue {
            show(message: "\(value.name) = \(value.setting.displayText) → \(value.locationText)", seconds: 2)
        }
    }

    /// The card's model while it is open on the running scene; nil when it is closed.
    var valuesCardModel: ValuesCardModel? {
        guard sideBar.showsValues, let tuner = sideBar.valueTuner, tuner.scene === session.live else { return nil }
        let shared = sideBar.sharedFiles
        let scene = ConfigPath.absolute(session.live.path, currentDirectory: FileManager.default.currentDirectoryPath)
        return ValuesCardModel(catalog: tuner.catalog, selection: tuner.selection, message: tuner.message) { value in
            shared?.otherScenes(using: value.file.absolutePath, besides: scene) ?? 0
        }
    }

    /// The column the card takes at the top of `column`: the live plot below keeps its room, as
    /// it shows what a change did.
    func valuesColumn(in column: CGRect) -> CGRect {
        var room = column
        if sideBar.showsPlot { room.size.height = max(room.height - PlotCard.height - OverlayStyle.cardGap, 0) }
        return room
    }

    // MARK: Mouse

    /// A press on a row selects it and starts scrubbing it; true when the press was the card's.
    func beginValueScrub(at point: CGPoint) -> Bool {
        guard sideBar.showsValues, let tuner = sideBar.valueTuner,
            let index = sideBar.layout?.valuesCard?.valueIndex(at: point)
        else { return false }
        tuner.select(index)
        sideBar.valueScrub = point.x
        return true
    }

    /// A drag sideways while scrubbing: one step per `ValueTuner.scrubPointsPerStep` points.
    /// - Returns: whether a scrub is under way (the move is the card's).
    func continueValueScrub(to point: CGPoint) -> Bool {
        guard let last = sideBar.valueScrub, let tuner = sideBar.valueTuner else { return false }
        sideBar.valueScrub = point.x
        tuner.scrub(by: Double(point.x - last), scale: Self.heldStepScale)
        return true
    }

    /// Ends a scrub; true when one was under way.
    func endValueScrub() -> Bool {
        guard sideBar.valueScrub != nil else { return false }
        sideBar.valueScrub = nil
        sideBar.valueTuner?.endScrub()
        return true
    }

    /// The wheel over a row: one step per notch, away from the user is up.
    func turnValue(at point: CGPoint, delta: CGVector) {
        guard sideBar.showsValues, let tuner = sideBar.valueTuner,
            let index = sideBar.layout?.valuesCard?.valueIndex(at: point)
        else { return }
        let notches = (-delta.dy + delta.dx) / InputMapping.pointsPerWheelNotch
        let steps = Int(notches.rounded(.awayFromZero))
        guard steps != 0 else { return }
        tuner.select(index)
        tuner.change(steps: steps, scale: Self.heldStepScale)
    }

    /// Shift or Alt held now (for the mouse, whose events carry no modifiers).
    private static var heldStepScale: StepScale {
        let held = SDLEventQueue.heldModifiers
        if held.contains(.shift) { return .coarse }
        return held.contains(.alt) ? .fine : .normal
    }
}
