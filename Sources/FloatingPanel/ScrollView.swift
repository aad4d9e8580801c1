import Foundation

/// The tracked content's scroll model: what FloatingPanel needs of a `UIScrollView` (Docs/engine.md §8.1,
/// §8.13, Docs/engine.md §19-13). One axis scrolls: the panel's main axis.
public final class FloatingPanelScrollView {
    /// The phase of the content's own pan.
    public enum PanPhase: Sendable { case possible, began, changed, ended }

    /// The scroll position; set with `setContentOffset` or by scrolling, which stops a deceleration.
    public private(set) var contentOffset: CGPoint = .zero
    /// The content's size; one axis scrolls.
    public var contentSize: CGSize
    /// The frame in surface coordinates (decision F6), kept in sync by the controller.
    public internal(set) var frame: CGRect = .zero
    /// The content insets the panel writes (Docs/engine.md §8.10).
    public var contentInset = EdgeInsets.zero
    /// Whether the content rubber-bands past its ends; locking turns it off (Docs/engine.md §8.7).
    public var bounces = true
    /// Whether vertical content bounces even when it is not longer than its view.
    public var alwaysBounceVertical = false
    /// Whether horizontal content bounces even when it is not longer than its view.
    public var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows; locking hides the main-axis one.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows; locking hides the main-axis one.
    public var showsHorizontalScrollIndicator = true
    /// Set while the content is locked (Docs/engine.md §8.7).
    public var isDirectionalLockEnabled = false
    /// UIKit's "normal" deceleration rate per millisecond.
    public var decelerationRate: CGFloat = 0.998
    /// Whether the content coasts after a flick.
    public private(set) var isDecelerating = false
    /// The phase of the content's own pan.
    public internal(set) var panPhase: PanPhase = .possible
    /// Whether the content scrolls along y (top/bottom panels) or x (left/right panels).
    public internal(set) var isVertical = true

    /// The unbounded offset a finger drag has reached; the shown offset is this, rubber-banded.
    private var draggedOffset: CGFloat = 0
    private var decelerationVelocity: CGFloat = 0
    private var bounceBack: NumericSpring?

    /// Rubber-band coefficient at the ends (Docs/engine.md §19-13).
    package static let rubberBandCoefficient: CGFloat = 0.55
    /// Below this speed (pt/s) a deceleration ends.
    static let restingSpeed: CGFloat = 2

    /// Content of `contentSize`, at offset 0, unlocked.
    public init(contentSize: CGSize) {
        self.contentSize = contentSize
    }

    /// `adjustedContentInset` (decision O3: equal to `contentInset`).
    public var adjustedContentInset: EdgeInsets { contentInset }
    /// The visible size of the content: its frame's size.
    public var boundsSize: CGSize { frame.size }

