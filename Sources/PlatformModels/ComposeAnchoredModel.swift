import Foundation

/// What an exported `anchoredDraggable` is given: anchors, the positional threshold, the fling
/// spring, at a density.
package struct ComposeDragParameters: Sendable, Equatable {
    /// The anchors in the export's order (the scene's states, most expanded first, then `Hidden`
    /// where written): names and offsets in points (`… * density` gives the px the state holds).
    package var anchors: [PlatformStop]
    /// The `positionalThreshold` lambda's factor: `distance -> distance * factor`.
    package var positionalThreshold: Float
    /// The `animationSpec` of the fling behavior for releases faster than `fastReleaseSpeed`.
    package var spring: ComposeSpring
    /// The `animationSpec` for slower releases (the export picks one of two fling behaviors by speed).
    package var settleSpring: ComposeSpring
    /// dp/s; a release faster than this uses `spring`, else `settleSpring`.
    package var fastReleaseSpeed: Float
    /// px per dp.
    package var density: Double
    /// Frames per second of the display the snap animation is drawn on.
    package var fps: Double

    /// `AnchoredDraggableMinFlingVelocity`, 125 dp/s (AnchoredDraggable.kt, foundation 1.8).
    package static let velocityThresholdDp: Float = 125

    package init(
        anchors: [PlatformStop], positionalThreshold: Float, spring: ComposeSpring, settleSpring: ComposeSpring? = nil,
        fastReleaseSpeed: Float = 0, density: Double, fps: Double
    ) {
        self.anchors = anchors
        self.positionalThreshold = positionalThreshold
        self.spring = spring
        self.settleSpring = settleSpring ?? spring
        self.fastReleaseSpeed = fastReleaseSpeed
        self.density = density
        self.fps = fps
    }
}

