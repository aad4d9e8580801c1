import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms

/// A panel's stops in its scene's container as the fit matches a reference against them: each
/// state's main-axis location, the pixel the engine's stop test uses, and a controller laid out
/// there to ask FloatingPanel's release rules.
struct ReferenceStops {
    /// One state and its main-axis location, in points.
    struct Stop: Equatable {
        var state: FloatingPanelState
        var location: Double
        var name: String { state.rawValue }
    }

    let stops: [Stop]
    /// One device pixel in points: within it of the target and moving less, the spring stops.
    let pixel: Double
    let controller: FloatingPanelController

    /// `panel`'s stops in `scene`'s container, `hidden` among them when the panel can be removed.
    init(panel: ResolvedPanel, scene: ResolvedScene) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        controller = resolved.controller
        pixel = 1 / Double(controller.displayScale)
        let position = resolved.position
        var stops = resolved.stops.map { Stop(state: $0.state, location: Double($0.location)) }
        if resolved.removalEnabled {
            stops.append(
                Stop(state: .hidden, location: Double(position.mainLocation(controller.surfaceLocation(for: .hidden)))))
        }
        self.stops = stops
    }

    /// The stop nearest `location`.
    func nearest(_ location: Double) -> Stop {
        stops.min { abs($0.location - location) < abs($1.location - location) }
            ?? Stop(state: controller.state, location: location)
    }
}
