import Dispatch
import Foundation
import PanelConfig
import PanelLive
import PanelScene

/// Measures what a change of the values card costs the loop's thread with a large layout in the
/// scene: asking for the change, then every apply between frames until it runs (the card's
/// result and the watcher's event for its write). Reading, checking, writing and parsing run on
/// the card's worker and are not part of the figure; the time between frames is not either.
enum ValuesChangeBenchmark {
    /// Why a measurement could not be made.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Loop-thread milliseconds of each of `changes` changes of the spring response (alternately
    /// up and down) on a scene whose layout file is about `layoutBytes` bytes.
    static func measure(changes: Int, layoutBytes: Int) throws -> [Double] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("panel-sandbox-values-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/layouts", withIntermediateDirectories: true)
        try Data(largeLayout(bytes: layoutBytes).utf8).write(
            to: URL(fileURLWithPath: directory + "/layouts/large.json"))
        try Data(scene.utf8).write(to: URL(fileURLWithPath: directory + "/scene.json"))
        try Data(behavior.utf8).write(to: URL(fileURLWithPath: directory + "/behavior.json"))

        let live: LiveScene
        let tuner: ValueTuner
        do {
            live = try LiveScene(path: directory + "/scene.json", reportError: { _ in })
            live.runtime.showAll()
            let wakes = DispatchSemaphore(value: 0)
            live.startWaking { wakes.signal() }
            tuner = try ValueTuner(scene: live, panelIndex: 0)
            return try (0..<changes).map { change in
                try measureChange(steps: change % 2 == 0 ? 1 : -1, live: live, tuner: tuner, wakes: wakes)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "the values benchmark scene does not load:\n\(error)")
        }
    }

    /// One change: the loop-thread time of asking and of every apply until it ran and the
    /// watcher's load of the write is done, in ms. Sleeps for wake-ups as the window does.
    private static func measureChange(steps: Int, live: LiveScene, tuner: ValueTuner, wakes: DispatchSemaphore)
        throws -> Double
    {
        var loopTime: UInt64 = 0
        func timed(_ body: () -> Void) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            loopTime += DispatchTime.now().uptimeNanoseconds - start
        }
        timed { tuner.change(steps: steps) }
        let deadline = ContinuousClock.now + .seconds(60)
        var applied = false
        while !applied || tuner.isBusy || live.isLoading {
            guard ContinuousClock.now < deadline else { throw Failure(description: "a change did not finish in 60 s") }
            _ = wakes.wait(timeout: .now() + .milliseconds(100))
            timed {
                live.applyPendingChanges()
                if tuner.applyFinished() { applied = true }
            }
        }
        guard case .applied? = tuner.lastOutcome else {
            throw Failure(description: "a change was not applied: \(tuner.message ?? "no message")")
        }
        return Double(loopTime) / 1e6
    }

    private static let scene = """
        {
          "container": "iphone-15",
          "panels": [
            { "id": "search", "layout": "layouts/large.json", "behavior": "behavior.json", "scrollContentHeight": 2800 }
          ]
        }
        """

    private static let behavior = #"{ "springResponseTime": 0.4, "springDecelerationRate": 0.994 }"#

    /// A conditional layout list of about `bytes` bytes: entries for containers wider than any
    /// device, then the Maps-like layout every container uses.
    static func largeLayout(bytes: Int) -> String {
        var text = "[\n"
        var index = 0
        while text.utf8.count < bytes {
            text += """
                  { "when": { "minWidth": \(20_000 + index) }, "layout": { "position": "bottom", "initialState": "half", "anchors": { "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" }, "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" }, "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } } },

                """
            index += 1
        }
        text += """
              { "layout": { "position": "bottom", "initialState": "half", "anchors": { "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" }, "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" }, "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } } }
            ]

            """
        return text
    }
}
