import FloatingPanel
import Foundation
import PanelConfig

/// Scenarios written as the JSON `simulate` reads (Docs/scenarios.md): the scene fully resolved and
/// inline (as `export --format json` writes it), then one step a line.
///
/// Numbers are written so that they parse back to the same `Double` (`ExportNumber.exact`), so a
/// written scenario replays bit for bit.
enum ScenarioJSON {
    /// The scenario document: `scene`, `fps` and `steps`.
    static func document(scene: ResolvedScene, fps: Double, steps: [ScenarioStep]) -> String {
        guard case .object(var members) = SceneJSONExporter.document(scene) else {
            preconditionFailure("a scene is written as an object")
        }
        members["fps"] = .number(fps)
        // The scene renders with its keys sorted and indented; the steps go one a line after them
        // ("steps" also sorts after every scene key), which the exporter's renderer cannot do.
        let scenePart = ExportJSONValue.object(members).rendered()
        let lines = steps.map { "    " + line($0) }
        let stepsPart = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        return scenePart.dropLast("\n}\n".count) + ",\n  \"steps\": " + stepsPart + "\n}\n"
    }

    /// One step as a one-line JSON object, its keys in the order Docs/scenarios.md lists them.
    private static func line(_ step: ScenarioStep) -> String {
        switch step {
        case .advance(let seconds):
            return object([("advance", number(seconds))])
        case .frames(let count):
            return object([("frames", String(count))])
        case .drag(let panel, let translation, let duration, let velocity, let at):
            var fields = [
                ("panel", string(panel)), ("translation", number(translation)), ("duration", number(duration)),
            ]
            if let velocity { fields.append(("velocity", number(velocity))) }
            fields.append(("at", string(at.rawValue)))
            return object([("drag", object(fields))])
        case .scroll(let panel, let delta):
            return object([("scroll", object([("panel", string(panel)), ("by", number(delta))]))])
        case .move(let panel, let state, let animated):
            let fields = [("panel", string(panel)), ("to", string(state.rawValue)), ("animated", String(animated))]
            return object([("move", object(fields))])
        case .show(let panel, let animated):
            return object([("show", object([("panel", string(panel)), ("animated", String(animated))]))])
        case .hide(let panel, let animated):
            return object([("hide", object([("panel", string(panel)), ("animated", String(animated))]))])
        case .tapBackdrop(let panel):
            return object([("tapBackdrop", object([("panel", string(panel))]))])
        case .present(let panel):
            return object([("present", object([("panel", string(panel))]))])
        case .resize(let container):
            return object([("resize", self.container(container))])
        case .pointer(let input):
            return object([("pointer", pointer(input))])
        case .wheel(let location, let delta):
            let fields = [("x", number(location.x)), ("y", number(location.y)), ("by", number(delta))]
            return object([("wheel", object(fields))])
        }
    }

    /// A container as a scene writes it: its device preset's name, or its size and safe area.
    private static func container(_ container: SceneContainer) -> String {
        if let preset = container.presetName { return string(preset) }
        let insets = container.safeArea
        let safeArea = object([
            ("top", number(insets.top)), ("left", number(insets.left)), ("bottom", number(insets.bottom)),
            ("right", number(insets.right)),
        ])
        return object([
            ("width", number(container.size.width)), ("height", number(container.size.height)), ("safeArea", safeArea),
        ])
    }

    /// A pointer step's body; a cancel has no location, a zero velocity component and the default
    /// slop are left out. A move or an up at rest keeps `"vy": 0`: without `vx` and `vy` its
    /// velocity would be estimated from the samples (Docs/scenarios.md).
    private static func pointer(_ input: PointerInput) -> String {
        var fields = [("phase", string(input.phase.rawValue))]
        guard input.phase != .cancel else { return object(fields) }
        fields += [("x", number(input.location.x)), ("y", number(input.location.y))]
        if !input.estimatesVelocity {
            if input.velocity.x != 0 { fields.append(("vx", number(input.velocity.x))) }
            let atRest = input.velocity == .zero && input.phase != .down
            if input.velocity.y != 0 || atRest { fields.append(("vy", number(input.velocity.y))) }
        }
        if input.timeInFrame != 0 { fields.append(("dt", number(input.timeInFrame))) }
        if input.phase == .down && input.slop != PointerInput.defaultSlop {
            fields.append(("slop", number(input.slop)))
        }
        return object(fields)
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String) -> String { ExportJSONValue.quoted(text) }

    private static func number(_ value: Double) -> String { ExportNumber.exact(value) }

    private static func number(_ value: CGFloat) -> String { ExportNumber.exact(Double(value)) }
}
