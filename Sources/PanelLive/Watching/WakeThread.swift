import Foundation
import PanelScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread blocked in `poll()` on a watcher's event descriptor (or sleeping there for the
/// backend's scan interval when it has none) that calls back when a watched file has completed
/// changing, so a loop sleeping in its event wait (SDL_WaitEvent) wakes up at once.
///
/// The thread reads the events itself (under the backend's lock), so irrelevant events (other
/// files, writes still in progress) never wake the loop, and a readable descriptor is never left
/// unread to spin `poll()`.
final class WakeThread {
    /// Written once to end the thread: `poll()` watches it beside the inotify descriptor.
    private let stopWriter: Int32

    init(backend: any WatchBackend, onChange: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            // Without a stop pipe the thread could not be ended; the loop can still drain each frame.
            stopWriter = -1
            return
        }
        stopWriter = ends[1]
        let stopReader = ends[0]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let thread = Thread {
            Self.run(backend: backend, stopReader: stopReader, onChange: onChange)
            close(stopReader)
        }
        thread.name = "config-watcher"
        thread.start()
    }

    /// Ends the thread (it finishes a callback under way first).
    func stop() {
        guard stopWriter >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
        close(stopWriter)
    }

    private static func run(backend: any WatchBackend, stopReader: Int32, onChange: () -> Void) {
        // A negative descriptor is ignored by poll(): a polling backend only sleeps there.
        var requests = [
            pollfd(fd: backend.eventDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = backend.eventDescriptor == nil ? Int32(clamping: Int(backend.scanInterval.milliseconds)) : -1
        while true {
            let ready = poll(&requests, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0, requests[1].revents == 0 else { return }
            let looked = timeout >= 0 || requests[0].revents & Int16(POLLIN) != 0
            if looked, backend.readAvailableEvents() { onChange() }
        }
    }
}
