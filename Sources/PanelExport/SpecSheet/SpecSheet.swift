import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms
import PlatformModels

/// The spec sheet of a scene (`export --format md`, Docs/export.md "Spec sheet"): one Markdown
/// page a designer pastes into a review — a picture of each state, the stops in points per device,
/// the spring in response, bounce and duration, the backdrop, and per platform what will feel
/// different. The pictures are `render`'s; the page names them, and whoever writes the page
/// beside a file draws them (`pictures(of:)`).
package enum SpecSheet {
    /// One picture the page shows: the scene with every panel that has `state` moved there, as
    /// `render --state STATE` draws it, under `fileName` beside the page.
    package struct Picture: Sendable, Equatable {
        package var state: String
        package var fileName: String
    }

    /// Draws one picture: the scene with every panel that has the state there, to a PNG at the
    /// path, as `render --state` does (the exporters cannot draw; the window and the command can).
    package struct PictureDrawer {
        package var draw: (_ scene: ResolvedScene, _ state: String, _ path: String) throws -> Void

        package init(draw: @escaping (_ scene: ResolvedScene, _ state: String, _ path: String) throws -> Void) {
            self.draw = draw
        }
    }

    /// The pictures of `scene`'s page, one per state any panel has (hidden excepted), most expanded
    /// first. The names carry the scene file's name and a digest of the resolved scene, so a page
    /// written later for a changed scene never points at an older page's pictures.
    package static func pictures(of scene: ResolvedScene) -> [Picture] {
        let stem = URL(fileURLWithPath: scene.path).deletingPathExtension().lastPathComponent
        let digest = Self.digest(SceneJSONExporter.export(scene))
        var states: [FloatingPanelState] = []
        for panel in scene.panels {
            for stop in ResolvedStops(panel: panel, scene: scene).stops where !states.contains(stop.state) {
                states.append(stop.state)
            }
        }
        return states.sorted { $0.order > $1.order }.map { state in
            Picture(state: state.rawValue, fileName: "\(stem)-\(state.rawValue)-\(digest).png")
        }
    }

    /// The page's Markdown.
    static func export(_ scene: ResolvedScene, options: ExportOptions, feel: [FeelReport]) -> String {
        var lines = [
            "# \(scene.name): spec sheet", "",
            "Exported by panel-sandbox (export format md) from \(ExportOptions.fileName(scene.path)), scene \"\(scene.name)\".",
        ]
        lines += ExportTarget.of(.md, scene: scene).headerLines
        if let timestamp = options.timestamp {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            lines.append("Written at \(formatter.string(from: timestamp)).")
        }
        lines += [
            "",
            "The pictures and numbers were taken on \(ExportOptions.containerText(scene.container)). The code "
                + "each team gets resolves the stops on the real device, as the table of stops does here for other screens.",
            "",
        ]
        let pictures = pictures(of: scene)
        if !pictures.isEmpty {
            lines += ["## States", ""]
            lines += pictures.map { "![\(scene.name) at \($0.state)](\($0.fileName))" }
            lines.append("")
        }
        for panel in scene.panels {
            lines += panelLines(panel, scene: scene)
        }
        lines += ["## What will feel different", ""]
        lines += [
            "iOS (FloatingPanel, the swift and swiftui exports) is the reference: every number above is FloatingPanel's."
        ]
        for report in feel {
            guard let platform = report.platform else { continue }
            let sentences = FeelDifference(report).sentences
            lines += [
                "",
                "**\(Self.platformTitle(platform))** "
                    + (sentences.isEmpty ? "No model for these panels." : sentences.joined(separator: " ")),
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Android, Material BottomSheetBehavior (the android export):`: the platform and its export.
    private static func platformTitle(_ platform: Platform) -> String {
        switch platform {
        case .material: return "Android, Material BottomSheetBehavior (the android export):"
        case .compose: return "Android, Jetpack Compose (the compose export):"
        case .vaul: return "Web, vaul (the vaul export):"
        }
    }

    /// One panel's section: its stops per device, its spring and its backdrop.
    private static func panelLines(_ panel: ResolvedPanel, scene: ResolvedScene) -> [String] {
        var lines = ["## Panel \"\(panel.id)\"", "", "### Stops", ""]
        lines += SpecSheetStops.lines(panel: panel, scene: scene)
        lines += ["", "### Spring", ""]
        lines += springLines(panel.behavior)
        lines += ["", "### Backdrop", ""]
        lines += backdropLines(panel, scene: scene)
        lines += ["", "### Removal", "", removalLine(panel)]
        lines.append("")
        return lines
    }

    /// The spring in a designer's words: response, bounce and duration, with what the panel does.
    static func springLines(_ behavior: FloatingPanelBehavior) -> [String] {
        let fast = FloatingPanelSpringParameters.fastRelease(of: behavior)
        let slow = FloatingPanelSpringParameters.slowRelease(of: behavior)
        let r = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        let threshold = r(FloatingPanelSpringParameters.fastReleaseSpeedThreshold)
        return [
            "- After a release faster than \(threshold) pt/s: response \(r(fast.response)) s, bounce "
                + "\(r(fast.swiftUIBounce)), as SwiftUI writes it `Spring(duration: \(r(fast.swiftUIDuration)), "
                + "bounce: \(r(fast.swiftUIBounce)))` (damping ratio \(r(fast.dampingRatio))).",
            "- Overshoot \(r(fast.overshootPercent)) % and settle time (2 %) \(r(fast.settlingTime)) s for that "
                + "spring written out; what the panel does, with FloatingPanel's per-frame spring at "
                + "\(r(FloatingPanelSpringParameters.perFrameRate)) Hz: per-frame overshoot "
                + "\(r(fast.perFrameOvershootPercent())) %, per-frame bounce \(r(fast.perFrameBounce())).",
            "- Slower releases and moves: no bounce (critically damped), response \(r(slow.response)) s, "
                + "settle time (2 %) \(r(slow.settlingTime)) s.",
            "- In a config: `\"spring\": {\"duration\": \(r(fast.swiftUIDuration)), \"bounce\": \(r(fast.swiftUIBounce))}`"
                + " (FloatingPanel: springDecelerationRate \(ExportNumber.rounded(Double(behavior.springDecelerationRate), significantDigits: 5)), "
                + "springResponseTime \(r(Double(behavior.springResponseTime)))).",
        ]
    }

    /// The backdrop's alpha in each state, FloatingPanel's default said as such, and the tap.
    private static func backdropLines(_ panel: ResolvedPanel, scene: ResolvedScene) -> [String] {
        ["Black behind the panel at this alpha when it rests in each state: " + backdropSentence(panel, scene: scene)]
    }

    /// `full 0.3 (FloatingPanel's default), half 0 (FloatingPanel's default). A tap on the backdrop
    /// does nothing.`: every state's alpha, the default said even when it is one; the export headers
    /// say it too.
    static func backdropSentence(_ panel: ResolvedPanel, scene: ResolvedScene) -> String {
        let stops = ResolvedStops(panel: panel, scene: scene).stops
        let defaults = FloatingPanelBottomLayout()
        let states = stops.map { stop -> String in
            let alpha = ExportNumber.rounded(Double(stop.backdropAlpha), significantDigits: 3)
            let isDefault = stop.backdropAlpha == defaults.backdropAlpha(for: stop.state)
            return "\(stop.state.rawValue) \(alpha)" + (isDefault ? " (FloatingPanel's default)" : "")
        }
        let dims = stops.contains { $0.backdropAlpha > 0 }
        let tap =
            panel.backdropTapToDismiss
            ? "A tap on the backdrop dismisses the panel." : "A tap on the backdrop does nothing."
        return states.joined(separator: ", ") + ". " + (dims ? tap : "The backdrop never dims.")
    }

    /// Whether a flick removes the panel, and how fast it must be.
    private static func removalLine(_ panel: ResolvedPanel) -> String {
        let threshold = ExportNumber.rounded(
            Double(panel.behavior.removalInteractionVelocityThreshold), significantDigits: 3)
        guard panel.removalInteractionEnabled else {
            return "A flick does not remove the panel (removal is off; its removal velocity threshold, "
                + "\(threshold) s⁻¹, would apply if it were on)."
        }
        return "A release toward hidden faster than the removal velocity threshold, \(threshold) s⁻¹ (the release "
            + "speed over the distance from the least expanded state to hidden), removes the panel."
    }

    /// 8 hex digits of FNV-1a over `text`: stable across runs and machines.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(String(hash, radix: 16).suffix(8)).leftPadded(to: 8)
    }
}

extension String {
    /// The string with zeros before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
