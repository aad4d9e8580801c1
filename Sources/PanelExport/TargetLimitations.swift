import Foundation

/// What each target library cannot express of a tuned panel (Docs/export.md): the list its export's
/// header carries after the scene lines, so the file says on its own what it leaves out.
enum TargetLimitations {
    /// `android`: what Material's bottom and side sheets cannot express, and how the XML and the
    /// Kotlin functions place the stops.
    static let android = [
        "What Material's sheets cannot express:",
        "- BottomSheetBehavior has at most three resting states: expanded, half-expanded and collapsed",
        "  (plus hidden); the most expanded state becomes expanded, the least expanded collapsed, the",
        "  next after the most expanded half-expanded, and any other state is dropped (listed per panel);",
        "  a panel with two states is sized to fit (behavior_fitToContents=\"true\", its height the",
        "  expanded length), as with fitToContents=\"false\" a half-expanded stop always exists;",
        "- SideSheetBehavior (left and right panels) has one resting state, expanded, besides hidden: no",
        "  peek and no half state; every other state is dropped (listed per panel), and a side sheet can",
        "  always be swiped away unless dragging is turned off altogether;",
        "- top panels: Material has no top sheet; they are written as bottom sheets with the same",
        "  visible lengths (said per panel);",
        "- spring parameters: the sheets settle with their own animation; no momentum projection,",
        "  redirectional progress or rubber band (the physical spring is listed per panel, to tune an",
        "  animation by hand);",
        "- the removal velocity threshold: no attribute; the hide friction is set in code, matched at the",
        "  collapsed state (how close, per removable panel);",
        "- backdrop alphas (the behaviors draw no scrim), shadows, grabber, padding, cross-axis",
        "  placement and margins;",
        "- the initial state: set `BottomSheetBehavior.from(view).state` or",
        "  `SideSheetBehavior.from(view).state` in code (named per panel).",
        "The XML holds the stops resolved for the scene's container; each panel's Kotlin function below",
        "sets them again from the window it runs in (its size, system-bar and cutout insets), as",
        "FloatingPanel resolves anchors in its container and safe area. 1 pt is written as 1 dp.",
        "The Kotlin functions need:",
    ]

    /// `compose`: what AnchoredDraggable cannot express, the two springs kept, and the anchor
    /// functions' units.
    static let compose = [
        "What AnchoredDraggable cannot express:",
        "- momentum projection and FloatingPanel's velocity rules: the fling behavior moves to the next",
        "  anchor in the fling's direction above its own velocity threshold;",
        "- per-pair redirectional progress (one positional threshold for every pair) and rubber banding",
        "  (Compose offers an OverscrollEffect instead);",
        "- the removal velocity threshold: a removable panel or one that starts hidden gets a `Hidden`",
        "  anchor off screen, reached like any other anchor; nothing asks a faster fling for it;",
        "- the surface itself: shadows, corners, grabber, padding, margins and cross-axis placement are",
        "  yours to draw; the host below draws the backdrop as a scrim.",
        "FloatingPanel's two dampings are kept: a release faster than 300 dp/s settles with the fling",
        "spring, a slower one and programmatic moves with the critically damped settle spring.",
        "The anchor functions take lengths in dp (the container, its safe-drawing insets and, for",
        "intrinsic and adaptive anchors, the content's length) and return offsets in px from the",
        "container's top (left for left/right panels): they multiply by `density` themselves, as",
        "AnchoredDraggableState works in px. 1 pt is written as 1 dp.",
    ]

    /// `vaul`: what a vaul drawer and CSS cannot express, and how the snap points and the backdrop
    /// follow the viewport.
    static let vaul = [
        "What a vaul drawer and CSS cannot express:",
        "- a spring that starts from the release velocity: CSS transitions start from rest, so the",
        "  snap follows the fast-release spring's step response over a fixed duration (until it stays",
        "  within 0.1 %), sampled into a `linear()` easing; vaul's own 0.5 s cubic-bezier is overridden;",
        "- momentum projection (only on/off, as `snapToSequentialPoint`), redirectional progress and",
        "  rubber banding;",
        "- the removal velocity threshold: vaul closes a drawer dragged past `closeThreshold` (0.25 of",
        "  it by default) or released faster than its fixed 0.4 px/ms; FloatingPanel's threshold has no",
        "  counterpart;",
        "- grabber size and padding, container margins; snap points are whole px (vaul reads them",
        "  with `parseInt`).",
        "",
        "Snap points are computed from the viewport and its `env(safe-area-inset-*)` insets each time",
        "the window resizes (`useViewport`), the way FloatingPanel resolves anchors in its container;",
        "intrinsic and adaptive anchors take the content's length (`contentLength`, the scene's by",
        "default). The backdrop is the export's own element, not `Drawer.Overlay` (which vaul renders",
        "only for modal drawers): while the drawer moves it reads where the drawer is and sets its",
        "opacity between the alphas of the neighbouring snap points, as FloatingPanel interpolates its",
        "backdrop, and lets the page take pointer events wherever the alpha is below 0.01.",
        "vaul moves the drawer by (container length - snap length), so the drawer's CSS makes it as",
        "long as the container and pins it to its edge; then each snap point shows what the sandbox",
        "showed. 1 pt is written as 1 CSS px; a shadow's CSS blur is twice its CALayer radius.",
    ]

    /// `swiftui-detents`: what a sheet cannot say of a tuned panel.
    static let swiftuiDetents = [
        "What SwiftUI sheet detents cannot express:",
        "- any physics: no spring rate or response, momentum projection, redirectional progress or rubber",
        "  band; the system animates and chooses the detent after a fling;",
        "- removal: no velocity threshold (removalInteractionVelocityThreshold); a removable panel becomes",
        "  a sheet the user may swipe down, at the system's speed;",
        "- positions other than bottom: a sheet rises from the bottom edge (other panels are written as",
        "  if they were bottom panels, with the same visible lengths, and say so);",
        "- per-state backdrop alphas: the system dims above the largest detent that allows background",
        "  interaction (`presentationBackgroundInteraction`), a fixed amount;",
        "- shadows, border, grabber size and padding, content padding, container margins, cross-axis",
        "  placement and fit-to-bounds sizing;",
        "- backdrop tap-to-dismiss on its own: `interactiveDismissDisabled` turns off every interactive",
        "  dismissal (swipe and tap) together.",
        "",
        "What each detent is measured against (Apple's documentation): a detent's value is a height",
        "within the sheet's safe area, the bottom inset not included; `context.maxDetentValue` is the",
        "height the presentation appears in, the largest a detent can be. So:",
        "- anchors measured from the bottom in points become `.height` of the visible length less the",
        "  bottom safe-area inset;",
        "- anchors that scale with the screen become custom detents, a fraction of `maxDetentValue` (the",
        "  visible length less the bottom inset, over the safe-area height); `.fraction` is not used,",
        "  since Apple does not document what it is a fraction of;",
        "- anchors measured from the top become custom detents `maxDetentValue` less their distance from",
        "  the top of the safe area, so they follow the sheet's own height.",
        "Lengths were resolved for the scene's container; on iPhone the large sheet stops a few points",
        "below the safe area's top, so top-measured detents sit that much lower than in the sandbox.",
    ]
}
