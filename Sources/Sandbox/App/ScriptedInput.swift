import CSDL2
import Foundation

/// SDL events a script makes up (the screenshot tour, the loop's tests): exactly what a user's
/// keyboard and mouse send, posted to SDL's queue, so scripted input goes through the same
/// mapping and routing as real input. Points are window points.
public enum ScriptedInput {
    /// A typed character (`SDL_TEXTINPUT`), e.g. `"k"` for the keyboard.
    public static func type(_ character: Character) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        let bytes = Array(String(character).utf8.prefix(31))
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        SDL_PushEvent(&event)
    }

    /// A key that types nothing (`SDL_KEYDOWN`), e.g. `SDLK_F2`, or a key with `modifiers`
    /// held, e.g. `SDLK_z` with `KMOD_LCTRL`.
    public static func press(_ key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        SDL_PushEvent(&event)
    }

    /// The mouse wheel turned `notches` away from the user (negative: toward) at `point`.
    public static func wheel(at point: CGPoint, notches: Float) {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseY = notches
        event.wheel.y = Int32(notches.rounded())
        event.wheel.mouseX = Int32(point.x.rounded())
        event.wheel.mouseY = Int32(point.y.rounded())
        SDL_PushEvent(&event)
    }

    /// The left mouse button going down at `point`.
    public static func mouseDown(at point: CGPoint) {
        postButton(SDL_MOUSEBUTTONDOWN, at: point)
    }

    /// The mouse moving to `point` with the left button held.
    public static func mouseDrag(to point: CGPoint) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = Int32(point.x.rounded())
        event.motion.y = Int32(point.y.rounded())
        event.motion.state = CSDL2_ButtonMask(Int32(SDL_BUTTON_LEFT))
        SDL_PushEvent(&event)
    }

    /// The left mouse button coming up at `point`.
    public static func mouseUp(at point: CGPoint) {
        postButton(SDL_MOUSEBUTTONUP, at: point)
    }

    private static func postButton(_ type: SDL_EventType, at point: CGPoint) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = Int32(point.x.rounded())
        event.button.y = Int32(point.y.rounded())
        SDL_PushEvent(&event)
    }
}
