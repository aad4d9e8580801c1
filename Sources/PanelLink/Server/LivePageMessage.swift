import Foundation

/// What a live page sends (Docs/live.md "Messages"), read strictly: anything else closes its
/// connection with the reason `Problem` gives.
package enum LivePageMessage: Equatable {
    /// The page connected (again): the version it runs, its frame rate and its container; an app's
    /// Compose client asks for the springs the `compose` export fits (`fittedSprings`).
    case hello(version: Int, refreshRate: Double, viewport: LiveViewport?, fittedSprings: Bool)
    /// The page applied `version`; its measured frame rate.
    case applied(version: Int, refreshRate: Double)
    /// The raw touch samples of a recording.
    case recording(LiveRecording)

    /// Why a message was refused; the text is the close reason.
    package struct Problem: Error, Equatable {
        package let reason: String
    }

    /// A recording's longest span: ten minutes.
    package static let maximumRecordingSeconds = 600.0
    /// A recording's most samples: ten minutes at 240 Hz.
    package static let maximumSamples = 144_000

    /// Reads `text`.
    package static func parse(_ text: String) throws(Problem) -> LivePageMessage {
        guard let data = text.data(using: .utf8), let any = try? JSONSerialization.jsonObject(with: data),
            let object = any as? [String: Any]
        else { throw Problem(reason: "not a message: expected a JSON object") }
        guard let type = object["type"] as? String else { throw Problem(reason: "a message needs \"type\"") }
        switch type {
        case "hello":
            let viewport = try (object["viewport"] as? [String: Any]).map(Self.viewport)
            let fitted = object["fittedSprings"]
            guard fitted == nil || fitted is Bool else {
                throw Problem(reason: "\"fittedSprings\" must be true or false")
            }
            return .hello(
                version: try integer(object, "version"), refreshRate: try number(object, "refreshRate"),
                viewport: viewport, fittedSprings: fitted as? Bool ?? false)
        case "applied":
            return .applied(version: try integer(object, "version"), refreshRate: try number(object, "refreshRate"))
        case "recording":
            return .recording(try recording(object))
        default:
            throw Problem(reason: "unknown message type '\(type)': expected hello, applied or recording")
        }
    }

    private static func number(_ object: [String: Any], _ key: String) throws(Problem) -> Double {
        guard let value = object[key] as? NSNumber, value.doubleValue.isFinite
        else { throw Problem(reason: "\"\(key)\" must be a number") }
        return value.doubleValue
    }

    private static func integer(_ object: [String: Any], _ key: String) throws(Problem) -> Int {
        let value = try number(object, key)
        guard value >= 0, value < 1e15, value == value.rounded() else {
            throw Problem(reason: "\"\(key)\" must be a whole number")
        }
        return Int(value)
    }

    private static func viewport(_ object: [String: Any]) throws(Problem) -> LiveViewport {
        let width = try number(object, "width")
        let height = try number(object, "height")
        guard width > 0, height > 0, width <= 10_000, height <= 10_000 else {
            throw Problem(reason: "the viewport must be 1…10000 px a side")
        }
        let insets = object["safeArea"] as? [String: Any] ?? [:]
        let inset = { (key: String) -> Double in
            let value = (insets[key] as? NSNumber)?.doubleValue ?? 0
            return value.isFinite ? min(max(value, 0), 1000) : 0
        }
        return LiveViewport(
            width: width, height: height, top: inset("top"), left: inset("left"), bottom: inset("bottom"),
            right: inset("right"))
    }

    private static func recording(_ object: [String: Any]) throws(Problem) -> LiveRecording {
        let fps = try number(object, "fps")
        guard fps >= 1, fps <= 480 else { throw Problem(reason: "\"fps\" must be 1…480") }
        guard let list = object["samples"] as? [[String: Any]], !list.isEmpty else {
            throw Problem(reason: "a recording needs \"samples\"")
        }
        guard list.count <= maximumSamples else {
            throw Problem(reason: "a recording holds at most \(maximumSamples) samples")
        }
        var samples: [LiveRecording.Sample] = []
        samples.reserveCapacity(list.count)
        for item in list {
            guard let phase = (item["phase"] as? String).flatMap(LiveRecording.Phase.init(rawValue:)) else {
                throw Problem(reason: "a sample's \"phase\" must be down, move or up")
            }
            let sample = LiveRecording.Sample(
                phase: phase, x: try number(item, "x"), y: try number(item, "y"), time: try number(item, "t"))
            if let previous = samples.last, sample.time < previous.time {
                throw Problem(reason: "the samples' times must not decrease")
            }
            samples.append(sample)
        }
        let end = try number(object, "end")
        guard let first = samples.first, end >= samples[samples.count - 1].time,
            end - first.time <= maximumRecordingSeconds
        else { throw Problem(reason: "a recording lasts at most 10 minutes, ending after its last sample") }
        var states: [String: String] = [:]
        for (panel, state) in object["states"] as? [String: Any] ?? [:] {
            guard let state = state as? String else { throw Problem(reason: "\"states\" maps panels to states") }
            states[panel] = state
        }
        let device = (object["deviceRefreshRate"] as? NSNumber)?.doubleValue
        return LiveRecording(
            fps: fps, deviceRefreshRate: device.flatMap { $0.isFinite && $0 > 0 ? $0 : nil },
            viewport: try (object["viewport"] as? [String: Any]).map(viewport), states: states, samples: samples,
            end: end)
    }
}

/// A recording from the live page: the raw touch samples with the times the browser gave them.
package struct LiveRecording: Equatable, Sendable {
    package enum Phase: String, Sendable { case down, move, up }

    package struct Sample: Equatable, Sendable {
        package var phase: Phase
        /// Container points.
        package var x: Double
        package var y: Double
        /// Seconds (`event.timeStamp / 1000`).
        package var time: Double
    }

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
}
