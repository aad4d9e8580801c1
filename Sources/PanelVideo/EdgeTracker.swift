import Foundation

/// Tracks a panel's leading edge through a recording's band profiles (Docs/reference.md
/// "Tracking"): a stretch of the panel's rows is matched, whole pixels, in every frame (least
/// squares over luma and chroma), the edge is where the rows that move with the panel meet the
/// rows that stay, and each frame's edge is refined to a fraction of a pixel on its step.
package enum EdgeTracker {
    /// Rows above and below a feature the matched stretch holds.
    static let rowsAbove = 3
    static let rowsBelow = 40
    /// The weakest step that counts as an edge, in levels of 255 summed over luma and chroma.
    static let minimumStep: Float = 4
    /// How close a row must come to its own picture, carried by the panel's shift, to move with
    /// the panel (levels², luma and chroma summed: compression noise of a few levels a value).
    static let followingDistance: Float = 300
    /// How many rows on one side of a step must move with the panel for the step to be carried.
    static let followingRows = 4
    /// Features tried, strongest first, to find one that is unique in its frame and moves: rows
    /// of content inside the panel can make many steps stronger than its edge.
    static let candidateCount = 32

    /// One tracked frame: seconds from the first, the edge's row in pixels.
    package struct Sample: Equatable, Sendable {
        package var t: Double
        package var row: Double
    }

    /// The edge in every profile, or an error naming the frames where it is lost.
    package static func track(_ profiles: [BandProfile], path: String, band: ColumnBand) throws(VideoError) -> [Sample]
    {
        guard let first = profiles.first, first.rows >= 8 else {
            throw VideoError(path: path, "the recording has no frame to track")
        }
        guard profiles.count >= 2 else {
            throw VideoError(path: path, "the recording has one frame; record the panel moving")
        }
        let steps = first.steps()
        let candidates = first.peaks(of: steps, count: candidateCount)
        guard let strongest = candidates.first, steps[strongest] >= minimumStep else {
            throw VideoError(
                path: path,
                "frame 1 shows no edge in columns \(band.start)–\(band.end - 1): no step of \(Int(minimumStep)) levels or more; give --band X0-X1 where the panel's edge crosses"
            )
        }
        // A stretch that repeats within the frame (rows of content) would be found a period off.
        let unique = candidates.filter { Matcher(first, feature: $0).isUnique }
        let feature = (unique + candidates).first { Matcher(first, feature: $0).moves(in: profiles) } ?? strongest
        let matcher = Matcher(first, feature: feature)
        let shifts = profiles.map { matcher.bestShift(in: $0) }
        let edge = edgeRow(first, profiles: profiles, shifts: shifts.map(\.shift), near: feature)
        try checkLost(profiles, shifts: shifts, path: path)
        let edgeStep = steps[min(max(Int(edge), 1), steps.count - 2)]
        return zip(profiles, shifts).map { profile, match in
            let predicted = edge + Double(match.shift)
            let refined = profile.stepPosition(near: predicted, strength: edgeStep) ?? predicted + match.fraction
            return Sample(t: profile.t, row: refined)
        }
    }

    /// The panel's leading edge in the first frame, in pixels: of the steps that move with the
    /// panel (a step at row r there, at r + shift in the frame where the panel is farthest, and
    /// not left at r), the outermost on the background's side — the side whose rows beyond the
    /// sweep stay the same — refined to a fraction of a pixel. A shadow's gentle slope, a step
    /// of content or the grabber lies inside it.
    static func edgeRow(_ first: BandProfile, profiles: [BandProfile], shifts: [Int], near feature: Int) -> Double {
        let still = first.stepPosition(near: Double(feature) + 0.5, strength: 0) ?? Double(feature) + 0.5
        guard let farthest = shifts.indices.max(by: { abs(shifts[$0]) < abs(shifts[$1]) }), abs(shifts[farthest]) >= 3
        else { return still }
        let moved = profiles[farthest]
        let shift = shifts[farthest]
        let (before, after) = (first.steps(), moved.steps())
        let rows = first.rows
        let peaks = first.peaks(of: before, count: 64)
        // Rows that `shift` carries onto their own picture: the panel's. A backdrop that dims the
        // background weakens the edge's step in later frames, but the panel's side of it still
        // follows.
        let follows = { (range: ClosedRange<Int>) -> Bool in
            let inFrame = range.filter { $0 >= 0 && $0 < rows && $0 + shift >= 0 && $0 + shift < rows }
            guard inFrame.count == range.count else { return false }
            return inFrame.allSatisfy { first.distance($0, moved, $0 + shift) <= followingDistance }
        }
        let moving = peaks.filter { row in
            let target = row + shift
            guard target >= 1, target + 1 < rows else { return false }
            let there = max(after[target - 1], after[target], after[target + 1])
            let carried =
                there >= before[row] / 2
                || follows((row + 2)...(row + 2 + followingRows)) || follows((row - 2 - followingRows)...(row - 2))
            return before[row] >= minimumStep && carried && after[row] < before[row] / 2
        }
        let strongest = moving.map { before[$0] }.max() ?? 0
        let edges = moving.filter { before[$0] >= strongest / 4 }
        guard let top = edges.min(), let bottom = edges.max() else { return still }
        let sweep = abs(shift) + 2
        let stillness = { (range: Range<Int>) -> Float in
            range.isEmpty ? .infinity : range.reduce(0) { $0 + first.distance($1, moved, $1) } / Float(range.count)
        }
        let following = { (range: Range<Int>) -> Float in
            let inFrame = range.filter { $0 + shift >= 0 && $0 + shift < rows }
            return inFrame.isEmpty
                ? .infinity : inFrame.reduce(0) { $0 + first.distance($1, moved, $1 + shift) } / Float(inFrame.count)
        }
        let (aboveRows, belowRows) = (0..<max(0, top - sweep), min(rows, bottom + sweep)..<rows)
        // The panel's side is the one whose rows move with it; when both or neither do (a plain
        // background, a plain sheet), the background's is the one whose rows stay the same.
        let (followAbove, followBelow) = (following(aboveRows), following(belowRows))
        let backgroundAbove: Bool
        if max(followAbove, followBelow) > 4 * min(followAbove, followBelow) + 4 * followingDistance {
            backgroundAbove = followAbove > followBelow
        } else {
            backgroundAbove = stillness(aboveRows) <= stillness(belowRows)
        }
        let edge = backgroundAbove ? top : bottom
        return first.stepPosition(near: Double(edge) + 0.5, strength: 0) ?? Double(edge) + 0.5
    }

    /// Throws naming every frame whose match is far worse than the others' (a cut, another
    /// picture, the edge out of the band) or that repeats the one before while the panel moves.
    static func checkLost(_ profiles: [BandProfile], shifts: [Matcher.Match], path: String) throws(VideoError) {
        let errors = shifts.map(\.error).sorted()
        let typical = max(errors[errors.count / 2], 1)
        var lost: [(frame: Int, reason: String)] = []
        for (index, match) in shifts.enumerated() where match.error > max(60, 12 * typical) {
            lost.append(
                (
                    index + 1,
                    "matches \(Int((match.error / typical).rounded()))× worse than the others (a cut, another picture, or the edge out of the band)"
                ))
        }
        for index in profiles.indices.dropFirst().dropLast() where index >= 2 {
            let before = shifts[index - 1].shift - shifts[index - 2].shift
            let after = shifts[index + 1].shift - shifts[index].shift
            let still = profiles[index].largestDifference(profiles[index - 1]) < 2
            if still, abs(before) >= 2, abs(after) >= 2, !lost.contains(where: { $0.frame == index + 1 }) {
                lost.append((index + 1, "repeats frame \(index) while the panel moves (a frozen frame)"))
            }
        }
        guard !lost.isEmpty else { return }
        lost.sort { $0.frame < $1.frame }
        let list = lost.map {
            "frame \($0.frame) (t \(String(format: "%.3f", profiles[$0.frame - 1].t)) s) \($0.reason)"
        }
        throw VideoError(
            path: path,
            "the panel's edge cannot be read in frames \(lost.map { String($0.frame) }.joined(separator: ", ")) of \(profiles.count): \(list.joined(separator: "; ")); trim the recording to one take, or give --band X0-X1 where the edge shows"
        )
    }
}

