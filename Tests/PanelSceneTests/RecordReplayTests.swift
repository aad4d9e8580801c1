import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// Record and replay: input applied live while recording, saved next to the scene, replays to the very
/// same trajectory in `simulate` and in the window's player.
final class RecordReplayTests: XCTestCase {
    func test_a_scenarios_scene_is_the_file_it_names_else_the_scene_a_recording_was_saved_beside() {
        let files = ConfigFileReader.inMemory(
            [
                "my-scene.json": "{}",
                "flings/fling.json": #"{ "scene": "../my-scene.json", "steps": [] }"#,
                "recordings/my-scene-20261206-051500.json": #"{ "panels": [], "steps": [] }"#,
                "recordings/my-scene-20261206-051500-3.json": #"{ "panels": [], "steps": [] }"#,
                "recordings/gone-20261206-051500.json": #"{ "panels": [], "steps": [] }"#,
                "recordings/hand-made.json": #"{ "panels": [], "steps": [] }"#,
            ], currentDirectory: "/w")
        XCTAssertEqual(InputRecorder.scenePath(ofScenarioAt: "flings/fling.json", files: files), "my-scene.json")
        XCTAssertEqual(
            InputRecorder.scenePath(ofScenarioAt: "recordings/my-scene-20261206-051500.json", files: files),
            "my-scene.json")
        XCTAssertEqual(
            InputRecorder.scenePath(ofScenarioAt: "recordings/my-scene-20261206-051500-3.json", files: files),
            "my-scene.json", "a name taken once more")
        XCTAssertNil(
            InputRecorder.scenePath(ofScenarioAt: "recordings/gone-20261206-051500.json", files: files),
            "the scene is no longer there")
        XCTAssertNil(InputRecorder.scenePath(ofScenarioAt: "recordings/hand-made.json", files: files))
    }

    func test_a_recording_replays_bit_for_bit_in_simulate_and_in_the_player() throws {
        let folder = try RecordingFolder()
        let scene = try ConfigLoader.loadScene(path: folder.scenePath)
        // The window's density (the scene gives none): the recording must carry it.
        let live = SceneRuntime(scene: scene, defaultDisplayScale: 3)
        live.showAll()
        let recorder = InputRecorder(runtime: live, fps: 60)
        let window = WindowInput(runtime: live)
        let inputs = Self.gesture(on: live)
        let endFrame = 420
        var liveY: [Double] = []
        var liveStates: [String] = []
        for frame in 0...endFrame {
            if frame > 0 { live.stage.step(1.0 / 60) }
            let main = live.panels[0].controller
            liveY.append(Double(main.surfaceLocation.y))
            liveStates.append(main.state.rawValue)
            for input in inputs where input.frame == frame {
                let step = input.step(live)
                window.apply(step)
                recorder.record(step, frame: frame)
            }
        }
        // The gesture did what it says: a fling to full, a scroll, moves, a dismissing backdrop tap.
        XCTAssertEqual(Set(liveStates), ["half", "full", "hidden"])
        XCTAssertEqual(liveStates.last, "half")

        let path = try recorder.saveNextToScene(endingAtFrame: endFrame)
        XCTAssertTrue(path.hasPrefix(folder.root + "/recordings/scene-"), path)
        let scenario = try ConfigLoader.loadScenario(path: path)
        XCTAssertEqual(scenario.scene.displayScale, 3)

        var trace = ""
        Simulator(scenario: scenario) { trace += $0 }.run()
        let simulated = TraceLines(trace)
        XCTAssertEqual(simulated.frames.count, endFrame + 1)
        assertSameBits(simulated.frames.map(\.y), liveY, "simulate")
        XCTAssertEqual(simulated.frames.map(\.state), liveStates)

        let player = ScenarioPlayer(scenario: scenario)
        var playedY = [Double(player.runtime.panels[0].controller.surfaceLocation.y)]
        while !player.isFinished {
            player.advanceFrame()
            playedY.append(Double(player.runtime.panels[0].controller.surfaceLocation.y))
        }
        assertSameBits(playedY, liveY, "player")
        XCTAssertFalse(player.advanceFrame(), "a finished player stays finished")
    }

