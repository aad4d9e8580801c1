import FloatingPanel
import Foundation

/// The keys of each part of a panel (Docs/config.md "Layout", "Behavior", "Surface appearance",
/// "Scene"), with the rule its decoder applies and a step that suits it.
extension ValueCatalogBuilder {
    // MARK: Layout

    mutating func addLayout(_ panel: ValueScope, entry: Int) throws(ValueCatalog.BuildError) {
        guard var scope = try referencedScope(panel, ConfigKeys.Panel.layout.name), let root = scope.value else {
            return
        }
        if let entries = root.arrayValue {
            // A conditional list: the entry's `layout` object.
            guard entries.indices.contains(entry),
                let layout = entries[entry].objectValue?[ConfigKeys.LayoutEntry.layout.name]?.value,
                layout.objectValue != nil
            else { return }
            scope = ValueScope(
                source: scope.source, value: layout,
                jsonPath: "\(scope.jsonPath)[\(entry)].\(ConfigKeys.LayoutEntry.layout.name)")
        }
        guard let layout = scope.object else { return }
        let position =
            layout[ConfigKeys.Layout.position.name]?.value.stringValue.flatMap(FloatingPanelPosition.init(rawValue:))
            ?? .bottom
        let states = layout[ConfigKeys.Layout.anchors.name]?.value.objectValue?.keys ?? []
        self.states = states

        choice(scope, ConfigKeys.Layout.initialState.name, .layout, states + ["hidden"], default: nil)
        if let anchors = scope.child(ConfigKeys.Layout.anchors.name, namePrefix: ConfigKeys.Layout.anchors.name + "."),
            anchors.object != nil
        {
            for state in states {
                guard let anchor = anchors.child(state) else { continue }
                addAnchor(anchor, position: position)
            }
        }
        if let alphas = scope.child(ConfigKeys.Layout.backdropAlpha.name) {
            for state in states {
                let engineState = FloatingPanelState.builtIn[state] ?? FloatingPanelState(rawValue: state, order: 0)
                number(
                    alphas, state, .layout, .unitInterval, step: 0.05,
                    default: Double(FloatingPanelDefaultBackdrop.alpha(for: engineState)))
            }
        }
        key(scope, ConfigKeys.Layout.contentMode.name, of: .layout, .layout)
        if let crossAxis = scope.child(ConfigKeys.Layout.crossAxis.name) {
            key(crossAxis, ConfigKeys.CrossAxis.alignment.name, of: .crossAxis, .layout)
            key(crossAxis, ConfigKeys.CrossAxis.referenceGuide.name, of: .crossAxis, .layout)
            if crossAxis.object?[ConfigKeys.CrossAxis.alignment.name]?.value.stringValue.map({ $0 != "fill" }) == true {
                key(crossAxis, ConfigKeys.CrossAxis.width.name, of: .crossAxis, .layout)
                key(crossAxis, ConfigKeys.CrossAxis.inset.name, of: .crossAxis, .layout)
            }
        }
    }

    /// An anchor's inset or offset (points or a fraction), its edge and its guides.
    private mutating func addAnchor(_ anchor: ValueScope, position: FloatingPanelPosition) {
        let type = anchor.object?[ConfigKeys.IntrinsicAnchor.type.name]?.value.stringValue ?? "inset"
        let (kind, absolute, fractional): (ConfigObject, String, String) =
            type == "inset"
            ? (.insetAnchor, ConfigKeys.InsetAnchor.absoluteInset.name, ConfigKeys.InsetAnchor.fractionalInset.name)
            : (
                .intrinsicAnchor, ConfigKeys.IntrinsicAnchor.absoluteOffset.name,
                ConfigKeys.IntrinsicAnchor.fractionalOffset.name
            )
        key(anchor, absolute, of: kind, .layout)
        key(anchor, fractional, of: kind, .layout)
        if type == "inset" {
            let edges = FloatingPanelReferenceEdge.allCases.filter(position.accepts).map(\.rawValue)
            choice(anchor, ConfigKeys.InsetAnchor.edge.name, .layout, edges, default: nil)
        }
        key(anchor, ConfigKeys.Anchor.referenceGuide.name, of: kind, .layout)
        if type == "adaptive" {
            key(anchor, ConfigKeys.AdaptiveAnchor.contentBoundingGuide.name, of: .adaptiveAnchor, .layout)
        }
    }

