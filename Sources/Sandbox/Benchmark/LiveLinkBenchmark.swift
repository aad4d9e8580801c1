import Foundation
import PanelLive
import PanelScene

/// Save → page (Docs/live.md, Docs/performance.md): from the write that completes a save to the
/// new scene version read by a page's socket on loopback, through the watcher, the background
/// load, the publish and the page's own send queue, as `serve` runs them. The page's own apply
/// adds at most one of its frames.
enum LiveLinkBenchmark {
    /// Saves the scene's layout `saves` times and returns each save's latency in ms.
    static func saveToPage(saves: Int, scenePath: String) throws -> [Double] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("panel-sandbox-live-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = try ReloadBenchmark.copyScene(from: scenePath, to: directory)
        let live = try LiveScene(path: scene, reportError: { _ in })
        let link = try LiveLink(scenePath: scene, lan: false, port: 0, log: { _ in })
        defer { link.stop() }
        link.publish(live.runtime.scene)
        let wake = DispatchSemaphore(value: 0)
        live.startWaking { wake.signal() }
        let host = "127.0.0.1:\(link.server.requestGuard.port)"
        let page = try LiveSocketClient(port: link.server.requestGuard.port, timeout: 2)
        try page.handshake("/live?token=" + link.server.requestGuard.token, host: host, origin: "http://" + host)
        _ = try page.readText()
        let edited = live.runtime.scene.referencedFiles.dropFirst().first ?? live.runtime.scene.referencedFiles[0]
        let original = try Data(contentsOf: URL(fileURLWithPath: edited))
        var latencies: [Double] = []
        for save in 0..<saves {
            let start = DispatchTime.now().uptimeNanoseconds
            try (save % 2 == 0 ? original + Data("\n".utf8) : original).write(to: URL(fileURLWithPath: edited))
            try applyAndPublish(live, link, wake: wake)
            _ = try page.readText()
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return latencies
    }

    /// Waits for the watcher's and the loader's wake-ups until the save is applied, then
    /// publishes it, as `serve`'s loop does.
    private static func applyAndPublish(_ live: LiveScene, _ link: LiveLink, wake: DispatchSemaphore) throws {
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            _ = wake.wait(timeout: .now() + .milliseconds(100))
            if case .applied = live.applyPendingChanges() {
                link.publish(live.runtime.scene)
                return
            }
        }
        throw ReloadBenchmark.Failure(description: "a save was not applied within 2 s")
    }
}
