import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

///, A/B: one recording played against two tunings at once.
final class ABReplayTests: XCTestCase {
    func test_two_behaviors_follow_the_finger_together_then_part_after_the_release_and_both_come_to_rest() throws {
        let folderA = try RecordingFolder()
        // A slow, bouncy spring: the same fling overshoots and settles later.
        let folderB = try RecordingFolder(behavior: #"{ "springDecelerationRate": 0.995, "springResponseTime": 0.8 }"#)
        let sceneA = try ConfigLoader.loadScene(path: folderA.scenePath)
        var sceneB = try ConfigLoader.loadScene(path: folderB.scenePath)
        // Another container: the comparison plays B in A's.
        sceneB.container = SceneContainer(size: CGSize(width: 500, height: 500))

        let runtime = SceneRuntime(scene: sceneA)
        runtime.showAll()
        let grabber = runtime.panels[0].controller.grabberHandleFrame
        let recorder = InputRecorder(runtime: runtime, fps: 60)
        recorder.record(.pointer(PointerInput(.down, at: CGPoint(x: grabber.midX, y: grabber.midY), slop: 0)), frame: 5)
        for k in 1...6 {
            let location = CGPoint(x: grabber.midX, y: grabber.midY - 20 * CGFloat(k))
            recorder.record(
                .pointer(PointerInput(.move, at: location, velocity: CGPoint(x: 0, y: -1200))), frame: 5 + k)
        }
        let release = CGPoint(x: grabber.midX, y: grabber.midY - 120)
        recorder.record(.pointer(PointerInput(.up, at: release, velocity: CGPoint(x: 0, y: -900))), frame: 12)
        let releaseFrame = 12

        let run = ABReplayRun(scenario: recorder.scenario(endingAtFrame: 400), sceneB: sceneB)
        XCTAssertEqual(run.runtimeB.container, run.runtimeA.container)
        var differences: [Int] = []
        var frame = 0
        while true {
            if run.runtimeA.panels[0].controller.surfaceLocation != run.runtimeB.panels[0].controller.surfaceLocation {
                differences.append(frame)
            }
            guard !run.isFinished else { break }
            run.advanceFrame()
            frame += 1
        }
        XCTAssertEqual(frame, 400, "one comparison frame per recorded frame")
        XCTAssertEqual(differences.first, releaseFrame + 1, "the drag is the same, the attraction is not")
        XCTAssertLessThan(differences.last ?? 400, 400, "they part, then both rest at their state")

        for panel in [run.runtimeA.panels[0].controller, run.runtimeB.panels[0].controller] {
            XCTAssertEqual(panel.state, .full, "the fling goes to full in both")
            XCTAssertFalse(panel.isAnimating, "\(panel.state) is at rest")
            XCTAssertEqual(panel.surfaceLocation, panel.surfaceLocation(for: panel.state))
        }
    }

    func test_a_step_for_a_panel_only_one_scene_has_keeps_both_in_step() throws {
        let folder = try RecordingFolder()
        let scene = try ConfigLoader.loadScene(path: folder.scenePath)
        var other = scene
        other.panels[0].id = "other"
        let scenario = Scenario(
            scene: scene, fps: 60,
            steps: [.drag(panel: "main", translation: -200, duration: 0.5, velocity: nil, at: .grabber), .frames(10)])
        let run = ABReplayRun(scenario: scenario, sceneB: other)
        var frames = 0
        while !run.isFinished {
            run.advanceFrame()
            frames += 1
        }
        XCTAssertEqual(frames, 30 + 10)
        XCTAssertTrue(run.a.isFinished && run.b.isFinished)
        XCTAssertEqual(run.a.time, run.b.time)
        XCTAssertEqual(run.runtimeB.panels[0].controller.state, .half, "B's panel was not dragged")
    }
}
