import Foundation
import PanelConfig
import PanelExport
import PanelLink
import PanelPlatforms
import TestSupport
import XCTest

/// The message cores of `export --live`'s clients (Docs/live.md "Your own app, live"), compiled
/// with the real tools and run on scene versions read from a real `serve`: the first version of the
/// Maps scene, then the one a save of its layout and behavior makes. Each core must give the
/// anchors and behavior values those files define.
final class LiveClientTests: XCTestCase {
    private var serve: ServeProcess?
    /// A Pixel 8's viewport in dp, which the Compose and vaul clients say in their hello: the Maps
    /// stops rest at 40, 457.5 and 822 dp from its top (16 below the safe area, half the safe
    /// height, 69 above the safe area's bottom); the save moves the tip to 801.
    private static let pixel8 =
        "{\"width\": 412, \"height\": 915, \"safeArea\": {\"top\": 24, \"left\": 0, \"bottom\": 24, \"right\": 0}}"
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("live-client-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        serve?.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The Maps scene's first two versions as the server sent them, saved as files: after the
    /// first, the tip moves from 69 to 90 pt above the safe area and the spring response goes from
    /// 0.4 to 0.25 s. With `viewport`, the socket first says it, as the Compose and vaul clients do.
    private func serverMessages(viewport: String? = nil, fittedSprings: Bool = false) throws -> [String] {
        let serve = try ServeProcess(["--port", "0", "--no-qr"])
        self.serve = serve
        let (port, token) = try ServeProcess.urlParts(serve.lines(1)[0])
        let client = try LiveSocketClient(port: port)
        let host = "127.0.0.1:\(port)"
        XCTAssertEqual(try client.handshake("/live?token=" + token, host: host, origin: "http://" + host).status, 101)
        var first = try client.readText()
        if let viewport {
            try client.send(
                text:
                    "{\"type\": \"hello\", \"version\": 0, \"refreshRate\": 0, \"fittedSprings\": \(fittedSprings), \"viewport\": \(viewport)}"
            )
            first = try client.readText()
        }
        let edits = [
            ("layouts/maps.json", "\"absoluteInset\": 69", "\"absoluteInset\": 90"),
            ("behaviors/default.json", "\"springResponseTime\": 0.4", "\"springResponseTime\": 0.25"),
        ]
        let text = try readEdited(serve.folder, edits)
        // One save of each file; the server may coalesce them into one version or push two.
        try Data(text.layout.utf8).write(to: serve.folder.appendingPathComponent(edits[0].0))
        try Data(text.behavior.utf8).write(to: serve.folder.appendingPathComponent(edits[1].0))
        var second = try client.readText()
        while !second.contains(#""springResponseTime":0.25"#) || !second.contains(#""value":90"#) {
            second = try client.readText()
        }
        return try [first, second].enumerated().map { index, message in
            let file = directory.appendingPathComponent("message\(index + 1).json")
            try message.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }

    private func readEdited(_ folder: URL, _ edits: [(String, String, String)]) throws -> (
        layout: String, behavior: String
    ) {
        let texts = try edits.map { file, old, new in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(text.contains(old), "\(file) has \(old)")
            return text.replacingOccurrences(of: old, with: new)
        }
        return (texts[0], texts[1])
    }

    /// The `version` of the message saved at `path`.
    private func version(_ path: String) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return try XCTUnwrap((object as? [String: Any])?["version"] as? Int)
    }

    /// The live client of the Maps scene in `format`, and its message core alone.
    private func client(_ format: ExportFormat) throws -> (file: String, core: String) {
        let scene = try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json"))
        let text = SceneExport.result(scene: scene, format: format, request: .init(live: true)).text
        let lines = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.hasSuffix(LiveClientExport.coreMarker) })
        let end = try XCTUnwrap(lines.firstIndex { $0.hasSuffix(LiveClientExport.platformMarker) })
        return (text, lines[start..<end].joined(separator: "\n"))
    }

    /// The server's two messages (`serverMessages`), with the message core of `format`'s client
    /// written beside them as `file` after `header`; the core must not name any of `without`, the
    /// platform's words.
    private func coreBeside(
        _ format: ExportFormat, file: String, header: String = "", viewport: String?, without: [String],
        fittedSprings: Bool = false
    ) throws -> [String] {
        let messages = try serverMessages(viewport: viewport, fittedSprings: fittedSprings)
        let core = try client(format).core
        for word in without { XCTAssertFalse(core.contains(word), "the core names \(word)") }
        try (header + core).write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return messages
    }

    func test_the_swift_core_reads_the_anchors_and_behavior_of_each_version() throws {
        let swiftc = try ExternalTool.path("swiftc")
        let messages = try coreBeside(
            .swift, file: "core.swift", header: "import Foundation\n\n", viewport: nil,
            without: ["UIKit", "FloatingPanelController"])
        try """
        import Foundation

        for path in CommandLine.arguments.dropFirst() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard let scene = LiveMessages.sceneVersion(text) else { fatalError("no scene version in \\(path)") }
            print("version", scene.version, scene.errors.count)
            for panel in scene.panels {
                print(panel.id, panel.position, panel.initialState)
                for a in panel.anchors {
                    print(a.state, a.kind, a.absolute, a.value, a.edge ?? "-", a.referenceGuide)
                }
                print(
                    "behavior", panel.springDecelerationRate, panel.springResponseTime, panel.momentumProjectionRate,
                    panel.removalInteractionVelocityThreshold, panel.redirectionalProgress,
                    panel.projectableStates ?? ["every"], panel.rubberBandsAtLeast, panel.rubberBandsAtMost)
                print("backdrop", panel.backdropAlphas.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" })
            }
        }
        print(LiveMessages.socket(for: "http://192.168.1.20:8765/?token=3f0c") ?? "no socket")
        print(LiveMessages.sceneVersion("{\\"type\\": \\"saved\\", \\"path\\": \\"x\\"}") == nil)

        """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let built = try ExternalTool.run(
            swiftc, ["-swift-version", "6", "core.swift", "main.swift", "-o", "core"], in: directory)
        XCTAssertEqual(built.status, 0, built.output)
        guard built.status == 0 else { return }
        let ran = try ExternalTool.run(directory.appendingPathComponent("core").path, messages, in: directory)
        XCTAssertEqual(ran.status, 0, ran.output)
        let maps = { (tip: String, response: String) in
            [
                "search bottom half",
                "full inset true 16.0 top safeArea",
                "half inset false 0.5 bottom safeArea",
                "tip inset true \(tip) bottom safeArea",
                "behavior 0.991 \(response) 0.998 5.5 0.5 [] false false",
                "backdrop [\"full=0.3\", \"half=0.0\", \"tip=0.0\"]",
            ]
        }
        XCTAssertEqual(
            ran.output.components(separatedBy: "\n"),
            ["version 1 0"] + maps("69.0", "0.4") + ["version \(try version(messages[1])) 0"] + maps("90.0", "0.25") + [
                "(url: ws://192.168.1.20:8765/live?token=3f0c, origin: \"http://192.168.1.20:8765\")", "true", "",
            ])
    }

    func test_the_type_script_core_gives_each_drawer_its_snap_lengths_in_the_page_viewport() throws {
        let tsc = try ExternalTool.path("tsc")
        let node = try ExternalTool.path("node")
        let messages = try coreBeside(.vaul, file: "core.ts", viewport: Self.pixel8, without: ["React", "window"])
        try """
        import { liveHello, liveSceneVersion, liveSocketURL } from "./core";
        declare const require: (name: string) => { readFileSync(path: string, encoding: string): string };
        declare const process: { argv: string[]; stdout: { write(text: string): void } };

        for (const path of process.argv.slice(2)) {
          const scene = liveSceneVersion(require("fs").readFileSync(path, "utf8"));
          if (scene === null) throw new Error("no scene version in " + path);
          process.stdout.write("version " + scene.version + " " + scene.errors.length + "\\n");
          for (const id of Object.keys(scene.panels)) {
            const p = scene.panels[id];
            process.stdout.write(id + " " + p.states.join(" ") + " | " + p.snapLengths.join(" ") + " | " + p.backdropAlphas.join(" ") + "\\n");
          }
        }
        process.stdout.write(liveSocketURL("http://192.168.1.20:8765/?token=3f0c") + " " + liveSocketURL("http://x/") + "\\n");
        process.stdout.write(liveHello({ width: 412, height: 915, top: 24, left: 0, bottom: 24, right: 0 }) + "\\n");
        process.stdout.write(String(liveSceneVersion('{"type": "saved", "path": "x"}')) + "\\n");

        """.write(to: directory.appendingPathComponent("driver.ts"), atomically: true, encoding: .utf8)
        let built = try ExternalTool.run(
            tsc, ["--strict", "--target", "es2020", "--module", "commonjs", "--outDir", "out", "driver.ts"],
            in: directory)
        XCTAssertEqual(built.status, 0, built.output)
        guard built.status == 0 else { return }
        let ran = try ExternalTool.run(node, ["out/driver.js"] + messages, in: directory)
        XCTAssertEqual(ran.status, 0, ran.output)
        XCTAssertEqual(
            ran.output.components(separatedBy: "\n"),
            [
                "version 1 0", "search tip half full | 93 457.5 875 | 0 0 0.3",
                "version \(try version(messages[1])) 0", "search tip half full | 114 457.5 875 | 0 0 0.3",
                "ws://192.168.1.20:8765/live?token=3f0c null",
                #"{"type":"hello","version":0,"refreshRate":0,"viewport":{"width":412,"height":915,"safeArea":{"top":24,"left":0,"bottom":24,"right":0}}}"#,
                "null", "",
            ])
    }

    func test_the_kotlin_core_gives_each_panel_its_offsets_and_springs_on_the_jvm() throws {
        let kotlinc = try ExternalTool.path("kotlinc")
        let java = try ExternalTool.path("java")
        let messages = try coreBeside(
            .compose, file: "Core.kt", viewport: Self.pixel8, without: ["android", "okhttp"], fittedSprings: true)
        // The springs the `compose` export writes for each version's scene: its fit of the
        // Compose model to FloatingPanel's path (the first version's files, then the saved ones).
        let scenes = try [Repository.path("Configs/scene.json"), try XCTUnwrap(serve).folder.path + "/scene.json"].map {
            try ConfigLoader.loadScene(path: $0)
        }
        let expectedSprings = scenes.map { scene -> [Double] in
            let springs = ExportedMotion.composeSprings(
                scene.panels[0], fitted: FitReport(scene: scene, format: .compose).fittedSprings["search"],
                distance: 915)
            return [springs.exactFling, springs.exactSettle].flatMap {
                [$0.dampingRatio, $0.angularFrequency * $0.angularFrequency]
            }
        }
        try """
        import java.io.File

        fun main(args: Array<String>) {
            for (path in args) {
                val scene = LiveMessages.sceneVersion(File(path).readText()) ?: throw IllegalStateException(path)
                println("version " + scene.version + " " + scene.errors.size)
                for (p in scene.panels) {
                    println(p.id + " " + p.offsets.entries.sortedBy { it.value }.joinToString(" ") { it.key + "=" + it.value })
                    println("fling " + p.fling.dampingRatio + " " + p.fling.stiffness + " settle " + p.settle.dampingRatio + " " + p.settle.stiffness)
                }
            }
            println(LiveMessages.socket("http://192.168.1.20:8765/?token=3f0c"))
            println(LiveMessages.hello(412f, 915f, 24f, 0f, 24f, 0f))
            println(LiveMessages.sceneVersion("{\\"type\\": \\"saved\\", \\"path\\": \\"a\\\\u00e9\\\\n\\"}"))
            println(JsonReader("{\\"a\\": [1, -2.5e1, true, null, \\"\\\\\\"x\\\\u00e9\\"], \\"b\\": {}}").value())
        }

        """.write(to: directory.appendingPathComponent("Driver.kt"), atomically: true, encoding: .utf8)
        let built = try ExternalTool.run(kotlinc, ["Core.kt", "Driver.kt", "-d", "classes"], in: directory)
        XCTAssertEqual(built.status, 0, built.output)
        guard built.status == 0 else { return }
        let stdlib = ["/usr/share/java/kotlin-stdlib.jar", "/usr/lib/kotlin/lib/kotlin-stdlib.jar"].first {
            FileManager.default.fileExists(atPath: $0)
        }
        let classpath = (["classes"] + (stdlib.map { [$0] } ?? [])).joined(separator: ":")
        let ran = try ExternalTool.run(java, ["-cp", classpath, "DriverKt"] + messages, in: directory)
        XCTAssertEqual(ran.status, 0, ran.output)
        let lines = ran.output.components(separatedBy: "\n")
        let springLines = lines.filter { $0.hasPrefix("fling ") }
        XCTAssertEqual(
            lines.filter { !$0.hasPrefix("fling ") },
            [
                "version 1 0", "search full=40.0 half=457.5 tip=822.0 hidden=1015.0",
                "version \(try version(messages[1])) 0", "search full=40.0 half=457.5 tip=801.0 hidden=1015.0",
                "(ws://192.168.1.20:8765/live?token=3f0c, http://192.168.1.20:8765)",
                #"{"type": "hello", "version": 0, "refreshRate": 0, "fittedSprings": true, "viewport": {"width": 412.0, "height": 915.0, "safeArea": {"top": 24.0, "left": 0.0, "bottom": 24.0, "right": 0.0}}}"#,
                "null", #"{a=[1.0, -25.0, true, null, "xé], b={}}"#, "",
            ])
        XCTAssertEqual(springLines.count, 2)
        for (line, expected) in zip(springLines, expectedSprings) {
            let printed = line.split(separator: " ").compactMap { Double($0) }
            XCTAssertEqual(printed.count, 4, line)
            for (value, want) in zip(printed, expected) { XCTAssertEqual(value, want, accuracy: want * 1e-5, line) }
        }
        // Fitted, not the closed form (stiffness (2π / 0.4 s)² = 246.74 for the first version).
        XCTAssertNotEqual(expectedSprings[0][1], 246.74, accuracy: 0.5)
    }

    /// The Compose client's link and attach calls type-check with `kotlinc` against the stand-ins of
    /// Compose, OkHttp and Android (`KotlinLinkStubs`) and the export's own declarations they use;
    /// a generic parameter Compose's `DraggableAnchors` would reject fails.
    func test_the_kotlin_link_type_checks_against_compose_okhttp_and_android() throws {
        let kotlinc = try ExternalTool.path("kotlinc")
        let text = try client(.compose).file
        let lines = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.hasSuffix(LiveClientExport.coreMarker) })
        let imports = [
            "androidx.compose.animation.core.AnimationSpec", "androidx.compose.animation.core.spring",
            "androidx.compose.foundation.gestures.AnchoredDraggableState",
            "androidx.compose.foundation.gestures.DraggableAnchors",
        ].map { "import " + $0 }
        for line in imports { XCTAssertTrue(lines.contains(line), "the export has \(line)") }
        let section = lines[start...].joined(separator: "\n")
        // The export's own declarations the client uses, as the export writes them but for the
        // springs' delegate (Compose's state).
        let exported = [
            "enum class SearchPanelState { Full, Half, Tip }",
            "var searchPanelFlingSpring: AnimationSpec<Float> = spring()",
            "var searchPanelSettleSpring: AnimationSpec<Float> = spring()",
        ]
        XCTAssertTrue(lines.contains(exported[0]))
        for (name, stub) in KotlinLinkStubs.files {
            try stub.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let stubs = KotlinLinkStubs.files.map(\.name)
        for (name, source) in [
            ("Link.kt", section),
            ("Broken.kt", section.replacingOccurrences(of: "fun <T : Any> attach(", with: "fun <T> attach(")),
        ] {
            try (imports + [""] + exported + ["", source]).joined(separator: "\n").write(
                to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let checked = try ExternalTool.run(kotlinc, stubs + [name, "-d", "classes-" + name], in: directory)
            if name == "Link.kt" {
                XCTAssertEqual(checked.status, 0, checked.output)
            } else {
                XCTAssertTrue(checked.output.contains("but DraggableAnchors<T> was expected"), checked.output)
            }
        }
    }

    /// The vaul client's core compiled by `tsc` runs in headless Chromium on a page of another
    /// origin, which `serve --allow-origin` admits: the browser's WebSocket gets the Maps scene
    /// resolved in the page's viewport (no safe-area insets there), its tip 69 px, half the height
    /// and the full stop 16 px below the top.
    func test_the_type_script_core_runs_in_chromium_on_a_page_of_an_allowed_origin() throws {
        if let missing = BrowserDriver.missingTool { throw XCTSkip(missing) }
        let tsc = try ExternalTool.path("tsc")
        try client(.vaul).core.write(
            to: directory.appendingPathComponent("core.ts"), atomically: true, encoding: .utf8)
        let built = try ExternalTool.run(
            tsc, ["--strict", "--target", "es2020", "--module", "es2020", "--outDir", "page", "core.ts"], in: directory)
        XCTAssertEqual(built.status, 0, built.output)
        guard built.status == 0 else { return }
        let page = directory.appendingPathComponent("page")
        let (pages, pagePort) = try Self.startPageServer(page)
        defer {
            pages.terminate()
            pages.waitUntilExit()
        }
        let serve = try ServeProcess(["--port", "0", "--no-qr", "--allow-origin", "http://127.0.0.1:\(pagePort)"])
        self.serve = serve
        let url = serve.lines(1)[0]
        try """
        <!doctype html><meta charset="utf-8"><title>app</title>
        <script type="module">
        import { liveHello, liveSceneVersion, liveSocketURL } from './core.js';
        window.inViewport = null;
        const socket = new WebSocket(liveSocketURL('\(url)'));
        socket.onopen = () => socket.send(liveHello({ width: innerWidth, height: innerHeight, top: 0, left: 0, bottom: 0, right: 0 }));
        socket.onmessage = (event) => {
          // The first version may come before the server has the page's viewport.
          if (JSON.parse(event.data).container.fromPage) window.inViewport = liveSceneVersion(event.data);
        };
        </script>

        """.write(to: page.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let browser = try BrowserDriver(width: 393, height: 852)
        try browser.open("http://127.0.0.1:\(pagePort)/index.html")
        try browser.wait(until: "window.inViewport !== null")
        let height = try XCTUnwrap(browser.evaluate("window.innerHeight") as? Double)
        let values = try XCTUnwrap(
            browser.evaluate("window.inViewport.panels.search") as? [String: Any])
        XCTAssertEqual(values["states"] as? [String], ["tip", "half", "full"])
        XCTAssertEqual(values["snapLengths"] as? [Double], [69, height / 2, height - 16])
        XCTAssertEqual(values["backdropAlphas"] as? [Double], [0, 0, 0.3])
    }

    /// Python's HTTP server on a free loopback port serving `folder`: the app's own origin.
    private static func startPageServer(_ folder: URL) throws -> (Process, Int) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = ""
        let pattern = try NSRegularExpression(pattern: "port ([0-9]+)")
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
            if let match = pattern.firstMatch(in: printed, range: NSRange(printed.startIndex..., in: printed)) {
                return (process, Int((printed as NSString).substring(with: match.range(at: 1)))!)
            }
        }
        process.terminate()
        throw XCTSkip("python3's http.server did not start: \(printed)")
    }
}
