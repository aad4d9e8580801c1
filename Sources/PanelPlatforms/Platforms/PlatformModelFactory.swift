import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// Builds a target library's model of a panel from the values its export writes
/// (`ExportedMotion`), converted to px at a density as the library converts them.
package enum PlatformModelFactory {
    /// Android's reference density in the sandbox, px per dp: a 420 dpi phone (Docs/platforms.md).
    package static let defaultDensity = 2.625

    /// The model of `panel` on `platform`, or nil when that export writes nothing for the panel
    /// (no resting state besides hidden). `fitted`: the panel's springs fitted at `fps` when the
    /// caller has them (`FitReport`); fitted here otherwise.
    package static func model(
        _ platform: Platform, panel: ResolvedPanel, scene: ResolvedScene, density: Double = defaultDensity,
        fps: Double, fitted: FittedSprings? = nil
    ) -> PlatformPanelModel? {
        switch platform {
        case .material:
            return ExportedMotion.materialSheet(panel, scene: scene).map { MaterialSheetModel(material($0, density)) }
        case .compose:
            let fitted = fitted ?? fittedSprings(.compose, panel: panel, scene: scene, fps: fps)
            return ExportedMotion.composeDrag(panel, scene: scene, fitted: fitted).map {
                ComposeAnchoredModel(compose($0, density: density, fps: fps))
            }
        case .vaul:
            let fitted = fitted ?? fittedSprings(.vaul, panel: panel, scene: scene, fps: fps)
            return ExportedMotion.vaulDrawer(panel, scene: scene, fitted: fitted).map { VaulModel(vaul($0)) }
        }
    }

    /// The springs `platform`'s export writes for `panel`, fitted at `fps`: Compose's spring
    /// specs, vaul's transition; nil for Material, whose settle is the library's own. A caller
    /// building many models of one panel fits once and passes them to `model`.
    package static func fittedSprings(_ platform: Platform, panel: ResolvedPanel, scene: ResolvedScene, fps: Double)
        -> FittedSprings?
    {
        switch platform {
        case .material: return nil
        case .compose: return FitReport.panel(panel, scene: scene, format: .compose, fps: fps).fittedSprings(fps: fps)
        case .vaul: return FitReport.panel(panel, scene: scene, format: .vaul, fps: fps).fittedSprings(fps: fps)
        }
    }

    /// Material's parameters: sizes through `getDimensionPixelSize`/`Offset`, the half-expanded
    /// top as `(int) (parentHeight × (1 − ratio))` (BottomSheetBehavior.calculateHalfExpandedOffset).
    static func material(_ sheet: ExportedMotion.MaterialSheet, _ density: Double) -> MaterialSheetParameters {
        let px = { (points: Double) in Int((points * density).rounded()) }
        let length = px(sheet.containerLength)
        let kind: MaterialSheetParameters.Kind
        switch sheet.kind {
        case .bottomSheet: kind = .bottomSheet(mirrored: false)
        case .topAsBottomSheet: kind = .bottomSheet(mirrored: true)
        case .sideSheet(let right): kind = .sideSheet(right: right)
        }
        // Fitted to its contents, the sheet expands to show its `layout_height` (fitToContentsOffset).
        let expandedOffset =
            sheet.fitsContents
            ? max(0, length - MaterialSheetParameters.pixelSize(sheet.sheetLength, density: density))
            : MaterialSheetParameters.pixelOffset(sheet.expandedOffset, density: density)
        var parameters = MaterialSheetParameters(
            kind: kind, density: density, parentLength: length, parentWidth: px(sheet.containerWidth),
            expandedOffset: expandedOffset,
            halfExpandedOffset: Int(Float(length) * (1 - sheet.halfExpandedRatio)),
            peekHeight: MaterialSheetParameters.pixelSize(sheet.peekHeight, density: density),
            sheetWidth: MaterialSheetParameters.pixelSize(sheet.sheetWidth, density: density), hideable: sheet.hideable,
            hideFriction: sheet.hideFriction, expandedName: sheet.expanded.rawValue,
            halfExpandedName: sheet.halfExpanded?.rawValue, collapsedName: sheet.collapsed?.rawValue)
        parameters.fitToContents = sheet.fitsContents
        if let significant = sheet.significantVelocity {
            // `(… * density).roundToInt()`, as the exported code sets it.
            parameters.significantVelocityThreshold = Float((Double(Float(significant) * Float(density))).rounded())
        }
        return parameters
    }

    static func compose(_ drag: ExportedMotion.ComposeDrag, density: Double, fps: Double) -> ComposeDragParameters {
        ComposeDragParameters(
            anchors: drag.anchors.map { PlatformStop($0.state, at: $0.offset) },
            positionalThreshold: drag.positionalThreshold,
            spring: drag.spring, settleSpring: drag.settleSpring,
            fastReleaseSpeed: drag.fastReleaseSpeed, density: density, fps: fps)
    }

    static func vaul(_ drawer: ExportedMotion.VaulDrawer) -> VaulParameters {
        let direction = VaulParameters.Direction(rawValue: drawer.direction.rawValue) ?? .bottom
        let transition =
            drawer.easingStops.count > 1
            ? CSSTransition(duration: drawer.transitionDuration, easing: .linear(drawer.easingStops))
            : CSSTransition.vaulDefault
        return VaulParameters(
            direction: direction, windowLength: drawer.windowLength,
            snapPoints: drawer.snapPoints.map { (name: $0.state.rawValue, length: $0.length) },
            dismissible: drawer.dismissible, snapToSequentialPoint: drawer.snapToSequentialPoint,
            transition: transition)
    }
}
