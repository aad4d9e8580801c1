import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Feeds broken configs to the loader, and whatever loads to the engine.
///
/// Every case must end in a clean load or in located errors (`FILE:LINE:COL` inside the file),
/// within `slowCaseLimit`, and a clean load must give panels whose numbers stay finite through a
/// show, a drag and a settle. Runs are deterministic: the same corpus, seed and case count give
/// the same cases (`ConfigFuzzPlan`).
package enum ConfigFuzzer {
    /// A case that takes more CPU seconds than this is a failure (a config must never hang the loader).
    package static let slowCaseLimit: TimeInterval = 1

    /// One case that broke a rule.
    package struct Failure: CustomStringConvertible {
        /// The case's index: `ConfigFuzzPlan(corpus:seed:cases:).fuzzCase(index)` rebuilds it.
        package var index: Int
        /// The file the case changed, relative to the repository.
        package var target: String
        /// What the case did to it, in words.
        package var mutation: String
        /// Which rule broke, and how.
        package var problem: String

        /// `case INDEX (TARGET: MUTATION): PROBLEM`.
        package var description: String { "case \(index) (\(target): \(mutation)): \(problem)" }
    }

    /// What a run did.
    package struct Report: CustomStringConvertible {
        /// The seed the run started from.
        package var seed: UInt64
        /// Cases run.
        package var cases = 0
        /// Cases whose files loaded without a problem (and then ran in the engine).
        package var cleanLoads = 0
        /// Cases that ended in located errors.
        package var rejected = 0
        /// Errors reported over all rejected cases.
        package var diagnostics = 0
        /// The slowest case: CPU seconds and description.
        package var slowest: (seconds: TimeInterval, description: String) = (0, "")
        /// Every broken rule, in case order (a case may break several).
        package var failures: [Failure] = []
        /// Wall-clock seconds of the whole run.
        package var duration: TimeInterval = 0

        /// A summary line, the slowest case and up to 50 failures.
        package var description: String {
            var lines = [
                "config fuzz, seed \(seed): \(cases) cases in \(String(format: "%.1f", duration)) s — \(cleanLoads) clean loads, \(rejected) rejected with \(diagnostics) located errors, \(failures.count) failures",
                "slowest case: \(String(format: "%.3f", slowest.seconds)) CPU s (\(slowest.description))",
            ]
            lines += failures.prefix(50).map { "FAIL \($0)" }
            return lines.joined(separator: "\n")
        }
    }

    /// Runs `cases` cases of `corpus` from `seed`.
    package static func run(cases: Int, seed: UInt64, corpus: FuzzCorpus) -> Report {
        let plan = ConfigFuzzPlan(corpus: corpus, seed: seed, cases: cases)
        let watchdog = FuzzWatchdog(limit: 60)
        defer { watchdog.stop() }
        var report = Report(seed: seed)
        let runStart = Date()
        for index in 0..<cases {
            let fuzzCase = plan.fuzzCase(index)
            let start = threadCPUSeconds()
            let outcome = watchdog.watch("config case \(index) of seed \(seed): \(fuzzCase.mutation)") {
                ConfigCaseRunner(corpus: corpus, fuzzCase: fuzzCase).run()
            }
            let seconds = threadCPUSeconds() - start
            report.cases += 1
            if seconds > report.slowest.seconds {
                report.slowest = (seconds, "case \(index), \(fuzzCase.target): \(fuzzCase.mutation)")
            }
            var problems = outcome.problems
            if seconds > slowCaseLimit { problems.append(String(format: "took %.2f CPU seconds", seconds)) }
            if let diagnostics = outcome.diagnostics {
                report.rejected += 1
                report.diagnostics += diagnostics
            } else {
                report.cleanLoads += 1
            }
            report.failures += problems.map {
                Failure(index: index, target: fuzzCase.target, mutation: fuzzCase.mutation, problem: $0)
            }
        }
        report.duration = Date().timeIntervalSince(runStart)
        return report
    }
}

/// Loads one case the way its target is used and checks the outcome.
struct ConfigCaseRunner {
    let corpus: FuzzCorpus
    let fuzzCase: ConfigFuzzCase
    /// Seconds of a scenario step that a case simulates (see `exercise(_: Scenario)`).
    static let longestSimulatedStep = 2.0

    /// `diagnostics`: how many errors a rejected case reported (nil for a clean load).
    struct Outcome {
        var diagnostics: Int?
        var problems: [String]
    }