/// Finds a stretch of the first frame's rows in other frames.
struct Matcher {
    /// One frame's best whole-pixel shift, a fraction of a pixel toward the better neighbour,
    /// and the match's mean squared difference per value.
    struct Match {
        var shift: Int
        var fraction: Double
        var error: Float
    }

    let first: BandProfile
    let start: Int
    let end: Int

    /// The stretch around `feature`: a few rows above it and more below.
    init(_ first: BandProfile, feature: Int) {
        self.first = first
        start = max(0, feature - EdgeTracker.rowsAbove)
        end = min(first.rows, feature + EdgeTracker.rowsBelow)
    }

    /// The most one value's squared difference counts when the stretch is looked for in a frame,
    /// levels²: rows of the stretch that change while the panel moves (a backdrop dimming the
    /// background beside the edge, a map scrolling behind it) count as a mismatch of 32 levels at
    /// most, so they cannot outweigh the panel's own rows agreeing; compression noise stays well
    /// below it. Uniqueness in the first frame counts every difference in full.
    static let largestSquaredDifference: Float = 32 * 32

    /// The least mean squared difference per value, levels², of the stretch from itself
    /// elsewhere in the first frame that it must exceed to be found without doubt.
    static let uniqueness: Float = 50

    /// Whether the stretch looks like no other place of the first frame, more than a few rows away.
    var isUnique: Bool {
        let errors = errors(in: first, largest: .infinity)
        let lowest = -start
        let elsewhere = errors.indices.filter { abs($0 + lowest) > EdgeTracker.rowsAbove + 2 }.map { errors[$0] }
        return (elsewhere.min() ?? .infinity) >= Self.uniqueness
    }

