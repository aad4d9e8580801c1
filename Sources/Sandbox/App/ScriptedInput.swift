import Foundation

/// Input a script makes up (the screenshot tour, the loop's tests, the harnesses): exactly the
/// events a user's keyboard and mouse send, posted to SDL's queue, so scripted input goes through
/// the same mapping and routing as real input. Points are window points.
package enum ScriptedInput {
    /// A typed character, e.g. `"k"` for the keyboard.
    package static func type(_ character: Character) {
        SDLEventQueue.postText(character)
    }

    /// A key that types nothing, e.g. `.f2`, or a key with `modifiers` held, e.g. `.z` with
    /// `.control`.
    package static func press(_ key: NamedKey, modifiers: KeyModifiers = []) {
        SDLEventQueue.postKey(key, modifiers: modifiers)
    }

    /// The left mouse button going down at `point`.
    package static func mouseDown(at point: CGPoint) {
        SDLEventQueue.postLeftButton(isDown: true, at: point)
    }

    /// The mouse moving to `point` with the left button held.
    package static func mouseDrag(to point: CGPoint) {
        SDLEventQueue.postLeftDrag(to: point)
    }

    /// The left mouse button coming up at `point`.
    package static func mouseUp(at point: CGPoint) {
        SDLEventQueue.postLeftButton(isDown: false, at: point)
    }

    /// `notches` wheel notches at `point`; negative notches scroll toward the content's end.
    package static func wheel(at point: CGPoint, notches: Float) {
        SDLEventQueue.postWheel(at: point, notches: notches)
    }

    /// A file dropped on the window at `path`.
    package static func dropFile(_ path: String) {
        SDLEventQueue.postDroppedFile(path)
    }

    /// Asks the window to quit, as closing it does; from any thread.
    package static func quit() {
        SDLEventQueue.postQuit()
    }
}
