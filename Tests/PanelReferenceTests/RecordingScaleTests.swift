import PanelReference
import XCTest

/// A recording's default pixels per point (Docs/reference.md "Tracking").
final class RecordingScaleTests: XCTestCase {
    func test_a_width_within_a_pixel_of_a_whole_scale_takes_the_whole_scale() {
        let iPhone15 = RecordingOptions(containerWidth: 393)
        // Encoders make an odd width even: 393 pt at 1 px/pt is written 392 px wide.
        XCTAssertEqual(iPhone15.defaultScale(frameWidth: 392), 1)
        XCTAssertEqual(iPhone15.defaultScale(frameWidth: 786), 2)
        XCTAssertEqual(iPhone15.defaultScale(frameWidth: 1179), 3)
    }

    func test_other_widths_keep_their_ratio_and_a_given_scale_wins() {
        // A Pixel 8's 1080 px over 412 dp is no whole scale.
        XCTAssertEqual(
            RecordingOptions(containerWidth: 412).defaultScale(frameWidth: 1080), 1080.0 / 412, accuracy: 1e-12)
        XCTAssertEqual(
            RecordingOptions(containerWidth: 393).defaultScale(frameWidth: 600), 600.0 / 393, accuracy: 1e-12)
        XCTAssertEqual(RecordingOptions(scale: 2.5, containerWidth: 393).defaultScale(frameWidth: 392), 2.5)
        XCTAssertEqual(RecordingOptions().defaultScale(frameWidth: 1179), 1)
    }
}
