import FloatingPanel
import Foundation
import PanelPlatforms

/// Which momentum projection and redirectional progress send a reference's releases to the
/// stops they reached, by FloatingPanel's own release rule (`releaseDecision(from:velocity:)`,
/// Docs/engine.md §7.6).
struct ReleaseDecisions {
    /// One release: the stop it started from, where and how fast it was let go, where it rested.
    typealias Release = (from: FloatingPanelState, location: Double, velocity: Double, stop: ReferenceStops.Stop)

    let stops: ReferenceStops
    let behavior: FloatingPanelCustomBehavior
    let releases: [Release]

    /// The projection (true: always; false: never) and default progress that send the most
    /// releases to their stops; among equals, the scene's own, then the progress nearest it.
    func best() -> (projects: Bool, progress: Double) {
        let currentProjects = behavior.momentumProjection == .always
        let currentProgress = Double(behavior.defaultRedirectionalProgress)
        var best = (
            projects: currentProjects, progress: currentProgress, score: score(currentProjects, currentProgress)
        )
        for projects in [currentProjects, !currentProjects] {
            for progress in stride(from: 0.05, through: 0.95, by: 0.05) {
                let score = score(projects, progress)
                let closer =
                    score == best.score && projects == best.projects
                    && abs(progress - currentProgress) < abs(best.progress - currentProgress)
                if score > best.score || closer { best = (projects, progress, score) }
            }
        }
        return (best.projects, best.progress)
    }

    /// Whether the releases decide `projects` and `progress`: the other projection sends fewer
    /// of them to their stops at every progress, and some progress sends fewer than `progress`.
    /// A value they do not decide is not written (the scene keeps its own).
    func decided(projects: Bool, progress: Double) -> (projects: Bool, progress: Bool) {
        let best = score(projects, progress)
        let progresses = Array(stride(from: 0.05, through: 0.95, by: 0.05))
        let otherProjection = progresses.map { score(!projects, $0) }.max() ?? best
        let worstProgress = progresses.map { score(projects, $0) }.min() ?? best
        return (otherProjection < best, worstProgress < best)
    }

    /// Where FloatingPanel's rule sends each release with these values.
    func targets(projects: Bool, progress: Double) -> [String] {
        let controller = stops.controller
        let original = controller.behavior
        defer { controller.behavior = original }
        controller.behavior = FloatingPanelCustomBehavior(
            springDecelerationRate: behavior.springDecelerationRate, springResponseTime: behavior.springResponseTime,
            momentumProjectionRate: behavior.momentumProjectionRate,
            removalInteractionVelocityThreshold: behavior.removalInteractionVelocityThreshold,
            momentumProjection: projects ? .always : .never, defaultRedirectionalProgress: CGFloat(progress),
            redirectionalPairs: behavior.redirectionalPairs, rubberBandingEdges: behavior.rubberBandingEdges)
        return releases.map { release in
            controller.move(to: release.from, animated: false)
            return controller.releaseDecision(from: CGFloat(release.location), velocity: CGFloat(release.velocity))
                .target.rawValue
        }
    }

    private func score(_ projects: Bool, _ progress: Double) -> Int {
        zip(targets(projects: projects, progress: progress), releases).filter { $0 == $1.stop.name }.count
    }
}
