import FloatingPanel
import Foundation
import PanelScene

/// What the window measures and remembers to show: frame times, the panels' delegate events (for
/// the release explanation), and the focused panel's motion for the live plot.
struct WindowTelemetry {
    /// Frame times of the frames run so far.
    var frameStatistics = FrameStatistics()
    /// Attraction targets and the last release, from the panels' events.
    var panelEvents = PanelTelemetry()
    /// The focused panel's motion, one sample per engine step while it moves.
    private(set) var plot = LivePlotBuffer()
    /// The panel the plot's samples belong to.
    private var plotPanelID: String?
    /// Engine time the samples are stamped with, in seconds.
    private var engineTime: Double = 0

    /// Follows `panelID` from now on; the plot starts afresh when the focus moved.
    mutating func follow(panelID: String?) {
        guard panelID != plotPanelID else { return }
        plot.removeAll()
        plotPanelID = panelID
    }

    /// One engine step of `h` seconds ran.
    mutating func advance(by h: Double) {
        engineTime += h
    }

    /// Samples `panel` after a frame ran; while it is still, only once the plot has samples.
    /// Returns whether it sampled.
    @discardableResult
    mutating func sample(_ panel: FloatingPanelController?) -> Bool {
        guard let panel, panel.isAnimating || panel.isDragging || !plot.samples.isEmpty else { return false }
        plot.record(
            Self.sample(of: panel, at: engineTime), isDragging: panel.isDragging, isAnimating: panel.isAnimating)
        return true
    }

    /// Keeps the plot's last release drawn (faded) behind the next one: a value just changed.
    mutating func keepLastRelease() {
        plot.keepLastRelease()
    }

    /// The sample of `panel` at `time`.
    static func sample(of panel: FloatingPanelController, at time: Double) -> LivePlotBuffer.Sample {
        .init(time: time, location: panel.position.mainLocation(panel.surfaceLocation), velocity: panel.velocity)
    }

    /// The same engine time for a ghost's sample taken in the same step.
    var sampleTime: Double { engineTime }

    /// Forgets the events and the plot (another scene or runtime is drawn).
    mutating func resetPanels() {
        panelEvents = PanelTelemetry()
        plot.removeAll()
        plotPanelID = nil
    }
}