/// Compose's `anchoredDraggable` with `AnchoredDraggableDefaults.flingBehavior` (foundation 1.8,
/// AnchoredDraggable.kt): drags move the offset by the finger's px, clamped to the anchors; a
/// release computes the target (`computeTarget`) and a snap fling animates there with the
/// spring from the release velocity, cut where it first reaches the target.
package final class ComposeAnchoredModel: PlatformPanelModel {
    package let platform = Platform.compose
    package let parameters: ComposeDragParameters
    private let anchorPx: [Float]
    private var offset: Float
    private var lastFinger: Float = 0
    private var dragging = false
    private var releaseTime = 0.0
    /// The offsets (px) of the frames after the release, frame 1 first, up to the settle's end.
    private var samples: [Float] = []
    private var settled: Int
    package private(set) var settleEnd: Double?

    /// A panel resting on the first anchor.
    package init(_ parameters: ComposeDragParameters) {
        self.parameters = parameters
        anchorPx = parameters.anchors.map { Float($0.location) * Float(parameters.density) }
        offset = anchorPx.first ?? 0
        settled = 0
    }

    package var restingStop: PlatformStop { parameters.anchors[settled] }

    package func place(at name: String) -> Bool {
        guard let index = parameters.anchors.firstIndex(where: { $0.name == name }) else { return false }
        settled = index
        offset = anchorPx[index]
        samples = []
        settleEnd = nil
        return true
    }

    package func touchDown(at finger: Double, time: Double) {
        offset = currentOffset(at: time)
        samples = []
        settleEnd = nil
        dragging = true
        lastFinger = Float(finger * parameters.density)
    }

    package func touchMoved(to finger: Double, time: Double) {
        guard dragging else { return }
        let y = Float(finger * parameters.density)
        // dispatchRawDelta: the offset plus the delta, coerced within the anchors.
        offset = min(max(offset + (y - lastFinger), anchorPx.min() ?? 0), anchorPx.max() ?? 0)
        lastFinger = y
    }

    /// `closestAnchor(position)`: the last of the nearest.
    private func closest(_ position: Float) -> Int {
        var best = 0
        var distance = Float.infinity
        for (index, anchor) in anchorPx.enumerated() where abs(position - anchor) <= distance {
            best = index
            distance = abs(position - anchor)
        }
        return best
    }

    /// `closestAnchor(position, searchUpwards)`: the nearest at or past `position` that way.
    private func closest(_ position: Float, upwards: Bool) -> Int {
        var best = 0
        var distance = Float.infinity
        for (index, anchor) in anchorPx.enumerated() {
            let delta = upwards ? anchor - position : position - anchor
            let d = delta < 0 ? Float.infinity : delta
            if d <= distance {
                best = index
                distance = d
            }
        }
        return best
    }

    /// `computeTarget` with the exported positional threshold and the fixed velocity threshold.
    func target(velocity: Float) -> (Int, String) {
        let threshold = ComposeDragParameters.velocityThresholdDp * Float(parameters.density)
        if velocity == 0 { return (closest(offset), "a release without speed goes to the closest anchor") }
        let forward = velocity > 0
        if abs(velocity) >= threshold {
            return (closest(offset, upwards: forward), "any fling above 125 dp/s goes one stop on")
        }
        let left = closest(offset, upwards: false)
        let right = closest(offset, upwards: true)
        let distance = abs(anchorPx[left] - anchorPx[right])
        let relative = abs(distance * parameters.positionalThreshold)
        let start = forward ? anchorPx[left] : anchorPx[right]
        let rho = String(format: "%g", Double(parameters.positionalThreshold))
        if abs(start - offset) >= relative {
            return (forward ? right : left, "a slow release past \(rho) of the way goes on")
        }
        return (forward ? left : right, "a slow release short of \(rho) of the way goes back")
    }

    @discardableResult
    package func touchUp(at finger: Double, time: Double, velocity: Double) -> PlatformDecision {
        touchMoved(to: finger, time: time)
        dragging = false
        let v = Float(velocity * parameters.density)
        let (index, reason) = target(velocity: v)
        settled = index
        releaseTime = time
        samples = snapSamples(target: anchorPx[index] - offset, velocity: v)
        settleEnd = time + Double(samples.count) / parameters.fps
        return PlatformDecision(
            stop: parameters.anchors[index], explanation: "Compose: \(parameters.anchors[index].name) — \(reason)")
    }

    /// The snap fling's `animateWithTarget`: the spring from 0 toward `target` (px, relative to
    /// the release offset), each frame's value coerced to the target and scrolled by its change
    /// (clamped to the anchors); it stops when the value passes the target, when the scroll
    /// could not take the change, or when the spring is at rest.
    private func snapSamples(target: Float, velocity: Float) -> [Float] {
        guard target != 0 else { return [] }
        // The written fling behavior: `abs(initialVelocity) > fastReleaseSpeed * density`.
        let fast = abs(velocity) > parameters.fastReleaseSpeed * Float(parameters.density)
        let spring = fast ? parameters.spring : parameters.settleSpring
        let endMs = spring.settleMs(x0: -target, v0: velocity)
        let lower = anchorPx.min() ?? 0
        let upper = anchorPx.max() ?? 0
        let start = offset
        var consumed: Float = 0
        var positions: [Float] = []
        var frame = 1
        while true {
            let ms = Self.wholeMs(Double(frame) / parameters.fps)
            if ms >= endMs {
                positions.append(start + target)
                break
            }
            let value = target + Float(spring.motion(x0: -target, v0: velocity, ms: ms).displacement)
            let real = target > 0 ? min(value, target) : max(value, target)
            let delta = real - consumed
            let wanted = start + consumed + delta
            let actual = min(max(wanted, lower), upper)
            let taken = actual - (start + consumed)
            consumed += taken
            positions.append(start + consumed)
            if abs(delta - taken) > 0.5 || real != value { break }
            frame += 1
            if frame > Int(60 * parameters.fps) { break }
        }
        return positions
    }

    /// Whole milliseconds of play time, as Compose's frame clock gives nanoseconds and the spring
    /// spec divides them down.
    static func wholeMs(_ seconds: Double) -> Int {
        Int((seconds * 1000 + 1e-6).rounded(.down))
    }

    private func currentOffset(at time: Double) -> Float {
        guard !dragging, !samples.isEmpty else { return offset }
        let frame = Int(((time - releaseTime) * parameters.fps).rounded())
        if frame <= 0 { return offset }
        return samples[min(frame, samples.count) - 1]
    }

    package func location(at time: Double) -> Double {
        Double(currentOffset(at: time)) / parameters.density
    }
}