    func test_the_player_gives_simulates_trajectory_for_drags_scrolls_and_rotations() throws {
        let folder = try RecordingFolder()
        let scene = try ConfigLoader.loadScene(path: folder.scenePath)
        let scenario = Scenario(scene: scene, fps: 120, steps: ExportRoundTripTests.steps(for: scene))
        var trace = ""
        Simulator(scenario: scenario) { trace += $0 }.run()
        let simulated = TraceLines(trace).frames.map(\.y)
        let player = ScenarioPlayer(scenario: scenario)
        var played = [Double(player.runtime.panels[0].controller.surfaceLocation.y)]
        while !player.isFinished {
            player.advanceFrame()
            played.append(Double(player.runtime.panels[0].controller.surfaceLocation.y))
        }
        XCTAssertGreaterThan(simulated.count, 1000)
        assertSameBits(played, simulated, "player")
    }

    func test_a_recording_is_a_scene_inline_then_one_step_a_line() throws {
        let folder = try RecordingFolder()
        let runtime = SceneRuntime(scene: try ConfigLoader.loadScene(path: folder.scenePath))
        runtime.showAll()
        let recorder = InputRecorder(runtime: runtime, fps: 60)
        recorder.record(.pointer(PointerInput(.down, at: CGPoint(x: 195, y: 430.25))), frame: 3)
        recorder.record(
            .pointer(PointerInput(.move, at: CGPoint(x: 195, y: 400), velocity: CGPoint(x: 0, y: -0.1))), frame: 4)
        recorder.record(.pointer(PointerInput(.cancel, at: .zero)), frame: 4)
        recorder.record(.pointer(PointerInput(.down, at: CGPoint(x: 1, y: 2), slop: 0)), frame: 5)
        recorder.record(.wheel(at: CGPoint(x: 195, y: 600), by: -12.5), frame: 9)
        recorder.record(.scroll(panel: "main", by: 3), frame: 9)
        recorder.record(.move(panel: "main", to: .full, animated: true), frame: 9)
        recorder.record(.hide(panel: "main", animated: false), frame: 10)
        recorder.record(.show(panel: "main", animated: true), frame: 10)
        recorder.record(.tapBackdrop(panel: "main"), frame: 10)
        recorder.record(.present(panel: "main"), frame: 10)
        recorder.record(.resize(SceneContainer(size: CGSize(width: 844, height: 390))), frame: 11)
        recorder.record(.resize(DevicePreset.named("iphone-15")!.container), frame: 11)
        let text = recorder.scenarioJSON(endingAtFrame: 20)
        let steps = text.components(separatedBy: "\"steps\": [\n")[1]
        XCTAssertEqual(
            steps,
            """
                {"frames": 3},
                {"pointer": {"phase": "down", "x": 195, "y": 430.25}},
                {"frames": 1},
                {"pointer": {"phase": "move", "x": 195, "y": 400, "vy": -0.1}},
                {"pointer": {"phase": "cancel"}},
                {"frames": 1},
                {"pointer": {"phase": "down", "x": 1, "y": 2, "slop": 0}},
                {"frames": 4},
                {"wheel": {"x": 195, "y": 600, "by": -12.5}},
                {"scroll": {"panel": "main", "by": 3}},
                {"move": {"panel": "main", "to": "full", "animated": true}},
                {"frames": 1},
                {"hide": {"panel": "main", "animated": false}},
                {"show": {"panel": "main", "animated": true}},
                {"tapBackdrop": {"panel": "main"}},
                {"present": {"panel": "main"}},
                {"frames": 1},
                {"resize": {"width": 844, "height": 390, "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}}},
                {"resize": "iphone-15"},
                {"frames": 9}
              ]
            }

            """)
        // Every value is resolved and inline: the file does not depend on the scene's other files.
        XCTAssertFalse(text.contains("layout.json") || text.contains("behavior.json"), text)
        let loaded = try ConfigLoader.loadScenario(data: Data(text.utf8), path: "/elsewhere/recording.json")
        XCTAssertEqual(loaded.steps.count, 20)
        XCTAssertEqual(loaded.scene.referencedFiles, ["/elsewhere/recording.json"])
    }

