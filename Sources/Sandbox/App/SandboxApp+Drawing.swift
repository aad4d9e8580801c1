import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    // MARK: - Drawing

    /// Draws the frame: the scene inside the container's frame, then the side bar — the ruler
    /// beside the container and the column of cards laid out for this frame. Reads the app's state
    /// and changes none.
    func draw() throws {
        let layout = windowLayout
        let painter = view.painter
        drawDesk(around: layout.visibleContainerFrame, layout: layout)
        // The viewport's corner is the container's (a container that does not fit starts at the
        // area's corner and is cut at the side bar), so the scene draws in container points.
        if let compare = playback.compare {
            drawCompareView(compare)
        } else {
            painter.withViewport(layout.visibleContainerFrame) {
                view.sceneRenderer.draw(runtime)
                if let ghost = playback.replay?.ghost { GhostPainter(painter: painter).draw(ghost) }
                drawPlatformGhosts()
                view.keyboardPainter.draw(
                    visibleHeight: runtime.keyboardHeight, fullHeight: SoftwareKeyboard.height(for: runtime.container),
                    bottomInset: runtime.container.safeArea.bottom, containerSize: runtime.container.size)
                if let pin = focus.mainContentPin { drawPin(at: pin) }
                if sideBar.showsGuides { SafeAreaGuides(painter: painter).draw(runtime.container) }
            }
        }
        let laidOut = sideBar.layout ?? layOutSideBar()
        if sideBar.showsOverlay, let readout = laidOut.readout {
            let others = runtime.visiblePanels.filter { $0 !== readout.panel }.map {
                AnchorRuler.Entry(panel: $0.controller, color: color(of: $0))
            }
            painter.withClip(layout.rulerArea) {
                AnchorRuler(painter: painter, layout: layout, wrapper: view.textWrapper).draw(
                    focused: AnchorRuler.Entry(panel: readout.panel.controller, color: readout.color), others: others,
                    readout: readout)
            }
        }
        painter.withClip(layout.cardColumn) {
            for card in laidOut.cards { card.draw(with: painter) }
        }
        try painter.finish()
    }

    /// The window's background where the scene does not draw: the side bar, and the margins of a
    /// container smaller than its area. Opaque fills, so nothing is blended.
    private func drawDesk(around container: CGRect, layout: WindowLayout) {
        let area = layout.containerArea
        let margins = [
            CGRect(x: area.minX, y: area.minY, width: area.width, height: container.minY - area.minY),
            CGRect(x: area.minX, y: container.maxY, width: area.width, height: area.maxY - container.maxY),
            CGRect(x: area.minX, y: container.minY, width: container.minX - area.minX, height: container.height),
            CGRect(x: container.maxX, y: container.minY, width: area.maxX - container.maxX, height: container.height),
        ]
        for margin in margins + [layout.sideBar] where margin.width > 0 && margin.height > 0 {
            view.painter.fill(margin, color: OverlayStyle.desk)
        }
    }

    /// Where a click went through every panel to the main content.
    private func drawPin(at point: CGPoint) {
        view.painter.fillCircle(center: point, radius: 7, color: .white)
        view.painter.fillCircle(center: point, radius: 5, color: RGBAColor(red: 1, green: 0.23, blue: 0.19))
    }
}
