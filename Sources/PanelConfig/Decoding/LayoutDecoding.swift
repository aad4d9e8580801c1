import FloatingPanel
import Foundation

/// A decoded layout object: the engine layout and the content mode written beside it.
package struct LayoutDefinition {
    package var layout: FloatingPanelCustomLayout
    package var contentMode: FloatingPanelContentMode
    /// Every state the layout declares, by name, with `hidden`: also those whose anchor has a
    /// problem (and so is missing from `layout`), so names that refer to them are not reported.
    package var states: [String: FloatingPanelState]
    /// The valid anchors with where they are written, for the check at a scene's container.
    var placedAnchors: PlacedAnchors
}

/// Constants of layout objects (Docs/config.md "Layout").
package enum LayoutKeys {
    package static let contentModes = ["static", "fitToBounds"]
}

extension DecodingContext {
    /// Decodes a layout object, reporting every problem in it.
    package func decodeLayout(_ value: JSONValue) -> LayoutDefinition? {
        typealias Key = ConfigKeys.Layout
        guard let reader = ObjectReader(value, "layout", as: .layout, context: self) else {
            return nil
        }
        let positions = FloatingPanelPosition.allCases.map(\.rawValue)
        let position = reader.required(Key.position, "one of \(Suggestions.list(positions))").flatMap {
            choice($0, Key.position.name, FloatingPanelPosition.self)
        }

        var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [:]
        var states: [String: FloatingPanelState] = ["hidden": .hidden]
        var placedAnchors = PlacedAnchors(source: source)
        if let anchorsValue = reader.required(Key.anchors, "an object from state names to anchors") {
            let decoded = decodeAnchors(anchorsValue, position: position)
            for (state, anchor) in decoded.states {
                states[state.rawValue] = state
                if let anchor { anchors[state] = anchor }
            }
            placedAnchors = decoded.placed
        }
        let stateNames = Self.stateNames(states.values)

        var initialState = FloatingPanelState.hidden
        if let value = reader.required(Key.initialState, "one of the anchors' states, or hidden"),
            let name = string(value, Key.initialState.name)
        {
            if let state = states[name] {
                initialState = state
            } else {
                unknownState(
                    name, at: value.location, in: "'\(Key.initialState.name)'", known: stateNames,
                    listIntro: "the layout's states are")
            }
        }

        var backdropAlphas: [FloatingPanelState: CGFloat] = [:]
        let alphaKey = Key.backdropAlpha
        if let value = reader[alphaKey], let object = object(value, alphaKey.name) {
            for member in object.members {
                guard let state = states[member.key] else {
                    unknownState(
                        member.key, at: member.keyLocation, in: "'\(alphaKey.name)'", known: stateNames,
                        listIntro: "the layout's states are")
                    continue
                }
                if let alpha = number(
                    member.value, "\(alphaKey.name).\(member.key)", .unitInterval, unit: alphaKey.unit)
                {
                    if state == .hidden && alpha != 0 {
                        warning(
                            member.value.location,
                            "the backdrop is always transparent at 'hidden', so this \(formatNumber(Double(alpha))) is ignored; remove it"
                        )
                    }
                    backdropAlphas[state] = alpha
                }
            }
        }

        var contentMode = FloatingPanelContentMode.static
        if let value = reader[Key.contentMode],
            choice(value, Key.contentMode.name, names: LayoutKeys.contentModes) == "fitToBounds"
        {
            contentMode = .fitToBounds
        }
        let crossAxis = reader[Key.crossAxis].flatMap(decodeCrossAxis) ?? .fill

        let layout = FloatingPanelCustomLayout(
            position: position ?? .bottom, initialState: initialState, anchors: anchors,
            backdropAlphas: backdropAlphas, crossAxis: crossAxis)
        return LayoutDefinition(
            layout: layout, contentMode: contentMode, states: states, placedAnchors: placedAnchors)
    }

    /// State names for a message, most expanded first; names break ties (a custom state without
    /// an order has 0, like `hidden`), so the same file always gives the same message.
    package static func stateNames(_ states: some Collection<FloatingPanelState>) -> [String] {
        states.sorted { ($1.order, $0.rawValue) < ($0.order, $1.rawValue) }.map(\.rawValue)
    }

    /// Reports a state name no layout defines, listing the ones that exist.
    /// - Parameter listIntro: introduces the valid names, e.g. "the layout's states are".
    package func unknownState(
        _ name: String, at location: SourceLocation, in role: String, known: [String], listIntro: String
    ) {
        error(
            location,
            "unknown state '\(name)' in \(role); \(listIntro) \(Suggestions.list(known))\(StateNameHints.suggestion(name, known: known))"
        )
    }

    /// `crossAxis`: where the surface sits across the main axis (Docs/config.md, Docs/engine.md §3.7).
    func decodeCrossAxis(_ value: JSONValue) -> FloatingPanelCrossAxisPlacement? {
        typealias Key = ConfigKeys.CrossAxis
        guard let reader = ObjectReader(value, ConfigKeys.Layout.crossAxis, as: .crossAxis, context: self)
        else { return nil }
        let alignment = reader.choice(Key.alignment, FloatingPanelCrossAxisPlacement.Alignment.self) ?? .fill
        let referenceGuide = reader.choice(Key.referenceGuide, FloatingPanelLayoutReferenceGuide.self) ?? .safeArea
        var placement = FloatingPanelCrossAxisPlacement(alignment: alignment, referenceGuide: referenceGuide)
        if alignment == .fill {
            for key in [Key.width, Key.inset] {
                if let location = reader.keyLocation(key) {
                    error(
                        location,
                        "'\(key.name)' only applies when '\(Key.alignment.name)' is leading, center or trailing; remove it or set '\(Key.alignment.name)'"
                    )
                }
            }
            return placement
        }
        if let width = reader.requiredNumber(Key.width, "the surface's cross-axis length in points") {
            placement.width = width
        }
        placement.inset = reader.number(Key.inset) ?? 0
        return placement
    }
}
