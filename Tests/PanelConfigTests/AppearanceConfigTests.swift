import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// Appearance objects (Docs/config.md "Surface appearance", Docs/engine.md §10.2 defaults).
final class AppearanceConfigTests: XCTestCase {
    private func loadAppearance(_ text: String) throws -> SurfaceView {
        try ConfigLoader.loadAppearance(
            path: "appearance.json", files: .inMemory(["appearance.json": text], currentDirectory: testDirectory))
    }

    func test_missing_keys_take_the_spec_defaults() throws {
        XCTAssertEqual(try loadAppearance("{}"), SurfaceView())
    }

    func test_colors_are_parsed_in_either_case() {
        XCTAssertEqual(AppearanceKeys.color("#ff00FF"), RGBAColor(red: 1, green: 0, blue: 1))
        XCTAssertEqual(AppearanceKeys.color("#00000000"), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        for invalid in ["", "#", "FF00FF", "#FF00F", "#FF00FF0", "#FF00FF000", "# FF00F", "#-10000"] {
            XCTAssertNil(AppearanceKeys.color(invalid), invalid)
        }
    }

    func test_every_key_is_decoded() throws {
        let surface = try loadAppearance(
            """
            {
              "cornerRadius": 16,
              "backgroundColor": "#FF8000",
              "borderColor": "#00000080",
              "borderWidth": 1,
              "shadows": [ { "color": "#102030", "opacity": 0.5, "offset": [0, 3], "radius": 10, "spread": 2, "hidden": true } ],
              "grabberHandleSize": [40, 4],
              "grabberHandlePadding": 8,
              "grabberHandleHidden": true,
              "contentPadding": { "top": 1, "left": 2, "bottom": 3, "right": 4 },
              "containerMargins": { "left": 16, "right": 16 }
            }
            """)
        XCTAssertEqual(surface.appearance.cornerRadius, 16)
        XCTAssertEqual(surface.appearance.backgroundColor, RGBAColor(red: 1, green: 128.0 / 255, blue: 0))
        XCTAssertEqual(surface.appearance.borderColor, RGBAColor(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
        XCTAssertEqual(surface.appearance.borderWidth, 1)
        var shadow = SurfaceAppearance.Shadow()
        shadow.color = RGBAColor(red: 16.0 / 255, green: 32.0 / 255, blue: 48.0 / 255)
        shadow.opacity = 0.5
        shadow.offset = CGSize(width: 0, height: 3)
        shadow.radius = 10
        shadow.spread = 2
        shadow.hidden = true
        XCTAssertEqual(surface.appearance.shadows, [shadow])
        XCTAssertEqual(surface.grabberHandleSize, CGSize(width: 40, height: 4))
        XCTAssertEqual(surface.grabberHandlePadding, 8)
        XCTAssertTrue(surface.grabberHandleIsHidden)
        XCTAssertEqual(surface.contentPadding, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(surface.containerMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    func test_an_empty_shadow_list_draws_no_shadow_and_null_removes_the_background() throws {
        let surface = try loadAppearance(#"{"shadows": [], "backgroundColor": null}"#)
        XCTAssertEqual(surface.appearance.shadows, [])
        XCTAssertNil(surface.appearance.backgroundColor)
    }

    func test_colors_must_be_hex_rgb_or_rgba() {
        assertProblems(
            """
            {
              "backgroundColor": ⟨"white",
              "borderColor": ⟨"#12345",
              "shadows": [ { "color": ⟨"#GG0000" }, { "color": ⟨"#+1+1+1" } ]
            }
            """, kind: .appearance,
            [
                ##"invalid color "white" for 'backgroundColor': write '#RRGGBB' or '#RRGGBBAA' in hexadecimal, e.g. "#1E90FF""##,
                ##"invalid color "#12345" for 'borderColor': write '#RRGGBB' or '#RRGGBBAA' in hexadecimal, e.g. "#1E90FF""##,
                ##"invalid color "#GG0000" for 'color': write '#RRGGBB' or '#RRGGBBAA' in hexadecimal, e.g. "#1E90FF""##,
                ##"invalid color "#+1+1+1" for 'color': write '#RRGGBB' or '#RRGGBBAA' in hexadecimal, e.g. "#1E90FF""##,
            ])
    }

    func test_negative_sizes_and_bad_shapes() {
        assertProblems(
            """
            {
              "cornerRadius": ⟨-4,
              "borderWidth": ⟨-1,
              "shadows": [ { "opacity": ⟨1.2, "offset": ⟨[1], "radius": ⟨-3 } ],
              "grabberHandleSize": [⟨-36, 5],
              "contentPadding": { "top": ⟨-1, ⟨"botom": 2 },
              "grabberHandleHidden": ⟨"false"
            }
            """, kind: .appearance,
            [
                "'cornerRadius' must be 0 or greater, found -4",
                "'borderWidth' must be 0 or greater, found -1",
                "'opacity' must be between 0 and 1, found 1.2",
                "'offset' must have exactly 2 numbers [x, y], found 1",
                "'radius' must be 0 or greater, found -3",
                "'grabberHandleSize' must be 0 or greater, found -36",
                "'top' must be 0 or greater, found -1",
                "unknown key 'botom' in contentPadding; did you mean 'bottom'?",
                #"expected true or false for 'grabberHandleHidden', found a string ("false"); write false without quotes"#,
            ])
    }
}
