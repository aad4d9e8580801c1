import FloatingPanel
import Foundation

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
            "FloatingPanel's feel (the second setup, Docs/export.md): the same drawer, but its stop is",
            "FloatingPanel's. Pass `release` from the module `panel-sandbox export --format vaul --motion`",
            "writes. On release it measures the velocity over the pointer's last \(velocityWindow) ms (vaul averages",
            "the whole press), reads where the drawer is, and asks `release` for FloatingPanel's stop; the",
            "drawer then snaps there, and to \"hidden\" it closes. The stop is FloatingPanel's every time; the",
            "motion is the drawer's CSS transition, which starts from rest whatever the release speed, so",
            "it differs from FloatingPanel's path by the residual `panel-sandbox fit --format css` prints.",
            "Lengths are CSS px = pt; `refreshRate` is the display's (the path's frame rate).",
        ])
        let motionType =
            "(panel: string, from: string, position: number, velocity: number, fps: number) => { target: string; path: number[] }"
        writer.line("export function \(panel.stem)FeelDrawer({")
        writer.line("  children,")
        writer.line("  open,")
        writer.line("  onOpenChange,")
        writer.line("  release,")
        writer.line("  refreshRate = 60,")
        writer.line("}: {")
        writer.line("  children: React.ReactNode;")
        writer.line("  open: boolean;")
        writer.line("  onOpenChange: (open: boolean) => void;")
        writer.line("  release: \(motionType);")
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
                writer.line("const result = release(\(id), states[snapIndex], position, velocity, refreshRate);")
                writer.block("if (result.target === 'hidden') {") {
                    writer.line("onOpenChange(false);")
                    writer.line("return;")
                }
                writer.line("const index = states.indexOf(result.target);")
                writer.block("if (index >= 0) {") {
                    writer.line("decided.current = index;")
                    writer.line("setSnapIndex(index);")
                }
            }
            writer.block("const choose = (point: number | string | null) => {", close: "};") {
                writer.line(
                    "const index = decided.current ?? snapPoints.findIndex((candidate) => candidate === point);")
                writer.line("decided.current = null;")
                writer.line("if (index >= 0) setSnapIndex(index);")
            }
            writer.block("return (", close: ");") {
                writer.line("<Drawer.Root")
                var props = [
                    "open={open}",
                    "onOpenChange={onOpenChange}",
                    "snapPoints={snapPoints}",
                    "activeSnapPoint={snapPoints[snapIndex]}",
                    "setActiveSnapPoint={choose}",
                    "onDrag={follow}",
                    "onRelease={decide}",
                ]
                if panel.position != .bottom { props.append("direction=\"\(panel.position.rawValue)\"") }
                if !panel.removable { props.append("dismissible={false}") }
                if !panel.isModal { props.append("modal={false}") }
                writer.lines(props.map { "  " + $0 })
                writer.block(">", close: "</Drawer.Root>") {
                    writer.block("<Drawer.Portal>", close: "</Drawer.Portal>") {
                        writer.line("<style>{\(panel.prefix)PanelCSS}</style>")
                        writer.line("<div ref={backdrop} className=\"\(panel.className)-backdrop\" />")
                        writer.block(
                            "<Drawer.Content ref={drawer} className=\"\(panel.className)\" onPointerDown={() => { samples.current = []; decided.current = null; }} onPointerMove={track} onTransitionEnd={follow}>",
                            close: "</Drawer.Content>"
                        ) {
                            writer.line("{children}")
                        }
                    }
                }
            }
        }
    }
}
