import CSDL2

/// A failed SDL call: which operation failed and SDL's own explanation (`SDL_GetError()`).
struct SDLError: Error, CustomStringConvertible, Sendable {
    /// The SDL function or step that failed, e.g. `SDL_CreateWindow`.
    let operation: String
    /// The text of `SDL_GetError()` right after the failure.
    let message: String

    /// Captures SDL's last error for `operation`.
    init(_ operation: String) {
        self.operation = operation
        self.message = String(cString: SDL_GetError())
    }

    /// An error with a message of our own, for failures SDL does not describe.
    init(_ operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    var description: String {
        message.isEmpty ? "\(operation) failed" : "\(operation) failed: \(message)"
    }

    /// Throws when an SDL call returned a negative status code.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
        if status < 0 { throw SDLError(operation()) }
    }
}
