import CWebP
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An animated WebP written frame by frame with libwebp's animation encoder (`WebPAnimEncoder`
/// from libwebpmux, Debian's libwebp-dev): lossless, so every pixel is the drawn one (no palette,
/// unlike the GIF), looping forever. The encoder stores each frame as the rectangle that changed
/// and shows a frame that changed nothing as a longer showing of the one before.
final class WebPWriter {
    /// A WebP that could not be written, with libwebp's reason.
    struct WriteError: Error, CustomStringConvertible {
        /// What failed, for a message.
        let description: String
    }

    private var encoder: OpaquePointer?
    private var descriptor: Int32
    private let path: String
    private var picture = WebPPicture()
    private var config = WebPConfig()
    /// Frames given so far.
    private(set) var frameCount = 0

    /// The effort of libwebp's lossless preset, 0 (fastest) to 9 (smallest): its default, which
    /// at these pictures' flat colours makes files within a few per cent of the smallest.
    static let losslessLevel: Int32 = 6

    /// Opens `path` for a `width` × `height` animation.
    init(path: String, width: Int, height: Int) throws {
        self.path = path
        // Opened before any frame is encoded, so an unwritable path fails at once, as the GIF's does.
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Self.systemFailure(path)
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0,
            WebPConfigLosslessPreset(&config, Self.losslessLevel) != 0, WebPPictureInit(&picture) != 0
        else {
            Foundation.close(descriptor)
            throw WriteError(description: "cannot write \(path): this libwebp does not match its headers")
        }
        options.anim_params.loop_count = 0
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        guard WebPPictureAlloc(&picture) != 0,
            let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
        else {
            WebPPictureFree(&picture)
            Foundation.close(descriptor)
            throw WriteError(description: "cannot write \(path): no memory for a \(width)×\(height) animation")
        }
        self.encoder = encoder
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
        WebPPictureFree(&picture)
        if descriptor >= 0 { Foundation.close(descriptor) }
    }

    /// Adds `surface` (32-bit ARGB, the animation's size) as the frame shown from `timestamp`
    /// milliseconds on.
    func add(_ surface: SDLSurface, timestamp: Int) throws {
        guard let encoder else { throw WriteError(description: "\(path): the WebP is already closed") }
        precondition(
            surface.width == Int(picture.width) && surface.height == Int(picture.height),
            "a \(surface.width)×\(surface.height) frame for \(picture.width)×\(picture.height)")
        let argb = picture.argb!
        let stride = Int(picture.argb_stride)
        // SDL's ARGB pixels are libwebp's: a 32-bit value, alpha in the top byte.
        surface.forEachRow { y, row in
            (argb + y * stride).update(from: row.baseAddress!, count: row.count)
        }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw failure("encode a frame of")
        }
        frameCount += 1
    }

    /// Ends the last frame at `timestamp` milliseconds and writes the file.
    func close(endingAt timestamp: Int) throws {
        guard let encoder else { return }
        defer {
            WebPAnimEncoderDelete(encoder)
            self.encoder = nil
        }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamp), nil) != 0 else {
            throw failure("end the last frame of")
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure("assemble") }
        var written = 0
        while written < data.size {
            let count = write(descriptor, data.bytes + written, data.size - written)
            guard count > 0 else { throw Self.systemFailure(path) }
            written += count
        }
        let status = Foundation.close(descriptor)
        descriptor = -1
        guard status == 0 else { throw Self.systemFailure(path) }
    }

    /// The system's reason, as the GIF's writer words it.
    private static func systemFailure(_ path: String) -> WriteError {
        WriteError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }

    private func failure(_ what: String) -> WriteError {
        let reason = encoder.flatMap { WebPAnimEncoderGetError($0) }.map { String(cString: $0) } ?? ""
        return WriteError(description: "cannot \(what) \(path): \(reason.isEmpty ? "libwebp failed" : reason)")
    }
}
