/// One key of a config object: its name, what it holds, its default, the range rule of a number,
/// the unit of a number, a one-line description and the values card's step. Each object's keys are one table
/// (`ConfigObject.table`) that decoding (`ObjectReader`), the values catalog, the schema sync and
/// documentation tests read, so a key is defined once.
package struct ConfigKey: Sendable {
    /// What a key holds.
    package enum Kind: Equatable, Sendable {
        /// A number within `NumberRule`.
        case number(NumberRule)
        /// A whole number.
        case integer
        /// true or false.
        case flag
        /// Any string (a name, a path, a colour).
        case string
        /// One of these names.
        case choice([String])
        /// An object, an array, or a value of several forms; its own decoder says what it takes.
        case structured
    }

    /// A scalar default: what the decoders use when the key is left out.
    package enum Default: Equatable, Sendable {
        case number(Double)
        case flag(Bool)
        case choice(String)
    }

    /// What a number is measured in, where a value in another platform's unit is a likely
    /// mistake (Docs/config.md "Units"): `UnitHints` reads it.
    package enum Unit: Equatable, Sendable {
        /// A time in seconds that may run long (a scenario's drag).
        case seconds
        /// A time in seconds that never lasts long (a spring's period, a fade): a value from 10
        /// up reads as milliseconds.
        case briefSeconds
        /// A fraction from 0 to 1 (of a length, an opacity): a whole number up to 100 reads as a
        /// percentage.
        case fraction
        /// FloatingPanel's decay rate per millisecond (Docs/engine.md §6, §7): a value outside
        /// 0.9…1 reads as a rate per second.
        case ratePerMillisecond
    }

    /// The key as written in JSON.
    package var name: String
    package var kind: Kind
    /// The decoders' default; nil when leaving the key out means none, or depends on other keys.
    package var defaultValue: Default?
    /// What the key is, in one line (the first sentence of its schema description).
    package var doc: String
    /// One press of the values card; nil for a key the card does not tune.
    package var step: Double?
    /// What a number is measured in; nil for a key whose unit invites no mistake.
    package var unit: Unit?

    package init(
        _ name: String, _ kind: Kind, default defaultValue: Default? = nil, step: Double? = nil, unit: Unit? = nil,
        _ doc: String
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.doc = doc
        self.step = step
        self.unit = unit
    }

    /// The range rule of a number key (`.any` for other kinds).
    package var rule: NumberRule {
        if case .number(let rule) = kind { return rule }
        return .any
    }
}

/// Every config object's table of keys, by object (`ConfigObject.table`).
package enum ConfigKeys {}
