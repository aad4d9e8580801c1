import Foundation

extension DecodingContext {
    /// A scene's `exportFormats`: the formats the window's `E` writes (Docs/config.md "Scene"),
    /// each a format name or one of its aliases, none twice; nil when the value is not a list of
    /// known names (each problem is reported where it is).
    package func decodeExportFormats(_ value: JSONValue) -> [ExportFormat]? {
        let key = ConfigKeys.Scene.exportFormats.name
        guard let elements = array(value, key) else { return nil }
        if elements.isEmpty {
            error(value.location, "'\(key)' is empty; list at least one format, or leave it out to write all")
            return nil
        }
        var formats: [ExportFormat] = []
        var valid = true
        for element in elements {
            guard let name = string(element, key) else {
                valid = false
                continue
            }
            guard let format = ExportFormat.named(name) else {
                let names = ExportFormat.allCases.map(\.rawValue)
                let suggestion = ExportFormat.suggestion(for: name).map { "; did you mean '\($0.rawValue)'?" } ?? ""
                error(
                    element.location,
                    "unknown export format '\(name)': expected one of \(Suggestions.list(names))\(suggestion)")
                valid = false
                continue
            }
            if formats.contains(format) {
                warning(
                    element.location,
                    "'\(name)' is listed twice in '\(key)' (as \(format.rawValue)); it is written once")
                continue
            }
            formats.append(format)
        }
        return valid ? formats : nil
    }
}
