import Foundation
import PanelConfig
import PanelPlatforms

/// The Android export's code and comment for the removal mapping.
extension AndroidRemoval {
    /// The code lines: the friction and the significant velocity.
    var setup: [String] {
        [
            "behavior.hideFriction = \(Float(friction))f",
            "behavior.significantVelocityThreshold = (\(Float(significantVelocity))f * sheet.resources.displayMetrics.density).roundToInt()",
        ]
    }

    /// The comment lines saying what is mapped and how close it is.
    func lines(sideSheet: Bool) -> [String] {
        let r = { (value: Double) in ExportNumber.rounded(value) }
        let below = (peek / 4).rounded()
        let (material, floatingPanel) = speeds(below: below)
        var lines = [
            "Removal: FloatingPanel removes the panel on a release toward hidden at a speed of at least",
            "\(r(threshold)) × the distance left to its hidden position; from the least expanded state that is",
            "\(r(distance)) dp away (\(r(speedAtCollapsed)) dp/s).",
        ]
        if sideSheet {
            lines += [
                "SideSheetBehavior has no counterpart: it hides a sheet whose projected edge passes its own",
                "threshold, with Material's friction, so a side sheet is swiped away more easily than that.",
            ]
            return lines
        }
        lines += [
            "Mapped in code (below): hideFriction \(r(friction)) (0.5 × \(r(peek)) / \(r(speedAtCollapsed))) asks",
            "the same speed at the collapsed state; significantVelocityThreshold \(r(significantVelocity)) dp/s (\(r(significantVelocity * PlatformModelFactory.defaultDensity)) px/s",
            "at \(r(PlatformModelFactory.defaultDensity)) px/dp; the code multiplies by the device's density) is a third of it, the floor that keeps",
            "Material's speed closest to FloatingPanel's between collapsed and hidden.",
            "How close: exact at collapsed; \(r(below)) dp below it Material hides from \(r(material)) dp/s where",
            "FloatingPanel asks \(r(floatingPanel)) dp/s; above collapsed Material never hides (FloatingPanel removes",
            "a release that is fast enough from any state).",
        ]
        return lines
    }
}
