import FloatingPanel
import Foundation
import PanelConfig

/// Scenarios written as the JSON `simulate` reads (Docs/scenarios.md): the scene fully resolved and
/// inline (as `export --format json` writes it), then one step a line.
///
/// Numbers are written so that they parse back to the same `Double` (`ExportNumber.exact`), so a
/// written scenario replays bit for bit.
package enum ScenarioJSON {
    private typealias Kind = ConfigKeys.Step
    private typealias Input = ConfigKeys.StepInput

    /// The scenario document: `scene`, `fps` and `steps`.
    package static func document(scene: ResolvedScene, fps: Double, steps: [ScenarioStep]) -> String {
        guard case .object(var members) = SceneJSONExporter.document(scene) else {
            preconditionFailure("a scene is written as an object")
        }
        members[ConfigKeys.Scenario.fps.name] = .number(fps)
        // The scene renders with its keys sorted and indented; the steps go one a line after them
        // (`steps` also sorts after every scene key), which the exporter's renderer cannot do.
        let scenePart = ExportJSONValue.object(members).rendered()
        let lines = steps.map { "    " + line($0) }
        let stepsPart = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        let stepsKey = string(ConfigKeys.Scenario.steps.name)
        return scenePart.dropLast("\n}\n".count) + ",\n  \(stepsKey): " + stepsPart + "\n}\n"
    }

    /// One step as a one-line JSON object, its keys in the order Docs/scenarios.md lists them.
    private static func line(_ step: ScenarioStep) -> String {
        switch step {
        case .advance(let seconds):
            return object([(Kind.advance, number(seconds))])
        case .frames(let count):
            return object([(Kind.frames, String(count))])
        case .drag(let panel, let translation, let duration, let velocity, let at):
            typealias Drag = ConfigKeys.Drag
            var fields = [
                (Input.panel, string(panel)), (Drag.translation, number(translation)),
                (Drag.duration, number(duration)),
            ]
            if let velocity { fields.append((Drag.velocity, number(velocity))) }
            fields.append((Drag.at, string(at.rawValue)))
            return object([(Kind.drag, object(fields))])
        case .scroll(let panel, let delta):
            return object([(Kind.scroll, object([(Input.panel, string(panel)), (Input.by, number(delta))]))])
        case .move(let panel, let state, let animated):
            let fields = [
                (Input.panel, string(panel)), (ConfigKeys.Move.to, string(state.rawValue)),
                (Input.animated, String(animated)),
            ]
            return object([(Kind.move, object(fields))])
        case .show(let panel, let animated):
            return object([(Kind.show, object([(Input.panel, string(panel)), (Input.animated, String(animated))]))])
        case .hide(let panel, let animated):
            return object([(Kind.hide, object([(Input.panel, string(panel)), (Input.animated, String(animated))]))])
        case .tapBackdrop(let panel):
            return object([(Kind.tapBackdrop, object([(Input.panel, string(panel))]))])
        case .present(let panel):
            return object([(Kind.present, object([(Input.panel, string(panel))]))])
        case .resize(let container):
            return object([(Kind.resize, self.container(container))])
        case .pointer(let input):
            return object([(Kind.pointer, pointer(input))])
        case .wheel(let location, let delta):
            let fields = [(Input.x, number(location.x)), (Input.y, number(location.y)), (Input.by, number(delta))]
            return object([(Kind.wheel, object(fields))])
        case .keyboard(let shown):
            return object([(Kind.keyboard, string(shown ? "show" : "hide"))])
        }
    }

    /// A container as a scene writes it: its device preset's name, or its size and safe area.
    private static func container(_ container: SceneContainer) -> String {
        typealias Side = ConfigKeys.Insets
        typealias Size = ConfigKeys.Container
        if let preset = container.presetName { return string(preset) }
        let insets = container.safeArea
        let safeArea = object([
            (Side.top, number(insets.top)), (Side.left, number(insets.left)), (Side.bottom, number(insets.bottom)),
            (Side.right, number(insets.right)),
        ])
        return object([
            (Size.width, number(container.size.width)), (Size.height, number(container.size.height)),
            (Size.safeArea, safeArea),
        ])
    }

    /// A pointer step's body; a cancel has no location, a zero velocity component and the default
    /// slop are left out. A move or an up at rest keeps `"vy": 0`: without `vx` and `vy` its
    /// velocity would be estimated from the samples (Docs/scenarios.md).
    private static func pointer(_ input: PointerInput) -> String {
        typealias Key = ConfigKeys.Pointer
        var fields = [(Key.phase, string(input.phase.rawValue))]
        guard input.phase != .cancel else { return object(fields) }
        fields += [(Key.x, number(input.location.x)), (Key.y, number(input.location.y))]
        if !input.estimatesVelocity {
            if input.velocity.x != 0 { fields.append((Key.vx, number(input.velocity.x))) }
            let atRest = input.velocity == .zero && input.phase != .down
            if input.velocity.y != 0 || atRest { fields.append((Key.vy, number(input.velocity.y))) }
        }
        if input.timeInFrame != 0 { fields.append((Key.dt, number(input.timeInFrame))) }
        if input.phase == .down && input.slop != PointerInput.defaultSlop {
            fields.append((Key.slop, number(input.slop)))
        }
        return object(fields)
    }

    /// An object written on one line, its members in the order given, each under its entry's name.
    private static func object(_ fields: [(ConfigKey, String)]) -> String {
        "{" + fields.map { string($0.0.name) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String) -> String { ExportJSONValue.quoted(text) }

    private static func number(_ value: Double) -> String { ExportNumber.exact(value) }

    private static func number(_ value: CGFloat) -> String { ExportNumber.exact(Double(value)) }
}
