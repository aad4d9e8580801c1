import CSDL2
import Foundation

/// SDL's event queue: the one place the window takes SDL events from and puts events on. The
/// loop receives them already translated by `InputMapping` (a command, a pointer event, a resize,
/// a config change, quit), and scripts and other threads post typed events, so no SDL type
/// reaches the app.
final class SDLEventQueue {
    /// Translates what comes off the queue; it knows the window's size, to place fingers.
    var mapping: InputMapping
    private let waiter: SDLEventWaiter
    /// An event taken off the queue while waiting, handed out by the next `next()`.
    private var waitedEvent: SDL_Event?

    /// The queue of the window on the video driver named `driverName`; registers the event the
    /// config watcher's thread posts.
    init(driverName: String, windowSize: CGSize) {
        waiter = SDLEventWaiter(driverName: driverName)
        mapping = InputMapping(windowSize: windowSize)
        mapping.configChangedEventType = SDL_RegisterEvents(1)
    }

    /// The next event the sandbox acts on, or nil when none is waiting; events the sandbox ignores
    /// are dropped on the way.
    func next() -> InputMapping.Input? {
        if let event = waitedEvent {
            waitedEvent = nil
            if let input = mapping.input(from: event) { return input }
        }
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            if let input = mapping.input(from: event) { return input }
        }
        return nil
    }

    /// Sleeps until an event comes (true; `next()` returns it) or `timeoutMilliseconds` pass (false;
    /// nil waits for ever).
    func wait(timeoutMilliseconds: Int32?) -> Bool {
        var event = SDL_Event()
        guard waiter.wait(&event, timeoutMilliseconds: timeoutMilliseconds) else { return false }
        waitedEvent = event
        return true
    }

    /// A callback that wakes the loop to apply file changes, safe to call from any thread: it only
    /// posts an event; the loop reloads on its own thread.
    func makeConfigChangedPoster() -> @Sendable () -> Void {
        let eventType = mapping.configChangedEventType ?? 0
        return {
            var event = SDL_Event()
            event.type = eventType
            SDL_PushEvent(&event)
        }
    }

    // MARK: - Posting (scripts, benchmarks, other threads)

    /// Asks the loop to quit, as closing the window does; from any thread.
    static func postQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
    }

    /// A typed character (`SDL_TEXTINPUT`).
    static func postText(_ character: Character) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        let bytes = Array(String(character).utf8.prefix(31))
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        SDL_PushEvent(&event)
    }

    /// A key (`SDL_KEYDOWN`) with `modifiers` held.
    static func postKey(_ key: NamedKey, modifiers: KeyModifiers) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(key.keyCode.rawValue)
        event.key.keysym.mod = UInt16(modifiers.keymod.rawValue)
        SDL_PushEvent(&event)
    }

    /// The modifier keys held now (for the mouse, whose events carry none).
    static var heldModifiers: KeyModifiers {
        let state = SDL_GetModState().rawValue
        var held: KeyModifiers = []
        if state & KMOD_SHIFT.rawValue != 0 { held.insert(.shift) }
        if state & KMOD_CTRL.rawValue != 0 { held.insert(.control) }
        if state & KMOD_ALT.rawValue != 0 { held.insert(.alt) }
        return held
    }

    /// The left mouse button going down (`isDown`) or up at `point`, in window points.
    static func postLeftButton(isDown: Bool, at point: CGPoint) {
        var event = SDL_Event()
        event.type = (isDown ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = Int32(point.x.rounded())
        event.button.y = Int32(point.y.rounded())
        SDL_PushEvent(&event)
    }

    /// The mouse moving to `point` with the left button held.
    static func postLeftDrag(to point: CGPoint) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = Int32(point.x.rounded())
        event.motion.y = Int32(point.y.rounded())
        event.motion.state = CSDL2_ButtonMask(Int32(SDL_BUTTON_LEFT))
        SDL_PushEvent(&event)
    }

    /// A file dropped on the window (`SDL_DROPFILE`); SDL's copy of the path is freed when taken.
    static func postDroppedFile(_ path: String) {
        var event = SDL_Event()
        event.type = SDL_DROPFILE.rawValue
        event.drop.file = SDL_strdup(path)
        SDL_PushEvent(&event)
    }

    /// `notches` wheel notches at `point`; negative notches scroll toward the content's end.
    static func postWheel(at point: CGPoint, notches: Float) {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseY = notches
        event.wheel.y = Int32(notches)
        event.wheel.mouseX = Int32(point.x.rounded())
        event.wheel.mouseY = Int32(point.y.rounded())
        SDL_PushEvent(&event)
    }
}

/// The keys that type no character and still mean something to the window (and `z`, which
/// undoes with Ctrl held).
package enum NamedKey: Sendable {
    case escape, tab, f1, f2, up, down, left, right, enter, z

    /// SDL's code of the key.
    var keyCode: SDL_KeyCode {
        switch self {
        case .escape: SDLK_ESCAPE
        case .tab: SDLK_TAB
        case .f1: SDLK_F1
        case .f2: SDLK_F2
        case .up: SDLK_UP
        case .down: SDLK_DOWN
        case .left: SDLK_LEFT
        case .right: SDLK_RIGHT
        case .enter: SDLK_RETURN
        case .z: SDLK_z
        }
    }
}

/// Modifier keys held with a key.
package struct KeyModifiers: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1)
    package static let control = KeyModifiers(rawValue: 2)
    package static let alt = KeyModifiers(rawValue: 4)

    /// SDL's flags of the left-hand keys.
    var keymod: SDL_Keymod {
        var flags: UInt32 = 0
        if contains(.shift) { flags |= KMOD_LSHIFT.rawValue }
        if contains(.control) { flags |= KMOD_LCTRL.rawValue }
        if contains(.alt) { flags |= KMOD_LALT.rawValue }
        return SDL_Keymod(flags)
    }
}
