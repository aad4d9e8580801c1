import ConfigTestSupport
import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import PanelExport

/// What the exported files say to the team that receives them (Docs/export.md): the Compose and
/// vaul headers open with a summary from the feel report and a usage block, and no export speaks
/// of the tool's own workings or of this repository's files.
final class ExportReaderTests: XCTestCase {
    private func shipped(_ name: String) throws -> ResolvedScene {
        try ConfigLoader.loadScene(path: Repository.path("Configs/scenes/\(name)"))
    }

    private func firstLines(_ text: String, _ count: Int) -> [String] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).map(String.init))
    }

    /// How many feel rows the file's own report marks as landing elsewhere.
    private func markedElsewhere(_ text: String) -> Int {
        text.components(separatedBy: "(lands elsewhere)").count - 1
    }

    func test_compose_header_opens_with_the_summary_and_the_usage() throws {
        let text = SceneExport.result(scene: try shipped("maps.json"), format: .compose).text
        XCTAssertEqual(
            firstLines(text, 17),
            [
                "// Scene \"Maps\" for Jetpack Compose, in two setups: the library's default and FloatingPanel's feel.",
                "// With the default setup every one of the 16 releases lands where it does on iOS;",
                "// with FloatingPanel's feel (the motion part) every release matches iOS.",
                // Landing alike is not feeling alike: the rest times and the overshoot, in numbers.
                "// With the default setup, slow releases come to rest in 1.25 s on Compose against 0.675 s on iOS;",
                "// flings come to rest in 0.225 s on Compose against 0.496 s on iOS (means). The panel swings at",
                "// most 13 pt past its stop on iOS and 0 pt on Compose.",
                "//",
                "// Usage:",
                "//   Add androidx.compose.foundation 1.8.0 or later, and put this file and the motion part (the",
                "//   file with `object FloatingPanelMotion`, exported with this one) in one package. Each host",
                "//   fills its container: place it in a Box over your screen. In a composable, for each panel:",
                "//       val density = LocalDensity.current.density",
                "//   The library's default setup:  MainPanelHost { MainContent() }",
                "//   FloatingPanel's feel, as on iOS:",
                "//       val feel = remember { MainPanelFeel(density) }",
                "//       MainPanelFeelHost(feel, refreshRate = LocalView.current.display.refreshRate) { MainContent() }",
                "//",
            ])
        XCTAssertEqual(markedElsewhere(text), 0, "the count is the report's")
    }

    func test_vaul_header_opens_with_the_count_of_releases_that_land_elsewhere() throws {
        let text = SceneExport.result(scene: try shipped("maps.json"), format: .vaul).text
        XCTAssertEqual(
            firstLines(text, 15),
            [
                "'use client';",
                "",
                "// Scene \"Maps\" for the web (React and vaul), in two setups: the library's default and FloatingPanel's feel.",
                "// With the default setup 8 of 16 releases land elsewhere than on iOS;",
                "// with FloatingPanel's feel (the motion part) every release matches iOS.",
                "// With the default setup, slow releases come to rest in 0.4 s on vaul against 0.675 s on iOS;",
                "// flings come to rest in 0.4 s on vaul against 0.496 s on iOS (means). The panel swings at most",
                "// 13 pt past its stop on iOS and 0.98 pt on vaul.",
                "//",
                "// Usage:",
                "//   npm install vaul@1.1.2 (React 16.8 or later), and put this file beside the motion part (the",
                "//   module with `releaseIn` and `play`, exported with this one; here `./motion`):",
                "//       import { releaseIn, play } from './motion';",
                "//   The library's default setup:",
                "//       <MainDrawer open={open} onOpenChange={setOpen}>…</MainDrawer>",
            ])
        XCTAssertEqual(markedElsewhere(text), 8, "the count is the report's")
    }

    func test_no_export_speaks_of_the_tool_or_this_repository() throws {
        let words = [
            "make test", "Docs/", "Configs/", "Sources/", "Tests/", "panel-sandbox fit", "panel-sandbox export",
            "--motion", ".md", "sandbox's content",
        ]
        var found: [String] = []
        for path in Repository.shippedScenes {
            let scene = try ConfigLoader.loadScene(path: Repository.path(path))
            var texts = ExportFormat.allCases.map { ($0.rawValue, SceneExport.result(scene: scene, format: $0).text) }
            for format in ExportFormat.allCases where format.details.hasMotionPart {
                let motion = SceneExport.result(scene: scene, format: format, request: .init(motion: true))
                texts.append(("\(format.rawValue) --motion", motion.text))
            }
            for (format, text) in texts {
                for word in words where text.contains(word) { found.append("\(path) \(format): \"\(word)\"") }
            }
        }
        XCTAssertEqual(found, [])
    }
}