    /// `contentOffsetMax` (Docs/engine.md §8.1).
    public var contentOffsetMax: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(
            x: max(contentSize.width + inset.right - boundsSize.width, 0),
            y: max(contentSize.height + inset.bottom - boundsSize.height, 0))
    }

    var mainOffset: CGFloat { isVertical ? contentOffset.y : contentOffset.x }
    var mainMinimum: CGFloat { isVertical ? -adjustedContentInset.top : -adjustedContentInset.left }
    var mainMaximum: CGFloat { max(isVertical ? contentOffsetMax.y : contentOffsetMax.x, mainMinimum) }
    private var mainBoundsLength: CGFloat { isVertical ? boundsSize.height : boundsSize.width }

    /// Whether the content has a scroll range on the main axis (else it never starts its own pan).
    public var canScrollOnMainAxis: Bool {
        let inset = adjustedContentInset
        let scrollable =
            isVertical
            ? contentSize.height + inset.top + inset.bottom > boundsSize.height
            : contentSize.width + inset.left + inset.right > boundsSize.width
        return scrollable || (isVertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }

    /// The main-axis indicator visibility used by lock/unlock (decision F7).
    var showsMainIndicator: Bool {
        get { isVertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator }
        set {
            if isVertical { showsVerticalScrollIndicator = newValue } else { showsHorizontalScrollIndicator = newValue }
        }
    }

    /// Sets the offset immediately, ending any deceleration or bounce.
    public func setContentOffset(_ offset: CGPoint) {
        contentOffset = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        draggedOffset = mainOffset
        stopMotion()
    }

    /// Sets only the main-axis component of the offset (`stopScrolling(at:)`, Docs/engine.md §8.5).
    func setMainOffset(_ value: CGFloat) {
        var offset = contentOffset
        if isVertical { offset.y = value } else { offset.x = value }
        setContentOffset(offset)
    }

    private func stopMotion() {
        isDecelerating = false
        decelerationVelocity = 0
        bounceBack = nil
    }

    /// Whether the offset is moving on its own (deceleration or bounce-back).
    public var isAnimating: Bool { isDecelerating || bounceBack != nil }

    // MARK: - Finger

    /// A touch landed on the content: deceleration halts at once (UIKit, Docs/engine.md §8.13).
    func touchDown() {
        stopMotion()
        draggedOffset = mainOffset
    }

    func beginPan() {
        panPhase = .began
        draggedOffset = mainOffset
    }

    /// The finger moved by `delta` points along the main axis (container coordinates).
    func pan(by delta: CGFloat) {
        panPhase = .changed
        draggedOffset -= delta
        applyMain(bandedOffset(draggedOffset))
    }

    /// The finger lifted with `velocity` pt/s along the main axis.
    func endPan(velocity: CGFloat) {
        panPhase = .ended
        startDeceleration(offsetVelocity: -velocity)
        panPhase = .possible
    }

    /// A wheel or trackpad scroll: the offset moves by `delta` within its range.
    func scroll(by delta: CGFloat) {
        stopMotion()
        applyMain(clamp(mainOffset + delta, mainMinimum, mainMaximum))
        draggedOffset = mainOffset
    }

    private func bandedOffset(_ raw: CGFloat) -> CGFloat {
        let lower = mainMinimum
        let upper = mainMaximum
        if raw < lower {
            return bounces ? lower - rubberBand(lower - raw, mainBoundsLength) : lower
        }
        if raw > upper {
            return bounces ? upper + rubberBand(raw - upper, mainBoundsLength) : upper
        }
        return raw
    }

    private func applyMain(_ value: CGFloat) {
        if isVertical { contentOffset.y = value } else { contentOffset.x = value }
    }

    // MARK: - Motion

    private func startDeceleration(offsetVelocity: CGFloat) {
        let offset = mainOffset
        if offset < mainMinimum || offset > mainMaximum {
            startBounceBack(velocity: offsetVelocity)
        } else if abs(offsetVelocity) > Self.restingSpeed {
            isDecelerating = true
            decelerationVelocity = offsetVelocity
        }
    }

    private func startBounceBack(velocity: CGFloat) {
        isDecelerating = false
        let offset = mainOffset
        let target = clamp(offset, mainMinimum, mainMaximum)
        guard bounces else {
            applyMain(target)
            return
        }
        bounceBack = NumericSpring(
            location: offset, velocity: velocity, target: target,
            parameters: FloatingPanelSpringParameters(dampingRatio: 1, response: 0.4))
    }

    /// Advances deceleration and bounce-back by one frame of `h` seconds.
    func step(_ h: CGFloat, displayScale: CGFloat) {
        if var spring = bounceBack {
            let previous = spring.step(h)
            applyMain(spring.location)
            if spring.isSettled(previous: previous, displayScale: displayScale) {
                applyMain(spring.target)
                bounceBack = nil
            } else {
                bounceBack = spring
            }
            draggedOffset = mainOffset
            return
        }
        guard isDecelerating else { return }
        decelerationVelocity *= pow(decelerationRate, 1000 * h)
        let next = mainOffset + decelerationVelocity * h
        if next < mainMinimum || next > mainMaximum {
            let edge = next < mainMinimum ? mainMinimum : mainMaximum
            applyMain(edge)
            if bounces {
                startBounceBack(velocity: decelerationVelocity)
            } else {
                stopMotion()
            }
        } else {
            applyMain(next)
            if abs(decelerationVelocity) < Self.restingSpeed { stopMotion() }
        }
        draggedOffset = mainOffset
    }

    /// Keeps the offset within range after the content or bounds changed size.
    func clampToRange() {
        if !isAnimating && panPhase == .possible {
            applyMain(clamp(mainOffset, mainMinimum, mainMaximum))
            draggedOffset = mainOffset
        }
    }
}

/// `rubber(x, d)` of Docs/engine.md §7.4: resistance with slope `rubberBandCoefficient` (0.55)
/// at 0, always below `d`.
func rubberBand(_ overshoot: CGFloat, _ dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let coefficient = FloatingPanelScrollView.rubberBandCoefficient
    return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
}
