import ConfigTestSupport
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// Every export of every scene, checked against facts about the target libraries' real APIs
/// (`TargetAPIFacts`): attribute and prop names, call parameters, states and version floors.
final class ExportTargetAPITests: XCTestCase {
    private static func exports(_ format: ExportFormat) throws -> [(name: String, scene: ResolvedScene, text: String)] {
        try ExportTypeCheckTests.scenes().map { name, scene in (name, scene, format.export(scene)) }
    }

    // MARK: Every format

    func test_every_header_names_the_target_its_floor_and_the_removal_threshold() throws {
        for format in ExportFormat.allCases where format != .json {
            for (name, _, text) in try Self.exports(format) {
                let header = text.prefix(4000)
                XCTAssertTrue(header.contains("Target: "), "\(name) (\(format.rawValue)): no target")
                XCTAssertTrue(header.contains("Floor: "), "\(name) (\(format.rawValue)): no floor")
                // FloatingPanel formats carry the threshold itself; the others say what becomes of it.
                if ![.swift, .swiftui].contains(format) {
                    XCTAssertTrue(
                        header.contains("removal velocity threshold")
                            || header.contains("removalInteractionVelocityThreshold"),
                        "\(name) (\(format.rawValue)): the header does not say what becomes of the removal threshold")
                }
            }
        }
    }

    func test_what_a_target_cannot_represent_is_in_the_file_and_on_standard_error() throws {
        let rows: [(ExportFormat, String, String)] = [
            // (format, scene, words of the warning)
            (.android, "Configs/scenes/left-inspector.json", "tip (103dp showing): a side sheet rests only expanded"),
            (.android, "Configs/scenes/top-panel.json", "a top panel; Material has no top sheet"),
            (.android, "Configs/scenes/custom-states.json", "firstQuart (224dp showing): a bottom sheet has no fourth"),
            (.swiftuiDetents, "Configs/scenes/right-inspector.json", "a right panel; a SwiftUI sheet only rises"),
            (
                .swiftui, "Configs/scenes/adaptive-sheet.json",
                "the keyboard (avoid), attachments and surface inset; FloatingPanel"
            ),
        ]
        let scenes = Dictionary(uniqueKeysWithValues: try ExportTypeCheckTests.scenes().map { ($0.0, $0.1) })
        for (format, name, words) in rows {
            let scene = try XCTUnwrap(scenes[name], name)
            let result = format.exportResult(scene)
            XCTAssertTrue(result.text.contains("Cannot be represented: " + words), "\(name) (\(format.rawValue))")
            XCTAssertTrue(
                result.warnings.contains { $0.hasPrefix("panel \"main\": ") && $0.contains(words) },
                "\(name) (\(format.rawValue)): \(result.warnings)")
        }
        // A bottom panel with three states fits every target.
        let plain = try XCTUnwrap(scenes["Configs/scene.json"])
        for format in ExportFormat.allCases where format != .android {
            XCTAssertEqual(format.exportResult(plain).warnings, [], format.rawValue)
        }
    }

    // MARK: Android

    func test_android_attributes_and_states_exist_in_material() throws {
        for (name, scene, text) in try Self.exports(.android) {
            let views = text.components(separatedBy: "<FrameLayout").dropFirst()
            XCTAssertEqual(views.count, scene.panels.count, name)
            for (view, panel) in zip(views, scene.panels) {
                let body = String(view[..<view.range(of: "/>")!.lowerBound])
                let attributes = body.split(whereSeparator: \.isWhitespace).compactMap { token -> String? in
                    guard let equals = token.firstIndex(of: "=") else { return nil }
                    return String(token[..<equals])
                }
                let isSide = body.contains(TargetAPIFacts.sideSheetBehavior)
                let position = panel.layoutEntry(forContainer: scene.containerSize).layout.position
                XCTAssertEqual(isSide, !position.isVertical, "\(name) \(panel.id): left/right panels are side sheets")
                XCTAssertTrue(
                    body.contains(isSide ? TargetAPIFacts.sideSheetBehavior : TargetAPIFacts.bottomSheetBehavior))
                let known =
                    TargetAPIFacts.layoutAttributes
                    .union(isSide ? TargetAPIFacts.sideSheetAttributes : TargetAPIFacts.bottomSheetAttributes)
                for attribute in attributes {
                    XCTAssertTrue(known.contains(attribute), "\(name) \(panel.id): no attribute \(attribute)")
                }
                // Material's defaults are not written.
                XCTAssertFalse(body.contains("behavior_hideable=\"false\""), name)
            }
            // Every state named exists on the behavior it is named with.
            for (behavior, states) in TargetAPIFacts.states {
                for piece in text.components(separatedBy: behavior + ".").dropFirst() {
                    let word = String(piece.prefix { $0.isLetter || $0 == "_" })
                    if word.hasPrefix("STATE_") {
                        XCTAssertTrue(states.contains(word), "\(name): \(behavior).\(word)")
                    }
                }
            }
        }
    }

