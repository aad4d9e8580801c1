import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelScene

/// One scene version as the live page takes it (Docs/live.md "Messages",
/// Docs/schema/live-messages.schema.json): a JSON object with `version`, the scene's errors, its
/// frame rate, its container and each panel (`LiveScenePanel`), every anchor resolved by the
/// engine in the page's own container (`fromPage`; the scene's own until the page said). A typed
/// value: each field is a property, spelled once, and the encoder writes the JSON.
package struct LiveSceneMessage: Encodable {
    /// The container a page reports: its viewport and safe-area insets, in CSS px (= pt).
    package struct Container: Equatable, Sendable {
        package var width: Double
        package var height: Double
        package var safeArea: EdgeInsets

        package init(width: Double, height: Double, safeArea: EdgeInsets = .zero) {
            self.width = width
            self.height = height
            self.safeArea = safeArea
        }
    }

    struct Insets: Encodable {
        var top: WireNumber
        var left: WireNumber
        var bottom: WireNumber
        var right: WireNumber
    }

    struct WireContainer: Encodable {
        var width: WireNumber
        var height: WireNumber
        var safeArea: Insets
        var fromPage: Bool
    }

    var type = "scene"
    var version: Int
    var name: String
    var errors: [String]
    var refreshRate: WireNumber
    var container: WireContainer
    var panels: [LiveScenePanel]

    /// The message of `scene` as version `version`, resolved in `container` (the scene's own when
    /// nil); `errors` are the `FILE:LINE:COL: error:` lines of a save that did not load, shown
    /// over the last good scene.
    package init(
        _ scene: ResolvedScene, version: Int, errors: [String] = [], container: Container? = nil,
        composeFits: [String: FittedSprings]? = nil
    ) {
        var scene = scene
        if let container {
            scene.container.size = CGSize(width: container.width, height: container.height)
            scene.container.safeArea = container.safeArea
        }
        panels = zip(scene.panels, MotionPanelData.panels(of: scene)).map { panel, motion in
            LiveScenePanel(panel, motion, scene: scene, composeFit: composeFits?[panel.id])
        }
        let size = scene.containerSize
        let insets = scene.safeAreaInsets
        self.version = version
        name = scene.name
        self.errors = errors
        refreshRate = WireNumber(scene.refreshRate)
        self.container = WireContainer(
            width: WireNumber(Double(size.width)), height: WireNumber(Double(size.height)),
            safeArea: Insets(
                top: WireNumber(Double(insets.top)), left: WireNumber(Double(insets.left)),
                bottom: WireNumber(Double(insets.bottom)), right: WireNumber(Double(insets.right))),
            fromPage: container != nil)
    }

    /// The message as one line of JSON, keys sorted.
    package var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Non-finite numbers are written as null (`WireNumber`), so encoding cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The message's text; see `init`.
    package static func text(
        _ scene: ResolvedScene, version: Int, errors: [String] = [], container: Container? = nil,
        composeFits: [String: FittedSprings]? = nil
    ) -> String {
        LiveSceneMessage(scene, version: version, errors: errors, container: container, composeFits: composeFits).text
    }
}

/// A JSON number; JSON has no infinity, so a non-finite value is `null`.
struct WireNumber: Encodable {
    var value: Double

    init(_ value: Double) { self.value = value }
    init(_ value: CGFloat) { self.value = Double(value) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
    }
}

/// A value, or `null` written out (an absent optional would leave the field out).
enum OrNull<Wrapped: Encodable>: Encodable {
    case null
    case value(Wrapped)

    init(_ optional: Wrapped?) { self = optional.map { .value($0) } ?? .null }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let wrapped): try container.encode(wrapped)
        }
    }
}
