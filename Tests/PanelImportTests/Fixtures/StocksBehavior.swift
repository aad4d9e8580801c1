// swift-format-ignore-file
import FloatingPanel
import UIKit

// Behavior tuned for the news sheet; values from the design review (2022-11).
final class NewsPanelBehavior: FloatingPanelBehavior {
    let springDecelerationRate = UIScrollView.DecelerationRate.fast.rawValue + 0.001
    let springResponseTime: CGFloat = CGFloat(0.25)
    var momentumProjectionRate: CGFloat {
        UIScrollView.DecelerationRate.normal.rawValue
    }
    let removalInteractionVelocityThreshold: CGFloat = 1_0.0 / 2

    func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedTargetPosition: FloatingPanelState) -> Bool {
        return true
    }

    func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState)
        -> CGFloat
    {
        switch (from, to) {
        case (.tip, .half), (.half, .full):
            return 0.25
        default:
            return 0.5
        }
    }

    func allowsRubberBanding(for edge: UIRectEdge) -> Bool {
        return edge == .bottom
    }
}
