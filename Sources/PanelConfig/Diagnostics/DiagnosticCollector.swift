/// Gathers the problems of one load or check run, across every file it reads.
package final class DiagnosticCollector {
    private var entries: [(fileOrder: Int, sequence: Int, location: SourceLocation, diagnostic: ConfigDiagnostic)] = []
    private var fileOrder: [String: Int] = [:]
    /// Tokens the parser rejected: a value already reported (a number too large) is not reported
    /// again as, say, out of range.
    private var rejectedTokens: Set<TokenKey> = []
    /// Problems already recorded: a file decoded twice (a behavior shared by two panels) reports once.
    private var recorded: Set<Recorded> = []

    private struct TokenKey: Hashable {
        var file: String
        var offset: Int
    }

    private struct Recorded: Hashable {
        var token: TokenKey
        var message: String
    }

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }
    package var count: Int { entries.count }
    /// Whether anything recorded is an error (warnings alone let a config load).
    package var hasErrors: Bool { entries.contains { !$0.diagnostic.isWarning } }
    /// How many errors are recorded: a decoder compares it before and after a part it read.
    package var errorCount: Int { entries.count { !$0.diagnostic.isWarning } }

    /// Records a problem in `file` at `location` that keeps the config from loading.
    package func error(_ file: String, _ location: SourceLocation, _ message: String) {
        record(file, location, message, .error)
    }

    /// Records, in `file` at `location`, something that loads but may not do what its author meant;
    /// `message` says what will happen.
    package func warning(_ file: String, _ location: SourceLocation, _ message: String) {
        record(file, location, message, .warning)
    }

    private func record(
        _ file: String, _ location: SourceLocation, _ message: String, _ severity: ConfigDiagnostic.Severity
    ) {
        let token = TokenKey(file: file, offset: location.offset)
        guard !rejectedTokens.contains(token), recorded.insert(Recorded(token: token, message: message)).inserted else {
            return
        }
        let order: Int
        if let known = fileOrder[file] {
            order = known
        } else {
            order = fileOrder.count
            fileOrder[file] = order
        }
        let diagnostic = ConfigDiagnostic(
            file: file, line: location.line, column: location.column, message: message, severity: severity)
        entries.append((order, entries.count, location, diagnostic))
    }

    /// Records a problem the parser found; later problems at the same token are dropped.
    package func parseError(_ file: String, _ location: SourceLocation, _ message: String) {
        error(file, location, message)
        rejectedTokens.insert(TokenKey(file: file, offset: location.offset))
    }

    /// Makes `file` sort before files first mentioned later, even if its problems come later.
    package func noteFile(_ file: String) {
        if fileOrder[file] == nil { fileOrder[file] = fileOrder.count }
    }

    /// The problems grouped by file (in first-seen order) and sorted by position within a file.
    package var diagnostics: [ConfigDiagnostic] {
        entries.sorted { a, b in
            if a.fileOrder != b.fileOrder { return a.fileOrder < b.fileOrder }
            if a.location.offset != b.location.offset { return a.location.offset < b.location.offset }
            return a.sequence < b.sequence
        }.map(\.diagnostic)
    }
}
