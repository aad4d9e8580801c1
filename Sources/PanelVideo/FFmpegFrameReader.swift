import CFFmpeg
import Foundation

/// Decodes a recording with FFmpeg's libraries (MP4, MOV, WebM, GIF, …) into band profiles, frame
/// by frame, converting any pixel format to planar 4:2:0 with libswscale.
enum FFmpegFrameReader {
    /// The most frames read: past it a file is hostile.
    static let maximumFrames = 200_000

    /// The frames of the recording at `path`, their width and height, each reduced to `band`, and
    /// when the last frame stops showing (s from the first's start).
    static func profiles(path: String, band: ColumnBand?) throws(VideoError)
        -> (profiles: [BandProfile], width: Int, height: Int, end: Double)
    {
        // A damaged file makes FFmpeg log every broken packet; what matters is said here.
        av_log_set_level(AV_LOG_QUIET)
        var format: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&format, path, nil, nil) == 0, let format else {
            throw VideoError(
                path: path,
                "not a video FFmpeg can read, nor a trace; give an MP4, MOV, WebM, GIF or WebP recording, or a CSV/JSON Lines trace"
            )
        }
        defer {
            var closing: UnsafeMutablePointer<AVFormatContext>? = format
            avformat_close_input(&closing)
        }
        guard avformat_find_stream_info(format, nil) >= 0 else {
            throw VideoError(path: path, "the file's streams cannot be read; it may be truncated")
        }
        var decoder: UnsafePointer<AVCodec>?
        let stream = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
        guard stream >= 0, let decoder, let streamPointer = format.pointee.streams[Int(stream)] else {
            throw VideoError(path: path, "the file holds no video stream")
        }
        let parameters = streamPointer.pointee.codecpar.pointee
        let declaredFrames = streamPointer.pointee.nb_frames > 0 ? Int(streamPointer.pointee.nb_frames) : nil
        if let problem = DecodeBudget.problem(
            width: Int(parameters.width), height: Int(parameters.height), frames: declaredFrames)
        {
            throw VideoError(path: path, "the recording is refused: \(problem)")
        }
        var allocated = avcodec_alloc_context3(decoder)
        defer { avcodec_free_context(&allocated) }
        guard let context = allocated else { throw VideoError(path: path, "FFmpeg could not allocate a decoder") }
        guard avcodec_parameters_to_context(context, streamPointer.pointee.codecpar) >= 0 else {
            throw VideoError(path: path, "the video stream's parameters cannot be read")
        }
        context.pointee.thread_count = 0
        guard avcodec_open2(context, decoder, nil) >= 0 else {
            throw VideoError(path: path, "FFmpeg cannot open a decoder for the video stream")
        }
        let timeBase = streamPointer.pointee.time_base
        var decoding = Decoding(path: path, band: band, timeBase: timeBase)
        defer { decoding.release() }
        var allocatedPacket = av_packet_alloc()
        defer { av_packet_free(&allocatedPacket) }
        guard let packet = allocatedPacket else { throw VideoError(path: path, "FFmpeg could not allocate a packet") }
        var readStatus: Int32 = 0
        while true {
            readStatus = av_read_frame(format, packet)
            guard readStatus >= 0 else { break }
            defer { av_packet_unref(packet) }
            guard packet.pointee.stream_index == stream else { continue }
            // A damaged packet is skipped as FFmpeg's own tools do; the frames it leaves out are
            // gaps the tracker reports.
            guard avcodec_send_packet(context, packet) >= 0 else { continue }
            try decoding.receive(from: context)
        }
        avcodec_send_packet(context, nil)
        try decoding.receive(from: context)
        guard !decoding.profiles.isEmpty else {
            throw VideoError(path: path, "the video stream has no frame that decodes; the file may be truncated")
        }
        // A file cut short reads as far as it goes: a fit to its first frames would be a wrong
        // answer given silently.
        // A header's count may exceed the frames an edit list shows by a few.
        let endsEarly = readStatus != panel_averror_eof()
        if endsEarly || (declaredFrames.map { decoding.profiles.count + 2 + $0 / 50 < $0 } ?? false) {
            let declared = declaredFrames.map { " of the \($0) its header declares" } ?? ""
            throw VideoError(
                path: path,
                "the file ends early: \(decoding.profiles.count) frames read\(declared); it is truncated or damaged, export or copy the recording again"
            )
        }
        return (decoding.profiles, decoding.width, decoding.height, decoding.end)
    }

    /// The frames decoded so far and the converter they need.
    private struct Decoding {
        let path: String
        let band: ColumnBand?
        let timeBase: AVRational
        var profiles: [BandProfile] = []
        var width = 0
        var height = 0
        /// When the last frame added stops showing: its time plus its duration (a GIF or an
        /// encoder that merges still frames shows the last one for as long as the panel rests).
        var end = 0.0
        private var firstTime: Double?
        private var converter: OpaquePointer?
        private var converted: UnsafeMutablePointer<AVFrame>?
        private let frame = av_frame_alloc()

        init(path: String, band: ColumnBand?, timeBase: AVRational) {
            self.path = path
            self.band = band
            self.timeBase = timeBase
        }

        /// Frees what FFmpeg allocated.
        mutating func release() {
            var frame = frame
            av_frame_free(&frame)
            av_frame_free(&converted)
            sws_freeContext(converter)
        }

        /// Every frame `context` has ready.
        mutating func receive(from context: UnsafeMutablePointer<AVCodecContext>) throws(VideoError) {
            guard let frame else { throw VideoError(path: path, "FFmpeg could not allocate a frame") }
            while true {
                let status = avcodec_receive_frame(context, frame)
                if status == panel_averror_eagain() || status == panel_averror_eof() { return }
                // A frame that fails to decode is left out; the tracker reports the gap.
                guard status >= 0 else { return }
                defer { av_frame_unref(frame) }
                try add(frame)
            }
        }

        private mutating func add(_ frame: UnsafeMutablePointer<AVFrame>) throws(VideoError) {
            let (frameWidth, frameHeight) = (frame.pointee.width, frame.pointee.height)
            // Each frame counts against the budget as it comes: a header need not say how many follow.
            if let problem = DecodeBudget.problem(
                width: Int(frameWidth), height: Int(frameHeight), frames: profiles.count + 1)
            {
                throw VideoError(path: path, "frame \(profiles.count + 1) is refused: \(problem)")
            }
            guard profiles.count < maximumFrames else {
                throw VideoError(
                    path: path, "the recording has more than \(maximumFrames) frames; trim it to the motion")
            }
            if profiles.isEmpty {
                (width, height) = (Int(frameWidth), Int(frameHeight))
            } else if Int(frameWidth) != width || Int(frameHeight) != height {
                throw VideoError(
                    path: path,
                    "frame \(profiles.count + 1) is \(frameWidth)×\(frameHeight) pixels, the first \(width)×\(height); record without rotating or resizing"
                )
            }
            let stamp = frame.pointee.best_effort_timestamp
            let seconds =
                stamp == Int64.min
                ? Double(profiles.count) / 30 : Double(stamp) * Double(timeBase.num) / Double(max(timeBase.den, 1))
            let first = firstTime ?? seconds
            firstTime = first
            let duration = Double(frame.pointee.pkt_duration) * Double(timeBase.num) / Double(max(timeBase.den, 1))
            let interval = profiles.last.map { seconds - first - $0.t } ?? 0
            end = seconds - first + (duration > 0 ? duration : max(interval, 0))
            let columns = ColumnBand.within(band, width: width)
            let planar = try planar420(frame)
            guard let y = planar.pointee.data.0, let cb = planar.pointee.data.1, let cr = planar.pointee.data.2 else {
                throw VideoError(path: path, "frame \(profiles.count + 1) has no pixels")
            }
            profiles.append(
                BandProfile.yuv420(
                    t: seconds - first, width: width, height: height, band: columns, y: y,
                    lumaStride: Int(planar.pointee.linesize.0), cb: cb, cr: cr,
                    chromaStride: Int(planar.pointee.linesize.1)))
        }

        /// `frame` itself when it is planar 4:2:0, else converted to it.
        private mutating func planar420(_ frame: UnsafeMutablePointer<AVFrame>) throws(VideoError)
            -> UnsafeMutablePointer<AVFrame>
        {
            let format = AVPixelFormat(rawValue: frame.pointee.format)
            if format == AV_PIX_FMT_YUV420P || format == AV_PIX_FMT_YUVJ420P { return frame }
            converter = sws_getCachedContext(
                converter, frame.pointee.width, frame.pointee.height, format, frame.pointee.width,
                frame.pointee.height, AV_PIX_FMT_YUV420P, Int32(SWS_BILINEAR), nil, nil, nil)
            if converted == nil {
                converted = av_frame_alloc()
                guard let converted else { throw VideoError(path: path, "FFmpeg could not allocate a frame") }
                converted.pointee.format = AV_PIX_FMT_YUV420P.rawValue
                converted.pointee.width = frame.pointee.width
                converted.pointee.height = frame.pointee.height
                guard av_frame_get_buffer(converted, 0) >= 0 else {
                    throw VideoError(path: path, "FFmpeg could not allocate a frame")
                }
            }
            guard let converter, let converted else {
                throw VideoError(path: path, "FFmpeg cannot convert the recording's pixels")
            }
            let sourceData = withUnsafePointer(to: &frame.pointee.data) {
                $0.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { $0 }
            }
            let sourceStrides = withUnsafePointer(to: &frame.pointee.linesize) {
                $0.withMemoryRebound(to: Int32.self, capacity: 8) { $0 }
            }
            let targetData = withUnsafeMutablePointer(to: &converted.pointee.data) {
                $0.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { $0 }
            }
            let targetStrides = withUnsafeMutablePointer(to: &converted.pointee.linesize) {
                $0.withMemoryRebound(to: Int32.self, capacity: 8) { $0 }
            }
            sws_scale(converter, sourceData, sourceStrides, 0, frame.pointee.height, targetData, targetStrides)
            return converted
        }
    }
}
