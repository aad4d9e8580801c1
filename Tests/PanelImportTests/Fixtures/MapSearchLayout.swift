// swift-format-ignore-file
//  MapSearchLayout.swift
//  地図の検索パネル (the map's search panel)
//  Copyright © 2023 Example Maps. All rights reserved.

import FloatingPanel
import UIKit

/// 検索パネルのレイアウト — 搜索面板的布局
class MapSearchPanelLayout: FloatingPanelBottomLayout {
    override var initialState: FloatingPanelState {
        return .tip
    }

    override var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        return [
            // ナビゲーションバーの下まで
            FloatingPanel.FloatingPanelState.full: FloatingPanelLayoutAnchor(
                absoluteInset: 16.0,
                edge: .top,
                referenceGuide: .safeArea
            ),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.45, edge: .bottom, referenceGuide: .safeArea),
            // 検索バー (44) + 余白 (85)
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 85.0 + 44.0, edge: .bottom, referenceGuide: .safeArea),
            // .hidden: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .bottom, referenceGuide: .superview),
        ]
    }

    override func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        return state == .full ? 0.35 : 0.0
    }
}
