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
    package var rowTitle: String
    /// A row's second line (may be empty); `{n}` as in `rowTitle`.
    package var rowSubtitle: String
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
    }

    /// Whether any block shows only in some states, so state changes show and hide blocks.
    package var hasStateDependentSections: Bool { sections.contains { $0.states != nil } }

    /// The title of row `index` (0-based), with `{n}` filled in.
    package func title(ofRow index: Int) -> String {
        rowTitle.replacingOccurrences(of: "{n}", with: String(index + 1))
    }

    /// The subtitle of row `index` (0-based), with `{n}` filled in.
    package func subtitle(ofRow index: Int) -> String {
        rowSubtitle.replacingOccurrences(of: "{n}", with: String(index + 1))
    }
}
