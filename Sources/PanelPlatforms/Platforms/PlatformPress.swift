import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// A press that drags a platform model's panel, begun as the engine's stage begins a pan
/// (Docs/engine.md §19-4): at once when the press has no slop, else at the first move `slop`
/// points or more from where the finger went down. The drag follows the finger's main-axis
/// travel from there, so a model's panel waits out the slop just as FloatingPanel's does.
package struct PlatformPress {
    /// When the finger went down: the model's press starts then, as the library's own would.
    package let time: Double
    private let down: CGPoint
    private let slop: CGFloat
    private let position: FloatingPanelPosition
    /// The finger's main-axis location where the drag began; nil while the press is within its slop.
    package private(set) var finger: Double?

    /// A press at `point` at `time` on a panel at `position`'s edge.
    package init(at point: CGPoint, time: Double, slop: CGFloat, position: FloatingPanelPosition) {
        self.time = time
        down = point
        self.slop = slop
        self.position = position
        finger = slop <= 0 ? Double(position.mainLocation(point)) : nil
    }

    /// Feeds a move to `point`; true when the drag begins with it.
    package mutating func begins(at point: CGPoint) -> Bool {
        guard finger == nil, StagePointer.hasMoved(to: point, from: down, slop: slop) else { return false }
        finger = Double(position.mainLocation(point))
        return true
    }

    /// The finger's main-axis travel from where the drag began to `point`; 0 before it began.
    package func travel(to point: CGPoint) -> Double {
        finger.map { Double(position.mainLocation(point)) - $0 } ?? 0
    }
}
