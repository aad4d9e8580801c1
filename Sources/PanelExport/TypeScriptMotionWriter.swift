import FloatingPanel
import Foundation
import PanelConfig

/// `export --format vaul --motion` (or `css`): FloatingPanel's release rules and per-frame spring
/// as a TypeScript module without React, translated from the engine (Docs/export.md
/// "FloatingPanel's feel"); the scene's resolved anchors are its data.
package enum TypeScriptMotionWriter {
    package static func export(_ scene: ResolvedScene, panels: [MotionPanelData], options: ExportOptions) -> String {
        let writer = SourceWriter(indentation: "  ")
        writer.comment(
            MotionPartText.header(
                scene, format: .vaul, options: options, language: "a TypeScript module (tsc --strict, ES5 library)") + [
                    ""
                ]
                + MotionPartText.explanation)
        writer.line()
        writer.lines(types)
        writer.line()
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        let insets = scene.safeAreaInsets
        writer.comment([MotionPartText.sceneContainerComment])
        writer.line(
            "export const sceneContainer: Container = { width: \(n(scene.containerSize.width)), "
                + "height: \(n(scene.containerSize.height)), top: \(n(insets.top)), left: \(n(insets.left)), "
                + "bottom: \(n(insets.bottom)), right: \(n(insets.right)) };")
        writer.line()
        writer.comment([MotionPartText.dataComment])
        writer.block("function panels(c: Container): Panel[] {") {
            writer.line("return [")
            writer.indented(close: "];") {
                for panel in panels { writePanel(panel, writer: writer) }
            }
        }
        writer.line()
        writer.lines(rules)
        return writer.text
    }

    private static func writePanel(_ panel: MotionPanelData, writer: SourceWriter) {
        let n = { (value: Double) in ExportNumber.exact(value) }
        let q = ExportJSONValue.quoted
        let strings = { (names: [String]) in "[" + names.map(q).joined(separator: ", ") + "]" }
        let spring = { (s: FloatingPanelSpringParameters) in
            "{ dampingRatio: \(n(s.dampingRatio)), angularFrequency: \(n(s.angularFrequency)) }"
        }
        let style = MotionLiteralStyle(
            number: n, string: q, strings: strings, numbers: { "[" + $0.joined(separator: ", ") + "]" },
            pairs: { "[" + $0.joined(separator: ", ") + "]" }, pair: { "{ from: \($0), to: \($1), value: \($2) }" },
            spring: spring, dismiss: { "{ duration: \($0), curve: \($1), spring: \($2) }" },
            stopFunctions: .init(minimum: "Math.min", pixel: { "pixel(\($0), \($1))" }))
        writer.line("{")
        writer.indented(close: "},") {
            for field in panel.motionFields(style) { writer.line("\(field.name): \(field.value),") }
        }
    }

    private static let types = """
        /** The stop FloatingPanel chooses for a release, and the panel's location (pt on its main axis)
         *  at each frame after the release, the last one at rest on the stop. */
        export interface Release {
          target: string;
          path: number[];
        }

        /** The container the panels run in: its size and its safe-area insets (pt = dp = CSS px). */
        export interface Container {
          width: number;
          height: number;
          top: number;
          left: number;
          bottom: number;
          right: number;
        }

        /** What a release decides and why, as FloatingPanel's release rule decides it: the
         *  stop, the segment it was chosen in and its ρ (null with one stop), whether momentum
         *  projection chose the segment (about `proposed`), and where momentum carries the release
         *  before the segment holds it (`momentum`) and after (`projection`). */
        interface Decision {
          target: string;
          segment: [string, string] | null;
          redirectionalProgress: number | null;
          projected: boolean;
          proposed: string | null;
          momentum: number;
          projection: number;
        }

        interface Spring {
          dampingRatio: number;
          angularFrequency: number;
        }

        interface Panel {
          id: string;
          towardHidden: number;
          states: string[];
          locations: number[];
          mostExpanded: string;
          leastExpanded: string;
          hidden: number;
          containerLength: number;
          displayScale: number;
          projectionRate: number;
          projectsEverywhere: boolean;
          projectableStates: string[];
          redirectionalProgress: number;
          pairs: { from: string; to: string; value: number }[];
          rubberBandsAtLeast: boolean;
          rubberBandsAtMost: boolean;
          rubberBandCoefficient: number;
          fastSpring: Spring;
          slowSpring: Spring;
          fastReleaseSpeed: number;
          transitionSpring: Spring;
          removable: boolean;
          removalThreshold: number;
          removeBeyond: number | null;
          dismiss: { duration: number; curve: number[] | null; spring: Spring | null } | null;
        }
        """.components(separatedBy: "\n")
}