    /// A panel's `adaptivePresentation` (in the scene file): its widths, side, detents given as
    /// objects, and whether a drag below the smallest detent dismisses.
    mutating func addAdaptivePresentation(_ panel: ValueScope) {
        guard let scope = panel.child(ConfigKeys.Panel.adaptivePresentation.name), scope.object != nil else { return }
        let defaults = AdaptivePresentation()
        typealias Presentation = ConfigKeys.AdaptivePresentation
        let keys = [Presentation.minWidth, Presentation.idealWidth, Presentation.maxWidth].map(\.name)
        let defaultWidths = [defaults.minWidth, defaults.idealWidth, defaults.maxWidth].map { Double($0) }
        let widths = zip(keys, defaultWidths).map { key, defaultWidth in
            guard case .number(let width)? = scope.object?[key]?.value.kind else { return defaultWidth }
            return width
        }
        // The decoder wants minWidth ≤ idealWidth ≤ maxWidth: each width stays between its neighbours.
        // A file that breaks the order (it does not load) must not make an empty range.
        func span(_ a: Double, _ b: Double) -> ClosedRange<Double> { min(a, b)...max(a, b) }
        let ranges = [
            span(0, min(widths[1], widths[2])), span(widths[0], widths[2]),
            span(max(widths[0], widths[1]), DecodingContext.largestNumber),
        ]
        for (index, key) in keys.enumerated() {
            let width = ConfigObject.adaptivePresentation.table.first { $0.name == key }!
            let bounds = ValueBounds(width.rule).narrowed(to: ranges[index])
            add(
                scope, key, .layout, kind: .number(bounds, step: width.step ?? 1),
                default: .number(defaultWidths[index]))
        }
        key(scope, Presentation.side.name, of: .adaptivePresentation, .layout)
        for (index, detent) in (scope.object?[Presentation.detents.name]?.value.arrayValue ?? []).enumerated()
        where detent.objectValue != nil {
            let detentScope = ValueScope(
                source: scope.source, value: detent, jsonPath: "\(scope.path(Presentation.detents.name))[\(index)]",
                namePrefix: "\(scope.namePrefix)\(Presentation.detents.name)[\(index)].")
            key(detentScope, ConfigKeys.Detent.height.name, of: .detent, .layout)
            key(detentScope, ConfigKeys.Detent.fraction.name, of: .detent, .layout)
        }
        key(scope, Presentation.dismissBelowSmallestDetent.name, of: .adaptivePresentation, .layout)
    }

    // MARK: Behavior

    mutating func addBehavior(_ panel: ValueScope) throws(ValueCatalog.BuildError) {
        guard let scope = try referencedScope(panel, ConfigKeys.Panel.behavior.name) else { return }
        typealias Defaults = FloatingPanelBehaviorDefaults
        let springKey = ConfigKeys.Behavior.spring.name
        if let spring = scope.object?[springKey]?.value, spring.objectValue != nil {
            let springScope = ValueScope(
                source: scope.source, value: spring, jsonPath: scope.path(springKey),
                namePrefix: scope.namePrefix + springKey + ".")
            // The keys the object writes: either spring form, or one of each.
            for entry in [ConfigKeys.Spring.dampingRatio, ConfigKeys.Spring.bounce]
                + [ConfigKeys.Spring.response, ConfigKeys.Spring.duration]
            {
                key(springScope, entry.name, of: .spring, .behavior)
            }
        } else {
            key(scope, ConfigKeys.Behavior.springDecelerationRate.name, of: .behavior, .behavior)
            key(scope, ConfigKeys.Behavior.springResponseTime.name, of: .behavior, .behavior)
        }
        key(scope, ConfigKeys.Behavior.momentumProjectionRate.name, of: .behavior, .behavior)
        addRedirectionalProgress(scope)
        key(scope, ConfigKeys.Behavior.removalInteractionVelocityThreshold.name, of: .behavior, .behavior)
        add(
            scope, ConfigKeys.Behavior.shouldProjectMomentum.name, .behavior, kind: .flagOrList(layoutStates),
            default: .boolean(false))
        addRubberBanding(scope)
        addRecipes(scope)
    }

    private mutating func addRedirectionalProgress(_ scope: ValueScope) {
        let progressKey = ConfigKeys.RedirectionalProgress.default
        let progressName = ConfigKeys.Behavior.redirectionalProgress.name
        guard let progress = scope.child(progressName), progress.object != nil else {
            // A single number (or none).
            add(scope, progressName, as: progressKey, .behavior)
            return
        }
        add(progress, progressKey.name, as: progressKey, .behavior)
        for (index, pair) in (progress.object?[ConfigKeys.RedirectionalProgress.pairs.name]?.value.arrayValue ?? [])
            .enumerated()
        {
            guard let object = pair.objectValue,
                let from = object[ConfigKeys.RedirectionalPair.from.name]?.value.stringValue,
                let to = object[ConfigKeys.RedirectionalPair.to.name]?.value.stringValue
            else { continue }
            let pairScope = ValueScope(
                source: progress.source, value: pair,
                jsonPath: "\(progress.path(ConfigKeys.RedirectionalProgress.pairs.name))[\(index)]",
                namePrefix: "\(progressName) \(from)→\(to).")
            key(pairScope, ConfigKeys.RedirectionalPair.value.name, of: .redirectionalPair, .behavior)
        }
    }

