import Foundation

/// Several panels in one container, back to front, with the touch routing of Docs/engine.md §11.10 and
/// the gesture arbitration of Docs/engine.md §14 (the sandbox simplification).
///
/// Both the window and `simulate` drive panels through a stage, so a drag means the same thing
/// in both.
public final class FloatingPanelStage {
    /// Back to front: the last panel is frontmost.
    public private(set) var panels: [FloatingPanelController] = []
    /// The container's size in points.
    public private(set) var containerSize: CGSize
    /// The container's safe-area insets.
    public private(set) var safeAreaInsets: EdgeInsets
    /// The gesture under way, if a finger is down on a panel.
    private var touch: TouchSession?

    /// An empty stage for a container of `containerSize`.
    public init(containerSize: CGSize, safeAreaInsets: EdgeInsets = .zero) {
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
    }

    /// Adds `panel` on top (or at `index`) and sizes it to the container.
    public func add(_ panel: FloatingPanelController, at index: Int? = nil) {
        panel.setContainer(size: containerSize, safeAreaInsets: safeAreaInsets)
        if let index, index >= 0, index <= panels.count {
            panels.insert(panel, at: index)
        } else {
            panels.append(panel)
        }
    }

    /// Takes `panel` off the stage without animation. A gesture on it is cancelled, as UIKit
    /// cancels the touches of a view that leaves the window: dropping it silently would leave a
    /// panel whose animation the touch caught resting between its anchors.
    public func detach(_ panel: FloatingPanelController) {
        if touch?.panel === panel { touchCancelled() }
        panels.removeAll { $0 === panel }
    }

    /// Resizes the container of every panel (Docs/engine.md §11.7, decisions F14 and §19-10).
    public func setContainer(size: CGSize, safeAreaInsets insets: EdgeInsets) {
        containerSize = size
        safeAreaInsets = insets
        for panel in panels { panel.setContainer(size: size, safeAreaInsets: insets) }
    }

    /// Advances every panel by one frame of `h` seconds.
    public func step(_ h: CGFloat) {
        for panel in panels { panel.step(h) }
    }

    /// Whether any panel or content still moves by itself.
    public var isAnimating: Bool { panels.contains { $0.isAnimating } }

    /// Whether a finger is down on a panel.
    public var isTouching: Bool { touch != nil }

    // MARK: - Hit testing

    /// What a touch at a container point lands on.
    public enum HitTarget {
        /// The surface of a panel; `point` is in surface coordinates.
        case surface(FloatingPanelController, point: CGPoint)
        /// A panel's backdrop that swallows touches (visible, or modal). A modal panel's transparent
        /// backdrop blocks the touch without receiving it, so a tap there dismisses nothing.
        case backdrop(FloatingPanelController)
        /// Nothing of the panels: the main content behind them.
        case passThrough
    }

    /// Front to back: the topmost shown surface containing the point; otherwise a backdrop that
    /// swallows touches (alpha ≥ 0.01, UIKit's hit-test floor, Docs/engine.md §9.3, or a modal panel).
    public func hitTest(_ point: CGPoint) -> HitTarget {
        for panel in panels.reversed() where panel.isShown {
            if panel.surfaceFrame.contains(point) {
                return .surface(panel, point: panel.convertToSurface(point))
            }
            if panel.isBackdropHitTestable || panel.isModal {
                return .backdrop(panel)
            }
        }
        return .passThrough
    }

    // MARK: - Touches

    /// A finger went down. Returns the hit target; a surface hit starts a gesture session that
    /// begins at once when `slop` is 0 or the panel is animating (Docs/engine.md §5.7 item 3).
    @discardableResult
    public func touchDown(at point: CGPoint, slop: CGFloat = 0, velocity: CGPoint = .zero) -> HitTarget {
        touchCancelled()
        let target = hitTest(point)
        guard case .surface(let panel, _) = target else { return target }
        touchDown(on: panel, at: point, slop: slop, velocity: velocity)
        return target
    }

