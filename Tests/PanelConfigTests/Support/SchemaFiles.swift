import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// The repository's root, found from this file's path (Tests/PanelConfigTests/Support/…).
let repositoryRoot = Repository.root

/// A place in one of the JSON Schemas of `Configs/schema`: a file name and a JSON pointer.
struct SchemaLocation: Hashable, CustomStringConvertible {
    var file: String
    /// "" for the file's root, else "/definitions/panel" and the like.
    var pointer: String

    init(_ file: String, _ pointer: String = "") {
        self.file = file
        self.pointer = pointer
    }

    func appending(_ component: String) -> SchemaLocation {
        SchemaLocation(file, pointer + "/" + component)
    }

    var description: String { "\(file)#\(pointer)" }
}

/// The JSON Schemas of `Configs/schema`, parsed with the config parser (which keeps key order).
struct SchemaFiles {
    static let names = [
        "scene.schema.json", "layout.schema.json", "behavior.schema.json", "appearance.schema.json",
        "scenario.schema.json", "lanes.schema.json",
    ]

    let roots: [String: JSONValue]

    init() throws {
        var roots: [String: JSONValue] = [:]
        for name in SchemaFiles.names {
            let url = repositoryRoot.appendingPathComponent("Configs/schema/\(name)")
            let parsed = JSONParser.parse(try Data(contentsOf: url))
            XCTAssertEqual(parsed.errors.map(\.message), [], name)
            roots[name] = try XCTUnwrap(parsed.root, name)
        }
        self.roots = roots
    }

