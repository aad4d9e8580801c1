/// One problem in a config file, at the token that causes it.
///
/// Printed as `FILE:LINE:COL: error: MESSAGE` or `FILE:LINE:COL: warning: MESSAGE` (the form
/// compilers use, so editors and CI link it). Lines and columns are 1-based; columns count Unicode
/// scalars from the start of the line.
package struct ConfigDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Whether the problem stops the config from loading.
    package enum Severity: String, Hashable, Sendable {
        /// The config is rejected.
        case error
        /// The config loads; the message says what will happen that the author may not expect.
        case warning
    }

    /// The file as the user named it (a referenced file: joined to its referrer's directory).
    package var file: String
    /// 1-based line of the offending token.
    package var line: Int
    /// 1-based column of the offending token, in Unicode scalars.
    package var column: Int
    /// What is wrong, what was expected and how to fix it.
    package var message: String
    /// An error (the default) or a warning.
    package var severity: Severity

    /// A problem at `line`:`column` of `file`.
    package init(file: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// Whether this is a warning rather than an error.
    package var isWarning: Bool { severity == .warning }

    /// `FILE:LINE:COL: error: MESSAGE` or `FILE:LINE:COL: warning: MESSAGE`.
    package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// The error thrown by the loader when a config has problems: all of them, in file order.
package struct ConfigError: Error, CustomStringConvertible {
    /// Every problem found (errors and any warnings), grouped by file (in the order the files were
    /// read) and sorted by position.
    package var diagnostics: [ConfigDiagnostic]
    /// Absolute paths of every file the loader tried to read, including ones that were missing:
    /// a file watcher watches these to retry when one of them appears or changes.
    package var referencedFiles: [String]

    /// An error carrying every problem found and every file read.
    package init(diagnostics: [ConfigDiagnostic], referencedFiles: [String] = []) {
        self.diagnostics = diagnostics
        self.referencedFiles = referencedFiles
    }

    /// One `FILE:LINE:COL: error: MESSAGE` (or `warning:`) line per problem.
    package var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
