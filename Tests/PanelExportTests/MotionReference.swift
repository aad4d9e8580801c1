import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms
import PanelScene
import TestSupport

@testable import PanelExport

/// One release played by the engine through `simulate`: what the exported motion parts must
/// answer for the same panel, start state, release location, velocity and frame rate.
struct MotionCase {
    var scene: Int
    var panel: String
    var from: String
    var position: Double
    var velocity: Double
    var fps: Double
    /// The engine's stop and its location at each frame after the release, the last at rest.
    var target: String
    var path: [Double]
    var label: String
    /// The container the release ran in when it is not the scene's: the motion part is called
    /// with it; nil calls the motion part without one, in the scene's container.
    var container: SceneContainer?

    /// The driver's input line: scene, panel, from, position, velocity, fps and, for another
    /// container, its width, height and top, left, bottom and right insets; tab-separated.
    var inputLine: String {
        let fields = [String(scene), panel, from, "\(position)", "\(velocity)", "\(fps)"]
        guard let container else { return fields.joined(separator: "\t") }
        let insets = container.safeArea
        let sizes = [
            container.size.width, container.size.height, insets.top, insets.left, insets.bottom, insets.right,
        ]
        return (fields + sizes.map { "\(Double($0))" }).joined(separator: "\t")
    }
}

/// Plays releases in `simulate` and reads the engine's answer from the trace.
enum MotionReference {
    /// A drag to play: from a resting state, with its translation, duration and release velocity.
    struct Drag {
        var panel: String
        var from: String
        var translation: CGFloat
        var duration: Double
        var velocity: CGFloat
        var label: String
    }

    /// The feel report's releases of every panel of `scene`, and `randomCount` seeded random ones per panel.
    static func drags(scene: ResolvedScene, randomCount: Int, seed: UInt64) -> [Drag] {
        var drags: [Drag] = []
        for (index, panel) in scene.panels.enumerated() {
            for release in FeelReleases.releases(panel: panel, scene: scene) {
                drags.append(
                    Drag(
                        panel: panel.id, from: release.from.rawValue, translation: release.translation,
                        duration: release.duration, velocity: release.velocity, label: release.label))
            }
            let data = MotionPanels.of(scene)[index]
            let locations = data.states.map(\.location)
            guard let low = locations.min(), let high = locations.max() else { continue }
            var random = SplitMix64(seed: seed, case: index)
            for n in 0..<randomCount {
                let from = random.pick(data.states)
                let end = Double.random(in: (low - 80)...(high + 80), using: &random)
                let velocity: Double =
                    switch n % 4 {
                    case 0: Double.random(in: -300...300, using: &random)
                    case 1: 0
                    default: Double.random(in: -4000...4000, using: &random)
                    }
                drags.append(
                    Drag(
                        panel: panel.id, from: from.name, translation: CGFloat(end - from.location),
                        duration: Double.random(in: 0.05...0.6, using: &random), velocity: CGFloat(velocity),
                        label: "random \(n)"))
            }
        }
        return drags
    }

    /// `scene` in `container` instead of its own, with the panels whose stops the motion part
    /// resolves there from its anchors: those without an adaptive presentation whose layout entry
    /// is the same in both containers (a layout list's other entries are not in the motion part).
    static func scene(_ scene: ResolvedScene, in container: SceneContainer) -> ResolvedScene {
        var moved = scene
        moved.panels = scene.panels.filter {
            $0.adaptivePresentation == nil
                && $0.layoutIndex(forContainer: container.size) == $0.layoutIndex(forContainer: scene.containerSize)
        }
        moved.container = container
        return moved
    }

    /// Plays `drags` one after the other at `fps`, each from its state shown at rest, and reads
    /// each release's location, stop and path from the trace; `container` marks the cases as run
    /// in a container other than the exported scene's.
    static func play(
        _ drags: [Drag], scene: ResolvedScene, sceneIndex: Int, fps: Double, container: SceneContainer? = nil
    ) throws -> [MotionCase] {
        var steps: [ScenarioStep] = []
        for drag in drags {
            steps.append(.show(panel: drag.panel, animated: false))
            steps.append(
                .move(panel: drag.panel, to: stateNamed(drag.from, in: scene, panel: drag.panel), animated: false))
            steps.append(
                .drag(
                    panel: drag.panel, translation: drag.translation, duration: drag.duration, velocity: drag.velocity,
                    at: .grabber))
            steps.append(.advance(seconds: settleSeconds))
        }
        var trace = ""
        Simulator(scenario: Scenario(scene: scene, fps: fps, steps: steps)) { trace += $0 }.run()
        var reader = TraceReader(lines: trace.split(separator: "\n").map(String.init))
        return try drags.map { drag in
            let (position, target, path) = try reader.nextRelease(of: drag.panel, label: drag.label)
            return MotionCase(
                scene: sceneIndex, panel: drag.panel, from: drag.from, position: position,
                velocity: Double(drag.velocity),
                fps: fps, target: target, path: path,
                label: "\(scene.name) \(drag.panel): \(drag.label) at \(fps) Hz"
                    + (container.map { " in \($0.presetName ?? "another container")" } ?? ""),
                container: container)
        }
    }

    /// Long enough for every shipped spring and dismissal to come to rest.
    static let settleSeconds = 2.5

    private static func stateNamed(_ name: String, in scene: ResolvedScene, panel: String) -> FloatingPanelState {
        scene.panel(id: panel)?.states[name] ?? FloatingPanelState(rawValue: name, order: 0)
    }
}

/// Walks a trace release by release.
private struct TraceReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let lines: [String]
    var index = 0

    /// The next release of `panel`: its location on release, the stop, and the locations after it.
    mutating func nextRelease(of panel: String, label: String) throws -> (Double, String, [Double]) {
        var target: String?
        var released = false
        var position: Double?
        var path: [Double] = []
        var ended = false
        while index < lines.count {
            let object = try JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [String: Any] ?? [:]
            index += 1
            guard object["panel"] as? String == panel else { continue }
            if let event = object["event"] as? String {
                switch event {
                case "willEndDragging":
                    released = true
                    target = object["targetState"] as? String
                case "willRemove" where released || position == nil:
                    released = true
                    target = "hidden"
                case "willBeginAttracting" where released:
                    target = object["to"] as? String
                case "didEndDragging" where released && object["willAttract"] as? Bool == false:
                    ended = true
                case "didEndAttracting", "didRemove":
                    if position != nil { ended = true }
                default: break
                }
                continue
            }
            guard released, let y = object["y"] as? Double, let x = object["x"] as? Double else { continue }
            let location = y != 0 || x == 0 ? y : x
            if position == nil {
                position = location
                if ended { return (location, target ?? "", []) }
                continue
            }
            path.append(location)
            if ended { return (position!, target ?? "", path) }
        }
        throw Failure(description: "\(label): the trace has no settled release of \(panel)")
    }
}
