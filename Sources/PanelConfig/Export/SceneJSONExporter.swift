import FloatingPanel
import Foundation

/// `export --format json` (Docs/export.md): the scene with every panel's layout, behavior and
/// appearance inline and fully resolved, every default written out, keys sorted.
///
/// Loading the result gives the same resolved scene, so `simulate` prints the same bytes for it.
package enum SceneJSONExporter {
    package static func export(_ scene: ResolvedScene) -> String {
        document(scene).rendered()
    }

    package static func document(_ scene: ResolvedScene) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [
            "name": .string(scene.name),
            "background": .string(scene.background.rawValue),
            "container": container(scene.container),
            "panels": .array(scene.panels.map(panel)),
        ]
        // Left out when the scene gives none: the window then uses the screen's real density,
        // while `simulate`, `render` and `export` use 2 (Docs/config.md).
        if let displayScale = scene.displayScale { members["displayScale"] = .number(Double(displayScale)) }
        if let formats = scene.exportFormats { members["exportFormats"] = .array(formats.map { .string($0.rawValue) }) }
        // Written when the container alone would give another rate, so the file loads to the same one.
        let containerRate =
            scene.container.presetName.flatMap(DevicePreset.named)?.refreshRate ?? SceneKeys.defaultRefreshRate
        if scene.refreshRate != containerRate { members["refreshRate"] = .number(scene.refreshRate) }
        return .object(members)
    }

    static func container(_ container: SceneContainer) -> ExportJSONValue {
        if let preset = container.presetName { return .string(preset) }
        return .object([
            "width": .number(Double(container.size.width)),
            "height": .number(Double(container.size.height)),
            "safeArea": insets(container.safeArea),
        ])
    }

    static func panel(_ panel: ResolvedPanel) -> ExportJSONValue {
        var object: [String: ExportJSONValue] = [
            "id": .string(panel.id),
            "behavior": behavior(panel.behavior),
            "appearance": appearance(panel.surfaceView),
            "removalInteractionEnabled": .bool(panel.removalInteractionEnabled),
            "backdropTapToDismiss": .bool(panel.backdropTapToDismiss),
            "contentSize": .object([
                "width": .number(Double(panel.contentSize.width)), "height": .number(Double(panel.contentSize.height)),
            ]),
            "scrollContentHeight": .number(Double(panel.scrollContentHeight)),
            "content": .object([
                "title": .string(panel.content.title),
                "rows": .number(Double(panel.content.rows)),
                "rowHeight": .number(Double(panel.content.rowHeight)),
                "rowTitle": .string(panel.content.rowTitle),
                "rowSubtitle": .string(panel.content.rowSubtitle),
            ]),
            "modal": .bool(panel.isModal),
            "keyboard": .string(panel.keyboard.rawValue),
        ]
        object["content"] = ContentSectionsJSON.adding(panel.content, to: object["content"])
        // An adaptive presentation defines the placement; a scene may not give both.
        if let presentation = panel.adaptivePresentation {
            object["adaptivePresentation"] = adaptivePresentation(presentation)
        } else {
            object["layout"] = layouts(panel.layouts)
        }
        if case .object(var members) = object["behavior"], !panel.recipes.isEmpty {
            members.merge(RecipeExport.jsonMembers(panel.recipes)) { _, recipe in recipe }
            object["behavior"] = .object(members)
        }
        return .object(object)
    }

    static func adaptivePresentation(_ presentation: AdaptivePresentation) -> ExportJSONValue {
        .object([
            "minWidth": .number(Double(presentation.minWidth)),
            "idealWidth": .number(Double(presentation.idealWidth)),
            "maxWidth": .number(Double(presentation.maxWidth)),
            "side": .string(presentation.side.rawValue),
            "dismissBelowSmallestDetent": .bool(presentation.dismissBelowSmallestDetent),
            "detents": .array(
                presentation.detents.map { detent in
                    switch detent {
                    case .height(let height): return .object(["height": .number(Double(height))])
                    case .fraction(let fraction): return .object(["fraction": .number(Double(fraction))])
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
                list.append(.object(["layout": layout(entry)]))
                return .array(list)
            }
            list.append(.object(["when": self.condition(condition), "layout": layout(entry)]))
        }
        list.append(.object(["layout": layout(.bottomLayoutDefault)]))
        return .array(list)
    }

    static func condition(_ condition: LayoutCondition) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [:]
        if let value = condition.minWidth { members["minWidth"] = .number(Double(value)) }
        if let value = condition.maxWidth { members["maxWidth"] = .number(Double(value)) }
        if let value = condition.minHeight { members["minHeight"] = .number(Double(value)) }
        if let value = condition.maxHeight { members["maxHeight"] = .number(Double(value)) }
        if let value = condition.landscape { members["landscape"] = .bool(value) }
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
            "position": .string(layout.position.rawValue),
            "initialState": .string(layout.initialState.rawValue),
            "anchors": .object(anchors),
            "backdropAlpha": .object(alphas),
            "contentMode": .string(entry.contentMode.rawValue),
            "crossAxis": crossAxis(layout.crossAxis),
        ])
    }

    static func anchor(_ anchor: FloatingPanelLayoutAnchoring, order: Int) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = ["order": .number(Double(order))]
        switch anchor {
        case let inset as FloatingPanelLayoutAnchor:
            members[inset.isAbsolute ? "absoluteInset" : "fractionalInset"] = .number(Double(inset.inset))
            members["edge"] = .string(inset.referenceEdge.rawValue)
            members["referenceGuide"] = .string(inset.referenceGuide.rawValue)
        case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
            members["type"] = .string("intrinsic")
            members[intrinsic.isAbsolute ? "absoluteOffset" : "fractionalOffset"] = .number(Double(intrinsic.offset))
            members["referenceGuide"] = .string(intrinsic.referenceGuide.rawValue)
        case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
            members["type"] = .string("adaptive")
            members[adaptive.isAbsolute ? "absoluteOffset" : "fractionalOffset"] = .number(Double(adaptive.offset))
            members["referenceGuide"] = .string(adaptive.referenceGuide.rawValue)
            members["contentBoundingGuide"] = .string(adaptive.contentBoundingGuide.rawValue)
        default:
            preconditionFailure("unknown anchor kind \(type(of: anchor))")
        }
        return .object(members)
    }

    static func crossAxis(_ placement: FloatingPanelCrossAxisPlacement) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [
            "alignment": .string(placement.alignment.rawValue),
            "referenceGuide": .string(placement.referenceGuide.rawValue),
        ]
        // The loader rejects width and inset for `fill`.
        if placement.alignment != .fill {
            members["width"] = .number(Double(placement.width))
            members["inset"] = .number(Double(placement.inset))
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
                "from": .string(pair.from.rawValue), "to": .string(pair.to.rawValue),
                "value": .number(Double(pair.value)),
            ])
        }
        let edges = FloatingPanelReferenceEdge.allCases.filter(behavior.rubberBandingEdges.contains)
        return .object([
            "springDecelerationRate": .number(Double(behavior.springDecelerationRate)),
            "springResponseTime": .number(Double(behavior.springResponseTime)),
            "momentumProjectionRate": .number(Double(behavior.momentumProjectionRate)),
            "removalInteractionVelocityThreshold": .number(Double(behavior.removalInteractionVelocityThreshold)),
            "redirectionalProgress": .object([
                "default": .number(Double(behavior.defaultRedirectionalProgress)), "pairs": .array(pairs),
            ]),
            "shouldProjectMomentum": projection,
            "allowsRubberBanding": .array(edges.map { .string($0.rawValue) }),
        ])
    }

    // MARK: Appearance

    static func appearance(_ surface: SurfaceView) -> ExportJSONValue {
        let appearance = surface.appearance
        return .object([
            "cornerRadius": .number(Double(appearance.cornerRadius)),
            "backgroundColor": appearance.backgroundColor.map { .string(hex($0)) } ?? .null,
            "borderColor": appearance.borderColor.map { .string(hex($0)) } ?? .null,
            "borderWidth": .number(Double(appearance.borderWidth)),
            "shadows": .array(appearance.shadows.map(shadow)),
            "grabberHandleSize": .array([
                .number(Double(surface.grabberHandleSize.width)), .number(Double(surface.grabberHandleSize.height)),
            ]),
            "grabberHandlePadding": .number(Double(surface.grabberHandlePadding)),
            "grabberHandleHidden": .bool(surface.grabberHandleIsHidden),
            "contentPadding": insets(surface.contentPadding),
            "containerMargins": insets(surface.containerMargins),
        ])
    }

    static func shadow(_ shadow: SurfaceAppearance.Shadow) -> ExportJSONValue {
        .object([
            "hidden": .bool(shadow.hidden),
            "color": .string(hex(shadow.color)),
            // The Float's own shortest spelling reads back as the same Float.
            "opacity": .number(Double("\(shadow.opacity)")!),
            "offset": .array([.number(Double(shadow.offset.width)), .number(Double(shadow.offset.height))]),
            "radius": .number(Double(shadow.radius)),
            "spread": .number(Double(shadow.spread)),
        ])
    }

    static func insets(_ insets: EdgeInsets) -> ExportJSONValue {
        .object([
            "top": .number(Double(insets.top)), "left": .number(Double(insets.left)),
            "bottom": .number(Double(insets.bottom)), "right": .number(Double(insets.right)),
        ])
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque. Config colors are whole bytes, so this is exact.
    static func hex(_ color: RGBAColor) -> String {
        let bytes = [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
        let digits = (color.alpha == 1 ? bytes.dropLast() : bytes[...]).map { String(format: "%02X", $0) }
        return "#" + digits.joined()
    }
}
