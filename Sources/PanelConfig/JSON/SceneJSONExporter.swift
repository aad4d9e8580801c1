import FloatingPanel
import Foundation

/// `export --format json` (Docs/export.md): the scene with every panel's layout, behavior and
/// appearance inline and fully resolved, every default written out, keys sorted.
///
/// Loading the result gives the same resolved scene, so `simulate` prints the same bytes for it.
package enum SceneJSONExporter {
    // Key names come from the objects' tables (`ConfigKeys`), so a key renamed there is renamed here.
    private typealias Scene = ConfigKeys.Scene
    private typealias Container = ConfigKeys.Container
    private typealias Insets = ConfigKeys.Insets
    private typealias Panel = ConfigKeys.Panel
    private typealias ContentSize = ConfigKeys.ContentSize
    private typealias ContentKeys = ConfigKeys.PanelContent
    private typealias Presentation = ConfigKeys.AdaptivePresentation
    private typealias Detent = ConfigKeys.Detent
    private typealias Layout = ConfigKeys.Layout
    private typealias EntryKeys = ConfigKeys.LayoutEntry
    private typealias ConditionKeys = ConfigKeys.LayoutCondition
    private typealias Anchor = ConfigKeys.Anchor
    private typealias InsetAnchor = ConfigKeys.InsetAnchor
    private typealias IntrinsicAnchor = ConfigKeys.IntrinsicAnchor
    private typealias AdaptiveAnchor = ConfigKeys.AdaptiveAnchor
    private typealias CrossAxis = ConfigKeys.CrossAxis
    private typealias Behavior = ConfigKeys.Behavior
    private typealias RedirectionalProgress = ConfigKeys.RedirectionalProgress
    private typealias RedirectionalPair = ConfigKeys.RedirectionalPair
    private typealias Appearance = ConfigKeys.Appearance
    private typealias Shadow = ConfigKeys.Shadow

    package static func export(_ scene: ResolvedScene) -> String {
        document(scene).rendered()
    }

    package static func document(_ scene: ResolvedScene) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [
            Scene.name.name: .string(scene.name),
            Scene.background.name: .string(scene.background.rawValue),
            Scene.container.name: container(scene.container),
            Scene.panels.name: .array(scene.panels.map(panel)),
        ]
        // Left out when the scene gives none: the window then uses the screen's real density,
        // while `simulate`, `render` and `export` use 2 (Docs/config.md).
        if let displayScale = scene.displayScale { members[Scene.displayScale.name] = .number(Double(displayScale)) }
        if let formats = scene.exportFormats {
            members[Scene.exportFormats.name] = .array(formats.map { .string($0.rawValue) })
        }
        // Written when the container alone would give another rate, so the file loads to the same one.
        let containerRate =
            scene.container.presetName.flatMap(DevicePreset.named)?.refreshRate ?? SceneKeys.defaultRefreshRate
        if scene.refreshRate != containerRate { members[Scene.refreshRate.name] = .number(scene.refreshRate) }
        return .object(members)
    }

    static func container(_ container: SceneContainer) -> ExportJSONValue {
        if let preset = container.presetName { return .string(preset) }
        return .object([
            Container.width.name: .number(Double(container.size.width)),
            Container.height.name: .number(Double(container.size.height)),
            Container.safeArea.name: insets(container.safeArea),
        ])
    }

    static func panel(_ panel: ResolvedPanel) -> ExportJSONValue {
        var object: [String: ExportJSONValue] = [
            Panel.id.name: .string(panel.id),
            Panel.behavior.name: behavior(panel.behavior),
            Panel.appearance.name: appearance(panel.surfaceView),
            Panel.removalInteractionEnabled.name: .bool(panel.removalInteractionEnabled),
            Panel.backdropTapToDismiss.name: .bool(panel.backdropTapToDismiss),
            Panel.contentSize.name: .object([
                ContentSize.width.name: .number(Double(panel.contentSize.width)),
                ContentSize.height.name: .number(Double(panel.contentSize.height)),
            ]),
            Panel.scrollContentHeight.name: .number(Double(panel.scrollContentHeight)),
            Panel.content.name: .object([
                ContentKeys.title.name: .string(panel.content.title),
                ContentKeys.rows.name: .number(Double(panel.content.rows)),
                ContentKeys.rowHeight.name: .number(Double(panel.content.rowHeight)),
                ContentKeys.rowTitle.name: .string(panel.content.rowTitle),
                ContentKeys.rowSubtitle.name: .string(panel.content.rowSubtitle),
            ]),
            Panel.modal.name: .bool(panel.isModal),
            Panel.keyboard.name: keyboard(panel.keyboard),
            Panel.attachments.name: attachments(panel.attachments),
        ]
        object[Panel.content.name] = ContentSectionsJSON.adding(panel.content, to: object[Panel.content.name])
        // An adaptive presentation defines the placement; a scene may not give both.
        if let presentation = panel.adaptivePresentation {
            object[Panel.adaptivePresentation.name] = adaptivePresentation(presentation)
        } else {
            object[Panel.layout.name] = layouts(panel.layouts)
        }
        if case .object(var members) = object[Panel.behavior.name], !panel.recipes.isEmpty {
            members.merge(RecipeJSON.members(panel.recipes)) { _, recipe in recipe }
            object[Panel.behavior.name] = .object(members)
        }
        return .object(object)
    }

    static func adaptivePresentation(_ presentation: AdaptivePresentation) -> ExportJSONValue {
        .object([
            Presentation.minWidth.name: .number(Double(presentation.minWidth)),
            Presentation.idealWidth.name: .number(Double(presentation.idealWidth)),
            Presentation.maxWidth.name: .number(Double(presentation.maxWidth)),
            Presentation.side.name: .string(presentation.side.rawValue),
            Presentation.dismissBelowSmallestDetent.name: .bool(presentation.dismissBelowSmallestDetent),
            Presentation.detents.name: .array(
                presentation.detents.map { detent in
                    switch detent {
                    case .height(let height): return .object([Detent.height.name: .number(Double(height))])
                    case .fraction(let fraction): return .object([Detent.fraction.name: .number(Double(fraction))])
                    case .adaptive, .medium, .large: return .string(detent.name ?? "")
                    }
                }),
        ])
    }

    // MARK: Layout

    /// One entry without condition is a plain layout object; anything else stays a `when` list,
    /// ending with an explicit fallback (the bottom layout the loader falls back to otherwise).
    static func layouts(_ entries: [ConditionalLayout]) -> ExportJSONValue {
        if entries.count == 1, entries[0].condition == nil { return layout(entries[0]) }
        var list: [ExportJSONValue] = []
        for entry in entries {
            guard let condition = entry.condition else {
                // Entries after an unconditional one are never used.
                list.append(.object([EntryKeys.layout.name: layout(entry)]))
                return .array(list)
            }
            list.append(
                .object([EntryKeys.when.name: self.condition(condition), EntryKeys.layout.name: layout(entry)]))
        }
        list.append(.object([EntryKeys.layout.name: layout(.bottomLayoutDefault)]))
        return .array(list)
    }

    static func condition(_ condition: LayoutCondition) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [:]
        if let value = condition.minWidth { members[ConditionKeys.minWidth.name] = .number(Double(value)) }
        if let value = condition.maxWidth { members[ConditionKeys.maxWidth.name] = .number(Double(value)) }
        if let value = condition.minHeight { members[ConditionKeys.minHeight.name] = .number(Double(value)) }
        if let value = condition.maxHeight { members[ConditionKeys.maxHeight.name] = .number(Double(value)) }
        if let value = condition.landscape { members[ConditionKeys.landscape.name] = .bool(value) }
        return .object(members)
    }

    static func layout(_ entry: ConditionalLayout) -> ExportJSONValue {
        let layout = entry.layout
        var anchors: [String: ExportJSONValue] = [:]
        var alphas: [String: ExportJSONValue] = ["hidden": .number(Double(layout.backdropAlpha(for: .hidden)))]
        for (state, anchor) in layout.anchors {
            anchors[state.rawValue] = self.anchor(anchor, order: state.order)
            alphas[state.rawValue] = .number(Double(layout.backdropAlpha(for: state)))
        }
        return .object([
            Layout.position.name: .string(layout.position.rawValue),
            Layout.initialState.name: .string(layout.initialState.rawValue),
            Layout.anchors.name: .object(anchors),
            Layout.backdropAlpha.name: .object(alphas),
            Layout.contentMode.name: .string(entry.contentMode.rawValue),
            Layout.crossAxis.name: crossAxis(layout.crossAxis),
        ])
    }

    static func anchor(_ anchor: FloatingPanelLayoutAnchoring, order: Int) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [Anchor.order.name: .number(Double(order))]
        switch anchor {
        case let inset as FloatingPanelLayoutAnchor:
            members[(inset.isAbsolute ? InsetAnchor.absoluteInset : InsetAnchor.fractionalInset).name] = .number(
                Double(inset.inset))
            members[InsetAnchor.edge.name] = .string(inset.referenceEdge.rawValue)
            members[Anchor.referenceGuide.name] = .string(inset.referenceGuide.rawValue)
        case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
            members[IntrinsicAnchor.type.name] = .string("intrinsic")
            members[(intrinsic.isAbsolute ? IntrinsicAnchor.absoluteOffset : IntrinsicAnchor.fractionalOffset).name] =
                .number(Double(intrinsic.offset))
            members[Anchor.referenceGuide.name] = .string(intrinsic.referenceGuide.rawValue)
        case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
            members[AdaptiveAnchor.type.name] = .string("adaptive")
            members[(adaptive.isAbsolute ? IntrinsicAnchor.absoluteOffset : IntrinsicAnchor.fractionalOffset).name] =
                .number(Double(adaptive.offset))
            members[Anchor.referenceGuide.name] = .string(adaptive.referenceGuide.rawValue)
            members[AdaptiveAnchor.contentBoundingGuide.name] = .string(adaptive.contentBoundingGuide.rawValue)
        default:
            preconditionFailure("unknown anchor kind \(type(of: anchor))")
        }
        return .object(members)
    }

    static func crossAxis(_ placement: FloatingPanelCrossAxisPlacement) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [
            CrossAxis.alignment.name: .string(placement.alignment.rawValue),
            CrossAxis.referenceGuide.name: .string(placement.referenceGuide.rawValue),
        ]
        // The loader rejects width and inset for `fill`.
        if placement.alignment != .fill {
            members[CrossAxis.width.name] = .number(Double(placement.width))
            members[CrossAxis.inset.name] = .number(Double(placement.inset))
        }
        return .object(members)
    }

    // MARK: Behavior

    static func behavior(_ behavior: FloatingPanelCustomBehavior) -> ExportJSONValue {
        let projection: ExportJSONValue
        switch behavior.momentumProjection {
        case .never: projection = .bool(false)
        case .always: projection = .bool(true)
        case .states(let states): projection = .array(states.map(\.rawValue).sorted().map(ExportJSONValue.string))
        }
        let pairs = behavior.redirectionalPairs.map { pair in
            ExportJSONValue.object([
                RedirectionalPair.from.name: .string(pair.from.rawValue),
                RedirectionalPair.to.name: .string(pair.to.rawValue),
                RedirectionalPair.value.name: .number(Double(pair.value)),
            ])
        }
        let edges = FloatingPanelReferenceEdge.allCases.filter(behavior.rubberBandingEdges.contains)
        return .object([
            Behavior.springDecelerationRate.name: .number(Double(behavior.springDecelerationRate)),
            Behavior.springResponseTime.name: .number(Double(behavior.springResponseTime)),
            Behavior.momentumProjectionRate.name: .number(Double(behavior.momentumProjectionRate)),
            Behavior.removalInteractionVelocityThreshold.name: .number(
                Double(behavior.removalInteractionVelocityThreshold)),
            Behavior.redirectionalProgress.name: .object([
                RedirectionalProgress.default.name: .number(Double(behavior.defaultRedirectionalProgress)),
                RedirectionalProgress.pairs.name: .array(pairs),
            ]),
            Behavior.shouldProjectMomentum.name: projection,
            Behavior.allowsRubberBanding.name: .array(edges.map { .string($0.rawValue) }),
        ])
    }

    // MARK: Appearance

    static func appearance(_ surface: SurfaceView) -> ExportJSONValue {
        let appearance = surface.appearance
        let members: [String: ExportJSONValue] = [
            Appearance.cornerRadius.name: .number(Double(appearance.cornerRadius)),
            Appearance.backgroundColor.name: appearance.backgroundColor.map { .string(hex($0)) } ?? .null,
            Appearance.borderColor.name: appearance.borderColor.map { .string(hex($0)) } ?? .null,
            Appearance.borderWidth.name: .number(Double(appearance.borderWidth)),
            Appearance.shadows.name: .array(appearance.shadows.map(shadow)),
            Appearance.grabberHandleSize.name: .array([
                .number(Double(surface.grabberHandleSize.width)), .number(Double(surface.grabberHandleSize.height)),
            ]),
            Appearance.grabberHandlePadding.name: .number(Double(surface.grabberHandlePadding)),
            Appearance.grabberHandleHidden.name: .bool(surface.grabberHandleIsHidden),
            Appearance.contentPadding.name: insets(surface.contentPadding),
            Appearance.containerMargins.name: insets(surface.containerMargins),
        ]
        return .object(members.merging(surfaceShape(surface)) { _, shape in shape })
    }

    static func shadow(_ shadow: SurfaceAppearance.Shadow) -> ExportJSONValue {
        .object([
            Shadow.hidden.name: .bool(shadow.hidden),
            Shadow.color.name: .string(hex(shadow.color)),
            // The Float's own shortest spelling reads back as the same Float.
            Shadow.opacity.name: .number(Double("\(shadow.opacity)")!),
            Shadow.offset.name: .array([.number(Double(shadow.offset.width)), .number(Double(shadow.offset.height))]),
            Shadow.radius.name: .number(Double(shadow.radius)),
            Shadow.spread.name: .number(Double(shadow.spread)),
        ])
    }

    static func insets(_ insets: EdgeInsets) -> ExportJSONValue {
        .object([
            Insets.top.name: .number(Double(insets.top)), Insets.left.name: .number(Double(insets.left)),
            Insets.bottom.name: .number(Double(insets.bottom)), Insets.right.name: .number(Double(insets.right)),
        ])
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque. Config colors are whole bytes, so this is exact.
    static func hex(_ color: RGBAColor) -> String {
        let bytes = [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
        let digits = (color.alpha == 1 ? bytes.dropLast() : bytes[...]).map { String(format: "%02X", $0) }
        return "#" + digits.joined()
    }
}
