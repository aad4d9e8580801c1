import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms

/// One option of a subcommand: how it is spelled, whether it takes a value, and its help.
/// Adding an option to a subcommand is adding one of these to its `CommandSyntax` (Docs/cli.md).
struct CommandOption: Sendable {
    /// Every spelling, the long one first (`--output`, `-o`); the first is the option's name.
    let names: [String]
    /// The value's placeholder in the help (`<format>`); nil for a flag.
    let placeholder: String?
    /// What a missing or unreadable value is called: `--kind needs a value`.
    let needs: String
    /// What the option does, as `--help` lists it; later lines are indented under the first.
    let help: String

    /// An option without a value (`--json`).
    static func flag(_ names: String..., help: String) -> CommandOption {
        CommandOption(names: names, placeholder: nil, needs: "", help: help)
    }

    /// An option with a value (`--format F` or `--format=F`), which may be given more than once.
    static func value(
        _ names: String..., placeholder: String, needs: String = "a value", help: String
    ) -> CommandOption {
        CommandOption(names: names, placeholder: placeholder, needs: needs, help: help)
    }

    /// `-o, --output <out>`: the file a subcommand writes.
    static func output(placeholder: String, help: String) -> CommandOption {
        .value("--output", "-o", placeholder: placeholder, needs: "a file path", help: help)
    }

    /// `--platform LIST`: the target libraries whose models run beside FloatingPanel.
    static func platforms(help: String) -> CommandOption {
        .value("--platform", placeholder: "LIST", needs: "a list, e.g. material,compose,vaul", help: help)
    }

    /// `--panel <id>`: the one panel of a scene or trace a subcommand works on.
    static func panel(needs: String = "a panel id", help: String) -> CommandOption {
        .value("--panel", placeholder: "<id>", needs: needs, help: help)
    }

    /// `--density <d>`: px per dp for the platform models.
    static let density = CommandOption.value(
        "--density", placeholder: "<d>",
        needs: "a positive number of px per dp, e.g. \(PlatformModelFactory.defaultDensity)",
        help: "px per dp for --platform (default \(PlatformModelFactory.defaultDensity)).")

    /// `--container NAME|WxH`: the scene on another container, its file untouched (`render`,
    /// `compare`, `map`).
    static let container = CommandOption.value(
        "--container", placeholder: "NAME|WxH",
        needs: "a device preset or WIDTHxHEIGHT in points, e.g. pixel-8 or 1280x800",
        help: """
            Check the scene on another container without copying it: a device preset (pixel-8,
            desktop, iphone-se, …; Docs/config.md) with its safe area, or WIDTHxHEIGHT in points
            with none (a browser window). Layouts are chosen again for it, as on a resize.
            """)

    /// `--scale <px-per-pt>`: a screen recording's pixels per point (`reference`, `fit --to`).
    static func recordingScale(help: String) -> CommandOption {
        .value(
            "--scale", placeholder: "<px-per-pt>", needs: "pixels per point, a positive number, e.g. 3", help: help)
    }

    /// `--band <x0>-<x1>`: the columns of a screen recording where the panel's edge is tracked.
    static func recordingBand(help: String) -> CommandOption {
        .value("--band", placeholder: "<x0>-<x1>", needs: "a column range in pixels, e.g. 400-780", help: help)
    }

    /// `-o, --output <out>`: the short spellings first, as the help lists it.
    var label: String {
        let spellings = names.filter { !$0.hasPrefix("--") } + names.filter { $0.hasPrefix("--") }
        return spellings.joined(separator: ", ") + (placeholder.map { " \($0)" } ?? "")
    }
}

/// A positional argument, as the help lists it.
struct CommandArgument: Sendable {
    /// The placeholder, e.g. `<scene>`.
    let name: String
    /// What it is.
    let help: String

    /// The scene file that `export`, `fit` and `render` read.
    static let scene = CommandArgument(name: "<scene>", help: "A scene file.")
}

/// What went wrong in a subcommand's arguments; printed in the one usage-error form.
struct UsageError: Error {
    /// The text after `error: `.
    let message: String

    init(_ message: String) { self.message = message }
}

/// A subcommand's arguments and help, declared once: the scanner reads its arguments from it and
/// `--help` is laid out from it, so every subcommand parses and explains itself the same way.
struct CommandSyntax: Sendable {
    /// The subcommand's name, `check`.
    let name: String
    /// One line: what the subcommand does.
    let overview: String
    /// The usage lines after `panel-sandbox `.
    let usage: [String]
    /// The positional arguments.
    var arguments: [CommandArgument] = []
    /// The heading of `arguments` in the help (the top level lists its subcommands there).
    var argumentsHeading = "ARGUMENTS"
    /// The options, without `-h, --help`, which every subcommand has.
    var options: [CommandOption] = []
    /// Free text after the options: output, exit status, examples.
    var discussion: String = ""

    /// The option every subcommand answers.
    static let helpOption = CommandOption.flag("--help", "-h", help: "Show this help.")

