/// "Did you mean …?" and readable lists for messages.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    ///
    /// Case-insensitive equality wins outright; then the smallest optimal-string-alignment
    /// distance (a transposition counts once) up to a third of the word's length, at least 1 and at
    /// most 3, as in swift-argument-parser's suggestions; then a key cut short or run on
    /// ("springResponse" for "springResponseTime").
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
        let limit = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        guard lowered.count >= 4 else { return nil }
        return candidates.filter {
            let candidate = $0.lowercased()
            return candidate.hasPrefix(lowered) || lowered.hasPrefix(candidate)
        }.min { abs($0.count - word.count) < abs($1.count - word.count) }
    }

    /// "; did you mean 'x'?" or "" when nothing is close.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance over characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// `a, b, c` — names in quotes-free form for "one of …" lists.
    package static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}
