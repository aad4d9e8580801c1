import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// One release of the feel report (Docs/platforms.md "The release set"): a one-finger drag from
/// a resting state, as a scenario `drag` step would play it.
package struct FeelRelease: Sendable, Equatable {
    /// What the release tries.
    package enum Kind: String, Sendable, CaseIterable {
        /// A slow release a little past the redirectional progress ρ toward the neighbour.
        case pastThreshold = "slow past ρ"
        /// A slow release a little short of ρ.
        case shortOfThreshold = "slow short of ρ"
        /// A short drag released at a medium speed.
        case mediumFling = "medium fling"
        /// A short drag released fast.
        case fastFling = "fast fling"
        /// A fast flick from the least expanded state toward hidden, for a removable panel.
        case dismissFlick = "flick to dismiss"
    }

    package var kind: Kind
    /// The resting state the drag starts from.
    package var from: FloatingPanelState
    /// The neighbouring state the drag moves toward (`hidden` for a dismissal flick).
    package var toward: FloatingPanelState
    /// The finger's travel along the main axis, in points (negative toward smaller coordinates).
    package var translation: CGFloat
    /// Seconds from touch-down to release.
    package var duration: Double
    /// The main-axis release velocity, in points per second.
    package var velocity: CGFloat

    /// `half → full, slow past ρ`: how the report's rows name the release.
    package var label: String { "\(from.rawValue) → \(toward.rawValue), \(kind.rawValue)" }

    /// The release as a scenario step on `panel`.
    package func step(panel: String) -> ScenarioStep {
        .drag(panel: panel, translation: translation, duration: duration, velocity: velocity, at: .grabber)
    }
}

/// The fixed set of releases every feel report, fit and comparison uses, so that their numbers
/// speak of the same gestures: from each resting state toward each neighbour, a slow release
/// just past ρ and one just short of it, a medium and a fast fling; and where the panel is
/// removable a flick to dismiss from its least expanded state.
package enum FeelReleases {
    /// How far past or short of ρ the slow releases end, as a share of the distance to the neighbour.
    package static let thresholdMargin: CGFloat = 0.05
    /// The slow releases' finger speed over the drag, in pt/s: vaul's whole-press speed
    /// (0.1 px/ms) stays below its 0.4 px/ms, as a hand that places the panel moves.
    package static let slowSpeed: CGFloat = 100
    /// The slow releases' velocity as the finger lifts, in pt/s: the hand has nearly stopped, so
    /// FloatingPanel's momentum projection adds 2.5 pt (Docs/engine.md §7.6) and ρ decides;
    /// under Compose's 125 dp/s and Material's minimum fling velocity too.
    package static let slowReleaseSpeed: CGFloat = 5
    /// The medium fling's release speed, in pt/s.
    package static let mediumSpeed: CGFloat = 800
    /// The fast fling's and the dismissal flick's release speed, in pt/s: past vaul's 2 px/ms.
    package static let fastSpeed: CGFloat = 2500
    /// How long the flings' finger travels, in points, and for how long, in seconds.
    package static let flingTravel: CGFloat = 40
    package static let flingDuration: Double = 0.1

    /// The releases for `panel` in `scene`'s container, from the most expanded state down.
    package static func releases(panel: ResolvedPanel, scene: ResolvedScene) -> [FeelRelease] {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        let stops = resolved.stops
        var releases: [FeelRelease] = []
        for (index, stop) in stops.enumerated() {
            let neighbours = [index > 0 ? stops[index - 1] : nil, index + 1 < stops.count ? stops[index + 1] : nil]
            for case let neighbour? in neighbours {
                let distance = neighbour.location - stop.location
                let direction: CGFloat = distance < 0 ? -1 : 1
                let rho = resolved.controller.behavior.redirectionalProgress(
                    resolved.controller, from: stop.state, to: neighbour.state)
                for (kind, share) in [
                    (FeelRelease.Kind.pastThreshold, rho + thresholdMargin),
                    (.shortOfThreshold, rho - thresholdMargin),
                ] {
                    let travel = distance * min(max(share, 0.01), 0.99)
                    releases.append(
                        FeelRelease(
                            kind: kind, from: stop.state, toward: neighbour.state, translation: travel,
                            duration: Double(abs(travel) / slowSpeed), velocity: direction * slowReleaseSpeed))
                }
                for (kind, speed) in [(FeelRelease.Kind.mediumFling, mediumSpeed), (.fastFling, fastSpeed)] {
                    releases.append(
                        FeelRelease(
                            kind: kind, from: stop.state, toward: neighbour.state,
                            translation: direction * min(flingTravel, abs(distance) / 2), duration: flingDuration,
                            velocity: direction * speed))
                }
            }
        }
        if panel.removalInteractionEnabled, let least = stops.last {
            let towardHidden: CGFloat = resolved.position == .bottom || resolved.position == .right ? 1 : -1
            releases.append(
                FeelRelease(
                    kind: .dismissFlick, from: least.state, toward: .hidden, translation: towardHidden * flingTravel,
                    duration: flingDuration, velocity: towardHidden * fastSpeed))
        }
        return releases
    }
}
