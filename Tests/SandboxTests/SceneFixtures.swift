import FloatingPanel
import Foundation
import PanelConfig
import XCTest

@testable import Sandbox

/// Small scenes written as config JSON, so tests read like the files users write.
enum SceneFixtures {
    /// Anchors for a panel at `position` in a 200 × 300 container: full 20 pt from the far side,
    /// half at 50 %, tip 40 pt from the own edge.
    static func anchors(for position: String) -> String {
        let (own, far) = [
            "bottom": ("bottom", "top"), "top": ("top", "bottom"), "left": ("left", "right"),
            "right": ("right", "left"),
        ][position]!
        return """
            "full": { "absoluteInset": 20, "edge": "\(far)", "referenceGuide": "superview" },
            "half": { "fractionalInset": 0.5, "edge": "\(own)", "referenceGuide": "superview" },
            "tip": { "absoluteInset": 40, "edge": "\(own)", "referenceGuide": "superview" }
            """
    }

    /// A scene JSON with one panel; `appearance` and `extra` are spliced in as JSON members.
    static func scene(
        position: String = "bottom", initialState: String = "half", backdropAlpha: String = #"{ "full": 0 }"#,
        appearance: String = ##""backgroundColor": "#FF0000", "shadows": []"##,
        content: String = #"{ "title": "", "rows": 0 }"#,
        extra: String = "", displayScale: String = #""displayScale": 2,"#
    ) throws -> ResolvedScene {
        let json = """
            {
              "container": { "width": 200, "height": 300 },
              \(displayScale)
              "background": "plain",
              "panels": [ {
                "id": "panel",
                "layout": { "position": "\(position)", "initialState": "\(initialState)",
                            "anchors": { \(anchors(for: position)) }, "backdropAlpha": \(backdropAlpha) },
                "appearance": { \(appearance) },
                \(extra)
                "content": \(content)
              } ]
            }
            """
        return try ConfigLoader.loadScene(data: Data(json.utf8), path: "/fixtures/scene.json", files: .inMemory([:]))
    }

    /// The plain background's color (`SceneBackground.plain`).
    static let plain = PixelColor(red: 242, green: 242, blue: 247)
    static let red = PixelColor(red: 255, green: 0, blue: 0)
}

extension SceneSnapshot {
    /// The pixel under the point `point` of the picture.
    func pixel(at point: CGPoint, in image: SDLSurface) -> PixelColor {
        let scale = canvas.pointScale
        return image.pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
    }

    /// The only panel's controller.
    var panel: FloatingPanelController { runtime.panels[0].controller }
}
