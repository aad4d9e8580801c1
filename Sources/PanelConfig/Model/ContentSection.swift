import FloatingPanel
import Foundation

/// A block of a panel's content between its title and its list (`content.sections`,
/// Docs/config.md "Content"): shown in every state, or only in `states`.
package struct ContentSection: Hashable, Sendable {
    /// How tall a block is.
    package enum Extent: Hashable, Sendable {
        /// A height in points.
        case height(CGFloat)
        /// A number of rows of the content's row height.
        case rows(Int)
    }

    /// The block's name, unique in its panel (trace lines and exported code use it).
    package var id: String
    /// How tall it is when shown.
    package var extent: Extent
    /// The states it shows in; nil means every state.
    package var states: [String]?
    /// Its fill; nil draws none.
    package var background: RGBAColor?
    /// Text drawn in it; defaults to its id.
    package var label: String?
    /// Whether it handles its own gestures (a carousel, a slider): a drag that begins on it
    /// moves neither the panel nor the list.
    package var isInteractive: Bool

    /// The height of a block that gives neither `height` nor `rows`.
    package static let defaultHeight: CGFloat = 88

    /// A block named `id`, always shown unless `states` says otherwise.
    package init(
        id: String, extent: Extent = .height(ContentSection.defaultHeight), states: [String]? = nil,
        background: RGBAColor? = nil, label: String? = nil, isInteractive: Bool = false
    ) {
        self.id = id
        self.extent = extent
        self.states = states
        self.background = background
        self.label = label
        self.isInteractive = isInteractive
    }

    /// Its height in points with rows `rowHeight` tall.
    package func height(rowHeight: CGFloat) -> CGFloat {
        switch extent {
        case .height(let height): return height
        case .rows(let rows): return CGFloat(rows) * rowHeight
        }
    }

    /// Whether it shows in the state named `state`.
    package func shows(in state: String) -> Bool {
        states?.contains(state) ?? true
    }
}

/// A bar with a button pinned to the bottom of the content area (`content.footer`): the content
/// mode decides whether it stays on screen (`fitToBounds`) or leaves it below the top state.
package struct ContentFooter: Hashable, Sendable {
    /// The button's title.
    package var button: String
    /// The bar's height in points.
    package var height: CGFloat
    /// The button's fill.
    package var background: RGBAColor

    /// The bar's height when `footer` gives none.
    package static let defaultHeight: CGFloat = 56
    /// The button's fill when `footer` gives none: iOS's system blue.
    package static let defaultBackground = RGBAColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    /// A footer whose button reads `button`.
    package init(
        button: String, height: CGFloat = ContentFooter.defaultHeight,
        background: RGBAColor = ContentFooter.defaultBackground
    ) {
        self.button = button
        self.height = height
        self.background = background
    }
}
