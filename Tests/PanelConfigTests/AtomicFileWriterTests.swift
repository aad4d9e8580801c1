import Foundation
import XCTest

@testable import PanelConfig

/// Atomic replacement of a config file: permissions kept, links followed, and a file that cannot
/// be written left exactly as it was.
final class AtomicFileWriterTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func make(_ name: String, _ text: String, permissions: Int = 0o644) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
        return path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func permissions(_ path: String) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func test_replaces_the_bytes_and_keeps_the_permissions() throws {
        let path = try make("b.json", "{ \"a\": 1 }", permissions: 0o640)
        try AtomicFileWriter.replace(path, with: Array("{ \"a\": 2 }".utf8))
        XCTAssertEqual(contents(path), "{ \"a\": 2 }")
        XCTAssertEqual(try permissions(path), 0o640)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["b.json"])
    }

    func test_writes_through_a_symbolic_link_to_its_target() throws {
        let target = try make("target.json", "{}")
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFileWriter.replace(link, with: Array("{ \"x\": 1 }".utf8))
        XCTAssertEqual(contents(target), "{ \"x\": 1 }")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
    }

    func test_a_read_only_file_is_refused_and_unchanged() throws {
        let path = try make("ro.json", "{ \"a\": 1 }", permissions: 0o444)
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("{}".utf8))) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.WriteError)?.description,
                "cannot write '\(path)': it is read-only; the file is unchanged")
        }
        XCTAssertEqual(contents(path), "{ \"a\": 1 }")
        XCTAssertEqual(try permissions(path), 0o444)
    }

    func test_a_deleted_file_is_not_created_again() throws {
        let path = try make("gone.json", "{}")
        try FileManager.default.removeItem(atPath: path)
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("{}".utf8))) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.WriteError)?.reason, "it no longer exists (deleted, or its folder is gone)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func test_a_file_whose_folder_is_gone_is_refused() throws {
        let path = folder + "/sub/file.json"
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("{}".utf8))) { error in
            XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.path, path)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/sub"))
    }
}
