import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The compare view's reference lane: the reference motion played on the scene's panel, its
/// leading edge placed at the reference's y frame by frame, drawn as a ghost. The reference's
/// release happens on the lanes' clock when lane 0's release of that panel does, so both lanes
/// let go at the same moment (Docs/reference.md "In the window").
final class CompareReferenceLane {
    let reference: WindowReference
    /// The scene drawn: the reference's panel alone, placed on the reference's path.
    let runtime: SceneRuntime
    /// The lanes' frames per second.
    let fps: Double
    /// The lanes' frame of lane 0's release of the panel (0 when it has none).
    let releaseFrame: Int
    private(set) var frame = 0

    /// The lane of `reference` on `scenario`'s scene, released at frame `releaseFrame` of lanes
    /// played at `fps`.
    init(reference: WindowReference, scenario: Scenario, releaseFrame: Int, fps: Double) {
        self.reference = reference
        self.fps = fps
        self.releaseFrame = releaseFrame
        runtime = StepApplier.makeRuntime(scenario.scene)
        runtime.showAll()
        for panel in runtime.panels where panel.id != reference.panel {
            panel.controller.hide(animated: false)
        }
        place()
    }

    /// The reference's time, on its own clock, shown at lane frame `frame`.
    func referenceTime(atFrame frame: Int) -> Double {
        reference.alignmentTime + Double(frame - releaseFrame) / fps
    }

    /// Moves the panel to the next frame's place on the reference's path.
    func advanceFrame() {
        frame += 1
        place()
    }

    private func place() {
        guard let panel = runtime.panels.first(where: { $0.id == reference.panel }) else { return }
        let fpc = panel.controller
        fpc.surfaceLocation = fpc.position.point(main: CGFloat(reference.y(at: referenceTime(atFrame: frame))))
    }

    /// The lines under the lane after its label: the samples and the release it is aligned at.
    var figures: [String] {
        let motion = reference.motion
        let n = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        let aligned =
            reference.release.map { "released at \(n(motion.samples[$0.index].t)) s (\($0.origin.rawValue))" }
            ?? "no release: aligned at its start"
        return ["\(motion.samples.count) samples, \(n(motion.duration)) s", aligned]
    }
}
