import CSDL2
import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// The real window loop under SDL's offscreen video driver (`make test` sets
/// `SDL_VIDEODRIVER=offscreen`): scripted SDL events in, panel positions and frame counts out.
final class SandboxLoopTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A bottom panel in a 390 × 844 container: full 100 from the top, half 400, tip 100 from the
    /// bottom, a list to scroll.
    private func writeScene() throws -> String {
        let path = folder.appendingPathComponent("scene.json").path
        try """
        {
          "container": { "width": 390, "height": 844 },
          "displayScale": 2,
          "panels": [ {
            "id": "main",
            "layout": { "position": "bottom", "initialState": "half", "anchors": {
              "full": { "absoluteInset": 100, "edge": "top", "referenceGuide": "superview" },
              "half": { "absoluteInset": 444, "edge": "bottom", "referenceGuide": "superview" },
              "tip": { "absoluteInset": 100, "edge": "bottom", "referenceGuide": "superview" } } },
            "scrollContentHeight": 3000,
            "content": { "title": "Smoke", "rows": 50 }
          } ]
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static func post(_ type: SDL_EventType, at point: CGPoint) {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.x = Int32(point.x)
            event.motion.y = Int32(point.y)
            event.motion.state = CSDL2_ButtonMask(Int32(SDL_BUTTON_LEFT))
        } else {
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = Int32(point.x)
            event.button.y = Int32(point.y)
        }
        SDL_PushEvent(&event)
    }

    func test_a_scripted_fling_up_ends_at_full_and_keys_move_the_panel() throws {
        var options = SandboxOptions(scenePath: try writeScene(), frameLimit: 400)
        options.stepsEveryFrame = true
        options.vsync = false
        var locations: [Int: CGFloat] = [:]
        options.afterFrame = { app, frame in
            // The overlay's figures are not what this test reads; without them a frame is cheaper.
            app.sideBar.showsOverlay = false
            let panel = app.runtime.panels[0].controller
            locations[frame] = panel.surfaceLocation.y
            switch frame {
            case 10: Self.post(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 195, y: 415))
            case 11...30: Self.post(SDL_MOUSEMOTION, at: CGPoint(x: 195, y: 415 - CGFloat(frame - 10) * 12))
            case 31: Self.post(SDL_MOUSEBUTTONUP, at: CGPoint(x: 195, y: 415 - 240))
            case 120:
                var event = SDL_Event()
                event.type = SDL_TEXTINPUT.rawValue
                withUnsafeMutableBytes(of: &event.text.text) { $0[0] = UInt8(ascii: "3") }
                SDL_PushEvent(&event)
            case 121...: if !panel.isAnimating { app.quitRequested = true }
            default: break
            }
        }
        let app = try SandboxApp(options: options)
        try app.run()
        let panel = app.runtime.panels[0].controller
        XCTAssertEqual(locations[9], 400, "starts at half")
        XCTAssertLessThan(locations[30]!, 400 - 200, "follows the drag")
        XCTAssertEqual(locations[119], 100, "the fling settled at full")
        XCTAssertEqual(panel.state, .tip, "key 3: the third state, most expanded first")
        XCTAssertEqual(panel.surfaceLocation.y, 744)
    }

    func test_editing_the_scene_file_reloads_it_while_the_window_runs() throws {
        let path = try writeScene()
        var options = SandboxOptions(scenePath: path, frameLimit: 600)
        options.stepsEveryFrame = true
        options.vsync = false
        var reloadedAt: Int?
        options.afterFrame = { app, frame in
            app.sideBar.showsOverlay = false
            if frame == 5 {
                let edited = try! String(contentsOfFile: path, encoding: .utf8)
                    .replacingOccurrences(of: #""absoluteInset": 444"#, with: #""absoluteInset": 544"#)
                try! edited.write(toFile: path, atomically: true, encoding: .utf8)
            }
            if reloadedAt == nil, app.lastReload != nil { reloadedAt = frame }
            if let reloadedAt, frame > reloadedAt + 120 { app.quitRequested = true }
        }
        let app = try SandboxApp(options: options)
        try app.run()
        XCTAssertNotNil(reloadedAt, "the watcher woke the loop and the scene was reloaded")
        XCTAssertEqual(app.runtime.panels[0].controller.surfaceLocation.y, 844 - 544, "springs to the edited half")
    }

    func test_an_idle_window_sleeps_instead_of_spinning() throws {
        // Counted, not timed: after its first frame an idle window waits in SDL_WaitEvent and
        // runs no frame until something happens. How long it is watched only bounds the test; a
        // spinning loop runs frames throughout, however slow the machine. (`bench` reports the
        // CPU share, IdleBenchmark.)
        var options = SandboxOptions(scenePath: try writeScene())
        options.vsync = false
        var frames = 0
        options.afterFrame = { _, frame in
            frames = frame
            guard frame == 1 else { return }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
        }
        try SandboxApp(options: options).run()
        // The first frame, and the one the quit event runs.
        XCTAssertLessThanOrEqual(frames, 2)
    }
}
