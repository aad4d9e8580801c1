import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import PanelLink

/// A page's messages read strictly, and a recording written as a scenario (Docs/live.md).
final class LivePageMessageTests: XCTestCase {
    func test_hello_carries_the_viewport_and_its_safe_area() throws {
        let message = try LivePageMessage.parse(
            #"{"type": "hello", "version": 3, "refreshRate": 120, "viewport": {"width": 393, "height": 852, "safeArea": {"top": 59, "bottom": 34}}}"#
        )
        XCTAssertEqual(
            message,
            .hello(
                LiveHello(
                    version: 3, refreshRate: 120, viewport: LiveViewport(width: 393, height: 852, top: 59, bottom: 34),
                    fittedSprings: false)))
    }

    func test_a_compose_client_asks_for_the_fitted_springs() throws {
        let message = try LivePageMessage.parse(
            #"{"type": "hello", "version": 0, "refreshRate": 0, "fittedSprings": true}"#)
        XCTAssertEqual(message, .hello(LiveHello(version: 0, refreshRate: 0, viewport: nil, fittedSprings: true)))
    }

    func test_a_wrong_message_says_what_is_wrong() {
        let reasons = [
            "{", "[1]", #"{"type": "shout"}"#, #"{"type": "applied", "version": -1, "refreshRate": 60}"#,
            #"{"type": "hello", "version": 0, "refreshRate": 0, "fittedSprings": "yes"}"#,
        ].map { text -> String in
            do {
                _ = try LivePageMessage.parse(text)
                return "accepted"
            } catch {
                return (error as? LivePageMessage.Problem)?.reason ?? "\(error)"
            }
        }
        XCTAssertEqual(
            reasons,
            [
                "not a message: 1:2: expected a key in double quotes, found the end of the file",
                "not a message: expected a JSON object",
                "unknown message type 'shout': expected hello, applied or recording",
                "\"version\" must be a whole number",
                "\"fittedSprings\" must be true or false",
            ])
    }

    func test_a_recording_longer_than_ten_minutes_is_refused() {
        let text =
            #"{"type": "recording", "fps": 60, "samples": [{"phase": "down", "x": 1, "y": 2, "t": 0}], "end": 600.5}"#
        XCTAssertThrowsError(try LivePageMessage.parse(text)) { error in
            XCTAssertEqual(
                (error as? LivePageMessage.Problem)?.reason,
                "a recording lasts at most 10 minutes, ending after its last sample")
        }
    }

    func test_a_recording_becomes_pointer_steps_in_the_frames_of_their_times_with_their_time_in_the_frame() throws {
        // Times in 64ths of a second at 64 fps, so every frame and time is exact in binary.
        let recording = LiveRecording(
            fps: 64, deviceRefreshRate: 120, viewport: LiveViewport(width: 390, height: 800, top: 47),
            states: ["search": "half"],
            samples: [
                .init(phase: .down, x: 100, y: 500, time: 10),
                .init(phase: .move, x: 100, y: 490, time: 10.0234375),
                .init(phase: .move, x: 100, y: 480, time: 10.046875),
                .init(phase: .up, x: 100, y: 480, time: 10.046875),
            ], end: 10.125)
        // 1.5 frames in: frame 1 and half a frame (1/128 s); 3 frames in: frame 3.
        let scene = try ConfigLoader.loadScene(path: Repository.url("Configs/scene.json").path)
        let text = RecordingScenario.text(recording, scene: scene)
        let lines = text.components(separatedBy: "\n")
        let steps = try XCTUnwrap(lines.firstIndex(of: "  \"steps\": ["))
        XCTAssertEqual(
            Array(lines[(steps + 1)...]).joined(separator: "\n"),
            """
                {"resize": {"width": 390, "height": 800, "safeArea": {"top": 47, "left": 0, "bottom": 0, "right": 0}}},
                {"move": {"panel": "search", "to": "half", "animated": false}},
                {"pointer": {"phase": "down", "x": 100, "y": 500}},
                {"frames": 1},
                {"pointer": {"phase": "move", "x": 100, "y": 490, "dt": 0.0078125}},
                {"frames": 2},
                {"pointer": {"phase": "move", "x": 100, "y": 480}},
                {"pointer": {"phase": "up", "x": 100, "y": 480}},
                {"frames": 5}
              ]
            }

            """)
        // The scene is inline, as the window's recordings have it: no path to follow.
        XCTAssertTrue(lines.contains("  \"fps\": 64,"), text)
        XCTAssertTrue(lines.contains("  \"name\": \"Maps\","), text)
        XCTAssertFalse(text.contains("\"scene\":"), text)
    }
}
