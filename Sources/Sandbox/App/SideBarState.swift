import Foundation
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
    /// The cards above the tuning card, laid out for this frame.
    var layout: SideBarLayout?

    /// Whether the message is due to go at `now`.
    func messageExpired(at now: Double) -> Bool {
        message.map { $0.until <= now } ?? false
    }
}

/// Where the side bar's cards above the tuning card go this frame. The update step lays them out;
/// drawing only paints them there, and a click on the preset list finds its row here.
struct SideBarLayout: Equatable {
    var banner: CGRect?
    var recording: CGRect?
    var replayStatus: CGRect?
    var message: CGRect?
    var presetList: CGRect?
    /// The values card and its rows, and the column it was laid out in.
    var valuesCard: ValuesCard.Frame?
    var valuesColumn: CGRect?
    /// The column below these cards: the tuning card, the plot, the key list.
    var rest: CGRect
}
