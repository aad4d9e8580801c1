import Foundation
import PanelConfig
import PanelPlatforms

/// The opening of the Compose and vaul headers (Docs/export.md "Two setups"): a plain summary of
/// how the two setups land beside iOS, from the feel report, and a usage block for the receiving
/// project, in the names the file declares.
enum FeelSetupUsage {
    /// The summary and usage lines of `scene`'s `format` export (`compose` or `vaul`).
    static func lines(_ scene: ResolvedScene, format: ExportFormat, counts: FeelCounts?, difference: [String] = [])
        -> [String]
    {
        let library = format == .vaul ? "the web (React and vaul)" : "Jetpack Compose"
        // What will feel different with the default setup: where releases land (the counts),
        // then the rest times and the overshoot against iOS, in numbers.
        let summary =
            ["Scene \"\(scene.name)\" for \(library), in two setups: the library's default and FloatingPanel's feel."]
            + (counts?.sentence ?? [])
            + (difference.isEmpty
                ? []
                : ExportOptions.wrapped(
                    "With the default setup, " + difference.joined(separator: " ").prefix(1).lowercased()
                        + difference.joined(separator: " ").dropFirst()))
        let names = SwiftNames(scene: scene)
        let stems = zip(scene.panels, names.panelStems).filter { panel, _ in
            !ResolvedStops(panel: panel, scene: scene).stops.isEmpty
        }.map(\.1)
        return summary + ["", "Usage:"] + (format == .vaul ? vaul(stems) : compose(stems)) + [""]
    }

    private static func compose(_ stems: [String]) -> [String] {
        var lines = [
            "  Add androidx.compose.foundation 1.8.0 or later, and put this file and the motion part (the",
            "  file with `object FloatingPanelMotion`, exported with this one) in one package. Each host",
            "  fills its container: place it in a Box over your screen. In a composable, for each panel:",
            "      val density = LocalDensity.current.density",
        ]
        for stem in stems {
            lines += [
                "  The library's default setup:  \(stem)PanelHost { \(stem)Content() }",
                "  FloatingPanel's feel, as on iOS:",
                "      val feel = remember { \(stem)PanelFeel(density) }",
                "      \(stem)PanelFeelHost(feel, refreshRate = LocalView.current.display.refreshRate) { \(stem)Content() }",
            ]
        }
        return lines
    }

    private static func vaul(_ stems: [String]) -> [String] {
        var lines = [
            "  npm install vaul@1.1.2 (React 16.8 or later), and put this file beside the motion part (the",
            "  module with `releaseIn` and `play`, exported with this one; here `./motion`):",
            "      import { releaseIn, play } from './motion';",
        ]
        for stem in stems {
            lines += [
                "  The library's default setup:",
                "      <\(stem)Drawer open={open} onOpenChange={setOpen}>…</\(stem)Drawer>",
                "  FloatingPanel's feel, as on iOS:",
                "      <\(stem)FeelDrawer open={open} onOpenChange={setOpen} release={releaseIn} play={play}>…</\(stem)FeelDrawer>",
            ]
        }
        return lines
    }
}
