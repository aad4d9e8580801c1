import Foundation
import PanelLive
import PanelScene

/// What the side bar shows besides the tuning readout: which cards are open, the timed message,
/// and where this frame's cards go (laid out before drawing, so clicks hit what is drawn).
struct SideBarState {
    var showsOverlay = true
    var showsPlot = false
    /// The safe area's guides and the container's edges over the scene (`A`).
    var showsGuides = false
    var showsHelp = false
    var showsPresetList = false
    /// A message and when it goes.
    var message: (text: String, until: Double)?
    /// The values card's model, kept while the card is closed so undo still works.
    var valueTuner: ValueTuner?
    var showsValues = false
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
}

/// The side bar's column for this frame: its cards top to bottom, laid out by the update step
/// (`SandboxApp.layOutSideBar()`). Drawing only paints them, and clicks find the rows drawn here.
struct SideBarLayout {
    /// What the tuning card and the ruler show of the focused panel; nil when there is none.
    var readout: TuningReadout?
    /// Every card, in drawing order.
    var cards: [any SideBarCard] = []
    /// The preset list, while it is open.
    var presetList: PresetListCard?
    /// The values card and its value rows, while it is open.
    var valuesCard: ValuesCard.Frame?
}
