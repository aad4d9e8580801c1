import FloatingPanel
import Foundation

/// Constants of scenarios (Docs/scenarios.md).
package enum ScenarioKeys {
    package static let defaultFPS = 60.0
    package static let maximumFPS = 1000.0
    /// The longest `advance` or drag `duration`: an hour, the length of the soak run.
    /// `simulate` turns seconds into a frame count, which must stay a number of frames it can run.
    package static let maximumSeconds = 3600.0
    /// The most frames a `frames` step runs: `maximumSeconds` at the highest frame rate.
    package static let maximumFrames = Int(maximumSeconds * maximumFPS)
}

extension DecodingContext {
    /// Decodes a scenario: its scene (inline, or a scene file named by `scene`), `fps` and
    /// `steps`, with panel ids and state names checked.
    package func decodeScenario(_ value: JSONValue) -> Scenario? {
        typealias Key = ConfigKeys.Scenario
        let scene =
            value.objectValue?[Key.scene.name] != nil
            ? decodeSceneReference(value) : decodeScene(value, isScenario: true)
        guard let scene, let object = value.objectValue else { return nil }
        let fps = object[Key.fps.name].flatMap { number($0.value, Key.fps) }
        var steps: [ScenarioStep] = []
        if let stepsValue = object[Key.steps.name]?.value, let elements = array(stepsValue, Key.steps.name) {
            steps = elements.compactMap { decodeStep($0, scene: scene) }
        } else if object[Key.steps.name] == nil {
            error(
                value.location,
                "scenario is missing '\(Key.steps.name)' (an array such as [{\"\(ConfigKeys.Step.advance.name)\": 1}])")
        }
        // Without `fps` a scenario runs at its device's refresh rate (60 unless the scene says).
        return Scenario(scene: scene, fps: fps.map(Double.init) ?? scene.refreshRate, steps: steps)
    }

    /// The scene of a scenario that names a scene file in `scene` (relative to the scenario): the
    /// inline scene keys may not be given beside it, so the two cannot disagree.
    private func decodeSceneReference(_ value: JSONValue) -> ResolvedScene? {
        let sceneKey = ConfigKeys.Scenario.scene
        guard let reader = ObjectReader(value, "scenario", as: .scenario, context: self),
            let sceneValue = reader[sceneKey], let sceneLocation = reader.keyLocation(sceneKey)
        else { return nil }
        let inlineKeys = ConfigObject.scene.table.filter(reader.has)
        for key in inlineKeys {
            error(
                reader.keyLocation(key) ?? value.location,
                "'\(key.name)' cannot be given beside '\(sceneKey.name)' (line \(sceneLocation.line)): a scenario either names a scene file or writes the scene inline; remove '\(key.name)' or '\(sceneKey.name)'"
            )
        }
        guard string(sceneValue, sceneKey.name) != nil, inlineKeys.isEmpty else { return nil }
        return session.referencedScene(sceneValue, from: self)
    }

