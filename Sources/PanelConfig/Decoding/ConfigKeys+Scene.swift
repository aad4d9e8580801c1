import FloatingPanel

/// The model type, named apart from the table of its keys.
private typealias Presentation = AdaptivePresentation

/// The keys of scenes and their panels (Docs/config.md "Scene").
extension ConfigKeys {
    /// The scene table's entries, by key.
    package enum Scene {
        package static let container = ConfigKey(
            "container", .structured,
            "The view the panels live in: a device preset name, or a size with safe-area insets.")
        package static let displayScale = ConfigKey(
            "displayScale", .number(.positiveAtMost(16)),
            "Pixels per point, used by rounding and the spring's stop test (Docs/engine.md §3.9, §5.4); default 2 in simulate, render and export, the screen's density in the window."
        )
        package static let refreshRate = ConfigKey(
            "refreshRate", .number(.positiveAtMost(SceneKeys.maximumRefreshRate)),
            "The device's display refresh rate in Hz: the window steps the engine at this rate whatever the monitor's, and simulate uses it when a scenario gives no fps (Docs/config.md). Default: the device preset's (120 for ProMotion iPhones), else 60."
        )
        package static let panels = ConfigKey(
            "panels", .structured, "The panels, bottom to top (the last one is frontmost).")
        package static let name = ConfigKey(
            "name", .string, "The scene's title in the window; default: the file name without .json.")
        package static let background = ConfigKey(
            "background", .choice(["map", "grid", "plain"]), "What the sandbox draws behind the panels.")
        package static let exportFormats = ConfigKey(
            "exportFormats", .structured,
            "The formats the window's E key writes into exports/ beside the scene; default: every format (Docs/config.md, Docs/export.md)."
        )
        package static let compareLanes = ConfigKey(
            "compareLanes", .string,
            "A compare lanes file, relative to this file: the lanes the compare view (M) and compare run after lane 0, the scene as it is (Docs/config.md)."
        )
    }

    static let scene: [ConfigKey] = [
        Scene.container, Scene.displayScale, Scene.refreshRate, Scene.panels, Scene.name, Scene.background,
        Scene.exportFormats, Scene.compareLanes,
    ]

    /// The scenario table's own entries: a scenario is a scene with input.
    package enum Scenario {
        package static let scene = ConfigKey(
            "scene", .string,
            "A scene file, relative to this scenario, to start from instead of writing 'container' and 'panels' here; giving both is an error (Docs/scenarios.md)."
        )
        package static let fps = ConfigKey(
            "fps", .number(.positiveAtMost(ScenarioKeys.maximumFPS)),
            "Frames per second; one frame is 1/fps seconds and the spring's step (Docs/engine.md §5.3). Default: the scene's refreshRate (60 unless the scene or its device preset says otherwise)."
        )
        package static let steps = ConfigKey(
            "steps", .structured, "The input, in order; each step is an object with exactly one key, its kind.")
    }

    static let scenario: [ConfigKey] = scene + [Scenario.scene, Scenario.fps, Scenario.steps]

    /// The container table's entries, by key.
    package enum Container {
        package static let width = ConfigKey("width", .number(.positive), "Width in points.")
        package static let height = ConfigKey("height", .number(.positive), "Height in points.")
        package static let safeArea = ConfigKey("safeArea", .structured, "Safe-area insets in points.")
    }

    static let container: [ConfigKey] = [Container.width, Container.height, Container.safeArea]

    /// The insets table's entries, by key.
    package enum Insets {
        package static let top = ConfigKey(
            "top", .number(.nonNegative), default: .number(0), step: 1, "Top inset in points.")
        package static let left = ConfigKey(
            "left", .number(.nonNegative), default: .number(0), step: 1, "Left inset in points.")
        package static let bottom = ConfigKey(
            "bottom", .number(.nonNegative), default: .number(0), step: 1, "Bottom inset in points.")
        package static let right = ConfigKey(
            "right", .number(.nonNegative), default: .number(0), step: 1, "Right inset in points.")
    }

    static let insets: [ConfigKey] = [Insets.top, Insets.left, Insets.bottom, Insets.right]

