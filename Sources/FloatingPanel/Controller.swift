import Foundation

/// How the surface's main-axis length is chosen (Docs/engine.md §3.8).
public enum FloatingPanelContentMode: String, CaseIterable, Sendable {
    case `static`
    case fitToBounds
}

/// A floating panel: its layout, behavior, state and motion in one container (Docs/engine.md §11).
///
/// Time is injected: nothing moves unless `step(_:)` is called with a frame duration.
public final class FloatingPanelController {
    /// Receives the panel's callbacks (Docs/engine.md §12); held weakly.
    public weak var delegate: FloatingPanelControllerDelegate?

    /// Assigning validates the layout; positions use it at once, the resting placement and the
    /// static size only at the next activation (Docs/engine.md §11.1, decision F13).
    public var layout: FloatingPanelLayout {
        didSet {
            layoutPosition = layout.position
            invalidateAdapter()
        }
    }
    /// How the panel moves; read at each use, so it can be replaced at any time (Docs/engine.md §4).
    public var behavior: FloatingPanelBehavior
    /// Appearance, grabber, margins and padding of the surface (Docs/engine.md §10).
    public var surfaceView = SurfaceView() {
        didSet {
            if surfaceView.containerMargins != oldValue.containerMargins
                || surfaceView.contentPadding != oldValue.contentPadding
            {
                invalidateAdapter()
                updateScrollViewFrame()
            }
        }
    }
    /// `.static` by default; changing it while shown re-activates the layout without touching
    /// the backdrop, so it does not flicker (Docs/engine.md §11.8).
    public var contentMode: FloatingPanelContentMode = .static {
        didSet {
            guard contentMode != oldValue else { return }
            invalidateAdapter()
            if state != .hidden { activateLayout(forceLayout: false) }
        }
    }
    /// Whether a fast swipe toward the hidden side removes the panel (Docs/engine.md §7.8). Off by default.
    public var isRemovalInteractionEnabled = false
    /// `backdropView.dismissalTapGestureRecognizer.isEnabled` (Docs/engine.md §9.3).
    public var isBackdropTapToDismissEnabled = false
    /// Whether the panel's backdrop blocks touches to everything below it (modal presentation, §11.9).
    public var isModal = false
    /// `.always` (default) lets the panel write the tracked content's insets (Docs/engine.md §8.10).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .always
    /// Whether a view of the content that takes its own touches (a carousel, a slider: a view with
    /// gesture recognizers of its own) is at a surface point. A touch that begins on one belongs
    /// to it: neither the panel's pan nor the tracked scroll view sees the gesture. Nil: none.
    public var contentTakesOwnTouch: ((CGPoint) -> Bool)?

