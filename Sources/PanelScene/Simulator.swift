import FloatingPanel
import Foundation
import PanelConfig

/// Runs a scenario headlessly and writes its trace (Docs/scenarios.md).
///
/// Each frame: `t += h`; every spring or transition steps once; this frame's input applies; one
/// frame line per panel. Steps that are not drags act at the current time, between frames. The
/// steps are applied by `StepApplier`, as in the window's replays.
public final class Simulator {
    /// The scene being simulated.
    public let runtime: SceneRuntime
    private let applier: StepApplier
    private let writer: TraceWriter

    /// `sink` receives the trace in chunks, in order.
    public init(scenario: Scenario, sink: @escaping (String) -> Void) {
        runtime = StepApplier.makeRuntime(scenario.scene)
        applier = StepApplier(runtime: runtime, scenario: scenario)
        writer = TraceWriter(sink: sink)
        for panel in runtime.panels {
            panel.onEvent = { [unowned self] panel, event in writer.event(t: applier.time, panel: panel, event) }
        }
    }

    /// Runs every step, then writes the end line.
    public func run() {
        applier.start()
        writeFrameLines()
        applier.applyStepsAtCurrentTime()
        while applier.hasFramesLeft {
            applier.runFrame()
            writeFrameLines()
            applier.applyStepsAtCurrentTime()
        }
        writer.end(t: applier.time, panels: runtime.panels)
    }

    private func writeFrameLines() {
        for panel in runtime.panels { writer.frame(t: applier.time, panel: panel) }
    }
}
