import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms
import PanelScene
import PlatformModels

/// The motions people name, as references (Docs/reference.md "Built-in references"): a target
/// library's sheet as its model moves it over the feel report's releases, or a documented
/// default spring from each release's location and velocity to the stop FloatingPanel chose.
package enum BuiltInReference: String, CaseIterable, Sendable {
    case material, compose, vaul, swiftui, uikit

    /// The documented default springs, with where each number comes from.
    static let swiftUISpring = FloatingPanelSpringParameters(dampingRatio: 0.825, response: 0.55)
    static let uiKitSpring = FloatingPanelSpringParameters(dampingRatio: 1, response: 0.5)

    /// What the reference is and where its numbers come from.
    package var source: String {
        switch self {
        case .material, .compose, .vaul:
            let platform = Platform(rawValue: rawValue) ?? .material
            return "\(platform.displayName)'s model over the feel releases (Docs/platforms.md)"
        case .swiftui:
            return
                "SwiftUI's .spring(): response 0.55 s, dampingFraction 0.825, the defaults of Animation.spring(response:dampingFraction:blendDuration:) (developer.apple.com/documentation/swiftui/animation), from the release velocity"
        case .uikit:
            return
                "UIKit's UIView.animate(springDuration:bounce:): springDuration 0.5 s, bounce 0 (critically damped), its documented defaults (developer.apple.com/documentation/uikit/uiview), from the release velocity"
        }
    }

    /// The reference named `name`, or nil when it names a file.
    package static func named(_ name: String) -> BuiltInReference? { BuiltInReference(rawValue: name.lowercased()) }

    /// The motion of panel `panelID` (the first when nil) of `scene` over its feel releases, one
    /// after another.
    package func motion(scene: ResolvedScene, panel panelID: String?) throws(ReferenceFitError) -> ReferenceMotion {
        guard let panel = panelID.map({ id in scene.panels.first { $0.id == id } }) ?? scene.panels.first else {
            throw ReferenceFitError(
                "the scene has no panel '\(panelID ?? "")'; its panels are \(scene.panels.map(\.id).joined(separator: ", "))"
            )
        }
        var motion = ReferenceMotion(samples: [], releases: [], source: source)
        let fps = scene.refreshRate
        switch self {
        case .material, .compose, .vaul:
            let platform = Platform(rawValue: rawValue) ?? .material
            for release in FeelReleases.releases(panel: panel, scene: scene) {
                guard let played = Self.played(release, platform: platform, panel: panel.id, scene: scene) else {
                    continue
                }
                motion.append(played, from: release.from.rawValue, gap: 1 / fps)
            }
        case .swiftui, .uikit:
            let spring = self == .swiftui ? Self.swiftUISpring : Self.uiKitSpring
            for path in FeelPaths.play(panel: panel, scene: scene, fps: fps) {
                motion.append(
                    Self.springPath(path, spring: spring, fps: fps), from: path.release.from.rawValue, gap: 1 / fps)
            }
        }
        guard !motion.releases.isEmpty else {
            throw ReferenceFitError("\(rawValue) plays none of panel '\(panel.id)''s feel releases")
        }
        return motion
    }

    /// `platform`'s model over one feel release, from its state, as `simulate --platform` traces it.
    private static func played(_ release: FeelRelease, platform: Platform, panel: String, scene: ResolvedScene)
        -> ReferenceMotion?
    {
        var trace = ""
        let scenario = Scenario(
            scene: scene, fps: scene.refreshRate,
            steps: [release.step(panel: panel), .advance(seconds: FeelPaths.settleSeconds)])
        guard
            let simulator = try? PlatformSimulator(
                scenario: scenario, platform: platform, density: PlatformModelFactory.defaultDensity, content: .full,
                sink: { trace += $0 }, startingStates: [panel: release.from.rawValue])
        else { return nil }
        simulator.run()
        return try? ReferenceTraceReader.readJSONLines(trace, path: platform.rawValue, panel: panel)
    }

    /// The continuous `spring` from a release's location and velocity to the stop FloatingPanel
    /// chose, sampled at `fps` until it is within a hundredth of a point.
    private static func springPath(_ path: FeelPath, spring: FloatingPanelSpringParameters, fps: Double)
        -> ReferenceMotion
    {
        var samples = [ReferenceMotion.Sample(t: 0, y: path.start)]
        let frames = Int(FeelPaths.settleSeconds * fps)
        for frame in 1...frames {
            let y = SpringFit.location(spring, path, frame: frame, start: .releaseVelocity, fps: fps)
            samples.append(.init(t: Double(frame) / fps, y: y))
            if abs(y - path.target) < 0.01, frame > 1, abs(samples[frame - 1].y - y) < 0.01 { break }
        }
        let rest = samples.count
        for frame in 0..<Int(0.3 * fps) {
            samples.append(.init(t: Double(rest + frame) / fps, y: path.target))
        }
        return ReferenceMotion(
            samples: samples, releases: [.init(index: 0, velocity: path.velocity, origin: .recorded)], source: "")
    }
}

extension ReferenceMotion {
    /// Appends `other` after this motion's last sample and `gap` seconds, its releases marked
    /// as starting from `from`.
    mutating func append(_ other: ReferenceMotion, from: String, gap: Double) {
        let offset = (samples.last.map { $0.t + gap } ?? 0) - (other.samples.first?.t ?? 0)
        let base = samples.count
        samples += other.samples.map { Sample(t: $0.t + offset, y: $0.y) }
        releases += other.releases.map {
            Release(index: $0.index + base, velocity: $0.velocity, origin: $0.origin, from: from)
        }
    }
}
