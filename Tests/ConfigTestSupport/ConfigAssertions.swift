import Foundation
import PanelConfig
import TestSupport
import XCTest

/// The directory in-memory test files live in.
package let testDirectory = "/configs"

/// Checks `marked` (with `⟨` before each offending token) as `kind` and asserts that the problems
/// are exactly `messages`, one per marker, in order: "line:col: message".
package func assertProblems(
    _ marked: String, kind: ConfigKind?, _ messages: [String], otherFiles: [String: String] = [:],
    path: String = "test.json", file: StaticString = #filePath, line: UInt = #line
) {
    let text = MarkedText(marked)
    XCTAssertEqual(text.positions.count, messages.count, "one marker per expected message", file: file, line: line)
    let actual = problems(text.text, kind: kind, otherFiles: otherFiles, path: path)
    let expected = zip(text.positions, messages).map { "\(path):\($0): error: \($1)" }
    XCTAssertEqual(actual, expected, file: file, line: line)
}

/// Every problem of `text` checked as `kind`, as printed lines.
package func problems(_ text: String, kind: ConfigKind?, otherFiles: [String: String] = [:], path: String = "test.json")
    -> [String]
{
    var files = otherFiles
    files[path] = text
    let reader = ConfigFileReader.inMemory(files, currentDirectory: testDirectory)
    return ConfigLoader.check(paths: [path], kind: kind, files: reader).map(\.description)
}

/// Asserts that `text` is a valid `kind` config.
package func assertValid(
    _ text: String, kind: ConfigKind?, otherFiles: [String: String] = [:], file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(problems(text, kind: kind, otherFiles: otherFiles), [], file: file, line: line)
}

/// Loads `text` as a scene (with `otherFiles` beside it), failing the test on any problem.
package func loadScene(
    _ text: String, otherFiles: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
)
    throws -> ResolvedScene
{
    var files = otherFiles
    files["scene.json"] = text
    do {
        return try ConfigLoader.loadScene(
            path: "scene.json", files: .inMemory(files, currentDirectory: testDirectory))
    } catch let error as ConfigError {
        XCTFail("unexpected problems:\n\(error)", file: file, line: line)
        throw error
    }
}

/// Loads `text` as a scenario, failing the test on any problem.
package func loadScenario(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Scenario {
    do {
        return try ConfigLoader.loadScenario(
            path: "scenario.json", files: .inMemory(["scenario.json": text], currentDirectory: testDirectory))
    } catch let error as ConfigError {
        XCTFail("unexpected problems:\n\(error)", file: file, line: line)
        throw error
    }
}

/// A scene with one panel whose members are `panel` (JSON text without braces).
package func sceneWithPanel(_ panel: String) -> String {
    """
    {
      "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
      "panels": [ { "id": "main", \(panel) } ]
    }
    """
}
