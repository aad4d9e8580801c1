import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    /// The hint at the bottom of the column while the key list is closed.
    static let keysHint = "? keys · L scenes · O overlay · G plot"

    /// This frame's column of cards, top to bottom: the error banner, the recording, the replay's
    /// status, a message, the phone link, the preset list, the values card, the tuning card, the live plot and the
    /// key list (or the hint). Laid out in the update step, before drawing, so a click on the list
    /// or on a value finds the row that was drawn; what does not fit is cut off at the bottom.
    func layOutSideBar() -> SideBarLayout {
        let column = windowLayout.cardColumn
        let cards = SideBarCards(painter: view.painter, wrapper: view.textWrapper)
        var layout = SideBarLayout(readout: focusedPanel.map(tuningReadout(for:)))
        var rest = column
        func stack(_ card: some SideBarCard) {
            layout.cards.append(card)
            let top = card.frame.maxY + OverlayStyle.cardGap
            rest = CGRect(x: column.minX, y: top, width: column.width, height: max(column.maxY - top, 0))
        }
        let bannerLines = session.bannerLines
        if !bannerLines.isEmpty {
            let color = session.bannerShowsErrors ? OverlayStyle.banner : OverlayStyle.warningBanner
            stack(cards.banner(title: session.bannerTitle, errors: bannerLines, color: color, in: rest))
        }
        if let recording = playback.recording {
            stack(cards.recording(seconds: Double(recording.frame) / stepsPerSecond, in: rest))
        }
        if let replay = playback.replay {
            stack(cards.message(replay.status, in: rest))
        }
        if let message = sideBar.message, message.until > Self.now() {
            stack(cards.message(message.text, in: rest))
        }
        if let link = sideBar.liveLink {
            stack(LiveLinkCard(link: link, wrapper: view.textWrapper, in: rest))
        }
        if sideBar.showsPresetList {
            let presets = session.presets
            let list = cards.presetList(presets, running: presets.index(of: session.live.path), in: rest)
            layout.presetList = list
            stack(list)
        }
        if let model = valuesCardModel {
            let room = valuesColumn(in: rest)
            let laidOut = ValuesCard(painter: view.painter, wrapper: view.textWrapper).layout(model, in: room)
            layout.valuesCard = laidOut
            stack(ValuesSideBarCard(model: model, column: room, wrapper: view.textWrapper, laidOut: laidOut))
        }
        if let readout = layout.readout {
            if sideBar.showsOverlay {
                stack(TuningOverlay(wrapper: view.textWrapper).card(readout, in: rest))
            }
            if sideBar.showsPlot {
                let replay = playback.replay
                stack(
                    PlotCard(
                        // The compare view's lanes run on their own clock, from 0: the live series would
                        // push them off the plot's time span.
                        plot: playback.compare == nil ? telemetry.plot : LivePlotBuffer(),
                        ghost: replay?.ghost == nil ? nil : replay?.ghostPlot,
                        // The compare view's lanes, one colour a lane, while it is open.
                        platforms: playback.compare?.plotSeries(panel: readout.panel.id) ?? platformGhostPaths,
                        panel: readout.panel.controller,
                        frame: CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: PlotCard.height)))
            }
            if platformGhosts.mode != .off {
                stack(PlatformGhostCard(platformGhosts, wrapper: view.textWrapper, in: rest))
            }
        }
        if sideBar.showsHelp {
            stack(cards.help(in: rest))
        } else if rest.minY < column.maxY - 2 * OverlayStyle.lineSpacing {
            layout.cards.append(cards.hint(Self.keysHint, in: column))
        }
        return layout
    }

    /// What the tuning card and the ruler show of `panel` this frame.
    private func tuningReadout(for panel: PanelRuntime) -> TuningReadout {
        var release: (decision: FloatingPanelReleaseDecision, chosen: FloatingPanelState, age: Double)?
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
            isPaused: clock.isPaused, framesPerSecond: statistics.framesPerSecond, engineRate: 1 / clock.step,
            frameTimeP50: statistics.workTime(percentile: 0.5), frameTimeP99: statistics.workTime(percentile: 0.99),
            sceneName: session.sceneFileName, container: runtime.container, keyboardHeight: runtime.keyboardHeight,
            reload: session.lastReload)
    }
}
