import Foundation
import PanelConfig
import PanelScene
import PlatformModels

enum SimulateCommand {
    static let usage = """
        usage: panel-sandbox simulate [--events-only] [--summary] [--platform P [--density D]] SCENARIO

        Runs a scenario (a scene, or "scene": "FILE" naming one, plus `fps` and `steps`) headlessly
        and writes its trace to standard output as JSON Lines. The same scenario always gives the
        same bytes. Docs/scenarios.md describes scenarios and traces in full.

        options:
          --events-only  only the delegate event lines and the end line (no frame lines)
          --summary      one `release` line per drag release instead of frames and events; with
                         --events-only, the event lines and the release lines
          --platform P   move the panels as a target library would with the values its export
                         writes: material, compose or vaul (Docs/platforms.md); willEndDragging
                         carries that library's stop; steps it cannot play are an error
          --density D    px per dp for --platform (default 2.625)

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
          settleTime     seconds from the release to the first frame at rest; null when the panel
                         was caught again or the scenario ended first

        end line, last:
          {"event": "end", "t", "panels": [{"id", "state", "x", "y", "attracting"}]}
        """

    static func run(arguments: [String]) -> Int32 {
        let stdout = FileHandle.standardOutput
        return run(
            arguments: arguments, files: .disk, output: { stdout.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// The same, with injectable file access and output (for tests).
    static func run(
        arguments: [String], files: ConfigFileReader, output: @escaping (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output(usage + "\n")
            return 0
        }
        var eventsOnly = false
        var summary = false
        var platform: Platform?
        var density = PlatformSimulator.defaultDensity
        var paths: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--events-only": eventsOnly = true
            case "--summary": summary = true
            case "--platform":
                let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                guard let value = remaining.popFirst(), let chosen = Platform(rawValue: value) else {
                    errors("error: --platform takes one of \(names)\n")
                    return 1
                }
                platform = chosen
            case "--density":
                guard let value = remaining.popFirst(), let number = Double(value), number.isFinite, number > 0 else {
                    errors("error: --density takes a positive number of px per dp, e.g. --density 2.625\n")
                    return 1
                }
                density = number
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    let options = ["--events-only", "--summary", "--platform", "--density", "--help"]
                    let suggestion = Suggestions.didYouMean(argument, in: options)
                    let hint =
                        suggestion.isEmpty
                        ? "; the options are --events-only, --summary, --platform and --density" : suggestion
                    errors("error: unknown option '\(argument)'\(hint)\n")
                    return 1
                }
                paths.append(argument)
            }
        }
        guard paths.count == 1 else {
            errors(
                "error: simulate takes one scenario file, found \(paths.isEmpty ? "none" : "\(paths.count)")\n\n\(usage)\n"
            )
            return 1
        }
        let content: TraceContent
        switch (eventsOnly, summary) {
        case (false, false): content = .full
        case (true, false): content = .events
        case (false, true): content = .releases
        case (true, true): content = [.events, .releases]
        }
        let scenario: Scenario
        do {
            scenario = try ConfigLoader.loadScenario(path: paths[0], files: files)
        } catch {
            if let config = error as? ConfigError {
                errors(config.description + "\n")
            } else {
                errors("error: \(error)\n")
            }
            return 1
        }
        for warning in scenario.scene.warnings { errors(warning.description + "\n") }
        if let platform {
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
