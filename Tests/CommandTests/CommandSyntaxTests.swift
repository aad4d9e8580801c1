import Foundation
import XCTest

@testable import panel_sandbox

/// The one argument scanner every subcommand reads its arguments with (Docs/cli.md#arguments).
final class CommandSyntaxTests: XCTestCase {
    private let syntax = CommandSyntax(
        name: "fit", overview: "Try values.", usage: ["fit [--vary <key=values>] [--json] <scene>"],
        arguments: [CommandArgument(name: "<scene>", help: "A scene file.")],
        options: [
            .value("--vary", placeholder: "<key=values>", needs: "KEY=V1,V2", help: "Values to try.\nRepeatable."),
            .value("--output", "-o", placeholder: "<out>", needs: "a file path", help: "Where."),
            .flag("--json", help: "JSON."),
        ])

    private func scan(_ arguments: [String]) -> Result<ScannedArguments, UsageError> {
        Result { () throws(UsageError) in try syntax.scan(arguments) }
    }

    private func error(_ arguments: [String]) -> String? {
        guard case .failure(let error) = scan(arguments) else { return nil }
        return error.message
    }

    func test_both_spellings_repeats_and_values_with_equals_and_commas() throws {
        let scanned = try scan([
            "--vary", "behavior.springDecay=0.9,0.95", "a.json", "--vary=layout.full=40,60", "-o", "x=y,z", "--json",
        ]).get()
        XCTAssertEqual(scanned.values("--vary"), ["behavior.springDecay=0.9,0.95", "layout.full=40,60"])
        XCTAssertEqual(scanned.value("--vary"), "layout.full=40,60")
        XCTAssertEqual(scanned.value("-o"), "x=y,z")
        XCTAssertEqual(scanned.value("--output"), "x=y,z")
        XCTAssertTrue(scanned.flag("--json"))
        XCTAssertFalse(scanned.flag("--help"))
        XCTAssertEqual(scanned.positionals, ["a.json"])
        XCTAssertEqual(try scan(["--output=a=b", "--", "--json", "-"]).get().positionals, ["--json", "-"])
        XCTAssertEqual(try scan(["--output=a=b"]).get().value("-o"), "a=b")
    }

    func test_usage_errors_name_the_nearest_option() {
        XCTAssertEqual(error(["--vray", "a=1"]), "unknown option '--vray'; did you mean '--vary'?")
        XCTAssertEqual(error(["--jsn"]), "unknown option '--jsn'; did you mean '--json'?")
        XCTAssertEqual(error(["--zzz"]), "unknown option '--zzz'; the options are --vary, --output and --json")
        XCTAssertEqual(error(["--vary"]), "--vary needs KEY=V1,V2")
        XCTAssertEqual(error(["--vary="]), "--vary needs KEY=V1,V2")
        XCTAssertEqual(error(["-o"]), "-o needs a file path")
        XCTAssertEqual(error(["--json=yes"]), "--json takes no value")
        XCTAssertEqual(
            syntax.usageErrorText("no scene given"),
            "error: no scene given\nUSAGE: panel-sandbox fit [--vary <key=values>] [--json] <scene>\n"
                + "See 'panel-sandbox fit --help'.\n")
    }

    func test_a_value_read_as_a_type_that_refuses_it_is_a_usage_error() throws {
        let scanned = try scan(["-o", "seven"]).get()
        XCTAssertThrowsError(try scanned.value("--output", as: Int.init)) {
            XCTAssertEqual(($0 as? UsageError)?.message, "-o needs a file path")
        }
        XCTAssertThrowsError(try scanned.value("--output", as: Int.init, invalid: { "not a number: \($0)" })) {
            XCTAssertEqual(($0 as? UsageError)?.message, "not a number: seven")
        }
        XCTAssertNil(try scanned.value("--vary", as: Int.init))
    }

    func test_help_has_one_layout() {
        XCTAssertEqual(
            syntax.help,
            """
            OVERVIEW: Try values.

            USAGE: panel-sandbox fit [--vary <key=values>] [--json] <scene>

            ARGUMENTS:
              <scene>                A scene file.

            OPTIONS:
              --vary <key=values>    Values to try.
                                     Repeatable.
              -o, --output <out>     Where.
              --json                 JSON.
              -h, --help             Show this help.

            """)
    }

    /// Every subcommand answers --help with the same layout and `=` works for every value option.
    func test_every_subcommand_shares_the_layout_and_both_spellings() throws {
        for subcommand in CommandLine.subcommands {
            let syntax = subcommand.syntax
            XCTAssertTrue(syntax.help.hasPrefix("OVERVIEW: "), syntax.name)
            XCTAssertTrue(syntax.help.contains("\nUSAGE: panel-sandbox "), syntax.name)
            XCTAssertTrue(syntax.help.contains("\nOPTIONS:\n"), syntax.name)
            XCTAssertTrue(syntax.help.contains("  -h, --help "), syntax.name)
            for option in syntax.options where option.placeholder != nil {
                let name = option.names[0]
                let scanned = try syntax.scan(["\(name)=a=b,c"])
                XCTAssertEqual(scanned.value(name), "a=b,c", "\(syntax.name) \(name)")
                XCTAssertEqual(try syntax.scan([name, "a=b,c"]).value(name), "a=b,c", "\(syntax.name) \(name)")
            }
        }
    }

    func test_top_level_help_lists_every_subcommand() {
        let help = CommandLine.usage
        XCTAssertTrue(help.hasPrefix("OVERVIEW: "))
        XCTAssertTrue(help.contains("\nSUBCOMMANDS:\n"))
        for subcommand in CommandLine.subcommands {
            let syntax = subcommand.syntax
            XCTAssertTrue(help.contains("panel-sandbox " + syntax.usage[0] + "\n"), syntax.name)
            XCTAssertTrue(help.contains("\n  \(syntax.name) "), syntax.name)
            XCTAssertTrue(help.contains(" \(syntax.overview)\n"), syntax.name)
        }
    }

    /// The first argument: a subcommand, else a scene or an option of `run`; a misspelled
    /// subcommand or an unknown option names the nearest one.
    func test_the_first_argument_names_the_nearest_subcommand() {
        for (arguments, message) in [
            (["simulat", "x.json"], "unknown subcommand 'simulat'; did you mean 'simulate'?"),
            (["--chek"], "unknown option '--chek'; did you mean 'check'?"),
            (["--fram", "3"], "unknown option '--fram'; did you mean '--frames'?"),
        ] {
            var errors = ""
            XCTAssertEqual(CommandLine.runSubcommand(arguments, errors: { errors += $0 }), 1, "\(arguments)")
            XCTAssertEqual(errors, CommandLine.topLevelError(message), "\(arguments)")
            XCTAssertTrue(errors.hasSuffix("See 'panel-sandbox --help'.\n"))
        }
    }
}
