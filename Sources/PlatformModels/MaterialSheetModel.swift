import Foundation

/// What a Material sheet is given: the values the Android export writes, in px at a density.
package struct MaterialSheetParameters: Sendable, Equatable {
    /// Which Material behavior the export wrote.
    package enum Kind: Sendable, Equatable {
        /// `BottomSheetBehavior`; `mirrored` for a top panel written as a bottom sheet.
        case bottomSheet(mirrored: Bool)
        /// `SideSheetBehavior` along the right or the left edge.
        case sideSheet(right: Bool)
    }

    package var kind: Kind
    /// px per dp.
    package var density: Double
    /// The parent's length along the sheet's axis and its width (ViewDragHelper's settle uses
    /// the width whatever the axis), px.
    package var parentLength: Int
    package var parentWidth: Int
    /// Bottom sheets: `behavior_expandedOffset`, the half-expanded top and `behavior_peekHeight`, px.
    package var expandedOffset: Int
    package var halfExpandedOffset: Int
    package var peekHeight: Int
    /// Side sheets: the sheet's width, px.
    package var sheetWidth: Int
    /// `behavior_hideable` (bottom sheets; a side sheet can always hide).
    package var hideable: Bool
    /// `behavior_fitToContents`: expanded is the fitted top (`expandedOffset` here) and there is
    /// no half-expanded state.
    package var fitToContents = false
    /// `hideFriction`.
    package var hideFriction: Float
    /// `significantVelocityThreshold`, px/s (Material's default 500).
    package var significantVelocityThreshold: Float
    /// ViewConfiguration's scaled minimum and maximum fling velocity, px/s.
    package var minimumFlingVelocity: Int
    package var maximumFlingVelocity: Int
    /// The scene's state names of the expanded, half-expanded and collapsed stops (nil where
    /// the scene has none: Material's own half-expanded stop of a two-state panel).
    package var expandedName: String
    package var halfExpandedName: String?
    package var collapsedName: String?

    /// ViewConfiguration's `MINIMUM_FLING_VELOCITY` and `MAXIMUM_FLING_VELOCITY`, dp/s.
    package static let minimumFlingVelocityDp = 50.0
    package static let maximumFlingVelocityDp = 8000.0
    /// Material's `HIDE_FRICTION` and `DEFAULT_SIGNIFICANT_VEL_THRESHOLD` (BottomSheetBehavior.java 1.13.0).
    package static let defaultHideFriction: Float = 0.1
    package static let defaultSignificantVelocity: Float = 500

    /// `ViewConfiguration.getScaled…FlingVelocity`: `(int) (density × dp + 0.5f)`.
    package static func scaledVelocity(_ dp: Double, density: Double) -> Int {
        Int(Float(density) * Float(dp) + 0.5)
    }

    /// `getDimensionPixelSize`: dp to px, rounded, at least 1 for a nonzero size.
    package static func pixelSize(_ dp: Double, density: Double) -> Int {
        let px = Int(Float(dp) * Float(density) + 0.5)
        return px == 0 && dp > 0 ? 1 : px
    }

    /// `getDimensionPixelOffset`: dp to px, truncated.
    package static func pixelOffset(_ dp: Double, density: Double) -> Int {
        Int(Float(dp) * Float(density))
    }

    /// Parameters with ViewConfiguration's fling limits at `density`.
    package init(
        kind: Kind, density: Double, parentLength: Int, parentWidth: Int, expandedOffset: Int, halfExpandedOffset: Int,
        peekHeight: Int, sheetWidth: Int, hideable: Bool, hideFriction: Float, expandedName: String,
        halfExpandedName: String?, collapsedName: String?
    ) {
        self.kind = kind
        self.density = density
        self.parentLength = parentLength
        self.parentWidth = parentWidth
        self.expandedOffset = expandedOffset
        self.halfExpandedOffset = halfExpandedOffset
        self.peekHeight = peekHeight
        self.sheetWidth = sheetWidth
        self.hideable = hideable
        self.hideFriction = hideFriction
        significantVelocityThreshold = Self.defaultSignificantVelocity
        minimumFlingVelocity = Self.scaledVelocity(Self.minimumFlingVelocityDp, density: density)
        maximumFlingVelocity = Self.scaledVelocity(Self.maximumFlingVelocityDp, density: density)
        self.expandedName = expandedName
        self.halfExpandedName = halfExpandedName
        self.collapsedName = collapsedName
    }
}

