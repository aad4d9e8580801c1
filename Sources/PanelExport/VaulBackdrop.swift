import Foundation
import PanelConfig

/// The functions every panel of the vaul export shares (Docs/export.md): the viewport with its
/// `env(safe-area-inset-*)` insets, which the snap points are computed from, and the export's own
/// backdrop. vaul's `Drawer.Overlay` renders nothing for a non-modal drawer and fades by one snap
/// point only, so the export writes an element whose opacity follows the drawer between the snap
/// points' alphas, as FloatingPanel interpolates its backdrop (Docs/engine.md §9.2), and that lets
/// the page take the pointer where it is clear (§9.3).
enum VaulBackdrop {
    /// Writes the shared helpers; `fallback` is the scene's container, used where there is no
    /// window (server rendering).
    static func writeHelpers(_ writer: SourceWriter, fallback: SceneContainer) {
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        let insets = fallback.safeArea
        writer.line("type Direction = 'top' | 'bottom' | 'left' | 'right';")
        writer.line()
        writer.comment(["The viewport in CSS px and its safe-area insets (`env(safe-area-inset-*)`)."])
        writer.block("export interface Viewport {") {
            writer.line("width: number;")
            writer.line("height: number;")
            writer.line("top: number;")
            writer.line("left: number;")
            writer.line("bottom: number;")
            writer.line("right: number;")
        }
        writer.line()
        writer.comment(["The scene's container, for rendering without a window (on a server)."])
        writer.line(
            "const sceneViewport: Viewport = { width: \(n(fallback.size.width)), height: \(n(fallback.size.height)), "
                + "top: \(n(insets.top)), left: \(n(insets.left)), bottom: \(n(insets.bottom)), right: \(n(insets.right)) };"
        )
        writer.line()
        writer.comment([
            "The window's viewport; script cannot read `env()` directly, so a hidden probe takes the",
            "insets as its padding.",
        ])
        writer.block("function readViewport(): Viewport {") {
            writer.line("const probe = document.createElement('div');")
            writer.line("probe.style.cssText =")
            writer.line(
                "  'position: fixed; visibility: hidden; pointer-events: none; padding: env(safe-area-inset-top, 0px) ' +"
            )
            writer.line(
                "  'env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);';")
            writer.line("document.body.appendChild(probe);")
            writer.line("const style = window.getComputedStyle(probe);")
            writer.line("const inset = (side: string) => parseFloat(style.getPropertyValue('padding-' + side)) || 0;")
            writer.line("const viewport = {")
            writer.line("  width: window.innerWidth,")
            writer.line("  height: window.innerHeight,")
            writer.line("  top: inset('top'),")
            writer.line("  left: inset('left'),")
            writer.line("  bottom: inset('bottom'),")
            writer.line("  right: inset('right'),")
            writer.line("};")
            writer.line("probe.remove();")
            writer.line("return viewport;")
        }
        writer.line()
        writer.comment(["The viewport, read again whenever the window resizes or turns."])
        writer.block("export function useViewport(): Viewport {") {
            writer.line("const [viewport, setViewport] = React.useState<Viewport>(sceneViewport);")
            writer.block("React.useEffect(() => {", close: "}, []);") {
                writer.line("const update = () => setViewport(readViewport());")
                writer.line("update();")
                writer.line("window.addEventListener('resize', update);")
                writer.line("return () => window.removeEventListener('resize', update);")
            }
            writer.line("return viewport;")
        }
        writer.line()
        writer.comment(["A length as a vaul snap point: whole px, as vaul reads them with `parseInt`."])
        writer.block("function px(length: number): string {") {
            writer.line("return `${Math.round(length)}px`;")
        }
        writeAlpha(writer)
        writeHook(writer)
    }

    private static func writeAlpha(_ writer: SourceWriter) {
        writer.line()
        writer.comment([
            "The backdrop alpha when `shown` px of the drawer show: linear between the neighbouring snap",
            "points, the nearest one's alpha beyond them, and down to 0 as the drawer closes.",
        ])
        writer.block("function backdropAlpha(shown: number, stops: [number, number][]): number {") {
            writer.line("let [previousLength, previousAlpha] = [0, 0];")
            writer.block("for (const [length, alpha] of stops) {") {
                writer.block("if (shown <= length) {") {
                    writer.line("if (length === previousLength) return alpha;")
                    writer.line(
                        "return previousAlpha + ((shown - previousLength) / (length - previousLength)) * (alpha - previousAlpha);"
                    )
                }
                writer.line("[previousLength, previousAlpha] = [length, alpha];")
            }
            writer.line("return previousAlpha;")
        }
    }

    /// Frames the drawer must rest before the loop stops: vaul starts its transition a frame after
    /// it changes the snap point.
    static let restingFrames = 3

    private static func writeHook(_ writer: SourceWriter) {
        writer.line()
        writer.comment([
            "Returns `follow`, which sets `backdrop`'s opacity from where `drawer` is on every frame until",
            "the drawer has rested for \(restingFrames) frames, then stops: call it whenever the drawer may move (a drag,",
            "a release, opening, a new snap point). Where the alpha is below 0.01 the page below takes",
            "the pointer (a clear backdrop lets touches through).",
        ])
        writer.line("function useBackdrop(")
        writer.line("  drawer: React.RefObject<HTMLDivElement | null>,")
        writer.line("  backdrop: React.RefObject<HTMLDivElement | null>,")
        writer.line("  snapLengths: number[],")
        writer.line("  alphas: number[],")
        writer.line("  direction: Direction,")
        writer.block("): () => void {") {
            writer.line("const frame = React.useRef(0);")
            writer.block(
                "const follow = React.useCallback(() => {",
                close: "}, [drawer, backdrop, snapLengths, alphas, direction]);"
            ) {
                writer.line("if (frame.current !== 0) return;")
                writer.line("let last = Number.NaN;")
                writer.line("let resting = 0;")
                writer.block("const update = () => {") {
                    writer.line("frame.current = 0;")
                    writer.line("const sheet = drawer.current;")
                    writer.line("const shade = backdrop.current;")
                    writer.line("if (!sheet || !shade) return;")
                    writer.line("const vertical = direction === 'top' || direction === 'bottom';")
                    writer.line("const length = vertical ? window.innerHeight : window.innerWidth;")
                    writer.line("const box = sheet.getBoundingClientRect();")
                    writer.line("const shown =")
                    writer.line("  direction === 'bottom' ? length - box.top")
                    writer.line("  : direction === 'top' ? box.bottom")
                    writer.line("  : direction === 'right' ? length - box.left")
                    writer.line("  : box.right;")
                    writer.line(
                        "const stops = snapLengths.map((snap, index): [number, number] => [snap, alphas[index]]);")
                    writer.line("const alpha = backdropAlpha(shown, stops);")
                    writer.line("shade.style.opacity = String(alpha);")
                    writer.line("shade.style.pointerEvents = alpha < 0.01 ? 'none' : 'auto';")
                    writer.line("resting = shown === last ? resting + 1 : 0;")
                    writer.line("last = shown;")
                    writer.line("if (resting < \(restingFrames)) frame.current = requestAnimationFrame(update);")
                }
                writer.line("frame.current = requestAnimationFrame(update);")
            }
            writer.line("React.useEffect(() => () => cancelAnimationFrame(frame.current), []);")
            writer.line("return follow;")
        }
    }
}
