import ConfigTestSupport
import Dispatch
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The `swift`, `swiftui` and `swiftui-detents` exports of every scene under `Configs/` and of the
/// export fixtures type-check against stand-ins of UIKit, SwiftUI and FloatingPanel that declare
/// only the real libraries' signatures, in Swift 5 and in Swift 6 language mode.
final class ExportTypeCheckTests: XCTestCase {
    static let formats: [ExportFormat] = [.swift, .swiftui, .swiftuiDetents]
    static let languageModes = ["5", "6"]

    override class func tearDown() {
        StubCompiler.discard()
        super.tearDown()
    }

    func test_every_export_type_checks() throws {
        let compiler = try StubCompiler.shared()
        var jobs: [(name: String, source: String)] = []
        for (name, scene) in try Self.scenes() {
            for format in Self.formats {
                let source = format.export(scene)
                jobs.append(("\(name) (\(format.rawValue))", source + MemberProbe.probes(for: source)))
                for problem in MemberProbe.problems(in: source) {
                    XCTFail("\(name) (\(format.rawValue)): \(problem)")
                }
            }
        }
        for mode in Self.languageModes {
            for (name, output) in compiler.typeCheck(jobs, languageMode: mode) {
                XCTFail("\(name) does not type-check in Swift \(mode) mode:\n\(output)")
            }
        }
        XCTAssertGreaterThan(jobs.count, 3 * ExportFixtures.scenes.count, "scenes under Configs/ were not found")
    }

    /// Generator mistakes the proof must catch: each row changes correct output the way a broken
    /// generator would, and the result must be rejected.
    func test_an_API_floating_panel_lacks_fails() throws {
        let compiler = try StubCompiler.shared()
        let scene = try ExportJSONTests.fixture("kitchen-sink.json")
        let swift = ExportFormat.swift.export(scene)
        let swiftUI = ExportFormat.swiftui.export(scene)
        let rows: [(String, String, String, String)] = [
            // (what, source, replace, with)
            ("anchor label", swift, "FloatingPanelLayoutAnchor(absoluteInset:", "FloatingPanelLayoutAnchor(inset:"),
            ("1.x surface API", swift, "fpc.surfaceView.grabberHandleSize", "fpc.surfaceView.cornerRadius"),
            ("no controller position", swift, "fpc.isRemovalInteractionEnabled = true", "fpc.position = .bottom"),
            ("shadow opacity is a Float", swift, "shadow1.opacity = 0.25", "shadow1.opacity = CGFloat(0.25)"),
            (
                "rubber band takes UIRectEdge", swift, "allowsRubberBanding(for edge: UIRectEdge)",
                "allowsRubberBanding(for edge: FloatingPanelReferenceEdge)"
            ),
            ("move needs animated", swift, "fpc.layout = TopPanelLayout()", "fpc.move(to: .full)"),
            (
                "no transparent property", swiftUI, "@State private var appearance = makeTopPanelSurfaceAppearance()",
                "@State private var appearance = SurfaceAppearance.transparent"
            ),
            (
                "no grabber size modifier", swiftUI, ".floatingPanelGrabberHandlePadding(8)",
                ".floatingPanelGrabberHandleSize(CGSize(width: 40, height: 6))"
            ),
        ]
        var jobs: [(name: String, source: String)] = []
        for (what, source, target, replacement) in rows {
            XCTAssertTrue(source.contains(target), "\(what): the export no longer contains \(target)")
            let broken = source.replacingOccurrences(of: target, with: replacement)
            jobs.append((what, broken + MemberProbe.probes(for: broken)))
        }
        for mode in Self.languageModes {
            let failures = Set(compiler.typeCheck(jobs, languageMode: mode).map(\.name))
            for (what, _, _, _) in rows {
                XCTAssertTrue(failures.contains(what), "\(what): the broken export type-checks in Swift \(mode) mode")
            }
        }
    }

    /// What the export does for Swift 6 is needed there: without it Swift 6 mode rejects the file.
    func test_swift_6_needs_the_preconcurrency_import_and_the_main_actor() throws {
        let compiler = try StubCompiler.shared()
        let swift = ExportFormat.swift.export(try ExportJSONTests.fixture("kitchen-sink.json"))
        let rows: [(String, String, String)] = [
            // Custom states are shared constants of a non-Sendable class.
            ("plain import", "@preconcurrency import FloatingPanel", "import FloatingPanel"),
            // The controller is a view controller, isolated to the main actor.
            (
                "nonisolated configure", "@MainActor\nfunc configureBottomSheetPanel(",
                "func configureBottomSheetPanel("
            ),
            // `prepareLayout` reads views' anchors.
            (
                "nonisolated layout", "@MainActor\nfinal class TopPanelLayout: @preconcurrency FloatingPanelLayout",
                "final class TopPanelLayout: FloatingPanelLayout"
            ),
        ]
        var jobs: [(name: String, source: String)] = []
        for (what, target, replacement) in rows {
            XCTAssertTrue(swift.contains(target), "\(what): the export no longer contains \(target)")
            let changed = swift.replacingOccurrences(of: target, with: replacement)
            jobs.append((what, changed + MemberProbe.probes(for: changed)))
        }
        XCTAssertEqual(Set(compiler.typeCheck(jobs, languageMode: "6").map(\.name)), Set(rows.map(\.0)))
        // The shared states are a Swift 6 matter only; the isolation slips already warn in Swift 5.
        XCTAssertEqual(
            compiler.typeCheck(jobs, languageMode: "5").map(\.name), ["nonisolated configure", "nonisolated layout"])
    }

    func test_a_member_floating_panel_would_not_read_fails() throws {
        let source = ExportFormat.swift.export(try ExportJSONTests.fixture("kitchen-sink.json"))
        XCTAssertEqual(MemberProbe.problems(in: source), [])
        let inferred = source.replacingOccurrences(
            of: "let springResponseTime: CGFloat = 0.35", with: "let springResponseTime = 0.35")
        XCTAssertEqual(
            MemberProbe.problems(in: inferred),
            ["BottomSheetPanelBehavior.springResponseTime must be declared `: CGFloat`"])
        let misspelled = source.replacingOccurrences(
            of: "func redirectionalProgress(", with: "func redirectionProgress(")
        XCTAssertEqual(
            MemberProbe.problems(in: misspelled),
            ["BottomSheetPanelBehavior.redirectionProgress is not a member of FloatingPanelBehavior"])
    }

    // MARK: Scenes

    /// The fixtures, then every scene file under the repository's `Configs/` (any `.json` with
    /// `panels` at the top), by name.
    static func scenes() throws -> [(String, ResolvedScene)] {
        var scenes: [(String, ResolvedScene)] = try ExportFixtures.scenes.keys.sorted().map {
            ($0, try ExportJSONTests.fixture($0))
        }
        let configs = Repository.root.appendingPathComponent("Configs")
        let files = FileManager.default.enumerator(atPath: configs.path)?.compactMap { $0 as? String } ?? []
        for relative in files.sorted() where relative.hasSuffix(".json") && !ShippedConfigs.isGenerated(relative) {
            let path = configs.appendingPathComponent(relative).path
            guard let data = FileManager.default.contents(atPath: path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["panels"] != nil
            else { continue }
            scenes.append(("Configs/\(relative)", try ConfigLoader.loadScene(path: path)))
        }
        return scenes
    }
}
