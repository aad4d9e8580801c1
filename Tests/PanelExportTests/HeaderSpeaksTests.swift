import ConfigTestSupport
import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import PanelExport

/// Export headers that speak (Docs/export.md): each opens with what will feel different, in
/// sentences with numbers, states the backdrop at its default too, and says the numbers were taken
/// on the scene's container while the code resolves the stops on the real device.
final class HeaderSpeaksTests: XCTestCase {
    private func header(_ format: ExportFormat) throws -> String {
        let scene = try ConfigLoader.loadScene(path: Repository.path("Configs/scenes/maps.json"))
        let text = SceneExport.result(scene: scene, format: format).text
        // The comment block before the first declaration, without its comment markers.
        return text.split(separator: "\n").prefix(30).map {
            $0.replacingOccurrences(of: "// ", with: "").trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
    }

    func test_every_code_header_states_the_backdrop_and_where_its_numbers_were_taken() throws {
        for format in ExportFormat.allCases where ![.json, .md].contains(format) {
            let text = try header(format)
            XCTAssertTrue(
                text.contains(
                    "Backdrop of panel \"main\": full 0.3 (FloatingPanel's default), half 0 (FloatingPanel's default), tip 0 (FloatingPanel's default). A tap on the backdrop does nothing."
                ), "\(format.rawValue): \(text)")
            XCTAssertTrue(
                text.contains(
                    "The numbers here were taken on the scene's container, iphone-15, 393×852 pt, safe area 59/0/34/0 (top/left/bottom/right), not on the device this code runs on: the code resolves the stops on the real device."
                ), "\(format.rawValue): \(text)")
            XCTAssertFalse(text.contains("Container: iphone-15"), format.rawValue)
        }
    }

    func test_android_and_swift_headers_open_with_what_will_feel_different() throws {
        let android = try header(.android)
        XCTAssertTrue(
            android.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"utf-8\"?> <!-- What will feel different: On Material 5 of 16 releases land elsewhere than on iOS: "
            ), android)
        XCTAssertTrue(
            android.contains(
                "Slow releases come to rest in 0.319 s on Material against 0.675 s on iOS; flings come to rest in 0.469 s on Material against 0.496 s on iOS (means)."
            ), android)
        let swift = try header(.swift)
        XCTAssertTrue(
            swift.hasPrefix(
                "What will feel different: On iOS slow releases come to rest in 0.675 s and flings in 0.496 s (means); the panel swings at most 13 pt past its stop."
            ), swift)
    }
}
