import FloatingPanel
import Foundation
import PanelConfig

/// One release of one lane, as `compare` prints it.
package struct CompareRow: Equatable, Sendable {
    /// The lane, from 0 (the scene as is).
    package var lane: Int
    /// The panel's id.
    package var panel: String
    /// The release, counting the lane's releases from 0 in the order they happened.
    package var release: Int
    /// The stop the release went to.
    package var targetState: String
    /// The farthest the panel went past its target, in points.
    package var peakOvershoot: Double
    /// Seconds to rest; nil when caught again or the scenario ended first.
    package var restTime: Double?
    /// The mean distance of the release's path from lane 0's, in points.
    package var meanDistance: Double

    /// The rows of `runs`, lane by lane and release by release; distances are from `runs[0]`.
    package static func rows(_ runs: [LaneRun]) -> [CompareRow] {
        guard let first = runs.first else { return [] }
        return runs.enumerated().flatMap { lane, run in
            run.releases.enumerated().map { index, release in
                CompareRow(
                    lane: lane, panel: release.panel, release: index, targetState: release.line.targetState.rawValue,
                    peakOvershoot: Double(release.line.peakOvershoot), restTime: release.line.restTime,
                    meanDistance: run.meanDistance(ofRelease: index, from: first))
            }
        }
    }

    /// One JSON object on one line, its numbers in the trace's form (shortest round trip).
    package var jsonLine: String {
        "{\"lane\": \(lane), \"panel\": \(ExportJSONValue.quoted(panel)), \"release\": \(release), "
            + "\"targetState\": \(ExportJSONValue.quoted(targetState)), "
            + "\"peakOvershoot\": \(TraceWriter.number(peakOvershoot)), "
            + "\"settleTime\": \(restTime.map(TraceWriter.number) ?? "null"), "
            + "\"meanDistance\": \(TraceWriter.number(meanDistance))}"
    }
}
