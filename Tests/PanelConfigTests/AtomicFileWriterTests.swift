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

    func testReplacesTheBytesAndKeepsThePermissions() throws {
        let path = try make("b.json", "{ \"a\": 1 }", permissions: 0o640)
        try AtomicFileWriter.replace(path, with: Array("{ \"a\": 2 }".utf8))
        XCTAssertEqual(contents(path), "{ \"a\": 2 }")
        XCTAssertEqual(try permissions(path), 0o640)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["b.json"])
    }

    func testWritesThroughASymbolicLinkToItsTarget() throws {
        let target = try make("target.json", "{}")
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFileWriter.replace(link, with: Array("{ \"x\": 1 }".utf8))
        XCTAssertEqual(contents(target), "{ \"x\": 1 }")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
    }

    func testAReadOnlyFileIsRefusedAndUnchanged() throws {
        let path = try make("ro.json", "{ \"a\": 1 }", permissions: 0o444)
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("{}".utf8))) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.WriteError)?.description,
                "cannot write '\(path)': it is read-only; the file is unchanged")
        }
        XCTAssertEqual(contents(path), "{ \"a\": 1 }")
        XCTAssertEqual(try permissions(path), 0o444)
    }

    func testADeletedFileIsNotCreatedAgain() throws {
        let path = try make("gone.json", "{}")
        try FileManager.default.removeItem(atPath: path)
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("{}".utf8))) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.WriteError)?.reason, "it no longer exists (deleted, or its folder is gone)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testAFileWhoseFolderIsGoneIsRefused() throws {
        let path = folder + "/sub/file.json"
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("{}".utf8))) { error in
            XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.path, path)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/sub"))
    }
}