    /// `allowsRubberBanding` as one flag per edge: an edge is on when the array names it.
    private mutating func addRubberBanding(_ scope: ValueScope) {
        let array = scope.object?[ConfigKeys.Behavior.allowsRubberBanding.name]?.value
        if let array, array.arrayValue == nil { return }
        let named = Set(array?.arrayValue?.compactMap(\.stringValue) ?? [])
        for edge in FloatingPanelReferenceEdge.allCases.map(\.rawValue) {
            let placement: ValuePlacement
            if let array {
                placement = .arrayMember(offset: array.location.offset, member: edge)
            } else if scope.object != nil || !scope.missing.isEmpty {
                placement = scope.missingPlacement(
                    ConfigKeys.Behavior.allowsRubberBanding.name,
                    inner: .array([.literal(ExportJSONValue.quoted(edge))]))
            } else {
                continue
            }
            values.append(
                TunableValue(
                    name: "\(scope.namePrefix)\(ConfigKeys.Behavior.allowsRubberBanding.name).\(edge)",
                    jsonPath: scope.path(ConfigKeys.Behavior.allowsRubberBanding.name), group: .behavior,
                    file: scope.source,
                    location: array?.location ?? scope.anchorLocation, kind: .boolean,
                    setting: .boolean(named.contains(edge)), placement: placement))
        }
    }

    // MARK: Appearance

    mutating func addAppearance(_ panel: ValueScope) throws(ValueCatalog.BuildError) {
        guard let scope = try referencedScope(panel, ConfigKeys.Panel.appearance.name) else { return }
        let surface = SurfaceView()
        key(scope, ConfigKeys.Appearance.cornerRadius.name, of: .appearance, .appearance)
        key(scope, ConfigKeys.Appearance.borderWidth.name, of: .appearance, .appearance)
        if let shadows = scope.object?[ConfigKeys.Appearance.shadows.name]?.value {
            for (index, element) in (shadows.arrayValue ?? []).enumerated() where element.objectValue != nil {
                addShadow(
                    ValueScope(
                        source: scope.source, value: element,
                        jsonPath: "\(scope.path(ConfigKeys.Appearance.shadows.name))[\(index)]",
                        namePrefix: "\(scope.namePrefix)\(ConfigKeys.Appearance.shadows.name)[\(index)]."))
            }
        } else if surface.appearance.shadows.count == 1 {
            addShadow(
                scope.missingArrayElement(
                    ConfigKeys.Appearance.shadows.name,
                    jsonPath: "\(scope.path(ConfigKeys.Appearance.shadows.name))[0]",
                    namePrefix: "\(scope.namePrefix)\(ConfigKeys.Appearance.shadows.name)[0]."))
        }
        pair(
            scope, ConfigKeys.Appearance.grabberHandleSize.name, .appearance, .nonNegative, step: 1,
            names: ("width", "height"),
            default: (Double(surface.grabberHandleSize.width), Double(surface.grabberHandleSize.height)))
        key(scope, ConfigKeys.Appearance.grabberHandlePadding.name, of: .appearance, .appearance)
        key(scope, ConfigKeys.Appearance.grabberHandleHidden.name, of: .appearance, .appearance)
        insets(scope, ConfigKeys.Appearance.contentPadding.name, .appearance, default: surface.contentPadding)
        insets(scope, ConfigKeys.Appearance.containerMargins.name, .appearance, default: surface.containerMargins)
    }

    private mutating func addShadow(_ shadow: ValueScope) {
        let defaults = SurfaceAppearance.Shadow()
        typealias Shadow = ConfigKeys.Shadow
        for entry in [Shadow.hidden, Shadow.opacity, Shadow.radius, Shadow.spread] {
            key(shadow, entry.name, of: .shadow, .appearance)
        }
        pair(
            shadow, Shadow.offset.name, .appearance, .any, step: 1, names: ("x", "y"),
            default: (Double(defaults.offset.width), Double(defaults.offset.height)))
    }

    // MARK: Panel

    /// The panel's own options, written in the scene file.
    mutating func addPanelOptions(_ panel: ValueScope) {
        typealias Panel = ConfigKeys.Panel
        for entry in [Panel.removalInteractionEnabled, Panel.backdropTapToDismiss, Panel.modal] {
            key(panel, entry.name, of: .panel, .panel)
        }
        key(panel, Panel.scrollContentHeight.name, of: .panel, .panel)
        if let size = panel.child(Panel.contentSize.name), size.object != nil {
            key(size, ConfigKeys.ContentSize.width.name, of: .contentSize, .panel)
            key(size, ConfigKeys.ContentSize.height.name, of: .contentSize, .panel)
        }
    }
}
