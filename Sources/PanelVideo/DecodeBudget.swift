/// How much picture a recording may make the decoders produce (Docs/reference.md "Limits"),
/// checked from the file's header before a frame is decoded: a few kilobytes can declare a
/// canvas of gigapixels or thousands of frames, each decoded at the canvas's size.
package enum DecodeBudget {
    /// The largest frame, in pixels: a 4K screen is 8.3 million, a 12.9-inch iPad's 5.6 million.
    package static let largestFrame = 4096 * 4096
    /// The most pixels decoded over the whole recording: about 95 s of an iPhone Pro's screen at 60 fps.
    package static let largestTotal = 1 << 34

    /// Why a recording of `frames` frames (nil: not known yet) of `width` × `height` pixels is
    /// refused, or nil when it fits the budget.
    package static func problem(width: Int, height: Int, frames: Int?) -> String? {
        guard width > 0, height > 0 else { return "its frames are \(width)×\(height) pixels; not a screen recording" }
        let area = width.multipliedReportingOverflow(by: height)
        guard !area.overflow, area.partialValue <= largestFrame else {
            return
                "its frames are \(width)×\(height) pixels, more than \(largestFrame / 1_000_000) million; not a screen recording (scale it down to the screen's size)"
        }
        guard let frames else { return nil }
        let total = area.partialValue.multipliedReportingOverflow(by: frames)
        guard !total.overflow, total.partialValue <= largestTotal else {
            return
                "it holds \(frames) frames of \(width)×\(height) pixels, more than the \(largestTotal / 1_000_000_000) billion pixels a recording is decoded up to; trim it to the motion or scale it down"
        }
        return nil
    }
}
