import PanelVideo
import XCTest

/// The columns `reference --band X0-X1` tracks, and how they fit a frame.
final class ColumnBandTests: XCTestCase {
    func test_argument_reads_an_inclusive_range_of_columns() throws {
        let band = try XCTUnwrap(ColumnBand(argument: "100-199"))
        XCTAssertEqual(band.start, 100)
        XCTAssertEqual(band.end, 200)
    }

    func test_argument_refuses_other_text() {
        for text in ["100", "200-100", "5-5", "-3-10", "a-b", "1-2-3", ""] {
            XCTAssertNil(ColumnBand(argument: text), text)
        }
    }

    func test_within_defaults_to_the_middle_third_and_clamps_to_the_frame() throws {
        let middle = ColumnBand.within(nil, width: 300)
        XCTAssertEqual([middle.start, middle.end], [100, 200])
        let clamped = ColumnBand.within(try XCTUnwrap(ColumnBand(argument: "250-400")), width: 300)
        XCTAssertEqual([clamped.start, clamped.end], [250, 300])
    }
}
