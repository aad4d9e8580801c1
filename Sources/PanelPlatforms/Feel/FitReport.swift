import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// `panel-sandbox fit`: each panel's spring fitted for one target, written as that target's
/// parameters, with the residual per release of the feel report (Docs/export.md "Fitted springs").
package struct FitReport {
    package struct Panel {
        package var id: String
        /// The spring for releases faster than FloatingPanel's 300 pt/s and the one for slower
        /// releases, as FloatingPanel has two dampings (Docs/engine.md §5.2); nil when no such
        /// release of the feel report settles on a stop.
        package var fast: SpringFit?
        package var slow: SpringFit?

        /// The fits as an export takes them.
        package func fittedSprings(fps: Double) -> FittedSprings {
            let convert = { (fit: SpringFit?) in
                fit.map { FittedSprings.Fit(spring: $0.spring, mean: $0.mean, largest: $0.largest) }
            }
            return FittedSprings(fling: convert(fast), settle: convert(slow), fps: fps)
        }

        var fits: [(name: String, fit: SpringFit)] {
            [("fling", fast), ("settle", slow)].compactMap { name, fit in fit.map { (name, $0) } }
        }
    }

    package var format: ExportFormat
    package var fps: Double
    package var panels: [Panel]

    /// The formats whose targets take a spring of their own (SwiftUI, UIKit, Compose from the
    /// release velocity, the vaul drawer's CSS transition from rest): each format's description.
    package static let formats = ExportFormat.allCases.filter { $0.details.springFit == $0 }

    /// Fits every panel of `scene` for `format` at `fps` frames a second (`fit --fps`), or else
    /// at the scene's `refreshRate`.
    package init(scene: ResolvedScene, format: ExportFormat, fps: Double? = nil) {
        let fps = fps ?? scene.refreshRate
        self.format = format
        self.fps = fps
        panels = scene.panels.map { Self.panel($0, scene: scene, format: format, fps: fps) }
    }

    /// One panel's fits for `format` at `fps`, to `paths` when the caller already played the
    /// panel's feel releases at that rate (`FeelPaths.play`).
    package static func panel(
        _ panel: ResolvedPanel, scene: ResolvedScene, format: ExportFormat, fps: Double, paths: [FeelPath]? = nil
    ) -> Panel {
        let start: SpringFit.Start = format == .vaul ? .rest : .releaseVelocity
        let paths = paths ?? FeelPaths.play(panel: panel, scene: scene, fps: fps)
        let threshold = FloatingPanelSpringParameters.fastReleaseSpeedThreshold
        let fit = { (paths: [FeelPath]) -> SpringFit? in
            let fit = SpringFit.fit(paths, start: start, fps: fps)
            return fit.residuals.isEmpty ? nil : fit
        }
        return Panel(
            id: panel.id, fast: fit(paths.filter { abs($0.velocity) > threshold }),
            slow: fit(paths.filter { abs($0.velocity) <= threshold }))
    }

    /// The fits by panel id, as the exports take them (`ExportOptions.fittedSprings`).
    package var fittedSprings: [String: FittedSprings] {
        var springs: [String: FittedSprings] = [:]
        for panel in panels { springs[panel.id] = panel.fittedSprings(fps: fps) }
        return springs
    }

    /// The target's parameters for a fitted spring, as code of that target: the exports write
    /// the same (`FittedSprings.parameters`).
    package static func parameters(_ fit: SpringFit, format: ExportFormat) -> String {
        FittedSprings.parameters(fit.spring, format: format)
    }

    /// The report as text: per panel the parameters, then one line per release.
    package var text: String {
        var lines: [String] = []
        let n = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        for panel in panels {
            if panel.fits.isEmpty { lines.append("panel \(panel.id): no release settles on a stop; nothing to fit") }
            for (name, fit) in panel.fits {
                lines.append(
                    "panel \(panel.id) \(name) (\(format.rawValue), \(n(fps)) Hz, from \(fit.start.rawValue)): "
                        + Self.parameters(fit, format: format))
                lines.append(
                    "  ζ \(n(fit.spring.dampingRatio)), response \(n(fit.spring.response)) s; residual mean "
                        + "\(n(fit.mean)) pt, largest \(n(fit.largest)) pt")
                for residual in fit.residuals {
                    lines.append(
                        "  \(residual.label) → \(residual.stop): mean \(n(residual.mean)) pt, largest \(n(residual.largest)) pt over \(residual.frames) frames"
                    )
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as one JSON object.
    package var json: String {
        func object(_ fit: SpringFit?) -> ExportJSONValue {
            guard let fit else { return .null }
            let residuals = fit.residuals.map { residual in
                ExportJSONValue.object([
                    "release": .string(residual.label), "stop": .string(residual.stop),
                    "meanPt": .number(residual.mean), "largestPt": .number(residual.largest),
                    "frames": .number(Double(residual.frames)),
                ])
            }
            return .object([
                "parameters": .string(Self.parameters(fit, format: format)),
                "dampingRatio": .number(fit.spring.dampingRatio), "response": .number(fit.spring.response),
                "stiffness": .number(fit.spring.stiffness), "start": .string(fit.start.rawValue),
                "meanPt": .number(fit.mean), "largestPt": .number(fit.largest), "releases": .array(residuals),
            ])
        }
        let panels = panels.map { panel -> ExportJSONValue in
            .object(["id": .string(panel.id), "fling": object(panel.fast), "settle": object(panel.slow)])
        }
        return ExportJSONValue.object([
            "format": .string(format.rawValue), "fps": .number(fps), "panels": .array(panels),
        ]).rendered() + "\n"
    }
}
