import FloatingPanel
import Foundation

/// The physical meaning of the behavior's spring values, shown beside them in the values card.
extension ValueCatalogBuilder {
    /// Sets `physics` on the spring's rows: the spring that runs after a fast release as response,
    /// damping ratio and bounce beside FloatingPanel's rate and time, then ω, the settle time (2 %)
    /// and the overshoot (Docs/engine.md §5.2, §5.8).
    mutating func addSpringPhysics() {
        let current = values
        func number(_ name: String) -> Double? {
            guard case .number(let value)? = current.first(where: { $0.name == name })?.setting else { return nil }
            return value
        }
        guard let (spring, rows) = SpringValueNames.fastReleaseSpring(number: number) else { return }
        let text = Self.physicsText(spring)
        for index in values.indices where rows.contains(values[index].name) {
            values[index].physics = text
        }
    }

    /// The values card's name of a key of the behavior's `spring` object (`spring.response`).
    static func springRow(_ key: ConfigKey) -> String {
        "\(ConfigKeys.Behavior.spring.name).\(key.name)"
    }

    /// `response 0.4 s · ζ 0.576 (1: no bounce) · bounce 0.424 · rate 0.991, time 0.4 s ·
    /// ω 15.7 rad/s (2π / response) · settle time (2 %) 0.375 s · overshoot 11 % · per-frame
    /// overshoot … % · per-frame bounce …`: each symbol glossed where it appears, the settle time
    /// named as Docs/engine.md §5.8 defines it; the written spring's bounce and overshoot beside
    /// what FloatingPanel's per-frame spring does (Docs/config.md "Bounce and overshoot").
    static func physicsText(_ spring: FloatingPanelSpringParameters) -> String {
        let r = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        return "response \(r(spring.response)) s · ζ \(r(spring.dampingRatio)) (1: no bounce) · bounce "
            + "\(r(spring.swiftUIBounce)) · rate \(r(spring.springDecelerationRate)), time \(r(spring.response)) s · "
            + "ω \(r(spring.angularFrequency)) rad/s (2π / response) · settle time (2 %) \(r(spring.settlingTime)) s"
            + " · overshoot \(r(spring.overshootPercent)) % · per-frame overshoot "
            + "\(r(spring.perFrameOvershootPercent())) % · per-frame bounce \(r(spring.perFrameBounce()))"
    }
}
