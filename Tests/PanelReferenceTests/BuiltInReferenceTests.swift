import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms
import PanelReference
import TestSupport
import XCTest

/// The built-in references (Docs/reference.md "Built-in references"): a documented default
/// spring or a library's model over the feel releases, and FloatingPanel fitted to each.
final class BuiltInReferenceTests: XCTestCase {
    private func scene() throws -> ResolvedScene {
        try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json"))
    }

    func test_uikit_reference_is_the_critically_damped_half_second_spring_from_the_release() throws {
        let motion = try BuiltInReference.uikit.motion(scene: try scene(), panel: nil)
        let release = try XCTUnwrap(motion.releases.first)
        let velocity = try XCTUnwrap(release.velocity)
        let start = motion.samples[release.index]
        // The spring comes to rest where the first release's rest run begins.
        let target = try XCTUnwrap(
            motion.samples[(release.index + 1)...].first { sample in
                motion.samples.filter { $0.t > sample.t && $0.t < sample.t + 0.2 }.allSatisfy { $0.y == sample.y }
                    && motion.samples.contains { $0.t > sample.t + 0.1 }
            }?.y)
        // x(t) = target + (x0 + (v0 + ω x0) t) e^(−ω t), ζ = 1, ω = 2π / 0.5.
        let omega = 2 * Double.pi / 0.5
        let x0 = start.y - target
        let sample = motion.samples[release.index + 10]
        let t = sample.t - start.t
        XCTAssertEqual(sample.y, target + (x0 + (velocity + omega * x0) * t) * exp(-omega * t), accuracy: 1e-9)
        XCTAssertTrue(motion.source.contains("springDuration 0.5 s, bounce 0"), motion.source)
    }

    func test_swiftui_reference_cites_the_documented_spring() {
        XCTAssertTrue(BuiltInReference.swiftui.source.contains("response 0.55 s, dampingFraction 0.825"))
    }

    func test_fitting_to_material_plays_every_feel_release_and_says_how_close_each_comes() throws {
        let scene = try scene()
        let fit = try ReferenceFit(
            motion: try BuiltInReference.material.motion(scene: scene, panel: nil), scene: scene, panel: nil)
        let feel = FeelReleases.releases(panel: scene.panels[0], scene: scene)
        XCTAssertEqual(fit.releases.count, feel.count)
        XCTAssertEqual(fit.releases.map(\.velocity), feel.map { Double($0.velocity) })
        for release in fit.releases {
            XCTAssertGreaterThan(release.samples, 0)
            XCTAssertLessThanOrEqual(release.meanPt, release.largestPt)
        }
        // Material settles flings with ViewDragHelper's timed scroll, not a spring: no spring of
        // FloatingPanel's follows it exactly, and the report says how far it stays.
        XCTAssertGreaterThan(fit.meanPt, 1)
        XCTAssertTrue(fit.text(reference: "material").contains("Material's model over the feel releases"))
    }

    func test_fitting_to_a_spring_from_the_release_velocity_comes_within_a_few_points() throws {
        let scene = try scene()
        let fit = try ReferenceFit(
            motion: try BuiltInReference.uikit.motion(scene: scene, panel: nil), scene: scene, panel: nil)
        XCTAssertLessThan(fit.meanPt, 2)
        XCTAssertEqual(fit.values.springResponseTime, 0.458, accuracy: 0.02)
    }
}
