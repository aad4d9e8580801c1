import FloatingPanel
import Foundation

/// A view that rides on a panel's leading edge (the scene's per-panel `attachments`,
/// Docs/config.md "Attachments"): Apple Maps' weather and location buttons just above its sheet,
/// fading out as the sheet nears the top. FloatingPanel leaves this to each app, which constrains
/// the view to the surface and updates it in `floatingPanelDidMove` (Docs/export.md).
package struct PanelAttachment: Hashable, Sendable {
    /// Where along the leading edge the view sits: toward the edge's start (left on a bottom or
    /// top panel, top on a side panel), its middle, or its end.
    package enum Alignment: String, CaseIterable, Sendable {
        case leading
        case center
        case trailing
    }

    /// A place of the panel along its main axis: a state (where its anchor puts the leading edge
    /// in the current container) or a location in container points (simulate's `y`, or `x` for a
    /// side panel).
    package enum Stop: Hashable, Sendable {
        case state(FloatingPanelState)
        case location(CGFloat)
    }

    /// The name frame lines and the exports use.
    package var id: String
    /// Width × height in points, upright whatever the panel's position.
    package var size: CGSize
    /// Where along the edge the view sits.
    package var alignment = Alignment.trailing
    /// Points between the view and the container's side it aligns to (unused for `center`).
    package var inset = PanelAttachment.defaultInset
    /// Points between the view and the panel's leading edge, away from the panel.
    package var gap = PanelAttachment.defaultGap
    /// Where the fade and scale start (`alpha.from`, `scale.from` hold here and before it).
    package var from: Stop?
    /// Where they end (`alpha.to`, `scale.to` hold here and beyond it).
    package var to: Stop?
    /// The pacing of the change from `from` to `to`.
    package var curve = TimingCurve.linear
    /// The view's opacity at `from` and at `to`.
    package var alpha: (from: CGFloat, to: CGFloat) = (1, 1)
    /// The view's scale at `from` and at `to`, about its centre.
    package var scale: (from: CGFloat, to: CGFloat) = (1, 1)
    /// Past this place, toward the panel's most expanded side, the view is hidden (alpha 0 and
    /// it takes no touches); nil: never.
    package var hiddenBeyond: Stop?

    /// An attachment of `size` named `id`, with every other key at its default.
    package init(id: String, size: CGSize) {
        self.id = id
        self.size = size
    }

    package static func == (lhs: PanelAttachment, rhs: PanelAttachment) -> Bool {
        lhs.id == rhs.id && lhs.size == rhs.size && lhs.alignment == rhs.alignment && lhs.inset == rhs.inset
            && lhs.gap == rhs.gap && lhs.from == rhs.from && lhs.to == rhs.to && lhs.curve == rhs.curve
            && lhs.alpha == rhs.alpha && lhs.scale == rhs.scale && lhs.hiddenBeyond == rhs.hiddenBeyond
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(alignment)
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(alpha.from)
        hasher.combine(alpha.to)
        hasher.combine(hiddenBeyond)
    }

    /// The defaults a scene's attachment starts from.
    package static let defaultInset: CGFloat = 16
    package static let defaultGap: CGFloat = 8
}
