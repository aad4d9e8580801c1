import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

/// Docs/export.md: a scenario built on the JSON export of a scene gives the byte-identical
/// `simulate` trace of one built on the scene itself.
final class ExportRoundTripTests: XCTestCase {
    /// What `Configs/` does not show: a `when` list without fallback that a resize switches, with
    /// a custom state, a hidden anchor and a centred cross axis.
    private static let conditional = #"""
        {
          "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } },
          "panels": [
            {
              "id": "switching",
              "layout": [
                {
                  "when": { "landscape": true },
                  "layout": {
                    "position": "right", "initialState": "peek", "contentMode": "fitToBounds",
                    "anchors": {
                      "full": { "absoluteInset": 320, "edge": "right" },
                      "peek": { "order": 200, "absoluteInset": 44, "edge": "right" }
                    },
                    "crossAxis": { "alignment": "center", "width": 300, "inset": 10 }
                  }
                },
                {
                  "when": { "maxWidth": 500 },
                  "layout": {
                    "position": "bottom", "initialState": "peek",
                    "anchors": {
                      "half": { "fractionalInset": 0.5, "edge": "bottom" },
                      "peek": { "order": 300, "absoluteInset": 60, "edge": "bottom" },
                      "hidden": { "absoluteInset": -20, "edge": "bottom", "referenceGuide": "superview" }
                    },
                    "backdropAlpha": { "half": 0.1, "peek": 0.05 }
                  }
                }
              ],
              "behavior": { "spring": { "dampingRatio": 0.7, "response": 0.3 }, "allowsRubberBanding": ["bottom", "right"] },
              "removalInteractionEnabled": true,
              "backdropTapToDismiss": true,
              "scrollContentHeight": 1200
            }
          ]
        }
        """#

    func test_exported_scenes_simulate_to_the_same_bytes() throws {
        var scenes: [(String, ResolvedScene)] = [
            (
                "conditional.json",
                try ConfigLoader.loadScene(
                    path: "conditional.json", files: .inMemory(["conditional.json": Self.conditional]))
            )
        ]
        let configs = Repository.root.appendingPathComponent("Configs")
        let files = FileManager.default.enumerator(atPath: configs.path)?.compactMap { $0 as? String } ?? []
        for relative in files.sorted() where relative.hasSuffix(".json") && !ShippedConfigs.isGenerated(relative) {
            let path = configs.appendingPathComponent(relative).path
            guard let data = FileManager.default.contents(atPath: path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["panels"] != nil
            else { continue }
            scenes.append((relative, try ConfigLoader.loadScene(path: path)))
        }
        XCTAssertGreaterThan(scenes.count, 1, "no scene found under \(configs.path)")

        for (name, scene) in scenes {
            let exported = SceneJSONExporter.export(scene)
            let reloaded = try ConfigLoader.loadScene(
                path: "/exported/scene.json", files: .inMemory(["/exported/scene.json": exported]))
            let original = trace(Scenario(scene: scene, fps: 60, steps: Self.steps(for: scene)))
            let roundTripped = trace(Scenario(scene: reloaded, fps: 60, steps: Self.steps(for: scene)))
            XCTAssertGreaterThan(original.count, 1000, name)
            if original != roundTripped {
                let first = zip(original.split(separator: "\n"), roundTripped.split(separator: "\n"))
                    .first { $0 != $1 }
                XCTFail("\(name): traces differ, first at\n  \(first?.0 ?? "")\n  \(first?.1 ?? "")")
            }
        }
    }

    private func trace(_ scenario: Scenario) -> String {
        var text = ""
        Simulator(scenario: scenario) { text += $0 }.run()
        return text
    }

    /// Flings both ways fast and slow, moves to every state, scrolls, rotates (switching
    /// conditional layouts), taps the backdrop and shows and hides every panel.
    static func steps(for scene: ResolvedScene) -> [ScenarioStep] {
        var steps: [ScenarioStep] = [.advance(seconds: 0.2)]
        for panel in scene.panels {
            let layout = panel.layout(forContainer: scene.containerSize)
            let toward: CGFloat = layout.position == .bottom || layout.position == .right ? -1 : 1
            steps += [
                .drag(panel: panel.id, translation: 200 * toward, duration: 0.2, velocity: 1500 * toward, at: .grabber),
                .advance(seconds: 0.8),
                .drag(panel: panel.id, translation: -120 * toward, duration: 0.4, velocity: nil, at: .content),
                .advance(seconds: 0.8),
                .scroll(panel: panel.id, by: 80),
                .drag(
                    panel: panel.id, translation: -400 * toward, duration: 0.1, velocity: -2500 * toward, at: .grabber),
                .advance(seconds: 1),
            ]
            for state in layout.anchors.keys.sorted(by: { $0.order < $1.order }) {
                steps += [.move(panel: panel.id, to: state, animated: true), .advance(seconds: 0.6)]
            }
            steps += [
                .tapBackdrop(panel: panel.id), .advance(seconds: 0.5),
                .show(panel: panel.id, animated: true), .advance(seconds: 0.5),
                .hide(panel: panel.id, animated: true), .advance(seconds: 0.5),
                .show(panel: panel.id, animated: false), .advance(seconds: 0.1),
            ]
        }
        let size = scene.containerSize
        let insets = scene.safeAreaInsets
        steps += [
            .resize(
                SceneContainer(
                    size: CGSize(width: size.height, height: size.width),
                    safeArea: EdgeInsets(top: 0, left: insets.top, bottom: 21, right: insets.top))),
            .advance(seconds: 0.5),
        ]
        for panel in scene.panels {
            steps += [
                .drag(panel: panel.id, translation: 150, duration: 0.2, velocity: 1200, at: .grabber),
                .advance(seconds: 0.8),
            ]
        }
        return steps
    }
}
