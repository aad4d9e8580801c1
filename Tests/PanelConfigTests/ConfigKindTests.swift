import Foundation
import XCTest

@testable import PanelConfig

/// How `check` tells the kind of a file it is not told (Docs/cli.md).
final class ConfigKindTests: XCTestCase {
    func test_kind_is_inferred_from_schema_then_keys() throws {
        let rows: [(json: String, kind: ConfigKind?)] = [
            (#"{"$schema": "https://example.com/schema/scenario.schema.json", "panels": []}"#, .scenario),
            (#"{"$schema": "../schema/scene.schema.json"}"#, .scene),
            (#"{"$schema": "appearance.json", "position": "top"}"#, .appearance),  // $schema wins over keys
            (#"{"steps": []}"#, .scenario),
            (#"{"panels": []}"#, .scene),
            (#"{"anchors": {}, "springResponseTime": 1, "position": "top"}"#, .layout),
            (#"{"springResponseTime": 1, "positon": "top"}"#, .behavior),
            (#"{"cornerRadius": 1}"#, .appearance),
            (#"[{"layout": "a.json"}]"#, .layout),
            (#"{}"#, nil),
            (#"{"unknown": 1}"#, nil),
            (#""text""#, nil),
        ]
        for row in rows {
            let root = try XCTUnwrap(JSONParser.parse(row.json).root, row.json)
            XCTAssertEqual(ConfigKind.infer(from: root), row.kind, row.json)
        }
    }
}
