#if os(Linux)
    import Glibc

    /// Turns the inotify events of watched files into "this file's content may have completed
    /// changing", whatever way the editor saves.
    ///
    /// Editors save in different ways, and each way ends with a different event: an in-place or
    /// truncating write ends with `IN_CLOSE_WRITE`, a temp-file rename with `IN_MOVED_TO`, vim's
    /// backup dance with `IN_MOVED_FROM`, `IN_CREATE` … `IN_CLOSE_WRITE`, a delete with `IN_DELETE`.
    /// Each of those completes a change. `IN_MODIFY` alone does not: the writer still has the file
    /// open, and what is on disk may be half of what it will be, so such a file is held back until
    /// its writer closes it.
    struct SaveTracker {
        /// Files whose last completing event has not been taken yet.
        private(set) var changed: Set<String> = []
        /// Files written (`IN_MODIFY`) since their last completing event: a writer has them open.
        private(set) var beingWritten: Set<String> = []

        /// The events that complete a change of a file's content or existence.
        static let completingMask = UInt32(
            bitPattern: IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)

        /// Records one event of the watched file `path`.
        mutating func record(_ event: InotifyEvent, path: String) {
            // A record may carry several bits; a completing one wins over a write in the same record.
            if event.has(IN_MODIFY) { beingWritten.insert(path) }
            if event.mask & Self.completingMask != 0 {
                beingWritten.remove(path)
                changed.insert(path)
            }
        }

        /// Events of `paths` were lost (`IN_Q_OVERFLOW`) or their directory went away: any of them may
        /// have changed, and nothing is known about their writers any more.
        mutating func recordLostEvents(of paths: Set<String>) {
            changed.formUnion(paths)
            beingWritten.subtract(paths)
        }

        /// Forgets files that are no longer watched.
        mutating func keep(only paths: Set<String>) {
            changed.formIntersection(paths)
            beingWritten.formIntersection(paths)
        }

        /// Whether `takeCompleted()` would return anything.
        var hasCompleted: Bool { !changed.isSubset(of: beingWritten) }

        /// The changed files no writer holds open; they are forgotten until their next event.
        mutating func takeCompleted() -> Set<String> {
            let completed = changed.subtracting(beingWritten)
            changed.subtract(completed)
            return completed
        }
    }
#endif
