import PanelConfig

/// `recording`: a recording from the live page, the raw touch samples with the times the browser
/// gave them, kept compactly (four numbers a sample) once read.
package struct LiveRecording: Equatable, Sendable {
    static let type = "recording"
    enum Field: String { case fps, deviceRefreshRate, viewport, states, samples, end }

    package enum Phase: String, Sendable { case down, move, up }

    package struct Sample: Equatable, Sendable {
        enum Field: String { case phase, x, y, t }

        package var phase: Phase
        /// Container points.
        package var x: Double
        package var y: Double
        /// Seconds (`event.timeStamp / 1000`).
        package var time: Double

        package init(phase: Phase, x: Double, y: Double, time: Double) {
            self.phase = phase
            self.x = x
            self.y = y
            self.time = time
        }
    }

    /// A recording's longest span: ten minutes.
    package static let maximumSeconds = 600.0
    /// A recording's most samples: ten minutes at 240 Hz.
    package static let maximumSamples = 144_000

    /// The rate the page stepped its engine at (the scene's refresh rate).
    package var fps: Double
    /// The page's measured frame rate, when it had one.
    package var deviceRefreshRate: Double?
    /// The page's container, which the scenario resizes to first.
    package var viewport: LiveViewport?
    /// Each panel's state when the recording began.
    package var states: [String: String]
    package var samples: [Sample]
    /// When the recording stopped, on the samples' clock.
    package var end: Double

    package init(
        fps: Double, deviceRefreshRate: Double?, viewport: LiveViewport?, states: [String: String],
        samples: [Sample], end: Double
    ) {
        self.fps = fps
        self.deviceRefreshRate = deviceRefreshRate
        self.viewport = viewport
        self.states = states
        self.samples = samples
        self.end = end
    }

    init(_ fields: LiveMessageFields) throws(LivePageMessage.Problem) {
        typealias Problem = LivePageMessage.Problem
        fps = try fields.number(Field.fps)
        guard fps >= 1, fps <= 480 else { throw Problem(reason: "\"fps\" must be 1…480") }
        guard let list = try fields.array(Field.samples), !list.isEmpty else {
            throw Problem(reason: "a recording needs \"samples\"")
        }
        guard list.count <= Self.maximumSamples else {
            throw Problem(reason: "a recording holds at most \(Self.maximumSamples) samples")
        }
        samples = []
        samples.reserveCapacity(list.count)
        for item in list {
            guard let object = item.objectValue else { throw Problem(reason: "a sample must be an object") }
            let sample = LiveMessageFields(object)
            guard let phase = try sample.string(Sample.Field.phase).flatMap(Phase.init(rawValue:)) else {
                throw Problem(reason: "a sample's \"phase\" must be down, move or up")
            }
            let read = Sample(
                phase: phase, x: try sample.number(Sample.Field.x), y: try sample.number(Sample.Field.y),
                time: try sample.number(Sample.Field.t))
            if let previous = samples.last, read.time < previous.time {
                throw Problem(reason: "the samples' times must not decrease")
            }
            samples.append(read)
        }
        end = try fields.number(Field.end)
        guard end >= samples[samples.count - 1].time, end - samples[0].time <= Self.maximumSeconds else {
            throw Problem(reason: "a recording lasts at most 10 minutes, ending after its last sample")
        }
        states = [:]
        for member in try fields.object(Field.states)?.members ?? [] {
            guard let state = member.value.stringValue else {
                throw Problem(reason: "\"states\" maps panels to states")
            }
            states[member.key] = state
        }
        deviceRefreshRate = try fields.optionalNumber(Field.deviceRefreshRate).flatMap { $0 > 0 ? $0 : nil }
        viewport = try fields.object(Field.viewport).map(LiveViewport.init)
    }
}
