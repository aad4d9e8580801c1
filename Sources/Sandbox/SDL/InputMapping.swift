import CSDL2
import FloatingPanel
import Foundation
import PanelConfig

/// Every conversion of SDL's input types (event kinds, keycodes, mouse buttons, fingers, wheel
/// directions) into the sandbox's own: one place to read how a key or a click becomes a command
/// or a pointer event.
struct InputMapping {
    /// Points scrolled per wheel notch (about three lines of a list, as desktop toolkits scroll).
    static let pointsPerWheelNotch: CGFloat = 40

    /// Window size in points, to place fingers (SDL gives them in 0…1).
    var windowSize: CGSize
    /// SDL's window coordinates per point: 1, except on a window drawn at a pixel density the
    /// driver does not know (`SandboxOptions.pixelDensity`), whose coordinates are pixels.
    var windowUnitsPerPoint: CGFloat = 1
    /// The event type the config watcher's thread posts (from `SDL_RegisterEvents`).
    var configChangedEventType: UInt32?
    /// The finger that drives the pointer; others are ignored (one finger at a time, as the stage).
    private var activeFinger: SDL_FingerID?

    init(windowSize: CGSize) {
        self.windowSize = windowSize
    }

    /// What an SDL event means for the sandbox.
    enum Input {
        case pointer(PointerEvent)
        case command(SandboxCommand)
        case windowResized
        /// A watched config file changed.
        case configChanged
        /// A file dropped on the window (a reference motion), its path.
        case droppedFile(String)
        case quit
    }

    /// The meaning of `event`, or nil for events the sandbox ignores.
    mutating func input(from event: SDL_Event) -> Input? {
        let time = Double(event.common.timestamp) / 1000
        if let configChangedEventType, event.type == configChangedEventType { return .configChanged }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED { return .windowResized }
            if kind == SDL_WINDOWEVENT_FOCUS_LOST { return .pointer(.cancelled) }
            return nil
        case SDL_KEYDOWN:
            // Keys that type no character; the others arrive as SDL_TEXTINPUT.
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_ESCAPE.rawValue): return .command(.dismiss)
            case Int(SDLK_TAB.rawValue): return .command(.focusNextPanel)
            case Int(SDLK_F1.rawValue): return .command(.previousPreset)
            case Int(SDLK_F2.rawValue): return .command(.nextPreset)
            case Int(SDLK_F12.rawValue): return .command(.screenshot)
            case Int(SDLK_UP.rawValue): return .command(.selectionUp)
            case Int(SDLK_DOWN.rawValue): return .command(.selectionDown)
            case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .command(.confirm)
            case Int(SDLK_LEFT.rawValue), Int(SDLK_RIGHT.rawValue):
                let direction = Int(event.key.keysym.sym) == Int(SDLK_LEFT.rawValue) ? -1 : 1
                return .command(.adjustValue(direction: direction, scale: Self.stepScale(event.key.keysym.mod)))
            case Int(SDLK_z.rawValue) where Self.holds(event.key.keysym.mod, KMOD_CTRL):
                return .command(Self.holds(event.key.keysym.mod, KMOD_SHIFT) ? .redoValue : .undoValue)
            default: return nil
            }
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return text.first.flatMap(SandboxCommand.init(character:)).map(Input.command)
        case SDL_MOUSEBUTTONDOWN where Self.isRealLeftButton(event.button):
            return .pointer(.down(point(event.button.x, event.button.y), time: time))
        case SDL_MOUSEMOTION where event.motion.which != CSDL2_TouchMouseID():
            guard event.motion.state & CSDL2_ButtonMask(Int32(SDL_BUTTON_LEFT)) != 0 else { return nil }
            return .pointer(.moved(point(event.motion.x, event.motion.y), time: time))
        case SDL_MOUSEBUTTONUP where Self.isRealLeftButton(event.button):
            return .pointer(.up(point(event.button.x, event.button.y), time: time))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // Wheel y is positive away from the user, which brings the content's start into view.
            let delta = CGVector(
                dx: CGFloat(wheel.preciseX) * flip * Self.pointsPerWheelNotch,
                dy: -CGFloat(wheel.preciseY) * flip * Self.pointsPerWheelNotch)
            return .pointer(.wheel(point(wheel.mouseX, wheel.mouseY), delta: delta))
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .droppedFile(String(cString: file))
        case SDL_FINGERDOWN:
            guard activeFinger == nil else { return nil }
            activeFinger = event.tfinger.fingerId
            return .pointer(.down(fingerPoint(event.tfinger), time: time))
        case SDL_FINGERMOTION where event.tfinger.fingerId == activeFinger:
            return .pointer(.moved(fingerPoint(event.tfinger), time: time))
        case SDL_FINGERUP where event.tfinger.fingerId == activeFinger:
            activeFinger = nil
            return .pointer(.up(fingerPoint(event.tfinger), time: time))
        default:
            return nil
        }
    }

    /// Whether the modifier state `mod` holds either key of `modifier` (e.g. left or right Shift).
    private static func holds(_ mod: UInt16, _ modifier: SDL_Keymod) -> Bool {
        UInt32(mod) & modifier.rawValue != 0
    }

    /// Shift for ten steps, Alt for a tenth (Shift wins when both are held).
    private static func stepScale(_ mod: UInt16) -> StepScale {
        if holds(mod, KMOD_SHIFT) { return .coarse }
        return holds(mod, KMOD_ALT) ? .fine : .normal
    }

    /// The left button of a real mouse: SDL also reports touches as mouse events, which the
    /// finger events already cover.
    private static func isRealLeftButton(_ button: SDL_MouseButtonEvent) -> Bool {
        button.button == UInt8(SDL_BUTTON_LEFT) && button.which != CSDL2_TouchMouseID()
    }

    /// Window coordinates in points.
    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / windowUnitsPerPoint, y: CGFloat(y) / windowUnitsPerPoint)
    }

    private func fingerPoint(_ finger: SDL_TouchFingerEvent) -> CGPoint {
        CGPoint(x: CGFloat(finger.x) * windowSize.width, y: CGFloat(finger.y) * windowSize.height)
    }
}
