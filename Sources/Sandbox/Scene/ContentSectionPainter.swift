import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Draws a panel content's blocks (background and label, at the block's opacity) and its footer
/// (a bar with a button that darkens while held), Docs/config.md "Content".
struct ContentSectionPainter {
    let painter: Painter

    private enum Style {
        static let leadingInset: CGFloat = 16
        static let buttonRadius: CGFloat = 12
        /// Text opacity steps: a fading label is drawn at one of these, so a fade renders a
        /// handful of text textures rather than one per frame.
        static let textAlphaSteps = 8.0
        static let buttonTitle = TextStyle(size: 17, weight: .bold, color: .white)
    }

    /// One block at its opacity: its background, its label at the leading edge and, for a block
    /// that takes its own touches, a note saying so at the trailing edge.
    func draw(_ placed: PanelContentLayout.PlacedSection, style: TextStyle, secondary: TextStyle) {
        let opacity = min(max(placed.opacity, 0), 1)
        guard opacity > 0.001, placed.frame.height > 0 else { return }
        let frame = placed.frame
        if var background = placed.section.background {
            background.alpha *= opacity
            painter.fill(frame, color: background)
        }
        let textAlpha = (opacity * Style.textAlphaSteps).rounded() / Style.textAlphaSteps
        guard textAlpha > 0 else { return }
        var labelStyle = style
        labelStyle.weight = .bold
        labelStyle.color.alpha *= textAlpha
        let label = placed.section.label ?? placed.section.id
        let lineHeight = painter.lineHeight(labelStyle)
        let textTop = frame.minY + min((frame.height - lineHeight) / 2, 18)
        painter.drawText(label, at: CGPoint(x: frame.minX + Style.leadingInset, y: textTop), style: labelStyle)
        if placed.section.isInteractive {
            var noteStyle = secondary
            noteStyle.color.alpha *= textAlpha
            let note = "◀ ▶ own gestures"
            let width = painter.measureText(note, style: noteStyle).width
            painter.drawText(
                note, at: CGPoint(x: frame.maxX - Style.leadingInset - width, y: textTop + 2), style: noteStyle)
        }
    }

    /// The footer: a bar in the panel's background with a hairline on top, and its button, darker
    /// while held down.
    func drawFooter(
        _ footer: ContentFooter, bar: CGRect, button: CGRect, isPressed: Bool, barColor: RGBAColor,
        separator: RGBAColor
    ) {
        guard bar.height > 0 else { return }
        var opaqueBar = barColor
        opaqueBar.alpha = 1
        painter.fill(bar, color: opaqueBar)
        painter.fillHairline(CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: 0.5), color: separator)
        guard button.width > 0, button.height > 0 else { return }
        var fill = footer.background
        if isPressed {
            // UIKit dims a highlighted system button; a darker fill reads the same way here.
            fill = RGBAColor(red: fill.red * 0.7, green: fill.green * 0.7, blue: fill.blue * 0.7, alpha: fill.alpha)
        }
        painter.fillRoundedRect(button, radii: .uniform(min(Style.buttonRadius, button.height / 2)), color: fill)
        painter.drawText(footer.button, centeredIn: button, style: Style.buttonTitle)
    }
}
