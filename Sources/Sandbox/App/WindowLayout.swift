import Foundation

/// Where things go in the window: the device container at the left, then the side bar — a ruler
/// along the container's edge for the anchors, and a column of cards (error banner, messages,
/// preset list, readout overlay, live plot, key help). Nothing of the side bar is drawn over the
/// container, so the overlays never hide a panel.
///
/// All values are in points (SDL's screen coordinates); the renderer's pixel density is applied
/// by the painter.
package struct WindowLayout: Equatable {
    /// The side bar's width: the ruler and the cards.
    package static let sideBarWidth: CGFloat = rulerWidth + cardColumnWidth
    /// The strip beside the container where the anchors of top and bottom panels are ticked off.
    package static let rulerWidth: CGFloat = 96
    /// The column of cards right of the ruler.
    package static let cardColumnWidth: CGFloat = 284
    /// The window is at least this tall, so the side bar's cards fit beside a landscape phone.
    package static let minimumHeight: CGFloat = 600
    /// The smallest container a hand resize may make (a zero-sized container has no anchors).
    package static let minimumContainerSize = CGSize(width: 200, height: 200)
    /// The band below the container where left and right panels' anchors are ticked off, when
    /// the window leaves that much room; otherwise they go along the container's bottom edge.
    package static let horizontalRulerHeight: CGFloat = 44

    /// The window's size.
    package let windowSize: CGSize
    /// The container's size.
    package let containerSize: CGSize

    /// The layout of a window of `windowSize` showing a container of `containerSize`.
    package init(windowSize: CGSize, containerSize: CGSize) {
        self.windowSize = windowSize
        self.containerSize = containerSize
    }

    /// The window that shows `containerSize` exactly, with the side bar beside it.
    package static func windowSize(for containerSize: CGSize) -> CGSize {
        CGSize(
            width: (containerSize.width + sideBarWidth).rounded(.up),
            height: max(containerSize.height, minimumHeight).rounded(.up))
    }

    /// The scale at which the window of `windowSize(for: containerSize)` fits `display` (the
    /// display's usable area in window units, `unitsPerPoint` of them a point): 1 when it fits, less
    /// when the container and side bar would not (an iPad beside the side bar on a laptop screen),
    /// so the container is always shown whole and in place, as a simulator zooms out.
    static func zoom(showing containerSize: CGSize, unitsPerPoint: CGFloat, display: CGSize?) -> CGFloat {
        let size = windowSize(for: containerSize)
        guard let display, display.width > 0, display.height > 0, size.width > 0, size.height > 0 else { return 1 }
        return min(1, display.width / (size.width * unitsPerPoint), display.height / (size.height * unitsPerPoint))
    }

    /// The part of the window left of the side bar, where the container is shown.
    package var containerArea: CGRect {
        CGRect(x: 0, y: 0, width: max(windowSize.width - Self.sideBarWidth, 0), height: windowSize.height)
    }

    /// The container in window points: centred in its area (at the top-left when it does not fit),
    /// on whole points so the scene's pixels line up with the window's.
    package var containerFrame: CGRect {
        let area = containerArea
        return CGRect(
            x: max(((area.width - containerSize.width) / 2).rounded(.down), 0),
            y: max(((area.height - containerSize.height) / 2).rounded(.down), 0),
            width: containerSize.width, height: containerSize.height)
    }

    /// The part of the container the window shows: all of it, unless the user made the window
    /// smaller than a device preset, whose container then ends at the side bar.
    package var visibleContainerFrame: CGRect {
        containerFrame.intersection(containerArea)
    }

    /// The container size a hand resize to this window gives a custom container: all of its area.
    package var containerSizeFillingArea: CGSize {
        CGSize(
            width: max(containerArea.width, Self.minimumContainerSize.width),
            height: max(containerArea.height, Self.minimumContainerSize.height))
    }

    /// The side bar: from the container area's right edge to the window's.
    package var sideBar: CGRect {
        CGRect(x: containerArea.maxX, y: 0, width: Self.sideBarWidth, height: windowSize.height)
    }

    /// The lane for top and bottom panels' anchors: right of the part of the container shown,
    /// same vertical scale.
    package var verticalRuler: CGRect {
        let container = containerFrame
        return CGRect(
            x: visibleContainerFrame.maxX, y: container.minY, width: Self.rulerWidth, height: container.height)
    }

    /// Where the anchor ruler may draw: the container's area and the ruler's strip of the side
    /// bar, never the cards (a container cut at the side bar has anchors past its visible part).
    package var rulerArea: CGRect {
        CGRect(x: 0, y: 0, width: containerArea.maxX + Self.rulerWidth, height: windowSize.height)
    }

    /// The lane for left and right panels' anchors: below the container when there is room, else
    /// the container's own bottom band.
    package var horizontalRuler: CGRect {
        let container = containerFrame
        let below = windowSize.height - container.maxY
        let top = below >= Self.horizontalRulerHeight ? container.maxY : container.maxY - Self.horizontalRulerHeight
        return CGRect(x: container.minX, y: top, width: container.width, height: Self.horizontalRulerHeight)
    }

    /// The cards' column, inset from the side bar's edges.
    package var cardColumn: CGRect {
        CGRect(
            x: sideBar.minX + Self.rulerWidth, y: sideBar.minY + 8, width: Self.cardColumnWidth - 8,
            height: sideBar.height - 16)
    }

    /// Whether `point` (window points) lies on the part of the container the window shows.
    package func containerContains(_ point: CGPoint) -> Bool {
        visibleContainerFrame.contains(point)
    }

    /// `point` (window points) in container points.
    package func containerPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - containerFrame.minX, y: point.y - containerFrame.minY)
    }
}
