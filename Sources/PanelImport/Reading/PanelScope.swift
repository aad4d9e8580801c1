/// The parts of the files that belong to one panel when the files declare several: the top-level
/// declarations that name its layout type, and those they name in turn (the function that makes
/// its appearance, its coordinator, …). The surface and controller settings are read there only,
/// so one panel's `isRemovalInteractionEnabled` is not another's.
enum PanelScope {
    /// Each file's top-level declarations to read, for the panel whose layout is `layoutName`;
    /// every declaration when nothing else names the layout (it is set up through a variable).
    static func items(for layoutName: String?, in declarations: SwiftDeclarations, layoutCount: Int)
        -> [[SwiftSyntaxNode]]
    {
        let all = declarations.files.map { $0.root.children("items") }
        guard let layoutName, layoutCount > 1 else { return all }
        struct Unit {
            let file: Int
            let node: SwiftSyntaxNode
            let name: String?
            let mentions: Set<String>
        }
        var units: [Unit] = []
        for (file, items) in all.enumerated() {
            let tokens = declarations.files[file].tokens
            for item in items {
                guard let range = item.range else { continue }
                let mentions = Set(
                    tokens.lazy.filter { $0.start >= range.lowerBound && $0.start <= range.upperBound }
                        .filter { $0.kind == .identifier }.map(\.text))
                // An extension is reached through what it mentions, not by its type's name:
                // every panel's SwiftUI code names `View`.
                units.append(Unit(file: file, node: item, name: item.name, mentions: mentions))
            }
        }
        var included = Set(
            units.indices.filter { units[$0].mentions.contains(layoutName) && units[$0].name != layoutName })
        guard !included.isEmpty else { return all }
        var changed = true
        while changed {
            changed = false
            let named = included.reduce(into: Set<String>()) { $0.formUnion(units[$1].mentions) }
            for index in units.indices where !included.contains(index) {
                if let name = units[index].name, named.contains(name) {
                    included.insert(index)
                    changed = true
                }
            }
        }
        var scoped = Array(repeating: [SwiftSyntaxNode](), count: all.count)
        for index in included.sorted() { scoped[units[index].file].append(units[index].node) }
        return scoped
    }
}
