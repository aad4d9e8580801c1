import Foundation

/// A GIF's first frames as a file of its own, the way a person trims a recording: the header, the
/// extensions before each kept image, and the trailer.
public enum GIFFrames {
    /// `gif` with only its first `count` images; nil when it is not a GIF this reads.
    public static func prefix(_ gif: Data, frames count: Int) -> Data? {
        let bytes = [UInt8](gif)
        guard bytes.count > 13, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
        var offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 7) + 1) }
        var kept = Array(bytes[0..<offset])
        var images = 0
        /// The end of the data sub-blocks that start at `start`.
        func blocksEnd(_ start: Int) -> Int? {
            var index = start
            while index < bytes.count, bytes[index] != 0 { index += Int(bytes[index]) + 1 }
            return index < bytes.count ? index + 1 : nil
        }
        while offset < bytes.count, bytes[offset] != 0x3B, images < count {
            let start = offset
            switch bytes[offset] {
            case 0x21:
                guard let end = blocksEnd(offset + 2) else { return nil }
                offset = end
            case 0x2C:
                guard offset + 10 < bytes.count else { return nil }
                let flags = bytes[offset + 9]
                offset += 10
                if flags & 0x80 != 0 { offset += 3 << (Int(flags & 7) + 1) }
                guard let end = blocksEnd(offset + 1) else { return nil }
                offset = end
                images += 1
            default:
                return nil
            }
            kept += bytes[start..<offset]
        }
        return Data(kept + [0x3B])
    }
}
