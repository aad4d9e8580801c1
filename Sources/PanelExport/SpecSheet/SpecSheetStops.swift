import FloatingPanel
import Foundation
import PanelConfig

/// The spec sheet's stops table (Docs/export.md "Spec sheet"): each panel's resting states
/// resolved by the engine on the scene's own container and on the devices teams build for, as
/// the code each of them gets resolves them on the real device.
enum SpecSheetStops {
    /// The devices beside the scene's own container: small and large iPhones, an iPad, an Android
    /// phone and a desktop browser window.
    static let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad", "pixel-8", "desktop"]

    /// The containers of the table, the scene's own first (once, when it is one of the devices).
    static func containers(of scene: ResolvedScene) -> [SceneContainer] {
        let others = devices.compactMap(DevicePreset.named).map(\.container)
        return [scene.container] + others.filter { $0 != scene.container }
    }

    /// `iphone-15 393×852` or `scene 390×844`: a column's title.
    static func title(_ container: SceneContainer) -> String {
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        return "\(container.presetName ?? "this scene") \(n(container.size.width))×\(n(container.size.height))"
    }

    /// The table's Markdown lines for `panel`: one row per state of the scene's container, one
    /// column per container; a cell is the points that show and where the panel's edge is.
    static func lines(panel: ResolvedPanel, scene: ResolvedScene) -> [String] {
        let containers = containers(of: scene)
        let resolved = containers.map { ResolvedStops(panel: panel, scene: scene.placed(in: $0)) }
        let edge = Self.edgeName(resolved[0].position)
        var lines = [
            "Each cell: how many points of the panel show at rest, then where its \(edge) is, in points "
                + "from the container's \(Self.origin(resolved[0].position)) edge.",
            "",
            "| state | " + containers.map(title).joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: containers.count),
        ]
        let states = resolved[0].stops.map(\.state)
        for state in states {
            let cells = resolved.map { stops -> String in
                guard let stop = stops.stops.first(where: { $0.state == state }) else { return "no such state" }
                let n = { (value: CGFloat) in ExportNumber.rounded(Double(value), significantDigits: 5) }
                return "\(n(stop.extent)) pt (at \(n(stop.location)))"
            }
            let initial = state == resolved[0].entry.layout.initialState ? " (initial)" : ""
            lines.append("| \(state.rawValue)\(initial) | " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// The container edge a location is measured from: top for top and bottom panels, left for side ones.
    private static func origin(_ position: FloatingPanelPosition) -> String {
        position == .top || position == .bottom ? "top" : "left"
    }

    /// The panel's leading edge, the one whose location the engine tracks (Docs/engine.md §2).
    private static func edgeName(_ position: FloatingPanelPosition) -> String {
        switch position {
        case .bottom: return "top edge"
        case .top: return "bottom edge"
        case .left: return "right edge"
        case .right: return "left edge"
        }
    }
}