    /// The panel table's entries, by key.
    package enum Panel {
        package static let id = ConfigKey("id", .string, "The panel's unique name, used by scenario steps.")
        package static let layout = ConfigKey(
            "layout", .structured,
            "Where the panel rests: an inline layout, a path relative to this file, or a list of {\"when\", \"layout\"} entries."
        )
        package static let adaptivePresentation = ConfigKey(
            "adaptivePresentation", .structured,
            "A bottom sheet that becomes a card on one side when the container is at least twice minWidth and wider than maxWidth; it rests at 'detents' and takes the place of 'layout'."
        )
        package static let behavior = ConfigKey(
            "behavior", .structured, "How the panel moves: an inline behavior or a path relative to this file.")
        package static let appearance = ConfigKey(
            "appearance", .structured, "How the surface looks: an inline appearance or a path relative to this file.")
        package static let removalInteractionEnabled = ConfigKey(
            "removalInteractionEnabled", .flag, default: .flag(false),
            "Whether a fast swipe toward the hidden side removes the panel (Docs/engine.md §7.8).")
        package static let backdropTapToDismiss = ConfigKey(
            "backdropTapToDismiss", .flag, default: .flag(false),
            "Whether a tap on the backdrop hides the panel (Docs/engine.md §9.3).")
        package static let modal = ConfigKey(
            "modal", .flag, default: .flag(false),
            "Whether the backdrop blocks touches to what is below even where it is transparent (FloatingPanelController.isModal)."
        )
        package static let keyboard = ConfigKey(
            "keyboard", .structured,
            "What the panel does when the software keyboard shows: \"none\" (it covers the panel), \"avoid\" (anchors referenced to the safe area move up by the keyboard's height) or {\"moveTo\": STATE}."
        )
        package static let attachments = ConfigKey(
            "attachments", .structured,
            "Views that ride on the panel's leading edge, with an alpha and a scale that follow its location (Docs/config.md \"Attachments\")."
        )
        package static let contentSize = ConfigKey(
            "contentSize", .structured, "The content's intrinsic size, for intrinsic and adaptive anchors.")
        package static let scrollContentHeight = ConfigKey(
            "scrollContentHeight", .number(.nonNegative), default: .number(0), step: 10,
            "The tracked scroll content's length along the main axis; 0 means no tracked scroll view.")
        package static let content = ConfigKey(
            "content", .structured, "What the sandbox draws inside the panel (simulate ignores it).")
    }

    static let panel: [ConfigKey] = [
        Panel.id, Panel.layout, Panel.adaptivePresentation, Panel.behavior, Panel.appearance,
        Panel.removalInteractionEnabled, Panel.backdropTapToDismiss, Panel.modal, Panel.keyboard, Panel.attachments,
        Panel.contentSize,
        Panel.scrollContentHeight, Panel.content,
    ]

    /// The contentSize table's entries, by key.
    package enum ContentSize {
        package static let width = ConfigKey(
            "width", .number(.nonNegative), step: 1, "Width in points; default: the container's width.")
        package static let height = ConfigKey("height", .number(.nonNegative), step: 1, "Height in points.")
    }

    static let contentSize: [ConfigKey] = [ContentSize.width, ContentSize.height]

    /// The panelContent table's entries, by key.
    package enum PanelContent {
        package static let title = ConfigKey(
            "title", .string, "The heading at the top of the content; default: the panel's id.")
        package static let rows = ConfigKey("rows", .integer, "How many list rows to draw.")
        package static let rowHeight = ConfigKey("rowHeight", .number(.positive), "The height of one row in points.")
        package static let rowTitle = ConfigKey(
            "rowTitle", .string, "A row's title; {n} is replaced by the row's number.")
        package static let rowSubtitle = ConfigKey(
            "rowSubtitle", .string, "A row's second line (empty for none); {n} as in rowTitle.")
        package static let sections = ConfigKey(
            "sections", .structured,
            "Blocks between the title and the rows, top to bottom; a block with 'states' shows only in those states and fades in when it enters (Docs/config.md, Content)."
        )
        package static let transition = ConfigKey(
            "transition", .structured,
            "How a block that enters on a state change fades in, as UIView.animate(withDuration:delay:options:) does.")
        package static let footer = ConfigKey(
            "footer", .structured,
            "A bar with a button pinned to the bottom of the content area; with contentMode fitToBounds it stays on screen in every state."
        )
    }

    static let panelContent: [ConfigKey] = [
        PanelContent.title, PanelContent.rows, PanelContent.rowHeight, PanelContent.rowTitle, PanelContent.rowSubtitle,
        PanelContent.sections, PanelContent.transition, PanelContent.footer,
    ]

