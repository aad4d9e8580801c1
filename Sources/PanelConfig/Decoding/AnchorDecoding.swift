import FloatingPanel
import Foundation

/// The anchor types (Docs/config.md) and what to say when a key is used on the wrong kind of anchor.
enum AnchorKeys {
    static let types = ["intrinsic", "adaptive"]

    private typealias Inset = ConfigKeys.InsetAnchor
    private typealias Offset = ConfigKeys.IntrinsicAnchor
    private static let boundingGuide = ConfigKeys.AdaptiveAnchor.contentBoundingGuide.name
    private static let type = Offset.type.name

    static let insetHints = [
        Offset.absoluteOffset.name:
            "'\(Offset.absoluteOffset.name)' belongs to intrinsic and adaptive anchors (add \"\(type)\"); an inset anchor takes '\(Inset.absoluteInset.name)'",
        Offset.fractionalOffset.name:
            "'\(Offset.fractionalOffset.name)' belongs to intrinsic and adaptive anchors (add \"\(type)\"); an inset anchor takes '\(Inset.fractionalInset.name)'",
        boundingGuide: "'\(boundingGuide)' only applies to adaptive anchors (\"\(type)\": \"adaptive\")",
    ]
    static func offsetHints(type: String) -> [String: String] {
        var hints = [
            Inset.absoluteInset.name:
                "an \(type) anchor takes '\(Offset.absoluteOffset.name)' instead of '\(Inset.absoluteInset.name)'",
            Inset.fractionalInset.name:
                "an \(type) anchor takes '\(Offset.fractionalOffset.name)' instead of '\(Inset.fractionalInset.name)'",
            Inset.edge.name:
                "'\(Inset.edge.name)' only applies to inset anchors; an \(type) anchor is measured from the panel's own edge",
        ]
        if type == "intrinsic" {
            hints[boundingGuide] = "'\(boundingGuide)' only applies to adaptive anchors"
        }
        return hints
    }
}

extension DecodingContext {
    /// Decodes `anchors`, checking orders (Docs/engine.md §1.1, decision §16.2-15) and edges (Docs/engine.md §3.1).
    ///
    /// Returns every state named, with its anchor when the anchor is valid: a state with a broken
    /// anchor is still a state, so `initialState` and `backdropAlpha` can refer to it without a
    /// second, misleading error.
    func decodeAnchors(_ value: JSONValue, position: FloatingPanelPosition?) -> (
        states: [(FloatingPanelState, FloatingPanelLayoutAnchoring?)], placed: PlacedAnchors
    ) {
        guard let object = object(value, ConfigKeys.Layout.anchors.name) else {
            return ([], PlacedAnchors(source: source))
        }
        if object.members.isEmpty {
            error(
                value.location,
                "'\(ConfigKeys.Layout.anchors.name)' is empty; a layout needs at least one anchor, e.g. \"half\": {\"\(ConfigKeys.InsetAnchor.fractionalInset.name)\": 0.5, \"\(ConfigKeys.InsetAnchor.edge.name)\": \"bottom\"}"
            )
        }
        var result: [(FloatingPanelState, FloatingPanelLayoutAnchoring?)] = []
        var placed = PlacedAnchors(source: source)
        var orders: [Int: (name: String, location: SourceLocation)] = [:]
        for member in object.members {
            guard !member.key.isEmpty else {
                error(member.keyLocation, "a state name cannot be empty")
                continue
            }
            let (anchor, orderValue) = decodeAnchor(member.value, state: member.key, position: position)
            let order: Int
            let orderLocation = orderValue?.location ?? member.keyLocation
            if let builtIn = FloatingPanelState.builtIn[member.key] {
                order = builtIn.order
                if let orderValue, let given = integer(orderValue, ConfigKeys.Anchor.order.name),
                    given != builtIn.order
                {
                    error(
                        orderValue.location,
                        "'\(member.key)' is a built-in state with order \(builtIn.order); remove '\(ConfigKeys.Anchor.order.name)' or give the state another name"
                    )
                }
            } else if let orderValue {
                if let hint = StateNameHints.customStateHint(member.key) {
                    warning(member.keyLocation, "\(hint); here it is a custom state of its own")
                }
                guard let given = integer(orderValue, ConfigKeys.Anchor.order.name) else {
                    result.append((FloatingPanelState(rawValue: member.key, order: 0), anchor))
                    continue
                }
                order = given
            } else {
                error(
                    member.keyLocation,
                    "custom state '\(member.key)' needs an integer '\(ConfigKeys.Anchor.order.name)' (more expanded is larger; built-in orders are full 1000, half 500, tip 100, hidden 0)\(StateNameHints.customStateHint(member.key).map { "; \($0)" } ?? "")"
                )
                result.append((FloatingPanelState(rawValue: member.key, order: 0), anchor))
                continue
            }
            if let other = orders[order] {
                error(
                    orderLocation,
                    "state '\(member.key)' has order \(order), the same as '\(other.name)' (line \(other.location.line)); orders must be unique within a layout"
                )
            } else {
                orders[order] = (member.key, orderLocation)
                if let anchor {
                    placed.anchors.append(
                        PlacedAnchor(
                            state: FloatingPanelState(rawValue: member.key, order: order), anchor: anchor,
                            location: member.keyLocation))
                }
            }
            result.append((FloatingPanelState(rawValue: member.key, order: order), anchor))
        }
        if let position { checkAnchorOrder(&placed, position: position) }
        return (result, placed)
    }

