import ConfigTestSupport
import FloatingPanel
import Foundation
import PanelLink
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// A delegate's dismissal animator as the Kotlin and TypeScript motion parts and the live page's
/// message carry it: the same duration with its curve's control points or its spring, or none.
final class MotionDismissLiteralTests: XCTestCase {
    /// A bottom panel whose behavior has the animations `dismiss` (JSON), or none when nil.
    private func scene(dismiss: String?) throws -> ResolvedScene {
        let behavior = dismiss.map { #"{ "animations": { "dismiss": \#($0) } }"# } ?? "{}"
        return try loadScene(
            """
            {
              "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
              "panels": [ { "id": "main", "removalInteractionEnabled": true,
                            "layout": { "position": "bottom", "initialState": "half", "anchors": {
                              "full": { "absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea" },
                              "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" } } },
                            "behavior": \(behavior) } ]
            }
            """)
    }

    /// The dismiss field of each language's panel table.
    private func literals(_ scene: ResolvedScene) -> (kotlin: String, typeScript: String, json: String) {
        (
            ExportFormat.compose.motionResult(scene).text, ExportFormat.vaul.motionResult(scene).text,
            LiveSceneMessage.text(scene, version: 1)
        )
    }

    func test_a_spring_dismissal_carries_the_animators_clamped_damping_and_natural_frequency() throws {
        let (kotlin, typeScript, json) = literals(try scene(dismiss: #"{ "duration": 0.25, "dampingRatio": 0.8 }"#))
        let clamped = FloatingPanelPropertyAnimator.clampedDampingRatio(0.8)
        let zeta = Double(clamped)
        let omega = Double(FloatingPanelPropertyAnimator.naturalFrequency(duration: 0.25, dampingRatio: clamped))
        let (k, n) = (KotlinMotionWriter.kotlinDouble, ExportNumber.exact)
        XCTAssertTrue(kotlin.contains("dismiss = Dismiss(0.25, null, Spring(\(k(zeta)), \(k(omega))))"), kotlin)
        XCTAssertTrue(
            typeScript.contains(
                "dismiss: { duration: 0.25, curve: null, spring: { dampingRatio: \(n(zeta)), angularFrequency: \(n(omega)) } },"
            ), typeScript)
        XCTAssertTrue(
            json.contains(
                "\"dismiss\":{\"curve\":null,\"duration\":0.25,"
                    + "\"spring\":{\"angularFrequency\":\(n(omega)),\"dampingRatio\":\(n(zeta))}}"), json)
    }

    func test_an_ease_in_dismissal_carries_its_control_points_and_a_linear_one_none() throws {
        // easeIn is UIKit's cubic Bézier (0.42, 0) (1, 1), as CSS's ease-in.
        let (kotlin, typeScript, json) = literals(try scene(dismiss: #"{ "duration": 0.3, "curve": "easeIn" }"#))
        XCTAssertTrue(kotlin.contains("dismiss = Dismiss(0.3, doubleArrayOf(0.42, 0.0, 1.0, 1.0), null)"), kotlin)
        XCTAssertTrue(typeScript.contains("dismiss: { duration: 0.3, curve: [0.42, 0, 1, 1], spring: null },"))
        XCTAssertTrue(json.contains(#""dismiss":{"curve":[0.42,0,1,1],"duration":0.3,"spring":null}"#), json)

        let linear = literals(try scene(dismiss: #"{ "duration": 0.3, "curve": "linear" }"#))
        XCTAssertTrue(linear.kotlin.contains("dismiss = Dismiss(0.3, null, null)"), linear.kotlin)
        XCTAssertTrue(linear.typeScript.contains("dismiss: { duration: 0.3, curve: null, spring: null },"))
        XCTAssertTrue(linear.json.contains(#""dismiss":{"curve":null,"duration":0.3,"spring":null}"#), linear.json)
    }

    func test_without_a_dismissal_animator_the_field_is_null() throws {
        let (kotlin, typeScript, json) = literals(try scene(dismiss: nil))
        XCTAssertTrue(kotlin.contains("dismiss = null"), kotlin)
        XCTAssertTrue(typeScript.contains("dismiss: null,"), typeScript)
        XCTAssertTrue(json.contains(#""dismiss":null"#), json)
    }
}