    func test_saving_never_overwrites_a_recording() throws {
        let folder = try RecordingFolder()
        let runtime = SceneRuntime(scene: try ConfigLoader.loadScene(path: folder.scenePath))
        runtime.showAll()
        let recorder = InputRecorder(runtime: runtime, fps: 60)
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let first = try recorder.saveNextToScene(endingAtFrame: 1, at: date)
        let second = try recorder.saveNextToScene(endingAtFrame: 2, at: date)
        XCTAssertEqual(URL(fileURLWithPath: second).lastPathComponent.components(separatedBy: "-").last, "2.json")
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(try ConfigLoader.loadScenario(path: first).steps.count, 1)
        XCTAssertEqual(try ConfigLoader.loadScenario(path: second).steps.count, 1)
    }

    /// The recorded session, in the window's frames: a fling up from the grabber, a wheel on the
    /// content, keys moving the panel, a tap on the backdrop that dismisses it, `S` bringing it
    /// back, and a touch on the content cancelled before it became a pan.
    private static func gesture(on runtime: SceneRuntime) -> [(frame: Int, step: (SceneRuntime) -> ScenarioStep)] {
        func pointer(_ phase: PointerPhase, _ y: CGFloat, vy: CGFloat = 0) -> (SceneRuntime) -> ScenarioStep {
            { runtime in
                let grabber = runtime.panels[0].controller.grabberHandleFrame
                return .pointer(PointerInput(phase, at: CGPoint(x: grabber.midX, y: y), velocity: CGPoint(x: 0, y: vy)))
            }
        }
        let grabberY = runtime.panels[0].controller.grabberHandleFrame.midY
        var inputs: [(frame: Int, step: (SceneRuntime) -> ScenarioStep)] = [(10, pointer(.down, grabberY))]
        // Within the slop first (no pan yet), then 23 pt a frame, two moves in one frame at the end.
        inputs.append((11, pointer(.move, grabberY - 4, vy: -240)))
        for k in 1...9 { inputs.append((11 + k, pointer(.move, grabberY - 4 - 23 * CGFloat(k), vy: -1380.5))) }
        inputs.append((20, pointer(.move, grabberY - 230, vy: -1500)))
        inputs.append((21, pointer(.up, grabberY - 230, vy: -1733.25)))
        inputs.append((90, { _ in .wheel(at: CGPoint(x: 195, y: 500), by: 260) }))
        inputs.append((100, { _ in .move(panel: "main", to: .half, animated: true) }))
        inputs.append((150, { _ in .move(panel: "main", to: .full, animated: true) }))
        // Above the surface at full: the backdrop (alpha 0.3, tap to dismiss).
        inputs.append((200, { _ in .pointer(PointerInput(.down, at: CGPoint(x: 100, y: 40))) }))
        inputs.append((202, { _ in .pointer(PointerInput(.move, at: CGPoint(x: 103, y: 42))) }))
        inputs.append((203, { _ in .pointer(PointerInput(.up, at: CGPoint(x: 103, y: 42))) }))
        inputs.append((280, { _ in .show(panel: "main", animated: true) }))
        inputs.append((340, { _ in .pointer(PointerInput(.down, at: CGPoint(x: 195, y: 700))) }))
        inputs.append(
            (341, { _ in .pointer(PointerInput(.move, at: CGPoint(x: 195, y: 695), velocity: CGPoint(x: 0, y: -300))) })
        )
        inputs.append((342, { _ in .pointer(PointerInput(.cancel, at: .zero)) }))
        return inputs
    }
}

