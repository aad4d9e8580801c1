import Foundation
import TestSupport
import XCTest

@testable import panel_sandbox

/// `render --container NAME|WxH` (Docs/cli.md): the scene drawn on another container, its file
/// untouched.
final class RenderContainerCommandTests: XCTestCase {
    func test_the_picture_has_the_other_containers_size_times_the_display_scale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = Repository.url("Configs/scenes/maps.json").path
        // The maps scene is an iPhone 15 (393×852); Pixel 8 is 412×915 and the desktop 1440×900, at 2 px a point.
        for (container, width, height) in [("pixel-8", 824, 1830), ("desktop", 2880, 1800), ("640x480", 1280, 960)] {
            let path = folder.appendingPathComponent("\(container).png").path
            XCTAssertEqual(RenderCommand.run(arguments: ["--container", container, "-o", path, scene]), 0)
            let png = try Data(contentsOf: URL(fileURLWithPath: path))
            let bigEndian = { (offset: Int) in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            XCTAssertEqual(bigEndian(16), width, container)
            XCTAssertEqual(bigEndian(20), height, container)
        }
    }
}
