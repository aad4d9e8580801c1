import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// `export --format json` (Docs/export.md): complete, sorted, stable, and loading to the same scene.
final class ExportJSONTests: XCTestCase {
    /// Loads `name` from the fixtures, failing the test on any problem.
    static func fixture(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> ResolvedScene {
        let files = ConfigFileReader.inMemory(ExportFixtures.scenes, currentDirectory: testDirectory)
        do {
            return try ConfigLoader.loadScene(path: name, files: files)
        } catch let error as ConfigError {
            XCTFail("fixture \(name) has problems:\n\(error)", file: file, line: line)
            throw error
        }
    }

    /// The JSON export of `scene`, loaded again from memory as `exported.json`.
    private func reload(_ scene: ResolvedScene) throws -> ResolvedScene {
        let text = SceneJSONExporter.export(scene)
        return try ConfigLoader.loadScene(
            path: "exported.json", files: .inMemory(["exported.json": text], currentDirectory: testDirectory))
    }

    func test_export_loads_again_and_exports_to_the_same_bytes() throws {
        for name in ExportFixtures.scenes.keys.sorted() {
            let scene = try Self.fixture(name)
            let first = SceneJSONExporter.export(scene)
            let second = SceneJSONExporter.export(try reload(scene))
            XCTAssertEqual(first, second, name)
            XCTAssertEqual(first, SceneJSONExporter.export(scene), "\(name): the same scene must give the same bytes")
        }
    }

    func test_every_default_is_written_out() throws {
        let text = SceneJSONExporter.export(try Self.fixture("defaults.json"))
        for key in [
            "\"springDecelerationRate\": 0.991", "\"springResponseTime\": 0.4", "\"momentumProjectionRate\": 0.998",
            "\"removalInteractionVelocityThreshold\": 5.5", "\"shouldProjectMomentum\": false",
            "\"allowsRubberBanding\": []", "\"cornerRadius\": 0", "\"backgroundColor\": \"#FFFFFF\"",
            "\"borderColor\": null", "\"grabberHandleSize\": [36, 5]", "\"grabberHandlePadding\": 6",
            "\"opacity\": 0.2", "\"offset\": [0, 1]", "\"contentMode\": \"static\"", "\"alignment\": \"fill\"",
            "\"absoluteInset\": 18", "\"fractionalInset\": 0.5", "\"absoluteInset\": 69", "\"full\": 0.3",
            "\"container\": \"iphone-15\"", "\"rows\": 20", "\"scrollContentHeight\": 0",
        ] {
            XCTAssertTrue(text.contains(key), "missing \(key) in:\n\(text)")
        }
        // No display scale given: the window's real density stays in charge (Docs/config.md).
        XCTAssertFalse(text.contains("displayScale"))
    }

    func test_keys_are_sorted_at_every_level_and_scalar_arrays_stay_on_one_line() {
        let value = ExportJSONValue.object([
            "b": .array([.number(0), .number(-2)]),
            "a": .object(["z": .bool(true), "m": .null, "n": .array([.object(["y": .string("x"), "x": .number(1)])])]),
            "c": .object([:]),
        ])
        XCTAssertEqual(
            value.rendered(),
            """
            {
              "a": {
                "m": null,
                "n": [
                  {
                    "x": 1,
                    "y": "x"
                  }
                ],
                "z": true
              },
              "b": [0, -2],
              "c": {}
            }

            """)
    }

    func test_conditional_layouts_stay_a_list_with_an_explicit_fallback() throws {
        let scene = try reload(try Self.fixture("kitchen-sink.json"))
        let panel = try XCTUnwrap(scene.panel(id: "2nd panel/ü"))
        XCTAssertEqual(
            panel.layouts.map(\.condition),
            [
                LayoutCondition(minWidth: 800, landscape: true), LayoutCondition(maxHeight: 500), nil,
            ])
        XCTAssertEqual(panel.layouts[2].layout.anchors.count, 3)  // FloatingPanelBottomLayout's anchors
        XCTAssertEqual(panel.layouts[0].contentMode, .fitToBounds)
    }

    func test_spring_given_in_physical_terms_round_trips_exactly() throws {
        let scene = try Self.fixture("kitchen-sink.json")
        let original = try XCTUnwrap(scene.panel(id: "bottom-sheet")).behavior
        let reloaded = try XCTUnwrap(try reload(scene).panel(id: "bottom-sheet")).behavior
        XCTAssertEqual(reloaded.springDecelerationRate, original.springDecelerationRate)
        XCTAssertEqual(reloaded.springResponseTime, 0.35)
        XCTAssertEqual(FloatingPanelSpringParameters.fastRelease(of: reloaded).dampingRatio, 0.8, accuracy: 1e-12)
    }

    func test_numbers_read_back_exactly() {
        // Rows: values whose shortest spelling must parse back to the same Double.
        for value in [0.1, 1.0 / 3, 0.98441476335171, 1e-05, 123456789.125, -0.0, 2e20, Double.leastNonzeroMagnitude] {
            let text = ExportNumber.exact(value)
            XCTAssertEqual(Double(text)?.bitPattern, value.bitPattern, text)
        }
        XCTAssertEqual(ExportNumber.exact(16), "16")
        XCTAssertEqual(ExportJSONValue.quoted("a\"b\\c\n\u{1}é"), #""a\"b\\c\n\u0001é""#)
    }
}
