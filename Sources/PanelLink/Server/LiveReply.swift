import Foundation

/// What the server answers a page's message with (Docs/live.md "Messages",
/// Docs/schema/live-messages.schema.json): one type per message, its fields its properties.
package protocol LiveReply: Encodable {
    /// The message's `type`.
    var type: String { get }
}

extension LiveReply {
    /// The message as one line of JSON, keys sorted.
    package var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings and numbers only: encoding cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// A recording was saved at `path`, relative to the scene's folder.
package struct LiveSavedReply: LiveReply {
    package var type = "saved"
    package var path: String

    package init(path: String) { self.path = path }
}

/// A recording was not saved, for `reason`.
package struct LiveRefusedReply: LiveReply {
    package var type = "refused"
    package var reason: String

    package init(reason: String) { self.reason = reason }
}
