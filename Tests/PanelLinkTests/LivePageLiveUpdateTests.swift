import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import PanelLink

/// The page following scene versions and the server's restarts, in Chromium.
final class LivePageLiveUpdateTests: XCTestCase {
    func
        test_a_new_version_applies_without_reload_keeps_the_state_and_shows_errors_then_the_server_restarts_and_the_page_resyncs()
        throws
    {
        if let missing = BrowserDriver.missingTool { throw XCTSkip(missing) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-live-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = folder.appendingPathComponent("scene.json").path
        var scene = try ConfigLoader.loadScene(path: scenePath)
        let tokens = LiveTokenStore(folder: folder.appendingPathComponent("state"))
        var link = try LiveLink(scenePath: scenePath, lan: false, port: 0, tokens: tokens, log: { _ in })
        let port = link.server.requestGuard.port
        link.publish(scene)
        let browser = try BrowserDriver(width: 393, height: 852)
        try browser.open(link.server.url)
        try browser.wait(until: "window.panelPreview.container && window.panelPreview.container.fromPage")
        try browser.evaluate("window.liveMarker = 1")

        // Move the panel to full by a fling, then publish a scene whose full anchor moved.
        let y = try XCTUnwrap((browser.evaluate("window.panelPreview.snapshot()[0].y") as? Double))
        try browser.touch((0...10).map { (x: 196.0, y: y + 12 - Double($0) * 20) }, interval: 1.0 / 120)
        try browser.wait(until: "!window.panelPreview.snapshot()[0].attracting")
        scene.name = "Maps, live"
        link.publish(scene)
        try browser.wait(until: "window.panelPreview.version === 2")
        let after = try XCTUnwrap(browser.evaluate("window.panelPreview.snapshot()[0]") as? [String: Any])
        XCTAssertEqual(after["state"] as? String, "full")
        // A full anchor 16 pt below the page's top (no safe area in headless Chromium).
        XCTAssertEqual(after["y"] as? Double, 16)
        XCTAssertEqual(try browser.evaluate("window.liveMarker") as? Int, 1, "the page reloaded")

        link.publish(errors: ["scene.json:5:17: error: unknown background 'mapp'; did you mean 'map'?"])
        try browser.wait(until: "window.panelPreview.version === 3")
        XCTAssertEqual(
            try browser.evaluate("document.getElementById('banner').textContent") as? String,
            "scene.json:5:17: error: unknown background 'mapp'; did you mean 'map'?")
        XCTAssertEqual(try browser.evaluate("window.panelPreview.snapshot()[0].state") as? String, "full")

        // The server goes away and comes back on its port, where the scene's stored token is the
        // same: the page reconnects, says hello and gets the current version.
        let token = link.server.requestGuard.token
        link.stop()
        link = try LiveLink(scenePath: scenePath, lan: false, port: port, tokens: tokens, log: { _ in })
        XCTAssertEqual(link.server.requestGuard.token, token)
        defer { link.stop() }
        scene.name = "Maps, again"
        link.publish(scene)
        try browser.wait(
            until: "window.panelPreview.version === 1 && document.getElementById('banner').textContent === ''")
        XCTAssertEqual(try browser.evaluate("window.liveMarker") as? Int, 1, "the page reloaded")
    }
}
