import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels
import Sandbox

/// `panel-sandbox map SCENE [--panel P] [--platform LIST] [--json] [-o map.png]` (Docs/cli.md):
/// where each release lands, by release location and velocity, for every state a drag starts in.
enum MapCommand: FileReadingSubcommand {
    /// The arguments and help of `map`.
    static let syntax = CommandSyntax(
        name: "map", overview: "Map where a release lands, by location and velocity, from each state a drag starts in.",
        usage: [
            "map [--panel <id>] [--platform LIST [--density <d>]] [--container NAME|WxH] [--json] [-o <map.png>] <scene>"
        ],
        arguments: [.scene],
        options: [
            .panel(
                needs: "a panel id of the scene",
                help: "Only this panel (default: every panel with two stops or more)."),
            .platforms(
                help: """
                    Also map each library's model (material, compose, vaul) beside
                    FloatingPanel's, as `simulate --platform` plays the drag (Docs/platforms.md).
                    """),
            .density,
            .container,
            .flag("--json", help: "One JSON object per cell per line instead of the text map."),
            .output(
                placeholder: "<map.png>",
                help: """
                    Also draw the maps into this PNG: one per from-state and engine, side by side;
                    standard output then says what was written.
                    """),
        ],
        discussion: """
            The grid: 41 release locations from the most expanded stop to the least expanded one
            (whole points, on the main axis as `simulate` prints y, or x for a left or right
            panel) × 25 release velocities from −3000 to 3000 pt/s, 250 apart (negative: toward
            smaller coordinates). The from-states: the panel's stops except hidden, only those
            of draggableStates when the behavior has it.

            Each cell is a run, not a rule: a scenario that moves the panel to the from-state
            (not animated), then drags it at the grabber by location − pos(from) over 0.1 s,
            released at the cell's velocity, at the scene's refresh rate. targetState is what
            `simulate --summary` prints for that scenario's release. A platform's cell is the same
            drag played by the library's model, placed at the from-state.

            --json line, one per cell:
              {"panel", "from", "location", "velocity", "targetState"}, plus "platform" on a
              platform's rows

            The text map: per panel, engine and from-state, one row per velocity (−3000 first)
            and one letter per location (most expanded first), the letter of the landing state;
            under it the stops' letters at their columns and the ρ lines (redirectionalProgress:
            `<` releasing toward smaller coordinates, `>` toward larger).

            Exit status: 0 when the maps were written, 1 when the scene has problems, a panel or
            platform has no map, or the arguments are wrong.
            """)

    /// Runs the subcommand with the arguments that follow `map`, on `files`; returns the exit status.
    static func run(
        arguments: [String], files: ConfigFileReader, output: @escaping (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let path = try scanned.onlyFile("scene")
            let platforms = try scanned.platforms()
            let density = try scanned.density() ?? PlatformModelFactory.defaultDensity
            let container = try scanned.container()
            guard var scene = loadScene(path: path, files: files, errors: errors) else { return 1 }
            if let container { scene = scene.placed(in: container) }
            let maps: [ReleaseMap]
            do {
                maps = try makeMaps(
                    scene: scene, panel: scanned.value("--panel"), platforms: platforms, density: density,
                    notes: errors)
            } catch {
                errors("\(error)\n")
                return 1
            }
            if scanned.flag("--json") {
                for map in maps { output(map.jsonLines) }
            } else if scanned.value("--output") == nil {
                for map in maps { output(map.text) }
            }
            if let path = scanned.value("--output") {
                let picture = ReleaseMapPicture(maps: maps)
                do {
                    try picture.writePNG(to: path)
                } catch {
                    errors("error: cannot write '\(path)': \(error)\n")
                    return 1
                }
                output(wroteLine(path: path, maps: maps, picture: picture, scene: scene))
            }
            return 0
        }
    }

    /// `wrote map.png (1600×620 px): panel main from full, half, tip; FloatingPanel and vaul; on
    /// iphone-15 393×852`: what `-o` wrote, said on standard output.
    private static func wroteLine(path: String, maps: [ReleaseMap], picture: ReleaseMapPicture, scene: ResolvedScene)
        -> String
    {
        var panels: [String] = []
        for map in maps where !panels.contains(map.panel) { panels.append(map.panel) }
        let described = panels.map { panel in
            let ofPanel = maps.filter { $0.panel == panel }
            var froms: [String] = []
            for map in ofPanel {
                for block in map.blocks where !froms.contains(block.from) { froms.append(block.from) }
            }
            let engines = ofPanel.map(\.engineName)
            let engineList =
                engines.count == 1 ? engines[0] : engines.dropLast().joined(separator: ", ") + " and " + engines.last!
            return "panel \(panel) from \(froms.joined(separator: ", ")); \(engineList)"
        }
        let size = picture.pixelSize
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        let container =
            "\(scene.container.presetName.map { "\($0) " } ?? "")\(n(scene.containerSize.width))×\(n(scene.containerSize.height))"
        return "wrote \(path) (\(size.width)×\(size.height) px): " + described.joined(separator: "; ")
            + "; on \(container)\n"
    }

    /// Why `map` has nothing to draw.
    private struct MapError: Error, CustomStringConvertible {
        let description: String
    }

    /// FloatingPanel's map of each panel (the one of `panel`, or every one with a map), each
    /// followed by the platforms' in their order; a platform whose export leaves the panel out is
    /// noted on `notes` and skipped.
    private static func makeMaps(
        scene: ResolvedScene, panel: String?, platforms: [Platform], density: Double, notes: (String) -> Void
    ) throws -> [ReleaseMap] {
        let mapper = ReleaseMapper(scene: scene)
        let mappable = mapper.mappablePanels
        let ids: [String]
        if let panel {
            let all = scene.panels.map(\.id)
            guard all.contains(panel) else {
                let suggestion = Suggestions.closest(to: panel, in: all).map { "; did you mean '\($0)'?" } ?? ""
                throw MapError(
                    description: "error: the scene has no panel '\(panel)'\(suggestion) (its panels: "
                        + all.joined(separator: ", ") + ")")
            }
            guard mappable.contains(panel) else {
                throw MapError(
                    description: "error: panel '\(panel)' has no release to map: it needs two stops or more and "
                        + "a state draggableStates lets a drag start in")
            }
            ids = [panel]
        } else {
            guard !mappable.isEmpty else {
                throw MapError(
                    description: "error: no panel of the scene has a release to map: each needs two stops or more")
            }
            ids = mappable
        }
        var maps: [ReleaseMap] = []
        for id in ids {
            if let map = mapper.map(panel: id) { maps.append(map) }
            for platform in platforms {
                if let map = try mapper.map(panel: id, platform: platform, density: density), !map.blocks.isEmpty {
                    maps.append(map)
                } else {
                    notes(
                        "note: the \(platform.rawValue) export keeps no state of panel '\(id)' to drag from; no map\n")
                }
            }
        }
        return maps
    }
}
