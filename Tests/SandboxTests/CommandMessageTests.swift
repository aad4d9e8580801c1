import Foundation
import XCTest

/// The subcommands' messages in `check`'s form (Docs/cli.md): `error:`, what is missing, "did you
/// mean". Runs the built `panel-sandbox` beside this test bundle.
final class CommandMessageTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("command-messages-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write(
            "sheet-layout.json",
            #"{ "position": "bottom", "initialState": "half", "anchors": { "full": { "absoluteInset": 16, "edge": "top" }, "half": { "fractionalInset": 0.5, "edge": "bottom" } } }"#
        )
        try write(
            "sheet.json",
            #"{ "container": { "width": 390, "height": 844 }, "panels": [ { "id": "main", "layout": "sheet-layout.json" } ] }"#
        )
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// Runs `panel-sandbox ARGUMENTS` in the test folder: exit status and standard error.
    private func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, bundleDirectory.deletingLastPathComponent()].map {
            $0.appendingPathComponent("panel-sandbox")
        }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("panel-sandbox is not built beside the tests")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        process.environment = environment
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }

    func test_render_with_a_state_in_the_wrong_case_suggests_the_right_one() throws {
        let result = try run(["render", "--state", "Full", "-o", "out.png", "sheet.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            "error: no panel has the state 'Full'; the scene's states are full, half, hidden; did you mean 'full'?\n")
    }

    func test_render_without_an_output_says_what_is_missing() throws {
        let result = try run(["render", "sheet.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            """
            error: render needs an output file: add -o OUT.png
            USAGE: panel-sandbox render [--state <state>] [--container NAME|WxH] [--size <w>x<h>] -o <out.png> <scene>
                   panel-sandbox render --scenario <scenario> [--vary KEY=V1,V2,… | --lanes FILE] [--platform LIST] [--container NAME|WxH] [--scale <s>] [--at <seconds>] -o <out.gif|out.webp|out.mp4|out.png>
            See 'panel-sandbox render --help'.

            """)
    }

    func test_a_misspelled_file_name_suggests_the_nearest_file_and_names_it_once() throws {
        try write("typo.json", #"{ "panels": [ { "id": "main", "layout": "sheet-layot.json" } ] }"#)
        let result = try run(["render", "-o", "out.png", "typo.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            "typo.json:1:41: error: cannot read the layout file 'sheet-layot.json': no such file; did you mean 'sheet-layout.json'?; paths are relative to the file that names them\n"
        )
        let topLevel = try run(["export", "shet.json"])
        XCTAssertEqual(
            topLevel.errors, "shet.json:1:1: error: cannot read 'shet.json': no such file; did you mean 'sheet.json'?\n"
        )
    }

    func test_a_layout_given_to_simulate_or_export_says_once_what_it_is() throws {
        let expected =
            "sheet-layout.json:1:1: error: this is a layout file (it has 'position', 'initialState', 'anchors'), but a %@ was expected: %@; a scene's panel uses it as \"layout\": \"sheet-layout.json\"\n"
        let simulate = try run(["simulate", "sheet-layout.json"])
        XCTAssertEqual(simulate.status, 1)
        XCTAssertEqual(
            simulate.errors,
            String(format: expected, "scenario", "a scene plus \"fps\" and \"steps\" (Docs/scenarios.md)"))
        let export = try run(["export", "sheet-layout.json"])
        XCTAssertEqual(export.status, 1)
        XCTAssertEqual(export.errors, String(format: expected, "scene", "an object with \"panels\" (Docs/config.md)"))
    }

    func test_simulate_without_a_scenario_and_an_unknown_option_take_checks_form() throws {
        let simulate = try run(["simulate"])
        XCTAssertEqual(simulate.status, 1)
        XCTAssertTrue(
            simulate.errors.hasPrefix("error: simulate takes one scenario file, found none\n"),
            simulate.errors)
        let option = try run(["render", "--stat", "full", "-o", "out.png", "sheet.json"])
        XCTAssertTrue(
            option.errors.hasPrefix("error: unknown option '--stat'; did you mean '--state'?\n"), option.errors)
    }
}