/// Material's sheets (Material Components 1.13.0 BottomSheetBehavior.java, SideSheetBehavior.java
/// with Left/RightSheetDelegate.java): ViewDragHelper moves the view by whole px, clamped to the
/// behavior's range; on release `onViewReleased` picks a state and ViewDragHelper settles there.
///
/// The model's own coordinate is the view's `top` (bottom sheets; mirrored for a top panel, as
/// the export writes it) or `left` (side sheets) in px.
package final class MaterialSheetModel: PlatformPanelModel {
    package let platform = Platform.material
    package let parameters: MaterialSheetParameters
    /// The view's offset now, px.
    private var offset: Int
    private var lastFinger: Float = 0
    private var dragging = false
    private var settle: ViewDragSettle?
    private var settleStart = 0.0
    private var settled: PlatformStop
    package private(set) var settleEnd: Double?

    /// A sheet resting on its expanded stop.
    package init(_ parameters: MaterialSheetParameters) {
        self.parameters = parameters
        offset = 0
        settled = PlatformStop(name: parameters.expandedName, location: 0)
        offset = stopOffset(.expanded)
        settled = stop(.expanded)
    }

    /// Material's resting states.
    enum SheetState: String {
        case expanded, halfExpanded, collapsed, hidden
    }

    package var restingStop: PlatformStop { settled }

    private var collapsedOffset: Int { parameters.parentLength - parameters.peekHeight }

    private func stopOffset(_ state: SheetState) -> Int {
        let p = parameters
        switch p.kind {
        case .bottomSheet:
            switch state {
            case .expanded: return p.expandedOffset
            case .halfExpanded: return p.halfExpandedOffset
            case .collapsed: return max(collapsedOffset, p.expandedOffset)
            case .hidden: return p.parentLength
            }
        case .sideSheet(let right):
            let expanded = right ? max(0, p.parentLength - p.sheetWidth) : 0
            let hidden = right ? p.parentLength : -p.sheetWidth
            return state == .hidden ? hidden : expanded
        }
    }

    private func name(_ state: SheetState) -> String {
        switch state {
        case .expanded: return parameters.expandedName
        case .halfExpanded: return parameters.halfExpandedName ?? "halfExpanded"
        case .collapsed: return parameters.collapsedName ?? parameters.expandedName
        case .hidden: return "hidden"
        }
    }

    private func stop(_ state: SheetState) -> PlatformStop {
        PlatformStop(name: name(state), location: location(ofOffset: stopOffset(state)))
    }

    /// The scene's location (points) of the view at offset `px`.
    func location(ofOffset px: Int) -> Double {
        let p = parameters
        switch p.kind {
        case .bottomSheet(let mirrored):
            return Double(mirrored ? p.parentLength - px : px) / p.density
        case .sideSheet(let right):
            return Double(right ? px : px + p.sheetWidth) / p.density
        }
    }

    /// The finger in the model's px: reversed for a top panel, whose extent grows downward.
    private func fingerPx(_ finger: Double) -> Float {
        if case .bottomSheet(mirrored: true) = parameters.kind { return Float(-finger * parameters.density) }
        return Float(finger * parameters.density)
    }

    private func velocityPx(_ velocity: Double) -> Float {
        if case .bottomSheet(mirrored: true) = parameters.kind { return Float(-velocity * parameters.density) }
        return Float(velocity * parameters.density)
    }

    package func place(at name: String) -> Bool {
        let states: [SheetState] = [.expanded, .halfExpanded, .collapsed, .hidden]
        guard let state = states.first(where: { self.name($0) == name }) else { return false }
        offset = stopOffset(state)
        settled = stop(state)
        settle = nil
        settleEnd = nil
        return true
    }

    package func touchDown(at finger: Double, time: Double) {
        // A finger on a settling view catches it where it is.
        offset = currentOffset(at: time)
        settle = nil
        settleEnd = nil
        dragging = true
        lastFinger = fingerPx(finger)
    }

    package func touchMoved(to finger: Double, time: Double) {
        guard dragging else { return }
        let y = fingerPx(finger)
        // ViewDragHelper moves by the whole px of each motion event's change (`(int) (y − lastY)`).
        // A change that is a whole number of px but for float rounding counts as that number, so
        // the result does not hang on the last bit of the finger's coordinates.
        let change = y - lastFinger
        let delta = abs(change - change.rounded()) < 1e-3 ? Int(change.rounded()) : Int(change)
        lastFinger = y
        if delta != 0 { offset = clampDrag(offset + delta) }
    }

    private func clampDrag(_ value: Int) -> Int {
        let p = parameters
        switch p.kind {
        case .bottomSheet:
            let limit = p.hideable ? p.parentLength : collapsedOffset
            return min(max(value, p.expandedOffset), limit)
        case .sideSheet:
            let a = stopOffset(.expanded)
            let b = stopOffset(.hidden)
            return min(max(value, min(a, b)), max(a, b))
        }
    }

    @discardableResult
    package func touchUp(at finger: Double, time: Double, velocity: Double) -> PlatformDecision {
        touchMoved(to: finger, time: time)
        dragging = false
        let p = parameters
        // VelocityTracker.computeCurrentVelocity(1000, max) caps the speed; onViewReleased gets it
        // through clampMag(min, max); settleCapturedViewAt truncates the capped one to int.
        let maxVelocity = Float(p.maximumFlingVelocity)
        let tracked = min(max(velocityPx(velocity), -maxVelocity), maxVelocity)
        let released = ViewDragSettle.clampMagnitude(tracked, min: Float(p.minimumFlingVelocity), max: maxVelocity)
        let (state, reason) = decide(released)
        let target = stopOffset(state)
        let range: Int
        switch p.kind {
        case .bottomSheet: range = p.hideable ? p.parentLength : collapsedOffset
        case .sideSheet: range = p.sheetWidth
        }
        let motion = ViewDragSettle(
            start: offset, end: target, velocity: Int(tracked), parentWidth: p.parentWidth, motionRange: range,
            minVelocity: p.minimumFlingVelocity, maxVelocity: p.maximumFlingVelocity)
        settle = motion
        settleStart = time
        settleEnd = time + Double(motion.durationMs) / 1000
        settled = stop(state)
        return PlatformDecision(stop: settled, explanation: "Material: \(settled.name) — \(reason)")
    }

    /// `onViewReleased` (BottomSheetBehavior, fitted to its contents or not; or the side sheet's
    /// `calculateTargetStateOnViewReleased`) for the release velocity `yvel` px/s.
    private func decide(_ yvel: Float) -> (SheetState, String) {
        let p = parameters
        let top = offset
        switch p.kind {
        case .bottomSheet:
            let half = p.halfExpandedOffset
            let collapsed = stopOffset(.collapsed)
            let fits = p.fitToContents
            if yvel < 0 {
                if fits { return (.expanded, "any upward release expands a sheet fitted to its contents") }
                return top > half
                    ? (.halfExpanded, "any upward release below half-expanded goes there")
                    : (.expanded, "any upward release above half-expanded expands")
            }
            if p.hideable && shouldHide(top, yvel) {
                let significant = yvel > p.significantVelocityThreshold
                if significant || top > (p.parentLength + p.expandedOffset) / 2 {
                    let reason =
                        significant
                        ? "a downward swipe projected past half the peek below collapsed hides" : "released low: hides"
                    return (.hidden, reason)
                }
                if fits { return (.expanded, "hide asked but not fast or low enough: expanded") }
                return abs(top - p.expandedOffset) < abs(top - half)
                    ? (.expanded, "hide asked but not fast or low enough: nearest expanded state")
                    : (.halfExpanded, "hide asked but not fast or low enough: nearest expanded state")
            }
            if yvel == 0 && fits {
                return abs(top - p.expandedOffset) < abs(top - collapsed)
                    ? (.expanded, "a release without speed: nearest state")
                    : (.collapsed, "a release without speed: nearest state")
            }
            if fits { return (.collapsed, "any downward release collapses a sheet fitted to its contents") }
            if yvel == 0 {
                if top < half {
                    // Material compares the top itself (not its distance to the expanded offset).
                    return top < abs(top - collapsed)
                        ? (.expanded, "a release without speed: nearest state")
                        : (.halfExpanded, "a release without speed: nearest state")
                }
                return abs(top - half) < abs(top - collapsed)
                    ? (.halfExpanded, "a release without speed: nearest state")
                    : (.collapsed, "a release without speed: nearest state")
            }
            return abs(top - half) < abs(top - collapsed)
                ? (.halfExpanded, "a downward release: the nearer of half-expanded and collapsed")
                : (.collapsed, "a downward release: the nearer of half-expanded and collapsed")
        case .sideSheet(let right):
            let expanded = stopOffset(.expanded)
            let hidden = stopOffset(.hidden)
            if right ? yvel < 0 : yvel > 0 { return (.expanded, "any release outward expands") }
            // The delegates compare the projected edge with HIDE_THRESHOLD (0.5) itself, in px.
            let edge = Float(right ? top + p.sheetWidth : top) + yvel * p.hideFriction
            if abs(edge) > 0.5 {
                let significant = abs(yvel) > p.significantVelocityThreshold
                let closeToInner = right ? top > (hidden + expanded) / 2 : top + p.sheetWidth < (expanded - hidden) / 2
                if significant || closeToInner {
                    return (
                        .hidden,
                        significant ? "an inward swipe above 500 px/s hides" : "released near the inner edge: hides"
                    )
                }
                return (.expanded, "an inward release neither fast nor far: expanded")
            }
            if yvel == 0 {
                return abs(top - expanded) < abs(top - hidden)
                    ? (.expanded, "a release without speed: nearest state")
                    : (.hidden, "a release without speed: nearest state")
            }
            return (.hidden, "an inward release hides")
        }
    }

    /// `shouldHide`: below the collapsed offset, where the top projected by velocity × friction
    /// lies more than half the peek past collapsed.
    private func shouldHide(_ top: Int, _ yvel: Float) -> Bool {
        let collapsed = stopOffset(.collapsed)
        if top < collapsed { return false }
        let newTop = Float(top) + yvel * parameters.hideFriction
        return abs(newTop - Float(collapsed)) / Float(parameters.peekHeight) > 0.5
    }

    private func currentOffset(at time: Double) -> Int {
        guard let settle, !dragging else { return offset }
        return settle.position(elapsedMs: Self.elapsedMs(time - settleStart))
    }

    /// Whole milliseconds between two frame times, as Android's animation clock counts them.
    static func elapsedMs(_ seconds: Double) -> Int {
        Int((seconds * 1000).rounded())
    }

    package func location(at time: Double) -> Double {
        location(ofOffset: currentOffset(at: time))
    }
}
