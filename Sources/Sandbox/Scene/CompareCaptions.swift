import Foundation
import PanelScene

/// The lines under each lane of a compare run: its label, then the figures of its latest release
/// by the frame shown (stop and overshoot, then rest time and distance from lane 0).
///
/// A lane's lines change only when one of its releases passes, so they are made once per release
/// and kept, rather than formatted again every frame.
final class CompareCaptions {
    private let labels: [String]
    /// Each lane's rows, in the order of its releases.
    private let laneRows: [[CompareRow]]
    private let releaseFrames: [[Int]]
    /// Each lane's lines and the index of the release they show (nil: none yet), once made.
    private var made: [(release: Int?, lines: [String])?]
    /// How many times a lane's lines were made.
    private(set) var linesMade = 0
    /// Each lane's label in lines, by the width they were broken for (a window's lanes take two
    /// widths while their grid settles, and another after a resize).
    private var wrappedLabels: [CGFloat: [[String]]] = [:]

    /// The captions of lanes labelled `labels`, with `rows` as `compare` prints them and each
    /// lane's release frames in its rows' order (none for a lane not in `releaseFrames`).
    init(labels: [String], rows: [CompareRow], releaseFrames: [[Int]]) {
        self.labels = labels
        laneRows = labels.indices.map { lane in rows.filter { $0.lane == lane } }
        self.releaseFrames = labels.indices.map { releaseFrames.indices.contains($0) ? releaseFrames[$0] : [] }
        made = Array(repeating: nil, count: labels.count)
    }

    /// Each lane's lines at `frame`.
    func lines(by frame: Int) -> [[String]] {
        labels.indices.map { lane in
            let frames = releaseFrames[lane]
            let latest = laneRows[lane].indices.last { frames.indices.contains($0) && frames[$0] <= frame }
            if let kept = made[lane], kept.release == latest { return kept.lines }
            let lines = [labels[lane]] + Self.figures(of: latest.map { laneRows[lane][$0] })
            made[lane] = (latest, lines)
            linesMade += 1
            return lines
        }
    }

    /// Each lane's label in lines no wider than `width` points as `fits` measures them (see
    /// `wrap`), broken once for each width: a lane's whole setting shows.
    func labelLines(width: CGFloat, fits: (String) -> Bool) -> [[String]] {
        if let lines = wrappedLabels[width] { return lines }
        if wrappedLabels.count >= 8 { wrappedLabels.removeAll() }
        let lines = labels.map { Self.wrap($0, fits: fits) }
        wrappedLabels[width] = lines
        return lines
    }

    /// `label` in lines that `fits` accepts: broken at spaces, else after a panel's `:`
    /// (`1 · main:` over `springResponseTime=0.3`), else before a capital of a key's name
    /// (`1 · main:spring` over `ResponseTime=0.3`, when the setting fits no line whole) — never
    /// between a key and its value; a piece that fits no line alone has one to itself.
    static func wrap(_ label: String, fits: (String) -> Bool) -> [String] {
        // The parts of a line: a word, or a word's panel and its setting, each with the pieces it
        // breaks into when it fits no line whole, and whether a space goes before it.
        var parts: [(pieces: [String], spaced: Bool)] = []
        for word in label.split(separator: " ").map(String.init) {
            for (index, part) in pieces(of: word, breaks: breaks.prefix(1), fits: fits).enumerated() {
                parts.append((pieces(of: part, breaks: breaks.dropFirst(), fits: fits), index == 0))
            }
        }
        var lines: [String] = []
        var current = ""
        for part in parts {
            let whole = part.pieces.joined()
            if !current.isEmpty, fits(current + (part.spaced ? " " : "") + whole) {
                current += (part.spaced ? " " : "") + whole
                continue
            }
            // A part that fits a line of its own starts one, so a setting is not split where
            // it need not be; a longer one follows on from the line, piece by piece.
            if fits(whole) {
                if !current.isEmpty { lines.append(current) }
                current = whole
                continue
            }
            for (index, piece) in part.pieces.enumerated() {
                let candidate = current + (index == 0 && part.spaced ? " " : "") + piece
                if current.isEmpty {
                    current = piece
                } else if fits(candidate) {
                    current = candidate
                } else {
                    lines.append(current)
                    current = piece
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Where a word may break, in the order tried: whether a break goes between two characters.
    private static let breaks: [@Sendable (Character, Character) -> Bool] = [
        { before, _ in before == ":" },
        { before, after in before.isLowercase && after.isUppercase },
    ]

    /// `word` cut at the first of `breaks`, and each piece that `fits` refuses cut again at the next.
    private static func pieces(
        of word: String, breaks: ArraySlice<@Sendable (Character, Character) -> Bool>, fits: (String) -> Bool
    ) -> [String] {
        guard let isBreak = breaks.first, !fits(word) else { return [word] }
        var pieces: [String] = []
        var current = ""
        for character in word {
            if let last = current.last, isBreak(last, character) {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        pieces.append(current)
        return pieces.flatMap { Self.pieces(of: $0, breaks: breaks.dropFirst(), fits: fits) }
    }

    /// The lines after a lane's label for its latest release, `row`.
    private static func figures(of row: CompareRow?) -> [String] {
        guard let row else { return ["no release yet"] }
        let rest = row.restTime.map { String(format: "rest %.2f s", $0) } ?? "not at rest"
        // A model stopping dead gives an overshoot of -0; it reads as 0.
        let overshoot = String(format: "%.1f", row.peakOvershoot == 0 ? 0 : row.peakOvershoot)
        let distance = String(format: "%.1f", row.meanDistance)
        return ["\(row.targetState) · over \(overshoot) pt", "\(rest) · Δ \(distance) pt"]
    }
}
