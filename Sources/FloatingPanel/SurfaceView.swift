import Foundation

/// The surface's own settings besides its appearance: grabber, margins, padding (Docs/engine.md §10).
public struct SurfaceView: Hashable, Sendable {
    /// How the container view is painted (Docs/engine.md §10.2).
    public var appearance = SurfaceAppearance()
    /// Width × height in bottom/top orientation; swapped for left/right panels (Docs/engine.md §10.5).
    public var grabberHandleSize = CGSize(width: 36, height: 5)
    /// Distance of the handle from the grabber edge.
    public var grabberHandlePadding: CGFloat = 6
    /// Depth of the grabber touch area.
    public var grabberAreaOffset: CGFloat = 36
    /// Hides the handle; its touch area stays active (Docs/engine.md §10.5).
    public var grabberHandleIsHidden = false
    /// The handle's color.
    public var grabberHandleColor: RGBAColor = .grabberDefault
    /// Insets of the content inside the container view (Docs/engine.md §10.4).
    public var contentPadding = EdgeInsets.zero
    /// Insets of the container view from the surface edges (Docs/engine.md §10.3).
    public var containerMargins = EdgeInsets.zero
    /// The surface's inset from the container's edges at named states, interpolated with the
    /// panel's location between them: what an app gets by updating `containerMargins` as the
    /// panel moves (the iOS 26 sheet that floats inset at half and is edge to edge at full).
    /// FloatingPanel has no such property; empty by default.
    public var insetsByState: [String: EdgeInsets] = [:]

    /// A surface with FloatingPanel's defaults.
    public init() {}
}
