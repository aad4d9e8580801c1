import Foundation

/// What an exported vaul drawer is given: its snap points, `dismissible`, the transition.
package struct VaulParameters: Sendable, Equatable {
    /// The drawer's edge.
    package enum Direction: String, Sendable {
        case bottom, top, left, right
    }

    package var direction: Direction
    /// The window's length along the drawer's axis (`innerHeight` / `innerWidth`), CSS px.
    package var windowLength: Double
    /// The snap points, least visible first: the scene's state names and how much of the drawer
    /// each shows, CSS px (a fraction × the window, or a `'Npx'` string's integer).
    package var snapPoints: [(name: String, length: Double)]
    /// `dismissible` (vaul's default true).
    package var dismissible: Bool
    /// `snapToSequentialPoint`: no velocity skipping.
    package var snapToSequentialPoint: Bool
    /// The snap transition in effect (the export's override, or vaul's own).
    package var transition: CSSTransition

    /// vaul's fast-swipe speed, 2 px/ms, and `VELOCITY_THRESHOLD`, 0.4 px/ms (use-snap-points.ts, constants.ts, 1.1.2).
    package static let fastSwipe = 2.0
    package static let velocityThreshold = 0.4

    package init(
        direction: Direction, windowLength: Double, snapPoints: [(name: String, length: Double)], dismissible: Bool,
        snapToSequentialPoint: Bool, transition: CSSTransition
    ) {
        self.direction = direction
        self.windowLength = windowLength
        self.snapPoints = snapPoints
        self.dismissible = dismissible
        self.snapToSequentialPoint = snapToSequentialPoint
        self.transition = transition
    }

    package static func == (a: VaulParameters, b: VaulParameters) -> Bool {
        a.direction == b.direction && a.windowLength == b.windowLength && a.dismissible == b.dismissible
            && a.snapToSequentialPoint == b.snapToSequentialPoint && a.transition == b.transition
            && a.snapPoints.map(\.name) == b.snapPoints.map(\.name)
            && a.snapPoints.map(\.length) == b.snapPoints.map(\.length)
    }
}

