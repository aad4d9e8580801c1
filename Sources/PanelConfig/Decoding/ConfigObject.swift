/// Every kind of JSON object in the config format, with the keys its decoder accepts.
///
/// `ObjectReader` takes one of these rather than a list of keys, so the accepted keys are written
/// here and nowhere else; a test walks `allCases` against the JSON Schemas in `Configs/schema`,
/// so a key added to one and not the other fails.
package enum ConfigObject: CaseIterable, Sendable {
    // Scenes and scenarios (Docs/config.md "Scene", §3).
    case scene, scenario, container, insets
    case panel, contentSize, panelContent, contentSection, contentTransition, contentFooter
    case adaptivePresentation, detent
    case step, drag, scroll, move, showOrHide, tapBackdrop, present, pointer, wheel
    // Layouts (Docs/config.md "Layout").
    case layout, layoutEntry, layoutCondition, insetAnchor, intrinsicAnchor, adaptiveAnchor, crossAxis
    // Behaviors (Docs/config.md "Behavior", plus `spring`).
    case behavior, spring, redirectionalProgress, redirectionalPair
    // Delegate recipes (Docs/config.md "Behavior: delegate recipes").
    case moveBoundary, surfaceTap, animations, animation
    // Surface appearances (Docs/config.md "Surface appearance").
    case appearance, shadow

    /// The keys an object of this kind may have; any other key is reported.
    package var keys: [String] {
        switch self {
        case .scene: return ["container", "displayScale", "panels", "name", "background", "exportFormats"]
        case .scenario: return ConfigObject.scene.keys + ["scene", "fps", "steps"]
        case .container: return ["width", "height", "safeArea"]
        case .insets: return ["top", "left", "bottom", "right"]
        case .panel:
            return [
                "id", "layout", "adaptivePresentation", "behavior", "appearance", "removalInteractionEnabled",
                "backdropTapToDismiss", "modal", "keyboard", "contentSize", "scrollContentHeight", "content",
            ]
        case .contentSize: return ["width", "height"]
        case .panelContent:
            return ["title", "rows", "rowHeight", "rowTitle", "rowSubtitle", "sections", "transition", "footer"]
        case .contentSection: return ["id", "height", "rows", "states", "background", "label", "interactive"]
        case .contentTransition: return ["duration", "delay", "curve"]
        case .contentFooter: return ["button", "height", "background"]
        case .adaptivePresentation:
            return ["minWidth", "idealWidth", "maxWidth", "side", "detents", "dismissBelowSmallestDetent"]
        case .detent: return ["height", "fraction"]
        // A step is an object with exactly one of these keys, its kind.
        case .step:
            return [
                "advance", "drag", "scroll", "move", "show", "hide", "tapBackdrop", "present", "resize", "pointer",
                "wheel", "frames",
            ]
        case .drag: return ["panel", "translation", "duration", "velocity", "at"]
        case .scroll: return ["panel", "by"]
        case .move: return ["panel", "to", "animated"]
        case .showOrHide: return ["panel", "animated"]
        case .tapBackdrop: return ["panel"]
        case .present: return ["panel"]
        case .pointer: return ["phase", "x", "y", "vx", "vy", "slop"]
        case .wheel: return ["x", "y", "by"]
        case .layout: return ["position", "initialState", "anchors", "backdropAlpha", "contentMode", "crossAxis"]
        case .layoutEntry: return ["when", "layout"]
        case .layoutCondition: return ["minWidth", "maxWidth", "minHeight", "maxHeight", "landscape"]
        case .insetAnchor: return ["order", "absoluteInset", "fractionalInset", "edge", "referenceGuide"]
        case .intrinsicAnchor: return ["type", "order", "absoluteOffset", "fractionalOffset", "referenceGuide"]
        case .adaptiveAnchor: return ConfigObject.intrinsicAnchor.keys + ["contentBoundingGuide"]
        case .crossAxis: return ["alignment", "referenceGuide", "width", "inset"]
        case .behavior:
            return [
                "springDecelerationRate", "springResponseTime", "spring", "momentumProjectionRate",
                "redirectionalProgress", "shouldProjectMomentum", "allowsRubberBanding",
                "removalInteractionVelocityThreshold", "moveBoundary", "draggableStates", "scrollableStates",
                "surfaceTap", "removeBeyond", "animations",
            ]
        case .moveBoundary: return ["expanded", "collapsed"]
        case .surfaceTap: return ["in", "moveTo"]
        case .animations: return ["present", "dismiss", "move"]
        case .animation: return ["duration", "curve", "dampingRatio"]
        case .spring: return ["dampingRatio", "response"]
        case .redirectionalProgress: return ["default", "pairs"]
        case .redirectionalPair: return ["from", "to", "value"]
        case .appearance:
            return [
                "cornerRadius", "backgroundColor", "borderColor", "borderWidth", "shadows", "grabberHandleSize",
                "grabberHandlePadding", "grabberHandleHidden", "contentPadding", "containerMargins",
            ]
        case .shadow: return ["hidden", "color", "opacity", "offset", "radius", "spread"]
        }
    }

    /// Whether the object may also carry `$schema`: the kinds a file can hold. Inline layouts,
    /// behaviors and appearances accept it too, so a file's contents can be pasted into a scene.
    package var allowsSchema: Bool {
        switch self {
        case .scene, .scenario, .layout, .behavior, .appearance: return true
        default: return false
        }
    }
}