    /// Decodes one anchor object of any kind; also returns its `order` value for the caller to check.
    func decodeAnchor(_ value: JSONValue, state: String, position: FloatingPanelPosition?) -> (
        FloatingPanelLayoutAnchoring?, JSONValue?
    ) {
        guard let object = object(value, state) else { return (nil, nil) }
        typealias Inset = ConfigKeys.InsetAnchor
        typealias Offset = ConfigKeys.IntrinsicAnchor
        let orderValue = object[ConfigKeys.Anchor.order.name]?.value
        var type = "inset"
        if let typeValue = object[Offset.type.name]?.value {
            guard let text = string(typeValue, Offset.type.name) else { return (nil, orderValue) }
            guard AnchorKeys.types.contains(text) else {
                error(
                    typeValue.location,
                    "unknown anchor type '\(text)': expected 'intrinsic' or 'adaptive' (leave '\(Offset.type.name)' out for an inset anchor)\(Suggestions.didYouMean(text, in: AnchorKeys.types))"
                )
                return (nil, orderValue)
            }
            type = text
        }
        let description = type == "inset" ? "anchor '\(state)'" : "\(type) anchor '\(state)'"
        let kind: ConfigObject =
            type == "inset" ? .insetAnchor : type == "adaptive" ? .adaptiveAnchor : .intrinsicAnchor
        let hints = type == "inset" ? AnchorKeys.insetHints : AnchorKeys.offsetHints(type: type)
        guard
            let reader = ObjectReader(
                value, state, as: kind, context: self, description: description, hints: hints)
        else { return (nil, orderValue) }
        let referenceGuide =
            reader.choice(ConfigKeys.Anchor.referenceGuide, FloatingPanelLayoutReferenceGuide.self) ?? .safeArea

        switch type {
        case "inset":
            let edge = reader.required(Inset.edge, edgeHint(position)).flatMap {
                choice($0, Inset.edge.name, FloatingPanelReferenceEdge.self)
            }
            if let edge, let position, !position.accepts(edge), let edgeValue = reader[Inset.edge] {
                error(
                    edgeValue.location,
                    "edge '\(edge.rawValue)' does not fit a \(position.rawValue) panel: \(edgeHint(position)); the edge says which side of the reference guide the inset is measured from"
                )
            }
            guard
                let (inset, isAbsolute) = exactlyOne(
                    reader, Inset.absoluteInset, Inset.fractionalInset, "the guide's length"),
                let edge
            else { return (nil, orderValue) }
            let anchor =
                isAbsolute
                ? FloatingPanelLayoutAnchor(absoluteInset: inset, edge: edge, referenceGuide: referenceGuide)
                : FloatingPanelLayoutAnchor(fractionalInset: inset, edge: edge, referenceGuide: referenceGuide)
            return (anchor, orderValue)
        default:
            // Intrinsic and adaptive anchors: an offset from the content's length; only an
            // adaptive one has a bounding guide.
            typealias BoundingGuide = FloatingPanelLayoutContentBoundingGuide
            let bounding: BoundingGuide? =
                type == "adaptive"
                ? reader.choice(ConfigKeys.AdaptiveAnchor.contentBoundingGuide, BoundingGuide.self)
                    ?? BoundingGuide.none : nil
            guard
                let (offset, isAbsolute) = exactlyOne(
                    reader, Offset.absoluteOffset, Offset.fractionalOffset, "the content's length")
            else { return (nil, orderValue) }
            guard let bounding else {
                let anchor =
                    isAbsolute
                    ? FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: offset, referenceGuide: referenceGuide)
                    : FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: offset, referenceGuide: referenceGuide)
                return (anchor, orderValue)
            }
            let anchor =
                isAbsolute
                ? FloatingPanelAdaptiveLayoutAnchor(
                    absoluteOffset: offset, referenceGuide: referenceGuide, contentBoundingGuide: bounding)
                : FloatingPanelAdaptiveLayoutAnchor(
                    fractionalOffset: offset, referenceGuide: referenceGuide, contentBoundingGuide: bounding)
            return (anchor, orderValue)
        }
    }

    /// "top or bottom for a bottom panel" — the edges a position accepts.
    private func edgeHint(_ position: FloatingPanelPosition?) -> String {
        guard let position else { return "one of top, left, bottom, right" }
        let edges = position.isVertical ? "'top' or 'bottom'" : "'left' or 'right'"
        return "anchors of \(position.isVertical ? "top and bottom" : "left and right") panels take edge \(edges)"
    }

    /// Exactly one of an absolute (points) and a fractional (0…1) key; reports both or neither.
    private func exactlyOne(_ reader: ObjectReader, _ absolute: ConfigKey, _ fractional: ConfigKey, _ of: String)
        -> (CGFloat, Bool)?
    {
        switch (reader.keyLocation(absolute), reader.keyLocation(fractional)) {
        case (let a?, let f?):
            error(max(a, f), "give either '\(absolute.name)' or '\(fractional.name)', not both")
            return nil
        case (nil, nil):
            // A misspelled key already got "did you mean"; one typo, one error.
            guard reader.suggestedKeys.isDisjoint(with: [absolute.name, fractional.name]) else { return nil }
            error(
                reader.location,
                "\(reader.name) needs '\(absolute.name)' (points) or '\(fractional.name)' (a fraction of \(of), 0 to 1)"
            )
            return nil
        case (_?, nil):
            return reader.number(absolute).map { ($0, true) }
        case (nil, _?):
            return reader.number(fractional).map { ($0, false) }
        }
    }
}
