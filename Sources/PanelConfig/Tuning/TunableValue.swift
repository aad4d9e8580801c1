import Foundation

/// The part of a panel a tunable value belongs to, for grouping in the values card.
package enum ValueGroup: String, CaseIterable, Sendable {
    case layout, behavior, appearance, panel
}

/// A setting as the files give it (or as its default is).
package enum TunableSetting: Equatable, Sendable {
    case number(Double)
    case boolean(Bool)
    case choice(String)
    /// A list of names (`shouldProjectMomentum: ["tip"]`), written as a JSON array.
    case list([String])

    /// The JSON text for the setting.
    package var jsonText: String {
        switch self {
        case .number(let value): return TunableNumber.text(value)
        case .boolean(let flag): return flag ? "true" : "false"
        case .choice(let name): return ExportJSONValue.quoted(name)
        case .list(let names): return "[" + names.map(ExportJSONValue.quoted).joined(separator: ", ") + "]"
        }
    }

    /// How the values card shows it.
    package var displayText: String {
        switch self {
        case .number(let value): return TunableNumber.text(TunableNumber.rounded(value, decimals: 6))
        case .boolean(let flag): return flag ? "true" : "false"
        case .choice(let name): return name
        case .list(let names): return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// Whether this is the same setting as `other`, a list's order and repeats aside.
    package func sameChoice(as other: TunableSetting) -> Bool {
        guard case .list(let names) = self, case .list(let otherNames) = other else { return self == other }
        return Set(names) == Set(otherNames)
    }

    /// The setting as `--vary` takes it (Docs/cli.md): a number's shortest text, true/false, a
    /// choice's name, a list as `[tip,half]`.
    package var argumentText: String {
        switch self {
        case .number(let number): return TunableNumber.text(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .choice(let name): return name
        case .list(let names): return "[" + names.joined(separator: ",") + "]"
        }
    }
}

/// What a value may be, and how one press changes it.
package enum TunableKind: Equatable, Sendable {
    /// A number within `bounds`, changed by `step` per press (Shift ×10, Alt ÷10).
    case number(ValueBounds, step: Double)
    /// true/false, toggled.
    case boolean
    /// One of `names`, cycled in this order.
    case choice([String])
    /// true, false, or a list of some of `names` (`shouldProjectMomentum`: the states a fling may
    /// be projected to); a press cycles through `ValueCatalog.flagOrListCycle(names)`.
    case flagOrList([String])
    /// A list of some of `names` (`draggableStates`); a press cycles through
    /// `ValueCatalog.listCycle(names)`.
    case list([String])
}

/// How a press scales the step: Shift for coarse (ten steps), Alt for fine (a tenth of one);
/// the values card's keys, drag and wheel all carry it.
package enum StepScale: Equatable, Sendable {
    case normal, coarse, fine

    /// What the step is multiplied by.
    package var factor: Double {
        switch self {
        case .normal: return 1
        case .coarse: return 10
        case .fine: return 0.1
        }
    }
}

/// Where a value is in its file, or where it goes when it is set.
package enum ValuePlacement: Equatable, Sendable {
    /// The file spells the value out; its token starts at this byte offset.
    case written(offset: Int)
    /// The file does not; setting it adds `key` to the object whose `{` is at `objectOffset`, its
    /// value being `fragment` around the new setting (e.g. `{ "half": … }` when the enclosing
    /// object is missing too).
    case missing(objectOffset: Int, key: String, fragment: JSONFragment)
    /// A flag that is the presence of `member` in the string array at `offset` (`allowsRubberBanding`).
    case arrayMember(offset: Int, member: String)

    /// Whether the file leaves the value at its default.
    package var isDefault: Bool {
        switch self {
        case .written, .arrayMember: return false
        case .missing: return true
        }
    }
}

/// One number, flag or choice of a panel's files, with everything needed to show it, change it
/// within what the decoder accepts, and write it back.
package struct TunableValue: Equatable, Sendable {
    /// The name shown: the key, qualified where needed (`anchors.half.fractionalInset`, `shadows[0].opacity`).
    package var name: String
    /// Where the value is in its file as a JSON path (`$.anchors.half.fractionalInset`,
    /// `$.panels[0].behavior.springResponseTime` for a value inline in the scene).
    package var jsonPath: String
    /// Layout, behavior, appearance or the panel's own options.
    package var group: ValueGroup
    /// The file, as diagnostics name it, and its absolute path.
    package var file: ConfigSource
    /// The token's position (for a default: the position of the object it would go into).
    package var location: SourceLocation
    /// What it may be and how a press changes it.
    package var kind: TunableKind
    /// What the file says, or the default.
    package var setting: TunableSetting
    /// Where it is written, or where it would go.
    package var placement: ValuePlacement
    /// The physical meaning (`response 0.4 s · ζ 0.576 (1: no bounce) · … · settle time (2 %) 0.375 s`), if any.
    package var physics: String?

    /// Whether the file leaves the value at its default (drawn dimmed).
    package var isDefault: Bool { placement.isDefault }

    /// `file:line:column` for the card.
    package var locationText: String {
        "\(file.displayPath):\(location.line):\(location.column)"
    }
}
