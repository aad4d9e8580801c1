import Foundation

/// Who may talk to the live server (Docs/live.md "Security"): the URL's token on every request,
/// the server's own address (or `localhost`) in `Host` against DNS rebinding, and the page's own
/// origin on the WebSocket handshake, so that no other web page the phone has open can reach it.
package struct LiveRequestGuard: Sendable {
    /// Why a request is refused; every refusal is a 403 with `LiveRequestGuard.refusalPage`.
    package enum Refusal: Equatable, Sendable {
        case missingToken
        case wrongToken
        case foreignHost(String?)
        case foreignOrigin(String?)

        /// One line for the server's log.
        package var reason: String {
            switch self {
            case .missingToken: "no token in the URL"
            case .wrongToken: "a wrong token in the URL"
            case .foreignHost(let host): "Host '\(host ?? "")' is not this server"
            case .foreignOrigin(let origin): "Origin '\(origin ?? "")' is not this server's page"
            }
        }
    }

    /// The random token every URL carries (32 hexadecimal digits, 128 bits).
    package let token: String
    /// The address the server listens on (`127.0.0.1`, or the machine's private address).
    package let host: String
    package let port: Int
    /// Origins besides the page's own a WebSocket handshake may come from, exactly as a browser
    /// sends them (`serve --allow-origin`): an app's own page with the live client.
    package var extraOrigins: [String] = []

    /// The `Host` values the server answers: its address or `localhost`, with its port.
    package var allowedHosts: [String] { ["\(host):\(port)", "localhost:\(port)"] }

    /// The origins a WebSocket handshake may come from: the page's own and the extra ones.
    package var allowedOrigins: [String] { allowedHosts.map { "http://" + $0 } + extraOrigins.map { $0.lowercased() } }

    /// `text` as an origin `--allow-origin` takes: `http` or `https`, a host, an optional port and
    /// nothing else, which is what a browser sends; nil otherwise.
    package static func origin(_ text: String) -> String? {
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty, parts.path.isEmpty,
            parts.query == nil, parts.fragment == nil, parts.user == nil
        else { return nil }
        return text.lowercased()
    }

    /// Why the request with `query` (the URL part after `?`), `hostHeader` and, for a WebSocket
    /// handshake, `origin` is refused; nil when it may go on.
    package func refusal(query: String?, hostHeader: String?, origin: String?, isWebSocket: Bool) -> Refusal? {
        guard let hostHeader, allowedHosts.contains(hostHeader.lowercased()) else {
            return .foreignHost(hostHeader)
        }
        if isWebSocket {
            guard let origin, allowedOrigins.contains(origin.lowercased()) else { return .foreignOrigin(origin) }
        }
        guard let given = Self.token(inQuery: query) else { return .missingToken }
        return Self.constantTimeEqual(given, token) ? nil : .wrongToken
    }

    /// The value of `token=` in `query`, if any.
    static func token(inQuery query: String?) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") where pair.hasPrefix("token=") {
            return String(pair.dropFirst("token=".count))
        }
        return nil
    }

    /// Compares without stopping at the first difference, so timing tells nothing of the token.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }

    /// A new random 128-bit token, as 32 hexadecimal digits.
    package static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The short page a refused request gets.
    package static let refusalPage = """
        <!doctype html><meta name="viewport" content="width=device-width"><title>panel-sandbox</title>
        <p style="font:17px system-ui;margin:2em">This link needs its token. Scan the QR code in the
        sandbox (or copy the URL <code>serve</code> printed) to open the live preview.</p>

        """
}
