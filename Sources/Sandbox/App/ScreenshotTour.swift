import FloatingPanel
import Foundation

/// The README's screenshots, made by the real window: each one opens a shipped scene, plays
/// scripted keys and clicks through SDL's event queue (`ScriptedInput`), and saves a frame the
/// way `F12` does; the A/B plot is drawn headless (`ABReplayPlot`). `scripts/screenshots.sh`
/// runs it through `run --screenshots` under `xvfb-run`; the loop's tests run it into a
/// temporary folder under SDL's offscreen driver.
///
/// The engine steps once per frame (`SandboxOptions.stepsEveryFrame`), so every run gives the
/// same pictures whatever the machine's speed.
package enum ScreenshotTour {
    /// The pictures, in the order they are taken: file name and what it shows.
    package static let shots: [(name: String, shows: String)] = [
        ("portrait.png", "the default scene on an iPhone 15, with the side bar"),
        ("overlay.png", "a fling explained on the ruler, the live plot (G) and the key list (?)"),
        ("landscape.png", "the default scene after T: the iPhone 15 in landscape"),
        ("wide.png", "a wide custom container: the adaptive panel becomes a side card"),
        ("keyboard.png", "K: the software keyboard, a panel that avoids it risen above it"),
        ("multi-panel.png", "a row of the search panel clicked: the detail panel presented on top"),
        ("error-banner.png", "a layout saved with a syntax error: the banner, the last good scene running"),
        ("presets.png", "L: the list of scene presets"),
        ("values.png", "V: the values card; Shift+→ made the spring response 0.5, written back, 1 springs to full"),
        ("ghosts.png", "P: Material, Compose and vaul ghosts settling after the same fling, compared in the side bar"),
        ("ab-plot.png", "A/B: one recorded fling, the default spring and a softer one, in the live plot"),
    ]

    /// Why a picture could not be taken.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Takes every picture of `shots` into `outputDirectory`, from the scenes of `configsDirectory`
    /// (the repository's `Configs`); returns the paths written.
    /// - Throws: `Failure` when a scripted step never comes true; the window's errors.
    package static func run(configsDirectory: String, outputDirectory: String) throws -> [String] {
        let configs = URL(fileURLWithPath: configsDirectory).standardizedFileURL.path
        let output = URL(fileURLWithPath: outputDirectory).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let defaultScene = configs + "/scene.json"
        func path(_ name: String) -> String { output + "/" + name }

        try capture(defaultScene, to: path("portrait.png")) { _, frame in frame >= 3 }
        try capture(defaultScene, to: path("overlay.png"), ready: fling())
        try capture(defaultScene, to: path("landscape.png")) { _, frame in
            if frame == 1 { ScriptedInput.type("t") }
            return frame >= 30
        }
        try withConfigsCopy(configs) { _ in
            try wideScene.write(toFile: "Configs/wide.json", atomically: true, encoding: .utf8)
            try capture("Configs/wide.json", to: path("wide.png")) { _, frame in
                if frame == 1 { ScriptedInput.type("2") }
                return frame >= 36
            }
        }
        try withConfigsCopy(configs) { _ in
            let scene = try String(contentsOfFile: "Configs/scene.json", encoding: .utf8)
            try scene.replacingOccurrences(of: #""id": "search","#, with: #""id": "search", "keyboard": "avoid","#)
                .write(toFile: "Configs/scene.json", atomically: true, encoding: .utf8)
            try capture("Configs/scene.json", to: path("keyboard.png")) { _, frame in
                if frame == 1 { ScriptedInput.type("k") }
                return frame >= 40
            }
        }
        try capture(configs + "/scenes/multi-panel.json", to: path("multi-panel.png")) { app, frame in
            if frame == 2 { clickRow(4, of: app) }
            return frame >= 40
        }
        try withConfigsCopy(configs) { _ in
            // `"initialState": "half"` loses its comma: the parser stops at the next key.
            let layout = "Configs/layouts/maps.json"
            let good = try String(contentsOfFile: layout, encoding: .utf8)
            let broken = good.replacingOccurrences(of: #""initialState": "half","#, with: #""initialState": "half""#)
            try capture("Configs/scene.json", to: path("error-banner.png")) { app, frame in
                if frame == 2 { try? broken.write(toFile: layout, atomically: false, encoding: .utf8) }
                return frame > 2 && !app.session.live.errors.isEmpty
            }
        }
        try capture(defaultScene, to: path("presets.png")) { _, frame in
            if frame == 1 { ScriptedInput.type("l") }
            if frame == 2 { ScriptedInput.press(.down) }
            return frame >= 4
        }
        // On a copy: the values card writes its change into the scene's files.
        try withConfigsCopy(configs) { _ in
            try capture("Configs/scene.json", to: path("values.png")) { _, frame in
                if frame == 1 { ScriptedInput.type("v") }
                if frame == 2 { ScriptedInput.press(.right, modifiers: .shift) }
                if frame == 3 { ScriptedInput.type("1") }
                return frame >= 14
            }
        }
        try capture(
            defaultScene, to: path("ghosts.png"),
            ready: fling(keys: "gpppp", step: 17, holdSeconds: 0.2, pictureFrame: 30))
        try ABReplayPlot.render(scenePath: defaultScene, to: path("ab-plot.png"))
        return shots.map { path($0.name) }
    }

    // MARK: Scripts

    /// Runs the window on `scene` until `ready` says so, then saves that frame's successor at
    /// `path`. `ready` is called after every frame with the frame's number; it posts the input.
    private static func capture(
        _ scene: String, to path: String, maximumFrames: Int = 1500, ready: @escaping (SandboxApp, Int) -> Bool
    ) throws {
        var options = SandboxOptions(scenePath: scene)
        options.stepsEveryFrame = true
        options.vsync = false
        var requested = false
        var saved = false
        options.afterFrame = { app, frame in
            if requested {
                saved = true
                app.quitRequested = true
            } else if frame >= maximumFrames {
                app.quitRequested = true
            } else if ready(app, frame) {
                // A message from the script's own steps ("Opened …") is not part of the picture.
                app.sideBar.message = nil
                app.requestScreenshot(to: path)
                requested = true
            }
        }
        try SandboxApp(options: options).run()
        guard saved else {
            throw Failure(description: "\((path as NSString).lastPathComponent): the scripted steps did not finish")
        }
    }

    /// Types `keys` (the key list and the plot), then drags the panel up by `step` points a frame
    /// (a hold of `holdSeconds` before the release lets it go without speed), and takes the
    /// picture at `pictureFrame`. By default it drags the panel up by its grabber and lets go at
    /// about 500 pt/s: the picture is taken while the ruler explains the release. The drag's
    /// frames are paced at 60 Hz, as a hand would move, since SDL stamps each event with the
    /// time it is posted and the release velocity comes from those stamps.
    private static func fling(
        keys: String = "?g", step: CGFloat = 8, holdSeconds: Double = 0, pictureFrame: Int = 24
    ) -> (SandboxApp, Int) -> Bool {
        var lastFrame = DispatchTime.now().uptimeNanoseconds
        var grabber = CGPoint.zero
        return { app, frame in
            if (5...14).contains(frame) {
                let elapsed = DispatchTime.now().uptimeNanoseconds - lastFrame
                if elapsed < 16_666_667 { usleep(UInt32((16_666_667 - elapsed) / 1000)) }
            }
            lastFrame = DispatchTime.now().uptimeNanoseconds
            switch frame {
            case 1:
                for key in keys { ScriptedInput.type(key) }
            case 5:
                let panel = app.runtime.panels[0].controller
                grabber = app.windowLayout.containerFrame.origin
                grabber.x += panel.grabberHandleFrame.midX
                grabber.y += panel.grabberHandleFrame.midY
                ScriptedInput.mouseDown(at: grabber)
            case 6...13: ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y - CGFloat(frame - 5) * step))
            case 14:
                if holdSeconds > 0 { usleep(UInt32(holdSeconds * 1e6)) }
                ScriptedInput.mouseUp(at: CGPoint(x: grabber.x, y: grabber.y - 9 * step))
            default: break
            }
            return frame >= pictureFrame
        }
    }

    /// Clicks the middle of row `row` of the first panel's list.
    private static func clickRow(_ row: Int, of app: SandboxApp) {
        let panel = app.runtime.panels[0]
        let geometry = ContentListGeometry(panel)
        let frame = geometry.rows.frame(ofRow: row)
        let container = app.windowLayout.containerFrame
        let point = CGPoint(x: container.minX + frame.midX, y: container.minY + frame.midY)
        ScriptedInput.mouseDown(at: point)
        ScriptedInput.mouseUp(at: point)
    }

    /// Runs `body` in a scratch folder holding a copy of `configs` as `Configs/`, made the current
    /// folder: a picture can change files there without touching the repository's, and the
    /// banner names files as a user of the repository sees them (`Configs/layouts/maps.json`).
    private static func withConfigsCopy(_ configs: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("panel-sandbox-tour-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: configs, toPath: folder + "/Configs")
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder) else {
            throw Failure(description: "cannot change to the scratch folder \(folder)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try body(folder)
    }

    /// A 1000 × 620 container whose panel has an adaptive presentation: wide enough for the side
    /// card, with the shipped behavior and appearance (paths relative to `Configs/`).
    private static let wideScene = """
        {
          "name": "Wide",
          "container": { "width": 1000, "height": 620, "safeArea": { "top": 24, "bottom": 20 } },
          "background": "map",
          "panels": [ {
            "id": "places",
            "behavior": "behaviors/default.json",
            "appearance": "appearances/light.json",
            "adaptivePresentation": { "minWidth": 320, "idealWidth": 380, "maxWidth": 420, "side": "trailing",
                                      "detents": [ { "height": 160 }, "medium", "large" ] },
            "scrollContentHeight": 1180,
            "content": { "title": "Places", "rows": 20, "rowTitle": "Place {n}", "rowSubtitle": "{n}.2 km" }
          } ]
        }
        """
}
