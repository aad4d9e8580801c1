import Foundation
import PanelConfig
import PanelImport
import XCTest

/// `run FILE.swift` and `serve FILE.swift` read the Swift file as the scene: each read imports it,
/// so the scene's loader (and its watcher's reloads) see the Swift as it is saved.
final class SwiftSceneSourceTests: XCTestCase {
    func test_a_swift_file_loads_as_a_scene_and_a_save_gives_the_new_values() throws {
        let folder = try ImportFixtures.temporaryFolder()
        let swiftPath = folder.appendingPathComponent("PlaceSheet.swift").path
        let original = try String(contentsOfFile: ImportFixtures.path("PlaceSheet.swift"), encoding: .utf8)
        try Data(original.utf8).write(to: URL(fileURLWithPath: swiftPath))
        let warnings = WarningLines()
        let files = ConfigFileReader(
            currentDirectory: folder.path, read: SwiftSceneSource.reading(reportWarning: { warnings.append($0) }))

        let scene = try ConfigLoader.loadScene(path: swiftPath, files: files)
        XCTAssertEqual(scene.panels.map(\.id), ["main"])
        XCTAssertEqual(scene.panels[0].behavior.springResponseTime, 0.5)
        XCTAssertEqual(scene.panels[0].contentMode, .fitToBounds)
        XCTAssertEqual(scene.panels[0].surfaceView.appearance.cornerRadius, 20)

        let saved = original.replacingOccurrences(
            of: "let springResponseTime = 0.5", with: "let springResponseTime = UIScreen.main.scale * 0.2")
        try Data(saved.utf8).write(to: URL(fileURLWithPath: swiftPath))
        let reloaded = try ConfigLoader.loadScene(path: swiftPath, files: files)
        XCTAssertEqual(reloaded.panels[0].behavior.springResponseTime, 0.4)
        XCTAssertEqual(
            warnings.lines,
            [
                "\(swiftPath):21:30: warning: 'UIScreen.main.scale * 0.2' is not a constant; using 0.4 for behavior.springResponseTime"
            ])
    }

    func test_a_swift_file_the_compiler_refuses_is_a_located_error() throws {
        let folder = try ImportFixtures.temporaryFolder()
        let swiftPath = folder.appendingPathComponent("Broken.swift").path
        try Data("final class Broken: FloatingPanelLayout {\n    let positio n = 1\n}\n".utf8).write(
            to: URL(fileURLWithPath: swiftPath))
        let files = ConfigFileReader(
            currentDirectory: folder.path, read: SwiftSceneSource.reading(reportWarning: { _ in }))
        XCTAssertThrowsError(try ConfigLoader.loadScene(path: swiftPath, files: files)) { error in
            XCTAssertTrue(
                "\(error)".contains("\(swiftPath):2:17: error: found an unexpected second identifier"), "\(error)")
        }
    }
}

/// Warning lines collected from the reader, which may call from any thread.
private final class WarningLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) {
        lock.withLock { stored.append(line) }
    }

    var lines: [String] { lock.withLock { stored } }
}
