import FloatingPanel
import Foundation

/// Constants of one entry of a scene's `panels` (Docs/config.md "Scene").
package enum PanelKeys {
    /// The content height of a panel that gives no `contentSize` (its width is the container's).
    package static let defaultContentHeight: CGFloat = 320
}

extension DecodingContext {
    /// Decodes one panel of a scene; `container` supplies defaults that depend on it.
    ///
    /// A panel is returned even when parts of it are invalid, so later checks (scenario steps
    /// naming it) do not report it again as unknown; the run fails on the reported problems.
    package func decodePanel(_ value: JSONValue, index: Int, container: SceneContainer) -> ResolvedPanel? {
        typealias Key = ConfigKeys.Panel
        guard let reader = ObjectReader(value, "panel", as: .panel, context: self) else { return nil }
        var id = "panel\(index + 1)"
        if let idValue = reader.required(Key.id, "a unique name such as \"main\", used by scenario steps"),
            let text = string(idValue, Key.id.name)
        {
            if text.isEmpty {
                error(idValue.location, "'\(Key.id.name)' is empty; give the panel a name such as \"main\"")
            } else {
                id = text
            }
        }

        var layouts = [ConditionalLayout.bottomLayoutDefault]
        var layoutEntries: [LayoutEntry] = []
        // The state names behaviors and scenario steps may use; nil after a layout problem, so one
        // mistake in a layout is not echoed by every behavior or step that names its states.
        var states: [String: FloatingPanelState]? = ResolvedPanel.states(of: layouts)
        if let layoutValue = reader[Key.layout] {
            if let entries = decodeLayoutReference(layoutValue) {
                layoutEntries = entries
                layouts = entries.map {
                    ConditionalLayout(
                        condition: $0.condition, layout: $0.definition.layout, contentMode: $0.definition.contentMode)
                }
                warnIfNoLayoutApplies(entries, at: layoutValue.location, container: container)
                var declared: [String: FloatingPanelState] = [:]
                for entry in entries {
                    declared.merge(entry.definition.states) { first, _ in first }
                }
                states = declared
            } else {
                states = nil
            }
        }
        var adaptivePresentation: AdaptivePresentation? = nil
        if let presentationValue = reader[Key.adaptivePresentation] {
            if let layoutLocation = reader.keyLocation(Key.layout) {
                typealias Presentation = ConfigKeys.AdaptivePresentation
                error(
                    max(layoutLocation, reader.keyLocation(Key.adaptivePresentation)!),
                    "give either '\(Key.layout.name)' or '\(Key.adaptivePresentation.name)', not both; the adaptive presentation places the panel by its '\(Presentation.detents.name)' and '\(Presentation.side.name)'"
                )
            }
            adaptivePresentation = decodeAdaptivePresentation(presentationValue)
            // Which states the detents become is the engine's to say; until then names are not checked.
            states = nil
        }
        session.panelStates[id] = states

        let behaviorDefinition =
            inlineOrReferenced(
                reader[Key.behavior], Key.behavior.name, expected: "a behavior object or a file path",
                referenced: { session.referencedBehavior($0, from: self) }, inline: decodeBehavior)
            ?? BehaviorDefinition()
        let behavior = behaviorDefinition.resolve(states: states, diagnostics: session.diagnostics)
        let recipes = behaviorDefinition.recipes.resolve(
            states: states,
            mostExpandedStates: layouts.compactMap {
                $0.layout.anchors.keys.max { ($0.order, $0.rawValue) < ($1.order, $1.rawValue) }
            },
            diagnostics: session.diagnostics)

        let surfaceView =
            inlineOrReferenced(
                reader[Key.appearance], Key.appearance.name, expected: "an appearance object or a file path",
                referenced: { session.referencedAppearance($0, from: self) }, inline: decodeAppearance)
            ?? SurfaceView()
        if let states, let appearanceValue = reader[Key.appearance] {
            checkSurfaceInsetStates(surfaceView, states: states, at: appearanceValue.location)
        }

        var contentSize = CGSize(width: container.size.width, height: PanelKeys.defaultContentHeight)
        if let sizeValue = reader[Key.contentSize],
            let size = ObjectReader(sizeValue, Key.contentSize, as: .contentSize, context: self)
        {
            contentSize.width = size.number(ConfigKeys.ContentSize.width) ?? contentSize.width
            contentSize.height = size.number(ConfigKeys.ContentSize.height) ?? contentSize.height
        }

        if let applied = layoutEntries.first(where: { $0.condition?.holds(for: container.size) ?? true }) {
            checkAnchorOrder(applied.definition, in: container, contentSize: contentSize)
        }
        let entry = layouts.first { $0.applies(to: container.size) } ?? .bottomLayoutDefault
        return ResolvedPanel(
            id: id, layouts: layouts, behavior: behavior, surfaceView: surfaceView, contentMode: entry.contentMode,
            removalInteractionEnabled: reader.bool(Key.removalInteractionEnabled) ?? false,
            backdropTapToDismiss: reader.bool(Key.backdropTapToDismiss) ?? false,
            contentSize: contentSize,
            scrollContentHeight: reader.number(Key.scrollContentHeight) ?? 0,
            content: reader[Key.content].flatMap { decodeContent($0, id: id, states: states) }
                ?? PanelContent(title: id),
            isModal: reader.bool(Key.modal) ?? false,
            keyboard: reader[Key.keyboard].flatMap { decodeKeyboard($0, states: states) } ?? .none,
            attachments: reader[Key.attachments].map { decodeAttachments($0, states: states) } ?? [],
            adaptivePresentation: adaptivePresentation, recipes: recipes)
    }

    /// Reports the states an appearance's `surfaceInset` names that the panel does not have.
    private func checkSurfaceInsetStates(
        _ surface: SurfaceView, states: [String: FloatingPanelState], at location: SourceLocation
    ) {
        for name in surface.insetsByState.keys.sorted() where states[name] == nil {
            unknownState(
                name, at: location, in: "the appearance's '\(ConfigKeys.Appearance.surfaceInset.name)'",
                known: DecodingContext.stateNames(states.values), listIntro: "the panel's states are")
        }
    }

    /// A panel's part written inline as an object (`inline`) or as a path to a file of its own
    /// (`referenced`); nil when `value` is absent, of another type (reported) or invalid.
    private func inlineOrReferenced<Part>(
        _ value: JSONValue?, _ key: String, expected: String, referenced: (JSONValue) -> Part?,
        inline: (JSONValue) -> Part?
    ) -> Part? {
        guard let value else { return nil }
        switch value.kind {
        case .string: return referenced(value)
        case .object: return inline(value)
        default:
            typeMismatch(value, expected: expected, for: key)
            return nil
        }
    }

    /// Warns when no entry of a layout list applies to the scene's container and none is a
    /// fallback: the panel then silently takes FloatingPanelBottomLayout's anchors.
    private func warnIfNoLayoutApplies(_ entries: [LayoutEntry], at location: SourceLocation, container: SceneContainer)
    {
        guard !entries.contains(where: { $0.condition?.holds(for: container.size) ?? true }) else { return }
        let size = "\(formatNumber(Double(container.size.width)))×\(formatNumber(Double(container.size.height)))"
        warning(
            location,
            "no entry of this layout list applies to the scene's \(size) container and none is a fallback (an entry without '\(ConfigKeys.LayoutEntry.when.name)'), so the panel uses FloatingPanelBottomLayout's full, half and tip there; add a fallback entry at the end of the list"
        )
    }
}
