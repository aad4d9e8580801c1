import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where work that must not hold up the frame loop runs: a thread of its own per piece of work,
/// started below the priority of the thread that starts it (the loop's).
///
/// On a two-core machine a 10 MB scene parse and the values card's file write at the loop's own
/// priority each take a core for whole scheduler slices, and a frame that wakes behind them
/// waits (Docs/performance.md, "values change"). Ten nice steps lower, the scheduler gives the loop its
/// core as soon as it wakes. A thread per piece of work, not dispatch's shared threads: a
/// lowered thread cannot be raised again without privileges, and the shared threads also carry
/// the live link's sends to pages, which must not run lowered.
package enum BackgroundWork {
    /// How much higher a background thread's nice value is than the thread that starts it
    /// (19 is the lowest priority there is).
    package static let niceness: Int32 = 10

    /// Runs `work` on a new thread `niceness` below the caller's priority; returns at once.
    package static func start(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread {
            // On Linux the nice value is a thread's own, and a new thread starts at its
            // creator's: `who` 0 names this thread only.
            let which = __priority_which_t(PRIO_PROCESS.rawValue)
            setpriority(which, 0, min(19, getpriority(which, 0) + niceness))
            work()
        }
        thread.start()
    }
}
