import FloatingPanel
import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import PanelLive
@testable import PanelScene

/// The values card's model on a live copy of the shipped `Configs/`: changes written back byte
/// for byte, applied once, undone and redone, and refused when a file cannot be written. The
/// tests wait for each change, having nothing else to do; `ValueTunerLoopTests` runs changes as
/// the window does.
final class ValueTunerTests: XCTestCase {
    private var root = ""
    private var original: [String: Data] = [:]

    override func setUpWithError() throws {
        let configs = Repository.url("Configs")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tuner-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: configs.path, toPath: root)
        original = snapshot()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/behaviors")
        try? FileManager.default.removeItem(atPath: root)
    }

    private var behaviorPath: String { root + "/behaviors/default.json" }

    /// Every file under the copy, by relative path.
    private func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: root)! {
            var isDirectory: ObjCBool = false
            let path = root + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    private func behaviorText() -> String {
        String(decoding: FileManager.default.contents(atPath: behaviorPath) ?? Data(), as: UTF8.self)
    }

    private func runningResponse(_ scene: LiveScene) -> CGFloat {
        scene.runtime.panels[0].config.behavior.springResponseTime
    }

    private func open() throws -> (LiveScene, ValueTuner) {
        let scene = try LiveScene(path: root + "/scene.json") { _ in }
        scene.runtime.showAll()
        return (scene, try ValueTuner(scene: scene, panelIndex: 0))
    }

    func test_opening_changes_nothing_and_selects_the_spring_response() throws {
        let (_, tuner) = try open()
        XCTAssertEqual(tuner.selectedValue?.name, "springResponseTime")
        XCTAssertEqual(snapshot(), original)
    }

    func test_a_change_rewrites_one_token_and_undo_redo_restore_the_bytes() throws {
        let (scene, tuner) = try open()
        let before = behaviorText()
        XCTAssertTrue(tuner.changeAndWait(steps: 1))
        XCTAssertEqual(
            behaviorText(),
            before.replacingOccurrences(of: "\"springResponseTime\": 0.4,", with: "\"springResponseTime\": 0.41,"))
        var expected = original
        expected["behaviors/default.json"] = Data(behaviorText().utf8)
        XCTAssertEqual(snapshot(), expected, "only the behavior file changes")
        XCTAssertEqual(runningResponse(scene), 0.41)
        XCTAssertEqual(tuner.selectedValue?.setting, .number(0.41))
        guard case .applied? = tuner.lastOutcome else { return XCTFail("applied through the reload") }

        XCTAssertTrue(tuner.undoAndWait())
        XCTAssertEqual(snapshot(), original)
        XCTAssertEqual(runningResponse(scene), 0.4)
        XCTAssertTrue(tuner.redoAndWait())
        XCTAssertEqual(snapshot(), expected)
        XCTAssertEqual(runningResponse(scene), 0.41)
        XCTAssertTrue(tuner.undoAndWait())
        XCTAssertEqual(snapshot(), original)
        XCTAssertFalse(tuner.undoAndWait())
        XCTAssertEqual(tuner.message, "nothing to undo")
    }

    func test_scrubbing_and_coarse_steps() throws {
        let (scene, tuner) = try open()
        XCTAssertFalse(tuner.scrubAndWait(by: 5))
        XCTAssertTrue(tuner.scrubAndWait(by: 8))  // 13 points: two steps of 6, one point carried
        XCTAssertEqual(runningResponse(scene), 0.42)
        XCTAssertTrue(tuner.changeAndWait(steps: -1, scale: .coarse))
        XCTAssertEqual(runningResponse(scene), 0.32)
        XCTAssertTrue(behaviorText().contains("\"springResponseTime\": 0.32,"))
        XCTAssertEqual(tuner.history.undoStack.count, 2)
    }

    func test_one_scrub_is_one_undo() throws {
        let (scene, tuner) = try open()
        XCTAssertTrue(tuner.scrubAndWait(by: 7))
        XCTAssertTrue(tuner.scrubAndWait(by: 6))
        XCTAssertTrue(tuner.scrubAndWait(by: 18))
        XCTAssertEqual(runningResponse(scene), 0.45)
        tuner.endScrub()
        XCTAssertTrue(tuner.scrubAndWait(by: -6))
        XCTAssertEqual(tuner.history.undoStack.count, 2)
        XCTAssertTrue(tuner.undoAndWait())
        XCTAssertTrue(behaviorText().contains("\"springResponseTime\": 0.45,"))
        XCTAssertTrue(tuner.undoAndWait())
        XCTAssertEqual(snapshot(), original)
        XCTAssertEqual(runningResponse(scene), 0.4)
    }

    /// Far past the ends, the written files still pass `check` and load with the decoders.
    func test_clamped_values_on_disk_pass_check() throws {
        let (scene, tuner) = try open()
        XCTAssertTrue(tuner.changeAndWait(steps: -1000, scale: .coarse))
        XCTAssertTrue(behaviorText().contains("\"springResponseTime\": 0.001,"))
        XCTAssertEqual(runningResponse(scene), 0.001)
        tuner.select(by: -1)
        XCTAssertEqual(tuner.selectedValue?.name, "springDecelerationRate")
        XCTAssertTrue(tuner.changeAndWait(steps: 1000, scale: .coarse))
        XCTAssertTrue(behaviorText().contains("\"springDecelerationRate\": 0.9999,"))
        XCTAssertFalse(tuner.changeAndWait(steps: 1))
        XCTAssertEqual(tuner.message, "springDecelerationRate is at its upper bound")
        let alpha = try XCTUnwrap(tuner.catalog.index(named: "backdropAlpha.full"))
        tuner.select(alpha)
        XCTAssertTrue(tuner.changeAndWait(steps: 100))
        XCTAssertEqual(ConfigLoader.check(paths: [behaviorPath, root + "/layouts/maps.json"], kind: nil), [])
        XCTAssertEqual(ConfigLoader.check(paths: [root + "/scene.json"], kind: .scene), [])
        XCTAssertEqual(try ConfigLoader.loadBehavior(path: behaviorPath).springDecelerationRate, 0.9999)
        XCTAssertTrue(
            String(decoding: FileManager.default.contents(atPath: root + "/layouts/maps.json")!, as: UTF8.self)
                .contains("\"backdropAlpha\": { \"full\": 1 }"))
    }

    func test_the_watcher_does_not_apply_the_tools_write_twice_but_an_editors_save_reloads() throws {
        let (scene, tuner) = try open()
        XCTAssertTrue(tuner.changeAndWait(steps: 1))
        let firstApply = try XCTUnwrap(scene.lastReload)
        // The write's own event arrives and finds what already runs.
        XCTAssertTrue(scene.watcher.waitForChanges(timeout: .seconds(5)).contains(behaviorPath))
        // Reads run in the background: start one and wait for it, as nothing else runs here.
        scene.reload()
        XCTAssertEqual(scene.finishLoading(), .unchangedOnRequest)
        XCTAssertEqual(scene.lastReload, firstApply)

        // An editor saves the file afterwards: its save is applied, and the side bar says so.
        let saved = behaviorText().replacingOccurrences(of: "0.41,", with: "0.5,")
        try Data(saved.utf8).write(to: URL(fileURLWithPath: behaviorPath))
        XCTAssertTrue(scene.watcher.waitForChanges(timeout: .seconds(5)).contains(behaviorPath))
        scene.reload()
        guard case .applied = scene.finishLoading() else { return XCTFail("the editor's save was not applied") }
        XCTAssertEqual(runningResponse(scene), 0.5)
        tuner.refresh()
        tuner.finishChanges()
        XCTAssertEqual(
            tuner.message, "default.json was saved by another program after the values card changed it; that save wins")
        XCTAssertEqual(tuner.selectedValue?.setting, .number(0.5))
        // Undo would overwrite that save: refused, the file keeps it.
        XCTAssertFalse(tuner.undoAndWait())
        XCTAssertEqual(behaviorText(), saved)
    }

    func test_a_change_after_an_unapplied_save_starts_from_the_save() throws {
        let (_, tuner) = try open()
        let saved = behaviorText().replacingOccurrences(of: "0.4,", with: "0.6,")
        try Data(saved.utf8).write(to: URL(fileURLWithPath: behaviorPath))
        XCTAssertTrue(tuner.changeAndWait(steps: 1))
        XCTAssertEqual(behaviorText(), saved.replacingOccurrences(of: "0.6,", with: "0.61,"))
        XCTAssertEqual(tuner.message, "a file changed on disk; the values show what it says now")
    }

    func test_a_read_only_file_leaves_file_and_scene_as_they_were() throws {
        let (scene, tuner) = try open()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: behaviorPath)
        XCTAssertFalse(tuner.changeAndWait(steps: 1))
        XCTAssertEqual(
            tuner.message,
            "cannot write '\(behaviorPath)': it is read-only; the file is unchanged and the scene keeps running")
        XCTAssertEqual(snapshot(), original)
        XCTAssertEqual(runningResponse(scene), 0.4)
        XCTAssertTrue(tuner.history.undoStack.isEmpty)
        XCTAssertNil(tuner.lastOutcome)
    }

    func test_a_file_whose_folder_is_gone_is_reported_and_nothing_is_lost() throws {
        let (scene, tuner) = try open()
        try FileManager.default.removeItem(atPath: root + "/behaviors")
        XCTAssertFalse(tuner.changeAndWait(steps: 1))
        XCTAssertEqual(
            tuner.message, "cannot write '\(behaviorPath)': it can no longer be read; the file is unchanged")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/behaviors"))
        XCTAssertEqual(runningResponse(scene), 0.4)
        XCTAssertEqual(snapshot(), original.filter { !$0.key.hasPrefix("behaviors/") })
    }

    func test_a_choice_the_decoders_refuse_is_skipped() throws {
        let (_, tuner) = try open()
        // crossAxis alignment other than fill needs a width: every other choice is refused.
        let index = try XCTUnwrap(tuner.catalog.index(named: "crossAxis.alignment"))
        tuner.select(index)
        XCTAssertFalse(tuner.changeAndWait(steps: 1))
        XCTAssertEqual(tuner.message?.hasPrefix("not written, the config would not load: "), true)
        XCTAssertTrue(tuner.message?.contains("is missing 'width'") == true, tuner.message ?? "")
        XCTAssertEqual(snapshot(), original)
    }

    func test_the_projection_cycles_through_flags_and_lists_of_states() throws {
        let (scene, tuner) = try open()
        tuner.select(try XCTUnwrap(tuner.catalog.index(named: "shouldProjectMomentum")))
        XCTAssertEqual(tuner.selectedValue?.kind, .flagOrList(["full", "half", "tip"]))
        // false, true, [full], …: two presses on from false.
        XCTAssertTrue(tuner.changeAndWait(steps: 2))
        XCTAssertTrue(behaviorText().contains("\"shouldProjectMomentum\": [\"full\"],"), behaviorText())
        XCTAssertEqual(scene.runtime.panels[0].config.behavior.momentumProjection, .states([.full]))
        XCTAssertEqual(tuner.selectedValue?.setting, .list(["full"]))
        XCTAssertTrue(tuner.changeAndWait(steps: -1))
        XCTAssertTrue(behaviorText().contains("\"shouldProjectMomentum\": true,"), behaviorText())
        XCTAssertEqual(scene.runtime.panels[0].config.behavior.momentumProjection, .always)
        XCTAssertTrue(tuner.undoAndWait())
        XCTAssertTrue(tuner.undoAndWait())
        XCTAssertEqual(snapshot(), original)
    }

    func test_adopting_the_spring_by_the_other_forms_name_writes_the_files_form_as_one_undo() throws {
        let (scene, tuner) = try open()
        tuner.set([ValueAssignment(panel: nil, name: "spring.response", text: "0.3")])
        XCTAssertTrue(tuner.finishChanges())
        // ζ kept: the rate 0.991 at 0.4 s is 0.991^(0.4 / 0.3) at 0.3 s.
        let expected = original["behaviors/default.json"].map { String(decoding: $0, as: UTF8.self) }?
            .replacingOccurrences(
                of: "\"springDecelerationRate\": 0.991,", with: "\"springDecelerationRate\": 0.988018036135652,"
            )
            .replacingOccurrences(of: "\"springResponseTime\": 0.4,", with: "\"springResponseTime\": 0.3,")
        XCTAssertEqual(behaviorText(), expected)
        XCTAssertEqual(
            Double(scene.runtime.panels[0].config.behavior.springDecelerationRate), pow(0.991, 0.4 / 0.3),
            accuracy: 1e-14)
        XCTAssertEqual(runningResponse(scene), 0.3)
        XCTAssertTrue(tuner.undoAndWait())
        XCTAssertEqual(snapshot(), original)
    }
}

extension ValueTuner {
    /// Asks for a change and waits for it: whether a file was written.
    func changeAndWait(steps: Int, scale: StepScale = .normal) -> Bool {
        change(steps: steps, scale: scale) && finishChanges()
    }

    /// Scrubs and waits for the change: whether a file was written.
    func scrubAndWait(by points: Double, scale: StepScale = .normal) -> Bool {
        scrub(by: points, scale: scale) && finishChanges()
    }

    /// Undoes and waits: whether a file was written.
    func undoAndWait() -> Bool {
        undo()
        return finishChanges()
    }

    /// Redoes and waits: whether a file was written.
    func redoAndWait() -> Bool {
        redo()
        return finishChanges()
    }
}
