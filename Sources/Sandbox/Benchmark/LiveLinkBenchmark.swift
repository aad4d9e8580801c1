import Foundation
import PanelLink
import PanelLive
import PanelScene

/// The live link's figures (Docs/live.md, Docs/performance.md), on loopback as `serve` and the
/// window's `D` run it: a save, and a values-card change, to the new scene version read by a
/// page's socket, through the page's own send queue (the page applies it in its next frame);
/// and the window's frame with pages connected.
enum LiveLinkBenchmark {
    /// A copy of a scene, running and published on loopback.
    private struct Linked {
        let directory: String
        let live: LiveScene
        let link: LiveLink
        /// Signalled by the watcher's, the loader's and the values card's wake-ups.
        let wake: DispatchSemaphore

        init(scenePath: String) throws {
            directory =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("panel-sandbox-live-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
                .path
            let scene = try ReloadBenchmark.copyScene(from: scenePath, to: directory)
            live = try LiveScene(path: scene, reportError: { _ in })
            link = try LiveLink(scenePath: scene, lan: false, port: 0, log: { _ in })
            link.publish(live.runtime.scene)
            let wake = DispatchSemaphore(value: 0)
            self.wake = wake
            live.startWaking { wake.signal() }
        }

        func stop() {
            link.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }

        /// Reads `page`'s socket until it has the version the link published last.
        func readCurrentVersion(on page: LiveSocketClient) throws {
            let current = link.currentVersion
            while true {
                let message = try JSONSerialization.jsonObject(with: Data(try page.readText().utf8)) as? [String: Any]
                if (message?["version"] as? Int ?? 0) >= current { return }
            }
        }
    }

    /// A page connected to `link` on loopback, its WebSocket open and the version sent on
    /// connecting read.
    private static func page(_ link: LiveLink) throws -> LiveSocketClient {
        let host = "127.0.0.1:\(link.server.requestGuard.port)"
        let page = try LiveSocketClient(port: link.server.requestGuard.port, timeout: 2)
        try page.handshake("/live?token=" + link.server.requestGuard.token, host: host, origin: "http://" + host)
        _ = try page.readText()
        return page
    }

    /// Saves the scene's layout `saves` times and returns each save's latency in ms.
    static func saveToPage(saves: Int, scenePath: String) throws -> [Double] {
        let linked = try Linked(scenePath: scenePath)
        defer { linked.stop() }
        let page = try page(linked.link)
        let scene = linked.live.runtime.scene
        let edited = scene.referencedFiles.dropFirst().first ?? scene.referencedFiles[0]
        let original = try Data(contentsOf: URL(fileURLWithPath: edited))
        var latencies: [Double] = []
        for save in 0..<saves {
            let start = DispatchTime.now().uptimeNanoseconds
            try (save % 2 == 0 ? original + Data("\n".utf8) : original).write(to: URL(fileURLWithPath: edited))
            try applyAndPublish(linked) { applied(linked.live.applyPendingChanges()) }
            try linked.readCurrentVersion(on: page)
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return latencies
    }

    /// Changes the first panel's first value on the values card `changes` times (alternately up
    /// and down) and returns each change's latency in ms: from asking to the new version read by
    /// the page, through the card's worker (check, write, load), its apply between frames and the
    /// publish, as the window runs them.
    static func valuesChangeToPage(changes: Int, scenePath: String) throws -> [Double] {
        let linked = try Linked(scenePath: scenePath)
        defer { linked.stop() }
        let page = try page(linked.link)
        let tuner = try ValueTuner(scene: linked.live, panelIndex: 0)
        var latencies: [Double] = []
        for change in 0..<changes {
            let start = DispatchTime.now().uptimeNanoseconds
            guard tuner.change(steps: change % 2 == 0 ? 1 : -1) else {
                throw ReloadBenchmark.Failure(description: "the values card has no value to change")
            }
            try applyAndPublish(linked) { applyChanges(linked, tuner) }
            try linked.readCurrentVersion(on: page)
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            // The watcher's event for the card's own write settles before the next change.
            while tuner.isBusy || linked.live.isLoading {
                _ = linked.wake.wait(timeout: .now() + .milliseconds(100))
                if applyChanges(linked, tuner) { linked.link.publish(linked.live.runtime.scene) }
            }
        }
        return latencies
    }

    private static func applied(_ outcome: LiveScene.Outcome?) -> Bool {
        if case .applied? = outcome { return true }
        return false
    }

    /// What the window applies between frames (`SandboxApp.applyFileChanges`): the watcher's
    /// loads, then the values card's finished change. Returns whether either applied a scene.
    private static func applyChanges(_ linked: Linked, _ tuner: ValueTuner) -> Bool {
        let reloaded = applied(linked.live.applyPendingChanges())
        let changed = tuner.applyFinished() && applied(tuner.lastOutcome)
        return reloaded || changed
    }

    /// Waits for wake-ups, running `apply` after each as the loop does between frames, until it
    /// applies a scene, then publishes it.
    private static func applyAndPublish(_ linked: Linked, apply: () -> Bool) throws {
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            _ = linked.wake.wait(timeout: .now() + .milliseconds(100))
            if apply() {
                linked.link.publish(linked.live.runtime.scene)
                return
            }
        }
        throw ReloadBenchmark.Failure(description: "a change was not applied within 2 s")
    }

    /// The whole window's frame (as `BenchmarkSuite.windowFrameFigure` at 1×) with the phone link
    /// on and `pages` pages connected on loopback, each with its own viewport, so the card lists
    /// them all.
    static func windowFrameWithPages(_ pages: Int, frames: Int) throws -> BenchmarkSuite.FrameFigure {
        var link: LiveLink?
        var clients: [LiveSocketClient] = []
        var failure: Error?
        defer { link?.stop() }
        let figure = try BenchmarkSuite.windowFrameFigure(pixelDensity: 1, frames: frames) { app in
            do {
                // The window's `D` on loopback, where the pages connect.
                let started = try LiveLink(scenePath: app.session.live.path, lan: false, port: 0, log: { _ in })
                started.publish(app.runtime.scene)
                app.sideBar.liveLink = started
                link = started
                for index in 0..<pages {
                    let page = try page(started)
                    let safeArea = #"{"top": 47, "left": 0, "bottom": 34, "right": 0}"#
                    let viewport = #"{"width": \#(360 + index * 4), "height": 800, "safeArea": \#(safeArea)}"#
                    try page.send(
                        text: #"{"type": "hello", "version": 1, "refreshRate": 60, "viewport": \#(viewport)}"#)
                    _ = try page.readText()
                    clients.append(page)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard clients.count == pages else { throw ReloadBenchmark.Failure(description: "the pages did not connect") }
        return figure
    }
}
