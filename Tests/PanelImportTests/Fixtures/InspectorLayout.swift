// swift-format-ignore-file
import FloatingPanel
import UIKit

extension FloatingPanelState {
    static let peek: FloatingPanelState = FloatingPanelState(rawValue: "peek", order: 250)
}

final class InspectorLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .left
    let initialState: FloatingPanelState = .peek
    let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelAdaptiveLayoutAnchor(
            absoluteOffset: 0, contentLayout: UILayoutGuide(), referenceGuide: .superview,
            contentBoundingGuide: .safeArea),
        .peek: FloatingPanelLayoutAnchor(absoluteInset: 64, edge: .left, referenceGuide: .superview),
    ]
}

final class InspectorBehavior: FloatingPanelDefaultBehavior {
    override var springDecelerationRate: CGFloat { 0.985 }

    override func allowsRubberBanding(for edge: UIRectEdge) -> Bool {
        edge == .top
    }
}