    func run() -> Outcome {
        let reader = corpus.reader(changing: fuzzCase.changes)
        let seed = corpus.seeds.first { $0.path == fuzzCase.target }!
        let topLevel = fuzzCase.loadedThrough
        let kind = topLevel == seed.path || topLevel == nil ? seed.kind : corpus.kind(of: topLevel!)
        let path = topLevel ?? seed.path
        guard topLevel != nil else {
            let checked = ConfigLoader.check(paths: [path], kind: kind, files: reader)
            let errors = checked.filter { !$0.isWarning }
            return Outcome(
                diagnostics: errors.isEmpty ? nil : errors.count, problems: checked.flatMap(locationProblems))
        }
        // `check` must say what loading says; asked only where a second parse is cheap.
        let isSmall = fuzzCase.changes.values.reduce(0) { $0 + $1.count } < 1_000_000
        let checked = isSmall ? ConfigLoader.check(paths: [path], kind: kind, files: reader) : nil
        do {
            var problems: [String]
            if kind == .scenario {
                problems = exercise(try ConfigLoader.loadScenario(data: nil, path: path, files: reader))
            } else {
                problems = exercise(try ConfigLoader.loadScene(path: path, files: reader))
            }
            if let first = checked?.first(where: { !$0.isWarning }) {
                problems.append("loads, but check reports \(first)")
            }
            return Outcome(diagnostics: nil, problems: problems)
        } catch let error as ConfigError {
            var problems = error.diagnostics.flatMap(locationProblems)
            if error.diagnostics.isEmpty { problems.append("load failed without a diagnostic") }
            if let checked, error.diagnostics != checked {
                let loaded = error.diagnostics.map(\.description).joined(separator: " | ")
                problems.append(
                    "load and check disagree: \(loaded) vs \(checked.map(\.description).joined(separator: " | "))")
            }
            return Outcome(diagnostics: error.diagnostics.count, problems: problems)
        } catch {
            return Outcome(diagnostics: 0, problems: ["load threw \(error)"])
        }
    }

    // MARK: Locations

    /// What is wrong with where `diagnostic` points: its file must be one of the case's files, its
    /// line one of the file's lines, its column at most one past the end of that line.
    private func locationProblems(_ diagnostic: ConfigDiagnostic) -> [String] {
        guard !diagnostic.message.isEmpty else { return ["empty message at \(diagnostic)"] }
        let absolute = ConfigPath.absolute(diagnostic.file, currentDirectory: corpus.root)
        let changed = fuzzCase.changes.first { ConfigPath.absolute($0.key, currentDirectory: corpus.root) == absolute }
        guard let bytes = changed?.value ?? corpus.files[absolute] else {
            return ["error names a file the case does not have: \(diagnostic)"]
        }
        guard diagnostic.line >= 1, diagnostic.column >= 1, let length = Self.lineLength(diagnostic.line, in: bytes)
        else { return ["error outside the file (\(bytes.count) bytes): \(diagnostic)"] }
        // Columns count scalars, never more than the line's bytes; the end of the line is one past.
        guard diagnostic.column <= length + 1 else {
            return ["error past the end of its line (\(length) bytes): \(diagnostic)"]
        }
        return []
    }

    /// The byte length of line `line` (1-based) without its break, or nil past the last line.
    /// LF, CRLF and a lone CR each end a line, as the parser counts them.
    static func lineLength(_ line: Int, in data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var current = 1
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    if current == line { return index - start }
                    if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    current += 1
                    start = index + 1
                }
                index += 1
            }
            return current == line ? bytes.count - start : nil
        }
    }

    // MARK: Engine

    /// Shows the scene's panels, runs frames, drags each panel and lets it settle, checking every
    /// number after every step (a config may make a slow spring: settling is not required).
    private func exercise(_ scene: ResolvedScene) -> [String] {
        let runtime = SceneRuntime(scene: scene)
        var problems: [String] = []
        func check(fingerDown: Bool = false) {
            guard problems.isEmpty else { return }
            problems = EngineProbe.violations(in: runtime, fingerDown: fingerDown)
        }
        runtime.showAll()
        check()
        for (index, panel) in runtime.panels.enumerated() where panel.controller.isShown {
            EngineProbe.drag(
                panel.controller, in: runtime, distance: index % 2 == 0 ? -150 : 150, releaseSpeed: 2000
            ) { check(fingerDown: true) }
            check()
            _ = EngineProbe.settle(runtime) { check() }
        }
        let size = scene.containerSize
        runtime.resize(to: CGSize(width: size.height, height: size.width), safeAreaInsets: scene.safeAreaInsets)
        check()
        _ = EngineProbe.settle(runtime) { check() }
        return problems.map { "after a clean load: \($0)" }
    }

    /// Simulates the scenario, each step cut to `longestSimulatedStep` seconds: a scenario may
    /// rightly ask for an hour, which is work, not a hang, but more than a case's time limit.
    private func exercise(_ scenario: Scenario) -> [String] {
        var shortened = scenario
        shortened.steps = scenario.steps.map { step in
            switch step {
            case .advance(let seconds): return .advance(seconds: min(seconds, Self.longestSimulatedStep))
            case .drag(let panel, let translation, let duration, let velocity, let at):
                return .drag(
                    panel: panel, translation: translation, duration: min(duration, Self.longestSimulatedStep),
                    velocity: velocity, at: at)
            default: return step
            }
        }
        let simulator = Simulator(scenario: shortened) { _ in }
        simulator.run()
        let problems = EngineProbe.violations(in: simulator.runtime, fingerDown: false)
        return problems.map { "after simulating: \($0)" } + exercise(scenario.scene)
    }
}
