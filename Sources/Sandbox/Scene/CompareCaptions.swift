import Foundation
import PanelScene

/// The lines under each lane of a compare run: its label, then the figures of its latest release
/// by the frame shown (stop and overshoot, then settle time and distance from lane 0).
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

    /// The lines after a lane's label for its latest release, `row`.
    private static func figures(of row: CompareRow?) -> [String] {
        guard let row else { return ["no release yet"] }
        let settle = row.settleTime.map { String(format: "%.2f s", $0) } ?? "—"
        // A model stopping dead gives an overshoot of -0; it reads as 0.
        let overshoot = String(format: "%.1f", row.peakOvershoot == 0 ? 0 : row.peakOvershoot)
        let distance = String(format: "%.1f", row.meanDistance)
        return ["\(row.targetState) · over \(overshoot) pt", "\(settle) · Δ \(distance) pt"]
    }
}
