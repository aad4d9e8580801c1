/// Facts about the real APIs the non-FloatingPanel exports target, read from the libraries
/// themselves: names, parameters and version floors only. `ExportTargetAPITests` checks every
/// export of every scene against them, the way `ExportTypeCheckTests` type-checks the Swift ones.
enum TargetAPIFacts {
    // MARK: Material Components for Android

    /// `declare-styleable name="BottomSheetBehavior_Layout"` in
    /// lib/java/com/google/android/material/bottomsheet/res/values/attrs.xml, present from 1.8.0
    /// through 1.13.0 (the `behavior_*` attributes and the shared styling ones).
    static let bottomSheetAttributes: Set<String> = [
        "app:behavior_peekHeight", "app:behavior_hideable", "app:behavior_skipCollapsed",
        "app:behavior_fitToContents", "app:behavior_draggable", "app:behavior_halfExpandedRatio",
        "app:behavior_expandedOffset", "app:behavior_significantVelocityThreshold", "app:behavior_saveFlags",
        "app:shapeAppearance", "app:shapeAppearanceOverlay", "app:backgroundTint", "android:elevation",
        "android:maxWidth", "android:maxHeight",
    ]

    /// `declare-styleable name="SideSheetBehavior_Layout"` in
    /// lib/java/com/google/android/material/sidesheet/res/values/attrs.xml, 1.8.0 through 1.13.0.
    static let sideSheetAttributes: Set<String> = [
        "app:behavior_draggable", "app:shapeAppearance", "app:shapeAppearanceOverlay", "app:backgroundTint",
        "android:elevation", "android:maxWidth", "android:maxHeight", "app:coplanarSiblingViewId",
    ]

    /// Attributes every child of a CoordinatorLayout takes, whatever its behavior.
    static let layoutAttributes: Set<String> = [
        "android:id", "android:layout_width", "android:layout_height", "android:layout_gravity", "app:layout_behavior",
    ]

    /// The behavior classes, by their fully qualified names (`layout_behavior`).
    static let bottomSheetBehavior = "com.google.android.material.bottomsheet.BottomSheetBehavior"
    static let sideSheetBehavior = "com.google.android.material.sidesheet.SideSheetBehavior"

    /// The stable states each behavior accepts in `setState` (a side sheet has no peek or half).
    static let states: [String: Set<String>] = [
        "BottomSheetBehavior": ["STATE_EXPANDED", "STATE_HALF_EXPANDED", "STATE_COLLAPSED", "STATE_HIDDEN"],
        "SideSheetBehavior": ["STATE_EXPANDED", "STATE_HIDDEN"],
    ]

    /// Both behaviors have a public `setHideFriction(float)` and no XML attribute for it; the
    /// default friction is 0.1.
    static let defaultHideFriction = 0.1

    // MARK: Jetpack Compose (androidx.compose.foundation 1.8.0)

    /// Parameter names of the calls the Compose export makes, from AnchoredDraggable.kt (1.8.0)
    /// and androidx.compose.animation.core's `spring`.
    static let composeParameters: [String: Set<String>] = [
        "AnchoredDraggableDefaults.flingBehavior": ["state", "positionalThreshold", "animationSpec"],
        // Called in a modifier chain: `.anchoredDraggable(…)`.
        ".anchoredDraggable": [
            "state", "orientation", "enabled", "reverseDirection", "interactionSource", "overscrollEffect",
            "flingBehavior",
        ],
        "AnchoredDraggableState": ["initialValue", "anchors"],
        "spring": ["dampingRatio", "stiffness", "visibilityThreshold"],
    ]

