import Foundation

/// Which corners of the container view are rounded.
public struct RoundedCorners: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: Int
    /// Corners from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RoundedCorners(rawValue: 1)
    /// The top-right corner.
    public static let topRight = RoundedCorners(rawValue: 2)
    /// The bottom-left corner.
    public static let bottomLeft = RoundedCorners(rawValue: 4)
    /// The bottom-right corner.
    public static let bottomRight = RoundedCorners(rawValue: 8)
    /// All four corners.
    public static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Rectangles a renderer paints, in container coordinates unless named otherwise (Docs/engine.md §10).
extension FloatingPanelController {
    /// The surface's main-axis length: `S` in static mode, the pinned length in fit-to-bounds (Docs/engine.md §3.8).
    public var surfaceMainLength: CGFloat {
        switch contentMode {
        case .static:
            return activatedStaticSize
        case .fitToBounds:
            switch position {
            case .bottom: return max(containerSize.height - location, 1)
            case .right: return max(containerSize.width - location, 1)
            case .top, .left: return max(location, 1)
            }
        }
    }

    /// The surface frame (Docs/engine.md §2, §3.7, §3.8).
    public var surfaceFrame: CGRect {
        let length = surfaceMainLength
        let cross = activatedCrossExtent
        let crossLength = max(cross.end - cross.start, 0)
        switch position {
        case .bottom: return CGRect(x: cross.start, y: location, width: crossLength, height: length)
        case .top: return CGRect(x: cross.start, y: location - length, width: crossLength, height: length)
        case .right: return CGRect(x: location, y: cross.start, width: length, height: crossLength)
        case .left: return CGRect(x: location - length, y: cross.start, width: length, height: crossLength)
        }
    }

    /// How far the container view extends past the surface's far side when its margin there is 0 (Docs/engine.md §10.3).
    public var containerOverflow: CGFloat {
        contentMode == .static ? position.mainDimension(containerSize) : 0
    }

    /// The painted container view in surface coordinates (Docs/engine.md §10.3).
    public var containerViewFrameInSurface: CGRect {
        let size = surfaceFrame.size
        let margins = surfaceView.containerMargins
        var frame = CGRect(origin: .zero, size: size).inset(by: margins)
        let overflow = containerOverflow
        switch position {
        case .bottom where margins.bottom == 0: frame.size.height += overflow
        case .top where margins.top == 0:
            frame.origin.y -= overflow
            frame.size.height += overflow
        case .right where margins.right == 0: frame.size.width += overflow
        case .left where margins.left == 0:
            frame.origin.x -= overflow
            frame.size.width += overflow
        default: break
        }
        return frame
    }

    /// The painted container view (Docs/engine.md §10.3).
    public var containerViewFrame: CGRect { toContainer(containerViewFrameInSurface) }

    /// The content frame in surface coordinates: bounds inset by margins and padding (Docs/engine.md §10.4).
    public var contentFrameInSurface: CGRect {
        CGRect(origin: .zero, size: surfaceFrame.size).inset(
            by: surfaceView.containerMargins + surfaceView.contentPadding)
    }

    /// The content frame in container coordinates.
    public var contentFrame: CGRect { toContainer(contentFrameInSurface) }

    /// The grabber handle in surface coordinates (Docs/engine.md §10.5).
    public var grabberHandleFrameInSurface: CGRect {
        let size = surfaceFrame.size
        let handle = surfaceView.grabberHandleSize
        let padding = surfaceView.grabberHandlePadding
        switch position {
        case .bottom:
            return CGRect(x: (size.width - handle.width) / 2, y: padding, width: handle.width, height: handle.height)
        case .top:
            return CGRect(
                x: (size.width - handle.width) / 2, y: size.height - padding - handle.height, width: handle.width,
                height: handle.height)
        case .left:
            return CGRect(
                x: size.width - padding - handle.height, y: (size.height - handle.width) / 2, width: handle.height,
                height: handle.width)
        case .right:
            return CGRect(x: padding, y: (size.height - handle.width) / 2, width: handle.height, height: handle.width)
        }
    }

    /// The grabber handle in container coordinates.
    public var grabberHandleFrame: CGRect { toContainer(grabberHandleFrameInSurface) }

    /// The grabber touch area in surface coordinates (Docs/engine.md §10.5).
    public var grabberAreaFrameInSurface: CGRect {
        let size = surfaceFrame.size
        let depth = surfaceView.grabberAreaOffset
        switch position {
        case .bottom: return CGRect(x: 0, y: 0, width: size.width, height: depth)
        case .top: return CGRect(x: 0, y: size.height - depth, width: size.width, height: depth)
        case .left: return CGRect(x: size.width - depth, y: 0, width: depth, height: size.height)
        case .right: return CGRect(x: 0, y: 0, width: depth, height: size.height)
        }
    }

    /// `grabberAreaContains(p)` with the grabber-side clamp of Docs/engine.md §10.5.
    public func grabberAreaContains(_ point: CGPoint) -> Bool {
        let size = surfaceFrame.size
        let pixel = 1 / displayScale
        var p = point
        switch position {
        case .bottom: p.y = max(p.y, 0)
        case .right: p.x = max(p.x, 0)
        case .top: p.y = min(p.y, size.height - pixel)
        case .left: p.x = min(p.x, size.width - pixel)
        }
        let area = grabberAreaFrameInSurface
        return p.x >= area.minX && p.x < area.maxX && p.y >= area.minY && p.y < area.maxY
    }

    /// The corners the container view rounds (Docs/engine.md §10.2).
    public var roundedCorners: RoundedCorners {
        guard surfaceView.appearance.cornerRadius > 0 else { return [] }
        let margins = surfaceView.containerMargins
        switch position {
        case .bottom: return margins.bottom != 0 ? .all : [.topLeft, .topRight]
        case .top: return margins.top != 0 ? .all : [.bottomLeft, .bottomRight]
        case .left: return margins.left != 0 ? .all : [.topRight, .bottomRight]
        case .right: return margins.right != 0 ? .all : [.topLeft, .bottomLeft]
        }
    }

    /// Converts a surface-space point to container coordinates.
    public func convertToContainer(_ point: CGPoint) -> CGPoint {
        let origin = surfaceFrame.origin
        return CGPoint(x: point.x + origin.x, y: point.y + origin.y)
    }

    /// Converts a container-space point to surface coordinates.
    public func convertToSurface(_ point: CGPoint) -> CGPoint {
        let origin = surfaceFrame.origin
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    private func toContainer(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: surfaceFrame.minX, dy: surfaceFrame.minY)
    }
}
