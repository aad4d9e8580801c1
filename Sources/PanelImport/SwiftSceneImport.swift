import Foundation
import PanelConfig

/// `panel-sandbox import`: the FloatingPanel code of Swift files as a scene with its layout,
/// behavior and appearance files (Docs/import.md).
package struct SwiftSceneImport {
    /// A config file to write: where, and its text.
    package struct OutputFile: Sendable {
        package let path: String
        package let text: String
    }

    /// What an import gives.
    package struct Result {
        /// The scene first, then its layout, behavior and appearance files.
        package let files: [OutputFile]
        /// What was read, one line each, for standard output.
        package let summary: [String]
        /// `FILE:LINE:COL: warning: …` lines, in the order found, each once.
        package let warnings: [String]
        /// Where each value came from, for writing values back (`export --into`).
        package let origins: [String: SwiftValueOrigin]
        package let sources: [SwiftSourceFile]
        /// The configs as written (`layout`, `behavior`, `appearance`, `panel`).
        package let configs: [String: ExportJSONValue]
        /// Whether the code tracks a scroll view (`track(scrollView:)`).
        package let tracksScrollView: Bool
    }

    /// Reads the files already parsed.
    package static func read(_ sources: [SwiftSourceFile], layoutName: String?, scenePath: String)
        throws(SwiftImportError)
        -> Result
    {
        let declarations = SwiftDeclarations(files: sources)
        var context = SwiftImportContext(declarations: declarations)
        let types = FloatingPanelType.all(in: declarations)
        let layouts = types.filter { $0.role == .layout }
        let behaviors = types.filter { $0.role == .behavior }
        let everything = SurfaceImport(scope: PanelScope.items(for: nil, in: declarations, layoutCount: 0))
        var settings = everything.read(into: &context)
        guard !layouts.isEmpty || !behaviors.isEmpty || !settings.appearance.isEmpty || !settings.panel.isEmpty else {
            let first = sources.first.map { "\($0.path):1:1" } ?? "import"
            throw SwiftImportError(
                "\(first): error: no FloatingPanel code found: no type conforms to FloatingPanelLayout or "
                    + "FloatingPanelBehavior (or subclasses FloatingPanelBottomLayout), and nothing sets a "
                    + "SurfaceAppearance or a FloatingPanelController's settings; import the file that declares the panel's layout"
            )
        }
        var summary: [String] = []
        let layout = try choose(layouts, named: layoutName, preferred: settings.layoutNames, what: "layout", &summary)
        if layouts.count > 1 {
            // Read again within the chosen panel's declarations, with warnings from there only.
            context = SwiftImportContext(declarations: declarations)
            let scope = PanelScope.items(for: layout?.name, in: declarations, layoutCount: layouts.count)
            settings = SurfaceImport(scope: scope).read(into: &context)
        }
        // Without a layout type the panel keeps FloatingPanel's default, FloatingPanelBottomLayout.
        var layoutConfig: [String: ExportJSONValue] = [
            "position": .string("bottom"), "initialState": .string("half"),
            "anchors": .object(LayoutImport.bottomLayoutAnchors),
        ]
        var states = ["full", "half", "tip"]
        if let layout {
            (layoutConfig, states) = LayoutImport(type: layout).read(into: &context)
            summary.append(line(layout, layoutConfig, declarations))
        }
        if let mode = settings.contentMode { layoutConfig["contentMode"] = .string(mode) }
        // With several panels in the files, a behavior belongs to the one whose code sets it.
        let candidates = layouts.count > 1 ? behaviors.filter { settings.behaviorNames.contains($0.name) } : behaviors
        let behavior = try choose(candidates, named: nil, preferred: settings.behaviorNames, what: "behavior", &summary)
        var behaviorConfig: [String: ExportJSONValue] = [:]
        if let behavior {
            behaviorConfig = BehaviorImport(
                type: behavior, states: states, position: layoutConfig["position"]?.stringText ?? "bottom"
            ).read(into: &context)
            summary.append(line(behavior, behaviorConfig, declarations))
        }
        behaviorConfig.merge(DelegateImport().read(into: &context)) { _, delegate in delegate }
        if !settings.appearance.isEmpty {
            summary.append("surface: " + describe(.object(settings.appearance)))
        }
        if !settings.panel.isEmpty { summary.append("controller: " + describe(.object(settings.panel))) }
        let files = SceneFiles(scenePath: scenePath, name: layout?.name ?? behavior?.name ?? "Imported")
        let written = files.write(
            layout: layoutConfig, behavior: behaviorConfig, appearance: settings.appearance, panel: settings.panel,
            tracksScrollView: settings.tracksScrollView)
        var seen: Set<String> = []
        let warnings = context.warnings.filter { seen.insert($0).inserted }
        return Result(
            files: written, summary: summary, warnings: warnings, origins: context.origins, sources: sources,
            configs: [
                "layout": .object(layoutConfig), "behavior": .object(behaviorConfig),
                "appearance": .object(settings.appearance), "panel": .object(settings.panel),
            ], tracksScrollView: settings.tracksScrollView)
    }

    /// The type to import among several: the one named, else the one the code gives the
    /// controller, else the first; the others are listed.
    private static func choose(
        _ types: [FloatingPanelType], named name: String?, preferred: [String], what: String, _ summary: inout [String]
    ) throws(SwiftImportError) -> FloatingPanelType? {
        if let name {
            guard let chosen = types.first(where: { $0.name == name }) else {
                let names = types.map(\.name).joined(separator: ", ")
                throw SwiftImportError(
                    "error: no \(what) named '\(name)' in the files; the \(what)s are: \(names.isEmpty ? "none" : names)"
                )
            }
            if types.count > 1 {
                summary.append(
                    "\(what)s in the files: \(types.map(\.name).joined(separator: ", ")); using \(chosen.name)")
            }
            return chosen
        }
        let chosen = preferred.lazy.compactMap { name in types.first { $0.name == name } }.first ?? types.first
        if types.count > 1, let chosen {
            summary.append(
                "\(what)s in the files: \(types.map(\.name).joined(separator: ", ")); using \(chosen.name)"
                    + (what == "layout" ? " (pick another with --layout NAME)" : ""))
        }
        return chosen
    }

    private static func line(
        _ type: FloatingPanelType, _ config: [String: ExportJSONValue], _ declarations: SwiftDeclarations
    )
        -> String
    {
        let (file, offset) = type.start
        let role = type.role == .layout ? "layout" : "behavior"
        return "\(role) \(type.name) (\(declarations.files[file].position(offset))): " + describe(.object(config))
    }

    /// A config on one line: `key value, key value` with objects in braces.
    static func describe(_ value: ExportJSONValue, nested: Bool = false) -> String {
        switch value {
        case .object(let members):
            let parts = members.keys.sorted().map { key in "\(key) \(describe(members[key]!, nested: true))" }
            return nested ? "{" + parts.joined(separator: ", ") + "}" : parts.joined(separator: ", ")
        case .array(let elements):
            return "[" + elements.map { describe($0, nested: true) }.joined(separator: ", ") + "]"
        case .string(let text): return text
        case .number(let number): return ExportNumber.exact(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}
