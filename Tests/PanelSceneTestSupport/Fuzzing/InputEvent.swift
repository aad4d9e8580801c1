import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import TestSupport

/// One thing a user or the window does to a running scene.
enum InputEvent: CustomStringConvertible {
    case pointerDown(CGPoint, slop: CGFloat)
    case pointerMove(CGPoint, velocity: CGPoint)
    case pointerUp(CGPoint, velocity: CGPoint)
    case pointerCancel
    case wheel(CGPoint, delta: CGFloat)
    /// Keys 1…9: the `stateIndex`-th of the panel's states by coordinate, then `hidden`, then a
    /// state no layout has.
    case move(panel: Int, stateIndex: Int, animated: Bool)
    case show(panel: Int, animated: Bool)
    case hide(panel: Int, animated: Bool)
    case tapBackdrop(panel: Int)
    case present(panel: Int)
    case resize(CGSize, EdgeInsets)
    case rotate
    case keyboard(height: CGFloat)
    case reload(variant: Int)
    case frames(Int)
    /// No input until nothing moves: every attraction, transition and deceleration must end.
    case settle

    /// The event's kind, for the report's counts.
    var kind: String {
        switch self {
        case .pointerDown: return "pointer down"
        case .pointerMove: return "pointer move"
        case .pointerUp: return "pointer up"
        case .pointerCancel: return "pointer cancel"
        case .wheel: return "wheel"
        case .move: return "move"
        case .show: return "show"
        case .hide: return "hide"
        case .tapBackdrop: return "tap backdrop"
        case .present: return "present"
        case .resize: return "resize"
        case .rotate: return "rotate"
        case .keyboard: return "keyboard"
        case .reload: return "reload"
        case .frames: return "frames"
        case .settle: return "settle"
        }
    }

    var description: String {
        switch self {
        case .pointerDown(let point, let slop): return "pointer down at \(point) slop \(slop)"
        case .pointerMove(let point, let velocity): return "pointer move to \(point) velocity \(velocity)"
        case .pointerUp(let point, let velocity): return "pointer up at \(point) velocity \(velocity)"
        case .wheel(let point, let delta): return "wheel \(delta) at \(point)"
        case .move(let panel, let index, let animated):
            return "move panel \(panel) to state #\(index) animated \(animated)"
        case .show(let panel, let animated): return "show panel \(panel) animated \(animated)"
        case .hide(let panel, let animated): return "hide panel \(panel) animated \(animated)"
        case .tapBackdrop(let panel): return "tap the backdrop of panel \(panel)"
        case .present(let panel): return "present panel \(panel)"
        case .resize(let size, let insets): return "resize to \(size) safe area \(insets)"
        case .keyboard(let height): return "keyboard height \(height)"
        case .reload(let variant): return "reload variant \(variant)"
        case .frames(let count): return "\(count) frames"
        case .pointerCancel, .rotate, .settle: return kind
        }
    }
}

/// Chooses events the way people and windows produce them: mostly gestures on the panels,
/// sometimes absurd values (a resize to 0×0, a fling at a million points per second).
struct InputEventSource {
    var random: SplitMix64
    let variantCount: Int

    /// Container sizes beside the device presets: degenerate, odd and huge.
    static let oddSizes: [CGSize] = [
        CGSize(width: 0, height: 0), CGSize(width: 1, height: 1), CGSize(width: 1, height: 1000),
        CGSize(width: 1000, height: 1), CGSize(width: 37, height: 91), CGSize(width: 2, height: 2),
        CGSize(width: 320, height: 10_000), CGSize(width: 10_000, height: 10_000),
        CGSize(width: 1_000_000, height: 1_000_000), CGSize(width: 10_000_000, height: 1),
    ]

