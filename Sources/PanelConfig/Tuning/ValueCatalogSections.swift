import FloatingPanel
import Foundation

/// The keys of each part of a panel (Docs/config.md "Layout", "Behavior", "Surface appearance",
/// "Scene"), with the rule its decoder applies and a step that suits it.
extension ValueCatalogBuilder {
    // MARK: Layout

    mutating func addLayout(_ panel: ValueScope, entry: Int) throws(ValueCatalog.BuildError) {
        guard var scope = try referencedScope(panel, "layout"), let root = scope.value else { return }
        if let entries = root.arrayValue {
            // A conditional list: the entry's `layout` object.
            guard entries.indices.contains(entry), let layout = entries[entry].objectValue?["layout"]?.value,
                layout.objectValue != nil
            else { return }
            scope = ValueScope(source: scope.source, value: layout, jsonPath: "\(scope.jsonPath)[\(entry)].layout")
        }
        guard let layout = scope.object else { return }
        let position = layout["position"]?.value.stringValue.flatMap(FloatingPanelPosition.init(rawValue:)) ?? .bottom
        let states = layout["anchors"]?.value.objectValue?.keys ?? []
        self.states = states

        choice(scope, "initialState", .layout, states + ["hidden"], default: nil)
        if let anchors = scope.child("anchors", namePrefix: "anchors."), anchors.object != nil {
            for state in states {
                guard let anchor = anchors.child(state) else { continue }
                addAnchor(anchor, position: position)
            }
        }
        if let alphas = scope.child("backdropAlpha") {
            for state in states {
                let engineState = FloatingPanelState.builtIn[state] ?? FloatingPanelState(rawValue: state, order: 0)
                number(
                    alphas, state, .layout, .unitInterval, step: 0.05,
                    default: Double(FloatingPanelDefaultBackdrop.alpha(for: engineState)))
            }
        }
        key(scope, "contentMode", of: .layout, .layout)
        if let crossAxis = scope.child("crossAxis") {
            key(crossAxis, "alignment", of: .crossAxis, .layout)
            key(crossAxis, "referenceGuide", of: .crossAxis, .layout)
            if crossAxis.object?["alignment"]?.value.stringValue.map({ $0 != "fill" }) == true {
                key(crossAxis, "width", of: .crossAxis, .layout)
                key(crossAxis, "inset", of: .crossAxis, .layout)
            }
        }
    }

    /// An anchor's inset or offset (points or a fraction), its edge and its guides.
    private mutating func addAnchor(_ anchor: ValueScope, position: FloatingPanelPosition) {
        let type = anchor.object?["type"]?.value.stringValue ?? "inset"
        let (kind, absolute, fractional): (ConfigObject, String, String) =
            type == "inset"
            ? (.insetAnchor, "absoluteInset", "fractionalInset")
            : (.intrinsicAnchor, "absoluteOffset", "fractionalOffset")
        key(anchor, absolute, of: kind, .layout)
        key(anchor, fractional, of: kind, .layout)
        if type == "inset" {
            let edges = FloatingPanelReferenceEdge.allCases.filter(position.accepts).map(\.rawValue)
            choice(anchor, "edge", .layout, edges, default: nil)
        }
        key(anchor, "referenceGuide", of: kind, .layout)
        if type == "adaptive" { key(anchor, "contentBoundingGuide", of: .adaptiveAnchor, .layout) }
    }

    /// A panel's `adaptivePresentation` (in the scene file): its widths, side, detents given as
    /// objects, and whether a drag below the smallest detent dismisses.
    mutating func addAdaptivePresentation(_ panel: ValueScope) {
        guard let scope = panel.child("adaptivePresentation"), scope.object != nil else { return }
        let defaults = AdaptivePresentation()
        let keys = ["minWidth", "idealWidth", "maxWidth"]
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
        key(scope, "side", of: .adaptivePresentation, .layout)
        for (index, detent) in (scope.object?["detents"]?.value.arrayValue ?? []).enumerated()
        where detent.objectValue != nil {
            let detentScope = ValueScope(
                source: scope.source, value: detent, jsonPath: "\(scope.path("detents"))[\(index)]",
                namePrefix: "\(scope.namePrefix)detents[\(index)].")
            key(detentScope, "height", of: .detent, .layout)
            key(detentScope, "fraction", of: .detent, .layout)
        }
        key(scope, "dismissBelowSmallestDetent", of: .adaptivePresentation, .layout)
    }

    // MARK: Behavior

    mutating func addBehavior(_ panel: ValueScope) throws(ValueCatalog.BuildError) {
        guard let scope = try referencedScope(panel, "behavior") else { return }
        typealias Defaults = FloatingPanelBehaviorDefaults
        let springKey = ConfigKeys.Behavior.spring.name
        if let spring = scope.object?[springKey]?.value, spring.objectValue != nil {
            let springScope = ValueScope(
                source: scope.source, value: spring, jsonPath: scope.path(springKey),
                namePrefix: scope.namePrefix + springKey + ".")
            key(springScope, ConfigKeys.Spring.dampingRatio.name, of: .spring, .behavior)
            key(springScope, ConfigKeys.Spring.response.name, of: .spring, .behavior)
        } else {
            key(scope, ConfigKeys.Behavior.springDecelerationRate.name, of: .behavior, .behavior)
            key(scope, ConfigKeys.Behavior.springResponseTime.name, of: .behavior, .behavior)
        }
        key(scope, "momentumProjectionRate", of: .behavior, .behavior)
        addRedirectionalProgress(scope)
        key(scope, "removalInteractionVelocityThreshold", of: .behavior, .behavior)
        add(
            scope, ConfigKeys.Behavior.shouldProjectMomentum.name, .behavior, kind: .flagOrList(layoutStates),
            default: .boolean(false))
        addRubberBanding(scope)
        addRecipes(scope)
    }

