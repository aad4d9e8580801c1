// swift-format-ignore-file
import FloatingPanel
import UIKit

/*
 A drawer that comes down from the top.
 The tip state used to be 44 pt:
     .tip: FloatingPanelLayoutAnchor(absoluteInset: 44, edge: .top, referenceGuide: .safeArea),
 */
final class TopDrawerLayout: FloatingPanelLayout {
    var position: FloatingPanelPosition {
        get { return .top }
    }

    var initialState: FloatingPanelState {
        get {
            return .half
        }
    }

    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        get {
            return [
                .full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .safeArea),
                .half: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.5, referenceGuide: .superview),
            ]
        }
    }

    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        switch state {
        case .full, .half:
            return 0.4
        case .tip:
            return 0.1
        default:
            return 0
        }
    }
}
