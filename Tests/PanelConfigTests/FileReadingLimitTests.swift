import Foundation
import XCTest

@testable import PanelConfig

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hostile or huge files: what is not a regular file is refused from its type without reading,
/// and a file over the size cap from its size (Docs/config.md "Limits").
final class FileReadingLimitTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "file-limits-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func sceneReferring(toLayout layoutPath: String) throws -> String {
        let scene = directory + "/scene.json"
        try #"{ "panels": [ { "id": "main", "layout": "\#(layoutPath)" } ] }"#.write(
            toFile: scene, atomically: true, encoding: .utf8)
        return scene
    }

    func test_a_layout_path_naming_a_fifo_is_refused_as_not_a_regular_file() throws {
        let fifo = directory + "/layout.json"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // No writer ever opens the FIFO: a reader that waited for one would never return.
        let diagnostics = ConfigLoader.check(paths: [try sceneReferring(toLayout: fifo)], kind: .scene)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.line, 1)
        XCTAssertEqual(diagnostics.first?.column, 41)
        XCTAssertEqual(
            diagnostics.first?.message,
            "cannot read the layout file '\(fifo)': it is not a regular file (a FIFO); give the path of a JSON file; paths are relative to the file that names them"
        )
    }

    func test_a_device_is_refused_without_reading_from_it() {
        for (device, kind) in [("/dev/zero", "a character device"), ("/dev/urandom", "a character device")] {
            let diagnostics = ConfigLoader.check(paths: [device], kind: .layout)
            XCTAssertEqual(
                diagnostics.map(\.description),
                [
                    "\(device):1:1: error: cannot read '\(device)': it is not a regular file (\(kind)); give the path of a JSON file"
                ])
        }
    }

    func test_a_file_over_the_cap_is_refused_from_its_size() throws {
        let huge = directory + "/huge.json"
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: nil))
        // A sparse file: its size is over the cap though nothing was written.
        XCTAssertEqual(truncate(huge, off_t(ConfigFileReader.maximumFileSize + 1)), 0)
        let diagnostics = ConfigLoader.check(paths: [huge], kind: .layout)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "\(huge):1:1: error: cannot read '\(huge)': it is 16.0 MiB, and a config file may be at most 16 MiB (Docs/config.md, \"Limits\"); split it or generate a smaller one"
            ])
    }

    func test_bytes_over_the_cap_are_refused_however_they_arrive() {
        let text = "[" + String(repeating: "0,", count: ConfigFileReader.maximumFileSize / 2) + "0]"
        let files = ConfigFileReader.inMemory(["big.json": text], currentDirectory: "/")
        let diagnostics = ConfigLoader.check(paths: ["big.json"], kind: .layout, files: files)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(
            diagnostics[0].message.hasPrefix("cannot read 'big.json': it is 16.0 MiB"), diagnostics[0].message)
    }

    func test_a_file_at_the_cap_is_read() throws {
        let path = directory + "/at-cap.json"
        let padding = ConfigFileReader.maximumFileSize - 2
        try Data(("[" + String(repeating: " ", count: padding) + "]").utf8).write(to: URL(fileURLWithPath: path))
        let data = try ConfigFileReader.disk.read(path)
        XCTAssertEqual(data.count, ConfigFileReader.maximumFileSize)
    }
}
