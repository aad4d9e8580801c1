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
        let (ratioRow, responseRow) = (
            Self.springRow(ConfigKeys.Spring.dampingRatio), Self.springRow(ConfigKeys.Spring.response)
        )
        let (rateRow, timeRow) = (
            ConfigKeys.Behavior.springDecelerationRate.name, ConfigKeys.Behavior.springResponseTime.name
        )
        let rate: Double
        let response: Double
        let rows: [String]
        if let ratio = number(ratioRow), let springResponse = number(responseRow) {
            // The rate the `spring` object decodes to: the spring described is the one that runs.
            rate = FloatingPanelSpringParameters.springDecelerationRate(
                dampingRatio: ratio, springResponseTime: springResponse)
            response = springResponse
            rows = [ratioRow, responseRow]
        } else if let springRate = number(rateRow), let responseTime = number(timeRow) {
            (rate, response) = (springRate, responseTime)
            rows = [rateRow, timeRow]
        } else {
            return
        }
        let spring = FloatingPanelSpringParameters(fastReleaseDecelerationRate: rate, springResponseTime: response)
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
    /// ω 15.7 rad/s (2π / response) · settle time (2 %) 0.375 s · overshoot 11 %`: each symbol
    /// glossed where it appears, the settle time named as Docs/engine.md §5.8 defines it.
    static func physicsText(_ spring: FloatingPanelSpringParameters) -> String {
        let r = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        return "response \(r(spring.response)) s · ζ \(r(spring.dampingRatio)) (1: no bounce) · bounce "
            + "\(r(spring.swiftUIBounce)) · rate \(r(spring.springDecelerationRate)), time \(r(spring.response)) s · "
            + "ω \(r(spring.angularFrequency)) rad/s (2π / response) · settle time (2 %) \(r(spring.settlingTime)) s"
            + " · overshoot \(r(spring.overshootPercent)) %"
    }
}
