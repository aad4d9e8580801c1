import FloatingPanel
import Foundation

extension FloatingPanelLayout {
    /// The state a panel is presented at when asked to show: the layout's initial state, or,
    /// when that is `hidden` (a panel that waits to be presented), its middle anchored state (the
    /// lower of the two middle ones: `half` of full/half/tip); `hidden` when nothing else is anchored.
    package var presentationState: FloatingPanelState {
        guard initialState == .hidden else { return initialState }
        let anchored = anchors.keys.filter { $0 != .hidden }.sorted { $0.order < $1.order }
        guard !anchored.isEmpty else { return .hidden }
        return anchored[(anchored.count - 1) / 2]
    }
}
