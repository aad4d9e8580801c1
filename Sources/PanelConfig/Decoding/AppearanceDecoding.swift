import FloatingPanel
import Foundation

/// Conversions for appearance objects (Docs/config.md "Surface appearance").
package enum AppearanceKeys {
    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case).
    package static func color(_ text: String) -> RGBAColor? {
        let digits = Array(text.utf8.dropFirst())
        // Checked by hand: `UInt8(_:radix:)` would also take a sign ("#+1+1+1").
        let isHexDigit: (UInt8) -> Bool = {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0)
        }
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8, digits.allSatisfy(isHexDigit) else {
            return nil
        }
        var components: [Double] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            components.append(Double(byte) / 255)
        }
        return RGBAColor(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 1)
    }
}

extension DecodingContext {
    /// Decodes an appearance object into a surface view with Docs/engine.md §10 defaults for missing keys.
    package func decodeAppearance(_ value: JSONValue) -> SurfaceView? {
        guard
            let reader = ObjectReader(value, "appearance", as: .appearance, context: self)
        else { return nil }
        typealias Key = ConfigKeys.Appearance
        var surface = SurfaceView()
        if let radius = reader.number(Key.cornerRadius) { surface.appearance.cornerRadius = radius }
        if let value = reader[Key.backgroundColor] {
            surface.appearance.backgroundColor =
                optionalColor(value, Key.backgroundColor.name) ?? surface.appearance.backgroundColor
        }
        if let value = reader[Key.borderColor] {
            surface.appearance.borderColor = optionalColor(value, Key.borderColor.name) ?? nil
        }
        if let width = reader.number(Key.borderWidth) { surface.appearance.borderWidth = width }
        if let value = reader[Key.shadows], let elements = array(value, Key.shadows.name) {
            surface.appearance.shadows = elements.compactMap(decodeShadow)
        }
        if let value = reader[Key.grabberHandleSize],
            let size = pair(value, Key.grabberHandleSize.name, .nonNegative)
        {
            surface.grabberHandleSize = CGSize(width: size.0, height: size.1)
        }
        if let padding = reader.number(Key.grabberHandlePadding) { surface.grabberHandlePadding = padding }
        if let hidden = reader.bool(Key.grabberHandleHidden) { surface.grabberHandleIsHidden = hidden }
        if let padding = reader.insets(Key.contentPadding) { surface.contentPadding = padding }
        if let margins = reader.insets(Key.containerMargins) { surface.containerMargins = margins }
        surface.appearance.cornerConfiguration = reader[Key.cornerConfiguration].flatMap(decodeCornerConfiguration)
        surface.insetsByState = reader[Key.surfaceInset].map(decodeSurfaceInset) ?? [:]
        return surface
    }

    /// A color string, or `null` for "none"; `.some(nil)` means null was written.
    private func optionalColor(_ value: JSONValue, _ name: String) -> RGBAColor?? {
        if case .null = value.kind { return .some(nil) }
        return color(value, name).map { .some($0) }
    }

    package func color(_ value: JSONValue, _ name: String) -> RGBAColor? {
        guard let text = string(value, name) else { return nil }
        guard let color = AppearanceKeys.color(text) else {
            error(
                value.location,
                "invalid color \"\(text)\" for '\(name)': write '#RRGGBB' or '#RRGGBBAA' in hexadecimal, e.g. \"#1E90FF\""
            )
            return nil
        }
        return color
    }

    private func decodeShadow(_ value: JSONValue) -> SurfaceAppearance.Shadow? {
        guard let reader = ObjectReader(value, "shadow", as: .shadow, context: self) else { return nil }
        typealias Key = ConfigKeys.Shadow
        var shadow = SurfaceAppearance.Shadow()
        if let hidden = reader.bool(Key.hidden) { shadow.hidden = hidden }
        if let value = reader[Key.color], let color = color(value, Key.color.name) { shadow.color = color }
        if let opacity = reader.number(Key.opacity) { shadow.opacity = Float(opacity) }
        if let value = reader[Key.offset], let (x, y) = pair(value, Key.offset.name) {
            shadow.offset = CGSize(width: x, height: y)
        }
        if let radius = reader.number(Key.radius) { shadow.radius = radius }
        if let spread = reader.number(Key.spread) { shadow.spread = spread }
        return shadow
    }
}
