import FloatingPanel
import Foundation

/// The keys of an appearance's `cornerConfiguration` (Docs/config.md "Surface appearance").
extension ConfigKeys {
    /// The cornerConfiguration table's entries, by key.
    package enum CornerConfiguration {
        package static let radius = ConfigKey(
            "radius", .structured,
            "A radius in points (UICornerRadius.fixed), or \"concentric\": the display's corner radius minus the surface's distance from that corner (UICornerRadius.containerConcentric)."
        )
        package static let minimum = ConfigKey(
            "minimum", .number(.nonNegative), default: .number(0), step: 1,
            "For concentric corners: the smallest radius in points, where the surface is far from the display's corners."
        )
    }

    static let cornerConfiguration: [ConfigKey] = [CornerConfiguration.radius, CornerConfiguration.minimum]
}

/// The names an appearance's shape keys take.
package enum SurfaceShapeKeys {
    /// `cornerConfiguration.radius` for corners concentric to the display's.
    package static let concentric = "concentric"
}

extension DecodingContext {
    /// `cornerConfiguration`: `{"radius": R}` or `{"radius": "concentric", "minimum": M}`.
    func decodeCornerConfiguration(_ value: JSONValue) -> SurfaceAppearance.CornerConfiguration? {
        typealias Key = ConfigKeys.CornerConfiguration
        guard
            let reader = ObjectReader(
                value, ConfigKeys.Appearance.cornerConfiguration, as: .cornerConfiguration, context: self),
            let radius = reader.required(Key.radius, "a radius in points or \"\(SurfaceShapeKeys.concentric)\"")
        else { return nil }
        let minimum = reader.number(Key.minimum)
        switch radius.kind {
        case .number:
            if let location = reader.keyLocation(Key.minimum) {
                error(
                    location,
                    "'\(Key.minimum.name)' applies to concentric corners only; remove it, or write \"\(Key.radius.name)\": \"\(SurfaceShapeKeys.concentric)\""
                )
            }
            return number(radius, Key.radius.name, .nonNegative).map { .fixed($0) }
        case .string:
            guard choice(radius, Key.radius.name, names: [SurfaceShapeKeys.concentric]) != nil else { return nil }
            return .containerConcentric(minimum: minimum ?? 0)
        default:
            typeMismatch(
                radius, expected: "a radius in points or \"\(SurfaceShapeKeys.concentric)\"", for: Key.radius.name)
            return nil
        }
    }

    /// `surfaceInset`: state names to insets (an insets object, or one number for every edge).
    func decodeSurfaceInset(_ value: JSONValue) -> [String: EdgeInsets] {
        let name = ConfigKeys.Appearance.surfaceInset.name
        guard let object = object(value, name) else { return [:] }
        var insets: [String: EdgeInsets] = [:]
        for member in object.members {
            let key = "\(name).\(member.key)"
            switch member.value.kind {
            case .number:
                if let all = number(member.value, key, .nonNegative) {
                    insets[member.key] = EdgeInsets(top: all, left: all, bottom: all, right: all)
                }
            default:
                if let edges = self.insets(member.value, key) { insets[member.key] = edges }
            }
        }
        return insets
    }
}