    private func decodeStep(_ value: JSONValue, scene: ResolvedScene) -> ScenarioStep? {
        guard let object = object(value, "step") else { return nil }
        let kinds = Suggestions.list(ConfigObject.step.keys)
        guard let member = object.members.first else {
            error(value.location, "a step needs exactly one key: \(kinds)")
            return nil
        }
        if object.members.count > 1 {
            error(
                object.members[1].keyLocation,
                "a step has exactly one key, found '\(member.key)' and '\(object.members[1].key)'; put each in a step of its own"
            )
            return nil
        }
        let body = member.value
        typealias Kind = ConfigKeys.Step
        typealias Input = ConfigKeys.StepInput
        switch member.key {
        case Kind.advance.name:
            return number(body, Kind.advance, .nonNegativeAtMost(ScenarioKeys.maximumSeconds)).map {
                .advance(seconds: Double($0))
            }
        case Kind.drag.name:
            typealias Key = ConfigKeys.Drag
            guard let reader = ObjectReader(body, Kind.drag, as: .drag, context: self) else { return nil }
            let panel = panelID(reader, scene)
            let translation = reader.requiredNumber(Key.translation, "points along the main axis")
            let duration = reader.requiredNumber(
                Key.duration, "seconds", .nonNegativeAtMost(ScenarioKeys.maximumSeconds))
            let velocity = reader.number(Key.velocity)
            let at = reader.choice(Key.at, DragStartLocation.self) ?? .grabber
            guard let panel, let translation, let duration else { return nil }
            return .drag(panel: panel, translation: translation, duration: Double(duration), velocity: velocity, at: at)
        case Kind.scroll.name:
            guard let reader = ObjectReader(body, Kind.scroll, as: .scroll, context: self) else { return nil }
            let panel = panelID(reader, scene)
            let distance = scrollDistance(reader)
            guard let panel, let distance else { return nil }
            return .scroll(panel: panel, by: distance)
        case Kind.move.name:
            let target = ConfigKeys.Move.to
            guard let reader = ObjectReader(body, Kind.move, as: .move, context: self) else { return nil }
            let panel = panelID(reader, scene)
            let animated = reader.bool(Input.animated) ?? false
            guard let toValue = reader.required(target, "a state name"), let name = string(toValue, target.name)
            else {
                return nil
            }
            guard let panel, let resolved = scene.panel(id: panel) else { return nil }
            guard let states = session.panelStates[panel] ?? resolved.states else {
                return .move(panel: panel, to: FloatingPanelState(rawValue: name, order: 0), animated: animated)
            }
            guard let state = states[name] else {
                let known = DecodingContext.stateNames(states.values)
                unknownState(
                    name, at: toValue.location, in: "'\(target.name)'", known: known,
                    listIntro: "the states of panel '\(panel)' are")
                return nil
            }
            return .move(panel: panel, to: state, animated: animated)
        case Kind.show.name, Kind.hide.name:
            guard let reader = ObjectReader(body, member.key, as: .showOrHide, context: self) else {
                return nil
            }
            let panel = panelID(reader, scene)
            let animated = reader.bool(Input.animated) ?? false
            guard let panel else { return nil }
            return member.key == Kind.show.name
                ? .show(panel: panel, animated: animated) : .hide(panel: panel, animated: animated)
        case Kind.tapBackdrop.name:
            guard let reader = ObjectReader(body, Kind.tapBackdrop, as: .tapBackdrop, context: self) else {
                return nil
            }
            return panelID(reader, scene).map { .tapBackdrop(panel: $0) }
        case Kind.present.name:
            guard let reader = ObjectReader(body, Kind.present, as: .present, context: self) else { return nil }
            return panelID(reader, scene).map { .present(panel: $0) }
        case Kind.resize.name:
            return decodeContainer(body).map { .resize($0) }
        case Kind.pointer.name:
            return decodePointer(body).map { .pointer($0) }
        case Kind.wheel.name:
            guard let reader = ObjectReader(body, Kind.wheel, as: .wheel, context: self) else { return nil }
            let location = point(reader, Input.x, Input.y)
            let distance = scrollDistance(reader)
            guard let location, let distance else { return nil }
            return .wheel(at: location, by: distance)
        case Kind.keyboard.name:
            return choice(body, Kind.keyboard.name, names: ["show", "hide"]).map { .keyboard(shown: $0 == "show") }
        case Kind.frames.name:
            guard let count = integer(body, Kind.frames.name) else { return nil }
            guard (0...ScenarioKeys.maximumFrames).contains(count) else {
                error(
                    body.location,
                    "'\(Kind.frames.name)' must be between 0 and \(ScenarioKeys.maximumFrames), found \(count)")
                return nil
            }
            return .frames(count)
        default:
            error(
                member.keyLocation,
                "unknown step '\(member.key)'; \(Suggestions.closest(to: member.key, in: ConfigObject.step.keys).map { "did you mean '\($0)'?" } ?? "steps are \(kinds)")"
            )
            return nil
        }
    }

    /// A `pointer` step's body: `phase`, the location, an optional velocity (estimated from the
    /// samples' times when a move or an up gives none), a slop for `down`, the time in the frame.
    private func decodePointer(_ body: JSONValue) -> PointerInput? {
        typealias Key = ConfigKeys.Pointer
        guard let reader = ObjectReader(body, ConfigKeys.Step.pointer, as: .pointer, context: self) else {
            return nil
        }
        let phase = reader.required(Key.phase, "down, move, up or cancel").flatMap {
            choice($0, Key.phase.name, PointerPhase.self)
        }
        // A cancel has no location of its own: the gesture under way just ends.
        let location =
            phase == .cancel && !reader.has(Key.x) && !reader.has(Key.y) ? .zero : point(reader, Key.x, Key.y)
        let velocity = CGPoint(x: reader.number(Key.vx) ?? 0, y: reader.number(Key.vy) ?? 0)
        if let slopKey = reader.keyLocation(Key.slop), let phase, phase != .down {
            error(slopKey, "'\(Key.slop.name)' applies to a 'down' pointer only, found it on '\(phase.rawValue)'")
            return nil
        }
        let slop = reader.number(Key.slop) ?? PointerInput.defaultSlop
        let timeInFrame = reader.number(Key.dt) ?? 0
        guard let phase, let location else { return nil }
        let estimates = (phase == .move || phase == .up) && !reader.has(Key.vx) && !reader.has(Key.vy)
        return PointerInput(
            phase, at: location, velocity: velocity, slop: slop, timeInFrame: timeInFrame,
            estimatesVelocity: estimates)
    }

    /// A step's `x` and `y` (its entries `xKey`, `yKey`): a point in the container, in points.
    private func point(_ reader: ObjectReader, _ xKey: ConfigKey, _ yKey: ConfigKey) -> CGPoint? {
        let x = reader.requiredNumber(xKey, "points from the container's left edge")
        let y = reader.requiredNumber(yKey, "points from the container's top edge")
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// A scroll or wheel step's `by`.
    private func scrollDistance(_ reader: ObjectReader) -> CGFloat? {
        reader.requiredNumber(ConfigKeys.StepInput.by, "points; positive moves the content toward its end")
    }

    /// The step's `panel`, which must be one of the scene's panel ids.
    private func panelID(_ reader: ObjectReader, _ scene: ResolvedScene) -> String? {
        let key = ConfigKeys.StepInput.panel
        guard let value = reader.required(key, "the id of one of the scene's panels"), let id = string(value, key.name)
        else { return nil }
        let ids = scene.panels.map(\.id)
        guard ids.contains(id) else {
            let known = ids.isEmpty ? "the scene has no panels" : "the scene's panels are \(Suggestions.list(ids))"
            error(value.location, "unknown panel '\(id)'; \(known)\(Suggestions.didYouMean(id, in: ids))")
            return nil
        }
        return id
    }
}
