import Foundation
import PanelConfig

/// What a live page sends (Docs/live.md "Messages", Docs/schema/live-messages.schema.json), read
/// strictly with the bounded `JSONParser` (nesting capped, so a page's message never recurses
/// without a bound on a server thread): anything else closes its connection with the reason
/// `Problem` gives. Each message is one type that spells its field names once (`Field`).
package enum LivePageMessage: Equatable {
    case hello(LiveHello)
    case applied(LiveApplied)
    case recording(LiveRecording)

    /// Why a message was refused; the text is the close reason.
    package struct Problem: Error, Equatable {
        package let reason: String
    }

    /// The field every message has: which message it is.
    static let typeField = "type"

    /// Reads `text`.
    package static func parse(_ text: String) throws(Problem) -> LivePageMessage {
        let parsed = JSONParser.parse(text)
        if let error = parsed.errors.first {
            throw Problem(reason: "not a message: \(error.location): \(error.message)")
        }
        guard let object = parsed.root?.objectValue else {
            throw Problem(reason: "not a message: expected a JSON object")
        }
        let fields = LiveMessageFields(object)
        guard let type = object[typeField]?.value.stringValue else {
            throw Problem(reason: "a message needs \"\(typeField)\"")
        }
        switch type {
        case LiveHello.type: return .hello(try LiveHello(fields))
        case LiveApplied.type: return .applied(try LiveApplied(fields))
        case LiveRecording.type: return .recording(try LiveRecording(fields))
        default:
            throw Problem(
                reason:
                    "unknown message type '\(type)': expected \(LiveHello.type), \(LiveApplied.type) or \(LiveRecording.type)"
            )
        }
    }
}

/// `hello`: the page connected (again): the version it runs, its frame rate and its container;
/// an app's Compose client asks for the springs the `compose` export fits (`fittedSprings`).
package struct LiveHello: Equatable, Sendable {
    static let type = "hello"
    enum Field: String { case version, refreshRate, viewport, fittedSprings }

    package var version: Int
    package var refreshRate: Double
    package var viewport: LiveViewport?
    package var fittedSprings: Bool

    package init(version: Int, refreshRate: Double, viewport: LiveViewport?, fittedSprings: Bool) {
        self.version = version
        self.refreshRate = refreshRate
        self.viewport = viewport
        self.fittedSprings = fittedSprings
    }

    init(_ fields: LiveMessageFields) throws(LivePageMessage.Problem) {
        version = try fields.count(Field.version)
        refreshRate = try fields.number(Field.refreshRate)
        viewport = try fields.object(Field.viewport).map(LiveViewport.init)
        fittedSprings = try fields.flag(Field.fittedSprings) ?? false
    }
}

/// `applied`: the page applied `version`; its measured frame rate.
package struct LiveApplied: Equatable, Sendable {
    static let type = "applied"
    enum Field: String { case version, refreshRate }

    package var version: Int
    package var refreshRate: Double

    package init(version: Int, refreshRate: Double) {
        self.version = version
        self.refreshRate = refreshRate
    }

    init(_ fields: LiveMessageFields) throws(LivePageMessage.Problem) {
        version = try fields.count(Field.version)
        refreshRate = try fields.number(Field.refreshRate)
    }
}

extension LiveViewport {
    enum Field: String { case width, height, safeArea }
    enum Inset: String, CaseIterable { case top, left, bottom, right }

    /// A page's `viewport`: 1…10000 px a side; insets clamped to 0…1000, absent ones 0.
    init(_ fields: LiveMessageFields) throws(LivePageMessage.Problem) {
        let width = try fields.number(Field.width)
        let height = try fields.number(Field.height)
        guard width > 0, height > 0, width <= 10_000, height <= 10_000 else {
            throw LivePageMessage.Problem(reason: "the viewport must be 1…10000 px a side")
        }
        let insets = try fields.object(Field.safeArea)
        var values: [Inset: Double] = [:]
        for inset in Inset.allCases {
            values[inset] = min(max(try insets?.optionalNumber(inset) ?? 0, 0), 1000)
        }
        self.init(
            width: width, height: height, top: values[.top]!, left: values[.left]!, bottom: values[.bottom]!,
            right: values[.right]!)
    }
}

/// An object of a page's message, read by field: each getter names the field in its reason.
struct LiveMessageFields {
    private let object: JSONObject

    init(_ object: JSONObject) { self.object = object }

    private func value<Field: RawRepresentable<String>>(_ field: Field) -> JSONValue.Kind? {
        guard let kind = object[field.rawValue]?.value.kind else { return nil }
        if case .null = kind { return nil }
        return kind
    }

    private func problem<Field: RawRepresentable<String>>(_ field: Field, _ what: String) -> LivePageMessage.Problem {
        LivePageMessage.Problem(reason: "\"\(field.rawValue)\" must be \(what)")
    }

    func optionalNumber<Field: RawRepresentable<String>>(_ field: Field) throws(LivePageMessage.Problem) -> Double? {
        switch value(field) {
        case nil: return nil
        case .number(let number) where number.isFinite: return number
        default: throw problem(field, "a number")
        }
    }

    func number<Field: RawRepresentable<String>>(_ field: Field) throws(LivePageMessage.Problem) -> Double {
        guard let number = try optionalNumber(field) else { throw problem(field, "a number") }
        return number
    }

    /// A whole number 0…10¹⁵.
    func count<Field: RawRepresentable<String>>(_ field: Field) throws(LivePageMessage.Problem) -> Int {
        let number = try number(field)
        guard number >= 0, number < 1e15, number == number.rounded() else {
            throw problem(field, "a whole number")
        }
        return Int(number)
    }

    func flag<Field: RawRepresentable<String>>(_ field: Field) throws(LivePageMessage.Problem) -> Bool? {
        switch value(field) {
        case nil: return nil
        case .bool(let flag): return flag
        default: throw problem(field, "true or false")
        }
    }

    func string<Field: RawRepresentable<String>>(_ field: Field) throws(LivePageMessage.Problem) -> String? {
        switch value(field) {
        case nil: return nil
        case .string(let text): return text
        default: throw problem(field, "a string")
        }
    }

    func object<Field: RawRepresentable<String>>(_ field: Field) throws(LivePageMessage.Problem) -> LiveMessageFields? {
        switch value(field) {
        case nil: return nil
        case .object(let object): return LiveMessageFields(object)
        default: throw problem(field, "an object")
        }
    }

    func array<Field: RawRepresentable<String>>(_ field: Field) throws(LivePageMessage.Problem) -> [JSONValue]? {
        switch value(field) {
        case nil: return nil
        case .array(let elements): return elements
        default: throw problem(field, "an array")
        }
    }

    /// Every member, for a map such as `states`.
    var members: [JSONMember] { object.members }
}