/// What the window does with input (Sandbox's `PointerRouter` and key commands), written out
/// independently of `StepApplier`, so the test compares two implementations.
private final class WindowInput {
    let runtime: SceneRuntime
    private var backdrop: (panel: FloatingPanelController, start: CGPoint)?

    init(runtime: SceneRuntime) {
        self.runtime = runtime
    }

    func apply(_ step: ScenarioStep) {
        let stage = runtime.stage
        switch step {
        case .pointer(let input):
            switch input.phase {
            case .down:
                backdrop = nil
                if case .backdrop(let panel) = stage.touchDown(at: input.location, slop: 10, velocity: input.velocity) {
                    backdrop = (panel, input.location)
                }
            case .move:
                stage.touchMoved(to: input.location, velocity: input.velocity)
                if let start = backdrop?.start, Self.isBeyondSlop(input.location, from: start) { backdrop = nil }
            case .up:
                stage.touchUp(at: input.location, velocity: input.velocity)
                if let backdrop, !Self.isBeyondSlop(input.location, from: backdrop.start) {
                    backdrop.panel.tapBackdrop()
                }
                backdrop = nil
            case .cancel:
                stage.touchCancelled()
                backdrop = nil
            }
        case .wheel(let location, let delta): stage.scroll(at: location, by: delta)
        case .move(let id, let state, let animated):
            runtime.panel(id: id)?.controller.move(to: state, animated: animated)
        case .show(let id, let animated): runtime.panel(id: id)?.controller.show(animated: animated)
        default: XCTFail("the window has no \(step)")
        }
    }

    private static func isBeyondSlop(_ point: CGPoint, from start: CGPoint) -> Bool {
        let dx = point.x - start.x
        let dy = point.y - start.y
        return (dx * dx + dy * dy).squareRoot() >= 10
    }
}

/// A scene on disk in a fresh temporary directory, its layout and behavior in files of their own.
final class RecordingFolder {
    let root: String

    init(behavior: String = #"{ "springResponseTime": 0.4 }"#) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("record-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try write("layout.json", Self.layout)
        try write("behavior.json", behavior)
        try write("scene.json", Self.scene)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var scenePath: String { root + "/scene.json" }

    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
    }

    static let layout = """
        { "position": "bottom", "initialState": "half",
          "anchors": {
            "full": { "absoluteInset": 16, "edge": "top" },
            "half": { "fractionalInset": 0.5, "edge": "bottom" },
            "tip": { "absoluteInset": 69, "edge": "bottom" } },
          "backdropAlpha": { "full": 0.3 } }
        """

    static let scene = """
        { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } },
          "panels": [ { "id": "main", "layout": "layout.json", "behavior": "behavior.json",
                        "backdropTapToDismiss": true, "scrollContentHeight": 1600 } ] }
        """
}

/// The frame lines of a trace, their numbers read back exactly.
struct TraceLines {
    struct Frame {
        var y: Double
        var state: String
    }

    var frames: [Frame] = []

    init(_ trace: String) {
        for line in trace.split(separator: "\n") where !line.contains("\"event\"") {
            frames.append(Frame(y: Double(Self.field("y", in: line))!, state: Self.field("state", in: line)))
        }
    }

    /// The raw text of `"key": value` in a flat JSON line, quotes removed.
    private static func field(_ key: String, in line: Substring) -> String {
        let value = line.components(separatedBy: "\"\(key)\": ")[1].prefix { $0 != "," && $0 != "}" }
        return value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
}

/// Asserts that both series have the same length and the same bits, frame by frame.
func assertSameBits(
    _ actual: [Double], _ expected: [Double], _ what: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.count, expected.count, "\(what): frame count", file: file, line: line)
    if let frame = zip(actual, expected).enumerated().first(where: { $1.0.bitPattern != $1.1.bitPattern })?.offset {
        XCTFail("\(what): frame \(frame) has y \(actual[frame]), expected \(expected[frame])", file: file, line: line)
    }
}
