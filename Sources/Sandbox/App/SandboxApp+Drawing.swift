import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    /// Draws the frame: the scene inside the container's frame, then the side bar — the ruler
    /// beside the container and the column of cards.
    func draw() throws {
        let layout = windowLayout
        drawDesk(around: layout.visibleContainerFrame, layout: layout)
        // The viewport's corner is the container's (a container that does not fit starts at the
        // area's corner and is cut at the side bar), so the scene draws in container points.
        painter.withViewport(layout.visibleContainerFrame) {
            sceneRenderer.draw(runtime)
            if let ghost = replay?.ghost { GhostPainter(painter: painter).draw(ghost) }
            keyboardPainter.draw(
                visibleHeight: runtime.keyboardHeight, fullHeight: SoftwareKeyboard.height(for: runtime.container),
                bottomInset: runtime.container.safeArea.bottom, containerSize: runtime.container.size)
            if let pin = mainContentPin { drawPin(at: pin) }
            if showsGuides { SafeAreaGuides(painter: painter).draw(runtime.container) }
        }
        let readout = focusedPanel.map(tuningReadout(for:))
        if showsOverlay, let readout {
            let others = runtime.visiblePanels.filter { $0 !== readout.panel }.map {
                AnchorRuler.Entry(panel: $0.controller, color: color(of: $0))
            }
            AnchorRuler(painter: painter, layout: layout, wrapper: textWrapper).draw(
                focused: AnchorRuler.Entry(panel: readout.panel.controller, color: readout.color), others: others,
                readout: readout)
        }
        drawCards(readout, in: layout.cardColumn)
        if let path = pendingScreenshotPath {
            pendingScreenshotPath = nil
            try painter.finish()
            saveScreenshot(to: path)
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
            painter.fill(margin, color: OverlayStyle.desk)
        }
    }

    /// The live plot's height in the side bar.
    static let plotHeight: CGFloat = 130

    /// The column of cards, top to bottom: the error banner, a message, the preset list, the
    /// values card, the tuning card, the live plot, the key list. What does not fit is cut off at
    /// the bottom.
    private func drawCards(_ readout: TuningReadout?, in column: CGRect) {
        let cards = SideBarCards(painter: painter, wrapper: textWrapper)
        var rest = column
        func stack(_ frame: CGRect) {
            let top = frame.maxY + OverlayStyle.cardGap
            rest = CGRect(x: rest.minX, y: top, width: rest.width, height: max(column.maxY - top, 0))
        }
        painter.withClip(column) {
            let errors = bannerErrors
            if !errors.isEmpty {
                let title =
                    switchErrors.isEmpty
                    ? "\(sceneFileName) does not load — the last good scene keeps running" : "Scene not opened"
                stack(cards.drawBanner(title: title, errors: errors, in: rest))
            } else if !bannerWarnings.isEmpty {
                stack(
                    cards.drawBanner(
                        title: "\(sceneFileName) loads with warnings", errors: bannerWarnings,
                        color: OverlayStyle.warningBanner, in: rest))
            }
            if let recording {
                stack(cards.drawRecording(seconds: Double(recording.frame) / stepsPerSecond, in: rest))
            }
            if let replay { stack(cards.drawMessage(replay.status, in: rest)) }
            if let message, message.until > Self.now() { stack(cards.drawMessage(message.text, in: rest)) }
            presetListFrame = nil
            if showsPresetList {
                let frame = cards.drawPresetList(presets, running: presets.index(of: live.path), in: rest)
                presetListFrame = frame
                stack(frame)
            }
            if let frame = drawValuesCard(in: rest) { stack(frame) }
            if let readout {
                if showsOverlay {
                    stack(TuningOverlay(painter: painter, wrapper: textWrapper).drawCard(readout, in: rest))
                }
                if showsPlot {
                    let frame = CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: Self.plotHeight)
                    LivePlot(painter: painter).draw(
                        plot, ghost: replay?.ghost == nil ? nil : replay?.ghostPlot, panel: readout.panel.controller,
                        in: frame)
                    stack(frame)
                }
            }
            if showsHelp {
                stack(cards.drawHelp(in: rest))
            } else if rest.minY < column.maxY - 2 * OverlayStyle.lineSpacing {
                cards.drawHint("? keys · L scenes · O overlay · G plot", in: column)
            }
        }
    }

    private func tuningReadout(for panel: PanelRuntime) -> TuningReadout {
        var release: (decision: ReleaseDecision, chosen: FloatingPanelState, age: Double)?
        if let last = telemetry.lastRelease, last.panel == ObjectIdentifier(panel.controller) {
            release = (last.decision, last.chosen, Self.now() - last.time)
        }
        let legend = runtime.panels.map { other in
            TuningReadout.LegendEntry(
                id: other.id, state: other.controller.isShown ? other.controller.state : .hidden,
                color: color(of: other), isFocused: other === panel)
        }
        return TuningReadout(
            panel: panel, color: color(of: panel), legend: legend, targetState: telemetry.target(of: panel.controller),
            release: release, speed: clock.speed, isPaused: clock.isPaused,
            framesPerSecond: statistics.framesPerSecond, frameTimeP50: statistics.workTime(percentile: 0.5),
            frameTimeP99: statistics.workTime(percentile: 0.99), sceneName: sceneFileName,
            container: runtime.container, keyboardHeight: runtime.keyboardHeight, reload: lastReload)
    }

    /// Where a click went through every panel to the main content.
    private func drawPin(at point: CGPoint) {
        painter.fillCircle(center: point, radius: 7, color: .white)
        painter.fillCircle(center: point, radius: 5, color: RGBAColor(red: 1, green: 0.23, blue: 0.19))
    }
}
