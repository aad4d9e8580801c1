import CSDL2
import Foundation

/// Process-wide start-up of the SDL add-on libraries, done once.
///
/// SDL_ttf must be initialised before any font is opened; it is reference counted by SDL_ttf itself,
/// but we only ever need it once for the life of the process, so it is never shut down.
enum SDLLibraries {
    private static let lock = NSLock()
    /// Read and written only while `lock` is held.
    nonisolated(unsafe) private static var fontsReady = false

    /// Initialises SDL_ttf if it is not yet.
    static func initializeFonts() throws {
        lock.lock()
        defer { lock.unlock() }
        if fontsReady { return }
        try SDLError.check(TTF_Init(), "TTF_Init")
        fontsReady = true
    }
}
