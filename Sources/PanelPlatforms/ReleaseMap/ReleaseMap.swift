import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// Where each release of one panel lands (Docs/cli.md "map"): for every state a drag can start
/// in, a grid of release location × release velocity, each cell the state the panel goes to. A
/// cell is a scenario run, not a rule restated: `ReleaseMapper` plays a drag from rest in the
/// from-state released at the cell's location and velocity, as `simulate --summary` plays it.
package struct ReleaseMap: Sendable {
    /// A state's anchor on the main axis.
    package struct Stop: Sendable, Equatable {
        /// The state's name.
        package var state: String
        /// Its surface location on the main axis, container points.
        package var location: CGFloat
    }

    /// Where the redirectional progress ρ of a segment lies: a release at rest past it goes on to
    /// `to` (Docs/engine.md §7.6).
    package struct Threshold: Sendable, Equatable {
        /// The segment's anchor the panel comes from.
        package var from: String
        /// The anchor in the direction of travel.
        package var to: String
        /// ρ, 0…1.
        package var progress: CGFloat
        /// `pos(from) + ρ · (pos(to) − pos(from))`, container points.
        package var location: CGFloat
    }

    /// The grid of one from-state.
    package struct Block: Sendable {
        /// The state the drag starts in, at rest.
        package var from: String
        /// Its location on the main axis.
        package var fromLocation: CGFloat
        /// The landing state of each cell: `targets[velocityIndex][locationIndex]`.
        package var targets: [[String]]
    }

    /// One cell as `map --json` prints it.
    package struct Cell: Sendable, Equatable {
        package var from: String
        package var location: CGFloat
        package var velocity: CGFloat
        package var targetState: String
    }

    /// The panel's id.
    package var panel: String
    /// The library whose model moved the panel; nil for FloatingPanel's engine.
    package var platform: Platform?
    /// The main axis's coordinate as `simulate` prints it: "y" for top and bottom panels, "x"
    /// for left and right ones.
    package var axis: String
    /// The release locations, from the most expanded stop to the least expanded one.
    package var locations: [CGFloat]
    /// The release velocities in pt/s, ascending (negative: toward smaller coordinates).
    package var velocities: [CGFloat]
    /// FloatingPanel's anchors, by coordinate.
    package var stops: [Stop]
    /// FloatingPanel's ρ of each pair of neighbouring anchors, both ways.
    package var thresholds: [Threshold]
    /// One grid per from-state, most expanded first.
    package var blocks: [Block]

    /// The name of what moved the panel: "FloatingPanel" or the library's.
    package var engineName: String { platform?.displayName ?? "FloatingPanel" }

    /// Every state a cell lands in, by coordinate (the stops' order, then any other in the order
    /// found): the legend's order and colours.
    package var landingStates: [String] {
        var states = stops.map(\.state).filter { state in blocks.contains { $0.targets.joined().contains(state) } }
        for block in blocks {
            for target in block.targets.joined() where !states.contains(target) { states.append(target) }
        }
        return states
    }

    /// Every cell, block by block, velocity by velocity, location by location.
    package var cells: [Cell] {
        blocks.flatMap { block in
            block.targets.enumerated().flatMap { velocityIndex, row in
                row.enumerated().map { locationIndex, target in
                    Cell(
                        from: block.from, location: locations[locationIndex], velocity: velocities[velocityIndex],
                        targetState: target)
                }
            }
        }
    }

    /// The map as `map --json` prints it: one object per cell per line, with the platform's name
    /// on a platform's rows.
    package var jsonLines: String {
        let panel = ExportJSONValue.quoted(self.panel)
        let platform = self.platform.map { ", \"platform\": \(ExportJSONValue.quoted($0.rawValue))" } ?? ""
        var text = ""
        for cell in cells {
            text += "{\"panel\": \(panel)\(platform), \"from\": \(ExportJSONValue.quoted(cell.from))"
            text += ", \"location\": \(TraceWriter.number(Double(cell.location)))"
            text += ", \"velocity\": \(TraceWriter.number(Double(cell.velocity)))"
            text += ", \"targetState\": \(ExportJSONValue.quoted(cell.targetState))}\n"
        }
        return text
    }
}