    /// The schema node at `location`, or nil when the pointer leads nowhere.
    func node(at location: SchemaLocation) -> JSONValue? {
        var node = roots[location.file]
        for component in location.pointer.split(separator: "/", omittingEmptySubsequences: true) {
            if let object = node?.objectValue {
                node = object[String(component)]?.value
            } else if let elements = node?.arrayValue, let index = Int(component), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }

    /// Where `ref` (`"#/definitions/x"`, `"layout.schema.json"`, `"scene.schema.json#/properties/y"`)
    /// written in `file` points.
    func resolve(_ ref: String, from file: String) -> SchemaLocation {
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        return SchemaLocation(parts[0].isEmpty ? file : parts[0], parts.count > 1 ? parts[1] : "")
    }

    /// The node a property schema stands for: itself, or, when it is only a `$ref`, what it refers to.
    func target(of location: SchemaLocation) -> (SchemaLocation, JSONValue)? {
        guard let node = node(at: location), let object = node.objectValue else { return nil }
        if object.keys == ["$ref"], let ref = object["$ref"]?.value.stringValue {
            return target(of: resolve(ref, from: location.file))
        }
        return (location, node)
    }

    /// Calls `visit` for every schema node of every file, parents first. `if` is not entered: its
    /// `properties` select a case, they do not declare keys.
    func walk(_ visit: (SchemaLocation, JSONObject) -> Void) {
        for name in SchemaFiles.names {
            walk(roots[name]!, at: SchemaLocation(name), visit)
        }
    }

    private func walk(_ value: JSONValue, at location: SchemaLocation, _ visit: (SchemaLocation, JSONObject) -> Void) {
        guard let object = value.objectValue else { return }
        visit(location, object)
        for member in object.members {
            let here = location.appending(member.key)
            switch member.key {
            case "properties", "definitions":
                for child in member.value.objectValue?.members ?? [] {
                    walk(child.value, at: here.appending(child.key), visit)
                }
            case "additionalProperties", "items", "not", "then", "else":
                walk(member.value, at: here, visit)
            case "anyOf", "oneOf", "allOf":
                for (index, element) in (member.value.arrayValue ?? []).enumerated() {
                    walk(element, at: here.appending(String(index)), visit)
                }
            default:
                break
            }
        }
    }

    /// The names under `properties` at `location`.
    func propertyNames(at location: SchemaLocation) -> [String] {
        node(at: location)?.objectValue?["properties"]?.value.objectValue?.keys ?? []
    }

    /// The `enum` at `location` (or at what a `$ref` there points to), as strings.
    func enumeration(at location: SchemaLocation) -> [String]? {
        guard let (_, node) = target(of: location) else { return nil }
        return node.objectValue?["enum"]?.value.arrayValue?.compactMap(\.stringValue)
    }

    /// An object made of the `default` of each property at `location` but `excluded`, as JSON text.
    func defaultsObject(at location: SchemaLocation, excluding excluded: Set<String> = []) -> String {
        let members = propertyNames(at: location).filter { !excluded.contains($0) }.compactMap { name -> String? in
            guard let (_, node) = target(of: location.appending("properties").appending(name)),
                let value = node.objectValue?["default"]?.value
            else { return nil }
            return "\(jsonText(.init(.string(name), at: .start))): \(jsonText(value))"
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

/// `value` written back as JSON (enough for schema defaults: no control characters in strings).
func jsonText(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return formatNumber(number)
    case .string(let text):
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    case .array(let elements): return "[" + elements.map(jsonText).joined(separator: ", ") + "]"
    case .object(let object):
        let members = object.members.map { jsonText(.init(.string($0.key), at: .start)) + ": " + jsonText($0.value) }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

/// Where each kind of config object is described. The switch is exhaustive, so a new kind does
/// not compile until it has a place in a schema.
func schemaLocation(of object: ConfigObject) -> SchemaLocation {
    switch object {
    case .scene: return SchemaLocation("scene.schema.json")
    case .scenario: return SchemaLocation("scenario.schema.json")
    case .container: return SchemaLocation("scene.schema.json", "/definitions/customContainer")
    case .insets: return SchemaLocation("appearance.schema.json", "/definitions/insets")
    case .panel: return SchemaLocation("scene.schema.json", "/definitions/panel")
    case .keyboardMove: return SchemaLocation("scene.schema.json", "/definitions/keyboardMove")
    case .attachment: return SchemaLocation("scene.schema.json", "/definitions/attachment")
    case .contentSize: return SchemaLocation("scene.schema.json", "/definitions/contentSize")
    case .panelContent: return SchemaLocation("scene.schema.json", "/definitions/content")
    case .contentSection: return SchemaLocation("scene.schema.json", "/definitions/contentSection")
    case .contentTransition: return SchemaLocation("scene.schema.json", "/definitions/contentTransition")
    case .contentFooter: return SchemaLocation("scene.schema.json", "/definitions/contentFooter")
    case .adaptivePresentation: return SchemaLocation("scene.schema.json", "/definitions/adaptivePresentation")
    case .detent: return SchemaLocation("scene.schema.json", "/definitions/measuredDetent")
    case .step: return SchemaLocation("scenario.schema.json", "/definitions/step")
    case .drag: return SchemaLocation("scenario.schema.json", "/definitions/drag")
    case .scroll: return SchemaLocation("scenario.schema.json", "/definitions/scroll")
    case .move: return SchemaLocation("scenario.schema.json", "/definitions/move")
    case .showOrHide: return SchemaLocation("scenario.schema.json", "/definitions/showOrHide")
    case .tapBackdrop: return SchemaLocation("scenario.schema.json", "/definitions/tapBackdrop")
    case .present: return SchemaLocation("scenario.schema.json", "/definitions/present")
    case .pointer: return SchemaLocation("scenario.schema.json", "/definitions/pointer")
    case .wheel: return SchemaLocation("scenario.schema.json", "/definitions/wheel")
    case .layout: return SchemaLocation("layout.schema.json")
    case .layoutEntry: return SchemaLocation("layout.schema.json", "/definitions/layoutEntry")
    case .layoutCondition: return SchemaLocation("layout.schema.json", "/definitions/layoutCondition")
    case .insetAnchor: return SchemaLocation("layout.schema.json", "/definitions/insetAnchor")
    case .intrinsicAnchor: return SchemaLocation("layout.schema.json", "/definitions/intrinsicAnchor")
    case .adaptiveAnchor: return SchemaLocation("layout.schema.json", "/definitions/adaptiveAnchor")
    case .crossAxis: return SchemaLocation("layout.schema.json", "/definitions/crossAxis")
    case .behavior: return SchemaLocation("behavior.schema.json")
    case .spring: return SchemaLocation("behavior.schema.json", "/properties/spring")
    case .redirectionalProgress: return SchemaLocation("behavior.schema.json", "/definitions/redirectionalProgress")
    case .redirectionalPair: return SchemaLocation("behavior.schema.json", "/definitions/redirectionalPair")
    case .moveBoundary: return SchemaLocation("behavior.schema.json", "/properties/moveBoundary")
    case .surfaceTap: return SchemaLocation("behavior.schema.json", "/properties/surfaceTap")
    case .animations: return SchemaLocation("behavior.schema.json", "/properties/animations")
    case .animation: return SchemaLocation("behavior.schema.json", "/definitions/animator")
    case .appearance: return SchemaLocation("appearance.schema.json")
    case .shadow: return SchemaLocation("appearance.schema.json", "/definitions/shadow")
    case .cornerConfiguration: return SchemaLocation("appearance.schema.json", "/definitions/cornerConfiguration")
    case .compareLanes: return SchemaLocation("lanes.schema.json")
    case .compareLane: return SchemaLocation("lanes.schema.json", "/definitions/lane")
    }
}
