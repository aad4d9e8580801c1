import ConfigTestSupport
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The `swift` export with its live client (`export --live`, Docs/live.md "Your own app, live")
/// type-checks against the UIKit and FloatingPanel stand-ins, for every scene the plain export is
/// checked with, in Swift 5 and 6 mode. On Linux `URLSession` lives in FoundationNetworking, which
/// iOS folds into Foundation, so the check imports it first.
final class LiveClientTypeCheckTests: XCTestCase {
    private static let networking = "import FoundationNetworking\n"

    override class func tearDown() {
        StubCompiler.discard()
        super.tearDown()
    }

    private static func live(_ scene: ResolvedScene) -> String {
        ExportFormat.swift.exportResult(scene, options: ExportOptions(live: true)).text
    }

    func test_every_swift_export_with_its_live_client_type_checks() throws {
        let compiler = try StubCompiler.shared()
        var jobs: [(name: String, source: String)] = []
        for (name, scene) in try ExportTypeCheckTests.scenes() {
            let source = Self.live(scene)
            XCTAssertTrue(source.hasPrefix(ExportFormat.swift.export(scene)), "\(name): the client only adds")
            jobs.append((name, Self.networking + source + MemberProbe.probes(for: source)))
            for problem in MemberProbe.problems(in: source) { XCTFail("\(name): \(problem)") }
        }
        for mode in ExportTypeCheckTests.languageModes {
            for (name, output) in compiler.typeCheck(jobs, languageMode: mode, conditions: ["DEBUG"]) {
                XCTFail("\(name) with --live does not type-check in Swift \(mode) mode:\n\(output)")
            }
        }
    }

    /// The client's custom states are the export's shared objects, and a wrong API fails the check.
    func test_the_client_uses_the_exported_states_and_a_wrong_API_fails() throws {
        let compiler = try StubCompiler.shared()
        let source = Self.live(try ConfigLoader.loadScene(path: Repository.path("Configs/scenes/custom-states.json")))
        let rows: [(String, String, String)] = [
            ("no invalidate", "attached.controller.invalidateLayout()", "attached.controller.invalidate()"),
            ("no receive closure", "task.receive { result in", "task.receive(handler: { result in"),
            (
                "anchor label", "FloatingPanelLayoutAnchor(absoluteInset: value,",
                "FloatingPanelLayoutAnchor(inset: value,"
            ),
            ("nonisolated link", "@MainActor\nfinal class LivePanelLink {", "final class LivePanelLink {"),
        ]
        var jobs: [(name: String, source: String)] = []
        for (what, target, replacement) in rows {
            XCTAssertTrue(source.contains(target), "\(what): the client no longer contains \(target)")
            jobs.append((what, Self.networking + source.replacingOccurrences(of: target, with: replacement)))
        }
        XCTAssertEqual(
            Set(compiler.typeCheck(jobs, languageMode: "6", conditions: ["DEBUG"]).map(\.name)), Set(rows.map(\.0)))
        XCTAssertTrue(source.contains("case \"lastQuart\": return .lastQuart"), "custom state by its shared object")
    }

    /// The client sits inside `#if DEBUG` in the file written: a release build of the same file
    /// has no `LivePanelLink`, and the app's own use of it must be inside `#if DEBUG` too.
    func test_the_swift_client_is_compiled_into_debug_builds_only() throws {
        let compiler = try StubCompiler.shared()
        let source = Self.live(try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json")))
        let lines = source.components(separatedBy: "\n")
        let opening = try XCTUnwrap(lines.firstIndex(of: "#if DEBUG"))
        XCTAssertLessThan(opening, try XCTUnwrap(lines.firstIndex { $0.hasSuffix(LiveClientExport.coreMarker) }))
        XCTAssertEqual(lines.last { !$0.isEmpty }, "#endif")
        let use = "\n@MainActor func useTheLink() { _ = LivePanelLink(url: \"http://127.0.0.1:8765/?token=0\") }\n"
        let job = [("release build", Self.networking + source + use)]
        XCTAssertEqual(compiler.typeCheck(job, languageMode: "6", conditions: ["DEBUG"]).map(\.name), [])
        let release = compiler.typeCheck(job, languageMode: "6")
        XCTAssertEqual(release.map(\.name), ["release build"])
        XCTAssertTrue(
            release.first?.output.contains("cannot find 'LivePanelLink' in scope") == true, release.first?.output ?? "")
    }

    /// Every vaul export with its client type-checks with `tsc --strict` against the React and
    /// vaul stand-ins, and so does a page that hands the Maps drawer its live values.
    func test_every_vaul_export_with_its_live_client_type_checks_with_tsc() throws {
        var files: [(name: String, source: String)] = []
        for (name, scene) in try ExportTypeCheckTests.scenes() {
            files.append((name, ExportFormat.vaul.exportResult(scene, options: ExportOptions(live: true)).text))
        }
        let maps = try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json"))
        let page = """
            export function LivePage({ url }: { url: string }) {
              const scene = useLiveScene(url);
              return (
                <SearchDrawer open={true} onOpenChange={() => {}} live={scene?.panels['search']}>
                  {'Places'}
                </SearchDrawer>
              );
            }

            """
        files.append(
            ("Maps page", ExportFormat.vaul.exportResult(maps, options: ExportOptions(live: true)).text + page))
        for failure in try ExternalCheckers.typeCheckTSX(files) {
            XCTFail("\(failure.name) (vaul --live) does not type-check:\n\(failure.output)")
        }
    }

    func test_every_compose_export_with_its_live_client_parses() throws {
        let files = try ExportTypeCheckTests.scenes().map { name, scene in
            (name, ExportFormat.compose.exportResult(scene, options: ExportOptions(live: true)).text)
        }
        for failure in try ExternalCheckers.parseKotlin(files) {
            XCTFail("\(failure.name) (compose --live) does not parse:\n\(failure.output)")
        }
    }
}
