import Foundation

/// Small files that declare far more picture than they hold (Docs/reference.md "Limits"), built
/// byte by byte as an attacker would: each is a few kilobytes.
enum HostileRecordings {
    /// A GIF whose logical screen is `side` × `side` pixels, holding `frames` 1 × 1 frames of 2 cs.
    static func gif(side: Int, frames: Int) -> Data {
        var bytes = Array("GIF89a".utf8) + le16(side) + le16(side) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        for index in 0..<frames {
            // A graphic control extension (2 cs), then a 1 × 1 image: LZW minimum code size 2,
            // the codes clear, 0 and end packed in two bytes.
            bytes += [0x21, 0xF9, 4, 0, 2, 0, 0, 0]
            bytes += [0x2C] + le16(index % 100) + le16(index / 100) + le16(1) + le16(1) + [0]
            bytes += [2, 2, 0x44, 0x01, 0]
        }
        return Data(bytes + [0x3B])
    }

    /// An animated WebP whose canvas is `side` × `side` pixels, holding `frames` 1 × 1 lossless frames.
    static func webP(side: Int, frames: Int) -> Data {
        // A 1 × 1 lossless (VP8L) picture.
        let picture: [UInt8] = [0x2F, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xFE, 0x07, 0x00]
        var body = Array("WEBP".utf8)
        body += chunk("VP8X", [0x12, 0, 0, 0] + le24(side - 1) + le24(side - 1))
        body += chunk("ANIM", [0, 0, 0, 0, 0, 0])
        for _ in 0..<frames {
            body += chunk("ANMF", le24(0) + le24(0) + le24(0) + le24(0) + le24(100) + [0] + chunk("VP8L", picture))
        }
        return Data(Array("RIFF".utf8) + le32(body.count) + body)
    }

    /// An MP4 with its `moov` box moved before the media, as phones and `-movflags faststart`
    /// write it, so that a file cut short still opens.
    static func movingIndexFirst(_ mp4: Data) -> Data {
        let bytes = [UInt8](mp4)
        var boxes: [(type: String, range: Range<Int>)] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            let size = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard size >= 8, offset + size <= bytes.count else { break }
            boxes.append(
                (String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self), offset..<(offset + size)))
            offset += size
        }
        guard let ftyp = boxes.first(where: { $0.type == "ftyp" }),
            let moovBox = boxes.first(where: { $0.type == "moov" })
        else { return mp4 }
        var moov = Array(bytes[moovBox.range])
        // Every chunk offset moves by the index's own size.
        if let stco = (0..<(moov.count - 4)).first(where: { moov[$0..<($0 + 4)].elementsEqual("stco".utf8) }) {
            let count = moov[(stco + 8)..<(stco + 12)].reduce(0) { $0 << 8 | Int($1) }
            for entry in 0..<count {
                let at = stco + 12 + 4 * entry
                let value = moov[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } + moov.count
                moov.replaceSubrange(at..<(at + 4), with: be32(value))
            }
        }
        let rest = boxes.filter { $0.type != "ftyp" && $0.type != "moov" }.flatMap { bytes[$0.range] }
        return Data(Array(bytes[ftyp.range]) + moov + rest)
    }

    private static func chunk(_ tag: String, _ data: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private static func le24(_ value: Int) -> [UInt8] { le16(value) + [UInt8(value >> 16 & 0xFF)] }
    private static func le32(_ value: Int) -> [UInt8] { le24(value) + [UInt8(value >> 24 & 0xFF)] }
    private static func be32(_ value: Int) -> [UInt8] { le32(value).reversed() }
}
