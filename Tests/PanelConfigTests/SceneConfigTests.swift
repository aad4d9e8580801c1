import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// Scenes (Docs/config.md "Scene"): panels, containers, file references and their problems.
final class SceneConfigTests: XCTestCase {
    // MARK: Containers

    func test_a_container_may_be_a_device_preset() throws {
        let scene = try loadScene(#"{ "container": "iphone-15-landscape", "panels": [] }"#)
        XCTAssertEqual(scene.container.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(scene.container.safeArea, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(scene.container.presetName, "iphone-15-landscape")
    }

    func test_every_preset_has_a_landscape_variant_with_swapped_size() throws {
        let presets = Dictionary(uniqueKeysWithValues: DevicePreset.all.map { ($0.name, $0) })
        XCTAssertEqual(presets.count, 11)
        // Every phone and tablet has its other orientation; a desktop viewport has none.
        for (name, portrait) in presets where !name.hasSuffix("-landscape") && name != "desktop" {
            let landscape = try XCTUnwrap(presets[name + "-landscape"], name)
            XCTAssertEqual(landscape.size, CGSize(width: portrait.size.height, height: portrait.size.width), name)
        }
        XCTAssertEqual(presets["iphone-se"]?.safeArea, EdgeInsets(top: 20))
        XCTAssertEqual(presets["iphone-se-landscape"]?.safeArea, EdgeInsets())
        XCTAssertEqual(presets["iphone-15"]?.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(presets["iphone-15"]?.safeArea, EdgeInsets(top: 59, bottom: 34))
        XCTAssertEqual(presets["iphone-15-pro-max"]?.size, CGSize(width: 430, height: 932))
        XCTAssertEqual(presets["iphone-15-pro-max-landscape"]?.safeArea, EdgeInsets(left: 59, bottom: 21, right: 59))
        XCTAssertEqual(presets["ipad"]?.safeArea, EdgeInsets(top: 24, bottom: 20))
        XCTAssertEqual(presets["ipad-landscape"]?.safeArea, EdgeInsets(top: 24, bottom: 20))
        XCTAssertEqual(presets["pixel-8"]?.size, CGSize(width: 412, height: 915))
        XCTAssertEqual(presets["pixel-8"]?.safeArea, EdgeInsets(top: 24, bottom: 24))
        XCTAssertEqual(presets["pixel-8-landscape"]?.safeArea, EdgeInsets(top: 24, left: 24, bottom: 24))
        XCTAssertEqual(presets["desktop"]?.size, CGSize(width: 1440, height: 900))
        XCTAssertEqual(presets["desktop"]?.safeArea, EdgeInsets())
    }

    func test_an_unknown_preset_lists_the_valid_names() {
        assertProblems(
            #"{ "container": ⟨"iphone15", "panels": [] }"#, kind: .scene,
            [
                "unknown device preset 'iphone15': expected one of iphone-se, iphone-se-landscape, iphone-15, iphone-15-landscape, iphone-15-pro-max, iphone-15-pro-max-landscape, ipad, ipad-landscape, pixel-8, pixel-8-landscape, desktop; did you mean 'iphone-15'?"
            ])
    }

    func test_container_sizes_must_be_positive() {
        assertProblems(
            #"{ "container": { "width": ⟨0, "height": ⟨-1 }, "panels": [], "displayScale": ⟨0 }"#, kind: .scene,
            [
                "'width' must be greater than 0, found 0",
                "'height' must be greater than 0, found -1",
                "'displayScale' must be greater than 0 and at most 16, found 0",
            ])
    }

    // MARK: Panels

    func test_a_panel_without_layout_gets_the_bottom_layout_and_defaults() throws {
        let scene = try loadScene(sceneWithPanel(#""scrollContentHeight": 2400"#))
        XCTAssertEqual(scene.name, "scene")
        XCTAssertNil(scene.displayScale)
        XCTAssertEqual(scene.background, .map)
        let panel = try XCTUnwrap(scene.panel(id: "main"))
        XCTAssertEqual(panel.layouts.count, 1)
        let layout = panel.layout(forContainer: scene.containerSize)
        // Docs/engine.md §3.10.
        XCTAssertEqual(layout.position, .bottom)
        XCTAssertEqual(layout.initialState, .half)
        XCTAssertEqual(
            layout.anchors[.full] as? FloatingPanelLayoutAnchor,
            FloatingPanelLayoutAnchor(absoluteInset: 18, edge: .top, referenceGuide: .safeArea))
        XCTAssertEqual(
            layout.anchors[.half] as? FloatingPanelLayoutAnchor,
            FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea))
        XCTAssertEqual(
            layout.anchors[.tip] as? FloatingPanelLayoutAnchor,
            FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea))
        XCTAssertEqual(layout.anchors.count, 3)
        XCTAssertEqual(layout.backdropAlpha(for: .full), 0.3)
        XCTAssertEqual(layout.backdropAlpha(for: .half), 0)
        XCTAssertEqual(layout.crossAxis, .fill)
        XCTAssertEqual(panel.contentMode, .static)
        XCTAssertEqual(panel.surfaceView, SurfaceView())
        XCTAssertEqual(panel.behavior.springResponseTime, 0.4)
        XCTAssertFalse(panel.removalInteractionEnabled)
        XCTAssertFalse(panel.backdropTapToDismiss)
        XCTAssertEqual(panel.contentSize, CGSize(width: 390, height: 320))
        XCTAssertEqual(panel.scrollContentHeight, 2400)
        XCTAssertEqual(panel.content, PanelContent(title: "main"))
        XCTAssertEqual(panel.content.title(ofRow: 0), "Row 1")
    }

    func test_panel_keys_and_drawing_extras_are_decoded() throws {
        let scene = try loadScene(
            """
            {
              "name": "Maps", "background": "grid", "displayScale": 3, "container": "iphone-se",
              "panels": [
                { "id": "search", "removalInteractionEnabled": true, "backdropTapToDismiss": true,
                  "contentSize": { "height": 500 },
                  "content": { "title": "Search", "rows": 5, "rowHeight": 60, "rowTitle": "Place {n}", "rowSubtitle": "{n} km" } },
                { "id": "detail", "contentSize": { "width": 300, "height": 200 } }
              ]
            }
            """)
        XCTAssertEqual(scene.name, "Maps")
        XCTAssertEqual(scene.background, .grid)
        XCTAssertEqual(scene.displayScale, 3)
        XCTAssertEqual(scene.panels.map(\.id), ["search", "detail"])
        let search = scene.panels[0]
        XCTAssertTrue(search.removalInteractionEnabled)
        XCTAssertTrue(search.backdropTapToDismiss)
        XCTAssertEqual(search.contentSize, CGSize(width: 375, height: 500))
        XCTAssertEqual(
            search.content,
            PanelContent(title: "Search", rows: 5, rowHeight: 60, rowTitle: "Place {n}", rowSubtitle: "{n} km"))
        XCTAssertEqual(search.content.title(ofRow: 2), "Place 3")
        XCTAssertEqual(search.content.subtitle(ofRow: 2), "3 km")
        XCTAssertEqual(scene.panels[1].contentSize, CGSize(width: 300, height: 200))
    }

    func test_panel_problems() {
        assertProblems(
            """
            {
              "container": "iphone-15",
              "background": ⟨"satellite",
              "panels": [
                { "id": "main", "scrollContentHeight": ⟨-1, ⟨"tracksScroll": true },
                { "id": ⟨"main", "content": { "rows": ⟨-2, "rowHeight": ⟨0 } },
                ⟨{ "layout": ⟨42 }
              ]
            }
            """, kind: .scene,
            [
                "invalid 'background' value 'satellite': expected one of map, grid, plain",
                "'scrollContentHeight' must be 0 or greater, found -1",
                "unknown key 'tracksScroll' in panel; valid keys are id, layout, adaptivePresentation, behavior, appearance, removalInteractionEnabled, backdropTapToDismiss, modal, keyboard, attachments, contentSize, scrollContentHeight, content",
                "duplicate panel id 'main' (first used at line 5); every panel needs its own id",
                "'rows' must be 0 or greater, found -2",
                "'rowHeight' must be greater than 0, found 0",
                #"panel is missing 'id' (a unique name such as "main", used by scenario steps)"#,
                #"expected a layout object, a file path or a list of {"when", "layout"} entries for 'layout', found a number"#,
            ])
    }

    // MARK: File references

    func test_referenced_files_resolve_relative_to_the_scene() throws {
        let scene = try loadScene(
            sceneWithPanel(
                #""layout": "layouts/top.json", "behavior": "behaviors/fast.json", "appearance": "look.json""#),
            otherFiles: [
                "layouts/top.json": """
                { "position": "top", "initialState": "full",
                  "anchors": { "full": { "absoluteInset": 88, "edge": "bottom", "referenceGuide": "safeArea" } } }
                """,
                "behaviors/fast.json": #"{ "springResponseTime": 0.25 }"#,
                "look.json": #"{ "cornerRadius": 12 }"#,
            ])
        let panel = scene.panels[0]
        XCTAssertEqual(panel.layout(forContainer: scene.containerSize).position, .top)
        XCTAssertEqual(panel.behavior.springResponseTime, 0.25)
        XCTAssertEqual(panel.surfaceView.appearance.cornerRadius, 12)
        XCTAssertEqual(
            scene.referencedFiles,
            ["/configs/scene.json", "/configs/layouts/top.json", "/configs/behaviors/fast.json", "/configs/look.json"])
    }

    func test_a_missing_file_is_reported_at_the_string_that_names_it() {
        assertProblems(
            sceneWithPanel(#""layout": ⟨"layouts/nope.json", "behavior": ⟨"""#), kind: .scene,
            [
                "cannot read the layout file 'layouts/nope.json': no such file; paths are relative to the file that names them",
                "the behavior file path is empty; write a path relative to this file",
            ])
    }

    func test_problems_inside_a_referenced_file_are_reported_with_its_path() {
        let layout = MarkedText(
            """
            { "position": "bottom", "initialState": ⟨"middle",
              "anchors": { "half": { "fractionalInset": 0.5, "edge": ⟨"left" } } }
            """)
        let actual = problems(
            sceneWithPanel(#""layout": "sub/layout.json""#), kind: .scene,
            otherFiles: ["sub/layout.json": layout.text, "sub/unused.json": "{"])
        XCTAssertEqual(
            actual,
            [
                "sub/layout.json:\(layout.positions[0]): error: unknown state 'middle' in 'initialState'; the layout's states are half, hidden",
                "sub/layout.json:\(layout.positions[1]): error: edge 'left' does not fit a bottom panel: anchors of top and bottom panels take edge 'top' or 'bottom'; the edge says which side of the reference guide the inset is measured from",
            ])
    }

    func test_a_file_shared_by_two_panels_reports_its_problems_once() {
        let scene = """
            { "panels": [ { "id": "a", "appearance": "look.json" }, { "id": "b", "appearance": "look.json" } ] }
            """
        XCTAssertEqual(
            problems(scene, kind: .scene, otherFiles: ["look.json": #"{"cornerRadius": -1}"#]),
            ["look.json:1:18: error: 'cornerRadius' must be 0 or greater, found -1"])
    }

    func test_reference_cycles_are_reported_at_the_reference_that_closes_them() {
        let actual = problems(
            sceneWithPanel(#""layout": "a.json""#), kind: .scene,
            otherFiles: [
                "a.json": #"[ { "when": { "landscape": true }, "layout": "b.json" }, { "layout": "c.json" } ]"#,
                "b.json": #"[ { "layout": "a.json" } ]"#,
                "c.json":
                    #"{ "position": "bottom", "initialState": "half", "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }"#,
            ])
        XCTAssertEqual(
            actual,
            [
                "b.json:1:15: error: reference cycle: a.json → b.json → a.json; a file cannot include itself, directly or not"
            ])
    }

    func test_a_layout_list_that_names_itself_is_a_cycle() {
        XCTAssertEqual(
            problems(#"[ { "layout": "test.json" } ]"#, kind: .layout),
            [
                "test.json:1:15: error: reference cycle: test.json → test.json; a file cannot include itself, directly or not"
            ])
    }

    func test_new_bytes_are_validated_before_they_replace_a_file() throws {
        let reader = ConfigFileReader.inMemory(
            ["scene.json": sceneWithPanel(#""appearance": "look.json""#), "look.json": #"{"cornerRadius": 4}"#],
            currentDirectory: testDirectory)
        // The watcher reads the changed file and loads the scene with it before applying it.
        let edited = reader.overriding("look.json", with: Data(#"{"cornerRadius": 9}"#.utf8))
        XCTAssertEqual(
            try ConfigLoader.loadScene(path: "scene.json", files: edited).panels[0].surfaceView.appearance.cornerRadius,
            9)
        let scene = try ConfigLoader.loadScene(
            data: Data(sceneWithPanel(#""appearance": "other.json""#).utf8), path: "scene.json",
            files: reader.overriding("other.json", with: Data("{}".utf8)))
        XCTAssertEqual(scene.referencedFiles, ["/configs/scene.json", "/configs/other.json"])
        // A broken edit is refused with its problems and the files to keep watching.
        let broken = MarkedText(sceneWithPanel(#""appearance": ⟨"gone.json""#))
        XCTAssertThrowsError(
            try ConfigLoader.loadScene(data: Data(broken.text.utf8), path: "scene.json", files: reader)
        ) { error in
            let configError = error as? ConfigError
            XCTAssertEqual(configError?.referencedFiles, ["/configs/scene.json", "/configs/gone.json"])
            XCTAssertEqual(
                configError?.description,
                "scene.json:\(broken.positions[0]): error: cannot read the appearance file 'gone.json': no such file; paths are relative to the file that names them"
            )
        }
    }

    // MARK: Conditional layouts

    private let conditionalScene = """
        {
          "container": { "width": 390, "height": 844 },
          "panels": [ { "id": "main", "layout": [
            { "when": { "minWidth": 640 }, "layout": "wide.json" },
            { "when": { "landscape": true, "maxHeight": 400 }, "layout": { "position": "left", "initialState": "full",
                "anchors": { "full": { "absoluteInset": 300, "edge": "left" } } } },
            { "layout": { "position": "bottom", "initialState": "tip",
                "anchors": { "tip": { "absoluteInset": 60, "edge": "bottom" } }, "contentMode": "fitToBounds" } }
          ] } ]
        }
        """

    func test_the_first_layout_whose_condition_holds_is_used_and_bounds_are_inclusive() throws {
        let scene = try loadScene(
            conditionalScene,
            otherFiles: [
                "wide.json": """
                { "position": "right", "initialState": "half", "anchors": { "half": { "fractionalInset": 0.5, "edge": "right" } } }
                """
            ])
        let panel = scene.panels[0]
        XCTAssertEqual(panel.layouts.count, 3)
        XCTAssertEqual(panel.layouts[0].condition, LayoutCondition(minWidth: 640))
        XCTAssertNil(panel.layouts[2].condition)
        let rows: [(size: CGSize, position: FloatingPanelPosition, comment: String)] = [
            (CGSize(width: 640, height: 300), .right, "minWidth holds at exactly 640"),
            (CGSize(width: 639.5, height: 300), .left, "below 640: landscape with maxHeight 400"),
            (CGSize(width: 639, height: 400), .left, "maxHeight holds at exactly 400"),
            (CGSize(width: 600, height: 401), .bottom, "too tall for the second entry: fallback"),
            (CGSize(width: 390, height: 844), .bottom, "portrait: fallback"),
            (CGSize(width: 400, height: 400), .bottom, "square is not landscape"),
        ]
        for row in rows {
            XCTAssertEqual(panel.layout(forContainer: row.size).position, row.position, row.comment)
        }
        XCTAssertEqual(panel.contentMode, .fitToBounds, "the fallback applies to the scene's 390×844 container")
        XCTAssertEqual(panel.contentMode(forContainer: CGSize(width: 800, height: 300)), .static)
    }

    func test_without_a_fallback_an_unmatched_container_gets_the_bottom_layout() throws {
        let scene = try loadScene(
            sceneWithPanel(
                """
                "layout": [ { "when": { "landscape": true }, "layout": { "position": "left", "initialState": "full",
                  "anchors": { "full": { "absoluteInset": 300, "edge": "left" } } } } ]
                """))
        let layout = scene.panels[0].layout(forContainer: CGSize(width: 390, height: 844))
        XCTAssertEqual(layout.position, .bottom)
        XCTAssertEqual(layout.initialState, .half)
    }

    func test_nested_lists_combine_their_conditions() throws {
        let scene = try loadScene(
            sceneWithPanel(#""layout": [ { "when": { "minWidth": 500 }, "layout": "list.json" } ]"#),
            otherFiles: [
                "list.json": """
                [ { "when": { "maxWidth": 700 }, "layout": "right.json" },
                  { "when": { "landscape": false }, "layout": "right.json" } ]
                """,
                "right.json":
                    #"{ "position": "right", "initialState": "half", "anchors": { "half": { "fractionalInset": 0.5, "edge": "right" } } }"#,
            ])
        XCTAssertEqual(
            scene.panels[0].layouts.map(\.condition),
            [LayoutCondition(minWidth: 500, maxWidth: 700), LayoutCondition(minWidth: 500, landscape: false)])
        XCTAssertEqual(scene.referencedFiles.count, 3, "right.json is read once")
    }

    func test_layout_list_problems() {
        assertProblems(
            sceneWithPanel(
                """
                "layout": [
                    { "layout": "a.json" },
                    ⟨{ "when": { "minWidth": 700, ⟨"maxWidth": 600 }, "layout": "a.json" },
                    { "when": ⟨{}, "layout": "a.json" },
                    { "when": { ⟨"minwidth": 1, "landscape": ⟨1 }, "layout": "a.json" }
                  ]
                """), kind: .scene,
            [
                "this entry is never used: the entry at line 4 has no 'when' and always applies; move that fallback entry to the end",
                "'maxWidth' 600 is less than 'minWidth' 700; this condition never holds",
                #"'when' is empty; give a condition such as {"minWidth": 640}, or leave 'when' out for the fallback entry"#,
                "unknown key 'minwidth' in when; did you mean 'minWidth'?",
                "expected true or false for 'landscape', found a number",
            ],
            otherFiles: [
                "a.json":
                    #"{ "position": "bottom", "initialState": "half", "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }"#
            ])
    }
}
