import FloatingPanel

/// The keys of layouts (Docs/config.md "Layout").
extension ConfigKeys {
    private static let guides = FloatingPanelLayoutReferenceGuide.allCases.map(\.rawValue)

    static let layout: [ConfigKey] = [
        ConfigKey(
            "position", .choice(FloatingPanelPosition.allCases.map(\.rawValue)),
            "The edge the panel is attached to; its main axis is y for top/bottom panels, x for left/right ones."),
        ConfigKey("initialState", .string, "The state the panel is shown at: one of the anchors' states, or hidden."),
        ConfigKey("anchors", .structured, "State name to anchor."),
        ConfigKey(
            "backdropAlpha", .structured,
            "State name to the backdrop's alpha at that state; states not listed use the default (0.3 at full, 0 elsewhere)."
        ),
        ConfigKey(
            "contentMode", .choice(LayoutKeys.contentModes), default: .choice(LayoutKeys.contentModes[0]),
            "static: the surface keeps its size and moves; fitToBounds: the surface is resized to end at the container's far edge (Docs/engine.md §3.8)."
        ),
        ConfigKey(
            "crossAxis", .structured,
            "Where the surface sits across the main axis (FloatingPanel's prepareLayout): fill the guide, or a narrower surface aligned to one side."
        ),
    ]

    static let layoutEntry: [ConfigKey] = [
        ConfigKey(
            "when", .structured,
            "The condition on the container; leave it out for the fallback entry, which must come last."),
        ConfigKey(
            "layout", .structured,
            "The layout used while the condition holds: an inline layout, a path relative to this file, or another list."
        ),
    ]

    static let layoutCondition: [ConfigKey] = [
        ConfigKey("minWidth", .number(.nonNegative), "At least this wide (points)."),
        ConfigKey("maxWidth", .number(.nonNegative), "At most this wide (points)."),
        ConfigKey("minHeight", .number(.nonNegative), "At least this tall (points)."),
        ConfigKey("maxHeight", .number(.nonNegative), "At most this tall (points)."),
        ConfigKey("landscape", .flag, "true: only when wider than tall; false: only when not."),
    ]

    static let insetAnchor: [ConfigKey] = [
        ConfigKey("order", .integer, "See 'order'."),
        ConfigKey(
            "absoluteInset", .number(.any), step: 1, "Points from 'edge' of the guide (give this or fractionalInset)."),
        ConfigKey(
            "fractionalInset", .number(.unitInterval), step: 0.01,
            "A fraction of the guide's length from 'edge' (give this or absoluteInset)."),
        ConfigKey(
            "edge", .choice(FloatingPanelReferenceEdge.allCases.map(\.rawValue)),
            "The side of the guide the inset is measured from: top or bottom for top/bottom panels, left or right for left/right ones."
        ),
        ConfigKey(
            "referenceGuide", .choice(guides), default: .choice(FloatingPanelLayoutReferenceGuide.safeArea.rawValue),
            "What the inset is measured in: the whole container or its safe area."),
    ]

    static let intrinsicAnchor: [ConfigKey] = [
        ConfigKey("type", .choice(["intrinsic"]), "Marks an intrinsic anchor."),
        ConfigKey("order", .integer, "See 'order'."),
        ConfigKey(
            "absoluteOffset", .number(.any), step: 1,
            "Points hidden from the content's full size (give this or fractionalOffset)."),
        ConfigKey(
            "fractionalOffset", .number(.unitInterval), step: 0.01,
            "A fraction of the content's length hidden (give this or absoluteOffset)."),
        ConfigKey(
            "referenceGuide", .choice(guides), default: .choice(FloatingPanelLayoutReferenceGuide.safeArea.rawValue),
            "The container or its safe area."),
    ]

    /// An intrinsic anchor's keys, marked adaptive, and its bounding guide.
    static let adaptiveAnchor: [ConfigKey] =
        intrinsicAnchor.map {
            $0.name != "type"
                ? $0
                : ConfigKey("type", .choice(["adaptive"]), default: .choice("adaptive"), "Marks an adaptive anchor.")
        } + [
            ConfigKey(
                "contentBoundingGuide", .choice(FloatingPanelLayoutContentBoundingGuide.allCases.map(\.rawValue)),
                default: .choice(FloatingPanelLayoutContentBoundingGuide.none.rawValue),
                "Caps the content's length to this guide; none leaves it unbounded.")
        ]

    static let crossAxis: [ConfigKey] = [
        ConfigKey(
            "alignment", .choice(FloatingPanelCrossAxisPlacement.Alignment.allCases.map(\.rawValue)),
            default: .choice(FloatingPanelCrossAxisPlacement.fill.alignment.rawValue),
            "fill spans the guide; leading (left, or top for left/right panels), center and trailing place a surface 'width' long."
        ),
        ConfigKey(
            "referenceGuide", .choice(guides),
            default: .choice(FloatingPanelCrossAxisPlacement.fill.referenceGuide.rawValue),
            "The guide the surface fills or is aligned in."),
        ConfigKey(
            "width", .number(.positive), step: 1,
            "The surface's cross-axis length in points (a height for left/right panels); required unless alignment is fill."
        ),
        ConfigKey(
            "inset", .number(.any), default: .number(0), step: 1,
            "Points from the aligned side of the guide (a shift for center); not for fill."),
    ]
}
