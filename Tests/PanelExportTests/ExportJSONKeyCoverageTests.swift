import ConfigTestSupport
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// Every key a scene's objects accept (`ConfigObject.table`) reaches `export --format json` when a
/// scene sets it, or is one the export resolves away (Docs/export.md).
final class ExportJSONKeyCoverageTests: XCTestCase {
    /// Objects of scenarios and compare lanes files, not of scenes: the JSON export writes scenes.
    private static let scenarioObjects: Set<ConfigObject> = [
        .scenario, .step, .drag, .scroll, .move, .showOrHide, .tapBackdrop, .present, .pointer, .wheel,
        .compareLanes, .compareLane,
    ]

    /// Keys the export writes in another form: the `spring` object, in either of its forms, is
    /// written as the springDecelerationRate and springResponseTime it decodes to. `compareLanes` names the
    /// sandbox's lanes for a review, which are no part of the panel (Docs/export.md).
    private static let resolvedAway: [ConfigObject: Set<String>] = [
        .scene: ["compareLanes"],
        .behavior: ["spring"],
        .spring: ["dampingRatio", "response", "duration", "bounce"],
    ]

    /// Sets the keys the kitchen-sink fixture leaves out: an adaptive presentation, content blocks,
    /// delegate recipes, a refresh rate and the other layout conditions.
    private static let coverage = #"""
        {
          "name": "Coverage", "background": "grid", "refreshRate": 90, "exportFormats": ["json"],
          "container": { "width": 852, "height": 393, "safeArea": { "top": 0, "left": 59, "bottom": 21, "right": 59 } },
          "panels": [
            {
              "id": "sheet",
              "adaptivePresentation": {
                "minWidth": 300, "idealWidth": 320, "maxWidth": 400, "side": "leading",
                "detents": ["medium", { "height": 200 }, { "fraction": 0.9 }],
                "dismissBelowSmallestDetent": true
              },
              "modal": true, "keyboard": "avoid", "scrollContentHeight": 800,
              "content": {
                "title": "Sheet", "rows": 4, "rowHeight": 50, "rowTitle": "Row {n}", "rowSubtitle": "",
                "sections": [
                  { "id": "a", "height": 40, "states": ["large"], "background": "#FF0000", "label": "A", "interactive": true },
                  { "id": "b", "rows": 2 }
                ],
                "transition": { "duration": 0.2, "delay": 0.1, "curve": "easeOut" },
                "footer": { "button": "Go", "height": 60, "background": "#0000FF" }
              }
            },
            {
              "id": "recipes",
              "keyboard": { "moveTo": "full" },
              "attachments": [
                { "id": "weather", "size": [44, 44], "alignment": "leading", "inset": 12, "gap": 6,
                  "from": "half", "to": 100, "curve": "easeIn", "alpha": [1, 0], "scale": [1, 0.5],
                  "hiddenBeyond": "full" }
              ],
              "appearance": {
                "cornerConfiguration": { "radius": "concentric", "minimum": 12 },
                "surfaceInset": { "half": 8, "full": 0 }
              },
              "removalInteractionEnabled": true,
              "layout": [
                {
                  "when": { "maxWidth": 2000, "minHeight": 100 },
                  "layout": {
                    "position": "bottom", "initialState": "half",
                    "anchors": {
                      "full": { "absoluteInset": 16, "edge": "top" },
                      "half": { "fractionalInset": 0.5, "edge": "bottom" }
                    }
                  }
                }
              ],
              "behavior": {
                "moveBoundary": { "expanded": 10, "collapsed": 20 },
                "draggableStates": ["half"],
                "scrollableStates": ["full"],
                "surfaceTap": { "in": ["half"], "moveTo": "full" },
                "removeBeyond": 40,
                "animations": {
                  "present": { "duration": 0.3, "curve": "easeOut" },
                  "dismiss": { "duration": 0.25, "dampingRatio": 0.8 },
                  "move": { "duration": 0.2, "curve": "linear" }
                }
              }
            }
          ]
        }
        """#

    func test_every_accepted_key_is_written_or_resolved_away() throws {
        let scenes = ExportFixtures.scenes.merging(["coverage.json": Self.coverage]) { fixture, _ in fixture }
        let files = ConfigFileReader.inMemory(scenes, currentDirectory: testDirectory)
        var written: [ConfigObject: Set<String>] = [:]
        for name in scenes.keys.sorted() {
            let scene: ResolvedScene
            do {
                scene = try ConfigLoader.loadScene(path: name, files: files)
            } catch {
                return XCTFail("\(name) does not load:\n\(error)")
            }
            let text = SceneJSONExporter.export(scene)
            let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
            Self.collect(document, as: .scene, into: &written)
        }
        for object in ConfigObject.allCases where !Self.scenarioObjects.contains(object) {
            let away = Self.resolvedAway[object] ?? []
            for key in object.keys {
                let isWritten = written[object]?.contains(key) == true
                XCTAssertTrue(isWritten || away.contains(key), "\(object).\(key) is neither exported nor resolved away")
                XCTAssertFalse(isWritten && away.contains(key), "\(object).\(key) is exported: not resolved away")
            }
        }
        // The export writes no key its object does not accept.
        for (object, keys) in written {
            XCTAssertEqual(keys.subtracting(object.keys), [], "\(object)")
        }
    }

    /// Records the keys of `value`, read as a `kind` object, and of the objects inside it.
    private static func collect(_ value: Any, as kind: ConfigObject, into written: inout [ConfigObject: Set<String>]) {
        guard let object = value as? [String: Any] else { return }
        for (key, member) in object {
            written[kind, default: []].insert(key)
            if let named = member as? [String: Any],
                kind == .layout && key == "anchors" || kind == .behavior && key == "animations"
            {
                // Members named by state or transition: anchors or animations.
                if kind == .behavior { collect(named, as: .animations, into: &written) }
                for element in named.values {
                    let type = (element as? [String: Any])?["type"] as? String
                    let anchor: ConfigObject =
                        type == "intrinsic" ? .intrinsicAnchor : type == "adaptive" ? .adaptiveAnchor : .insetAnchor
                    collect(element, as: kind == .behavior ? .animation : anchor, into: &written)
                }
                continue
            }
            let elements = member as? [Any] ?? [member]
            for child in children(of: kind, key: key, member: member) {
                for element in elements { collect(element, as: child(element), into: &written) }
            }
        }
    }

    /// What the objects under `key` of a `kind` object are (one rule per element).
    private static func children(of kind: ConfigObject, key: String, member: Any) -> [(Any) -> ConfigObject] {
        func fixed(_ object: ConfigObject) -> [(Any) -> ConfigObject] { [{ _ in object }] }
        switch (kind, key) {
        case (.scene, "container"): return fixed(.container)
        case (.scene, "panels"): return fixed(.panel)
        case (.container, "safeArea"), (.appearance, "contentPadding"), (.appearance, "containerMargins"):
            return fixed(.insets)
        case (.panel, "layout"): return fixed(member is [Any] ? .layoutEntry : .layout)
        case (.panel, "adaptivePresentation"): return fixed(.adaptivePresentation)
        case (.panel, "behavior"): return fixed(.behavior)
        case (.panel, "appearance"): return fixed(.appearance)
        case (.panel, "contentSize"): return fixed(.contentSize)
        case (.panel, "keyboard"): return member is [String: Any] ? fixed(.keyboardMove) : []
        case (.panel, "attachments"): return fixed(.attachment)
        case (.appearance, "cornerConfiguration"): return fixed(.cornerConfiguration)
        case (.panel, "content"): return fixed(.panelContent)
        case (.panelContent, "sections"): return fixed(.contentSection)
        case (.panelContent, "transition"): return fixed(.contentTransition)
        case (.panelContent, "footer"): return fixed(.contentFooter)
        case (.adaptivePresentation, "detents"): return fixed(.detent)
        case (.layoutEntry, "when"): return fixed(.layoutCondition)
        case (.layoutEntry, "layout"): return fixed(.layout)
        case (.layout, "crossAxis"): return fixed(.crossAxis)
        case (.behavior, "redirectionalProgress"): return fixed(.redirectionalProgress)
        case (.behavior, "spring"): return fixed(.spring)
        case (.behavior, "moveBoundary"): return fixed(.moveBoundary)
        case (.behavior, "surfaceTap"): return fixed(.surfaceTap)
        case (.redirectionalProgress, "pairs"): return fixed(.redirectionalPair)
        case (.appearance, "shadows"): return fixed(.shadow)
        default: return []
        }
    }
}
