import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// The values catalog of a panel: what it lists, where each value is, and that every change it
/// makes loads with the decoders.
final class ValueCatalogTests: XCTestCase {
    static let configs = Repository.url("Configs").path

    private func value(_ catalog: ValueCatalog, _ name: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> TunableValue
    {
        try XCTUnwrap(catalog.index(named: name).map { catalog.values[$0] }, name, file: file, line: line)
    }

    private func text(_ bytes: [UInt8]?) -> String {
        String(decoding: bytes ?? [], as: UTF8.self)
    }

    func test_the_maps_scene_lists_its_files_values_with_positions() throws {
        let catalog = try ValueCatalog.build(scenePath: Self.configs + "/scene.json", panelIndex: 0)
        XCTAssertEqual(catalog.panelID, "search")
        let response = catalog.values[catalog.initialSelection]
        XCTAssertEqual(response.name, "springResponseTime")
        XCTAssertEqual(response.setting, .number(0.4))
        XCTAssertTrue(response.file.displayPath.hasSuffix("Configs/behaviors/default.json"))
        XCTAssertEqual(response.location.description, "4:25")
        XCTAssertEqual(response.jsonPath, "$.springResponseTime")
        XCTAssertFalse(response.isDefault)
        XCTAssertEqual(
            response.physics,
            "response 0.4 s · ζ 0.576 (1: no bounce) · bounce 0.424 · rate 0.991, time 0.4 s · ω 15.7 rad/s (2π / response) · settle time (2 %) 0.375 s · overshoot 11 % · per-frame overshoot 2.95 % · per-frame bounce 0.254"
        )
        XCTAssertEqual(response.kind, .number(ValueBounds(.positive), step: 0.01))

        let half = try value(catalog, "anchors.half.fractionalInset")
        XCTAssertEqual(half.setting, .number(0.5))
        XCTAssertEqual(half.location.description, "7:34")
        XCTAssertEqual(half.group, .layout)
        XCTAssertEqual(try value(catalog, "anchors.half.edge").kind, .choice(["top", "bottom"]))
        XCTAssertEqual(try value(catalog, "backdropAlpha.full").setting, .number(0.3))
        let halfAlpha = try value(catalog, "backdropAlpha.half")
        XCTAssertTrue(halfAlpha.isDefault)
        XCTAssertEqual(halfAlpha.setting, .number(0))

        XCTAssertEqual(try value(catalog, "shadows[0].opacity").setting, .number(0.18))
        XCTAssertEqual(try value(catalog, "shadows[0].offset.y").setting, .number(-2))
        XCTAssertEqual(try value(catalog, "grabberHandleSize.height").setting, .number(5))
        XCTAssertTrue(try value(catalog, "borderWidth").isDefault)
        XCTAssertEqual(try value(catalog, "allowsRubberBanding.top").setting, .boolean(false))
        let scroll = try value(catalog, "scrollContentHeight")
        XCTAssertEqual(scroll.setting, .number(2860))
        XCTAssertTrue(scroll.file.displayPath.hasSuffix("Configs/scene.json"))
        XCTAssertEqual(scroll.jsonPath, "$.panels[0].scrollContentHeight")
        XCTAssertEqual(catalog.values.filter(\.isDefault).count, 18)
        XCTAssertEqual(catalog.values.count, 52)
    }

    func test_the_spring_form_opens_with_its_response_selected() throws {
        let catalog = try ValueCatalog.build(scenePath: Self.configs + "/scenes/left-inspector.json", panelIndex: 0)
        XCTAssertEqual(catalog.values[catalog.initialSelection].name, "spring.response")
        XCTAssertEqual(catalog.values[catalog.initialSelection].setting, .number(0.35))
        XCTAssertNil(catalog.index(named: "springResponseTime"))
        let ratio = try value(catalog, "spring.dampingRatio")
        XCTAssertEqual(ratio.setting, .number(0.85))
        XCTAssertEqual(ratio.physics?.hasPrefix("response 0.35 s · ζ 0.85 (1: no bounce) · bounce 0.15 · "), true)
        XCTAssertEqual(ratio.physics?.contains(" · ω 18 rad/s (2π / response) · "), true)
    }

    func test_an_adaptive_presentations_widths_stay_in_order() throws {
        let catalog = try ValueCatalog.build(scenePath: Self.configs + "/scenes/adaptive-sheet.json", panelIndex: 0)
        let ideal = try value(catalog, "adaptivePresentation.idealWidth")
        XCTAssertEqual(ideal.setting, .number(380))
        XCTAssertEqual(ideal.location.description, "11:23")
        XCTAssertEqual(ideal.jsonPath, "$.panels[0].adaptivePresentation.idealWidth")
        let index = try XCTUnwrap(catalog.index(named: "adaptivePresentation.idealWidth"))
        XCTAssertEqual(catalog.stepped(index, steps: 1000), .number(420), "up to maxWidth")
        XCTAssertEqual(catalog.stepped(index, steps: -1000), .number(320), "down to minWidth")
        XCTAssertEqual(try value(catalog, "adaptivePresentation.side").kind, .choice(["leading", "trailing"]))
        XCTAssertEqual(try value(catalog, "adaptivePresentation.dismissBelowSmallestDetent").setting, .boolean(true))

        // Widths out of order (a file that does not load) still give a catalog.
        let files = inMemory(
            #"{ "panels": [{ "id": "p", "adaptivePresentation": { "minWidth": 500, "maxWidth": 300 } }] }"#)
        let broken = try ValueCatalog.build(scenePath: "/s/scene.json", panelIndex: 0, files: files)
        XCTAssertNotNil(broken.index(named: "adaptivePresentation.idealWidth"))
    }

    // MARK: Changes

    private let inlineScene = """
        {
          "container": { "width": 390, "height": 844 },
          "panels": [
            {
              "id": "main",
              "behavior": { "springResponseTime": 0.3, "spring_": 1 },
              "appearance": "look.json"
            },
            {
              "id": "bare"
            }
          ]
        }
        """

    private func inMemory(_ scene: String, extra: [String: String] = [:]) -> ConfigFileReader {
        ConfigFileReader.inMemory(["/s/scene.json": scene].merging(extra) { a, _ in a })
    }

    /// The catalog follows references as the loader does, cycle check included.
    func test_a_reference_back_to_the_scene_is_a_cycle() throws {
        let scene = #"{ "panels": [ { "id": "a", "behavior": "./scene.json" } ] }"#
        XCTAssertThrowsError(try ValueCatalog.build(scenePath: "/s/scene.json", panelIndex: 0, files: inMemory(scene)))
        {
            XCTAssertEqual(
                "\($0)",
                "/s/scene.json: reference cycle: /s/scene.json → /s/scene.json; a file cannot include itself, directly or not"
            )
        }
        XCTAssertEqual(
            ConfigLoader.check(paths: ["/s/scene.json"], kind: .scene, files: inMemory(scene)).map(\.message),
            ["reference cycle: /s/scene.json → /s/scene.json; a file cannot include itself, directly or not"])
    }

    func test_a_value_inline_in_the_scene_belongs_to_the_scene_file() throws {
        let scene = inlineScene.replacingOccurrences(of: ", \"spring_\": 1", with: "")
        let files = inMemory(scene, extra: ["/s/look.json": "{\n\t\"cornerRadius\": 8\n}\n"])
        let catalog = try ValueCatalog.build(scenePath: "/s/scene.json", panelIndex: 0, files: files)
        let index = try XCTUnwrap(catalog.index(named: "springResponseTime"))
        XCTAssertEqual(catalog.values[index].file.absolutePath, "/s/scene.json")
        XCTAssertEqual(catalog.values[index].jsonPath, "$.panels[0].behavior.springResponseTime")
        let change = try XCTUnwrap(catalog.change(index, to: catalog.stepped(index, steps: 1)))
        XCTAssertEqual(text(change.after), scene.replacingOccurrences(of: "0.3 }", with: "0.31 }"))
        XCTAssertEqual(catalog.problems(with: change, files: files), [])

        // A default of an appearance file indented with tabs goes in with a tab.
        let border = try XCTUnwrap(catalog.index(named: "borderWidth"))
        let borderChange = try XCTUnwrap(catalog.change(border, to: catalog.stepped(border, steps: 1)))
        XCTAssertEqual(text(borderChange.after), "{\n\t\"cornerRadius\": 8,\n\t\"borderWidth\": 0.5\n}\n")
        XCTAssertEqual(catalog.problems(with: borderChange, files: files), [])
    }

    func test_a_default_of_a_panel_without_a_behavior_creates_the_object_inline() throws {
        let scene = inlineScene.replacingOccurrences(of: ", \"spring_\": 1", with: "")
        let files = inMemory(scene, extra: ["/s/look.json": "{}"])
        let catalog = try ValueCatalog.build(scenePath: "/s/scene.json", panelIndex: 1, files: files)
        let index = try XCTUnwrap(catalog.index(named: "springResponseTime"))
        XCTAssertTrue(catalog.values[index].isDefault)
        XCTAssertEqual(catalog.values[index].setting, .number(0.4))
        let change = try XCTUnwrap(catalog.change(index, to: catalog.stepped(index, steps: 1)))
        XCTAssertEqual(
            text(change.after),
            scene.replacingOccurrences(
                of: "\"id\": \"bare\"\n",
                with: "\"id\": \"bare\",\n      \"behavior\": { \"springResponseTime\": 0.41 }\n"))
        XCTAssertEqual(catalog.problems(with: change, files: files), [])

        // A missing shadow list becomes one shadow with the changed value.
        let opacity = try XCTUnwrap(catalog.index(named: "shadows[0].opacity"))
        let shadow = try XCTUnwrap(catalog.change(opacity, to: .number(0.3)))
        XCTAssertTrue(text(shadow.after).contains("\"appearance\": { \"shadows\": [{ \"opacity\": 0.3 }] }"))
        XCTAssertEqual(catalog.problems(with: shadow, files: files), [])
    }

    func test_a_missing_object_is_created_in_the_layout_file() throws {
        let layout =
            "{\n  \"position\": \"bottom\",\n  \"initialState\": \"half\",\n  \"anchors\": {\n"
            + "    \"half\": { \"fractionalInset\": 0.5, \"edge\": \"bottom\" }\n  }\n}\n"
        let scene = #"{ "panels": [{ "id": "p", "layout": "l.json" }] }"#
        let files = inMemory(scene, extra: ["/s/l.json": layout])
        let catalog = try ValueCatalog.build(scenePath: "/s/scene.json", panelIndex: 0, files: files)
        let alpha = try XCTUnwrap(catalog.index(named: "backdropAlpha.half"))
        let change = try XCTUnwrap(catalog.change(alpha, to: catalog.stepped(alpha, steps: 3)))
        XCTAssertEqual(
            text(change.after),
            layout.replacingOccurrences(of: "  }\n}", with: "  },\n  \"backdropAlpha\": { \"half\": 0.15 }\n}"))
        XCTAssertEqual(catalog.problems(with: change, files: files), [])
    }

    func test_flags_toggle_and_choices_cycle() throws {
        let catalog = try ValueCatalog.build(scenePath: Self.configs + "/scene.json", panelIndex: 0)
        let top = try XCTUnwrap(catalog.index(named: "allowsRubberBanding.top"))
        XCTAssertEqual(catalog.stepped(top, steps: 1), .boolean(true))
        XCTAssertEqual(catalog.stepped(top, steps: -1), .boolean(true))
        let change = try XCTUnwrap(catalog.change(top, to: .boolean(true)))
        XCTAssertTrue(text(change.after).contains("\"allowsRubberBanding\": [\"top\"],\n"))
        let guide = try XCTUnwrap(catalog.index(named: "anchors.half.referenceGuide"))
        XCTAssertEqual(catalog.stepped(guide, steps: 1), .choice("superview"))
        XCTAssertEqual(catalog.stepped(guide, steps: 2), .choice("safeArea"))
        let mode = try XCTUnwrap(catalog.index(named: "contentMode"))
        XCTAssertEqual(catalog.stepped(mode, steps: -1), .choice("fitToBounds"))
    }

    func test_steps_scale_with_shift_and_alt() throws {
        let catalog = try ValueCatalog.build(scenePath: Self.configs + "/scene.json", panelIndex: 0)
        let response = catalog.initialSelection
        XCTAssertEqual(catalog.stepped(response, steps: 1), .number(0.41))
        XCTAssertEqual(catalog.stepped(response, steps: 1, scale: .coarse), .number(0.5))
        XCTAssertEqual(catalog.stepped(response, steps: -1, scale: .fine), .number(0.399))
        let tip = try XCTUnwrap(catalog.index(named: "anchors.tip.absoluteInset"))
        XCTAssertEqual(catalog.stepped(tip, steps: -2), .number(67))
        XCTAssertEqual(catalog.stepped(tip, steps: 1, scale: .fine), .number(69.1))
    }

    /// Pushing every number of every shipped scene far past both ends stops inside the range
    /// the decoders accept: the written file always passes `check`.
    func test_every_number_stays_within_what_check_accepts() throws {
        let scenes =
            try FileManager.default.contentsOfDirectory(atPath: Self.configs + "/scenes")
            .filter { $0.hasSuffix(".json") }.map { Self.configs + "/scenes/" + $0 } + [Self.configs + "/scene.json"]
        var checked = 0
        for scene in scenes.sorted() {
            let catalog = try ValueCatalog.build(scenePath: scene, panelIndex: 0)
            for (index, value) in catalog.values.enumerated() {
                guard case .number(let bounds, _) = value.kind else { continue }
                for steps in [-1_000_000_000, 1_000_000_000] {
                    let setting = catalog.stepped(index, steps: steps, scale: .coarse)
                    guard case .number(let number) = setting else { return XCTFail(value.name) }
                    XCTAssertTrue(bounds.contains(number), "\(scene) \(value.name) \(number)")
                    guard let change = catalog.change(index, to: setting) else { continue }
                    XCTAssertEqual(catalog.problems(with: change), [], "\(scene) \(value.name) \(number)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 400)
    }

    /// Just past each bound the decoder refuses the value: the catalog's ranges are the decoders'.
    func test_the_bounds_are_the_decoders_bounds() throws {
        let catalog = try ValueCatalog.build(scenePath: Self.configs + "/scene.json", panelIndex: 0)
        var refused = 0
        for (index, value) in catalog.values.enumerated() {
            guard case .number(let bounds, _) = value.kind else { continue }
            for outside in [
                bounds.excludesLower ? bounds.lower : bounds.lower - 0.5,
                bounds.excludesUpper ? bounds.upper : bounds.upper + 0.5,
            ] {
                guard let change = catalog.change(index, to: .number(outside)) else { continue }
                XCTAssertFalse(catalog.problems(with: change).isEmpty, "\(value.name) accepts \(outside)")
                refused += 1
            }
        }
        XCTAssertGreaterThan(refused, 60)
    }
}
