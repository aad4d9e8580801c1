import Foundation
import XCTest

@testable import PanelConfig

/// Random corruption of valid configs: the loader never crashes, and every failure is a located
/// diagnostic inside the file.
final class RobustnessTests: XCTestCase {
    /// A deterministic generator (SplitMix64), so a failing case can be reproduced from its index.
    private struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private let scenario = """
        {
          "$schema": "schema/scenario.schema.json",
          "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } },
          "displayScale": 3, "fps": 60, "name": "Fuzz ☕️", "background": "grid",
          "panels": [
            { "id": "main",
              "layout": [
                { "when": { "landscape": true }, "layout": { "position": "left", "initialState": "full",
                  "anchors": { "full": { "absoluteInset": 300, "edge": "left" } } } },
                { "layout": { "position": "bottom", "initialState": "half",
                  "anchors": {
                    "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
                    "half": { "fractionalInset": 0.5, "edge": "bottom" },
                    "tip": { "type": "intrinsic", "absoluteOffset": 10 },
                    "lastQuart": { "order": 750, "type": "adaptive", "fractionalOffset": 0.25, "contentBoundingGuide": "safeArea" } },
                  "backdropAlpha": { "full": 0.3, "half": 0.1 }, "contentMode": "fitToBounds",
                  "crossAxis": { "alignment": "center", "width": 320, "inset": 0 } } }
              ],
              "behavior": { "spring": { "dampingRatio": 0.8, "response": 0.35 }, "shouldProjectMomentum": ["full"],
                "redirectionalProgress": { "default": 0.5, "pairs": [ { "from": "half", "to": "full", "value": 0.2 } ] },
                "allowsRubberBanding": ["top", "bottom"], "removalInteractionVelocityThreshold": 5.5 },
              "appearance": { "cornerRadius": 16, "backgroundColor": "#FFFFFF", "borderColor": "#00000000",
                "shadows": [ { "color": "#000000", "opacity": 0.2, "offset": [0, 3], "radius": 10, "spread": 0 } ],
                "grabberHandleSize": [36, 5], "contentPadding": { "top": 4 } },
              "contentSize": { "width": 390, "height": 320 }, "scrollContentHeight": 2400,
              "content": { "title": "Places", "rows": 40, "rowHeight": 56, "rowTitle": "Place {n}", "rowSubtitle": "\\u00e9 {n}" } },
            { "id": "detail", "removalInteractionEnabled": true, "backdropTapToDismiss": true }
          ],
          "steps": [
            { "advance": 0.5 },
            { "drag": { "panel": "main", "translation": -300, "duration": 0.25, "velocity": -1200, "at": "content" } },
            { "scroll": { "panel": "main", "by": 100 } },
            { "move": { "panel": "main", "to": "lastQuart", "animated": true } },
            { "show": { "panel": "detail", "animated": true } },
            { "tapBackdrop": { "panel": "detail" } },
            { "resize": "iphone-15-landscape" }
          ]
        }
        """

    func test_the_fuzz_seed_is_valid() throws {
        XCTAssertEqual(problems(scenario, kind: nil), [])
    }

    func test_random_mutations_never_crash_and_always_give_located_errors() {
        let original = Array(scenario.utf8)
        let interesting: [UInt8] = Array("{}[]\",:0-.e+tfn\\ \n\u{7F}".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        var generator = SplitMix64(state: 2024)
        for index in 0..<2000 {
            var bytes = original
            let mutations = Int.random(in: 1...4, using: &generator)
            for _ in 0..<mutations {
                let position = Int.random(in: 0..<max(bytes.count, 1), using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0 where !bytes.isEmpty:
                    bytes.remove(at: position)
                case 1:
                    bytes.insert(interesting.randomElement(using: &generator)!, at: min(position, bytes.count))
                case 2 where !bytes.isEmpty:
                    bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 3 where !bytes.isEmpty:
                    // Duplicate a slice: makes duplicate keys, deep nesting, repeated members.
                    let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                default:
                    bytes = Array(bytes.prefix(position))  // truncate
                }
            }
            let data = Data(bytes)
            // Lines as the parser counts them: LF, CRLF and a lone CR each end one.
            let lineCount =
                1
                + bytes.indices.filter {
                    bytes[$0] == UInt8(ascii: "\n")
                        || (bytes[$0] == UInt8(ascii: "\r")
                            && ($0 + 1 == bytes.count || bytes[$0 + 1] != UInt8(ascii: "\n")))
                }.count
            let diagnostics = ConfigLoader.check(
                data: data, path: "fuzz.json", kind: nil, files: .inMemory([:], currentDirectory: testDirectory))
            for diagnostic in diagnostics {
                XCTAssertEqual(diagnostic.file, "fuzz.json", "case \(index)")
                XCTAssertTrue((1...lineCount).contains(diagnostic.line), "case \(index): \(diagnostic)")
                XCTAssertGreaterThanOrEqual(diagnostic.column, 1, "case \(index): \(diagnostic)")
                XCTAssertFalse(diagnostic.message.isEmpty, "case \(index)")
            }
            // Loading agrees with checking: it succeeds exactly when there is nothing to report.
            let loaded =
                (try? ConfigLoader.loadScenario(
                    data: data, path: "fuzz.json", files: .inMemory([:], currentDirectory: testDirectory))) != nil
            if loaded { XCTAssertEqual(diagnostics, [], "case \(index)") }
        }
    }

    func test_arbitrary_bytes_never_crash_the_parser() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<500 {
            let count = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = JSONParser.parse(Data(bytes))
            XCTAssertTrue(result.root != nil || !result.errors.isEmpty)
        }
    }
}
