import CSDL2

/// SDL's video and event subsystems, held for as long as a window may exist.
final class SDLVideo {
    /// Starts the video and event subsystems; fails when there is no display to talk to.
    init() throws {
        try SDLError.check(SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS), "SDL_InitSubSystem(video)")
    }

    deinit { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }

    /// The part of the first display windows may use (without panels and docks), in SDL's
    /// screen coordinates; nil when SDL cannot tell.
    var usableDisplaySize: (width: Int, height: Int)? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return (Int(bounds.w), Int(bounds.h))
    }

    /// The name of the video driver in use, e.g. `x11`, `wayland`, `offscreen`.
    var driverName: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }
}

/// An owned `SDL_Window`, sized in points and HiDPI-aware.
final class SDLWindow {
    /// The wrapped window; valid for the life of this object.
    let pointer: OpaquePointer
    private let video: SDLVideo

    /// Opens a centred, resizable window of `width` × `height` points; a `hidden` one appears
    /// with `show()`.
    init(video: SDLVideo, title: String, width: Int, height: Int, hidden: Bool = false) throws {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        guard
            let window = SDL_CreateWindow(
                title, CSDL2_WindowPosCentered(), CSDL2_WindowPosCentered(), Int32(width), Int32(height), flags)
        else { throw SDLError("SDL_CreateWindow") }
        pointer = window
        self.video = video
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// The size of the window's client area in points (SDL's "screen coordinates").
    var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Resizes the client area to `width` × `height` points.
    func setSize(width: Int, height: Int) {
        SDL_SetWindowSize(pointer, Int32(width), Int32(height))
    }

    /// Shows a window opened hidden.
    func show() {
        SDL_ShowWindow(pointer)
    }

    /// The smallest size a user may resize the window to, in points.
    func setMinimumSize(width: Int, height: Int) {
        SDL_SetWindowMinimumSize(pointer, Int32(width), Int32(height))
    }

    /// Changes the window's title bar text.
    func setTitle(_ title: String) {
        SDL_SetWindowTitle(pointer, title)
    }

    /// The display's refresh rate in hertz, 60 when SDL does not know it; its inverse is the
    /// engine's fixed step (Docs/engine.md §5.3).
    var refreshRate: Int {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(pointer)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Int(mode.refresh_rate)
    }
}
