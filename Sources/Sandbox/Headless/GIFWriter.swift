import CGIF
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An animated GIF written frame by frame with giflib (Debian's libgif): GIF89a, one global
/// palette, looping forever. Each frame after the first is only the rectangle that changed since
/// the frame before (the rest stays, disposal "do not dispose"), which keeps files small.
final class GIFWriter {
    /// A GIF that could not be written, with giflib's reason.
    struct WriteError: Error, CustomStringConvertible {
        /// What failed, for a message.
        let description: String
    }

    private var file: UnsafeMutablePointer<GifFileType>?
    private let path: String
    private let width: Int
    private let height: Int
    private var palette: GIFPalette?
    /// The frame being written and the one before it, as palette indices.
    private var indices: [UInt8]
    private var previous: [UInt8]
    /// Frames written so far.
    private(set) var frameCount = 0

    /// Opens `path` for a `width` × `height` animation; its palette comes from the first frame.
    init(path: String, width: Int, height: Int) throws {
        self.path = path
        self.width = width
        self.height = height
        indices = [UInt8](repeating: 0, count: width * height)
        previous = indices
        var error: Int32 = 0
        // Opened here rather than by giflib, which would create the file readable by its owner only.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        guard let file = EGifOpenFileHandle(descriptor, &error) else {
            Foundation.close(descriptor)
            throw Self.failure("open", error, path)
        }
        self.file = file
        EGifSetGifVersion(file, true)
    }

    /// The screen in the palette of `first` (the scene's map, surfaces and text), then the loop.
    private func start(_ file: UnsafeMutablePointer<GifFileType>, with first: SDLSurface) throws -> GIFPalette {
        var sample = [UInt32]()
        sample.reserveCapacity(width * height)
        first.forEachRow { _, row in sample.append(contentsOf: row) }
        let palette = GIFPalette(sample: sample, width: width, height: height)
        let map = palette.makeColorMap()
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map), "write the screen of")
        // The NETSCAPE2.0 application extension: loop count 0, forever.
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "start the loop block of")
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(file, 11, &application), "write the loop block of")
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(file, 3, &loop), "write the loop count of")
        try check(EGifPutExtensionTrailer(file), "end the loop block of")
        return palette
    }

    deinit {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Adds `surface` (32-bit ARGB, the animation's size) as a frame shown for `delay` centiseconds,
    /// each pixel the nearest colour of the palette.
    func add(_ surface: SDLSurface, delay: Int) throws {
        guard let file else { throw WriteError(description: "\(path): the GIF is already closed") }
        precondition(
            surface.width == width && surface.height == height,
            "a \(surface.width)×\(surface.height) frame for \(width)×\(height)")
        // Moved out while mapping, so that its look-up table is not copied.
        var palette = try self.palette ?? start(file, with: surface)
        self.palette = nil
        defer { self.palette = palette }
        let width = width
        indices.withUnsafeMutableBufferPointer { buffer in
            surface.forEachRow { y, row in
                let start = y * width
                for x in 0..<row.count { buffer[start + x] = palette.index(of: row[x]) }
            }
        }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(max(0, min(delay, 65535))),
            TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "write a delay to")
        let rect = changedRect()
        try check(
            EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil),
            "start a frame of")
        try indices.withUnsafeBufferPointer { buffer in
            let base = UnsafeMutablePointer(mutating: buffer.baseAddress!)
            for y in rect.y..<(rect.y + rect.height) {
                try check(EGifPutLine(file, base + y * width + rect.x, Int32(rect.width)), "write a frame to")
            }
        }
        swap(&previous, &indices)
        frameCount += 1
    }

    /// Finishes the file.
    func close() throws {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw Self.failure("finish", error, path) }
    }

    /// The smallest rectangle holding every pixel that differs from the last frame (all of the
    /// first frame; one pixel when nothing changed, since a GIF frame cannot be empty).
    private func changedRect() -> (x: Int, y: Int, width: Int, height: Int) {
        guard frameCount > 0 else { return (0, 0, width, height) }
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            let row = y * width
            guard let first = (0..<width).first(where: { indices[row + $0] != previous[row + $0] }) else { continue }
            let last = (first..<width).last { indices[row + $0] != previous[row + $0] } ?? first
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status == GIF_OK else { throw Self.failure(what, file?.pointee.Error ?? 0, path) }
    }

    private static func failure(_ what: String, _ code: Int32, _ path: String) -> WriteError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return WriteError(description: "cannot \(what) \(path): \(reason)")
    }
}