    /// The full `--help` text: overview, usage, arguments, options, discussion.
    var help: String {
        let all = options + [Self.helpOption]
        let labels = arguments.map(\.name) + all.map(\.label)
        let column = (labels.map(\.count).max() ?? 0) + 4
        func row(_ label: String, _ text: String) -> String {
            let indent = String(repeating: " ", count: column + 2)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = "  " + label + String(repeating: " ", count: column - label.count) + lines[0]
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }
        var text = "OVERVIEW: \(overview)\n\n\(usageLines)\n"
        if !arguments.isEmpty {
            text += "\n\(argumentsHeading):\n" + arguments.map { row($0.name, $0.help) }.joined(separator: "\n") + "\n"
        }
        text += "\nOPTIONS:\n" + all.map { row($0.label, $0.help) }.joined(separator: "\n") + "\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }

    /// `USAGE: panel-sandbox …`, one line per form.
    var usageLines: String {
        usage.enumerated().map { index, line in
            (index == 0 ? "USAGE: " : "       ") + "panel-sandbox " + line
        }.joined(separator: "\n")
    }

    /// The one form of a usage error: the message, the usage and where the help is.
    func usageErrorText(_ message: String) -> String {
        "error: \(message)\n\(usageLines)\nSee 'panel-sandbox \(name) --help'.\n"
    }

    /// The option spelled `name`, if there is one.
    func option(named name: String) -> CommandOption? {
        (options + [Self.helpOption]).first { $0.names.contains(name) }
    }

    /// Scans `arguments`, answers `--help` on `output`, prints a usage error on `errors`, and
    /// otherwise runs `body` with what was scanned; returns the exit status (1 for usage errors).
    func run(
        _ arguments: [String], output: (String) -> Void, errors: (String) -> Void,
        _ body: (ScannedArguments) throws(UsageError) -> Int32
    ) -> Int32 {
        do {
            let scanned = try scan(arguments)
            if scanned.flag("--help") {
                output(help)
                return 0
            }
            return try body(scanned)
        } catch {
            errors(usageErrorText(error.message))
            return 1
        }
    }

    /// Reads `--key value`, `--key=value`, flags, repeated options, `--` and positional arguments.
    /// A value may contain `=` and `,`; only the first `=` of `--key=value` separates.
    func scan(_ arguments: [String]) throws(UsageError) -> ScannedArguments {
        var scanned = ScannedArguments(syntax: self)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                scanned.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var spelled = argument
            var inline: String? = nil
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                spelled = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = option(named: spelled) else { throw UsageError(unknownOption(spelled)) }
            guard option.placeholder != nil else {
                if inline != nil { throw UsageError("\(spelled) takes no value") }
                scanned.values[option.names[0], default: []].append("")
                continue
            }
            var value = inline
            if value == nil, index < arguments.count {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else { throw UsageError("\(spelled) needs \(option.needs)") }
            scanned.values[option.names[0], default: []].append(value)
            scanned.spellings[option.names[0]] = spelled
        }
        return scanned
    }

    /// `unknown option '--fromat'; did you mean '--format'?`, else the options there are.
    private func unknownOption(_ spelled: String) -> String {
        let names = (options + [Self.helpOption]).flatMap(\.names).filter { $0.hasPrefix("--") }
        if let closest = Suggestions.closest(to: spelled, in: names) {
            return "unknown option '\(spelled)'; did you mean '\(closest)'?"
        }
        let listed = options.map { $0.names[0] }
        switch listed.count {
        case 0: return "unknown option '\(spelled)'; \(name) takes no options"
        case 1: return "unknown option '\(spelled)'; the only option is \(listed[0])"
        default:
            return "unknown option '\(spelled)'; the options are "
                + listed.dropLast().joined(separator: ", ") + " and " + listed.last!
        }
    }
}

/// What the scanner read: each option's values in order, and the positional arguments.
struct ScannedArguments {
    /// The syntax the arguments were read with.
    let syntax: CommandSyntax
    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// Each option's values by its name (a flag's are empty strings), in the order given.
    fileprivate var values: [String: [String]] = [:]
    /// How each value option was last spelled, for messages (`-o` or `--output`).
    fileprivate var spellings: [String: String] = [:]

    /// Whether the flag spelled `name` was given.
    func flag(_ name: String) -> Bool {
        !(values[key(name)] ?? []).isEmpty
    }

    /// Every value of the option spelled `name`, in order (for options given more than once).
    func values(_ name: String) -> [String] {
        values[key(name)] ?? []
    }

    /// The last value of the option spelled `name`, if it was given.
    func value(_ name: String) -> String? {
        values(name).last
    }

    /// The last value read with `parse`; a value it refuses is a usage error, `invalid(value)` or
    /// else "`--frames` needs a positive whole number".
    func value<T>(
        _ name: String, as parse: (String) -> T?, invalid: ((String) -> String)? = nil
    ) throws(UsageError) -> T? {
        guard let text = value(name) else { return nil }
        if let parsed = parse(text) { return parsed }
        let option = syntax.option(named: name)!
        throw UsageError(invalid?(text) ?? "\(spellings[key(name)] ?? name) needs \(option.needs)")
    }

    /// The one positional argument, a `kind` file; none or more than one is a usage error.
    func onlyFile(_ kind: String) throws(UsageError) -> String {
        guard positionals.count == 1 else {
            let found = positionals.isEmpty ? "none" : "\(positionals.count)"
            throw UsageError("\(syntax.name) takes one \(kind) file, found \(found)")
        }
        return positionals[0]
    }

    /// The one positional argument, `name`: none is "`serve` needs `description`", more than one
    /// "give one `name`".
    func onlyArgument(_ name: String, needs description: String) throws(UsageError) -> String {
        guard positionals.count == 1 else {
            throw UsageError(positionals.isEmpty ? "\(syntax.name) needs \(description)" : "give one \(name)")
        }
        return positionals[0]
    }

    /// The one scene file of `fit` and `serve`.
    func onlyScene() throws(UsageError) -> String {
        try onlyArgument("scene", needs: "a scene file, e.g. Configs/scene.json")
    }

    private func key(_ name: String) -> String {
        guard let option = syntax.option(named: name) else {
            preconditionFailure("'\(name)' is not an option of \(syntax.name)")
        }
        return option.names[0]
    }
}
