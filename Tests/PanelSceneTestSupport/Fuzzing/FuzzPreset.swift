import Foundation
import PanelConfig
import PanelScene
import TestSupport

/// A shipped scene the input fuzzer drives, and the scenes it may reload in its place.
package struct FuzzPreset {
    /// The scene's path relative to the repository (`Configs/scenes/maps.json`).
    package let path: String
    let corpus: FuzzCorpus

    /// The scene as shipped.
    func load() throws -> ResolvedScene {
        try ConfigLoader.loadScene(path: path, files: corpus.reader())
    }

    /// Scenes a reload may apply, as the window's watcher would after a save: up to `count`
    /// variants of this scene's files that still load (numbers scaled, flags flipped, optional keys
    /// dropped, another container, a panel fewer), then two other presets (panels arrive and leave).
    func reloadVariants(count: Int, seed: UInt64) -> [ResolvedScene] {
        var random = SplitMix64(seed: seed, case: -1)
        let files = corpus.seeds.filter { $0.loadedBy.contains(path) }
        var variants: [ResolvedScene] = []
        for _ in 0..<count * 8 where variants.count < count {
            let file = random.pick(files)
            var tree = file.tree
            for _ in 0..<Int.random(in: 1...3, using: &random) { Self.nudge(&tree, random: &random) }
            let reader = corpus.reader(changing: [file.path: tree.serialized()])
            if let scene = try? ConfigLoader.loadScene(path: path, files: reader) { variants.append(scene) }
        }
        let others = corpus.scenePaths.filter { $0 != path }
        for _ in 0..<2 where !others.isEmpty {
            if let scene = try? ConfigLoader.loadScene(path: random.pick(others), files: corpus.reader()) {
                variants.append(scene)
            }
        }
        return variants
    }

    /// One change that usually keeps a config valid.
    private static func nudge(_ tree: inout FuzzJSON, random: inout SplitMix64) {
        let path = random.pick(tree.paths)
        let key = tree.key(at: path)
        switch tree[path[...]] {
        case .raw(let text):
            guard let value = Double(text) else { return }
            // The edits of someone tuning: numbers scale by up to two; fractions (alphas, rates,
            // fractional insets) scale their distance from 1, since a deceleration rate of 0.991
            // means 0.009 — halved or doubled, not replaced by 0.1, which makes a spring creep for minutes.
            let factor = Double.random(in: 0.5...2, using: &random)
            let nudged = (0...1).contains(value) ? min(max(1 - (1 - value) * factor, 0), 1) : value * factor
            tree[path[...]] = .raw(formatNumber(nudged))
        case .bool(let flag):
            tree[path[...]] = .bool(!flag)
        case .string where key == "container":
            tree[path[...]] = .string(random.pick(DevicePreset.all).name)
        case .object(var members) where !members.isEmpty:
            members.remove(at: random.index(in: members))
            tree[path[...]] = .object(members)
        case .array(var elements) where elements.count > 1:
            elements.remove(at: random.index(in: elements))
            tree[path[...]] = .array(elements)
        default:
            break
        }
    }
}

extension FuzzCorpus {
    /// Every shipped scene as a preset for the input fuzzer.
    package var presets: [FuzzPreset] {
        scenePaths.map { FuzzPreset(path: $0, corpus: self) }
    }
}
