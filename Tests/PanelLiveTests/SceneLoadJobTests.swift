import FloatingPanel
import Foundation
import PanelConfig
import XCTest

@testable import PanelLive

/// What a background load does before the loop sees it: a file that holds what the values card
/// wrote is not parsed again, and each panel's layout entry comes chosen for the container.
final class SceneLoadJobTests: XCTestCase {
    private let scenePath = "/scene/scene.json"
    private let layoutPath = "/scene/layout.json"
    private let scene = Data(
        #"{ "container": { "width": 390, "height": 844 }, "panels": [ { "id": "main", "layout": "layout.json" } ] }"#
            .utf8)

    private func layout(halfInset: Int) -> Data {
        Data(
            #"""
            [
              { "when": { "minWidth": 600 }, "layout": { "position": "bottom", "initialState": "full", "anchors": { "full": { "absoluteInset": 20, "edge": "top" } } } },
              { "layout": { "position": "bottom", "initialState": "half", "anchors": { "full": { "absoluteInset": 16, "edge": "top" }, "half": { "absoluteInset": \#(halfInset), "edge": "bottom" } } } }
            ]
            """#.utf8)
    }

    private func job(disk: [String: Data], applied: [String: Data], ownWrites: [String: Data] = [:]) -> SceneLoadJob {
        SceneLoadJob(
            path: scenePath, applied: applied.mapValues(FileContent.bytes), failed: nil,
            readFile: { path in
                guard let data = disk[path] else { throw CocoaError(.fileReadNoSuchFile) }
                return data
            }, containerSize: CGSize(width: 390, height: 844), ownWrites: ownWrites)
    }

    func test_a_file_holding_what_the_values_card_wrote_is_not_loaded_again() {
        let written = layout(halfInset: 300)
        let disk = [scenePath: scene, layoutPath: written]
        let applied = [scenePath: scene, layoutPath: layout(halfInset: 262)]
        guard case .unchanged = job(disk: disk, applied: applied, ownWrites: [layoutPath: written]).run() else {
            return XCTFail("the card's own write is the card's load to bring")
        }
        guard case .loaded = job(disk: disk, applied: applied).run() else {
            return XCTFail("another program's save of the same bytes loads")
        }
        guard case .loaded = job(disk: disk, applied: applied, ownWrites: [layoutPath: layout(halfInset: 280)]).run()
        else { return XCTFail("bytes other than the card's last write load") }
    }

    func test_a_load_chooses_each_panels_layout_entry_for_the_container_it_runs_in() throws {
        let disk = [scenePath: scene, layoutPath: layout(halfInset: 300)]
        let applied = [scenePath: scene, layoutPath: layout(halfInset: 262)]
        guard case .loaded(let loaded, _) = job(disk: disk, applied: applied).run() else { return XCTFail("loads") }
        let panel = try XCTUnwrap(loaded.panels.first)
        XCTAssertEqual(panel.layoutChoice, LayoutChoice(containerSize: CGSize(width: 390, height: 844), index: 1))
        XCTAssertEqual(panel.layoutIndex(forContainer: CGSize(width: 390, height: 844)), 1)
        XCTAssertEqual(panel.layoutIndex(forContainer: CGSize(width: 700, height: 844)), 0, "another size scans")
        var edited = panel
        edited.layouts.removeFirst()
        XCTAssertNil(edited.layoutChoice, "a changed list forgets the choice")
        XCTAssertEqual(edited.layoutIndex(forContainer: CGSize(width: 390, height: 844)), 0)
    }
}
