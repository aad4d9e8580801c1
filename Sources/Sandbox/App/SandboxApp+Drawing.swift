import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    // MARK: - Layout (update)

    /// Where this frame's cards above the tuning card go: the error banner, the recording, the
    /// replay's status, a message, the preset list, the values card. Laid out before drawing, so
    /// a click on the list or on a value finds the row that was drawn.
    func layOutSideBar() -> SideBarLayout {
        let column = windowLayout.cardColumn
        let cards = SideBarCards(painter: view.painter, wrapper: view.textWrapper)
        var layout = SideBarLayout(rest: column)
        func stack(_ frame: CGRect) -> CGRect {
            let top = frame.maxY + OverlayStyle.cardGap
            layout.rest = CGRect(x: column.minX, y: top, width: column.width, height: max(column.maxY - top, 0))
            return frame
        }
        let bannerLines = session.bannerLines
        if !bannerLines.isEmpty {
            layout.banner = stack(cards.bannerFrame(title: session.bannerTitle, errors: bannerLines, in: layout.rest))
        }
        if let recording = playback.recording {
            layout.recording = stack(
                cards.recordingFrame(seconds: Double(recording.frame) / stepsPerSecond, in: layout.rest))
        }
        if let replay = playback.replay {
            layout.replayStatus = stack(cards.messageFrame(replay.status, in: layout.rest))
        }
        if let message = sideBar.message, message.until > Self.now() {
            layout.message = stack(cards.messageFrame(message.text, in: layout.rest))
        }
        if sideBar.showsPresetList {
            let presets = session.presets
            layout.presetList = stack(
                cards.presetListFrame(presets, running: presets.index(of: session.live.path), in: layout.rest))
        }
        if let model = valuesCardModel {
            let room = valuesColumn(in: layout.rest)
            let frame = ValuesCard(painter: view.painter, wrapper: view.textWrapper).layout(model, in: room)
            layout.valuesColumn = room
            layout.valuesCard = frame
            _ = stack(frame.card)
        }
        return layout
    }

    // MARK: - Drawing

    /// Draws the frame: the scene inside the container's frame, then the side bar — the ruler
    /// beside the container and the column of cards. Reads the app's state and changes none.
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
                view.keyboardPainter.draw(
                    visibleHeight: runtime.keyboardHeight, fullHeight: SoftwareKeyboard.height(for: runtime.container),
                    bottomInset: runtime.container.safeArea.bottom, containerSize: runtime.container.size)
                if let pin = mainContentPin { drawPin(at: pin) }
                if sideBar.showsGuides { SafeAreaGuides(painter: painter).draw(runtime.container) }
            }
        }
        let readout = focusedPanel.map(tuningReadout(for:))
        if sideBar.showsOverlay, let readout {
            let others = runtime.visiblePanels.filter { $0 !== readout.panel }.map {
                AnchorRuler.Entry(panel: $0.controller, color: color(of: $0))
            }
            painter.withClip(layout.rulerArea) {
                AnchorRuler(painter: painter, layout: layout, wrapper: view.textWrapper).draw(
                    focused: AnchorRuler.Entry(panel: readout.panel.controller, color: readout.color), others: others,
                    readout: readout)
            }
        }
        drawCards(readout, in: layout.cardColumn, laidOut: sideBar.layout ?? layOutSideBar())
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

    /// The live plot's height in the side bar.
    static let plotHeight: CGFloat = 130

    /// The column of cards, top to bottom: the cards laid out in `laidOut` (the error banner, the
    /// recording, the replay, a message, the preset list, the values card), then the tuning card,
    /// the live plot and the key list. What does not fit is cut off at the bottom.
    private func drawCards(_ readout: TuningReadout?, in column: CGRect, laidOut: SideBarLayout) {
        let painter = view.painter
        let cards = SideBarCards(painter: painter, wrapper: view.textWrapper)
        var rest = laidOut.rest
        func stack(_ frame: CGRect) {
            let top = frame.maxY + OverlayStyle.cardGap
            rest = CGRect(x: rest.minX, y: top, width: rest.width, height: max(column.maxY - top, 0))
        }
        painter.withClip(column) {
            if let frame = laidOut.banner {
                let color = session.bannerShowsErrors ? OverlayStyle.banner : OverlayStyle.warningBanner
                _ = cards.drawBanner(
                    title: session.bannerTitle, errors: session.bannerLines, color: color, in: frame)
            }
            if let frame = laidOut.recording, let recording = playback.recording {
                _ = cards.drawRecording(seconds: Double(recording.frame) / stepsPerSecond, in: frame)
            }
            if let frame = laidOut.replayStatus, let replay = playback.replay {
                _ = cards.drawMessage(replay.status, in: frame)
            }
            if let frame = laidOut.message, let message = sideBar.message {
                _ = cards.drawMessage(message.text, in: frame)
            }
            if let frame = laidOut.presetList {
                let presets = session.presets
                _ = cards.drawPresetList(presets, running: presets.index(of: session.live.path), in: frame)
            }
            if let room = laidOut.valuesColumn, let model = valuesCardModel {
                ValuesCard(painter: painter, wrapper: view.textWrapper).draw(model, in: room)
            }
            if let readout {
                if sideBar.showsOverlay {
                    stack(TuningOverlay(painter: painter, wrapper: view.textWrapper).drawCard(readout, in: rest))
                }
                if sideBar.showsPlot {
                    let frame = CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: Self.plotHeight)
                    let replay = playback.replay
                    LivePlot(painter: painter).draw(
                        telemetry.plot, ghost: replay?.ghost == nil ? nil : replay?.ghostPlot,
                        panel: readout.panel.controller, in: frame)
                    stack(frame)
                }
            }
            if sideBar.showsHelp {
                stack(cards.drawHelp(in: rest))
            } else if rest.minY < column.maxY - 2 * OverlayStyle.lineSpacing {
                cards.drawHint("? keys · L scenes · O overlay · G plot", in: column)
            }
        }
    }

    private func tuningReadout(for panel: PanelRuntime) -> TuningReadout {
        var release: (decision: ReleaseDecision, chosen: FloatingPanelState, age: Double)?
        if let last = telemetry.panelEvents.lastRelease, last.panel == ObjectIdentifier(panel.controller) {
            release = (last.decision, last.chosen, Self.now() - last.time)
        }
        let legend = runtime.panels.map { other in
            TuningReadout.LegendEntry(
                id: other.id, state: other.controller.isShown ? other.controller.state : .hidden,
                color: color(of: other), isFocused: other === panel)
        }
        let statistics = telemetry.frameStatistics
        return TuningReadout(
            panel: panel, color: color(of: panel), legend: legend,
            targetState: telemetry.panelEvents.target(of: panel.controller), release: release, speed: clock.speed,
            isPaused: clock.isPaused, framesPerSecond: statistics.framesPerSecond,
            frameTimeP50: statistics.workTime(percentile: 0.5), frameTimeP99: statistics.workTime(percentile: 0.99),
            sceneName: session.sceneFileName, container: runtime.container, keyboardHeight: runtime.keyboardHeight,
            reload: session.lastReload)
    }

    /// Where a click went through every panel to the main content.
    private func drawPin(at point: CGPoint) {
        view.painter.fillCircle(center: point, radius: 7, color: .white)
        view.painter.fillCircle(center: point, radius: 5, color: RGBAColor(red: 1, green: 0.23, blue: 0.19))
    }
}
