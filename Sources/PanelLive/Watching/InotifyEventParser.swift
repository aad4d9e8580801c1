#if os(Linux)
    import Glibc

    /// One record read from an inotify descriptor (`struct inotify_event`).
    struct InotifyEvent: Equatable {
        /// The watch descriptor of the directory the event happened in; -1 for a queue overflow.
        var watchDescriptor: Int32
        /// `IN_*` bits.
        var mask: UInt32
        /// Pairs an `IN_MOVED_FROM` with its `IN_MOVED_TO`.
        var cookie: UInt32
        /// The file's name inside the watched directory; empty for events on the directory itself.
        var name: String

        func has(_ bit: Int32) -> Bool { mask & UInt32(bitPattern: bit) != 0 }
    }

    /// Splits the bytes read from an inotify descriptor into events.
    ///
    /// Bytes are fed as they are read; a record cut off at the end of one read is completed by the
    /// next one, so no event is lost or misread whatever the reads' boundaries are.
    struct InotifyEventParser {
        /// `sizeof(struct inotify_event)` without the name: wd, mask, cookie, len.
        static let headerSize = MemoryLayout<inotify_event>.size

        /// Bytes of an incomplete record left over from the previous call.
        private var remainder: [UInt8] = []

        /// Appends `bytes` and returns every record now complete, in order.
        mutating func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
            remainder.append(contentsOf: bytes)
            var events: [InotifyEvent] = []
            var offset = 0
            remainder.withUnsafeBytes { buffer in
                while buffer.count - offset >= Self.headerSize {
                    let nameLength = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let recordSize = Self.headerSize + nameLength
                    guard buffer.count - offset >= recordSize else { break }
                    let nameBytes = buffer[(offset + Self.headerSize)..<(offset + recordSize)]
                    // The name is NUL-padded to an alignment boundary.
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    events.append(
                        InotifyEvent(
                            watchDescriptor: buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            mask: buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            cookie: buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self),
                            name: name))
                    offset += recordSize
                }
            }
            remainder.removeFirst(offset)
            return events
        }
    }
#endif
