import FloatingPanel
import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import Sandbox

/// The values card: its lines from a catalog of the shipped maps scene, and its drawing.
final class ValuesCardTests: XCTestCase {
    static let configs = Repository.url("Configs").path

    private func model(message: String? = nil) throws -> ValuesCardModel {
        let catalog = try ValueCatalog.build(scenePath: Self.configs + "/scene.json", panelIndex: 0)
        return ValuesCardModel(catalog: catalog, selection: catalog.initialSelection, message: message)
    }

    func test_the_model_groups_values_under_their_files() throws {
        let model = try model()
        XCTAssertEqual(model.title, "Values — search")
        let headings = model.lines.compactMap { line -> String? in
            if case .heading(let text) = line { return text }
            return nil
        }
        XCTAssertEqual(
            headings,
            [
                "Layout · layouts/maps.json", "Behavior · behaviors/default.json",
                "Appearance · appearances/light.json",
                "Panel · Configs/scene.json",
            ])
        let response = model.lines.first {
            if case .value(_, _, "springResponseTime", _, _) = $0 { return true }
            return false
        }
        XCTAssertEqual(
            response, .value(index: 17, line: 4, name: "springResponseTime", value: "0.4", isDefault: false))
        XCTAssertEqual(model.selection, 17)
        XCTAssertEqual(
            model.lines.filter { if case .physics = $0 { return true } else { return false } },
            [
                .physics(
                    "response 0.4 s · ζ 0.576 (1: no bounce) · bounce 0.424 · rate 0.991, time 0.4 s · ω 15.7 rad/s (2π / response) · settle time (2 %) 0.375 s · overshoot 11 % · per-frame overshoot 2.95 % · per-frame bounce 0.254"
                )
            ])
        XCTAssertTrue(
            model.lines.contains(.value(index: 27, line: nil, name: "borderWidth", value: "0", isDefault: true)))
        XCTAssertEqual(model.details[0].hasSuffix("Configs/behaviors/default.json:4:25"), true)
        XCTAssertEqual(model.details[1], "$.springResponseTime")
        XCTAssertEqual(model.details[2], "0 < x ≤ 10000000 · step 0.01 (Shift ×10, Alt ÷10)")
    }

    func test_the_details_name_the_file_a_change_writes_when_other_scenes_use_it() throws {
        let scene = Self.configs + "/scene.json"
        let catalog = try ValueCatalog.build(scenePath: scene, panelIndex: 0)
        let shared = SharedConfigFiles(scenePaths: ScenePresetList(around: scene).paths)
        let model = ValuesCardModel(catalog: catalog, selection: catalog.initialSelection, message: nil) {
            shared.otherScenes(using: $0.file.absolutePath, besides: scene)
        }
        // springResponseTime is in behaviors/default.json, which seven presets name besides
        // scene.json: adaptive-sheet, adaptive, custom-states, fit-to-bounds, intrinsic,
        // multi-panel and top-panel.
        XCTAssertEqual(model.details.count, 4)
        XCTAssertEqual(model.details[3], "writes \(Self.configs)/behaviors/default.json — shared with 7 scenes")
        // A value of the scene file itself is the scene's alone.
        let own = try XCTUnwrap(catalog.values.firstIndex { $0.file.absolutePath == scene })
        let ownModel = ValuesCardModel(catalog: catalog, selection: own, message: nil) {
            shared.otherScenes(using: $0.file.absolutePath, besides: scene)
        }
        XCTAssertEqual(ownModel.details.count, 3)
    }

    func test_shared_files_are_those_other_scenes_name_but_not_their_schema() throws {
        let folder = try SceneFolder()
        let scene =
            #"{ "$schema": "../schema/scene.schema.json", "panels": [ { "id": "main", "layout": "../layouts/%@.json", "appearance": "../appearances/light.json" } ] }"#
        try FileManager.default.createDirectory(atPath: folder.path("copies"), withIntermediateDirectories: true)
        for name in ["a", "b", "c"] {
            try folder.write("copies/\(name).json", scene.replacingOccurrences(of: "%@", with: name))
        }
        try folder.write("copies/broken.json", "{ \"layout\": ")
        let shared = SharedConfigFiles(
            scenePaths: ["a", "b", "c", "broken"].map { folder.path("copies/\($0).json") })
        let a = folder.path("copies/a.json")
        XCTAssertEqual(shared.otherScenes(using: folder.path("appearances/light.json"), besides: a), 2)
        XCTAssertEqual(shared.otherScenes(using: folder.path("copies/../appearances/light.json"), besides: a), 2)
        XCTAssertEqual(shared.otherScenes(using: folder.path("layouts/a.json"), besides: a), 0, "its own")
        XCTAssertEqual(shared.otherScenes(using: folder.path("layouts/b.json"), besides: a), 1)
        XCTAssertEqual(shared.otherScenes(using: folder.path("schema/scene.schema.json"), besides: a), 0)
    }

