import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    /// The hint at the bottom of the column while the key list is closed.
    static let keysHint = "? keys · L scenes · O overlay · G plot"

    /// This frame's column of cards, top to bottom: the error banner, the recording, the replay's
    /// status, a message, the phone link, the preset list, the values card, the readout card, the live plot and the
    /// key list (or the hint). Laid out in the update step, before drawing, so a click on the list
    /// or on a value finds the row that was drawn; what does not fit is cut off at the bottom.
    func layOutSideBar() -> SideBarLayout {
        let column = windowLayout.cardColumn
        let cards = SideBarCards(painter: view.painter, wrapper: view.textWrapper)
        var layout = SideBarLayout(readout: focusedPanel.map(panelReadout(for:)))
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
            stack(cards.recording(seconds: Double(recording.frame) / playback.stepRate, in: rest))
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
                stack(ReadoutOverlay(wrapper: view.textWrapper).card(readout, in: rest))
            }
            let ghostCard =
                platformGhosts.mode == .off
                ? nil : PlatformGhostCard(platformGhosts, wrapper: view.textWrapper, in: rest)
            // The key list below keeps every row: the plot gives it room, down to its smallest
            // height, and steps aside while the list is open when even that leaves too little.
            let below = [ghostCard?.frame.height, sideBar.showsHelp ? cards.help(in: rest).frame.height : nil]
                .compactMap { $0 }.reduce(0) { $0 + $1 + OverlayStyle.cardGap }
            let plotHeight = min(PlotCard.height, rest.height - below)
            if sideBar.showsPlot, plotHeight >= PlotCard.minimumHeight || !sideBar.showsHelp {
                let replay = playback.replay
                stack(
                    PlotCard(
                        // The compare view's lanes run on their own clock, from 0: the live series would
                        // push them off the plot's time span.
                        plot: playback.compare == nil ? telemetry.plot : LivePlotBuffer(),
                        ghost: replay?.ghost == nil ? nil : replay?.ghostPlot,
                        // The compare view's lanes, one colour a lane, while it is open.
                        // Else the platform ghosts' paths and the reference's.
                        platforms: playback.compare?.plotSeries(panel: readout.panel.id)
                            ?? platformGhostPaths + referencePlotPath,
                        panel: readout.panel.controller,
                        frame: CGRect(
                            x: rest.minX, y: rest.minY, width: rest.width,
                            height: sideBar.showsHelp ? plotHeight : PlotCard.height)))
            }
            if sideBar.releaseMap != nil,
                let map = sideBar.releaseMap?.map(
                    of: readout.panel, in: runtime, reload: session.live.lastReload?.appliedTime)
            {
                stack(ReleaseMapCard(map: map, release: lastRelease(on: readout.panel), in: rest))
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

    /// `panel`'s last release as the release map card marks it.
    private func lastRelease(on panel: PanelRuntime) -> (from: String, mark: ReleaseMapPlot.Mark)? {
        guard let last = telemetry.panelEvents.lastRelease, last.panel == ObjectIdentifier(panel.controller) else {
            return nil
        }
        let decision = last.decision
        return (
            last.from.rawValue,
            ReleaseMapPlot.Mark(location: decision.location, velocity: decision.velocity, target: last.chosen.rawValue)
        )
    }

    /// What the readout card and the ruler show of `panel` this frame.
    private func panelReadout(for panel: PanelRuntime) -> PanelReadout {
        var release: (decision: FloatingPanelReleaseDecision, chosen: FloatingPanelState, because: String, age: Double)?
        if let last = telemetry.panelEvents.lastRelease, last.panel == ObjectIdentifier(panel.controller) {
            release = (last.decision, last.chosen, last.explanation.because, Self.now() - last.time)
        }
        let legend = runtime.panels.map { other in
            PanelReadout.LegendEntry(
                id: other.id, state: other.controller.isShown ? other.controller.state : .hidden,
                color: color(of: other), isFocused: other === panel)
        }
        let statistics = telemetry.frameStatistics
        return PanelReadout(
            panel: panel, color: color(of: panel), legend: legend,
            targetState: telemetry.panelEvents.target(of: panel.controller), release: release,
            speed: playback.clock.speed,
            isPaused: playback.clock.isPaused, framesPerSecond: statistics.framesPerSecond,
            engineRate: 1 / playback.step,
            frameTimeP50: statistics.workTime(percentile: 0.5), frameTimeP99: statistics.workTime(percentile: 0.99),
            sceneName: session.sceneFileName, container: runtime.container, keyboardHeight: runtime.keyboardHeight,
            reload: session.lastReload)
    }
}
