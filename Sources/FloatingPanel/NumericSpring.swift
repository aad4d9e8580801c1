import Foundation

/// The "numeric springing" integrator of Docs/engine.md §5.3, with upstream's deviation: the velocity
/// update uses the already updated position (decision §16.2-1: keep, trajectories must match).
/// It runs on `FloatingPanelSpringParameters`, so what an export or the overlay describes with
/// them is by construction what moves the panel. Package-visible so exports can check that a
/// shortened spring number moves the panel the same.
package struct NumericSpring {
    package private(set) var location: CGFloat
    private(set) var velocity: CGFloat
    private(set) var target: CGFloat
    /// ζ and ω of this spring.
    package let parameters: FloatingPanelSpringParameters
    private let dampingRatio: CGFloat
    private let angularFrequency: CGFloat

    /// A spring at `location` moving at `velocity` toward `target`.
    package init(
        location: CGFloat, velocity: CGFloat, target: CGFloat, parameters: FloatingPanelSpringParameters
    ) {
        self.location = location
        self.velocity = velocity
        self.target = target
        self.parameters = parameters
        dampingRatio = CGFloat(parameters.dampingRatio)
        angularFrequency = CGFloat(parameters.angularFrequency)
    }

    /// Advances one frame of `h` seconds; returns the location before the step.
    @discardableResult
    package mutating func step(_ h: CGFloat) -> CGFloat {
        let previous = location
        let omega2 = angularFrequency * angularFrequency
        let f = 1 + 2 * h * dampingRatio * angularFrequency
        let det = f + h * h * omega2
        let next = (f * location + h * velocity + h * h * omega2 * target) / det
        velocity = (velocity + h * omega2 * (target - next)) / det
        location = next
        return previous
    }

    /// The stop test of Docs/engine.md §5.4 item 6: at the target and no longer moving, both within one pixel.
    func isSettled(previous: CGFloat, displayScale: CGFloat) -> Bool {
        let pixel = 1 / displayScale
        return abs(target - location) <= pixel && abs(previous - location) <= pixel
    }

    /// Restarts from the current location and velocity toward a new target (Docs/engine.md §19-10).
    mutating func retarget(_ newTarget: CGFloat) {
        target = newTarget
    }

    /// The attraction spring of a drag settle or numeric move (Docs/engine.md §5.2).
    package static func attraction(
        from location: CGFloat, to target: CGFloat, velocity: CGFloat, behavior: FloatingPanelBehavior
    ) -> NumericSpring {
        NumericSpring(
            location: location, velocity: velocity, target: target,
            parameters: .attraction(of: behavior, velocity: Double(velocity)))
    }

    /// The show/hide transition spring (Docs/engine.md §6.1, Docs/engine.md §19-2).
    static func transition(from location: CGFloat, to target: CGFloat, velocity: CGFloat) -> NumericSpring {
        NumericSpring(location: location, velocity: velocity, target: target, parameters: .transition)
    }
}