    /// Whether the stretch moves over the recording (checked on every fourth frame).
    func moves(in profiles: [BandProfile]) -> Bool {
        let shifts = stride(from: 0, to: profiles.count, by: 4).map { bestShift(in: profiles[$0]).shift }
        return (shifts.max() ?? 0) - (shifts.min() ?? 0) >= 3
    }

    /// The shift of the stretch in `profile` with the least squared difference.
    func bestShift(in profile: BandProfile) -> Match {
        let lowest = -start
        let errors = errors(in: profile, largest: Self.largestSquaredDifference)
        guard let index = errors.indices.min(by: { errors[$0] < errors[$1] }) else {
            return Match(shift: 0, fraction: 0, error: .infinity)
        }
        var fraction = 0.0
        if index > 0, index + 1 < errors.count {
            let (left, middle, right) = (Double(errors[index - 1]), Double(errors[index]), Double(errors[index + 1]))
            let curvature = left - 2 * middle + right
            if curvature > 0 { fraction = min(max((left - right) / (2 * curvature), -0.5), 0.5) }
        }
        return Match(shift: index + lowest, fraction: fraction, error: errors[index])
    }

    /// The stretch's mean squared difference per value, each counted up to `largest`, at every
    /// shift that keeps it in `profile`, from the most negative.
    private func errors(in profile: BandProfile, largest cap: Float) -> [Float] {
        let length = end - start
        let lowest = -start
        let highest = profile.rows - end
        guard highest >= lowest, length > 0 else { return [] }
        var errors = [Float](repeating: 0, count: highest - lowest + 1)
        first.luma.withUnsafeBufferPointer { y0 in
            first.blueDifference.withUnsafeBufferPointer { b0 in
                first.redDifference.withUnsafeBufferPointer { r0 in
                    profile.luma.withUnsafeBufferPointer { y1 in
                        profile.blueDifference.withUnsafeBufferPointer { b1 in
                            profile.redDifference.withUnsafeBufferPointer { r1 in
                                for shift in lowest...highest {
                                    var sum: Float = 0
                                    for row in start..<end {
                                        let dy = y0[row] - y1[row + shift]
                                        let db = b0[row] - b1[row + shift]
                                        let dr = r0[row] - r1[row + shift]
                                        sum += min(dy * dy, cap) + min(db * db, cap) + min(dr * dr, cap)
                                    }
                                    errors[shift - lowest] = sum / Float(length * 3)
                                }
                            }
                        }
                    }
                }
            }
        }
        return errors
    }
}

extension BandProfile {
    /// Per row, the step across it: the difference between the rows either side, luma and chroma.
    func steps() -> [Float] {
        var steps = [Float](repeating: 0, count: rows)
        guard rows > 2 else { return steps }
        for row in 1..<(rows - 1) {
            steps[row] =
                abs(luma[row + 1] - luma[row - 1]) + abs(blueDifference[row + 1] - blueDifference[row - 1])
                + abs(redDifference[row + 1] - redDifference[row - 1])
        }
        return steps
    }

    /// The `count` strongest local maxima of `steps`, at least a stretch apart.
    func peaks(of steps: [Float], count: Int) -> [Int] {
        let order = steps.indices.sorted { steps[$0] > steps[$1] }
        var peaks: [Int] = []
        for row in order where peaks.count < count && steps[row] > 0 {
            if peaks.allSatisfy({ abs($0 - row) > EdgeTracker.rowsAbove + 2 }) { peaks.append(row) }
        }
        return peaks
    }

    /// The edge position, in pixels, of the strongest step within two rows of `row` (a parabola
    /// through the step and its neighbours; between rows i−1 and i the edge is at i); nil when
    /// the step there is weaker than a quarter of `strength` or than the minimum.
    func stepPosition(near row: Double, strength: Float) -> Double? {
        let steps = steps()
        let center = Int(row.rounded(.down))
        let window = max(1, center - 2)...min(rows - 2, center + 2)
        guard !window.isEmpty, let peak = window.max(by: { steps[$0] < steps[$1] }),
            steps[peak] >= max(EdgeTracker.minimumStep, strength / 4), peak > 0, peak + 1 < rows
        else { return nil }
        let (left, middle, right) = (Double(steps[peak - 1]), Double(steps[peak]), Double(steps[peak + 1]))
        let curvature = left - 2 * middle + right
        let offset = curvature < 0 ? min(max((left - right) / (2 * curvature), -1), 1) : 0
        return Double(peak) + offset + 0.5
    }

    /// The squared difference between row `row` here and row `other` of `profile`.
    func distance(_ row: Int, _ profile: BandProfile, _ other: Int) -> Float {
        let dy = luma[row] - profile.luma[other]
        let db = blueDifference[row] - profile.blueDifference[other]
        let dr = redDifference[row] - profile.redDifference[other]
        return dy * dy + db * db + dr * dr
    }

    /// The largest difference of a row's luma from `profile`'s: under 2 levels the picture is
    /// the same but for compression noise.
    func largestDifference(_ profile: BandProfile) -> Float {
        zip(luma, profile.luma).reduce(0) { max($0, abs($1.0 - $1.1)) }
    }
}