    private mutating func addRedirectionalProgress(_ scope: ValueScope) {
        let progressKey = ConfigObject.redirectionalProgress.table[0]
        guard let progress = scope.child("redirectionalProgress"), progress.object != nil else {
            // A single number (or none).
            add(scope, "redirectionalProgress", as: progressKey, .behavior)
            return
        }
        add(progress, "default", as: progressKey, .behavior)
        for (index, pair) in (progress.object?["pairs"]?.value.arrayValue ?? []).enumerated() {
            guard let object = pair.objectValue, let from = object["from"]?.value.stringValue,
                let to = object["to"]?.value.stringValue
            else { continue }
            let pairScope = ValueScope(
                source: progress.source, value: pair, jsonPath: "\(progress.path("pairs"))[\(index)]",
                namePrefix: "redirectionalProgress \(from)→\(to).")
            key(pairScope, "value", of: .redirectionalPair, .behavior)
        }
    }

    /// `allowsRubberBanding` as one flag per edge: an edge is on when the array names it.
    private mutating func addRubberBanding(_ scope: ValueScope) {
        let array = scope.object?["allowsRubberBanding"]?.value
        if let array, array.arrayValue == nil { return }
        let named = Set(array?.arrayValue?.compactMap(\.stringValue) ?? [])
        for edge in FloatingPanelReferenceEdge.allCases.map(\.rawValue) {
            let placement: ValuePlacement
            if let array {
                placement = .arrayMember(offset: array.location.offset, member: edge)
            } else if scope.object != nil || !scope.missing.isEmpty {
                placement = scope.missingPlacement(
                    "allowsRubberBanding", inner: .array([.literal(ExportJSONValue.quoted(edge))]))
            } else {
                continue
            }
            values.append(
                TunableValue(
                    name: "\(scope.namePrefix)allowsRubberBanding.\(edge)",
                    jsonPath: scope.path("allowsRubberBanding"), group: .behavior, file: scope.source,
                    location: array?.location ?? scope.anchorLocation, kind: .boolean,
                    setting: .boolean(named.contains(edge)), placement: placement))
        }
    }

    // MARK: Appearance

    mutating func addAppearance(_ panel: ValueScope) throws(ValueCatalog.BuildError) {
        guard let scope = try referencedScope(panel, "appearance") else { return }
        let surface = SurfaceView()
        key(scope, "cornerRadius", of: .appearance, .appearance)
        key(scope, "borderWidth", of: .appearance, .appearance)
        if let shadows = scope.object?["shadows"]?.value {
            for (index, element) in (shadows.arrayValue ?? []).enumerated() where element.objectValue != nil {
                addShadow(
                    ValueScope(
                        source: scope.source, value: element, jsonPath: "\(scope.path("shadows"))[\(index)]",
                        namePrefix: "\(scope.namePrefix)shadows[\(index)]."))
            }
        } else if surface.appearance.shadows.count == 1 {
            addShadow(
                scope.missingArrayElement(
                    "shadows", jsonPath: "\(scope.path("shadows"))[0]", namePrefix: "\(scope.namePrefix)shadows[0]."))
        }
        pair(
            scope, "grabberHandleSize", .appearance, .nonNegative, step: 1, names: ("width", "height"),
            default: (Double(surface.grabberHandleSize.width), Double(surface.grabberHandleSize.height)))
        key(scope, "grabberHandlePadding", of: .appearance, .appearance)
        key(scope, "grabberHandleHidden", of: .appearance, .appearance)
        insets(scope, "contentPadding", .appearance, default: surface.contentPadding)
        insets(scope, "containerMargins", .appearance, default: surface.containerMargins)
    }

    private mutating func addShadow(_ shadow: ValueScope) {
        let defaults = SurfaceAppearance.Shadow()
        for name in ["hidden", "opacity", "radius", "spread"] { key(shadow, name, of: .shadow, .appearance) }
        pair(
            shadow, "offset", .appearance, .any, step: 1, names: ("x", "y"),
            default: (Double(defaults.offset.width), Double(defaults.offset.height)))
    }

    // MARK: Panel

    /// The panel's own options, written in the scene file.
    mutating func addPanelOptions(_ panel: ValueScope) {
        for key in ["removalInteractionEnabled", "backdropTapToDismiss", "modal"] {
            self.key(panel, key, of: .panel, .panel)
        }
        key(panel, "scrollContentHeight", of: .panel, .panel)
        if let size = panel.child("contentSize"), size.object != nil {
            key(size, "width", of: .contentSize, .panel)
            key(size, "height", of: .contentSize, .panel)
        }
    }
}
