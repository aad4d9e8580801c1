import CFFmpeg
import Foundation

/// Writes frames as an H.264 MP4 through FFmpeg's libraries (`render --scenario -o run.mp4`;
/// MPEG-4 Part 2 when the FFmpeg build has no H.264 encoder), at a constant frame rate.
package final class MP4Writer {
    private let path: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var converter: OpaquePointer?
    private let sourceWidth: Int
    private let sourceHeight: Int
    private var index: Int64 = 0
    private var closed = false

    /// A writer of `width`×`height` frames (an odd side loses its last pixel: 4:2:0 needs even
    /// sides) at `fps` frames a second to `path`.
    package init(path: String, width: Int, height: Int, fps: Int) throws(VideoError) {
        self.path = path
        sourceWidth = width
        sourceHeight = height
        let (evenWidth, evenHeight) = (Int32(width & ~1), Int32(height & ~1))
        guard evenWidth > 0, evenHeight > 0, fps > 0 else {
            throw VideoError(path: path, "a \(width)×\(height) video at \(fps) fps cannot be written")
        }
        // FFmpeg's own log would print the encoder's statistics; failures are said here.
        av_log_set_level(AV_LOG_ERROR)
        guard avformat_alloc_output_context2(&format, nil, "mp4", path) >= 0, let format else {
            throw VideoError(path: path, "FFmpeg cannot write MP4")
        }
        guard let encoder = avcodec_find_encoder_by_name("libx264") ?? avcodec_find_encoder(AV_CODEC_ID_MPEG4),
            let codec = avcodec_alloc_context3(encoder), let stream = avformat_new_stream(format, nil)
        else { throw VideoError(path: path, "FFmpeg has no video encoder for MP4") }
        self.codec = codec
        self.stream = stream
        codec.pointee.width = evenWidth
        codec.pointee.height = evenHeight
        codec.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        codec.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        codec.pointee.gop_size = Int32(fps)
        codec.pointee.bit_rate = Int64(evenWidth) * Int64(evenHeight) * Int64(fps) / 4
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        // A near-lossless H.264: the tests re-encode it lossy themselves.
        av_opt_set(codec.pointee.priv_data, "preset", "veryfast", 0)
        av_opt_set(codec.pointee.priv_data, "crf", "12", 0)
        guard avcodec_open2(codec, encoder, nil) >= 0,
            avcodec_parameters_from_context(stream.pointee.codecpar, codec) >= 0
        else { throw VideoError(path: path, "FFmpeg cannot open its video encoder") }
        stream.pointee.time_base = codec.pointee.time_base
        guard avio_open(&format.pointee.pb, path, AVIO_FLAG_WRITE) >= 0 else {
            throw VideoError(path: path, "cannot open the file for writing")
        }
        guard avformat_write_header(format, nil) >= 0 else {
            throw VideoError(path: path, "FFmpeg cannot write the MP4 header")
        }
        frame = av_frame_alloc()
        packet = av_packet_alloc()
        guard let frame, packet != nil else { throw VideoError(path: path, "FFmpeg could not allocate a frame") }
        frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        frame.pointee.width = evenWidth
        frame.pointee.height = evenHeight
        guard av_frame_get_buffer(frame, 0) >= 0 else {
            throw VideoError(path: path, "FFmpeg could not allocate a frame")
        }
        converter = sws_getContext(
            evenWidth, evenHeight, AV_PIX_FMT_BGRA, evenWidth, evenHeight, AV_PIX_FMT_YUV420P, Int32(SWS_BICUBIC), nil,
            nil, nil)
        guard converter != nil else { throw VideoError(path: path, "FFmpeg cannot convert the frames' pixels") }
    }

    deinit {
        avcodec_free_context(&codec)
        av_frame_free(&frame)
        av_packet_free(&packet)
        sws_freeContext(converter)
        if let format {
            if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
            avformat_free_context(format)
        }
    }

    /// Adds one frame of 32-bit pixels, blue, green, red, alpha in memory order (SDL's ARGB8888
    /// on a little-endian machine), `stride` bytes a row.
    package func add(bgra pixels: UnsafePointer<UInt8>, stride: Int) throws(VideoError) {
        guard !closed, let frame, let converter else { throw VideoError(path: path, "the MP4 is already closed") }
        guard av_frame_make_writable(frame) >= 0 else { throw VideoError(path: path, "FFmpeg cannot reuse its frame") }
        var source: [UnsafePointer<UInt8>?] = [pixels, nil, nil, nil]
        var strides: [Int32] = [Int32(stride), 0, 0, 0]
        let targetData = withUnsafeMutablePointer(to: &frame.pointee.data) {
            $0.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { $0 }
        }
        let targetStrides = withUnsafeMutablePointer(to: &frame.pointee.linesize) {
            $0.withMemoryRebound(to: Int32.self, capacity: 8) { $0 }
        }
        sws_scale(converter, &source, &strides, 0, frame.pointee.height, targetData, targetStrides)
        frame.pointee.pts = index
        index += 1
        try encode(frame)
    }

    /// Flushes the encoder and writes the file's end.
    package func close() throws(VideoError) {
        guard !closed, let format else { return }
        closed = true
        try encode(nil)
        guard av_write_trailer(format) >= 0 else { throw VideoError(path: path, "FFmpeg cannot finish the MP4") }
        avio_closep(&format.pointee.pb)
    }

    private func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws(VideoError) {
        guard let codec, let packet, let format, let stream else { return }
        guard avcodec_send_frame(codec, frame) >= 0 else {
            throw VideoError(path: path, "FFmpeg cannot encode a frame")
        }
        while true {
            let status = avcodec_receive_packet(codec, packet)
            if status == panel_averror_eagain() || status == panel_averror_eof() { return }
            guard status >= 0 else { throw VideoError(path: path, "FFmpeg cannot encode a frame") }
            av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            guard av_interleaved_write_frame(format, packet) >= 0 else {
                throw VideoError(path: path, "cannot write the MP4")
            }
        }
    }
}
