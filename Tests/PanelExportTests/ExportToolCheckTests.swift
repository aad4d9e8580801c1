import ConfigTestSupport
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// Every vaul export of every scene type-checks with TypeScript's `tsc` against the React and
/// vaul 1.1.2 declaration stubs, and every Kotlin the Compose and Android exports hold parses with
/// tree-sitter's Kotlin grammar; broken files fail both.
final class ExportToolCheckTests: XCTestCase {
    func test_every_vaul_export_type_checks() throws {
        let scenes = try ExportTypeCheckTests.scenes()
        let files = scenes.map { ($0.0, ExportFormat.vaul.export($0.1)) }
        XCTAssertGreaterThan(files.count, 14, "scenes under Configs/ were not found")
        for failure in try ExternalCheckers.typeCheckTSX(files) {
            XCTFail("\(failure.name) (css) does not type-check:\n\(failure.output)")
        }
    }

    func test_every_kotlin_export_parses() throws {
        var files: [(String, String)] = []
        for (name, scene) in try ExportTypeCheckTests.scenes() {
            files.append(("\(name) (compose)", ExportFormat.compose.export(scene)))
            let code = AndroidStopsCode.extract(from: ExportFormat.android.export(scene))
            XCTAssertTrue(code.contains("fun apply"), "\(name): the Android export has no stops function")
            files.append(("\(name) (android Kotlin)", code))
        }
        for failure in try ExternalCheckers.parseKotlin(files) {
            XCTFail("\(failure.name) does not parse:\n\(failure.output)")
        }
    }

    /// Each row breaks a correct export the way a broken generator would; every one must fail.
    func test_broken_exports_fail() throws {
        let scene = try ExportJSONTests.fixture("kitchen-sink.json")
        let vaul = ExportFormat.vaul.export(scene)
        let rows: [(String, String, String)] = [
            // (what, replace, with)
            ("an effect closed twice", "}, [open]);", "}\n  }, [open]);"),
            ("snap points of the wrong type", "snapPoints={snapPoints}", "snapPoints={42}"),
            ("a prop vaul does not have", "onDrag={follow}", "onDrag={follow}\n      onSnap={follow}"),
            ("a hook React does not have", "React.useMemo(", "React.useMemoized("),
        ]
        var broken: [(String, String)] = []
        for (what, target, replacement) in rows {
            XCTAssertTrue(vaul.contains(target), "\(what): the export no longer contains \(target)")
            broken.append((what, vaul.replacingOccurrences(of: target, with: replacement)))
        }
        let failures = Set(try ExternalCheckers.typeCheckTSX(broken).map(\.name))
        XCTAssertEqual(failures, Set(rows.map(\.0)))

        let compose = ExportFormat.compose.export(scene)
        let android = AndroidStopsCode.extract(from: ExportFormat.android.export(scene))
        let kotlinRows: [(String, String, String, String)] = [
            ("an unclosed call", compose, "spring(dampingRatio = ", "spring((dampingRatio = "),
            ("a missing brace", compose, "enum class BottomSheetPanelState {", "enum class BottomSheetPanelState"),
            ("an unbalanced parenthesis", android, "(sheet.parent as View)", "(sheet.parent as View"),
        ]
        var kotlin: [(String, String)] = []
        for (what, source, target, replacement) in kotlinRows {
            XCTAssertTrue(source.contains(target), "\(what): the export no longer contains \(target)")
            kotlin.append((what, source.replacingOccurrences(of: target, with: replacement)))
        }
        XCTAssertEqual(Set(try ExternalCheckers.parseKotlin(kotlin).map(\.name)), Set(kotlinRows.map(\.0)))
    }
}