/// vaul 1.1.2's drawer with snap points (src/index.tsx, src/use-snap-points.ts): the drag moves
/// the drawer with the finger (never past the most open point), the release velocity is the
/// whole press's distance over its duration, and the snap rules pick the point the CSS
/// transition then animates to; a dismissal plays vaul's 0.5 s close animation.
package final class VaulModel: PlatformPanelModel {
    package let platform = Platform.vaul
    package let parameters: VaulParameters
    /// `snapPointsOffset`: the drawer's translate at each point, CSS px.
    private let offsets: [Double]
    private var active: Int
    private var translate: Double
    private var pressFinger = 0.0
    private var pressTime = 0.0
    private var dragging = false
    private var animationStart = 0.0
    private var from = 0.0
    private var to = 0.0
    private var transition = CSSTransition.vaulDefault
    private var closed = false
    package private(set) var settleEnd: Double?

    /// A drawer open at its most visible point.
    package init(_ parameters: VaulParameters) {
        self.parameters = parameters
        let length = parameters.windowLength
        offsets = parameters.snapPoints.map { point in
            switch parameters.direction {
            case .bottom, .right: return length - point.length
            case .top, .left: return -length + point.length
            }
        }
        active = max(parameters.snapPoints.count - 1, 0)
        translate = offsets.last ?? 0
    }

    /// The drawer's translate when closed: its whole length off screen.
    private var closedTranslate: Double {
        parameters.direction == .bottom || parameters.direction == .right
            ? parameters.windowLength : -parameters.windowLength
    }

    /// bottom/right: 1; top/left: −1 (index.tsx's `directionMultiplier`).
    private var multiplier: Double { parameters.direction == .bottom || parameters.direction == .right ? 1 : -1 }

    package var restingStop: PlatformStop {
        closed
            ? PlatformStop(name: "hidden", location: location(ofTranslate: closedTranslate))
            : PlatformStop(name: parameters.snapPoints[active].name, location: location(ofTranslate: offsets[active]))
    }

    /// The scene's location (points) of the drawer's tracked edge at `translate`.
    func location(ofTranslate value: Double) -> Double {
        switch parameters.direction {
        case .bottom, .right: return value
        case .top, .left: return parameters.windowLength + value
        }
    }

    package func place(at name: String) -> Bool {
        if name == "hidden" {
            closed = true
            translate = closedTranslate
            settleEnd = nil
            return true
        }
        guard let index = parameters.snapPoints.firstIndex(where: { $0.name == name }) else { return false }
        active = index
        translate = offsets[index]
        closed = false
        settleEnd = nil
        return true
    }

    package func touchDown(at finger: Double, time: Double) {
        translate = currentTranslate(at: time)
        settleEnd = nil
        dragging = true
        pressFinger = finger
        pressTime = time
    }

    package func touchMoved(to finger: Double, time: Double) {
        guard dragging, !offsets.isEmpty else { return }
        let dragged = (pressFinger - finger) * multiplier
        // onDrag: closing past the first point is refused when not dismissible.
        if !parameters.dismissible && dragged <= 0 && active == 0 { return }
        let value = offsets[active] - dragged * multiplier
        // Past the most open point the drawer stays where it was.
        if multiplier > 0 ? value < offsets[offsets.count - 1] : value > offsets[offsets.count - 1] { return }
        translate = value
    }

    @discardableResult
    package func touchUp(at finger: Double, time: Double, velocity: Double) -> PlatformDecision {
        touchMoved(to: finger, time: time)
        dragging = false
        let distMoved = pressFinger - finger
        let timeTaken = (time - pressTime) * 1000
        let speed = timeTaken > 0 ? abs(distMoved) / timeTaken : 0
        let (target, reason) = decide(draggedDistance: distMoved * multiplier, velocity: speed)
        animationStart = time
        from = translate
        if let target {
            active = target
            closed = false
            to = offsets[target]
            transition = parameters.transition
        } else {
            closed = true
            to = closedTranslate
            transition = .vaulDefault
        }
        settleEnd = from == to ? time : time + transition.duration
        let speedText = String(format: "%.2f", speed)
        return PlatformDecision(
            stop: restingStop, explanation: "vaul: \(restingStop.name) — \(reason) (\(speedText) px/ms)")
    }

    /// `onRelease` of use-snap-points.ts; nil closes the drawer.
    func decide(draggedDistance: Double, velocity: Double) -> (Int?, String) {
        let p = parameters
        let last = offsets.count - 1
        let up = draggedDistance > 0
        if !p.snapToSequentialPoint && velocity > VaulParameters.fastSwipe {
            if !up {
                return p.dismissible
                    ? (nil, "a swipe above 2 px/ms closes") : (0, "a swipe above 2 px/ms goes to the first point")
            }
            return (last, "a swipe above 2 px/ms opens fully")
        }
        let current = offsets[active] - draggedDistance * multiplier
        var closest = 0
        for index in offsets.indices where abs(offsets[index] - current) < abs(offsets[closest] - current) {
            closest = index
        }
        if velocity > VaulParameters.velocityThreshold && abs(draggedDistance) < p.windowLength * 0.4 {
            if up && active == last { return (last, "already fully open") }
            if !up && active == 0 {
                return p.dismissible
                    ? (nil, "a swipe above 0.4 px/ms from the first point closes") : (0, "cannot close")
            }
            return (active + (up ? 1 : -1), "a swipe above 0.4 px/ms goes one point on")
        }
        return (closest, "the closest point")
    }

    private func currentTranslate(at time: Double) -> Double {
        guard !dragging, let end = settleEnd else { return translate }
        if time >= end { return to }
        return from + (to - from) * transition.progress(at: time - animationStart)
    }

    package func location(at time: Double) -> Double {
        location(ofTranslate: currentTranslate(at: time))
    }
}
