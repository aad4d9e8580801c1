import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The web, Android and Compose exports write their stops as functions of the container they
/// run in; each function gives the engine's stops in every device preset, not only the scene's.
final class ExportRuntimeStopsTests: XCTestCase {
    static let containers = ["pixel-8", "pixel-8-landscape", "desktop", "iphone-se", "ipad-landscape"]

    /// Evaluates a formula written with numbers in place of the variables.
    static func evaluate(_ text: String) throws -> Double {
        var parser = ArithmeticParser(text: Array(text))
        let value = try parser.expression()
        guard parser.index == parser.text.count else { throw ArithmeticParser.Failure(text: text) }
        return value
    }

    private static func numeric(_ container: SceneContainer, position: FloatingPanelPosition, content: CGFloat?)
        -> StopFormula.Syntax
    {
        let insets = container.safeArea
        let n = { (value: CGFloat) in "(\(ExportNumber.exact(Double(value))))" }
        var syntax = StopFormula.Syntax.kotlin(
            containerLength: n(position.mainDimension(container.size)),
            insetStart: n(position.isVertical ? insets.top : insets.left),
            insetEnd: n(position.isVertical ? insets.bottom : insets.right),
            contentLength: n(content ?? 0))
        syntax.number = { ExportNumber.exact(Double($0)) }
        return syntax
    }

    func test_stop_formulas_give_the_engines_stops_in_every_container() throws {
        var compared = 0
        for (name, scene) in try ExportTypeCheckTests.scenes() {
            for panel in scene.panels {
                let home = ResolvedStops(panel: panel, scene: scene)
                for preset in [scene.container.presetName ?? "custom"] + Self.containers {
                    var moved = scene
                    if let container = DevicePreset.named(preset)?.container { moved.container = container }
                    let there = ResolvedStops(panel: panel, scene: moved)
                    // The same anchors there: a conditional layout or a capped detent may differ.
                    guard there.position == home.position,
                        there.stops.map({ ResolvedStops.describe($0.anchor) })
                            == home.stops.map({ ResolvedStops.describe($0.anchor) })
                    else { continue }
                    let formula = StopFormula(
                        home,
                        syntax: Self.numeric(moved.container, position: home.position, content: home.contentLength))
                    // The engine rounds locations to the display's pixels.
                    let pixel = 0.5 / Double(scene.displayScale ?? 2) + 1e-9
                    for (stop, engine) in zip(home.stops, there.stops) {
                        let what = "\(name) \(panel.id) \(stop.state.rawValue) in \(preset)"
                        XCTAssertEqual(
                            try Self.evaluate(formula.extent(stop)), Double(engine.extent), accuracy: pixel, what)
                        XCTAssertEqual(
                            try Self.evaluate(formula.location(stop)), Double(engine.location), accuracy: pixel, what)
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 150)
    }

    func test_the_formulas_read_the_insets_of_the_pixel_8() throws {
        // FloatingPanelBottomLayout's full, 18 pt below the safe area's top: on a Pixel 8
        // (915 dp, 24 dp status bar) 915 − 24 − 18 = 873 dp show; tip 69 above the 24-dp gesture bar.
        let scene = try ExportJSONTests.fixture("defaults.json")
        let stops = ResolvedStops(panel: scene.panels[0], scene: scene)
        let pixel = try XCTUnwrap(DevicePreset.named("pixel-8")).container
        let formula = StopFormula(
            position: .bottom, syntax: Self.numeric(pixel, position: .bottom, content: nil))
        XCTAssertEqual(try stops.stops.map { try Self.evaluate(formula.extent($0)) }, [873, 457.5, 93])
        XCTAssertEqual(try Self.evaluate("(1) + 2 * (3 - minOf(4, 10)) / 2"), 0)
    }
}

/// `+ - * /`, parentheses and two-argument `minOf`/`Math.min` over decimal numbers.
struct ArithmeticParser {
    struct Failure: Error { var text: String }
    let text: [Character]
    var index = 0

    init(text: [Character]) { self.text = text.filter { $0 != " " } }

    mutating func expression() throws -> Double {
        var value = try term()
        while index < text.count, text[index] == "+" || text[index] == "-" {
            let plus = text[index] == "+"
            index += 1
            let next = try term()
            value = plus ? value + next : value - next
        }
        return value
    }

    mutating func term() throws -> Double {
        var value = try factor()
        while index < text.count, text[index] == "*" || text[index] == "/" {
            let times = text[index] == "*"
            index += 1
            let next = try factor()
            value = times ? value * next : value / next
        }
        return value
    }

    mutating func factor() throws -> Double {
        for name in ["minOf(", "Math.min("] where text[index...].starts(with: name) {
            index += name.count
            let first = try expression()
            try expect(",")
            let second = try expression()
            try expect(")")
            return min(first, second)
        }
        if text[index] == "(" {
            index += 1
            let value = try expression()
            try expect(")")
            return value
        }
        if text[index] == "-" {
            index += 1
            return -(try factor())
        }
        let start = index
        while index < text.count, text[index].isNumber || text[index] == "." { index += 1 }
        guard let value = Double(String(text[start..<index])) else { throw Failure(text: String(text)) }
        if index < text.count, text[index] == "f" { index += 1 }
        return value
    }

    mutating func expect(_ character: Character) throws {
        guard index < text.count, text[index] == character else { throw Failure(text: String(text)) }
        index += 1
    }
}
