import FloatingPanel
import Foundation
import PanelConfig

extension PanelRuntime {
    /// The content's parts where they are now (Docs/config.md "Content").
    package var contentLayout: PanelContentLayout { PanelContentLayout(panel: self) }

    /// What of the content is under container `point`, if anything that reacts to touches.
    package func contentElement(at point: CGPoint) -> ContentElement? {
        guard !config.content.sections.isEmpty || config.content.footer != nil else { return nil }
        return contentLayout.element(at: point)
    }

    /// The interactive block under container `point`: it keeps a gesture that begins on it.
    package func interactiveSection(at point: CGPoint) -> ContentSection? {
        guard case .section(let section)? = contentElement(at: point), section.isInteractive else { return nil }
        return section
    }

    /// The stage's question (`contentTakesOwnTouch`): whether an interactive block is at a surface point.
    func takesOwnTouch(atSurface point: CGPoint) -> Bool {
        guard config.content.sections.contains(where: \.isInteractive) else { return false }
        let origin = controller.surfaceFrame.origin
        return interactiveSection(at: CGPoint(x: point.x + origin.x, y: point.y + origin.y)) != nil
    }

    /// A touch went down at container `point`: on the footer's button it shows pressed. Returns
    /// whether it did. A pan that takes the touch releases it (`floatingPanelWillBeginDragging`).
    @discardableResult
    package func pressFooterButton(at point: CGPoint) -> Bool {
        isFooterButtonPressed = contentElement(at: point) == .footerButton
        return isFooterButtonPressed
    }

    /// The touch ended: returns whether it was a tap of the footer's button (still held, no pan).
    @discardableResult
    package func releaseFooterButton() -> Bool {
        defer { isFooterButtonPressed = false }
        return isFooterButtonPressed
    }

    /// One frame of the content's fades.
    func stepSections(by seconds: Double) {
        if sections.isAnimating { sections.step(by: seconds) }
    }

    /// Ends the content's fades (a state shown at rest).
    package func finishSectionFades() {
        sections.finishFades()
    }
}
