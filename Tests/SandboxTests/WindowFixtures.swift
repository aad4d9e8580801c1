import CSDL2
import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

@testable import Sandbox

/// A scene folder laid out like `Configs/` in a temporary directory: `scene.json` with its layout
/// in `layouts/main.json`, and presets in `scenes/`. Removed when released.
final class SceneFolder {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/scenes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/layouts", withIntermediateDirectories: true)
        try write("scene.json", Self.scene(name: "Main", container: #""iphone-15""#, layout: "layouts/main.json"))
        try write("layouts/main.json", Self.layout(halfInset: 300))
        try write(
            "scenes/other.json",
            Self.scene(name: "Other", container: #"{ "width": 360, "height": 700 }"#, layout: "../layouts/other.json"))
        try write("layouts/other.json", Self.layout(halfInset: 200))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var scenePath: String { root + "/scene.json" }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` in place (the way most editors save: truncate and write, then close).
    func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: path(relative), atomically: false, encoding: .utf8)
    }

    /// One bottom panel with a 50-row list, laid out by the file `layout`.
    static func scene(name: String, container: String, layout: String, extra: String = "") -> String {
        """
        {
          "name": "\(name)",
          "container": \(container),
          "displayScale": 1,
          "background": "grid",
          "panels": [ {
            "id": "main", "layout": "\(layout)", \(extra)
            "scrollContentHeight": 2860,
            "content": { "title": "\(name)", "rows": 50, "rowTitle": "Row {n}" }
          } ]
        }
        """
    }

    /// Full 16 pt below the safe area's top, half `halfInset` above its bottom, tip 69 above it.
    /// `initialState` is on line 3 and `anchors` on line 4 (the error test breaks line 3).
    static func layout(halfInset: Int, initialState: String = "half") -> String {
        """
        {
          "position": "bottom",
          "initialState": "\(initialState)",
          "anchors": {
            "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
            "half": { "absoluteInset": \(halfInset), "edge": "bottom", "referenceGuide": "safeArea" },
            "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" }
          }
        }
        """
    }

    /// A search panel and, above it, a detail panel that waits hidden (the multi-panel preset's shape).
    func writeMultiPanelScene() throws -> String {
        try write("layouts/detail.json", Self.layout(halfInset: 250, initialState: "hidden"))
        try write(
            "scenes/multi.json",
            """
            {
              "name": "Multi", "container": "iphone-15", "displayScale": 1, "background": "grid",
              "panels": [
                { "id": "search", "layout": "../layouts/main.json", "scrollContentHeight": 2860,
                  "content": { "title": "Search", "rows": 50 } },
                { "id": "detail", "layout": "../layouts/detail.json", "removalInteractionEnabled": true,
                  "content": { "title": "Detail", "rows": 5 } }
              ]
            }
            """)
        return path("scenes/multi.json")
    }
}

extension XCTestCase {
    /// Runs the window on `scene` as `runWindow` does, calling `script` with the step number (1,
    /// 2, …): at least two frames apart and only once the values card's last change is applied (on
    /// its worker). A step returning true ends the run.
    func runWindowSteps(
        _ scene: String, maximumFrames: Int = 600,
        options configure: @escaping (inout SandboxOptions) -> Void = { _ in },
        script: @escaping (SandboxApp, Int) -> Bool
    ) throws -> SandboxApp {
        var step = 0
        var lastStepFrame = 0
        return try runWindow(scene, maximumFrames: maximumFrames, options: configure) { app, frame in
            guard frame >= lastStepFrame + 2, app.sideBar.valueTuner?.isBusy != true else { return false }
            lastStepFrame = frame
            step += 1
            return script(app, step)
        }
    }

    /// A fling of the scene's first panel recorded as the window records a mouse drag: a press on
    /// the grabber in frame 3, eight moves of 25 pt up, the release 200 pt up at −1500 pt/s in
    /// frame 12; saved beside the scene, ending in frame 150. Returns the file's path.
    func recordFling(scenePath: String) throws -> String {
        let runtime = SceneRuntime(scene: try ConfigLoader.loadScene(path: scenePath))
        runtime.showAll()
        let grabber = runtime.panels[0].controller.grabberHandleFrame
        let start = CGPoint(x: grabber.midX, y: grabber.midY)
        let recorder = InputRecorder(runtime: runtime, fps: 60)
        recorder.record(.pointer(PointerInput(.down, at: start)), frame: 3)
        for k in 1...8 {
            let point = CGPoint(x: start.x, y: start.y - 25 * CGFloat(k))
            recorder.record(.pointer(PointerInput(.move, at: point, velocity: CGPoint(x: 0, y: -1500))), frame: 3 + k)
        }
        let end = CGPoint(x: start.x, y: start.y - 200)
        recorder.record(.pointer(PointerInput(.up, at: end, velocity: CGPoint(x: 0, y: -1500))), frame: 12)
        return try recorder.saveNextToScene(endingAtFrame: 150)
    }

    /// Runs the real window on `scene` with one engine step per frame (the loop never sleeps),
    /// calling `script` after every frame until it returns true; fails past `maximumFrames`.
    /// `options` adds to the window's options (a replay).
    @discardableResult
    func runWindow(
        _ scene: String, maximumFrames: Int = 600, file: StaticString = #filePath, line: UInt = #line,
        options configure: (inout SandboxOptions) -> Void = { _ in }, script: @escaping (SandboxApp, Int) -> Bool
    ) throws -> SandboxApp {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        var options = SandboxOptions(scenePath: scene, frameLimit: maximumFrames)
        configure(&options)
        options.stepsEveryFrame = true
        options.vsync = false
        var finished = false
        options.afterFrame = { app, frame in
            if script(app, frame) {
                finished = true
                app.quitRequested = true
            }
        }
        let app = try SandboxApp(options: options)
        try app.run()
        XCTAssertTrue(finished, "the script did not finish within \(maximumFrames) frames", file: file, line: line)
        return app
    }
}

extension SandboxApp {
    /// Clicks the middle of compare lane `lane`'s cell with the mouse.
    func clickCompareLane(_ lane: Int) {
        guard let compare = playback.compare else { return }
        let (grid, origin, _) = compareGrid(compare)
        let point = CGPoint(x: origin.x + grid.cells[lane].midX, y: origin.y + grid.cells[lane].midY)
        ScriptedInput.mouseDown(at: point)
        ScriptedInput.mouseUp(at: point)
    }

    /// Window point of container point `point`.
    func windowPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: windowLayout.containerFrame.minX + point.x, y: windowLayout.containerFrame.minY + point.y)
    }

    /// Window point of the middle of `panel`'s grabber.
    func grabberPoint(of panel: FloatingPanelController) -> CGPoint {
        windowPoint(CGPoint(x: panel.grabberHandleFrame.midX, y: panel.grabberHandleFrame.midY))
    }
}

extension XCTestCase {
    /// A copy of the shipped `Configs/` in a temporary folder named after `name`, with `fling.json`:
    /// a fling of the search panel 300 pt up at −1200 pt/s. Returns the folder.
    func configsWithFling(named name: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Repository.url("Configs").path, toPath: root)
        try Data(
            #"""
            { "scene": "scene.json", "steps": [
                { "advance": 0.1 },
                { "drag": { "panel": "search", "translation": -300, "duration": 0.25, "velocity": -1200 } },
                { "advance": 0.8 } ] }
            """#.utf8
        ).write(to: URL(fileURLWithPath: root + "/fling.json"))
        return root
    }

    /// The default behavior file of the copy at `root`.
    func defaultBehavior(in root: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root + "/behaviors/default.json")!, as: UTF8.self)
    }
}
