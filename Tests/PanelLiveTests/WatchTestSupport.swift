import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import PanelLive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scene on disk in a fresh temporary directory: `scene.json` with one panel whose layout and
/// behavior are files of their own, as the shipped scenes are; removed when released.
final class SceneFolder {
    let root: String

    init(tip: Int = 69) throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("watch-test-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard mkdtemp(&bytes) != nil else { throw CocoaError(.fileWriteUnknown) }
        root = String(cString: bytes)
        try FileManager.default.createDirectory(atPath: path("layouts"), withIntermediateDirectories: true)
        write("scene.json", Self.scene())
        write("layouts/layout.json", Self.layout(tip: tip))
        write("behavior.json", #"{ "springResponseTime": 0.4 }"#)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var scenePath: String { path("scene.json") }
    var layoutPath: String { path("layouts/layout.json") }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes in place (open with O_TRUNC, write, close): what most programs do.
    func write(_ relative: String, _ text: String) {
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(descriptor >= 0, "cannot open \(relative)")
        writeAll(descriptor, text)
        close(descriptor)
    }

    func writeAll(_ descriptor: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        precondition(Foundation.write(descriptor, bytes, bytes.count) == bytes.count)
    }

    func rename(_ from: String, _ to: String) {
        precondition(Foundation.rename(path(from), path(to)) == 0)
    }

    func remove(_ relative: String) {
        precondition(unlink(path(relative)) == 0)
    }

    /// A scene in an explicit container, so positions do not depend on device presets.
    static func scene(extraPanel: Bool = false) -> String {
        let second = extraPanel ? #", { "id": "detail", "layout": "layouts/layout.json" }"# : ""
        return """
            {
              "container": { "width": 390, "height": 844,
                             "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } },
              "displayScale": 3,
              "panels": [
                { "id": "main", "layout": "layouts/layout.json", "behavior": "behavior.json",
                  "scrollContentHeight": 2400 }\(second)
              ]
            }
            """
    }

    /// A bottom layout whose `tip` inset is the value tests change.
    static func layout(tip: Int) -> String {
        """
        {
          "position": "bottom",
          "initialState": "half",
          "anchors": {
            "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
            "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
            "tip": { "absoluteInset": \(tip), "edge": "bottom", "referenceGuide": "safeArea" }
          }
        }
        """
    }
}

extension LiveScene {
    /// The `tip` inset of the running layout: tells which version of the layout file is applied.
    var appliedTip: CGFloat? {
        let layout = runtime.panel(id: "main")?.config.layouts.first?.layout
        return (layout?.anchors[.tip] as? FloatingPanelLayoutAnchor)?.inset
    }

    /// `applyPendingChanges()`, and when that started a background load, waits for it and
    /// applies it: what a window's loop does over the frames that follow.
    @discardableResult
    func applyPendingChangesAfterLoading() -> Outcome {
        waitForQuiet()
        let outcome = applyPendingChanges()
        return outcome == .loading ? finishLoading() : outcome
    }

    /// A polling watcher completes a change once the file held still for its quiet interval: wait
    /// that long, so the next `applyPendingChanges()` sees what an inotify
    /// watcher sees as soon as the save's calls returned.
    func waitForQuiet() {
        guard let quiet = watcher.quietInterval else { return }
        Thread.sleep(
            forTimeInterval: Double(quiet.components.seconds) + Double(quiet.components.attoseconds) / 1e18 + 0.02)
    }

    /// `reload()`, then waits for the load and applies it.
    func reloadAfterLoading() -> Outcome {
        reload()
        return finishLoading()
    }

    /// Loads `folder`'s scene, shows it and keeps the error lines it reports in `reported`.
    static func watching(_ folder: SceneFolder, reported: ErrorLog = ErrorLog()) throws -> LiveScene {
        let live = try LiveScene(
            path: folder.scenePath, defaultDisplayScale: 3, reportError: { reported.lines.append($0) })
        live.runtime.showAll()
        return live
    }
}

/// Error lines a `LiveScene` printed.
final class ErrorLog {
    var lines: [String] = []
}

/// Steps `stage` frame by frame (60 fps) until nothing animates, checking that every panel stays
/// finite and never moves more than `maxStep` points in one frame. Returns the frames run.
@discardableResult
func settle(
    _ stage: FloatingPanelStage, maxStep: CGFloat = 80, frames limit: Int = 600,
    file: StaticString = #filePath, line: UInt = #line
) -> Int {
    for frame in 0..<limit {
        let before = stage.panels.map { ($0, $0.surfaceLocation.y) }
        stage.step(1.0 / 60)
        for (panel, previous) in before {
            let y = panel.surfaceLocation.y
            XCTAssertTrue(y.isFinite && panel.velocity.isFinite, "NaN at frame \(frame)", file: file, line: line)
            XCTAssertLessThanOrEqual(abs(y - previous), maxStep, "jump at frame \(frame)", file: file, line: line)
        }
        if !stage.isAnimating { return frame + 1 }
    }
    XCTFail("still animating after \(limit) frames", file: file, line: line)
    return limit
}
