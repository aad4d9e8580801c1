import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// One scene version as the live page takes it (Docs/live.md "Messages"): a JSON object with
/// `version`, the scene's errors, its frame rate, and each panel's motion table (the fields of
/// the TypeScript motion part, `MotionPanelData`) with what the page draws, every anchor resolved
/// by the engine in the page's own container (`fromPage`; the scene's own until the page said),
/// and what an app's live client applies (`LiveAppValues`).
package enum LiveSceneMessage {
    /// The container a page reports: its viewport and safe-area insets, in CSS px (= pt).
    package struct Container: Equatable, Sendable {
        package var width: Double
        package var height: Double
        package var safeArea: EdgeInsets

        package init(width: Double, height: Double, safeArea: EdgeInsets = .zero) {
            self.width = width
            self.height = height
            self.safeArea = safeArea
        }
    }

    /// The message of `scene` as version `version`, resolved in `container` (the scene's own when
    /// nil); `errors` are the `FILE:LINE:COL: error:` lines of a save that did not load, shown
    /// over the last good scene.
    package static func text(
        _ scene: ResolvedScene, version: Int, errors: [String] = [], container: Container? = nil,
        composeFits: [String: FittedSprings]? = nil
    ) -> String {
        var scene = scene
        if let container {
            scene.container.size = CGSize(width: container.width, height: container.height)
            scene.container.safeArea = container.safeArea
        }
        let panels = zip(scene.panels, MotionPanelData.panels(of: scene)).map { panel, motion in
            panelObject(panel, motion, scene: scene, composeFit: composeFits?[panel.id])
        }
        let size = scene.containerSize
        let insets = scene.safeAreaInsets
        let safeArea = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .map { "\"\($0.0)\": \(number(Double($0.1)))" }.joined(separator: ", ")
        return "{"
            + [
                "\"type\": \"scene\"",
                "\"version\": \(version)",
                "\"name\": \(ExportJSONValue.quoted(scene.name))",
                "\"errors\": [" + errors.map(ExportJSONValue.quoted).joined(separator: ", ") + "]",
                "\"refreshRate\": \(number(scene.refreshRate))",
                "\"container\": {\"width\": \(number(Double(size.width))), \"height\": \(number(Double(size.height))), "
                    + "\"safeArea\": {\(safeArea)}, \"fromPage\": \(container != nil)}",
                "\"panels\": [" + panels.joined(separator: ", ") + "]",
            ].joined(separator: ", ") + "}"
    }

    /// A JSON number; JSON has no infinity, so a non-finite value is `null`.
    private static func number(_ value: Double) -> String {
        value.isFinite ? ExportNumber.exact(value) : "null"
    }

    private static func panelObject(
        _ panel: ResolvedPanel, _ motion: MotionPanelData, scene: ResolvedScene, composeFit: FittedSprings?
    ) -> String {
        let q = ExportJSONValue.quoted
        let spring = { (s: FloatingPanelSpringParameters) in
            "{\"dampingRatio\": \(number(s.dampingRatio)), \"angularFrequency\": \(number(s.angularFrequency))}"
        }
        let style = MotionLiteralStyle(
            number: number, string: q, strings: { "[" + $0.map(q).joined(separator: ", ") + "]" },
            numbers: { "[" + $0.joined(separator: ", ") + "]" }, pairs: { "[" + $0.joined(separator: ", ") + "]" },
            pair: { "{\"from\": \($0), \"to\": \($1), \"value\": \($2)}" }, spring: spring,
            dismiss: { "{\"duration\": \($0), \"curve\": \($1), \"spring\": \($2)}" })
        let controller = ResolvedStops(panel: panel, scene: scene).controller
        let layout = controller.layout
        let alphas = controller.statesByCoordinate.map { number(Double(layout.backdropAlpha(for: $0))) }
        let surface = panel.surfaceView
        let appearance = surface.appearance
        let drawing: [(String, String)] = [
            ("position", q(motion.position.rawValue)),
            ("initialState", q(layout.initialState.rawValue)),
            ("backdropAlphas", "[" + alphas.joined(separator: ", ") + "]"),
            ("color", q(appearance.backgroundColor.map(cssColor) ?? "transparent")),
            ("cornerRadius", number(Double(appearance.cornerRadius))),
            ("grabber", "\(!surface.grabberHandleIsHidden)"),
            ("grabberColor", q(cssColor(surface.grabberHandleColor))),
            ("title", q(panel.content.title)),
            ("rows", "\(panel.content.rows)"),
            ("rowTitle", q(panel.content.rowTitle)),
            ("rowHeight", number(Double(panel.content.rowHeight))),
            ("attachments", LivePageAttachments.json(panel, number: number)),
        ]
        // What the page's release sentence names that the motion table leaves out: the states a
        // `shouldProjectMomentum` list allows (null when it is true or false for every state).
        var listed = "null"
        if case .states(let states) = panel.behavior.momentumProjection { listed = q(ReleaseExplanation.list(states)) }
        let fields =
            motion.motionFields(style) + drawing + [("momentumStates", listed), ("scroll", scroll(panel, controller))]
            + LiveAppValues.fields(
                panel, stops: motion.layoutStops, containerLength: motion.containerLength, composeFit: composeFit,
                number: number)
        return "{" + fields.map { "\(q($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The tracked content the page scrolls along the panel's main axis (Docs/live.md "What the
    /// page shows"), as the engine's scroll model holds it (Docs/engine.md §8.1): its length, where
    /// its view starts in the surface and how long it is, the surface's length (the view follows it
    /// in `fitToBounds` mode), the insets the panel writes at the content's start and end
    /// (Docs/engine.md §8.10), the grabber area's depth, the states where it may scroll
    /// (Docs/engine.md §8.4) and the insets the panel writes when it comes to rest in each of them
    /// but the most expanded; null without content to scroll.
    private static func scroll(_ panel: ResolvedPanel, _ controller: FloatingPanelController) -> String {
        guard panel.scrollContentHeight > 0 else { return "null" }
        let position = controller.position
        let frame = controller.contentFrameInSurface
        let insets = controller.adjustedContentInsets
        let vertical = position.isVertical
        let scrollable = panel.recipes.scrollableStates ?? [controller.mostExpandedState]
        let states = scrollable.map { ExportJSONValue.quoted($0.rawValue) }.joined(separator: ", ")
        let fields: [(String, String)] = [
            ("content", number(Double(panel.scrollContentHeight))),
            ("start", number(Double(vertical ? frame.minY : frame.minX))),
            ("length", number(Double(position.mainDimension(frame.size)))),
            ("surface", number(Double(controller.surfaceMainLength))),
            ("fitToBounds", "\(controller.contentMode == .fitToBounds)"),
            ("startInset", number(Double(vertical ? insets.top : insets.left))),
            ("endInset", number(Double(vertical ? insets.bottom : insets.right))),
            ("grabberArea", number(Double(position.mainDimension(controller.grabberAreaFrameInSurface.size)))),
            ("scrollableStates", "[\(states)]"),
            ("stateInsets", "{" + stateInsets(scrollable, controller).joined(separator: ", ") + "}"),
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `"state": [start, end]`, the main-axis insets the panel writes into its content when it
    /// snaps to a scrollable state other than the most expanded one (Docs/engine.md §8.10): the
    /// safe-area insets, the panel's side grown by its distance from the most expanded anchor in
    /// static mode.
    private static func stateInsets(_ states: [FloatingPanelState], _ controller: FloatingPanelController)
        -> [String]
    {
        let position = controller.position
        let safe = controller.safeAreaInsets
        let location = { position.mainLocation(controller.surfaceLocation(for: $0)) }
        let expanded = location(controller.mostExpandedState)
        return states.filter { $0 != controller.mostExpandedState }.map { state in
            var inset = safe
            let raw = position.expandsTowardSmallerCoordinates ? location(state) - expanded : expanded - location(state)
            let k = roundToDisplayScale(raw, scale: controller.displayScale)
            if controller.contentMode == .static && k > 0 {
                switch position {
                case .top: inset.top += k
                case .bottom: inset.bottom += k
                case .left: inset.left += k
                case .right: inset.right += k
                }
            }
            let (start, end) = position.isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            return "\(ExportJSONValue.quoted(state.rawValue)): [\(number(Double(start))), \(number(Double(end)))]"
        }
    }

    private static func cssColor(_ color: RGBAColor) -> String {
        let byte = { (value: Double) in Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(number(color.alpha)))"
    }
}
