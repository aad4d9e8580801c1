import FloatingPanel
import Foundation

/// A scene plus a frame rate and a list of input steps: the input of `simulate` (Docs/scenarios.md).
package struct Scenario {
    /// The scene the scenario starts from (paths inside it are relative to the scenario file).
    package var scene: ResolvedScene
    /// Frames per second; one frame is `1/fps` seconds and the spring's step (Docs/engine.md §5.3). Default 60.
    package var fps: Double
    /// The input, in order.
    package var steps: [ScenarioStep]

    /// A scenario from its parts.
    package init(scene: ResolvedScene, fps: Double, steps: [ScenarioStep]) {
        self.scene = scene
        self.fps = fps
        self.steps = steps
    }
}

/// Where a scenario drag's finger lands (matters for scroll tracking, Docs/engine.md §8.3).
package enum DragStartLocation: String, CaseIterable, Sendable {
    case grabber
    case content
}

/// One step of a scenario (Docs/scenarios.md). Panel ids are checked against the scene and state names
/// are resolved against the panel's layouts when the scenario is loaded.
package enum ScenarioStep {
    /// Run `round(seconds · fps)` frames without input.
    case advance(seconds: Double)
    /// A one-finger pan along the panel's main axis over `max(1, round(duration · fps))` frames;
    /// `velocity` nil means `translation / duration`.
    case drag(panel: String, translation: CGFloat, duration: Double, velocity: CGFloat?, at: DragStartLocation)
    /// A wheel/trackpad scroll of the tracked content by `by` points (positive: toward the end).
    case scroll(panel: String, by: CGFloat)
    /// `move(to:animated:)`.
    case move(panel: String, to: FloatingPanelState, animated: Bool)
    /// `show(animated:)`.
    case show(panel: String, animated: Bool)
    /// `hide(animated:)`.
    case hide(panel: String, animated: Bool)
    /// A tap on the panel's backdrop.
    case tapBackdrop(panel: String)
    /// `SceneRuntime.present(panelID:)`: the panel comes to the front and in (a list row's detail
    /// panel).
    case present(panel: String)
    /// The container changes size (a rotation); layouts are re-resolved.
    case resize(SceneContainer)
    /// Free-form pointer input at the current time, routed through the stage's hit testing as the
    /// window routes its mouse and fingers (a recording's input).
    case pointer(PointerInput)
    /// A wheel or trackpad scroll of `by` points at a container point: the tracked content of the
    /// panel whose surface is there scrolls (positive: toward its end).
    case wheel(at: CGPoint, by: CGFloat)
    /// The software keyboard starts sliding in (`shown`) or out now.
    case keyboard(shown: Bool)
    /// Exactly `count` frames without input (a recording's gaps, where `advance` would round).
    case frames(Int)
}

/// What a pointer does in a `pointer` step.
package enum PointerPhase: String, CaseIterable, Sendable {
    case down
    case move
    case up
    case cancel
}

/// One pointer event of a `pointer` step, in container points.
package struct PointerInput: Equatable, Sendable {
    /// Down, move, up or cancel.
    package var phase: PointerPhase
    /// Where the pointer is (unused by `cancel`).
    package var location: CGPoint
    /// The pointer's velocity in points per second: the release velocity of an `up`.
    package var velocity: CGPoint
    /// For `down`: how far the pointer must move before a pan begins (the window's 10 points,
    /// Docs/engine.md §19-4); 0 begins it at once. Also how far it may move and still tap a backdrop.
    package var slop: CGFloat
    /// Seconds after the time of the frame the step runs after (`frame / fps`) at which the
    /// sample was taken (`dt`, Docs/scenarios.md): a recording's samples keep their own times.
    package var timeInFrame: Double
    /// A move or up without `vx`/`vy`: its velocity is estimated from the gesture's samples at
    /// their times by the window's rule (least squares over the last 100 ms).
    package var estimatesVelocity: Bool

    /// A pointer event; `slop` matters for `down` only.
    package init(
        _ phase: PointerPhase, at location: CGPoint, velocity: CGPoint = .zero,
        slop: CGFloat = PointerInput.defaultSlop, timeInFrame: Double = 0, estimatesVelocity: Bool = false
    ) {
        self.phase = phase
        self.location = location
        self.velocity = velocity
        self.slop = slop
        self.timeInFrame = timeInFrame
        self.estimatesVelocity = estimatesVelocity
    }

    /// The window's pan slop in points (Docs/engine.md §19-4): a `down` step's default.
    package static let defaultSlop: CGFloat = 10
}