    /// The contentSection table's entries, by key.
    package enum ContentSection {
        package static let id = ConfigKey(
            "id", .string, "The block's name, unique in its panel; trace lines and exported code use it.")
        package static let height = ConfigKey(
            "height", .number(.nonNegative), "Its height in points; give this or 'rows', not both.")
        package static let rows = ConfigKey(
            "rows", .integer, "Its height in rows of the content's rowHeight; give this or 'height', not both.")
        package static let states = ConfigKey(
            "states", .structured, "The layout's states it shows in; left out, it shows in every state.")
        package static let background = ConfigKey(
            "background", .string, "Its fill, #RRGGBB or #RRGGBBAA; default: none.")
        package static let label = ConfigKey("label", .string, "Text drawn in it; default: its id.")
        package static let interactive = ConfigKey(
            "interactive", .flag,
            "Whether it handles its own gestures (a carousel, a slider): a drag that begins on it moves neither the panel nor the list."
        )
    }

    static let contentSection: [ConfigKey] = [
        ContentSection.id, ContentSection.height, ContentSection.rows, ContentSection.states,
        ContentSection.background, ContentSection.label, ContentSection.interactive,
    ]

    /// The contentTransition table's entries, by key.
    package enum ContentTransition {
        package static let duration = ConfigKey(
            "duration", .number(.nonNegative), unit: .briefSeconds, "Seconds the fade takes.")
        package static let delay = ConfigKey(
            "delay", .number(.nonNegative), unit: .briefSeconds,
            "Seconds between the state change and the fade's start.")
        package static let curve = ConfigKey(
            "curve", .choice(["linear", "easeIn", "easeOut", "easeInOut"]),
            "UIKit's curve as Core Animation's Bézier: linear, easeIn (0.42,0,1,1), easeOut (0,0,0.58,1), easeInOut (0.42,0,0.58,1)."
        )
    }

    static let contentTransition: [ConfigKey] = [
        ContentTransition.duration, ContentTransition.delay, ContentTransition.curve,
    ]

    /// The contentFooter table's entries, by key.
    package enum ContentFooter {
        package static let button = ConfigKey("button", .string, "The button's title.")
        package static let height = ConfigKey("height", .number(.nonNegative), "The bar's height in points.")
        package static let background = ConfigKey("background", .string, "The button's fill, #RRGGBB or #RRGGBBAA.")
    }

    static let contentFooter: [ConfigKey] = [ContentFooter.button, ContentFooter.height, ContentFooter.background]

    /// The adaptivePresentation table's entries, by key.
    package enum AdaptivePresentation {
        package static let minWidth = ConfigKey(
            "minWidth", .number(.positive), default: .number(Double(Presentation().minWidth)), step: 1,
            "The card's smallest width in points; the card is used from twice this container width.")
        package static let idealWidth = ConfigKey(
            "idealWidth", .number(.positive), default: .number(Double(Presentation().idealWidth)), step: 1,
            "The card's width in points; minWidth ≤ idealWidth ≤ maxWidth.")
        package static let maxWidth = ConfigKey(
            "maxWidth", .number(.positive), default: .number(Double(Presentation().maxWidth)), step: 1,
            "The card's largest width in points; the card is used only in containers wider than this.")
        package static let side = ConfigKey(
            "side", .choice(Presentation.Side.allCases.map(\.rawValue)),
            default: .choice(Presentation().side.rawValue), "The side the card sits on in a wide container.")
        package static let detents = ConfigKey(
            "detents", .structured,
            "The heights the panel rests at, each once, capped to the safe area: adaptive (the content's height), medium (half the safe height), large (the safe height), {\"height\": points} or {\"fraction\": of the safe height}."
        )
        package static let dismissBelowSmallestDetent = ConfigKey(
            "dismissBelowSmallestDetent", .flag, default: .flag(Presentation().dismissBelowSmallestDetent),
            "Whether a drag released below the smallest detent dismisses the panel.")
    }

    static let adaptivePresentation: [ConfigKey] = [
        AdaptivePresentation.minWidth, AdaptivePresentation.idealWidth, AdaptivePresentation.maxWidth,
        AdaptivePresentation.side, AdaptivePresentation.detents, AdaptivePresentation.dismissBelowSmallestDetent,
    ]

    /// The detent table's entries, by key.
    package enum Detent {
        package static let height = ConfigKey("height", .number(.positive), step: 1, "A height in points.")
        package static let fraction = ConfigKey(
            "fraction", .number(.positiveAtMost(1)), step: 0.01, unit: .fraction,
            "A fraction of the safe area's height.")
    }

    static let detent: [ConfigKey] = [Detent.height, Detent.fraction]
}
