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
        let scene =
            value.objectValue?["scene"] != nil ? decodeSceneReference(value) : decodeScene(value, isScenario: true)
        guard let scene, let object = value.objectValue else { return nil }
        let fps = object["fps"].flatMap { number($0.value, "fps", .positiveAtMost(ScenarioKeys.maximumFPS)) }
        var steps: [ScenarioStep] = []
        if let stepsValue = object["steps"]?.value, let elements = array(stepsValue, "steps") {
            steps = elements.compactMap { decodeStep($0, scene: scene) }
        } else if object["steps"] == nil {
            error(value.location, "scenario is missing 'steps' (an array such as [{\"advance\": 1}])")
        }
        // Without `fps` a scenario runs at its device's refresh rate (60 unless the scene says).
        return Scenario(scene: scene, fps: fps.map(Double.init) ?? scene.refreshRate, steps: steps)
    }

    /// The scene of a scenario that names a scene file in `scene` (relative to the scenario): the
    /// inline scene keys may not be given beside it, so the two cannot disagree.
    private func decodeSceneReference(_ value: JSONValue) -> ResolvedScene? {
        guard let reader = ObjectReader(value, "scenario", as: .scenario, context: self),
            let member = reader.object["scene"]
        else { return nil }
        let inlineKeys = ConfigObject.scene.keys.filter { reader.object[$0] != nil }
        for key in inlineKeys {
            error(
                reader.keyLocation(key) ?? value.location,
                "'\(key)' cannot be given beside 'scene' (line \(member.keyLocation.line)): a scenario either names a scene file or writes the scene inline; remove '\(key)' or 'scene'"
            )
        }
        guard string(member.value, "scene") != nil, inlineKeys.isEmpty else { return nil }
        return session.referencedScene(member.value, from: self)
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
        switch member.key {
        case "advance":
            return number(body, "advance", .nonNegativeAtMost(ScenarioKeys.maximumSeconds)).map {
                .advance(seconds: Double($0))
            }
        case "drag":
            guard let reader = ObjectReader(body, "drag", as: .drag, context: self) else { return nil }
            let panel = panelID(reader, scene)
            let translation = reader.required("translation", "points along the main axis").flatMap {
                number($0, "translation")
            }
            let duration = reader.required("duration", "seconds").flatMap {
                number($0, "duration", .nonNegativeAtMost(ScenarioKeys.maximumSeconds))
            }
            let velocity = reader.number("velocity")
            let at = reader.choice("at", DragStartLocation.self) ?? .grabber
            guard let panel, let translation, let duration else { return nil }
            return .drag(panel: panel, translation: translation, duration: Double(duration), velocity: velocity, at: at)
        case "scroll":
            guard let reader = ObjectReader(body, "scroll", as: .scroll, context: self) else { return nil }
            let panel = panelID(reader, scene)
            let distance = reader.required("by", "points; positive moves the content toward its end").flatMap {
                number($0, "by")
            }
            guard let panel, let distance else { return nil }
            return .scroll(panel: panel, by: distance)
        case "move":
            guard let reader = ObjectReader(body, "move", as: .move, context: self) else { return nil }
            let panel = panelID(reader, scene)
            let animated = reader.bool("animated") ?? false
            guard let toValue = reader.required("to", "a state name"), let name = string(toValue, "to") else {
                return nil
            }
            guard let panel, let resolved = scene.panel(id: panel) else { return nil }
            guard let states = session.panelStates[panel] ?? resolved.states else {
                return .move(panel: panel, to: FloatingPanelState(rawValue: name, order: 0), animated: animated)
            }
            guard let state = states[name] else {
                let known = DecodingContext.stateNames(states.values)
                unknownState(
                    name, at: toValue.location, in: "'to'", known: known,
                    listIntro: "the states of panel '\(panel)' are")
                return nil
            }
            return .move(panel: panel, to: state, animated: animated)
        case "show", "hide":
            guard let reader = ObjectReader(body, member.key, as: .showOrHide, context: self) else {
                return nil
            }
            let panel = panelID(reader, scene)
            let animated = reader.bool("animated") ?? false
            guard let panel else { return nil }
            return member.key == "show"
                ? .show(panel: panel, animated: animated) : .hide(panel: panel, animated: animated)
        case "tapBackdrop":
            guard let reader = ObjectReader(body, "tapBackdrop", as: .tapBackdrop, context: self) else {
                return nil
            }
            return panelID(reader, scene).map { .tapBackdrop(panel: $0) }
        case "present":
            guard let reader = ObjectReader(body, "present", as: .present, context: self) else { return nil }
            return panelID(reader, scene).map { .present(panel: $0) }
        case "resize":
            return decodeContainer(body).map { .resize($0) }
        case "pointer":
            return decodePointer(body).map { .pointer($0) }
        case "wheel":
            guard let reader = ObjectReader(body, "wheel", as: .wheel, context: self) else { return nil }
            let location = point(reader)
            let distance = reader.required("by", "points; positive moves the content toward its end").flatMap {
                number($0, "by")
            }
            guard let location, let distance else { return nil }
            return .wheel(at: location, by: distance)
        case "frames":
            guard let count = integer(body, "frames") else { return nil }
            guard (0...ScenarioKeys.maximumFrames).contains(count) else {
                error(body.location, "'frames' must be between 0 and \(ScenarioKeys.maximumFrames), found \(count)")
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
        guard let reader = ObjectReader(body, "pointer", as: .pointer, context: self) else { return nil }
        let phase = reader.required("phase", "down, move, up or cancel").flatMap {
            choice($0, "phase", PointerPhase.self)
        }
        // A cancel has no location of its own: the gesture under way just ends.
        let location = phase == .cancel && !reader.has("x") && !reader.has("y") ? .zero : point(reader)
        let velocity = CGPoint(x: reader.number("vx") ?? 0, y: reader.number("vy") ?? 0)
        if let slopKey = reader.keyLocation("slop"), let phase, phase != .down {
            error(slopKey, "'slop' applies to a 'down' pointer only, found it on '\(phase.rawValue)'")
            return nil
        }
        let slop = reader.number("slop") ?? PointerInput.defaultSlop
        let timeInFrame = reader.number("dt") ?? 0
        guard let phase, let location else { return nil }
        let estimates = (phase == .move || phase == .up) && !reader.has("vx") && !reader.has("vy")
        return PointerInput(
            phase, at: location, velocity: velocity, slop: slop, timeInFrame: timeInFrame,
            estimatesVelocity: estimates)
    }

    /// A step's `x` and `y`: a point in the container, in points.
    private func point(_ reader: ObjectReader) -> CGPoint? {
        let x = reader.required("x", "points from the container's left edge").flatMap { number($0, "x") }
        let y = reader.required("y", "points from the container's top edge").flatMap { number($0, "y") }
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The step's `panel`, which must be one of the scene's panel ids.
    private func panelID(_ reader: ObjectReader, _ scene: ResolvedScene) -> String? {
        guard let value = reader.required("panel", "the id of one of the scene's panels"),
            let id = string(value, "panel")
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
