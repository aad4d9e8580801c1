import FloatingPanel
import Foundation
import PanelConfig

extension PanelRuntime {
    /// The content's intrinsic size changed: intrinsic and adaptive anchors
    /// re-resolve, and a panel at rest springs from where it is to its state's new position — no
    /// jump (the engine alone would put it there at once). A running spring or transition
    /// retargets from where it is; a drag continues with the new anchors.
    package func setContentSize(_ size: CGSize) {
        let size = CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
        guard size != controller.contentSize else { return }
        let previous = controller.surfaceLocation
        config.contentSize = size
        controller.contentSize = size
        // An adaptive detent may now rank differently among the others.
        refreshArrangement()
        springToState(from: previous)
    }

    /// Shows `rows` content rows (the window's grow/shrink key). Each added or removed
    /// row changes the content's main-axis length — and the tracked scroll content's, if any — by
    /// the row height, whatever else the scene counted in them (a header); then as
    /// `setContentSize(_:)`.
    package func setContentRows(_ rows: Int) {
        let rows = max(rows, 0)
        guard rows != config.content.rows else { return }
        let change = CGFloat(rows - config.content.rows) * config.content.rowHeight
        config.content.rows = rows
        if config.scrollContentHeight > 0 {
            // Stays above 0: 0 would mean "no tracked scroll view" and end the tracking.
            config.scrollContentHeight = max(config.scrollContentHeight + change, 1)
            updateScrollContent(height: config.scrollContentHeight)
        }
        var size = controller.contentSize
        if controller.position.isVertical {
            size.height = max(size.height + change, 0)
        } else {
            size.width = max(size.width + change, 0)
        }
        setContentSize(size)
    }
}
