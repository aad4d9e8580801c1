import FloatingPanel
import Foundation
import PanelConfig

/// How a motion part spells the values of its panel table: each language's number, string, list,
/// redirectional pair, spring and dismissal literals.
struct MotionLiteralStyle {
    let number: (Double) -> String
    let string: (String) -> String
    let strings: ([String]) -> String
    let numbers: ([String]) -> String
    let pairs: ([String]) -> String
    let pair: (_ from: String, _ to: String, _ value: String) -> String
    let spring: (FloatingPanelSpringParameters) -> String
    let dismiss: (MotionPanelData) -> String
}

extension MotionPanelData {
    /// The panel's fields in the order both motion parts declare them, each value spelled in
    /// `style`: the one list of what a motion part carries per panel.
    func motionFields(_ style: MotionLiteralStyle) -> [(name: String, value: String)] {
        let n = style.number
        return [
            ("id", style.string(id)),
            ("towardHidden", n(Double(removalSign))),
            ("states", style.strings(states.map(\.name))),
            ("locations", style.numbers(states.map { n($0.location) })),
            ("mostExpanded", style.string(mostExpanded)),
            ("leastExpanded", style.string(leastExpanded)),
            ("hidden", n(hiddenLocation)),
            ("containerLength", n(containerLength)),
            ("displayScale", n(displayScale)),
            ("projectionRate", n(momentumProjectionRate)),
            ("projectsEverywhere", "\(projectableStates == nil)"),
            ("projectableStates", style.strings(projectableStates ?? [])),
            ("redirectionalProgress", n(defaultRedirectionalProgress)),
            (
                "pairs",
                style.pairs(
                    redirectionalPairs.map { style.pair(style.string($0.from), style.string($0.to), n($0.value)) })
            ),
            ("rubberBandsAtLeast", "\(rubberBandsAtLeast)"),
            ("rubberBandsAtMost", "\(rubberBandsAtMost)"),
            ("rubberBandCoefficient", n(rubberBandCoefficient)),
            ("fastSpring", style.spring(fastSpring)),
            ("slowSpring", style.spring(slowSpring)),
            ("fastReleaseSpeed", n(fastReleaseSpeedThreshold)),
            ("transitionSpring", style.spring(transitionSpring)),
            ("removable", "\(removalEnabled)"),
            ("removalThreshold", n(removalThreshold)),
            ("removeBeyond", removeBeyond.map(n) ?? "null"),
            ("dismiss", style.dismiss(self)),
        ]
    }
}
