// swift-format-ignore-file
import FloatingPanel
import SwiftUI

struct PlaceSheetLayout: FloatingPanelLayout {
    var position: FloatingPanelPosition = .bottom
    var initialState: FloatingPanelState = .tip
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.6, edge: .bottom, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .bottom, referenceGuide: .safeArea),
    ]

    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        if state == .full { return 0.25 }
        return 0
    }
}

final class PlaceSheetBehavior: FloatingPanelBehavior {
    let springResponseTime = 0.5
}

extension SurfaceAppearance {
    static var place: SurfaceAppearance {
        let appearance = SurfaceAppearance()
        appearance.cornerRadius = 20
        appearance.backgroundColor = UIColor(white: 0.95, alpha: 1)
        appearance.shadows = []
        return appearance
    }
}

struct PlaceMapView: View {
    var body: some View {
        MapView()
            .floatingPanel { proxy in
                PlaceList(proxy: proxy)
            }
            .floatingPanelSurfaceAppearance(.place)
            .floatingPanelLayout(PlaceSheetLayout())
            .floatingPanelBehavior(PlaceSheetBehavior())
            .floatingPanelContentMode(.fitToBounds)
            .floatingPanelGrabberHandlePadding(12)
    }
}
