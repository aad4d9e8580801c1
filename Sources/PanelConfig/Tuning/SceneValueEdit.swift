import Foundation

/// A scene's files with some of its values set, held in memory: what a compare lane runs and
/// what adopting it writes. Each value goes through the values card's write-back
/// (`ValueCatalog.change`), so the edited text is the one the card would write; a value named
/// in another form than the file's (`spring.response` in a file of rates and times) is written
/// in the file's form (`ValueCatalog.settings(for:)`).
package struct SceneValueEdit: Sendable {
    /// One change per edited file, from its bytes on disk to its bytes with every value set.
    package private(set) var changes: [FileChange] = []
    /// The reader the edit was made over.
    package let base: ConfigFileReader

    /// `assignments` applied in order to the scene at `scenePath`, read through `files`.
    /// - Parameters:
    ///   - panelIDs: the scene's panels' ids in order, to find `PANEL:` and default to the first.
    ///   - layoutEntries: for each panel, the entry of a conditional layout list that is tuned.
    package init(
        scenePath: String, panelIDs: [String], layoutEntries: [Int] = [], assignments: [ValueAssignment],
        files: ConfigFileReader
    ) throws(ValueEditError) {
        base = files
        for assignment in assignments {
            let panelIndex = try assignment.panelIndex(in: panelIDs)
            let entry = layoutEntries.indices.contains(panelIndex) ? layoutEntries[panelIndex] : 0
            let catalog: ValueCatalog
            do {
                catalog = try ValueCatalog.build(
                    scenePath: scenePath, panelIndex: panelIndex, layoutEntry: entry, files: reader)
            } catch {
                throw ValueEditError(description: error.description)
            }
            let settings = try catalog.settings(for: assignment)
            guard let change = try catalog.change(setting: settings, files: reader) else { continue }
            record(change)
        }
    }

    /// The files as edited, every other file as `base` reads it.
    package var reader: ConfigFileReader {
        changes.reduce(base) { $0.overriding($1.file.absolutePath, with: Data($1.after)) }
    }

    /// Whether no file changes (every value already had its setting).
    package var isEmpty: Bool { changes.isEmpty }

    private mutating func record(_ change: FileChange) {
        if let existing = changes.firstIndex(where: { $0.file == change.file }) {
            changes[existing].after = change.after
        } else {
            changes.append(change)
        }
    }

    /// The edit as a reviewer pastes it into a pull request: for each file, its name and the lines
    /// that change, `-` before and `+` after.
    package var patch: String {
        changes.map { change in
            let before = Self.lines(change.before)
            let after = Self.lines(change.after)
            var prefix = 0
            while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix,
                before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
            {
                suffix += 1
            }
            var text = "--- \(change.file.displayPath)\n+++ \(change.file.displayPath)\n"
            text += "@@ -\(prefix + 1) +\(prefix + 1) @@\n"
            for line in before[prefix..<(before.count - suffix)] { text += "-\(line)\n" }
            for line in after[prefix..<(after.count - suffix)] { text += "+\(line)\n" }
            return text
        }.joined()
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
    }
}

/// Where a scenario's scene is written: the file it names with `scene`, or the scenario itself
/// when the scene is inline.
package enum ScenarioScene {
    /// The path of the file holding the scene's `panels` for the scenario at `scenarioPath`.
    package static func path(ofScenarioAt scenarioPath: String, files: ConfigFileReader) -> String {
        let absolute = ConfigPath.absolute(scenarioPath, currentDirectory: files.currentDirectory)
        guard let data = try? files.read(absolute), let root = JSONParser.parse(data).root,
            let scene = root.objectValue?[ConfigKeys.Scenario.scene.name]?.value.stringValue
        else { return scenarioPath }
        return ConfigPath.resolve(scene, relativeTo: scenarioPath)
    }
}
