import Foundation
import PanelLink
import PanelLive
import TestSupport
import XCTest

@testable import Sandbox

/// The window's `D` (Docs/live.md, Docs/window.md): the phone link starts with its card, and a
/// values-card change reaches a connected page as a new scene version.
final class LiveLinkWindowTests: XCTestCase {
    func test_d_starts_the_link_and_a_values_card_change_reaches_the_page_as_a_new_version() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-window-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        var page: LiveSocketClient?
        var first: [String: Any] = [:]
        var second: [String: Any] = [:]
        var cardShown = false
        let read = { (client: LiveSocketClient) throws -> [String: Any] in
            try JSONSerialization.jsonObject(with: Data(try client.readText().utf8)) as? [String: Any] ?? [:]
        }
        let app = try runWindowSteps(folder.appendingPathComponent("scene.json").path, maximumFrames: 2000) {
            app, step in
            switch step {
            case 1: ScriptedInput.type("d")
            case 2:
                guard let link = app.sideBar.liveLink else { return true }
                cardShown = app.sideBar.layout?.cards.contains { $0 is LiveLinkCard } == true
                let port = link.server.requestGuard.port
                let host = "127.0.0.1:\(port)"
                do {
                    let client = try LiveSocketClient(port: port)
                    try client.handshake(
                        "/live?token=" + link.server.requestGuard.token, host: host, origin: "http://" + host)
                    first = try read(client)
                    page = client
                } catch {
                    return true
                }
                ScriptedInput.type("v")
            case 3: ScriptedInput.press(.right)
            case 4:
                second = (try? page.map(read)) ?? [:]
                return true
            default: return true
            }
            return false
        }
        XCTAssertTrue(cardShown, "no phone link card")
        XCTAssertEqual(first["version"] as? Int, 1)
        XCTAssertEqual(second["version"] as? Int, 2)
        let spring = { (message: [String: Any]) in
            ((message["panels"] as? [[String: Any]])?.first?["fastSpring"] as? [String: Any])?["angularFrequency"]
                as? Double
        }
        XCTAssertNotNil(spring(first))
        XCTAssertNotEqual(spring(first), spring(second), "the values card's change did not reach the page")
        app.sideBar.liveLink?.stop()
    }
}
