import FloatingPanel
import Foundation

/// The target libraries the sandbox models (Docs/platforms.md).
package enum Platform: String, CaseIterable, Sendable {
    /// Material Components' `BottomSheetBehavior` and `SideSheetBehavior` 1.13.0.
    case material
    /// androidx.compose.foundation 1.8 `anchoredDraggable`.
    case compose
    /// vaul 1.1.2.
    case vaul

    /// The name the report and the window show.
    package var displayName: String {
        switch self {
        case .material: return "Material"
        case .compose: return "Compose"
        case .vaul: return "vaul"
        }
    }
}

/// Apple's sheet (`presentationDetents`) is not modelled: Apple documents neither how a sheet
/// picks a detent on release nor how it settles, so any model would be invented.
package enum AppleSheetModel {
    /// What a report says where a model's numbers would be.
    package static let note =
        "SwiftUI sheets: Apple documents no detent selection or settle physics for presentationDetents; no model."
}

/// A resting place of a modelled panel: a name (the scene's state name, or the library's own
/// for a stop the library adds) and the main-axis location of the panel's tracked edge, in points.
package struct PlatformStop: Sendable, Equatable {
    /// The scene's state name, `hidden`, or the library's name for a stop it adds.
    package var name: String
    /// The surface location `L` (Docs/engine.md §2) the library rests the panel at, in points.
    package var location: Double
}

// In an extension, so that the struct keeps Swift's memberwise initializer for the stops a
// library adds.
extension PlatformStop {
    /// The stop at the scene's `state`, `location` points.
    package init(_ state: FloatingPanelState, at location: Double) {
        self.init(name: state.rawValue, location: location)
    }
}

/// What a library decided on a release, and why, in words.
package struct PlatformDecision: Sendable, Equatable {
    /// The stop the panel goes to.
    package var stop: PlatformStop
    /// One sentence: `Compose: full — any fling above 125 dp/s goes one stop on`.
    package var explanation: String
}

/// One library's handling of a panel: driven by the same finger as the engine (touch down,
/// moves, release, with their times), it answers where the panel is at any later time.
///
/// Finger coordinates and locations are main-axis points in the scene's container (1 pt = 1 dp =
/// 1 CSS px); velocities are points per second; times are seconds on the scene's clock.
package protocol PlatformPanelModel: AnyObject {
    /// Which library this models.
    var platform: Platform { get }
    /// Where the panel rests now or last rested.
    var restingStop: PlatformStop { get }
    /// Puts the panel at rest on the stop named `name` (a scene's initial state, say); false when
    /// the library has no such stop.
    func place(at name: String) -> Bool
    /// The finger goes down at `finger` at `time`.
    func touchDown(at finger: Double, time: Double)
    /// The finger moves to `finger` at `time`.
    func touchMoved(to finger: Double, time: Double)
    /// The finger lifts at `finger` at `time` with the release velocity `velocity` (pt/s, the
    /// engine's); the library chooses a stop and starts its settle there and then.
    @discardableResult
    func touchUp(at finger: Double, time: Double, velocity: Double) -> PlatformDecision
    /// The panel's location at `time` (points): under the finger while dragging, along the
    /// library's settle after a release.
    func location(at time: Double) -> Double
    /// When the settle started by the last release ends (seconds on the scene's clock), nil
    /// while a finger holds the panel or before any release.
    var settleEnd: Double? { get }
}

extension PlatformPanelModel {
    /// Whether the panel is still moving at `time` after its last release.
    package func isSettling(at time: Double) -> Bool {
        guard let end = settleEnd else { return false }
        return time < end
    }
}
