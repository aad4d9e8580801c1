import FloatingPanel

/// The keys of layouts (Docs/config.md "Layout").
extension ConfigKeys {
    private static let guides = FloatingPanelLayoutReferenceGuide.allCases.map(\.rawValue)

    /// The layout table's entries, by key.
    package enum Layout {
        package static let position = ConfigKey(
            "position", .choice(FloatingPanelPosition.allCases.map(\.rawValue)),
            "The edge the panel is attached to; its main axis is y for top/bottom panels, x for left/right ones.")
        package static let initialState = ConfigKey(
            "initialState", .string, "The state the panel is shown at: one of the anchors' states, or hidden.")
        package static let anchors = ConfigKey("anchors", .structured, "State name to anchor.")
        package static let backdropAlpha = ConfigKey(
            "backdropAlpha", .structured, unit: .fraction,
            "State name to the backdrop's alpha at that state; states not listed use the default (0.3 at full, 0 elsewhere)."
        )
        package static let contentMode = ConfigKey(
            "contentMode", .choice(LayoutKeys.contentModes), default: .choice(LayoutKeys.contentModes[0]),
            "static: the surface keeps its size and moves; fitToBounds: the surface is resized to end at the container's far edge (Docs/engine.md §3.8)."
        )
        package static let crossAxis = ConfigKey(
            "crossAxis", .structured,
            "Where the surface sits across the main axis (FloatingPanel's prepareLayout): fill the guide, or a narrower surface aligned to one side."
        )
    }

    static let layout: [ConfigKey] = [
        Layout.position, Layout.initialState, Layout.anchors, Layout.backdropAlpha, Layout.contentMode,
        Layout.crossAxis,
    ]

    /// The layoutEntry table's entries, by key.
    package enum LayoutEntry {
        package static let when = ConfigKey(
            "when", .structured,
            "The condition on the container; leave it out for the fallback entry, which must come last.")
        package static let layout = ConfigKey(
            "layout", .structured,
            "The layout used while the condition holds: an inline layout, a path relative to this file, or another list."
        )
    }

    static let layoutEntry: [ConfigKey] = [LayoutEntry.when, LayoutEntry.layout]

    /// The layoutCondition table's entries, by key.
    package enum LayoutCondition {
        package static let minWidth = ConfigKey("minWidth", .number(.nonNegative), "At least this wide (points).")
        package static let maxWidth = ConfigKey("maxWidth", .number(.nonNegative), "At most this wide (points).")
        package static let minHeight = ConfigKey("minHeight", .number(.nonNegative), "At least this tall (points).")
        package static let maxHeight = ConfigKey("maxHeight", .number(.nonNegative), "At most this tall (points).")
        package static let landscape = ConfigKey(
            "landscape", .flag, "true: only when wider than tall; false: only when not.")
    }

    static let layoutCondition: [ConfigKey] = [
        LayoutCondition.minWidth, LayoutCondition.maxWidth, LayoutCondition.minHeight, LayoutCondition.maxHeight,
        LayoutCondition.landscape,
    ]

    /// Entries every kind of anchor shares: its state's order and the guide it is measured in.
    package enum Anchor {
        package static let order = ConfigKey("order", .integer, "See 'order'.")
        package static let referenceGuide = ConfigKey(
            "referenceGuide", .choice(ConfigKeys.guides),
            default: .choice(FloatingPanelLayoutReferenceGuide.safeArea.rawValue),
            "What the anchor is measured in: the whole container or its safe area.")
    }

    /// The insetAnchor table's own entries.
    package enum InsetAnchor {
        package static let absoluteInset = ConfigKey(
            "absoluteInset", .number(.any), step: 1, "Points from 'edge' of the guide (give this or fractionalInset).")
        package static let fractionalInset = ConfigKey(
            "fractionalInset", .number(.unitInterval), step: 0.01, unit: .fraction,
            "A fraction of the guide's length from 'edge' (give this or absoluteInset).")
        package static let edge = ConfigKey(
            "edge", .choice(FloatingPanelReferenceEdge.allCases.map(\.rawValue)),
            "The side of the guide the inset is measured from: top or bottom for top/bottom panels, left or right for left/right ones."
        )
    }

    static let insetAnchor: [ConfigKey] = [
        Anchor.order, InsetAnchor.absoluteInset, InsetAnchor.fractionalInset, InsetAnchor.edge, Anchor.referenceGuide,
    ]

    /// The intrinsicAnchor table's own entries.
    package enum IntrinsicAnchor {
        package static let type = ConfigKey("type", .choice(["intrinsic"]), "Marks an intrinsic anchor.")
        package static let absoluteOffset = ConfigKey(
            "absoluteOffset", .number(.any), step: 1,
            "Points hidden from the content's full size (give this or fractionalOffset).")
        package static let fractionalOffset = ConfigKey(
            "fractionalOffset", .number(.unitInterval), step: 0.01, unit: .fraction,
            "A fraction of the content's length hidden (give this or absoluteOffset).")
    }

    static let intrinsicAnchor: [ConfigKey] = [
        IntrinsicAnchor.type, Anchor.order, IntrinsicAnchor.absoluteOffset, IntrinsicAnchor.fractionalOffset,
        Anchor.referenceGuide,
    ]

    /// The adaptiveAnchor table's own entries: an intrinsic anchor's other keys are shared.
    package enum AdaptiveAnchor {
        package static let type = ConfigKey(
            "type", .choice(["adaptive"]), default: .choice("adaptive"), "Marks an adaptive anchor.")
        package static let contentBoundingGuide = ConfigKey(
            "contentBoundingGuide", .choice(FloatingPanelLayoutContentBoundingGuide.allCases.map(\.rawValue)),
            default: .choice(FloatingPanelLayoutContentBoundingGuide.none.rawValue),
            "Caps the content's length to this guide; none leaves it unbounded.")
    }

    /// An intrinsic anchor's keys, marked adaptive, and its bounding guide.
    static let adaptiveAnchor: [ConfigKey] =
        intrinsicAnchor.map { $0.name != IntrinsicAnchor.type.name ? $0 : AdaptiveAnchor.type } + [
            AdaptiveAnchor.contentBoundingGuide
        ]

    /// The crossAxis table's entries, by key.
    package enum CrossAxis {
        package static let alignment = ConfigKey(
            "alignment", .choice(FloatingPanelCrossAxisPlacement.Alignment.allCases.map(\.rawValue)),
            default: .choice(FloatingPanelCrossAxisPlacement.fill.alignment.rawValue),
            "fill spans the guide; leading (left, or top for left/right panels), center and trailing place a surface 'width' long."
        )
        package static let referenceGuide = ConfigKey(
            "referenceGuide", .choice(ConfigKeys.guides),
            default: .choice(FloatingPanelCrossAxisPlacement.fill.referenceGuide.rawValue),
            "The guide the surface fills or is aligned in.")
        package static let width = ConfigKey(
            "width", .number(.positive), step: 1,
            "The surface's cross-axis length in points (a height for left/right panels); required unless alignment is fill."
        )
        package static let inset = ConfigKey(
            "inset", .number(.any), default: .number(0), step: 1,
            "Points from the aligned side of the guide (a shift for center); not for fill.")
    }

    static let crossAxis: [ConfigKey] = [
        CrossAxis.alignment, CrossAxis.referenceGuide, CrossAxis.width, CrossAxis.inset,
    ]
}
