import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    // MARK: - Input

    /// Takes every input waiting.
    func handleInput() {
        while let input = events.next() { handle(input) }
    }

    /// Whether the loop may sleep before this frame: nothing moves, nothing is to be drawn, and
    /// the run counts no frames (a run with a frame limit must not sleep through them).
    var mayIdle: Bool {
        !isMoving && !loop.needsDraw && !options.stepsEveryFrame && options.frameLimit == nil
    }

    /// Sleeps until something happens, or until a message is due to go. Time slept is not
    /// simulated time.
    func idle() {
        waitForInput()
        playback.clock.resetAccumulator()
        telemetry.frameStatistics.resetIntervals()
        loop.lastFrameStart = nil
    }

    /// Blocks until an event comes or the shown message expires (the frame then redraws without it).
    private func waitForInput() {
        guard let message = sideBar.message else {
            _ = events.wait(timeoutMilliseconds: nil)
            return
        }
        let remaining = message.until - Self.now()
        if remaining > 0, events.wait(timeoutMilliseconds: Int32(min((remaining * 1000).rounded(.up), 60_000))) {
            return
        }
        if sideBar.dropExpiredMessage(at: Self.now()) { loop.needsDraw = true }
    }

    private func handle(_ input: InputMapping.Input) {
        loop.needsDraw = true
        switch input {
        case .quit: quitRequested = true
        case .pointer(let pointer): handle(pointer)
        case .command(let command): perform(command)
        case .windowResized: windowDidResize()
        case .configChanged: applyFileChanges()
        case .droppedFile(let path): readReference(path: path)
        }
    }

    /// Pointer events come in window points; the panels take container points. A press outside
    /// the container is not theirs (a click on the preset list picks a scene); moves and releases
    /// go on to the gesture under way wherever the pointer is. A replay's panels take no input.
    private func handle(_ pointer: PointerEvent) {
        let layout = windowLayout
        switch pointer {
        case .down(let point, let time):
            if clickCompareView(at: point) { return }
            if layout.containerContains(point), playback.replay == nil {
                focus.router.handle(.down(layout.containerPoint(point), time: time))
            } else if !beginValueScrub(at: point) {
                clickOutsideContainer(at: point)
            }
        case .moved(let point, let time):
            if !continueValueScrub(to: point) { focus.router.handle(.moved(layout.containerPoint(point), time: time)) }
        case .up(let point, let time):
            if !endValueScrub() { focus.router.handle(.up(layout.containerPoint(point), time: time)) }
        case .cancelled:
            _ = endValueScrub()
            focus.router.handle(.cancelled)
        case .wheel(let point, let delta):
            if layout.containerContains(point) {
                focus.router.handle(.wheel(layout.containerPoint(point), delta: delta))
            } else {
                turnValue(at: point, delta: delta)
            }
        }
    }

    /// A click on the preset list, where the last frame drew it, opens that scene.
    private func clickOutsideContainer(at point: CGPoint) {
        guard sideBar.showsPresetList, let index = sideBar.layout?.presetList?.presetIndex(at: point) else { return }
        openPreset(at: index)
    }
}
