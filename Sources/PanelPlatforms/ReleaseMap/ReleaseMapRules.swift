import Foundation
import PlatformModels

/// Each engine's release rule in one sentence, the caption a release map carries so its shapes
/// explain themselves (Docs/platforms.md): why FloatingPanel's regions slant with the velocity,
/// why vaul's are vertical stripes.
extension ReleaseMap {
    /// The rule of `platform`'s release decision; nil is FloatingPanel.
    package static func rule(of platform: Platform?) -> String {
        switch platform {
        case nil:
            return "FloatingPanel: projects the release by its velocity (momentumProjectionRate) and goes past ρ "
                + "to the next stop, so the regions slant with the velocity."
        case .material:
            return "Material: the release's direction picks among the stops on that side by position; its speed "
                + "counts only to hide (above \(Int(MaterialSheetParameters.defaultSignificantVelocity)) px/s)."
        case .compose:
            return "Compose: a fling above \(Int(ComposeDragParameters.velocityThresholdDp)) dp/s goes one stop on; "
                + "slower, past the positional threshold of the distance."
        case .vaul:
            return "vaul never reads the release velocity: it decides by drag distance ÷ drag time, above "
                + "\(VaulParameters.velocityThreshold) px/ms one snap point on, so its regions are vertical stripes."
        }
    }
}
