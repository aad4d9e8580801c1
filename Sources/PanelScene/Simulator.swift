import FloatingPanel
import Foundation
import PanelConfig

/// Which lines a trace has besides its last `end` line (Docs/scenarios.md).
package struct TraceContent: OptionSet, Sendable {
    /// The set's bits.
    package let rawValue: Int
    /// A content from its raw bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// One line per panel per frame.
    package static let frames = TraceContent(rawValue: 1 << 0)
    /// One line per delegate event.
    package static let events = TraceContent(rawValue: 1 << 1)
    /// One `release` line per drag release, once the panel has settled.
    package static let releases = TraceContent(rawValue: 1 << 2)
    /// `simulate` without flags: frames and events.
    package static let full: TraceContent = [.frames, .events]
}

/// Runs a scenario headlessly and writes its trace (Docs/scenarios.md).
///
/// Each frame: `t = frame / fps`; every spring or transition steps once; this frame's input
/// applies; one frame line per panel. Steps that are not drags act at the current time, between
/// frames. The steps are applied by `StepApplier`, as in the window's replays.
package final class Simulator {
    /// The scene being simulated.
    package let runtime: SceneRuntime
    private let applier: StepApplier
    private let writer: TraceWriter
    private let content: TraceContent
    private let releases: ReleaseSummary

    /// `sink` receives the trace in chunks, in order; `content` says which lines it has.
    package init(scenario: Scenario, content: TraceContent = .full, sink: @escaping (String) -> Void) {
        runtime = StepApplier.makeRuntime(scenario.scene)
        applier = StepApplier(runtime: runtime, scenario: scenario)
        let writer = TraceWriter(sink: sink)
        self.writer = writer
        self.content = content
        releases = ReleaseSummary(fps: scenario.fps) { t, panel, line in writer.release(t: t, panel: panel, line) }
        for panel in runtime.panels {
            panel.onEvent = { [unowned self] panel, event in
                if content.contains(.events) { writer.event(t: applier.time, panel: panel, event) }
                if content.contains(.releases) { releases.record(event, of: panel, frame: applier.frame) }
            }
        }
    }

    /// Runs every step, then writes the end line.
    package func run() {
        applier.start()
        writeFrameLines()
        applier.applyStepsAtCurrentTime()
        while applier.hasFramesLeft {
            applier.runFrame()
            writeFrameLines()
            applier.applyStepsAtCurrentTime()
        }
        if content.contains(.releases) { releases.finishAll(runtime.panels, frame: applier.frame) }
        writer.end(t: applier.time, panels: runtime.panels)
    }

    private func writeFrameLines() {
        for panel in runtime.panels {
            if content.contains(.frames) { writer.frame(t: applier.time, panel: panel) }
            if content.contains(.releases) { releases.frame(of: panel, frame: applier.frame) }
        }
    }
}
