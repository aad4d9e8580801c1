import ConfigTestSupport
import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

@testable import PanelExport

/// The exported motion parts (Docs/export.md "FloatingPanel's feel"), compiled and run with the
/// real tools — Kotlin with Debian's `kotlinc` and `java`, TypeScript with `tsc --strict` and
/// `node` — on the feel report's releases and on seeded random ones of every shipped panel,
/// against the engine's `simulate` trace: the same stop every time, every frame within 0.5 pt.
final class MotionPartRunTests: XCTestCase {
    private static let root = Repository.root
    private static let tolerance = 0.5

    /// Every shipped scene, the cases the engine played for it at 60 and 120 Hz.
    private func shippedCases() throws -> (scenes: [ResolvedScene], cases: [MotionCase]) {
        let folder = Self.root.appendingPathComponent("Configs/scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        let paths = ["Configs/scene.json"] + names.map { "Configs/scenes/\($0)" }
        var scenes: [ResolvedScene] = []
        var cases: [MotionCase] = []
        for (index, path) in paths.enumerated() {
            let scene = try ConfigLoader.loadScene(path: Self.root.appendingPathComponent(path).path)
            scenes.append(scene)
            for fps in [60.0, 120.0] {
                let drags = MotionReference.drags(scene: scene, randomCount: 12, seed: 22 + UInt64(fps))
                cases += try MotionReference.play(drags, scene: scene, sceneIndex: index, fps: fps)
            }
            // The same motion part in another device's container, against the engine run there.
            let other = Self.otherContainer(for: scene)
            let moved = MotionReference.scene(scene, in: other)
            for fps in [60.0, 120.0] where !moved.panels.isEmpty {
                let drags = MotionReference.drags(scene: moved, randomCount: 12, seed: 44 + UInt64(fps))
                cases += try MotionReference.play(drags, scene: moved, sceneIndex: index, fps: fps, container: other)
            }
        }
        return (scenes, cases)
    }

    /// A phone of the other platform in the scene's orientation: the Pixel 8 for a portrait
    /// scene, the Pixel 8 in landscape for a landscape one.
    private static func otherContainer(for scene: ResolvedScene) -> SceneContainer {
        let landscape = scene.containerSize.width > scene.containerSize.height
        return DevicePreset.named(landscape ? "pixel-8-landscape" : "pixel-8")!.container
    }

    func test_kotlin_motion_part_matches_the_engine() throws {
        let kotlinc = try tool("kotlinc")
        let java = try tool("java")
        let stdlib = ["/usr/share/java/kotlin-stdlib.jar", "/usr/lib/kotlin/lib/kotlin-stdlib.jar"].first {
            FileManager.default.fileExists(atPath: $0)
        }
        let (scenes, cases) = try shippedCases()
        let directory = try temporaryDirectory("kotlin")
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        var branches: [String] = []
        for (index, scene) in scenes.enumerated() {
            let text = MotionPanels.motionResult(.compose, scene: scene, options: ExportOptions()).text
            XCTAssertFalse(text.contains("import android"), "the motion part imports no Android or Compose")
            let file = directory.appendingPathComponent("Scene\(index).kt")
            try ("package s\(index)\n\n" + text).write(to: file, atomically: true, encoding: .utf8)
            sources.append(file.path)
            branches.append(
                "            \(index) -> (if (f.size > 6) s\(index).FloatingPanelMotion.releaseIn(f[1], f[2], f[3].toDouble(), f[4].toDouble(), f[5].toDouble(), s\(index).Container(d[0], d[1], d[2], d[3], d[4], d[5])) else s\(index).FloatingPanelMotion.release(f[1], f[2], f[3].toDouble(), f[4].toDouble(), f[5].toDouble())).let { Pair(it.target, it.path) }"
            )
        }
        let driver = directory.appendingPathComponent("Driver.kt")
        try kotlinDriver(branches).write(to: driver, atomically: true, encoding: .utf8)
        let classes = directory.appendingPathComponent("classes").path
        let compiled = try Self.run(kotlinc, sources + [driver.path, "-d", classes], in: directory)
        XCTAssertEqual(compiled.status, 0, "kotlinc: \(compiled.output)")
        guard compiled.status == 0 else { return }
        let input = try writeInput(cases, in: directory)
        let classpath = ([classes] + (stdlib.map { [$0] } ?? [])).joined(separator: ":")
        let ran = try Self.run(java, ["-cp", classpath, "DriverKt", input], in: directory)
        XCTAssertEqual(ran.status, 0, "java: \(ran.errors)")
        compare(ran.output, cases, language: "Kotlin")
    }

    func test_type_script_motion_part_matches_the_engine() throws {
        let tsc = try tool("tsc")
        let node = try tool("node")
        let (scenes, cases) = try shippedCases()
        let directory = try temporaryDirectory("typescript")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, scene) in scenes.enumerated() {
            let text = MotionPanels.motionResult(.vaul, scene: scene, options: ExportOptions()).text
            XCTAssertFalse(text.contains("react"), "the motion part needs no React")
            let file = directory.appendingPathComponent("scene\(index).ts")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let driver = directory.appendingPathComponent("driver.ts")
        try typeScriptDriver(sceneCount: scenes.count).write(to: driver, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out").path
        let compiled = try Self.run(
            tsc, ["--strict", "--module", "commonjs", "--outDir", out, driver.path] + files, in: directory)
        XCTAssertEqual(compiled.status, 0, "tsc --strict: \(compiled.output)")
        guard compiled.status == 0 else { return }
        let input = try writeInput(cases, in: directory)
        let ran = try Self.run(node, [out + "/driver.js", input], in: directory)
        XCTAssertEqual(ran.status, 0, "node: \(ran.errors)")
        compare(ran.output, cases, language: "TypeScript")
    }

    /// The Maps scene's stops (16 pt below the safe area's top, half the safe height, 69 pt above
    /// its bottom, on 2 px a pt) from the TypeScript part's `locations` in the scene's iPhone 15
    /// (852 pt high, insets 59/34) and in a Pixel 8 (915 dp high, insets 24/24).
    func test_type_script_motion_part_resolves_the_stops_in_the_container_it_is_given() throws {
        let tsc = try tool("tsc")
        let node = try tool("node")
        let scene = try ConfigLoader.loadScene(path: Self.root.appendingPathComponent("Configs/scene.json").path)
        let directory = try temporaryDirectory("containers")
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = MotionPanels.motionResult(.vaul, scene: scene, options: ExportOptions()).text
        try text.write(to: directory.appendingPathComponent("motion.ts"), atomically: true, encoding: .utf8)
        let driver = directory.appendingPathComponent("driver.ts")
        try """
        import { locations, sceneContainer, states } from "./motion";
        declare const process: { stdout: { write(text: string): void } };
        const pixel8 = { width: 412, height: 915, top: 24, left: 0, bottom: 24, right: 0 };
        process.stdout.write(states("search").join(" ") + "\\n");
        process.stdout.write(locations("search", sceneContainer).join(" ") + "\\n");
        process.stdout.write(locations("search", pixel8).join(" ") + "\\n");

        """.write(to: driver, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out").path
        let compiled = try Self.run(
            tsc, ["--strict", "--module", "commonjs", "--outDir", out, driver.path], in: directory)
        XCTAssertEqual(compiled.status, 0, "tsc --strict: \(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try Self.run(node, [out + "/driver.js"], in: directory)
        XCTAssertEqual(
            ran.output.split(separator: "\n").map(String.init),
            ["full half tip", "75 438.5 749", "40 457.5 822"])
    }

    // MARK: - Comparison

    private func compare(_ output: String, _ cases: [MotionCase], language: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertGreaterThanOrEqual(lines.count, cases.count, "\(language): one line per release")
        var worst = 0.0
        var failures = 0
        for (index, expected) in cases.enumerated() where index < lines.count {
            let fields = lines[index].split(separator: " ").map(String.init)
            let target = fields.first ?? ""
            let path = fields.dropFirst().compactMap(Double.init)
            var problem: String?
            if target != expected.target {
                problem = "stop \(target), the engine's \(expected.target)"
            } else if path.count != expected.path.count {
                problem = "\(path.count) frames, the engine's \(expected.path.count)"
            } else {
                for (frame, (got, want)) in zip(path, expected.path).enumerated() {
                    worst = max(worst, abs(got - want))
                    if abs(got - want) > Self.tolerance {
                        problem = "frame \(frame + 1) at \(got), the engine's \(want)"
                        break
                    }
                }
            }
            if let problem {
                failures += 1
                if failures <= 10 {
                    XCTFail(
                        "\(language) \(expected.label), \(expected.from) at \(expected.position) with \(expected.velocity) pt/s: \(problem)"
                    )
                }
            }
        }
        XCTAssertEqual(failures, 0, "\(language): \(failures) of \(cases.count) releases differ")
        XCTAssertLessThanOrEqual(worst, Self.tolerance, "\(language): largest difference \(worst) pt")
        XCTAssertGreaterThan(cases.count, 500, "every shipped panel played many releases")
        XCTAssertTrue(cases.contains { $0.target == "hidden" }, "a removal is among the releases")
        XCTAssertGreaterThan(
            cases.filter { $0.container != nil }.count, 500, "the motion parts ran in a second container too")
    }

    // MARK: - Drivers

    private func kotlinDriver(_ branches: [String]) -> String {
        """
        import java.io.File

        fun main(args: Array<String>) {
            val out = StringBuilder()
            for (line in File(args[0]).readLines()) {
                if (line.isEmpty()) continue
                val f = line.split("\\t")
                val d = f.drop(6).map { it.toDouble() }
                val r = when (f[0].toInt()) {
        \(branches.joined(separator: "\n"))
                    else -> throw IllegalStateException("no scene " + f[0])
                }
                out.append(r.first)
                for (x in r.second) out.append(' ').append(x)
                out.append('\\n')
            }
            print(out)
        }

        """
    }

    private func typeScriptDriver(sceneCount: Int) -> String {
        let imports = (0..<sceneCount).map { "import * as s\($0) from \"./scene\($0)\";" }
        let modules = (0..<sceneCount).map { "s\($0)" }.joined(separator: ", ")
        return """
            declare const require: (name: string) => { readFileSync(path: string, encoding: string): string };
            declare const process: { argv: string[]; stdout: { write(text: string): void } };
            \(imports.joined(separator: "\n"))

            const modules = [\(modules)];
            let out = "";
            for (const line of require("fs").readFileSync(process.argv[2], "utf8").split("\\n")) {
              if (line.length === 0) continue;
              const f = line.split("\\t");
              const m = modules[Number(f[0])];
              const d = f.slice(6).map(Number);
              const r =
                d.length === 6
                  ? m.releaseIn(f[1], f[2], Number(f[3]), Number(f[4]), Number(f[5]), { width: d[0], height: d[1], top: d[2], left: d[3], bottom: d[4], right: d[5] })
                  : m.release(f[1], f[2], Number(f[3]), Number(f[4]), Number(f[5]));
              // The path as `play` places the panel, one frame at a time.
              const placed: number[] = [];
              let next: (() => void) | null = null;
              let frames = 0;
              let rested = -1;
              m.play(r.path, (x) => { placed.push(x); }, (callback) => { next = callback; }, () => { rested = frames; });
              while (next !== null) {
                const callback: () => void = next;
                next = null;
                frames += 1;
                callback();
              }
              if (rested !== r.path.length + 1) throw new Error("play rested in frame " + rested + " of a path of " + r.path.length);
              out += r.target + (placed.length > 0 ? " " + placed.join(" ") : "") + "\\n";
            }
            process.stdout.write(out);

            """
    }

    private func writeInput(_ cases: [MotionCase], in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("releases.tsv")
        try (cases.map(\.inputLine).joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    // MARK: - Tools

    private func tool(_ name: String) throws -> String {
        try ExternalTool.path(name)
    }

    private func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(name)-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String, errors: String
    ) {
        try ExternalTool.run(executable, arguments, in: directory)
    }
}
