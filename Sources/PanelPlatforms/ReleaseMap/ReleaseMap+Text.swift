import Foundation

extension ReleaseMap {
    /// One letter per state, for the text map: the first letter of its name not taken yet,
    /// upper-cased (then a digit), in the order of `landingStates` and the stops.
    package var letters: [(state: String, letter: Character)] {
        var letters: [(state: String, letter: Character)] = []
        var taken: Set<Character> = []
        let states = landingStates + stops.map(\.state).filter { !landingStates.contains($0) }
        for state in states {
            let candidates = Array(state.uppercased().filter { $0.isLetter }) + Array("0123456789")
            let letter = candidates.first { !taken.contains($0) } ?? "?"
            taken.insert(letter)
            letters.append((state, letter))
        }
        return letters
    }

    /// The map as `map` prints it without `--json`: per from-state a block of one row per
    /// velocity (most negative first) and one letter per location (most expanded first), under it
    /// a row with each stop's letter at its column and a row with each ρ line (`<` for a release
    /// toward smaller coordinates, `>` toward larger; `|` where both fall in one column).
    package var text: String {
        let letters = self.letters
        let letter = Dictionary(letters.map { ($0.state, $0.letter) }, uniquingKeysWith: { first, _ in first })
        let legend = letters.map { "\($0.letter) \($0.state)" }.joined(separator: "  ")
        let labelWidth = velocities.map { Self.label($0).count }.max() ?? 0
        let pad = String(repeating: " ", count: labelWidth + 1)
        var text = ""
        for block in blocks {
            text += "\(panel) · \(engineName) · from \(block.from) (\(axis) \(Self.label(block.fromLocation)))\n"
            text += "\(pad)\(axis) \(Self.label(locations.first ?? 0)) → \(Self.label(locations.last ?? 0)) pt;"
            text += " rows: velocity pt/s\n"
            for (velocity, row) in zip(velocities, block.targets) {
                let label = Self.label(velocity)
                text += String(repeating: " ", count: labelWidth - label.count) + label + " "
                text += String(row.map { letter[$0] ?? "?" }) + "\n"
            }
            var stopRow = Array(repeating: Character(" "), count: locations.count)
            for stop in stops { stopRow[column(of: stop.location)] = letter[stop.state] ?? "?" }
            text += pad + String(stopRow).trimmingTrailingSpaces() + "  stops\n"
            var thresholdRow = Array(repeating: Character(" "), count: locations.count)
            for threshold in thresholds {
                let from = stops.first { $0.state == threshold.from }?.location ?? 0
                let to = stops.first { $0.state == threshold.to }?.location ?? 0
                let mark: Character = to < from ? "<" : ">"
                let index = column(of: threshold.location)
                thresholdRow[index] = thresholdRow[index] == " " || thresholdRow[index] == mark ? mark : "|"
            }
            text += pad + String(thresholdRow).trimmingTrailingSpaces() + "  ρ\n"
            text += pad + legend + "\n\n"
        }
        return text
    }

    /// The column of the location nearest `location`.
    package func column(of location: CGFloat) -> Int {
        locations.indices.min { abs(locations[$0] - location) < abs(locations[$1] - location) } ?? 0
    }

    /// A number of points or pt/s for the text map: whole when it is, else one decimal.
    private static func label(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
    }
}
