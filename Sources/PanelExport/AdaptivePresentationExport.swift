import FloatingPanel
import Foundation
import PanelConfig

/// A panel's `adaptivePresentation` as the layouts the sandbox resolves it to (Docs/config.md
/// "Adaptive presentation"), so the FloatingPanel and sheet exports write what the window shows:
/// the side card under the width rule, else the sheet; tip at the content height, full at the
/// safe area's top, the sheet's backdrop at full, removal below the smallest detent.
enum AdaptivePresentationExport {
    /// `scene` with each adaptive panel given those layouts and the removal interaction its
    /// `dismissBelowSmallestDetent` asks for; other panels are left as they are.
    static func scene(_ scene: ResolvedScene) -> ResolvedScene {
        var result = scene
        result.panels = scene.panels.map { panel(_: $0, container: scene.container) }
        return result
    }

    static func panel(_ panel: ResolvedPanel, container: SceneContainer) -> ResolvedPanel {
        guard let presentation = panel.adaptivePresentation else { return panel }
        var result = panel
        result.layouts = layouts(presentation, container: container, contentSize: panel.contentSize)
        result.contentMode = .static
        result.removalInteractionEnabled = panel.removalInteractionEnabled || presentation.dismissBelowSmallestDetent
        return result
    }

    /// The card under the width rule, then the sheet. Each is resolved in the orientation of the
    /// scene's container that takes it (the scene's own or its quarter turn), so its detents are
    /// sorted as the window sorts them there.
    static func layouts(_ presentation: AdaptivePresentation, container: SceneContainer, contentSize: CGSize)
        -> [ConditionalLayout]
    {
        let turned = container.rotated()
        let takesCard = { (c: SceneContainer) in
            ResolvedAdaptivePresentation.usesCard(presentation, containerWidth: c.size.width)
        }
        let resolve = { (c: SceneContainer) in
            ResolvedAdaptivePresentation(
                presentation, containerSize: c.size, safeAreaInsets: c.safeArea, contentSize: contentSize)
        }
        let sheetContainer = takesCard(container) && !takesCard(turned) ? turned : container
        let cardContainer = takesCard(container) ? container : turned
        let sheet = ConditionalLayout(layout: resolve(sheetContainer).makeLayout())
        guard takesCard(cardContainer) else { return [sheet] }
        let card = ConditionalLayout(
            condition: ResolvedAdaptivePresentation.cardCondition(presentation),
            layout: resolve(cardContainer).makeLayout())
        return [card, sheet]
    }

    /// What the FloatingPanel exports cannot write of the presentation, one sentence each.
    static func limits(_ panel: ResolvedPanel) -> [String] {
        guard let presentation = panel.adaptivePresentation else { return [] }
        var limits: [String] = []
        if presentation.detents.contains(where: \.isHeight) {
            limits.append(
                "a `height` detent is capped to the safe area's height in the sandbox; FloatingPanel's absolute inset is not capped."
            )
        }
        let measured = presentation.detents.contains { $0 == .adaptive || $0.isHeight }
        let relative = presentation.detents.contains { !($0 == .adaptive || $0.isHeight) }
        if measured, relative {
            limits.append(
                "detents are ranked by height in each container in the sandbox; the layouts keep the ranking resolved for the scene's container and its quarter turn."
            )
        }
        return limits
    }
}

extension AdaptivePresentation.Detent {
    fileprivate var isHeight: Bool {
        if case .height = self { return true }
        return false
    }
}
