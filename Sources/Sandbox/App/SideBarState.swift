import Foundation
import PanelLink
import PanelLive
import PanelScene

/// What the side bar shows besides the tuning readout: which cards are open, the timed message,
/// and where this frame's cards go (laid out before drawing, so clicks hit what is drawn).
struct SideBarState {
    var showsOverlay = true
    var showsPlot = false
    /// The release map card (`X`) while it is open.
    var releaseMap: ReleaseMapCardState?
    /// The safe area's guides and the container's edges over the scene (`A`).
    var showsGuides = false
    var showsHelp = false
    var showsPresetList = false
    /// A message and when it goes.
    var message: (text: String, until: Double)?
    /// The values card's model, kept while the card is closed so undo still works.
    var valueTuner: ValueTuner?
    var showsValues = false
    /// Which listed scenes use each config file, read when the values card opens.
    var sharedFiles: SharedConfigFiles?
    /// The x of a scrub of a value row under way.
    var valueScrub: CGFloat?
    /// The phone link while it runs (`D`): its server and the pages connected.
    var liveLink: LiveLink?
    /// The column of cards, laid out for this frame.
    var layout: SideBarLayout?

    /// Whether the message is due to go at `now`.
    func messageExpired(at now: Double) -> Bool {
        message.map { $0.until <= now } ?? false
    }

    /// Shows `text` until the time `until`, in place of any message shown.
    mutating func show(message text: String, until: Double) {
        message = (text, until)
    }

    /// Drops the message when it is due to go at `now`; whether it did.
    mutating func dropExpiredMessage(at now: Double) -> Bool {
        guard messageExpired(at: now) else { return false }
        message = nil
        return true
    }

    /// Opens or closes a card for a key that does only that; false for any other command.
    mutating func toggleCard(for command: SandboxCommand) -> Bool {
        switch command {
        case .toggleOverlay: showsOverlay.toggle()
        case .togglePlot: showsPlot.toggle()
        case .toggleGuides: showsGuides.toggle()
        case .toggleHelp: showsHelp.toggle()
        case .toggleReleaseMap: releaseMap = releaseMap == nil ? ReleaseMapCardState() : nil
        default: return false
        }
        return true
    }

    /// Opens the values card on `tuner`, which it keeps while closed so undo still works;
    /// `sharedFiles` says which of its files other scenes use too.
    mutating func openValues(_ tuner: ValueTuner, sharedFiles: SharedConfigFiles) {
        valueTuner = tuner
        self.sharedFiles = sharedFiles
        showsValues = true
    }

    /// Closes the values card; its tuner stays, for undo.
    mutating func closeValues() {
        showsValues = false
        valueScrub = nil
    }
}

/// The side bar's column for this frame: its cards top to bottom, laid out by the update step
/// (`SandboxApp.layOutSideBar()`). Drawing only paints them, and clicks find the rows drawn here.
struct SideBarLayout {
    /// What the readout card and the ruler show of the focused panel; nil when there is none.
    var readout: PanelReadout?
    /// Every card, in drawing order.
    var cards: [any SideBarCard] = []
    /// The preset list, while it is open.
    var presetList: PresetListCard?
    /// The values card and its value rows, while it is open.
    var valuesCard: ValuesCard.Frame?
}
