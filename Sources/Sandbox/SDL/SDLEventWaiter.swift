import CSDL2
import Foundation

/// Sleeps until an SDL event comes, without costing CPU on any video driver.
///
/// SDL 2.26's `SDL_WaitEvent` blocks in the driver only when the driver can block (x11,
/// wayland); with the offscreen and dummy drivers it polls every millisecond (`SDL_Delay(1)`),
/// a few percent of a core for a window that draws nothing (the idle goal allows 1 %). There this
/// waits on a semaphore instead, signalled by an `SDL_AddEventWatch` callback, which SDL calls
/// for every event pushed from any thread (the config watcher's wake event, a benchmark's
/// `SDL_QUIT`, the window events offscreen makes).
final class SDLEventWaiter {
    /// Drivers whose `SDL_WaitEvent` polls.
    static let pollingDrivers: Set<String> = ["offscreen", "dummy"]
    /// How long to wait for a signalled event to reach the queue: SDL calls its watchers just
    /// before it adds the event (`SDL_PushEvent`), so it can lag the signal by a moment.
    private static let arrivalMilliseconds: Int32 = 10

    /// Whether the driver blocks by itself (then SDL_WaitEvent is used as is).
    let driverBlocks: Bool
    private let semaphore = DispatchSemaphore(value: 0)

    /// A waiter for the video driver named `driverName` (`SDL_GetCurrentVideoDriver`).
    init(driverName: String) {
        driverBlocks = !Self.pollingDrivers.contains(driverName)
        if !driverBlocks { SDL_AddEventWatch(Self.signal, userData) }
    }

    deinit {
        if !driverBlocks { SDL_DelEventWatch(Self.signal, userData) }
    }

    /// Waits for the next event up to `timeoutMilliseconds` (nil: for ever); true with the event
    /// in `event`, false when the time ran out.
    func wait(_ event: inout SDL_Event, timeoutMilliseconds: Int32?) -> Bool {
        guard !driverBlocks else {
            guard let timeoutMilliseconds else { return SDL_WaitEvent(&event) == 1 }
            return SDL_WaitEventTimeout(&event, timeoutMilliseconds) == 1
        }
        let deadline = timeoutMilliseconds.map { DispatchTime.now() + .milliseconds(Int($0)) } ?? .distantFuture
        // Signals of events handled while the loop was busy would each wake it for nothing.
        while semaphore.wait(timeout: .now()) == .success {}
        while true {
            if SDL_PollEvent(&event) == 1 { return true }
            guard semaphore.wait(timeout: deadline) == .success else { return SDL_PollEvent(&event) == 1 }
            if SDL_WaitEventTimeout(&event, Self.arrivalMilliseconds) == 1 { return true }
        }
    }

    /// The semaphore, as the watcher's user data (the waiter owns it and outlives the watch).
    private var userData: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(semaphore).toOpaque()
    }

    /// The event watch: wakes the waiting thread. Runs on the pushing thread, so it only signals.
    /// `SDL_PollEvent` itself pushes an `SDL_POLLSENTINEL` each poll cycle, which must not wake
    /// the loop (it would poll for ever).
    private static let signal: SDL_EventFilter = { userData, event in
        guard let userData, event?.pointee.type != SDL_POLLSENTINEL.rawValue else { return 0 }
        Unmanaged<DispatchSemaphore>.fromOpaque(userData).takeUnretainedValue().signal()
        return 0
    }
}
