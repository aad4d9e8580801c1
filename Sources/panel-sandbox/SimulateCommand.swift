import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels

enum SimulateCommand: FileReadingSubcommand {
    /// The arguments and help of `simulate`.
    static let syntax = CommandSyntax(
        name: "simulate", overview: "Run a scenario headlessly and write its trace as JSON Lines.",
        usage: ["simulate [--events-only] [--summary] [--platform <p> [--density <d>]] <scenario>"],
        arguments: [
            CommandArgument(
                name: "<scenario>",
                help: """
                    A scenario: a scene, or "scene": "FILE" naming one, plus `fps` and `steps`.
                    The same scenario always gives the same bytes. Docs/scenarios.md describes
                    scenarios and traces in full.
                    """)
        ],
        options: [
            .flag("--events-only", help: "Only the delegate event lines and the end line (no frame lines)."),
            .flag(
                "--summary",
                help: """
                    One `release` line per drag release instead of frames and events; with
                    --events-only, the event lines and the release lines.
                    """),
            .value(
                "--platform", placeholder: "<p>", needs: "one of material, compose, vaul",
                help: """
                    Move the panels as a target library would, with the values its export writes:
                    material, compose or vaul (Docs/platforms.md). willEndDragging carries that
                    library's stop; a step it cannot play is an error naming the step.
                    """),
            .density,
        ],
        discussion: """
            frame line, one per panel per frame, after that frame's springs and input:
              t           seconds: frame index / fps
              panel       the panel's id
              state       the panel's state; it changes when a drag is released (to the target
                          chosen then), when a move, show or hide starts, not when the panel arrives
              x, y        surfaceLocation: the main-axis coordinate of the surface edge that carries
                          the grabber (y for top/bottom panels: the surface's top edge for a bottom
                          panel, its bottom edge for a top one; x for left/right panels, the other 0)
              v           main-axis velocity in pt/s: the spring's while attracting or during a
                          show/hide transition, the last frame's location change while dragging, else 0;
                          negative means toward smaller coordinates (up for a bottom panel)
              attracting  true while the spring settles the panel after a release or an animated move
              dragging    true while a finger moves the panel
              backdrop    the backdrop's alpha, 0…1
              scroll      the tracked content's offset along the main axis (0 without content)
              sections    only for a panel whose content has blocks: each block's opacity by its id,
                          in the content's order, 0 while the block is hidden

            event line, one per delegate event, in order:
              t, panel, event  event is willBeginDragging, willEndDragging (with velocity and
                               targetState), didEndDragging (willAttract), willBeginAttracting (to),
                               didEndAttracting, didChangeState (state), willRemove or didRemove;
                               the behavior's delegate recipes add dragRefused (state: draggableStates
                               refused a drag there), boundaryClamped (side: expanded or collapsed,
                               limit: where moveBoundary holds the drag) and surfaceTap (from, to: a
                               tap on the surface moved the panel)

            release line (--summary), written when the released panel comes to rest:
              t              the release's time
              location       main-axis location at the release
              velocity       main-axis release velocity, pt/s
              projection     where momentum projects the release: location + v·r/(1000·(1 − r)),
                             r the behavior's momentumProjectionRate
              targetState    the state the panel goes to; target: that state's location
              removed        true when the removal gesture dismissed the panel (target hidden)
              peakOvershoot  the farthest the panel went past the target, in points (0: none)
              settleTime     the rest time: seconds from the release to the first frame at rest (the
                             spring's stop test); null when the panel was caught again or the
                             scenario ended first
              segment        the two states around the projection [from, to]
              redirectionalProgress  ρ, the share of the segment the projection had to pass
              projected      whether shouldProjectMomentum let the projection choose the segment
              because        one sentence naming the config keys that decided, the target last

            end line, last:
              {"event": "end", "t", "panels": [{"id", "state", "x", "y", "attracting"}]}

            Exit status: 0 when the trace was written, 1 when the scenario has problems (printed as
            "FILE:LINE:COL: error: MESSAGE") or the arguments are wrong.
            """)

    /// Runs the subcommand with the arguments that follow `simulate`, on `files`; returns the exit status.
    static func run(
        arguments: [String], files: ConfigFileReader, output: @escaping (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let path = try scanned.onlyFile("scenario")
            var content: TraceContent = []
            if scanned.flag("--events-only") { content.insert(.events) }
            if scanned.flag("--summary") { content.insert(.releases) }
            let platform = try scanned.value("--platform", as: Platform.init(rawValue:))
            let density = try scanned.density()
            return simulate(
                path: path, content: content.isEmpty ? .full : content,
                platform: platform.map { ($0, density ?? PlatformModelFactory.defaultDensity) }, files: files,
                output: output, errors: errors)
        }
    }

    /// Runs the scenario at `path`, writing its trace to `output`; returns the exit status.
    private static func simulate(
        path: String, content: TraceContent, platform: (Platform, density: Double)?, files: ConfigFileReader,
        output: @escaping (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        guard let scenario = loadScenario(path: path, files: files, errors: errors) else { return 1 }
        if let (platform, density) = platform {
            do {
                try PlatformSimulator(
                    scenario: scenario, platform: platform, density: density, content: content, sink: output
                ).run()
            } catch {
                errors("\(error)\n")
                return 1
            }
            return 0
        }
        Simulator(scenario: scenario, content: content, sink: output).run()
        return 0
    }
}
