import FloatingPanel
import Foundation
import PanelConfig

/// Which layout a panel uses in its current container: an entry of its layout list (FloatingPanel's
/// `floatingPanel(_:layoutFor:)`), or its adaptive presentation resolved there.
package enum PanelArrangement: Equatable {
    /// The entry of `ResolvedPanel.layouts` at `index`; nil when no entry's condition holds and
    /// FloatingPanelBottomLayout's values are used.
    case layoutEntry(index: Int?)
    /// The panel's `adaptivePresentation` in this container.
    case adaptive(ResolvedAdaptivePresentation)

    /// The arrangement of `config` in a container of `size` with `safeAreaInsets`, for content of
    /// `contentSize`.
    package init(config: ResolvedPanel, containerSize size: CGSize, safeAreaInsets: EdgeInsets, contentSize: CGSize) {
        if let presentation = config.adaptivePresentation {
            self = .adaptive(
                ResolvedAdaptivePresentation(
                    presentation, containerSize: size, safeAreaInsets: safeAreaInsets, contentSize: contentSize))
        } else {
            self = .layoutEntry(index: config.layoutIndex(forContainer: size))
        }
    }

    /// The layout to give the controller. Layout-list entries are the config's own objects;
    /// an adaptive resolution builds a new one.
    func makeLayout(config: ResolvedPanel) -> FloatingPanelLayout {
        switch self {
        case .layoutEntry(let index?) where config.layouts.indices.contains(index):
            return config.layouts[index].layout
        case .layoutEntry:
            return ConditionalLayout.bottomLayoutDefault.layout
        case .adaptive(let resolved):
            return resolved.makeLayout()
        }
    }

    /// The content mode the layout asks for (an adaptive presentation is `.static`).
    func contentMode(config: ResolvedPanel) -> FloatingPanelContentMode {
        if case .layoutEntry(let index?) = self, config.layouts.indices.contains(index) {
            return config.layouts[index].contentMode
        }
        return .static
    }

    /// The style of an adaptive presentation; nil for a layout-list entry.
    package var presentationStyle: ResolvedAdaptivePresentation.Style? {
        if case .adaptive(let resolved) = self { return resolved.style }
        return nil
    }
}
