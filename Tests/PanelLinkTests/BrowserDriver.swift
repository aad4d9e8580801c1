import Foundation
import XCTest

/// Debian's Chromium, headless, driven by Selenium through /usr/bin/python3 (Selenium is Debian's
/// package, so it belongs to that interpreter): one JSON command a line on standard input, one
/// JSON answer a line back. Touches go through the DevTools protocol's `Input.dispatchTouchEvent`
/// with explicit timestamps, so a gesture is the same samples every run.
final class BrowserDriver {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    /// Why the browser tests cannot run here, or nil.
    static var missingTool: String? {
        for tool in ["/usr/bin/chromium", "/usr/bin/chromedriver"] where !FileManager.default.fileExists(atPath: tool) {
            return "\(tool) is missing (apt-get install chromium chromium-driver; make test installs them)"
        }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", "import selenium"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "/usr/bin/python3 is missing" }
        check.waitUntilExit()
        return check.terminationStatus == 0 ? nil : "python3-selenium is missing (make test installs it)"
    }

    /// Starts a headless Chromium whose viewport is `width` × `height` CSS px on a touch screen.
    init(width: Int, height: Int) throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("panel-live-driver-\(UUID()).py")
        try Data(Self.script.utf8).write(to: script)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, "\(width)", "\(height)"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.write(contentsOf: Data("{\"op\": \"quit\"}\n".utf8))
        process.waitUntilExit()
    }

    /// Sends `command` and returns the answer's `value`.
    @discardableResult
    func send(_ command: [String: Any]) throws -> Any? {
        let data = try JSONSerialization.data(withJSONObject: command)
        try input.fileHandleForWriting.write(contentsOf: data + Data("\n".utf8))
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = buffer[..<newline]
                buffer = Data(buffer[(newline + 1)...])
                let answer = try JSONSerialization.jsonObject(with: line) as? [String: Any] ?? [:]
                if let error = answer["error"] as? String { throw DriverError(message: error) }
                return answer["value"]
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw DriverError(message: "the driver stopped") }
            buffer += chunk
        }
    }

    struct DriverError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Opens `url`.
    func open(_ url: String) throws { try send(["op": "open", "url": url]) }

    /// The value of JavaScript `expression`.
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? { try send(["op": "eval", "js": "return " + expression]) }

    /// Waits until `condition` (JavaScript) is true, polling every 20 ms, at most `seconds`.
    func wait(until condition: String, seconds: Double = 10) throws {
        try send(["op": "wait", "js": "return " + condition, "timeout": seconds])
    }

    /// A one-finger gesture: `points` (container px) one every `interval` seconds from a
    /// touchStart at the first to a touchEnd at the last.
    func touch(_ points: [(x: Double, y: Double)], interval: Double) throws {
        try send(["op": "touch", "points": points.map { [$0.x, $0.y] }, "interval": interval])
    }

    func screenshot(_ path: String) throws { try send(["op": "screenshot", "path": path]) }

    private static let script = #"""
        import json, sys, time
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        width, height = int(sys.argv[1]), int(sys.argv[2])
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=%d,%d" % (width, height)]:
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 3, "mobile": True})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})

        def answer(value=None, error=None):
            sys.stdout.write(json.dumps({"value": value} if error is None else {"error": error}) + "\n")
            sys.stdout.flush()

        for line in sys.stdin:
            command = json.loads(line)
            op = command["op"]
            try:
                if op == "quit":
                    break
                elif op == "open":
                    driver.get(command["url"])
                    answer()
                elif op == "eval":
                    answer(driver.execute_script(command["js"]))
                elif op == "wait":
                    deadline = time.monotonic() + command["timeout"]
                    while not driver.execute_script(command["js"]):
                        if time.monotonic() > deadline:
                            raise RuntimeError("timed out waiting for: " + command["js"])
                        time.sleep(0.02)
                    answer()
                elif op == "touch":
                    points = command["points"]
                    start = time.time()
                    for index, (x, y) in enumerate(points):
                        kind = "touchStart" if index == 0 else ("touchEnd" if index == len(points) - 1 else "touchMove")
                        touch_points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
                        if kind == "touchEnd":
                            driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
                                "type": "touchMove", "touchPoints": [{"x": x, "y": y}],
                                "timestamp": start + index * command["interval"]})
                        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
                            "type": kind, "touchPoints": touch_points,
                            "timestamp": start + index * command["interval"]})
                    answer()
                elif op == "screenshot":
                    driver.save_screenshot(command["path"])
                    answer()
                else:
                    answer(error="unknown op " + op)
            except Exception as e:
                answer(error=str(e))
        driver.quit()
        """#
}