    /// A finger went down at container `point`, addressed to `panel` whatever lies in front of it
    /// (`simulate`'s drags name their panel).
    public func touchDown(
        on panel: FloatingPanelController, at point: CGPoint, slop: CGFloat = 0, velocity: CGPoint = .zero
    ) {
        // One finger at a time: a new touch-down ends the gesture under way.
        touchCancelled()
        let surfacePoint = panel.convertToSurface(point)
        // The content's own view keeps the gesture: no session, so nothing of the panel moves.
        if panel.contentTakesOwnTouch?(surfacePoint) == true { return }
        panel.touchDown(at: surfacePoint)
        var usesContent = false
        if let scrollView = panel.trackingScrollView, scrollView.frame.contains(surfacePoint) {
            scrollView.touchDown()
            usesContent = scrollView.canScrollOnMainAxis && !panel.grabberAreaContains(surfacePoint)
        }
        let session = TouchSession(
            panel: panel, start: point, slop: panel.isAttracting || panel.isTransitioning ? 0 : slop,
            usesContent: usesContent,
            contentOnly: panel.contentTakesWholeGesture(at: surfacePoint))
        touch = session
        if session.slop <= 0 { begin(session, at: point, velocity: velocity) }
    }

    /// The finger moved to `point` with `velocity` (pt/s).
    public func touchMoved(to point: CGPoint, velocity: CGPoint) {
        guard let session = touch else { return }
        if !session.began {
            let dx = point.x - session.start.x
            let dy = point.y - session.start.y
            guard (dx * dx + dy * dy).squareRoot() >= session.slop else { return }
            begin(session, at: point, velocity: velocity)
        }
        dispatch(session, phase: .changed, at: point, velocity: velocity)
    }

    /// The finger lifted at `point` with release `velocity`. Returns the panel whose surface was
    /// touched without a pan beginning (a tap), if any.
    @discardableResult
    public func touchUp(at point: CGPoint, velocity: CGPoint) -> FloatingPanelController? {
        guard let session = touch else { return nil }
        touch = nil
        guard session.began else { return session.panel }
        dispatch(session, phase: .ended, at: point, velocity: velocity)
        return nil
    }

    /// The gesture was cancelled by the system.
    public func touchCancelled() {
        guard let session = touch else { return }
        touch = nil
        if session.began { dispatch(session, phase: .cancelled, at: session.lastPoint, velocity: .zero) }
    }

    /// A wheel or trackpad scroll of `delta` points at `point` (positive: content toward its end).
    public func scroll(at point: CGPoint, by delta: CGFloat) {
        guard case .surface(let panel, _) = hitTest(point) else { return }
        panel.scrollContent(by: delta)
    }

    private func begin(_ session: TouchSession, at point: CGPoint, velocity: CGPoint) {
        session.began = true
        dispatch(session, phase: .began, at: point, velocity: velocity)
    }

    /// One input event, in the order of decision O1: content model, scroll-pan handler, panel pan.
    private func dispatch(
        _ session: TouchSession, phase: FloatingPanelPanEvent.Phase, at point: CGPoint, velocity: CGPoint
    ) {
        let panel = session.panel
        let translation = CGPoint(x: point.x - session.start.x, y: point.y - session.start.y)
        let surfacePoint = panel.convertToSurface(point)
        if session.usesContent, let scrollView = panel.trackingScrollView {
            let main = panel.position.mainLocation(translation)
            switch phase {
            case .began: scrollView.beginPan()
            case .changed: scrollView.pan(by: main - session.lastMainTranslation)
            case .ended, .cancelled, .failed:
                scrollView.pan(by: main - session.lastMainTranslation)
                scrollView.endPan(velocity: phase == .ended ? panel.position.mainLocation(velocity) : 0)
            }
            session.lastMainTranslation = main
            panel.handleScrollPan(velocity: velocity, location: surfacePoint)
        }
        session.lastPoint = point
        if !session.contentOnly {
            panel.handlePanelPan(
                FloatingPanelPanEvent(
                    phase: phase, translation: translation, velocity: velocity, location: surfacePoint))
        }
    }
}

/// One finger's gesture on a panel.
private final class TouchSession {
    let panel: FloatingPanelController
    let start: CGPoint
    let slop: CGFloat
    /// Whether the tracked content's own pan sees this gesture.
    let usesContent: Bool
    /// Docs/engine.md §14 rule 1: the content keeps the whole gesture.
    let contentOnly: Bool
    var began = false
    var lastMainTranslation: CGFloat = 0
    var lastPoint: CGPoint

    init(panel: FloatingPanelController, start: CGPoint, slop: CGFloat, usesContent: Bool, contentOnly: Bool) {
        self.panel = panel
        self.start = start
        self.slop = slop
        self.usesContent = usesContent
        self.contentOnly = contentOnly
        self.lastPoint = start
    }
}
