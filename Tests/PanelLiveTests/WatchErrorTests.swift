import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

@testable import PanelLive

/// Bad content keeps the last good scene running and reports every problem at its line and
/// column; fixing the file clears the report.
final class WatchErrorTests: XCTestCase {
    private var folder: SceneFolder!
    private var errors: ErrorLog!
    private var live: LiveScene!

    override func setUpWithError() throws {
        folder = try SceneFolder(tip: 69)
        errors = ErrorLog()
        live = try LiveScene.watching(folder, reported: errors)
    }

    override func tearDown() {
        live = nil
        folder = nil
    }

    /// Saves `marked` as the layout and checks that the errors are at its markers, in order.
    private func assertErrors(
        inLayout marked: String, containing words: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = MarkedText(marked)
        folder.write("layouts/layout.json", text.text)
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .failed, file: file, line: line)
        let expected = text.positions.map { "\(folder.layoutPath):\($0): error: " }
        XCTAssertEqual(
            zip(live.errors, expected).map { String($0.prefix($1.count)) }, expected, file: file, line: line)
        XCTAssertEqual(live.errors.count, expected.count, "\(live.errors)", file: file, line: line)
        for (error, word) in zip(live.errors, words) {
            XCTAssertTrue(error.contains(word), "\(error) does not mention \(word)", file: file, line: line)
        }
        XCTAssertEqual(errors.lines, live.errors, "stderr gets the same lines", file: file, line: line)
        XCTAssertEqual(live.appliedTip, 69, "the last good scene keeps running", file: file, line: line)
    }

    func test_broken_content_blocks_keep_the_last_good_scene_then_the_fix_applies() throws {
        let broken = MarkedText(
            SceneFolder.scene().replacingOccurrences(
                of: #""scrollContentHeight": 2400 }"#,
                with:
                    #""scrollContentHeight": 2400, "content": { "sections": [ { "id": "a", "states": [⟨"ful"] } ], "transition": { "curve": ⟨"bounce" } } }"#
            ))
        folder.write("scene.json", broken.text)
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .failed)
        XCTAssertEqual(
            live.errors.map { String($0.prefix(while: { $0 != " " })) },
            broken.positions.map { "\(folder.scenePath):\($0):" })
        XCTAssertTrue(live.errors[1].contains("'bounce'"), live.errors[1])
        XCTAssertEqual(live.appliedTip, 69, "the last good scene keeps running")
        XCTAssertEqual(live.runtime.panels[0].sections.blocks, [], "with its content")
        folder.write(
            "scene.json",
            broken.text.replacingOccurrences(of: "\"ful\"", with: "\"full\"").replacingOccurrences(
                of: "bounce", with: "linear"))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .applied(live.lastReload!))
        XCTAssertEqual(live.errors, [])
        XCTAssertEqual(live.runtime.panels[0].sections.blocks.map(\.id), ["a"])
    }

    func test_a_reload_with_warnings_runs_and_reports_them() {
        // tip 500 pt from the bottom sits above half (50 % of the safe area) in the 390×844 container.
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 500))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .applied(live.lastReload!))
        XCTAssertEqual(live.appliedTip, 500, "warnings do not stop the reload")
        XCTAssertEqual(live.errors, [])
        XCTAssertEqual(live.warnings.count, 1)
        XCTAssertTrue(
            live.warnings.first?.hasPrefix(
                "\(folder.layoutPath):7:5: warning: anchor 'tip' contradicts 'half' (line 6): 'tip' sits above 'half' in the scene's 390×844 container"
            )
                ?? false, "\(live.warnings)")
        XCTAssertEqual(errors.lines, live.warnings, "stderr gets the same lines")
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .applied(live.lastReload!))
        XCTAssertEqual(live.warnings, [])
    }

    func test_syntax_error_at_its_column_then_fixed() {
        assertErrors(
            inLayout: """
                {
                  "position": "bottom",
                  "anchors": {
                    "tip": { "absoluteInset": 80 ⟨"edge": "bottom" }
                  }
                }
                """,
            containing: [","])
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .applied(live.lastReload!))
        XCTAssertEqual(live.errors, [])
        XCTAssertEqual(live.appliedTip, 80)
    }

    func test_every_validation_error_at_once() {
        assertErrors(
            inLayout: """
                {
                  "position": ⟨"bottm",
                  "initialState": "half",
                  "anchors": {
                    "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
                    "tip": { "absoluteInset": ⟨"big", "edge": "bottom", "referenceGuide": "safeArea" }
                  },
                  ⟨"backdropAlpa": { "full": 0.3 }
                }
                """,
            containing: ["bottm", "absoluteInset", "backdropAlpa"])
    }

    func test_the_same_bad_save_is_reported_once() {
        let marked = SceneFolder.layout(tip: 69).replacingOccurrences(
            of: #""position": "bottom""#, with: #""position": ⟨"sideways""#)
        assertErrors(inLayout: marked, containing: ["sideways"])
        folder.write("layouts/layout.json", MarkedText(marked).text)
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .unchanged)
        XCTAssertEqual(errors.lines, live.errors, "not printed again")
    }

    func test_reverting_to_the_running_content_clears_the_errors() {
        folder.write("layouts/layout.json", "{")
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .failed)
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 69))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .recovered)
        XCTAssertEqual(live.errors, [])
        XCTAssertNil(live.lastReload, "nothing was applied: the running scene is the file's content")
    }

    func test_a_missing_reference_is_reported_at_the_reference_and_watched_until_it_appears() {
        let scene = MarkedText(
            SceneFolder.scene().replacingOccurrences(of: #""layout": "#, with: #""layout": ⟨"#)
                .replacingOccurrences(of: "layouts/layout.json", with: "layouts/new.json"))
        folder.write("scene.json", scene.text)
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .failed)
        XCTAssertEqual(live.errors.count, 1)
        XCTAssertTrue(live.errors[0].hasPrefix("\(folder.scenePath):\(scene.positions[0]): error: cannot read"))
        folder.write("layouts/new.json", SceneFolder.layout(tip: 77))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .applied(live.lastReload!))
        XCTAssertEqual(live.appliedTip, 77)
        XCTAssertEqual(live.errors, [])
    }

    func test_starting_from_a_broken_scene_throws() throws {
        folder.write("layouts/layout.json", "{")
        XCTAssertThrowsError(try LiveScene(path: folder.scenePath)) { error in
            XCTAssertTrue(error is ConfigError)
        }
    }
}
