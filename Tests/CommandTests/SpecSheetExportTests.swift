import Foundation
import PanelConfig
import PanelExport
import XCTest

@testable import panel_sandbox

/// `export --format md` (Docs/export.md "Spec sheet"): one page per scene with the stops per
/// device, the spring in response, bounce and duration, the backdrop, what feels different per
/// platform, and `render`'s pictures of each state beside the page.
final class SpecSheetExportTests: XCTestCase {
    /// A sheet on an iPhone 15 whose spring is written as SwiftUI writes it.
    private static let scene = #"""
        { "name": "Review", "container": "iphone-15",
          "panels": [ { "id": "sheet",
            "layout": { "position": "bottom", "initialState": "half", "anchors": {
              "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
              "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
              "tip": { "absoluteInset": 44, "edge": "bottom", "referenceGuide": "safeArea" } } },
            "behavior": { "spring": { "duration": 0.45, "bounce": 0.15 } } } ] }
        """#

    private func run(_ arguments: [String], drawn: @escaping (String, String) -> Void = { _, _ in }) -> (
        Int32, String, String
    ) {
        var output = ""
        var errors = ""
        let status = ExportCommand.run(
            arguments: arguments, files: .inMemory(["review.json": Self.scene], currentDirectory: "/configs"),
            output: { output += $0 }, errors: { errors += $0 }, now: { Date(timeIntervalSince1970: 0) },
            drawPicture: { _, state, path in drawn(state, path) })
        return (status, output, errors)
    }

    func test_the_page_gives_stops_per_device_the_spring_the_backdrop_and_each_platform() throws {
        let (status, page, errors) = run(["--format", "md", "review.json"])
        XCTAssertEqual(status, 0, errors)
        for expected in [
            "# Review: spec sheet",
            "taken on iphone-15, 393×852 pt, safe area 59/0/34/0 (top/left/bottom/right)",
            "resolves the stops on the real device",
            // iPhone 15 then Pixel 8 (412×915, 24 pt bars): full 16 pt under the safe area's top;
            // half 0.5 of the safe height (759, 867) above its bottom; tip 44 pt above it.
            "| state | iphone-15 393×852 | iphone-se 375×667 | iphone-15-pro-max 430×932 | ipad 820×1180 | pixel-8 412×915 | desktop 1440×900 |",
            "| full | 777 pt (at 75) | ",
            " | 875 pt (at 40) | ",
            "| half (initial) | 413.5 pt (at 438.5) | ",
            " | 457.5 pt (at 457.5) | ",
            "| tip | 78 pt (at 774) | ",
            " | 68 pt (at 847) | ",
            // ζ = 1 − 0.15; overshoot exp(−ζπ / √(1 − ζ²)) = 0.629 %; the per-frame spring 0.00286 %.
            "response 0.45 s, bounce 0.15, as SwiftUI writes it `Spring(duration: 0.45, bounce: 0.15)` (damping ratio 0.85)",
            "Overshoot 0.629 %", "per-frame overshoot 0.00286 %",
            "`\"spring\": {\"duration\": 0.45, \"bounce\": 0.15}`",
            // The default backdrop is said, not left out.
            "full 0.3 (FloatingPanel's default), half 0 (FloatingPanel's default), tip 0 (FloatingPanel's default)",
            "**Android, Material BottomSheetBehavior (the android export):** On Material",
            "**Android, Jetpack Compose (the compose export):** On Compose",
            "**Web, vaul (the vaul export):** On vaul",
        ] {
            XCTAssertTrue(page.contains(expected), "\(expected)\nin\n\(page)")
        }
        let pictures = SpecSheet.pictures(
            of: try ConfigLoader.loadScene(
                path: "review.json", files: .inMemory(["review.json": Self.scene], currentDirectory: "/configs")))
        XCTAssertEqual(pictures.map(\.state), ["full", "half", "tip"])
        for picture in pictures {
            XCTAssertTrue(picture.fileName.hasPrefix("review-\(picture.state)-"), picture.fileName)
            XCTAssertTrue(page.contains("![Review at \(picture.state)](\(picture.fileName))"), page)
        }
        // On standard output no picture is drawn, and standard error says how to get them.
        XCTAssertEqual(
            errors,
            "review.json: note: the spec sheet names 3 pictures of render; export --format md -o FILE writes them beside FILE\n"
        )
    }

    func test_with_an_output_file_the_pictures_are_drawn_beside_it_and_every_file_is_said() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spec-sheet-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("review.md").path
        var drawn: [String] = []
        let (status, output, errors) = run(["--format", "md", "-o", path, "review.json"]) { state, picture in
            drawn.append("\(state) \(picture)")
        }
        XCTAssertEqual(status, 0, errors)
        XCTAssertEqual(output, "")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(page, run(["--format", "md", "review.json"]).1)
        let names = page.split(separator: "\n").filter { $0.hasPrefix("![") }.map { line in
            String(line[line.index(after: line.firstIndex(of: "(")!)..<line.lastIndex(of: ")")!])
        }
        XCTAssertEqual(names.count, 3)
        XCTAssertEqual(
            drawn, zip(["full", "half", "tip"], names).map { "\($0) \(directory.path)/\($1)" })
        XCTAssertEqual(
            errors, (["wrote \(path)"] + names.map { "wrote \(directory.path)/\($0)" }).joined(separator: "\n") + "\n")
    }
}
