import Foundation

/// What the sandbox draws inside a panel (the scene's per-panel `content`); the engine ignores it.
package struct PanelContent: Hashable, Sendable {
    /// The heading at the top of the content; defaults to the panel's id.
    package var title: String
    /// How many list rows to draw.
    package var rows: Int
    /// The height of one row in points.
    package var rowHeight: CGFloat
    /// A row's title; `{n}` is replaced by the row's 1-based number.
    package var rowTitle: String { didSet { rowTitleTemplate = RowTemplate(rowTitle) } }
    /// A row's second line (may be empty); `{n}` as in `rowTitle`.
    package var rowSubtitle: String { didSet { rowSubtitleTemplate = RowTemplate(rowSubtitle) } }
    /// The two texts split at `{n}` once, so that every drawn row only joins the pieces (the
    /// window draws each visible row of every panel and compare lane in every frame).
    private var rowTitleTemplate: RowTemplate
    private var rowSubtitleTemplate: RowTemplate
    /// Blocks between the title and the list, top to bottom (Docs/config.md "Content").
    package var sections: [ContentSection] = []
    /// How blocks that enter on a state change fade in.
    package var transition = ContentTransition()
    /// A bar with a button at the bottom of the content area, if any.
    package var footer: ContentFooter?

    /// Rows drawn when `content` gives no `rows`.
    package static let defaultRows = 20
    /// Row height when `content` gives no `rowHeight`.
    package static let defaultRowHeight: CGFloat = 56
    /// Row title when `content` gives no `rowTitle`.
    package static let defaultRowTitle = "Row {n}"

    /// Content with `title` and the given or default rows.
    package init(
        title: String, rows: Int = PanelContent.defaultRows, rowHeight: CGFloat = PanelContent.defaultRowHeight,
        rowTitle: String = PanelContent.defaultRowTitle, rowSubtitle: String = ""
    ) {
        self.title = title
        self.rows = rows
        self.rowHeight = rowHeight
        self.rowTitle = rowTitle
        self.rowSubtitle = rowSubtitle
        rowTitleTemplate = RowTemplate(rowTitle)
        rowSubtitleTemplate = RowTemplate(rowSubtitle)
    }

    /// Whether any block shows only in some states, so state changes show and hide blocks.
    package var hasStateDependentSections: Bool { sections.contains { $0.states != nil } }

    /// The title of row `index` (0-based), with `{n}` filled in.
    package func title(ofRow index: Int) -> String {
        rowTitleTemplate.filled(with: index + 1)
    }

    /// The subtitle of row `index` (0-based), with `{n}` filled in.
    package func subtitle(ofRow index: Int) -> String {
        rowSubtitleTemplate.filled(with: index + 1)
    }
}

/// A row text split at each `{n}`.
private struct RowTemplate: Hashable, Sendable {
    let pieces: [String]

    init(_ text: String) {
        pieces = text.components(separatedBy: "{n}")
    }

    func filled(with number: Int) -> String {
        pieces.count == 1 ? pieces[0] : pieces.joined(separator: String(number))
    }
}
