import FloatingPanel
import Foundation
import PanelConfig

/// The second setup of the vaul export (Docs/export.md "FloatingPanel's feel"): a controlled drawer
/// whose stop the motion part (`export --format vaul --motion`) chooses by FloatingPanel's rules,
/// from the release velocity of the pointer's last moves.
package enum VaulFeelGlue {
    /// What one panel's feel drawer is made of, from the library-default setup's names.
    struct Panel {
        var id: String
        var stem: String
        var prefix: String
        var className: String
        var position: FloatingPanelPosition
        /// The snap points' states, least visible first (vaul's order).
        var states: [String]
        var isModal: Bool
        var removable: Bool
    }

    /// How far back the release velocity looks, in ms: the pointer's latest moves, as UIKit's pan
    /// recognizer measures a release, rather than vaul's whole press.
    static let velocityWindow = 100

    static func write(_ panel: Panel, writer: SourceWriter) {
        let id = ExportJSONValue.quoted(panel.id)
        let axis = panel.position.isVertical ? "clientY" : "clientX"
        // The edge L tracks (Docs/engine.md §2), in the viewport's coordinates.
        let edge: String
        switch panel.position {
        case .bottom: edge = "top"
        case .top: edge = "bottom"
        case .left: edge = "right"
        case .right: edge = "left"
        }
        writer.line()
        writer.comment([
            "FloatingPanel's feel (the second setup): the same drawer, but its stop is FloatingPanel's.",
            "Pass `releaseIn` (as `release`) and `play` from the motion part, the module exported with this",
            "file. On release it measures the velocity over the pointer's last \(velocityWindow) ms",
            "(vaul averages the whole press), reads where the drawer is, and asks `release` for FloatingPanel's",
            "stop and path; `play` then moves the drawer along that path one point per display frame",
            "(requestAnimationFrame), overshoot included, with the drawer's own transition held off, and the",
            "drawer rests on the stop (to \"hidden\" it closes). Stop and path are FloatingPanel's at",
            "`refreshRate`, the display's; without `play` the drawer's CSS transition (the fitted spring from",
            "rest, off by the fit's residual) moves it instead.",
            "Lengths are CSS px = pt.",
        ])
        let motionType =
            "(panel: string, from: string, position: number, velocity: number, fps: number, container: Viewport) => { target: string; path: number[] }"
        let playType =
            "(path: number[], apply: (location: number) => void, frame: (callback: () => void) => void, done: () => void) => void"
        writer.line("export function \(panel.stem)FeelDrawer({")
        writer.line("  children,")
        writer.line("  open,")
        writer.line("  onOpenChange,")
        writer.line("  release,")
        writer.line("  play,")
        writer.line("  refreshRate = 60,")
        writer.line("}: {")
        writer.line("  children: React.ReactNode;")
        writer.line("  open: boolean;")
        writer.line("  onOpenChange: (open: boolean) => void;")
        writer.line("  release: \(motionType);")
        writer.line("  play?: \(playType);")
        writer.line("  refreshRate?: number;")
        writer.block("}) {") {
            writer.line("const states = [\(panel.states.map(ExportJSONValue.quoted).joined(separator: ", "))];")
            writer.line("const viewport = useViewport();")
            writer.line("const lengths = React.useMemo(() => \(panel.prefix)SnapLengths(viewport), [viewport]);")
            writer.line("const snapPoints = React.useMemo(() => lengths.map(px), [lengths]);")
            writer.line("const [snapIndex, setSnapIndex] = React.useState(\(panel.prefix)OpensAt);")
            writer.line("const drawer = React.useRef<HTMLDivElement>(null);")
            writer.line("const backdrop = React.useRef<HTMLDivElement>(null);")
            writer.line(
                "const follow = useBackdrop(drawer, backdrop, lengths, \(panel.prefix)BackdropAlphas, '\(panel.position.rawValue)');"
            )
            writer.line("const samples = React.useRef<{ t: number; p: number }[]>([]);")
            writer.comment(["The stop `release` chose: vaul's own choice on release gives way to it."])
            writer.line("const decided = React.useRef<number | null>(null);")
            writer.comment(["Counts presses: a press during a release's path stops playing it."])
            writer.line("const presses = React.useRef(0);")
            writer.block("React.useEffect(() => {", close: "}, [open]);") {
                writer.line("if (open) setSnapIndex(\(panel.prefix)OpensAt);")
            }
            writer.line("React.useEffect(follow, [follow, open, snapIndex]);")
            writer.block("const track = (event: React.PointerEvent<HTMLDivElement>) => {", close: "};") {
                writer.line("const now = performance.now();")
                writer.line("const s = samples.current;")
                writer.line("s.push({ t: now, p: event.\(axis) });")
                writer.line("while (s.length > 2 && s[0].t < now - \(velocityWindow)) s.shift();")
            }
            writeDecide(panel, id: id, axis: axis, edge: edge, writer: writer)
            writer.block("const press = () => {", close: "};") {
                writer.line("samples.current = [];")
                writer.line("decided.current = null;")
                writer.line("presses.current += 1;")
                writer.line("drawer.current?.style.removeProperty('transition');")
            }
            writer.block("const choose = (point: number | string | null) => {", close: "};") {
                writer.line(
                    "const index = decided.current ?? snapPoints.findIndex((candidate) => candidate === point);")
                writer.line("decided.current = null;")
                writer.line("if (index >= 0) setSnapIndex(index);")
            }
            writer.block("return (", close: ");") {
                writer.line("<Drawer.Root")
                let props = VaulExporter.rootProps(
                    position: panel.position, removable: panel.removable, modal: panel.isModal, setSnapPoint: "choose",
                    release: "decide")
                writer.lines(props.map { "  " + $0 })
                writer.block(">", close: "</Drawer.Root>") {
                    writer.block("<Drawer.Portal>", close: "</Drawer.Portal>") {
                        writer.line("<style>{\(panel.prefix)PanelCSS}</style>")
                        writer.line("<div ref={backdrop} className=\"\(panel.className)-backdrop\" />")
                        writer.block(
                            "<Drawer.Content ref={drawer} className=\"\(panel.className)\" onPointerDown={press} onPointerMove={track} onTransitionEnd={follow}>",
                            close: "</Drawer.Content>"
                        ) {
                            writer.line("{children}")
                        }
                    }
                }
            }
        }
    }

    /// On release: the velocity of the pointer's last moves, FloatingPanel's stop and path from the
    /// motion part, and the path played one point a frame when the app passes `play`.
    private static func writeDecide(_ panel: Panel, id: String, axis: String, edge: String, writer: SourceWriter) {
        let transform = panel.position.isVertical ? "translate3d(0, ${offset}px, 0)" : "translate3d(${offset}px, 0, 0)"
        writer.block("const decide = (event: React.PointerEvent<HTMLDivElement>) => {", close: "};") {
            writer.line("follow();")
            writer.line("const s = samples.current;")
            writer.line("samples.current = [];")
            writer.line("const element = drawer.current;")
            writer.line("if (element === null) return;")
            writer.line("const first = s[0];")
            writer.line("const last = s[s.length - 1];")
            writer.comment(["px/ms × 1000: pt/s."])
            writer.line(
                "const velocity = s.length >= 2 && last.t > first.t ? ((last.p - first.p) / (last.t - first.t)) * 1000 : 0;"
            )
            writer.line("const position = element.getBoundingClientRect().\(edge);")
            writer.line("const result = release(\(id), states[snapIndex], position, velocity, refreshRate, viewport);")
            writer.line("const index = states.indexOf(result.target);")
            writer.line("if (index >= 0) decided.current = index;")
            writer.block("const rest = () => {", close: "};") {
                writer.line("element.style.removeProperty('transition');")
                writer.line("if (result.target === 'hidden') onOpenChange(false);")
                writer.line("else if (index >= 0) setSnapIndex(index);")
            }
            writer.block("if (play === undefined) {") {
                writer.line("rest();")
                writer.line("return;")
            }
            writer.comment([
                "The drawer's translation now, from which each point of the path is an offset; the",
                "important inline `transition: none` outranks the stylesheet's and vaul's own.",
            ])
            writer.line(
                "const translation = new DOMMatrixReadOnly(getComputedStyle(element).transform).\(panel.position.isVertical ? "m42" : "m41");"
            )
            writer.block("const apply = (location: number) => {", close: "};") {
                writer.line("const offset = translation + location - position;")
                writer.line("element.style.setProperty('transition', 'none', 'important');")
                writer.line("element.style.transform = `\(transform)`;")
                writer.line("follow();")
            }
            writer.line("const press = presses.current;")
            writer.block("const frame = (callback: () => void) => {", close: "};") {
                writer.line("if (presses.current === press) requestAnimationFrame(callback);")
            }
            writer.line("play(result.path, apply, frame, rest);")
        }
    }
}
