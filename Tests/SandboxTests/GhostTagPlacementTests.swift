import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// A platform ghost's tag sits beyond the ghost's moving edge, clear of the panel's title, and
/// inside the ghost's far corner when the container has no room there.
final class GhostTagPlacementTests: XCTestCase {
    private let container = CGRect(x: 0, y: 0, width: 390, height: 844)
    private let size = CGSize(width: 60, height: 18)

    func test_a_bottom_panels_tags_line_up_above_its_top_edge() {
        let frame = CGRect(x: 0, y: 300, width: 390, height: 544)
        let first = GhostPainter.tagFrame(size: size, index: 0, outside: frame, position: .bottom, container: container)
        let third = GhostPainter.tagFrame(size: size, index: 2, outside: frame, position: .bottom, container: container)
        XCTAssertEqual(first, CGRect(x: 14, y: 278, width: 60, height: 18))
        XCTAssertEqual(third, CGRect(x: 182, y: 278, width: 60, height: 18))
        XCTAssertFalse(first.intersects(frame))
    }

    func test_a_panel_at_the_containers_top_edge_gets_its_tag_inside_the_far_corner() {
        let frame = CGRect(x: 0, y: 10, width: 390, height: 834)
        let tag = GhostPainter.tagFrame(size: size, index: 1, outside: frame, position: .bottom, container: container)
        XCTAssertEqual(tag, CGRect(x: 316, y: 40, width: 60, height: 18))
    }

    func test_top_and_side_panels_tags_go_beyond_their_moving_edge() {
        let top = CGRect(x: 0, y: 0, width: 390, height: 400)
        XCTAssertEqual(
            GhostPainter.tagFrame(size: size, index: 0, outside: top, position: .top, container: container).minY, 404)
        let left = CGRect(x: 0, y: 0, width: 300, height: 844)
        let leftTags = (0..<3).map {
            GhostPainter.tagFrame(size: size, index: $0, outside: left, position: .left, container: container)
        }
        XCTAssertEqual(leftTags.map(\.minX), [304, 304, 304])
        XCTAssertEqual(leftTags.map(\.minY), [14, 36, 58])
        let right = CGRect(x: 90, y: 0, width: 300, height: 844)
        XCTAssertEqual(
            GhostPainter.tagFrame(size: size, index: 0, outside: right, position: .right, container: container).maxX, 86
        )
    }
}
