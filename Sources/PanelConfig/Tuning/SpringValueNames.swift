import FloatingPanel
import Foundation

/// The behavior's spring under either of its two forms' names (Docs/tuning.md "Names"): `springDecelerationRate` and `springResponseTime`, or `spring.dampingRatio` and
/// `spring.response`. A catalog lists the form its file writes; a name of the other form is set
/// through the file's form, converted by `FloatingPanelSpringParameters`, keeping the other
/// parameter of the name's own form.
enum SpringValueNames {
    /// The rate and time form: `springDecelerationRate`, `springResponseTime`.
    static let rate = ConfigKeys.Behavior.springDecelerationRate.name
    static let time = ConfigKeys.Behavior.springResponseTime.name
    /// The `spring` object's form: `spring.dampingRatio`, `spring.response`.
    static let dampingRatio = ValueCatalogBuilder.springRow(ConfigKeys.Spring.dampingRatio)
    static let response = ValueCatalogBuilder.springRow(ConfigKeys.Spring.response)

    /// The four names, each with the table entry whose rule its setting keeps.
    static let keys: [String: ConfigKey] = [
        rate: ConfigKeys.Behavior.springDecelerationRate, time: ConfigKeys.Behavior.springResponseTime,
        dampingRatio: ConfigKeys.Spring.dampingRatio, response: ConfigKeys.Spring.response,
    ]

    /// The names of the form `names` does not list (the form a catalog's file does not write),
    /// empty when it lists neither form's pair.
    static func otherForm(of names: [String]) -> [String] {
        if names.contains(rate), names.contains(time) { return [dampingRatio, response] }
        if names.contains(dampingRatio), names.contains(response) { return [rate, time] }
        return []
    }

    /// A converted number to 15 significant digits, so the conversion's last-bit noise is not
    /// written into the file (`0.432`, not `0.43200000000000005`).
    static func significant(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        return TunableNumber.rounded(value, decimals: 14 - Int(floor(log10(abs(value)))))
    }

    /// The settings of the file's own form that give the spring's name `name`, of the other
    /// form, the value `value`; `number` reads the file's form's values as they are. Changing
    /// `spring.response` keeps ζ, changing `springResponseTime` keeps the deceleration rate, and
    /// the other name of a form changes its one parameter only; a converted number is written to
    /// 15 significant digits (`significant`). Nil when `name` is no name of the other form.
    static func settings(
        setting name: String, to value: Double, number: (String) -> Double?
    ) -> [(name: String, setting: TunableSetting)]? {
        if let rateValue = number(rate), let timeValue = number(time) {
            let current = FloatingPanelSpringParameters(
                fastReleaseDecelerationRate: rateValue, springResponseTime: timeValue)
            switch name {
            case dampingRatio:
                let newRate = FloatingPanelSpringParameters.springDecelerationRate(
                    dampingRatio: value, springResponseTime: timeValue)
                return [(rate, .number(significant(newRate)))]
            case response:
                let newRate = FloatingPanelSpringParameters.springDecelerationRate(
                    dampingRatio: current.dampingRatio, springResponseTime: value)
                return [(time, .number(value)), (rate, .number(significant(newRate)))]
            default: return nil
            }
        }
        if let ratio = number(dampingRatio), let responseValue = number(response) {
            switch name {
            case rate:
                let spring = FloatingPanelSpringParameters(
                    fastReleaseDecelerationRate: value, springResponseTime: responseValue)
                return [(dampingRatio, .number(significant(spring.dampingRatio)))]
            case time:
                let currentRate = FloatingPanelSpringParameters.springDecelerationRate(
                    dampingRatio: ratio, springResponseTime: responseValue)
                let spring = FloatingPanelSpringParameters(
                    fastReleaseDecelerationRate: currentRate, springResponseTime: value)
                return [(response, .number(value)), (dampingRatio, .number(significant(spring.dampingRatio)))]
            default: return nil
            }
        }
        return nil
    }
}
