import CSDL2
import FloatingPanel
import Foundation
import PanelConfig
import XCTest

@testable import Sandbox

/// Live configs in the real window under SDL's offscreen driver: a save wakes the idle loop,
/// the new config is drawn in the frame that applies the finished background load, a bad save shows
/// the banner while the last good scene stays interactive, and the fix clears it.
final class LiveWindowTests: XCTestCase {
    /// iPhone 15: 852 tall, safe area bottom 34.
    private let safeBottom: CGFloat = 852 - 34

    func test_a_save_wakes_the_idle_loop_and_is_drawn_in_the_frame_that_handles_it() throws {
        let folder = try SceneFolder()
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        // No frame limit and real time: the loop sleeps in SDL_WaitEvent until the watcher wakes it.
        var options = SandboxOptions(scenePath: folder.scenePath)
        options.vsync = false
        var appliedFrame: Int?
        var drawnWhenApplied: Double?
        var halfWhenApplied: CGFloat?
        options.afterFrame = { app, frame in
            if frame == 1 { try! folder.write("layouts/main.json", SceneFolder.layout(halfInset: 400)) }
            if appliedFrame == nil, let reload = app.lastReload {
                appliedFrame = frame
                drawnWhenApplied = reload.eventToFrameMilliseconds
                halfWhenApplied = app.runtime.panels[0].controller.surfaceLocation(for: .half).y
                app.quitRequested = true
            }
        }
        let app = try SandboxApp(options: options)
        let watchdog = Self.quitAfterward(seconds: 5)
        try app.run()
        watchdog.cancel()
        XCTAssertEqual(halfWhenApplied, safeBottom - 400, "the new anchor")
        // The first frame, the file event's (starting the load), the finished load's (and one
        // spare): each wake-up is the event itself, not a later one.
        XCTAssertLessThanOrEqual(appliedFrame ?? .max, 4, "woken at once, not by a later event")
        XCTAssertNotNil(drawnWhenApplied, "the frame that applied the reload drew it")
        XCTAssertTrue(app.runtime.panels[0].controller.isAttracting, "springs from the old anchor")
    }

    func test_a_syntax_error_shows_the_banner_the_panel_stays_interactive_and_the_fix_clears_it() throws {
        let folder = try SceneFolder()
        let screenshot = folder.path("banner.png")
        // Line 3 loses its comma: the parser stops at line 4, where the next key starts.
        let broken = SceneFolder.layout(halfInset: 300).replacingOccurrences(of: #""half","#, with: #""half""#)
        var errorsSeen: [String] = []
        var phase = 0
        var phaseStart = 0
        var grabber = CGPoint.zero
        let app = try runWindow(folder.scenePath, maximumFrames: 1500) { app, frame in
            let panel = app.runtime.panels[0].controller
            switch phase {
            case 0:
                try! folder.write("layouts/main.json", broken)
                phase = 1
            case 1 where !app.session.live.errors.isEmpty:
                errorsSeen = app.session.bannerErrors
                app.requestScreenshot(to: screenshot)
                grabber = app.grabberPoint(of: panel)
                ScriptedInput.mouseDown(at: grabber)
                (phase, phaseStart) = (2, frame)
            case 2 where frame - phaseStart <= 12:
                ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y - CGFloat(frame - phaseStart) * 20))
            case 2:
                ScriptedInput.mouseUp(at: CGPoint(x: grabber.x, y: grabber.y - 260))
                phase = 3
            case 3 where !panel.isAnimating:
                XCTAssertEqual(panel.state, .full, "the last good scene still answers a drag")
                try! folder.write("layouts/main.json", SceneFolder.layout(halfInset: 320))
                phase = 4
            case 4 where app.session.live.errors.isEmpty:
                return true
            default:
                break
            }
            return false
        }
        XCTAssertEqual(errorsSeen.count, 1, "\(errorsSeen)")
        XCTAssertTrue(
            errorsSeen.first?.hasPrefix(folder.path("layouts/main.json") + ":4:3: error:") ?? false, "\(errorsSeen)")
        XCTAssertTrue(app.session.bannerErrors.isEmpty, "the fix cleared the banner")
        XCTAssertEqual(app.runtime.panels[0].controller.surfaceLocation(for: .half).y, safeBottom - 320)

        let image = try SDLSurface(contentsOf: screenshot)
        let scale = CGFloat(image.width) / app.windowLayout.windowSize.width
        let column = app.windowLayout.cardColumn
        let inBanner = image.pixel(x: Int((column.minX + 4) * scale), y: Int((column.minY + 20) * scale))
        XCTAssertLessThan(inBanner.distance(to: PixelColor(red: 0xB3, green: 0x26, blue: 0x1E)), 8, "red banner")
    }

    func test_the_banner_and_a_timed_message_do_not_keep_the_idle_loop_drawing() throws {
        let folder = try SceneFolder()
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        var options = SandboxOptions(scenePath: folder.scenePath)
        options.vsync = false
        var frames = 0
        var bannerFrame: Int?
        var idleWatch: DispatchWorkItem?
        options.afterFrame = { app, frame in
            frames = frame
            if frame == 1 {
                try! folder.write("layouts/main.json", "{ \"position\": ")
                // Three states: "main has 3 states" shows for 3 s.
                ScriptedInput.type("9")
            }
            if bannerFrame == nil, !app.session.bannerErrors.isEmpty {
                bannerFrame = frame
                // From here nothing changes until the message expires: the loop should sleep.
                idleWatch = Self.quitAfterward(seconds: 0.3)
            }
        }
        let app = try SandboxApp(options: options)
        let watchdog = Self.quitAfterward(seconds: 5)
        try app.run()
        watchdog.cancel()
        idleWatch?.cancel()
        let banner = try XCTUnwrap(bannerFrame, "the banner never showed")
        XCTAssertNotNil(app.sideBar.message, "still showing")
        // The first frame, the key's, the file event's, the finished load's (and one spare); a
        // loop that kept drawing while the message shows would have drawn hundreds.
        XCTAssertLessThanOrEqual(banner, 5)
        XCTAssertLessThanOrEqual(frames, banner + 1, "frames drawn after the banner while idle")
    }

    func test_R_reloads_by_hand_and_says_when_nothing_changed() throws {
        let folder = try SceneFolder()
        let app = try runWindow(folder.scenePath) { app, frame in
            if frame == 1 { ScriptedInput.type("r") }
            // The files are read in the background; the message comes with the finished load.
            return app.sideBar.message?.text.contains("no change") ?? false
        }
        XCTAssertNil(app.lastReload)
        XCTAssertTrue(
            app.sideBar.message?.text.contains("no change") ?? false, "\(String(describing: app.sideBar.message))")
    }

    /// Pushes SDL_QUIT after `seconds`, so a loop that never wakes cannot hang the tests; cancel
    /// it once the loop is done, or it would end the next test's window.
    static func quitAfterward(seconds: Double) -> DispatchWorkItem {
        let quit = DispatchWorkItem {
            var event = SDL_Event()
            event.type = SDL_QUIT.rawValue
            SDL_PushEvent(&event)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: quit)
        return quit
    }
}