    /// The next event for the scene as it is now: touches aim at where the panels are, and a
    /// finger that is down mostly moves or lifts.
    mutating func next(runtime: SceneRuntime, finger: CGPoint?) -> InputEvent {
        let panels = runtime.panels
        let roll = Int.random(in: 0..<100, using: &random)
        if let finger, roll < 55 {
            switch roll {
            case 0..<45: return pointerMove(from: finger)
            case 45..<53: return .pointerUp(finger, velocity: velocity(scale: 1500))
            default: return .pointerCancel
            }
        }
        switch roll {
        case 0..<30: return .pointerDown(touchPoint(runtime), slop: random.pick([0, 0, 4, 10]))
        case 30..<40:
            return .frames(
                random.chance(0.8) ? Int.random(in: 1...5, using: &random) : Int.random(in: 6...90, using: &random))
        case 40..<47: return .wheel(touchPoint(runtime), delta: wheelDelta())
        case 47..<57 where !panels.isEmpty:
            return .move(
                panel: random.index(in: panels), stateIndex: Int.random(in: 0...6, using: &random),
                animated: random.chance(0.7))
        case 57..<61 where !panels.isEmpty: return .show(panel: random.index(in: panels), animated: random.chance(0.7))
        case 61..<64 where !panels.isEmpty: return .hide(panel: random.index(in: panels), animated: random.chance(0.7))
        case 64..<67 where !panels.isEmpty: return .tapBackdrop(panel: random.index(in: panels))
        case 67..<69 where !panels.isEmpty: return .present(panel: random.index(in: panels))
        case 69..<75: return resize()
        case 75..<77: return .rotate
        case 77..<79: return .keyboard(height: random.pick([0, 0, 216, 336, 5000]))
        case 79..<83 where variantCount > 0: return .reload(variant: Int.random(in: 0..<variantCount, using: &random))
        case 83..<86: return .settle
        default: return .frames(1)
        }
    }

    /// Mostly a panel's grabber or content, sometimes anywhere, sometimes far outside the window.
    private mutating func touchPoint(_ runtime: SceneRuntime) -> CGPoint {
        let size = runtime.stage.containerSize
        let shown = runtime.panels.filter { $0.controller.isShown }
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<8 where !shown.isEmpty:
            let frame = random.pick(shown).controller.grabberHandleFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        case 8..<13 where !shown.isEmpty:
            return point(in: random.pick(shown).controller.surfaceFrame)
        case 19:
            return CGPoint(x: random.pick([-1e6, -1, 1e6]), y: random.pick([-1e6, -1, 1e6]))
        default:
            return point(in: CGRect(x: -8, y: -8, width: size.width + 16, height: size.height + 16))
        }
    }

    private mutating func point(in rect: CGRect) -> CGPoint {
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return rect.origin }
        return CGPoint(
            x: rect.minX + CGFloat.random(in: 0..<1, using: &random) * rect.width,
            y: rect.minY + CGFloat.random(in: 0..<1, using: &random) * rect.height)
    }

    /// A step of the finger, mostly along one axis as a drag is, at the speed the step implies
    /// over a 60 Hz frame, or at an absurd speed.
    private mutating func pointerMove(from finger: CGPoint) -> InputEvent {
        let distance = random.pick([CGFloat(2), 10, 30, 30, 80, 300]) * (random.chance(0.5) ? 1 : -1)
        let magnitude = random.chance(0.01) ? distance * 10_000 : distance
        let vertical = random.chance(0.7)
        let jitter = CGFloat.random(in: -3...3, using: &random)
        let delta = vertical ? CGPoint(x: jitter, y: magnitude) : CGPoint(x: magnitude, y: jitter)
        let point = CGPoint(x: finger.x + delta.x, y: finger.y + delta.y)
        let velocity = random.chance(0.05) ? velocity(scale: 1_000_000) : CGPoint(x: delta.x * 60, y: delta.y * 60)
        return .pointerMove(point, velocity: velocity)
    }

    private mutating func velocity(scale: CGFloat) -> CGPoint {
        if random.chance(0.1) { return .zero }
        return CGPoint(
            x: CGFloat.random(in: -scale...scale, using: &random), y: CGFloat.random(in: -scale...scale, using: &random)
        )
    }

    private mutating func wheelDelta() -> CGFloat {
        random.chance(0.02) ? random.pick([1e6, -1e6, 0]) : CGFloat.random(in: -300...300, using: &random)
    }

    private mutating func resize() -> InputEvent {
        if random.chance(0.5) {
            let preset = random.pick(DevicePreset.all)
            return .resize(preset.size, preset.safeArea)
        }
        let size = random.pick(Self.oddSizes)
        let insets = random.pick([
            EdgeInsets(), EdgeInsets(top: 59, bottom: 34),
            EdgeInsets(top: 500, left: 500, bottom: 500, right: 500),
            EdgeInsets(
                top: CGFloat.random(in: 0...100, using: &random), left: CGFloat.random(in: 0...100, using: &random),
                bottom: CGFloat.random(in: 0...100, using: &random), right: CGFloat.random(in: 0...100, using: &random)),
        ])
        return .resize(size, insets)
    }
}