    /// The content's preferred size: intrinsic and adaptive anchors measure it (Docs/engine.md §3.4, §3.5, §10.6).
    public var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            invalidateAdapter()
            reresolveAfterGeometryChange(forceBackdrop: false)
        }
    }
    /// Pixels per point: rounding and the spring's stop test use it (Docs/engine.md §3.9, §5.4).
    public var displayScale: CGFloat = 2 {
        didSet {
            if !(displayScale.isFinite && displayScale > 0) { displayScale = 2 }
            invalidateAdapter()
        }
    }

    /// The container's size in points, set by `setContainer(size:safeAreaInsets:)`.
    public private(set) var containerSize: CGSize = .zero
    /// The container's safe-area insets.
    public private(set) var safeAreaInsets: EdgeInsets = .zero

    /// `hidden` until shown.
    public internal(set) var state: FloatingPanelState = .hidden {
        didSet {
            if state != oldValue { delegate?.floatingPanelDidChangeState(self) }
        }
    }
    /// The backdrop's current alpha, 0…1 (Docs/engine.md §9).
    public internal(set) var backdropAlpha: CGFloat = 0
    /// UIKit's hit-test floor: a view with a lower alpha takes no touches (Docs/engine.md §9.3).
    public static let backdropHitTestAlphaFloor: CGFloat = 0.01
    /// Whether the backdrop is visible enough to take a touch (Docs/engine.md §9.3).
    public var isBackdropHitTestable: Bool { backdropAlpha >= Self.backdropHitTestAlphaFloor }
    /// Whether the panel has been shown and not removed since.
    public internal(set) var isShown = false
    /// Whether the removal gesture, a backdrop tap or `remove()` took the panel away.
    public internal(set) var isRemoved = false

    /// The content whose scrolling hands off with the panel's drags (Docs/engine.md §8), if any.
    public internal(set) var trackingScrollView: FloatingPanelScrollView?
    /// What the latest release of a drag decided (Docs/engine.md §7.6): set before
    /// `floatingPanelWillEndDragging` and before the removal a release triggers; nil until the first.
    public internal(set) var lastRelease: FloatingPanelReleaseDecision?

    // MARK: Motion state

    /// `L`: the main-axis location of the grabber-side edge (Docs/engine.md §2).
    var location: CGFloat = 0
    /// The spring or transition moving the surface by itself, if any.
    var animation: PanelAnimation?
    /// The last step's `h` and `L` before it: a drag's velocity is the change over that frame.
    var lastFrameDuration: CGFloat = 0
    var frameStartLocation: CGFloat = 0
    /// Whether a drag or its spring placed the surface, rather than a snap to an anchor.
    var hasDragPlacement = false
    /// Counts attractions, so one started from a delegate callback replaces the running one.
    var animationSerial = 0

    // MARK: Drag and scroll lock

    /// The finger's drag and the content offset it pins (Docs/engine.md §7.1).
    var drag = PanelDrag()
    /// The tracked content's lock (Docs/engine.md §8.7).
    var scrollLock = ScrollLock()

    // MARK: Layout state

    private var cachedAdapter: LayoutAdapter?
    /// The layout's position, read when the layout is assigned (as its anchors are, for the
    /// adapter): `position` is asked many times a frame, and asking the layout object each time
    /// costs a dynamic call and a retain.
    private var layoutPosition: FloatingPanelPosition
    /// The static size and cross extent of the activated layout (decision F13).
    var activatedStaticSize: CGFloat = 0
    var activatedCrossExtent: (start: CGFloat, end: CGFloat) = (0, 0)
    /// The safe area the content insets were last adjusted for (Docs/engine.md §8.10).
    var lastProcessedSafeArea: EdgeInsets = .zero

    /// A hidden panel with `layout` (FloatingPanel's default bottom layout unless given) and `behavior`.
    public init(
        layout: FloatingPanelLayout = FloatingPanelBottomLayout(),
        behavior: FloatingPanelBehavior = FloatingPanelDefaultBehavior()
    ) {
        self.layout = layout
        self.behavior = behavior
        layoutPosition = layout.position
    }

    var adapter: LayoutAdapter {
        if let cachedAdapter { return cachedAdapter }
        let adapter = LayoutAdapter(
            layout: layout, containerSize: containerSize, safeAreaInsets: safeAreaInsets,
            displayScale: displayScale, surfaceIntrinsicSize: surfaceIntrinsicSize, contentSize: contentSize,
            contentMode: contentMode)
        cachedAdapter = adapter
        return adapter
    }

    func invalidateAdapter() {
        cachedAdapter = nil
    }

    /// `intrinsic = contentFittingSize + margins + padding` (Docs/engine.md §10.6).
    var surfaceIntrinsicSize: CGSize {
        let insets = surfaceView.containerMargins + surfaceView.contentPadding
        return CGSize(
            width: contentSize.width + insets.left + insets.right,
            height: contentSize.height + insets.top + insets.bottom)
    }

    // MARK: - Public properties

    /// The edge the panel is attached to, from its layout.
    public var position: FloatingPanelPosition { layoutPosition }

    /// The current location as a point whose cross component is 0. Setting it moves the surface
    /// without `didMove`; when idle it lasts until the next snap (Docs/engine.md §19-9).
    public var surfaceLocation: CGPoint {
        get { position.point(main: location) }
        set {
            let value = position.mainLocation(newValue)
            guard value.isFinite else { return }
            setLocation(value)
            if drag.isActive { hasDragPlacement = true }
        }
    }

    /// `pos(state)` as a point (Docs/engine.md §3.9: no second rounding).
    public func surfaceLocation(for state: FloatingPanelState) -> CGPoint {
        position.point(main: adapter.location(of: state))
    }

    /// The state a release without velocity would settle in (decision §16.2-3: main axis).
    public var nearbyState: FloatingPanelState { targetState(from: location, velocity: 0) }

    /// True during the numeric spring, false during show/hide transitions (Docs/engine.md §11.8).
    public var isAttracting: Bool {
        if case .attraction = animation { return true }
        return false
    }

    /// True during a show/hide transition.
    public var isTransitioning: Bool {
        if case .transition = animation { return true }
        return false
    }

    /// True while a finger drag moves the surface.
    public var isDragging: Bool { drag.isActive }

    /// Whether anything of this panel still moves by itself (spring, transition, content deceleration).
    public var isAnimating: Bool { animation != nil || (trackingScrollView?.isAnimating ?? false) }

    /// The main-axis velocity in pt/s: the spring's while animating, the last frame's location
    /// change while dragging, 0 at rest (Docs/scenarios.md).
    public var velocity: CGFloat {
        switch animation {
        case .attraction(let attraction): return attraction.spring.velocity
        case .transition(let transition): return transition.motion.velocity
        case nil:
            guard drag.isActive, lastFrameDuration > 0 else { return 0 }
            return (location - frameStartLocation) / lastFrameDuration
        }
    }

    /// The states the panel may be moved to (Docs/engine.md §1.2).
    public var validStates: Set<FloatingPanelState> { adapter.validStates }
    /// Anchored states sorted so that their coordinates increase.
    public var statesByCoordinate: [FloatingPanelState] { adapter.sortedByCoordinate }
    /// The state with the largest order among the layout's anchors (Docs/engine.md §1.2).
    public var mostExpandedState: FloatingPanelState { adapter.mostExpandedState }
    /// The state with the smallest order, or `hidden` for a one-anchor layout (Docs/engine.md §1.2).
    public var leastExpandedState: FloatingPanelState { adapter.leastExpandedState }

    /// `offset(state)` of Docs/engine.md §2 at the current location.
    public func offset(from state: FloatingPanelState) -> CGFloat {
        adapter.offset(from: state, location: location)
    }

    var offsetFromMostExpanded: CGFloat { offset(from: adapter.mostExpandedState) }

    // MARK: - Container

    /// The container changed size or safe area (a rotation, a window resize): anchors re-resolve
    /// (decision F14), an idle surface moves to its state's new position, a running spring or
    /// transition retargets from where it is, a drag continues (Docs/engine.md §19-10).
    public func setContainer(size: CGSize, safeAreaInsets insets: EdgeInsets) {
        let size = CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
        guard size != containerSize || insets != safeAreaInsets else { return }
        let sizeChanged = size != containerSize
        containerSize = size
        safeAreaInsets = insets
        var forceBackdrop = false
        if sizeChanged, let newLayout = delegate?.floatingPanel(self, layoutFor: size) {
            layout = newLayout
            forceBackdrop = true
        }
        invalidateAdapter()
        reresolveAfterGeometryChange(forceBackdrop: forceBackdrop)
        if isShown { processSafeAreaIfNeeded() }
    }

    /// Re-resolves the anchors after the layout object's values changed (a live config edit): as on
    /// a resize, an idle surface moves to its state's new position, a running spring or
    /// transition retargets from where it is, a drag continues (Docs/engine.md §19-10).
    public func reresolveLayout() {
        invalidateAdapter()
        reresolveAfterGeometryChange(forceBackdrop: false)
    }

    /// Re-resolves positions, static size and cross extent after a geometry input changed.
    private func reresolveAfterGeometryChange(forceBackdrop: Bool) {
        // Before the empty-container guard: which states exist depends on the layout alone, and a
        // layout replaced while the window is 0×0 must not leave a state it lacks.
        if !adapter.validStates.contains(state) { state = layout.initialState }
        guard containerSize.width > 0 || containerSize.height > 0 else { return }
        storeActivatedGeometry()
        switch animation {
        case .attraction(var attraction):
            attraction.spring.retarget(adapter.location(of: attraction.target))
            animation = .attraction(attraction)
        case .transition(var transition):
            transition.motion.retarget(adapter.location(of: transition.target))
            animation = .transition(transition)
        case nil:
            if !drag.isActive {
                setLocation(adapter.location(of: state))
                hasDragPlacement = false
            }
        }
        if forceBackdrop && animation == nil && !drag.isActive { backdropAlpha = alphaFor(state) }
        updateScrollViewFrame()
    }

    func storeActivatedGeometry() {
        activatedStaticSize = adapter.staticSize
        activatedCrossExtent = (adapter.crossStart, adapter.crossEnd)
    }

    /// Places the surface; keeps the tracked content's frame in step in fit-to-bounds mode.
    func setLocation(_ value: CGFloat) {
        location = value
        if contentMode == .fitToBounds { updateScrollViewFrame() }
    }

    // MARK: - Time

    /// Advances every running animation by one frame of `h` seconds (Docs/engine.md §5.3: the nominal frame
    /// duration, never the measured elapsed time).
    public func step(_ h: CGFloat) {
        guard h.isFinite, h > 0 else { return }
        lastFrameDuration = h
        frameStartLocation = location
        trackingScrollView?.step(h, displayScale: displayScale)
        switch animation {
        case .attraction: stepAttraction(h)
        case .transition: stepTransition(h)
        case nil: break
        }
    }
}

/// Whether the panel writes the tracked content's insets (Docs/engine.md §8.10).
public enum ContentInsetAdjustmentBehavior: Sendable {
    case always, never
}
