import FloatingPanel
import Foundation

/// A scene plus a frame rate and a list of input steps: the input of `simulate` (INTERFACE §3).
public struct Scenario {
    /// The scene the scenario starts from (paths inside it are relative to the scenario file).
    public var scene: ResolvedScene
    /// Frames per second; one frame is `1/fps` seconds and the spring's step (SPEC §5.3). Default 60.
    public var fps: Double
    /// The input, in order.
    public var steps: [ScenarioStep]

    /// A scenario from its parts.
    public init(scene: ResolvedScene, fps: Double, steps: [ScenarioStep]) {
        self.scene = scene
        self.fps = fps
        self.steps = steps
    }
}

/// Where a scenario drag's finger lands (matters for scroll tracking, SPEC §8.3).
public enum DragStartLocation: String, CaseIterable, Sendable {
    case grabber
    case content
}

/// One step of a scenario (INTERFACE §3). Panel ids are checked against the scene and state names
/// are resolved against the panel's layouts when the scenario is loaded.
public enum ScenarioStep {
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
    /// The container changes size (a rotation); layouts are re-resolved.
    case resize(SceneContainer)
}
