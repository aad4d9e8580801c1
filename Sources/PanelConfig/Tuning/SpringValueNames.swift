import FloatingPanel
import Foundation

/// The behavior's spring under any of its names (Docs/tuning.md "Names"): `springDecelerationRate`
/// and `springResponseTime`, `spring.dampingRatio` and `spring.response`, or SwiftUI's
/// `spring.duration` and `spring.bounce`. A catalog lists the names its file writes (a `spring`
/// object may mix the two spring forms: `{response, bounce}`); a name the file does not write is
/// set through the file's names, converted by `FloatingPanelSpringParameters`, keeping the other
/// parameter of the name's own form.
enum SpringValueNames {
    /// The rate and time form: `springDecelerationRate`, `springResponseTime`.
    static let rate = ConfigKeys.Behavior.springDecelerationRate.name
    static let time = ConfigKeys.Behavior.springResponseTime.name
    /// The `spring` object's names: `spring.dampingRatio`, `spring.response`, and SwiftUI's
    /// `spring.duration` (the response) and `spring.bounce`.
    static let dampingRatio = ValueCatalogBuilder.springRow(ConfigKeys.Spring.dampingRatio)
    static let response = ValueCatalogBuilder.springRow(ConfigKeys.Spring.response)
    static let duration = ValueCatalogBuilder.springRow(ConfigKeys.Spring.duration)
    static let bounce = ValueCatalogBuilder.springRow(ConfigKeys.Spring.bounce)

    /// The six names, each with the table entry whose rule its setting keeps.
    static let keys: [String: ConfigKey] = [
        rate: ConfigKeys.Behavior.springDecelerationRate, time: ConfigKeys.Behavior.springResponseTime,
        dampingRatio: ConfigKeys.Spring.dampingRatio, response: ConfigKeys.Spring.response,
        duration: ConfigKeys.Spring.duration, bounce: ConfigKeys.Spring.bounce,
    ]
    /// Every name in the order a list of them is shown.
    private static let ordered = [rate, time, dampingRatio, response, duration, bounce]

    /// The names of the spring that `names` (a catalog's) does not list, when it lists a whole
    /// spring (a rate and a time, or a period and a damping in the `spring` object); else empty.
    static func otherForm(of names: [String]) -> [String] {
        guard form(of: names) != nil else { return [] }
        return ordered.filter { !names.contains($0) }
    }

    /// The file's spring names: (period, damping), or nil when `names` lists no whole spring.
    private static func form(of names: [String]) -> (period: String, damping: String)? {
        if names.contains(rate), names.contains(time) { return (time, rate) }
        guard let period = [response, duration].first(where: names.contains),
            let damping = [dampingRatio, bounce].first(where: names.contains)
        else { return nil }
        return (period, damping)
    }

    /// A converted number to 15 significant digits, so the conversion's last-bit noise is not
    /// written into the file (`0.432`, not `0.43200000000000005`).
    static func significant(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        return TunableNumber.rounded(value, decimals: 14 - Int(floor(log10(abs(value)))))
    }

    /// The settings of the file's own names that give the spring's name `name`, one the file does
    /// not write, the value `value`; `number` reads the file's values as they are. Changing
    /// `spring.response` or `spring.duration` keeps ζ, changing `springResponseTime` keeps the
    /// deceleration rate, and a damping name changes ζ only; only the file's numbers that change
    /// are set, a converted one to 15 significant digits (`significant`). Nil when `name` is no
    /// spring name or the file writes no whole spring.
    static func settings(
        setting name: String, to value: Double, number: (String) -> Double?
    ) -> [(name: String, setting: TunableSetting)]? {
        guard let (periodName, dampingName) = form(of: ordered.filter { number($0) != nil }),
            let period = number(periodName), let damping = number(dampingName)
        else { return nil }
        let current = spring(period: period, damping: damping, dampingName: dampingName)
        guard let changed = changed(current, setting: name, to: value) else { return nil }
        var settings: [(name: String, setting: TunableSetting)] = []
        if abs(changed.response - current.response) > 1e-15 * current.response {
            // A period is a period under every name: the number given is written as given.
            settings.append(
                (periodName, .number([time, response, duration].contains(name) ? value : changed.response)))
        }
        let newDamping = Self.number(named: dampingName, of: changed)
        if abs(newDamping - damping) > 1e-15 * max(1, abs(damping)) {
            settings.append((dampingName, .number(significant(newDamping))))
        }
        return settings
    }

    /// The spring a release faster than 300 pt/s runs with the file's spring numbers (`number`
    /// reads them), and the names of those numbers; nil when the file lists no whole spring.
    static func fastReleaseSpring(number: (String) -> Double?) -> (FloatingPanelSpringParameters, rows: [String])? {
        guard let (periodName, dampingName) = form(of: ordered.filter { number($0) != nil }),
            let period = number(periodName), let damping = number(dampingName)
        else { return nil }
        return (spring(period: period, damping: damping, dampingName: dampingName), [dampingName, periodName])
    }

    /// The fast-release spring the file's period and damping numbers describe.
    private static func spring(period: Double, damping: Double, dampingName: String) -> FloatingPanelSpringParameters {
        switch dampingName {
        case rate:
            return FloatingPanelSpringParameters(fastReleaseDecelerationRate: damping, springResponseTime: period)
        case bounce: return FloatingPanelSpringParameters(swiftUIDuration: period, bounce: damping)
        default: return FloatingPanelSpringParameters(dampingRatio: damping, response: period)
        }
    }

    /// `spring` with the name `name` set to `value`, the other parameter of the name's form kept.
    private static func changed(_ spring: FloatingPanelSpringParameters, setting name: String, to value: Double)
        -> FloatingPanelSpringParameters?
    {
        switch name {
        case rate:
            return FloatingPanelSpringParameters(
                fastReleaseDecelerationRate: value, springResponseTime: spring.response)
        case time:
            return FloatingPanelSpringParameters(
                fastReleaseDecelerationRate: spring.springDecelerationRate, springResponseTime: value)
        case dampingRatio: return FloatingPanelSpringParameters(dampingRatio: value, response: spring.response)
        case bounce: return FloatingPanelSpringParameters(swiftUIDuration: spring.response, bounce: value)
        case response, duration:
            return FloatingPanelSpringParameters(dampingRatio: spring.dampingRatio, response: value)
        default: return nil
        }
    }

    /// The number the name `name` gives `spring`.
    private static func number(named name: String, of spring: FloatingPanelSpringParameters) -> Double {
        switch name {
        case rate: return spring.springDecelerationRate
        case bounce:
            // `1 − ζ` carries ζ's absolute error, a few units of its 16th digit after a rate and
            // time conversion: rounded to ζ's 14th significant digit, that noise stays out (0.4,
            // not 0.400000000000001).
            let zeta = spring.dampingRatio
            return TunableNumber.rounded(spring.swiftUIBounce, decimals: 13 - Int(floor(log10(zeta))))
        case dampingRatio: return spring.dampingRatio
        default: return spring.response
        }
    }
}
