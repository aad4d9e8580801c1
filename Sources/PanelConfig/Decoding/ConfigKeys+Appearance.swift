import FloatingPanel

/// The keys of surface appearances (Docs/config.md "Surface appearance").
extension ConfigKeys {
    /// The appearance table's entries, by key.
    package enum Appearance {
        package static let cornerRadius = ConfigKey(
            "cornerRadius", .number(.nonNegative), default: .number(Double(SurfaceView().appearance.cornerRadius)),
            step: 1, "The surface's corner radius in points.")
        package static let backgroundColor = ConfigKey(
            "backgroundColor", .structured, "The surface's fill: #RRGGBB or #RRGGBBAA, or null for none.")
        package static let borderColor = ConfigKey(
            "borderColor", .structured, "The border's color: #RRGGBB or #RRGGBBAA, or null for none.")
        package static let borderWidth = ConfigKey(
            "borderWidth", .number(.nonNegative), default: .number(Double(SurfaceView().appearance.borderWidth)),
            step: 0.5, "The border's width in points.")
        package static let shadows = ConfigKey(
            "shadows", .structured, "Shadows drawn outside the surface, in order; [] for none.")
        package static let grabberHandleSize = ConfigKey(
            "grabberHandleSize", .structured,
            "The grabber handle's [width, height] in points, for top/bottom panels (swapped for left/right ones).")
        package static let grabberHandlePadding = ConfigKey(
            "grabberHandlePadding", .number(.nonNegative), default: .number(Double(SurfaceView().grabberHandlePadding)),
            step: 1, "The grabber handle's distance from the surface's grabber edge in points.")
        package static let grabberHandleHidden = ConfigKey(
            "grabberHandleHidden", .flag, default: .flag(SurfaceView().grabberHandleIsHidden),
            "Whether the grabber handle is hidden.")
        package static let contentPadding = ConfigKey(
            "contentPadding", .structured, "Insets of the content inside the container view (Docs/engine.md §10.4).")
        package static let containerMargins = ConfigKey(
            "containerMargins", .structured,
            "Insets of the container view from the surface's edges (Docs/engine.md §10.3).")
        package static let cornerConfiguration = ConfigKey(
            "cornerConfiguration", .structured,
            "The corners from iOS 26 on (FloatingPanel 3.2): a fixed radius or concentric to the display's corners; cornerRadius stays the fallback."
        )
        package static let surfaceInset = ConfigKey(
            "surfaceInset", .structured,
            "The surface's inset from the container's edges at named states, interpolated with the panel's location (the iOS 26 floating sheet)."
        )
    }

    static let appearance: [ConfigKey] = [
        Appearance.cornerRadius, Appearance.backgroundColor, Appearance.borderColor, Appearance.borderWidth,
        Appearance.shadows, Appearance.grabberHandleSize, Appearance.grabberHandlePadding,
        Appearance.grabberHandleHidden, Appearance.contentPadding, Appearance.containerMargins,
        Appearance.cornerConfiguration, Appearance.surfaceInset,
    ]

    /// The shadow table's entries, by key.
    package enum Shadow {
        package static let hidden = ConfigKey(
            "hidden", .flag, default: .flag(SurfaceAppearance.Shadow().hidden), "Whether this shadow is not drawn.")
        package static let color = ConfigKey("color", .string, "#RRGGBB or #RRGGBBAA.")
        package static let opacity = ConfigKey(
            "opacity", .number(.unitInterval), default: .number(Double(SurfaceAppearance.Shadow().opacity)), step: 0.01,
            unit: .fraction,
            "The shadow's opacity.")
        package static let offset = ConfigKey("offset", .structured, "The shadow's [x, y] offset in points.")
        package static let radius = ConfigKey(
            "radius", .number(.nonNegative), default: .number(Double(SurfaceAppearance.Shadow().radius)), step: 1,
            "The blur radius in points.")
        package static let spread = ConfigKey(
            "spread", .number(.any), default: .number(Double(SurfaceAppearance.Shadow().spread)), step: 1,
            "Grows (or, negative, shrinks) the shadow in points.")
    }

    static let shadow: [ConfigKey] = [
        Shadow.hidden, Shadow.color, Shadow.opacity, Shadow.offset, Shadow.radius, Shadow.spread,
    ]
}
