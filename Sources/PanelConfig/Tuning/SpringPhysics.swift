import FloatingPanel
import Foundation

/// The physical meaning of the behavior's spring values, shown beside them in the values card.
extension ValueCatalogBuilder {
    /// Sets `physics` on the spring's rows: ζ, ω, the 2 % settle time and the overshoot of the
    /// spring that runs after a fast release (Docs/engine.md §5.2).
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

    /// `ζ 0.572 · ω 15.7 rad/s · settles 0.56 s · overshoot 11.2 %`.
    static func physicsText(_ spring: FloatingPanelSpringParameters) -> String {
        let r = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        return
            "ζ \(r(spring.dampingRatio)) · ω \(r(spring.angularFrequency)) rad/s · settles \(r(spring.settlingTime)) s"
            + " · overshoot \(r(spring.overshootPercent)) %"
    }
}