    func test_android_side_sheets_hidden_starts_and_removal() throws {
        let exports = Dictionary(uniqueKeysWithValues: try Self.exports(.android).map { ($0.name, $0.text) })
        let left = try XCTUnwrap(exports["Configs/scenes/left-inspector.json"])
        // 320 pt from the safe area's left edge, which is 59 pt in: 379 dp wide, on the left.
        XCTAssertTrue(left.contains(#"android:layout_width="379dp""#))
        XCTAssertTrue(left.contains(#"android:layout_gravity="left""#))
        XCTAssertTrue(left.contains("Initial state: SideSheetBehavior.STATE_EXPANDED"))
        XCTAssertFalse(left.contains("peekHeight"))

        // The multi-panel detail starts hidden.
        let multi = try XCTUnwrap(exports["Configs/scenes/multi-panel.json"])
        let detail = try XCTUnwrap(multi.range(of: "Panel \"detail\""))
        XCTAssertTrue(multi[detail.lowerBound...].contains("Initial state: BottomSheetBehavior.STATE_HIDDEN"))
        XCTAssertTrue(multi[detail.lowerBound...].contains(#"app:behavior_hideable="true""#))

        // Removal threshold 4 from half, 413.5 dp showing and 513.5 dp from the hidden position
        // 100 dp below the edge: FloatingPanel asks 4 × 513.5 = 2054 dp/s there; Material hides when
        // velocity × friction passes half the peek, so friction 0.5 × 413.5 / 2054 asks the same.
        let removable = try XCTUnwrap(exports["Configs/scenes/removable-modal.json"])
        XCTAssertTrue(removable.contains("behavior.hideFriction = \(Float(0.5 * 413.5 / 2054))f"))
        XCTAssertTrue(removable.contains("513.5 dp away (2054 dp/s)"))
        // The significant velocity: a third of 2054 dp/s, multiplied by the density in code.
        XCTAssertTrue(
            removable.contains(
                "behavior.significantVelocityThreshold = (684.6667f * sheet.resources.displayMetrics.density).roundToInt()"
            ))
        XCTAssertNotEqual(0.5 * 413.5 / 2054, TargetAPIFacts.defaultHideFriction)
    }

    // MARK: Compose

    func test_compose_calls_use_parameters_the_functions_have() throws {
        for (name, _, text) in try Self.exports(.compose) {
            XCTAssertTrue(text.contains(TargetAPIFacts.composeFloor), name)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                XCTAssertTrue(TargetAPIFacts.composeImports.contains(String(line.dropFirst(7))), "\(name): \(line)")
            }
            for (function, parameters) in TargetAPIFacts.composeParameters {
                for call in Self.calls(of: function, in: text) {
                    for argument in call {
                        XCTAssertTrue(parameters.contains(argument), "\(name): \(function) has no \(argument)")
                    }
                }
            }
            XCTAssertFalse(text.contains("multiply by the density"), "\(name): the anchors already multiply")
        }
        let multi = try XCTUnwrap(try Self.exports(.compose).first { $0.name == "Configs/scenes/multi-panel.json" })
        // The calls the loop above checked, as the parser reads them.
        XCTAssertEqual(
            Self.calls(of: "AnchoredDraggableDefaults.flingBehavior", in: multi.text),
            Array(repeating: ["state", "positionalThreshold", "animationSpec"], count: 4),
            "a fast and a slow one per panel")
        XCTAssertEqual(Self.calls(of: "spring", in: multi.text).count, 4)
        XCTAssertEqual(Self.calls(of: "spring", in: multi.text)[0], ["dampingRatio", "stiffness"])
        XCTAssertEqual(
            Self.calls(of: ".anchoredDraggable", in: multi.text),
            Array(repeating: ["state", "orientation", "flingBehavior"], count: 2))
        XCTAssertEqual(Self.calls(of: "spring", in: "x(springs(a = 1), spring(b = 2))"), [["b"]])
        XCTAssertTrue(multi.text.contains("AnchoredDraggableState(initialValue = DetailPanelState.Hidden"))
        XCTAssertTrue(multi.text.contains("DetailPanelState.Hidden at containerLength * density"))
    }

    /// The named arguments of each call of `function` (`name(a = …, b = …)`), top level only.
    static func calls(of function: String, in text: String) -> [[String]] {
        var result: [[String]] = []
        var rest = Substring(text)
        while let range = rest.range(of: function + "(") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            if let before, before.isLetter || before.isNumber || before == "." && !function.contains(".") {
                continue
            }
            var depth = 0
            var argument = ""
            var names: [String] = []
            for character in rest {
                if character == "(" || character == "{" { depth += 1 }
                if character == ")" || character == "}" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, character == "," {
                    argument = ""
                    continue
                }
                argument.append(character)
                if depth == 0, argument.hasSuffix(" ="), !argument.contains("==") {
                    names.append(argument.dropLast(2).trimmingCharacters(in: .whitespacesAndNewlines))
                }
            }
            result.append(names)
        }
        return result
    }

    // MARK: vaul

    func test_vaul_props_and_parts_exist_and_defaults_are_left_out() throws {
        for (name, scene, text) in try Self.exports(.vaul) {
            for piece in text.components(separatedBy: "<Drawer.").dropFirst() {
                let part = String(piece.prefix { $0.isLetter })
                XCTAssertTrue(TargetAPIFacts.vaulParts.contains(part), "\(name): Drawer.\(part)")
            }
            for root in text.components(separatedBy: "<Drawer.Root").dropFirst() {
                let props = root[..<root.range(of: "\n    >")!.lowerBound].split(separator: "\n").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty }
                for prop in props {
                    let key = String(prop.prefix { $0.isLetter })
                    XCTAssertTrue(TargetAPIFacts.vaulRootProps.contains(key), "\(name): no prop \(key)")
                    if let value = TargetAPIFacts.vaulDefaults[key] {
                        XCTAssertNotEqual(prop, "\(key)=\(value)", "\(name): vaul's default written")
                    }
                }
                XCTAssertFalse(props.contains("defaultOpen"), "\(name): opening is the caller's, by StartsOpen")
            }
            XCTAssertTrue(text.contains(":not(.\(TargetAPIFacts.vaulDraggingClass))"), name)
            // The overlay only where vaul renders it: modal drawers.
            let modal = scene.panels.filter(\.isModal).count
            XCTAssertEqual(text.components(separatedBy: "<Drawer.Overlay").count - 1, modal, name)
            // Each panel's two drawers (the library's default and FloatingPanel's feel) follow their backdrop.
            XCTAssertEqual(
                text.components(separatedBy: "useBackdrop(drawer, backdrop,").count - 1, 2 * scene.panels.count)
            XCTAssertEqual(text.components(separatedBy: "<Drawer.Root").count - 1, 2 * scene.panels.count)
            XCTAssertFalse(text.contains("fadeFromIndex"), "\(name): the export's own backdrop fades")
        }
    }

    func test_vaul_drawer_fills_the_container_and_hidden_starts_stay_closed() throws {
        let exports = Dictionary(uniqueKeysWithValues: try Self.exports(.vaul).map { ($0.name, $0.text) })
        let multi = try XCTUnwrap(exports["Configs/scenes/multi-panel.json"])
        XCTAssertTrue(multi.contains("export const searchStartsOpen = true;"))
        XCTAssertTrue(multi.contains("export const detailStartsOpen = false;"))
        // vaul translates by (container − snap): full height, fixed to the bottom edge.
        for line in ["position: fixed;", "bottom: 0;", "height: 100%;"] {
            XCTAssertTrue(multi.contains("  " + line), line)
        }
        let left = try XCTUnwrap(exports["Configs/scenes/left-inspector.json"])
        XCTAssertTrue(left.contains("direction=\"left\""))
        XCTAssertTrue(left.contains("  width: 100%;"))
        let modal = try XCTUnwrap(exports["Configs/scenes/removable-modal.json"])
        XCTAssertFalse(modal.contains("modal={false}"))
        XCTAssertTrue(modal.contains("<Drawer.Overlay"))
        // Between `return (` and `);` only JSX: a `//` line there would render as text.
        for (name, text) in exports {
            for markup in text.components(separatedBy: "  return (\n").dropFirst() {
                let jsx = markup[..<markup.range(of: "\n  );")!.lowerBound]
                XCTAssertFalse(jsx.contains("//"), "\(name): a line comment inside JSX")
            }
        }
    }

    // MARK: SwiftUI

    func test_SwiftUI_floors_are_annotated() throws {
        let latest = ["presentationCornerRadius", "presentationBackgroundInteraction"]
        XCTAssertEqual(latest.map { TargetAPIFacts.swiftUIFloors[$0] }, ["16.4", "16.4"])
        for (name, _, text) in try Self.exports(.swiftuiDetents) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line == "extension View {" {
                let body = lines[index...].prefix { $0 != "}" }.joined(separator: "\n")
                let usesLatest = latest.contains { body.contains($0) }
                XCTAssertEqual(
                    lines[index - 1], usesLatest ? "@available(iOS 16.4, *)" : "@available(iOS 16, *)", name)
            }
            for (index, line) in lines.enumerated() where line.hasSuffix(": CustomPresentationDetent {") {
                XCTAssertEqual(lines[index - 1], "@available(iOS 16, *)", name)
            }
        }
        let floor = "@available(iOS \(TargetAPIFacts.floatingPanelSwiftUIFloor), *)"
        for (name, _, text) in try Self.exports(.swiftui) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated()
            where line.hasSuffix(": ViewModifier {") || line == "extension View {"
                || line.hasSuffix("FloatingPanelCoordinator {")
            {
                XCTAssertTrue(lines[(index - 2)..<index].contains(floor), "\(name): \(line) without \(floor)")
            }
        }
    }

    func test_detents_are_measured_within_the_safe_area() throws {
        let exports = Dictionary(uniqueKeysWithValues: try Self.exports(.swiftuiDetents).map { ($0.name, $0.text) })
        let scene = try XCTUnwrap(exports["Configs/scene.json"])
        // iPhone 15: 852 pt tall, safe area 59 / 34. Tip 69 pt above the safe area's bottom: 69 pt.
        XCTAssertTrue(scene.contains("static let searchTip = Self.height(69)"))
        // Half is half the safe area: a fraction of the height the sheet appears in, not `.fraction`.
        XCTAssertTrue(scene.contains("context.maxDetentValue * 0.5"))
        // Full is 16 pt below the safe area's top: the largest sheet less 16.
        XCTAssertTrue(scene.contains("max(0, context.maxDetentValue - 16)"))
        for (name, text) in exports {
            XCTAssertFalse(text.contains("Self.fraction("), "\(name): .fraction's reference is undocumented")
        }
    }

    func test_SwiftUI_writes_only_what_differs_from_floating_panel() throws {
        let scene = try loadScene(sceneWithPanel(#""behavior": {}"#))
        let text = ExportFormat.swiftui.export(scene)
        for absent in [
            "appearance.backgroundColor", "floatingPanelSurfaceAppearance", "floatingPanelBehavior", "PanelBehavior",
        ] {
            XCTAssertFalse(text.contains(absent), "written though FloatingPanel's default: \(absent)")
        }
        XCTAssertFalse(ExportFormat.swift.export(scene).contains("backgroundColor"))
        // A color of its own is written.
        let dark = try loadScene(
            sceneWithPanel(##""appearance": { "backgroundColor": "#1C1C1E", "cornerRadius": 8 }"##))
        XCTAssertTrue(
            ExportFormat.swiftui.export(dark).contains(
                "appearance.backgroundColor = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)"))
    }
}
