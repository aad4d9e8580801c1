import FloatingPanel
import Foundation
import PanelConfig

/// Where the parts of a panel's content go (Docs/config.md "Content"): the title, the blocks
/// shown, then the list, all moved by the tracked scroll offset; the footer pinned to the bottom
/// of the content frame. Drawing, clicks and the stage's hit testing use this one geometry, so a
/// touch lands on what the user sees.
package struct PanelContentLayout {
    /// The title row's height, above the blocks and the list.
    package static let titleHeight: CGFloat = 60
    /// The footer button's inset from the bar's edges.
    package static let footerButtonInset = CGSize(width: 16, height: 8)

    /// A block that takes space, with its frame in container points.
    package struct PlacedSection {
        /// The block.
        package let section: ContentSection
        /// Its opacity now.
        package let opacity: Double
        /// Its frame in container points, scrolled.
        package let frame: CGRect
    }

    /// The content frame in container points.
    package let frame: CGRect
    /// The top-left of the content (its title), scrolled.
    package let origin: CGPoint
    /// The blocks that take space, top to bottom.
    package let sections: [PlacedSection]
    /// How far below `origin` the list starts: the title and the blocks shown.
    package let rowsOffset: CGFloat
    /// The footer bar in container points, if the content has one.
    package let footerFrame: CGRect?

    /// The content of `panel`, scrolled by its tracked scroll view.
    package init(panel: PanelRuntime) {
        let controller = panel.controller
        let content = panel.config.content
        let contentFrame = controller.contentFrame
        frame = contentFrame
        let offset = panel.scrollView?.contentOffset ?? .zero
        origin = CGPoint(x: frame.minX - offset.x, y: frame.minY - offset.y)
        var top = Self.titleHeight
        var placed: [PlacedSection] = []
        for (section, block) in zip(content.sections, panel.sections.blocks) where !block.isHidden {
            let height = max(section.height(rowHeight: content.rowHeight), 0)
            placed.append(
                PlacedSection(
                    section: section, opacity: block.opacity,
                    frame: CGRect(x: origin.x, y: origin.y + top, width: contentFrame.width, height: height)))
            top += height
        }
        sections = placed
        rowsOffset = top
        footerFrame = content.footer.map { footer in
            let height = min(max(footer.height, 0), contentFrame.height)
            return CGRect(
                x: contentFrame.minX, y: contentFrame.maxY - height, width: contentFrame.width, height: height)
        }
    }

    /// The footer's button inside its bar.
    package var footerButtonFrame: CGRect? {
        footerFrame.map { $0.insetBy(dx: Self.footerButtonInset.width, dy: Self.footerButtonInset.height) }
    }

    /// What of the content is under container `point`, front to back: the footer's button, then a
    /// block (only inside the content frame, where the content shows).
    package func element(at point: CGPoint) -> ContentElement? {
        guard frame.contains(point) else { return nil }
        if let button = footerButtonFrame, button.contains(point) { return .footerButton }
        if let footerFrame, footerFrame.contains(point) { return nil }
        return sections.first { $0.frame.contains(point) }.map { .section($0.section) }
    }
}

/// A part of a panel's content that reacts to touches by itself.
package enum ContentElement: Equatable {
    /// The footer's button.
    case footerButton
    /// A block (interactive or not).
    case section(ContentSection)
}