    /// The imports those calls need, each a real declaration of its package: foundation 1.8's
    /// gestures (AnchoredDraggable.kt: `animateTo(targetValue, animationSpec)` is an extension;
    /// FlingBehavior.kt, ScrollScope.kt), layout (`offset`, `fillMaxSize`, `WindowInsets.safeDrawing`),
    /// runtime, ui and Kotlin's math.
    static let composeImports: Set<String> = [
        "androidx.compose.animation.core.AnimationSpec", "androidx.compose.animation.core.spring",
        "androidx.compose.foundation.gestures.AnchoredDraggableDefaults",
        "androidx.compose.foundation.gestures.AnchoredDraggableState",
        "androidx.compose.foundation.gestures.DraggableAnchors", "androidx.compose.foundation.gestures.Orientation",
        "androidx.compose.foundation.gestures.anchoredDraggable", "androidx.compose.foundation.gestures.animateTo",
        // FloatingPanel's feel: a draggable moved one frame at a time (foundation and runtime 1.8).
        "androidx.compose.foundation.gestures.draggable", "androidx.compose.foundation.gestures.DraggableState",
        "androidx.compose.runtime.mutableFloatStateOf", "androidx.compose.runtime.mutableStateOf",
        "androidx.compose.runtime.setValue", "androidx.compose.runtime.withFrameNanos",
        "androidx.compose.foundation.gestures.FlingBehavior", "androidx.compose.foundation.gestures.ScrollScope",
        "androidx.compose.foundation.layout.Box", "androidx.compose.foundation.layout.WindowInsets",
        "androidx.compose.foundation.layout.fillMaxSize", "androidx.compose.foundation.layout.offset",
        "androidx.compose.foundation.layout.safeDrawing", "androidx.compose.runtime.Composable",
        "androidx.compose.runtime.derivedStateOf", "androidx.compose.runtime.getValue",
        "androidx.compose.runtime.remember", "androidx.compose.ui.Modifier", "androidx.compose.ui.draw.drawBehind",
        "androidx.compose.ui.graphics.Color", "androidx.compose.ui.layout.onSizeChanged",
        "androidx.compose.ui.platform.LocalDensity", "androidx.compose.ui.platform.LocalLayoutDirection",
        "androidx.compose.ui.unit.IntOffset", "kotlin.math.abs", "kotlin.math.roundToInt",
    ]

    /// `AnchoredDraggableDefaults.flingBehavior` and the two-argument `AnchoredDraggableState`
    /// constructor first shipped in androidx.compose.foundation 1.8.0.
    static let composeFloor = "androidx.compose.foundation 1.8.0"

    // MARK: vaul 1.1.2 (src/index.tsx)

    /// The props `Drawer.Root` declares (`DialogProps`).
    static let vaulRootProps: Set<String> = [
        "activeSnapPoint", "setActiveSnapPoint", "children", "open", "closeThreshold", "noBodyStyles",
        "onOpenChange", "shouldScaleBackground", "setBackgroundColorOnScale", "scrollLockTimeout", "fixed",
        "handleOnly", "dismissible", "onDrag", "onRelease", "modal", "nested", "onClose", "direction", "defaultOpen",
        "disablePreventScroll", "repositionInputs", "snapToSequentialPoint", "container", "onAnimationEnd",
        "preventScrollRestoration", "autoFocus", "snapPoints", "fadeFromIndex",
    ]

    /// The parts `Drawer` exports.
    static let vaulParts: Set<String> = [
        "Root", "NestedRoot", "Content", "Overlay", "Trigger", "Portal", "Handle", "Close", "Title", "Description",
    ]

    /// vaul's defaults: a prop set to one of these is the library's own behavior.
    static let vaulDefaults: [String: String] = [
        "direction": "\"bottom\"", "dismissible": "{true}", "modal": "{true}", "snapToSequentialPoint": "{false}",
    ]

    /// The class vaul puts on the drawer while a finger drags it.
    static let vaulDraggingClass = "vaul-dragging"

    // MARK: SwiftUI sheets (Apple's documentation)

    /// The first iOS version of each presentation API the detents export calls.
    static let swiftUIFloors: [String: String] = [
        "presentationDetents": "16", "CustomPresentationDetent": "16", "presentationCornerRadius": "16.4",
        "presentationBackgroundInteraction": "16.4", "interactiveDismissDisabled": "15",
    ]

    /// FloatingPanel's SwiftUI API (`floatingPanel(coordinator:…)` and the modifiers) is
    /// `@available(iOS 14, *)` in Sources/SwiftUI (3.0 and later).
    static let floatingPanelSwiftUIFloor = "14"
}
