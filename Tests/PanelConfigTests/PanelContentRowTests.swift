import Foundation
import PanelConfig
import XCTest

/// Row texts fill in every `{n}` with the row's 1-based number, also after the text changes.
final class PanelContentRowTests: XCTestCase {
    func test_every_placeholder_is_filled_and_plain_text_stays() {
        var content = PanelContent(title: "T", rowTitle: "Row {n} of {n}", rowSubtitle: "no number")
        XCTAssertEqual(content.title(ofRow: 2), "Row 3 of 3")
        XCTAssertEqual(content.subtitle(ofRow: 2), "no number")
        content.rowTitle = "{n}"
        content.rowSubtitle = "{n} km away, row {n}{n}"
        XCTAssertEqual(content.title(ofRow: 9_999), "10000")
        XCTAssertEqual(content.subtitle(ofRow: 0), "1 km away, row 11")
        XCTAssertEqual(PanelContent(title: "T", rowSubtitle: "").subtitle(ofRow: 4), "")
    }

    func test_equal_texts_are_equal_content() {
        var changed = PanelContent(title: "T", rowTitle: "A {n}")
        changed.rowTitle = "Row {n}"
        XCTAssertEqual(changed, PanelContent(title: "T"))
        XCTAssertEqual(changed.hashValue, PanelContent(title: "T").hashValue)
    }
}