    func test_the_plot_keeps_the_release_before_a_change() {
        var buffer = LivePlotBuffer()
        func sample(_ time: Double, _ location: CGFloat) -> LivePlotBuffer.Sample {
            LivePlotBuffer.Sample(time: time, location: location, velocity: -location)
        }
        buffer.record(sample(1.0, 400), isDragging: true)
        buffer.record(sample(1.1, 380), isDragging: true)
        buffer.record(sample(1.2, 350))
        buffer.record(sample(1.3, 330), isAnimating: false)
        // A later move (a key) is not part of the release.
        buffer.record(sample(1.4, 340))
        XCTAssertEqual(buffer.lastReleaseTime, 1.2)
        XCTAssertEqual(buffer.previousRelease, [])
        buffer.keepLastRelease()
        XCTAssertEqual(buffer.previousRelease.map(\.location), [350, 330])
        XCTAssertEqual(buffer.previousRelease.map(\.time)[0], 0)
        XCTAssertEqual(buffer.previousRelease.map(\.time)[1], 0.1, accuracy: 1e-12)
        // The next release moves the point the kept trajectory is drawn from.
        buffer.record(sample(2.0, 330), isDragging: true)
        buffer.record(sample(2.1, 300))
        XCTAssertEqual(buffer.lastReleaseTime, 2.1)
        XCTAssertEqual(buffer.previousRelease.count, 2)
        buffer.removeAll()
        XCTAssertEqual(buffer.previousRelease, [])
        XCTAssertNil(buffer.lastReleaseTime)
    }

    func test_the_window_of_rows_keeps_the_selection_in_view() {
        XCTAssertEqual(ValuesCard.firstVisibleLine(selected: 3, visible: 20, total: 60), 0)
        XCTAssertEqual(ValuesCard.firstVisibleLine(selected: 30, visible: 21, total: 60), 23)
        XCTAssertEqual(ValuesCard.firstVisibleLine(selected: 59, visible: 20, total: 60), 40)
        XCTAssertEqual(ValuesCard.firstVisibleLine(selected: 5, visible: 20, total: 10), 0)
    }

    func test_the_card_highlights_the_selected_row_and_reports_row_frames() throws {
        let canvas = try makeCanvas(width: 300, height: 700)
        let wrapper = TextWrapper(painter: canvas.painter)
        let model = try model(message: "default.json was saved by another program")
        let column = CGRect(x: 10, y: 10, width: 276, height: 680)
        let frame = ValuesCard(painter: canvas.painter, wrapper: wrapper).draw(model, in: column)
        let image = try canvas.finishedSurface()
        if let folder = ProcessInfo.processInfo.environment["VALUES_CARD_PNG"] { try image.savePNG(to: folder) }

        XCTAssertEqual(frame.card.minY, 10)
        XCTAssertLessThanOrEqual(frame.card.maxY, column.maxY)
        let selected = try XCTUnwrap(frame.rows[17])
        XCTAssertEqual(frame.valueIndex(at: CGPoint(x: selected.midX, y: selected.midY)), 17)
        XCTAssertNil(frame.valueIndex(at: CGPoint(x: 5, y: 5)))
        // The selection's blue behind the row, the card's grey beside it.
        assertPixel(image, x: Int(selected.minX) + 3, y: Int(selected.midY), "selection blue") {
            $0.blue > $0.red + 60
        }
        let other = try XCTUnwrap(frame.rows[18])
        assertPixel(image, x: Int(other.minX) + 3, y: Int(other.midY), "card grey") {
            abs(Int($0.blue) - Int($0.red)) < 12
        }
    }

    func test_a_short_column_shows_a_window_around_the_selection() throws {
        let canvas = try makeCanvas(width: 300, height: 300)
        let model = try model()
        let frame = ValuesCard(painter: canvas.painter, wrapper: TextWrapper(painter: canvas.painter)).draw(
            model, in: CGRect(x: 0, y: 0, width: 276, height: 300))
        XCTAssertNotNil(frame.rows[17])
        XCTAssertNil(frame.rows[0])
        XCTAssertLessThan(frame.rows.count, 15)
        XCTAssertLessThanOrEqual(frame.card.height, 300)
    }
}
