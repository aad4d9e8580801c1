// swift-format-ignore-file
import FloatingPanel
import UIKit

class ModalViewController: UIViewController {
    lazy var fpc: FloatingPanelController = {
        let fpc = FloatingPanelController()
        fpc.layout = ModalLayout()
        fpc.surfaceView.appearance.backgroundColor = .systemBackground
        return fpc
    }()
}

extension ModalViewController {
    final class ModalLayout: FloatingPanelLayout {
        var position: FloatingPanelPosition { .bottom }
        var initialState: FloatingPanelState { .full }
        private let topInset: CGFloat
        init(topInset: CGFloat = 100) { self.topInset = topInset }
        var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
            [.full: FloatingPanelLayoutAnchor(absoluteInset: topInset, edge: .top, referenceGuide: .superview)]
        }
        func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
            if case .full = state { return 0.5 }
            return 0
        }
    }
}
