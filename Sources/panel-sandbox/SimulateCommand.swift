import Foundation
import PanelConfig
import PanelScene

enum SimulateCommand {
    static let usage = """
        usage: panel-sandbox simulate SCENARIO

        Runs a scenario (a scene plus `fps` and `steps`) headlessly and writes its trace to
        standard output as JSON Lines: one line per panel per frame, one per delegate event, and
        a last `end` line. The same scenario always gives the same bytes.
        """

    static func run(arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard arguments.count == 1 else {
            printError(usage)
            return 1
        }
        let scenario: Scenario
        do {
            scenario = try ConfigLoader.loadScenario(path: arguments[0])
        } catch {
            printError("\(error)")
            return 1
        }
        let stdout = FileHandle.standardOutput
        Simulator(scenario: scenario) { stdout.write(Data($0.utf8)) }.run()
        return 0
    }
}
