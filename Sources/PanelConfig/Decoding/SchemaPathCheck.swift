import Foundation

extension DecodingContext {
    /// Warns when `$schema` names a path that does not resolve: the config still loads, but an
    /// editor following the path loses completion and checking. Suggests the path that reaches a
    /// schema of the same name in a `schema` folder up to three levels up (Configs/schema/).
    func checkSchemaPath(_ value: JSONValue) {
        guard let written = value.stringValue, !written.contains("://") else { return }
        let resolved = ConfigPath.resolve(written, relativeTo: source.absolutePath)
        guard !exists(resolved) else { return }
        let name = written.split(separator: "/").last.map(String.init) ?? written
        let directory = ConfigPath.directory(of: source.absolutePath)
        let suggestion = ["", "../", "../../", "../../../"].map { $0 + "schema/" + name }.first {
            exists(ConfigPath.resolve($0, relativeTo: directory + "/" + name))
        }
        warning(
            value.location,
            "'$schema' names '\(written)', which does not exist relative to this file; the file loads, but editors lose completion and checking\(suggestion.map { ": write \"\($0)\"" } ?? "")"
        )
    }

    private func exists(_ absolutePath: String) -> Bool {
        (try? session.files.read(absolutePath)) != nil
    }
}
