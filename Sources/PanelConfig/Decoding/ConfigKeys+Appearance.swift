import FloatingPanel

/// The keys of surface appearances (Docs/config.md "Surface appearance").
extension ConfigKeys {
    static let appearance: [ConfigKey] = [
        ConfigKey(
            "cornerRadius", .number(.nonNegative), default: .number(Double(SurfaceView().appearance.cornerRadius)),
            step: 1, "The surface's corner radius in points."),
        ConfigKey("backgroundColor", .structured, "The surface's fill: #RRGGBB or #RRGGBBAA, or null for none."),
        ConfigKey("borderColor", .structured, "The border's color: #RRGGBB or #RRGGBBAA, or null for none."),
        ConfigKey(
            "borderWidth", .number(.nonNegative), default: .number(Double(SurfaceView().appearance.borderWidth)),
            step: 0.5, "The border's width in points."),
        ConfigKey("shadows", .structured, "Shadows drawn outside the surface, in order; [] for none."),
        ConfigKey(
            "grabberHandleSize", .structured,
            "The grabber handle's [width, height] in points, for top/bottom panels (swapped for left/right ones)."),
        ConfigKey(
            "grabberHandlePadding", .number(.nonNegative), default: .number(Double(SurfaceView().grabberHandlePadding)),
            step: 1, "The grabber handle's distance from the surface's grabber edge in points."),
        ConfigKey(
            "grabberHandleHidden", .flag, default: .flag(SurfaceView().grabberHandleIsHidden),
            "Whether the grabber handle is hidden."),
        ConfigKey(
            "contentPadding", .structured, "Insets of the content inside the container view (Docs/engine.md §10.4)."),
        ConfigKey(
            "containerMargins", .structured,
            "Insets of the container view from the surface's edges (Docs/engine.md §10.3)."),
    ]

    static let shadow: [ConfigKey] = [
        ConfigKey(
            "hidden", .flag, default: .flag(SurfaceAppearance.Shadow().hidden), "Whether this shadow is not drawn."),
        ConfigKey("color", .string, "#RRGGBB or #RRGGBBAA."),
        ConfigKey(
            "opacity", .number(.unitInterval), default: .number(Double(SurfaceAppearance.Shadow().opacity)), step: 0.01,
            "The shadow's opacity."),
        ConfigKey("offset", .structured, "The shadow's [x, y] offset in points."),
        ConfigKey(
            "radius", .number(.nonNegative), default: .number(Double(SurfaceAppearance.Shadow().radius)), step: 1,
            "The blur radius in points."),
        ConfigKey(
            "spread", .number(.any), default: .number(Double(SurfaceAppearance.Shadow().spread)), step: 1,
            "Grows (or, negative, shrinks) the shadow in points."),
    ]
}
