import CWebP
import Foundation

/// Decodes an animated WebP with libwebp's animation decoder (FFmpeg 5 reads only still WebP)
/// into band profiles.
enum WebPFrameReader {
    /// Whether `data` starts as a WebP file does (`RIFF…WEBP`).
    static func isWebP(_ data: Data) -> Bool {
        data.count >= 12 && data.prefix(4) == Data("RIFF".utf8) && data.dropFirst(8).prefix(4) == Data("WEBP".utf8)
    }

    /// The frames of the animation in `data`, read from `path`, each reduced to `band`, and when
    /// the last frame stops showing (s from the first's start).
    static func profiles(_ data: Data, path: String, band: ColumnBand?) throws(VideoError)
        -> (profiles: [BandProfile], width: Int, height: Int, end: Double)
    {
        let result: Result<([BandProfile], Int, Int, Double), VideoError> = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else {
                return .failure(VideoError(path: path, "the file is empty"))
            }
            var webp = WebPData(bytes: base, size: raw.count)
            // The canvas and the frame count from the header, before the decoder allocates them.
            if let demuxer = WebPDemux(&webp) {
                defer { WebPDemuxDelete(demuxer) }
                let width = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_WIDTH))
                let height = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_HEIGHT))
                let frames = Int(WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT))
                if let problem = DecodeBudget.problem(width: width, height: height, frames: frames) {
                    return .failure(VideoError(path: path, "the WebP is refused: \(problem)"))
                }
            }
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else {
                return .failure(
                    VideoError(path: path, "libwebp's animation decoder is not the version this build expects"))
            }
            options.color_mode = MODE_RGBA
            options.use_threads = 1
            guard let decoder = WebPAnimDecoderNew(&webp, &options) else {
                return .failure(
                    VideoError(path: path, "not a WebP animation libwebp can read; the file may be truncated"))
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0, info.canvas_width > 0, info.canvas_height > 0 else {
                return .failure(VideoError(path: path, "the WebP's canvas size cannot be read"))
            }
            let declared = DecodeBudget.problem(
                width: Int(info.canvas_width), height: Int(info.canvas_height), frames: Int(info.frame_count))
            if let declared { return .failure(VideoError(path: path, "the WebP is refused: \(declared)")) }
            let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
            let columns = ColumnBand.within(band, width: width)
            var profiles: [BandProfile] = []
            var start = 0.0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &end) != 0, let pixels else {
                    return .failure(
                        VideoError(
                            path: path,
                            "frame \(profiles.count + 1) of the WebP does not decode; the file may be truncated"))
                }
                profiles.append(
                    BandProfile.rgba(t: start, width: width, height: height, band: columns, pixels: pixels))
                // libwebp gives each frame's end; a frame starts where the one before it ends.
                start = Double(end) / 1000
            }
            return .success((profiles, width, height, start))
        }
        switch result {
        case .success(let (profiles, width, height, end)): return (profiles, width, height, end)
        case .failure(let error): throw error
        }
    }
}
