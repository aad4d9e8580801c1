import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The exports for targets without FloatingPanel: SwiftUI detents, Android, Compose, vaul/CSS.
final class ExportOtherFormatsTests: XCTestCase {
    private func export(_ format: ExportFormat, _ fixture: String = "kitchen-sink.json") throws -> String {
        format.export(try ExportJSONTests.fixture(fixture))
    }

    func test_every_target_says_what_it_cannot_express() throws {
        // Rows: (format, opening of its limitations block).
        let rows: [(ExportFormat, String)] = [
            (.swiftuiDetents, "// What SwiftUI sheet detents cannot express:"),
            (.android, "  What Material's sheets cannot express:"),
            (.compose, "// What AnchoredDraggable cannot express:"),
            (.vaul, "// What a vaul drawer and CSS cannot express:"),
        ]
        for (format, opening) in rows {
            XCTAssertTrue(try export(format).contains(opening), format.rawValue)
        }
    }

    func test_detents_follow_the_anchors() throws {
        let text = try export(.swiftuiDetents)
        for expected in [
            "static let bottomSheetFull = Self.custom(BottomSheetFullDetent.self)",
            "max(0, context.maxDetentValue - 16)",
            // A detent is a height within the safe area: 65 pt showing less the 21-pt bottom inset.
            "static let bottomSheetTip = Self.height(44)",
            ".presentationBackgroundInteraction(.enabled(upThrough: .bottomSheetTip))",
            ".presentationCornerRadius(16)",
            "Start `selection` at `.bottomSheetHalf`",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
        // Removable panels may be swiped away; the others may not.
        XCTAssertEqual(text.components(separatedBy: ".interactiveDismissDisabled()").count - 1, 3)
    }

    func test_android_maps_three_states_and_drops_the_rest() throws {
        let text = try export(.android)
        for expected in [
            #"app:layout_behavior="com.google.android.material.bottomsheet.BottomSheetBehavior""#,
            #"app:behavior_fitToContents="false""#,
            #"app:behavior_expandedOffset="16dp""#,
            #"app:behavior_peekHeight="65dp""#,
            #"app:behavior_hideable="true""#,
            "Cannot be represented: half (196dp showing): a bottom sheet has no fourth resting state; left out.",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
        XCTAssertFalse(
            text.replacingOccurrences(of: "<!--", with: "").replacingOccurrences(of: "-->", with: "").contains("--"))
    }

    func test_compose_converts_the_spring() throws {
        let text = try export(.compose, "defaults.json")
        let spring = FloatingPanelSpringParameters.fastRelease(of: FloatingPanelDefaultBehavior())
        // ζ 0.5755516802484569, stiffness (2π / 0.4)² = 246.74011002723395, shortened: across the
        // 852-pt container the motion stays within 0.01 of the exact spring's.
        XCTAssertEqual(spring.dampingRatio, 0.5755516802484569, accuracy: 1e-15)
        XCTAssertTrue(text.contains("spring(dampingRatio = 0.57555f, stiffness = 246.74f)"))
        XCTAssertTrue(text.contains("spring(dampingRatio = 1.0f, stiffness = 246.74f)"))
        XCTAssertTrue(text.contains("// Exactly: fling ζ 0.5755516802484569, stiffness 246.74011002723395;"))
        let kept = FloatingPanelSpringParameters(dampingRatio: 0.57555, angularFrequency: 246.74.squareRoot())
        let shorter = FloatingPanelSpringParameters(dampingRatio: 0.5756, angularFrequency: 246.74.squareRoot())
        let gap = { (other: FloatingPanelSpringParameters) in
            (0...240).map { abs(spring.stepResponse(at: Double($0) / 240) - other.stepResponse(at: Double($0) / 240)) }
                .max()! * 852
        }
        XCTAssertLessThanOrEqual(gap(kept), 0.01)
        XCTAssertGreaterThan(gap(shorter), 0.01)
        XCTAssertTrue(text.contains("MainPanelState.Full at (insetStart + 18.0f) * density"))
        XCTAssertTrue(text.contains("MainPanelState.Tip at (containerLength - (insetEnd + 69.0f)) * density"))
        XCTAssertTrue(text.contains("positionalThreshold = { distance -> distance * 0.5f }"))
    }

    func test_vaul_snap_points_and_easing() throws {
        let text = try export(.vaul, "defaults.json")
        // FloatingPanelBottomLayout's anchors as lengths of the viewport and its insets: on the
        // 852-px container with 59/34 px insets they give 103, 413.5 and 775 px, the sandbox's stops.
        XCTAssertTrue(
            text.contains(
                """
                export function mainSnapLengths(viewport: Viewport): number[] {
                  return [
                    viewport.bottom + 69,
                    viewport.bottom + 0.5 * (viewport.height - viewport.top - viewport.bottom),
                    viewport.height - (viewport.top + 18),
                  ];
                }
                """))
        XCTAssertTrue(text.contains("const mainBackdropAlphas = [0, 0, 0.3];"))
        XCTAssertTrue(text.contains("modal={false}"))
        XCTAssertTrue(text.contains("transition-timing-function: linear(0, "))
        XCTAssertTrue(text.contains("snapToSequentialPoint"))
    }
}
