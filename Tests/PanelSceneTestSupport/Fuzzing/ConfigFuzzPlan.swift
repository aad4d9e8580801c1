import Foundation
import PanelConfig
import PanelScene
import TestSupport

/// Which case of a run does what: the edge cases of every seed first, then the 10 MB files, then
/// truncations spread evenly over every length of every seed, then random mutations.
///
/// Every case is a function of the corpus, the seed, the run's size and its index, so a failing
/// case is rebuilt from the report alone.
package struct ConfigFuzzPlan {
    package let corpus: FuzzCorpus
    package let seed: UInt64
    package let cases: Int

    /// The edge cases tried on every seed.
    enum EdgeCase: CaseIterable {
        case empty, utf8BOM, doubleBOM, utf16LE, utf16BE, utf32
        case rawNULInString, invalidUTF8InString, invalidUTF8BetweenTokens, nulBetweenTokens
        case oneNumber1e999, everyNumberNegativeZero, everyNumberTiny, everyNumberHuge
        case arrays10000Deep, objects10000Deep, crlfLineEndings, crLineEndings
        case missingReference, selfReference, referenceCycle
    }

    private var edgeCount: Int { corpus.seeds.count * EdgeCase.allCases.count }
    /// Long runs add a file of 2.6 million numbers, which takes seconds to parse in a debug build.
    private var hugeFileCount: Int { cases >= 10_000 ? 4 : 3 }
    private var truncationTotal: Int { corpus.seeds.reduce(0) { $0 + $1.bytes.count } }
    /// Up to a third of the cases left after the fixed ones; all lengths when the run is long enough.
    private var truncationCount: Int {
        min(truncationTotal, max(0, cases - edgeCount - hugeFileCount) / 3)
    }

    package init(corpus: FuzzCorpus, seed: UInt64, cases: Int) {
        self.corpus = corpus
        self.seed = seed
        self.cases = cases
    }

    /// Case `index` of the run.
    package func fuzzCase(_ index: Int) -> ConfigFuzzCase {
        var random = SplitMix64(seed: seed, case: index)
        var result = mutatedCase(index, random: &random)
        let target = corpus.seeds.first { $0.path == result.target }!
        // A referenced file is loaded through a scene that uses it, sometimes checked on its own.
        if [.scene, .scenario].contains(target.kind) {
            result.loadedThrough = target.path
        } else if !target.loadedBy.isEmpty, !random.chance(0.2) {
            result.loadedThrough = random.pick(target.loadedBy)
        }
        return result
    }

    private func mutatedCase(_ index: Int, random: inout SplitMix64) -> ConfigFuzzCase {
        let seeds = corpus.seeds
        var k = index
        if k < edgeCount {
            let edge = EdgeCase.allCases[k % EdgeCase.allCases.count]
            return edgeCase(edge, seeds[k / EdgeCase.allCases.count], index: index, random: &random)
        }
        k -= edgeCount
        if k < hugeFileCount { return hugeFile(variant: k, index: index) }
        k -= hugeFileCount
        if k < truncationCount {
            // Spread the sampled lengths evenly over the concatenation of all seeds.
            var offset = k * truncationTotal / truncationCount
            for seed in seeds {
                if offset < seed.bytes.count {
                    let (bytes, mutation) = ConfigMutation.truncate(seed.bytes, at: offset)
                    return ConfigFuzzCase(
                        index: index, target: seed.path, mutation: mutation, changes: [seed.path: bytes])
                }
                offset -= seed.bytes.count
            }
        }
        return randomCase(random.pick(seeds), index: index, random: &random)
    }

    // MARK: Edge cases

    private func edgeCase(_ edge: EdgeCase, _ seed: FuzzCorpus.Seed, index: Int, random: inout SplitMix64)
        -> ConfigFuzzCase
    {
        var changes: [String: Data] = [:]
        let description: String
        let bytes = seed.bytes
        let text = [UInt8](bytes)
        switch edge {
        case .empty:
            changes[seed.path] = Data()
            description = "empty file"
        case .utf8BOM, .doubleBOM, .utf16LE, .utf16BE, .utf32:
            let variant = [EdgeCase.utf8BOM, .doubleBOM, .utf16LE, .utf16BE, .utf32].firstIndex(of: edge)!
            (changes[seed.path], description) = ConfigMutation.encoding(bytes, variant: variant)
        case .rawNULInString, .invalidUTF8InString:
            // Just after the first string's opening quote.
            let quote = (text.firstIndex(of: UInt8(ascii: "\"")) ?? -1) + 1
            let inserted: [UInt8] = edge == .rawNULInString ? [0x00] : [0xFF, 0xC0, 0xAF]
            changes[seed.path] = Data(text[..<quote] + inserted + text[quote...])
            description = "insert \(ConfigMutation.hex(inserted)) inside the first string"
        case .invalidUTF8BetweenTokens, .nulBetweenTokens:
            let brace = min(
                text.count, (text.firstIndex { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") } ?? 0) + 1)
            let inserted: [UInt8] = edge == .nulBetweenTokens ? [0x00] : [0xC3, 0x28]
            changes[seed.path] = Data(text[..<brace] + inserted + text[brace...])
            description = "insert \(ConfigMutation.hex(inserted)) after the first bracket"
        case .oneNumber1e999:
            let numbers = seed.tree.paths.filter { if case .raw = seed.tree[$0[...]] { true } else { false } }
            var tree = seed.tree
            if let path = numbers.isEmpty ? nil : random.pick(numbers) { tree[path[...]] = .raw("1e999") }
            changes[seed.path] = tree.serialized()
            description = numbers.isEmpty ? "no number to replace" : "one number replaced by 1e999"
        case .everyNumberNegativeZero, .everyNumberTiny, .everyNumberHuge:
            let replacement = ["-0", "5e-324", "1.7976931348623157e308"][
                [EdgeCase.everyNumberNegativeZero, .everyNumberTiny, .everyNumberHuge].firstIndex(of: edge)!]
            var tree = seed.tree
            for path in tree.paths { if case .raw = tree[path[...]] { tree[path[...]] = .raw(replacement) } }
            changes[seed.path] = tree.serialized()
            description = "every number replaced by \(replacement)"
        case .arrays10000Deep, .objects10000Deep:
            var tree = seed.tree
            let target = tree.paths.dropFirst().first ?? []
            tree[target[...]] = ConfigMutation.nested(
                tree[target[...]], levels: 10_000, objects: edge == .objects10000Deep)
            changes[seed.path] = tree.serialized()
            description = "the first value inside 10,000 \(edge == .objects10000Deep ? "objects" : "arrays")"
        case .crlfLineEndings, .crLineEndings:
            let ending = edge == .crlfLineEndings ? "\r\n" : "\r"
            changes[seed.path] = seed.tree.serialized(FuzzJSON.Style(indent: 2, lineEnding: ending))
            description = edge == .crlfLineEndings ? "CRLF line endings" : "CR line endings"
        case .missingReference, .selfReference, .referenceCycle:
            (changes, description) = referenceEdge(edge, seed)
        }
        return ConfigFuzzCase(index: index, target: seed.path, mutation: description, changes: changes)
    }

    /// File references that cannot be followed: a missing file, a file that names itself, two files
    /// that name each other. Scenes and scenarios change their panels' references; any other file
    /// becomes a layout list that refers on (the only reference a non-scene file can hold).
    private func referenceEdge(_ edge: EdgeCase, _ seed: FuzzCorpus.Seed) -> ([String: Data], String) {
        let ownName = String(seed.path.split(separator: "/").last!)
        let partner = ConfigPath.directory(of: seed.path) + "/fuzz-partner.json"
        let referenced: String
        var changes: [String: Data] = [:]
        switch edge {
        case .missingReference: referenced = "missing/nowhere.json"
        case .selfReference: referenced = ownName
        default:
            referenced = "fuzz-partner.json"
            changes[partner] = FuzzJSON.array([.object([.init(key: "layout", value: .string(ownName))])]).serialized()
        }
        var tree = seed.tree
        if seed.kind == .scene || seed.kind == .scenario {
            // Children before parents, so that replacing a node never invalidates a path still to visit.
            for path in tree.paths.reversed()
            where ["layout", "behavior", "appearance"].contains(tree.key(at: path) ?? "") {
                if case .string = tree[path[...]] { tree[path[...]] = .string(referenced) }
                if case .object = tree[path[...]], tree.key(at: path) == "layout" {
                    tree[path[...]] = .string(referenced)
                }
            }
        } else {
            tree = .array([
                .object([
                    .init(key: "when", value: .object([.init(key: "minWidth", value: .raw("1"))])),
                    .init(key: "layout", value: .string(referenced)),
                ]),
                .object([.init(key: "layout", value: seed.kind == .layout ? tree : .object([]))]),
            ])
        }
        changes[seed.path] = tree.serialized()
        return (changes, "references replaced by '\(referenced)'")
    }

    // MARK: 10 MB files

    private func hugeFile(variant: Int, index: Int) -> ConfigFuzzCase {
        let seed = corpus.seeds.first { $0.path == "Configs/scene.json" } ?? corpus.seeds[0]
        let tenMegabytes = 10 * 1024 * 1024
        guard case .object(var members) = seed.tree else {
            return ConfigFuzzCase(index: index, target: seed.path, mutation: "no object", changes: [:])
        }
        let bytes: Data
        let description: String
        switch variant {
        case 0:
            var padded = [UInt8](seed.bytes)
            let line = Array(String(repeating: " ", count: 1023).utf8) + [UInt8(ascii: "\n")]
            padded.insert(contentsOf: (0..<tenMegabytes / 1024).flatMap { _ in line }, at: padded.count - 2)
            (bytes, description) = (Data(padded), "10 MB of whitespace before the last '}'")
        case 1:
            members.removeAll { $0.key == "name" }
            // Raw text: escaping ten million characters one by one would take longer than the case.
            members.append(.init(key: "name", value: .raw("\"" + String(repeating: "n", count: tenMegabytes) + "\"")))
            (bytes, description) = (FuzzJSON.object(members).serialized(), "a 10 MB scene name")
        case 2:
            (bytes, description) = (Data(repeating: UInt8(ascii: "["), count: tenMegabytes), "10 MB of '['")
        case 3:
            let numbers = FuzzJSON.raw(
                "[" + Array(repeating: "1.5", count: tenMegabytes / 4).joined(separator: ",") + "]")
            members.append(.init(key: "padding", value: numbers))
            (bytes, description) = (FuzzJSON.object(members).serialized(), "an unknown key holding 10 MB of numbers")
        default:
            preconditionFailure("no 10 MB variant \(variant)")
        }
        return ConfigFuzzCase(index: index, target: seed.path, mutation: description, changes: [seed.path: bytes])
    }

    // MARK: Random mutations

    private func randomCase(_ seed: FuzzCorpus.Seed, index: Int, random: inout SplitMix64) -> ConfigFuzzCase {
        var tree = seed.tree
        var steps: [String] = []
        var changes: [String: Data] = [:]
        // Most cases change the tree (a config that still parses reaches the decoders); some then
        // also break the bytes.
        for _ in 0..<Int.random(in: 1...3, using: &random) where random.chance(0.75) {
            steps.append(mutateTree(&tree, seed: seed, changes: &changes, random: &random))
        }
        let style = FuzzJSON.Style(
            indent: random.pick([0, 2, 2, 4]), lineEnding: random.pick(["\n", "\n", "\n", "\r\n", "\r"]))
        var bytes = steps.isEmpty ? seed.bytes : tree.serialized(style)
        if steps.isEmpty || random.chance(0.3) {
            let mutation: (Data, String)
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<5: mutation = ConfigMutation.flipBits(bytes, &random)
            case 5..<10: mutation = ConfigMutation.insertBytes(bytes, &random)
            case 10..<15: mutation = ConfigMutation.deleteOrDuplicateRange(bytes, &random)
            case 15..<18: mutation = ConfigMutation.truncate(bytes, at: Int.random(in: 0...bytes.count, using: &random))
            case 18: mutation = ConfigMutation.encoding(bytes, variant: Int.random(in: 0..<6, using: &random))
            default: mutation = ConfigMutation.garbage(&random)
            }
            bytes = mutation.0
            steps.append(mutation.1)
        }
        changes[seed.path] = bytes
        return ConfigFuzzCase(
            index: index, target: seed.path, mutation: steps.joined(separator: "; "), changes: changes)
    }

    /// One change to the tree; returns what it did.
    private func mutateTree(
        _ tree: inout FuzzJSON, seed: FuzzCorpus.Seed, changes: inout [String: Data], random: inout SplitMix64
    ) -> String {
        let paths = tree.paths
        let members = paths.filter { if case .member = $0.last { true } else { false } }
        let path = random.pick(paths)
        switch Int.random(in: 0..<9, using: &random) {
        case 0 where !members.isEmpty, 1 where !members.isEmpty:
            let memberPath = random.pick(members)
            guard case .member(let position) = memberPath.last,
                case .object(var siblings) = tree[memberPath.dropLast()[...]]
            else { return "nothing" }
            let member = siblings[position]
            let deleting = random.chance(0.5)
            if deleting {
                siblings.remove(at: position)
            } else {
                var copy = member
                if random.chance(0.5) { copy.value = ConfigMutation.otherType(than: member.value, &random) }
                siblings.insert(copy, at: Int.random(in: 0...siblings.count, using: &random))
            }
            tree[memberPath.dropLast()[...]] = .object(siblings)
            return "\(deleting ? "delete" : "duplicate") key '\(member.key)'"
        case 2 where !members.isEmpty:
            let memberPath = random.pick(members)
            guard case .member(let position) = memberPath.last,
                case .object(var siblings) = tree[memberPath.dropLast()[...]]
            else { return "nothing" }
            let old = siblings[position].key
            siblings[position].key = ConfigMutation.typo(of: old, &random)
            tree[memberPath.dropLast()[...]] = .object(siblings)
            return "rename key '\(old)' to '\(siblings[position].key)'"
        case 3:
            tree[path[...]] = ConfigMutation.otherType(than: tree[path[...]], &random)
            return "swap the type of the value at \(path.count) levels"
        case 4, 5:
            let numbers = paths.filter { if case .raw = tree[$0[...]] { true } else { false } }
            let target = numbers.isEmpty ? path : random.pick(numbers)
            let number = random.pick(ConfigMutation.extremeNumbers)
            tree[target[...]] = .raw(number)
            return "set a number to \(number)"
        case 6:
            let levels = random.chance(0.1) ? 10_000 : Int.random(in: 1...200, using: &random)
            tree[path[...]] = ConfigMutation.nested(tree[path[...]], levels: levels, objects: random.chance(0.5))
            return "nest a value \(levels) levels deep"
        case 7:
            let strings = paths.filter { if case .string = tree[$0[...]] { true } else { false } }
            let target = strings.isEmpty ? path : random.pick(strings)
            let text = ConfigMutation.oddString(&random)
            tree[target[...]] = .string(text)
            return "set a string to \(text.count > 20 ? "\(text.count) characters" : "'\(text)'")"
        default:
            let edge = random.pick([EdgeCase.missingReference, .selfReference, .referenceCycle])
            let (edgeChanges, description) = referenceEdge(
                edge,
                FuzzCorpus.Seed(
                    path: seed.path, kind: seed.kind, bytes: seed.bytes, tree: tree, loadedBy: seed.loadedBy))
            changes.merge(edgeChanges.filter { $0.key != seed.path }) { $1 }
            tree = FuzzJSON(parsing: edgeChanges[seed.path]!) ?? tree
            return description
        }
    }
}
