import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// Each object's key table (`ConfigObject.table`) against its schema: a number's range rule is
/// the schema's bounds, a flag is a boolean, a choice is the schema's `enum`, a default is the
/// schema's `default`, and the one-line doc is where the schema's description starts.
final class SchemaKeyTableTests: XCTestCase {
    /// The schema bounds a rule stands for.
    private func bounds(of rule: NumberRule) -> [String: Double] {
        switch rule {
        case .any: return [:]
        case .positive: return ["exclusiveMinimum": 0]
        case .nonNegative: return ["minimum": 0]
        case .unitInterval: return ["minimum": 0, "maximum": 1]
        case .openUnitInterval: return ["exclusiveMinimum": 0, "exclusiveMaximum": 1]
        case .openSignedUnitInterval: return ["exclusiveMinimum": -1, "exclusiveMaximum": 1]
        case .positiveAtMost(let upper): return ["exclusiveMinimum": 0, "maximum": upper]
        case .nonNegativeAtMost(let upper): return ["minimum": 0, "maximum": upper]
        }
    }

    func test_every_key_table_entry_is_what_its_schema_says() throws {
        let schemas = try SchemaFiles()
        var checked = 0
        for object in ConfigObject.allCases {
            for key in object.table {
                let property = schemaLocation(of: object).appending("properties").appending(key.name)
                let written = try XCTUnwrap(schemas.node(at: property)?.objectValue, "\(object).\(key.name)")
                // A property is often a `$ref` with its own description and default beside it.
                var chain = [written]
                var at = property
                while let ref = chain.last?["$ref"]?.value.stringValue {
                    at = schemas.resolve(ref, from: at.file)
                    chain.append(try XCTUnwrap(schemas.node(at: at)?.objectValue, "\(object).\(key.name): \(ref)"))
                }
                let target = chain[chain.count - 1]
                func member(_ name: String) -> JSONValue? { chain.lazy.compactMap { $0[name]?.value }.first }
                let description = member("description")?.stringValue ?? ""
                XCTAssertFalse(key.doc.isEmpty, "\(object).\(key.name)")
                XCTAssertTrue(
                    description.hasPrefix(key.doc),
                    "\(object).\(key.name): '\(key.doc)' does not start '\(description)'")
                switch key.kind {
                case .number(let rule):
                    // A deceleration rate may also be written by name: the number is one alternative,
                    // UIKit's names the other.
                    var numberSchema = target
                    if let alternatives = target["anyOf"]?.value.arrayValue?.compactMap(\.objectValue) {
                        XCTAssertEqual(key.unit, .ratePerMillisecond, "\(object).\(key.name): only rates have names")
                        XCTAssertEqual(
                            alternatives.compactMap { $0["$ref"]?.value.stringValue },
                            ["#/definitions/namedDecelerationRate"], "\(object).\(key.name)")
                        numberSchema = try XCTUnwrap(
                            alternatives.first { $0["type"]?.value.stringValue == "number" }, "\(object).\(key.name)")
                    }
                    XCTAssertEqual(numberSchema["type"]?.value.stringValue, "number", "\(object).\(key.name)")
                    var schemaBounds: [String: Double] = [:]
                    for name in ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"] {
                        if case .number(let bound)? = numberSchema[name]?.value.kind { schemaBounds[name] = bound }
                    }
                    XCTAssertEqual(schemaBounds, bounds(of: rule), "\(object).\(key.name)")
                case .flag:
                    XCTAssertEqual(target["type"]?.value.stringValue, "boolean", "\(object).\(key.name)")
                case .integer:
                    XCTAssertEqual(target["type"]?.value.stringValue, "integer", "\(object).\(key.name)")
                case .choice(let names):
                    XCTAssertEqual(
                        target["enum"]?.value.arrayValue?.compactMap(\.stringValue), names, "\(object).\(key.name)")
                case .string, .structured:
                    break
                }
                switch key.defaultValue {
                case .number(let number)?:
                    guard case .number(let schemaDefault)? = member("default")?.kind else {
                        XCTFail("\(object).\(key.name): the schema's default is not a number")
                        break
                    }
                    // Opacities are Floats in the engine: 0.2 as a Float is 0.2000000029… as a Double.
                    XCTAssertEqual(number, schemaDefault, accuracy: 1e-7, "\(object).\(key.name)")
                case .flag(let flag)?:
                    XCTAssertEqual(member("default").map(jsonText), flag ? "true" : "false", "\(object).\(key.name)")
                case .choice(let name)?:
                    XCTAssertEqual(member("default")?.stringValue, name, "\(object).\(key.name)")
                case nil:
                    break
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 150, "every object's keys")
    }

    /// The values card tunes with the table's step: every number key it lists has one.
    func test_the_keys_the_values_card_tunes_have_a_step() throws {
        let tuned: [(ConfigObject, String)] = [
            (.behavior, "springDecelerationRate"), (.behavior, "springResponseTime"),
            (.behavior, "momentumProjectionRate"), (.behavior, "removalInteractionVelocityThreshold"),
            (.spring, "dampingRatio"), (.spring, "response"), (.appearance, "cornerRadius"),
            (.shadow, "opacity"), (.insetAnchor, "fractionalInset"), (.panel, "scrollContentHeight"),
        ]
        for (object, name) in tuned {
            XCTAssertNotNil(object.key(name)?.step, "\(object).\(name)")
        }
        XCTAssertEqual(ConfigObject.behavior.key("springDecelerationRate")?.step, 0.001)
        XCTAssertEqual(ConfigObject.insetAnchor.key("fractionalInset")?.step, 0.01)
        XCTAssertEqual(ConfigObject.behavior.key("springResponseTime")?.rule, .positive)
    }
}
