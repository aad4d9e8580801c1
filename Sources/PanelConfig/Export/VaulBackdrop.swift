import Foundation

/// The vaul export's own backdrop (Docs/export.md): vaul's `Drawer.Overlay` renders nothing for a
/// non-modal drawer and fades by one snap point only, so the export writes an element whose
/// opacity follows the drawer between the snap points' alphas, as FloatingPanel interpolates its
/// backdrop (Docs/engine.md §9.2), and that lets the page take the pointer where it is clear (§9.3).
enum VaulBackdrop {
    /// Writes the functions every panel's backdrop shares: snap lengths, FloatingPanel's
    /// interpolation and the hook that follows the drawer.
    static func writeHelpers(_ writer: SourceWriter) {
        writer.line("type Direction = 'top' | 'bottom' | 'left' | 'right';")
        writer.line()
        writer.comment(["How many px of the drawer show at `snapPoint` in a container `length` px long."])
        writer.block("function snapLength(snapPoint: number | string, length: number): number {") {
            writer.line("return typeof snapPoint === 'string' ? parseInt(snapPoint, 10) : snapPoint * length;")
        }
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
        writer.line()
        writer.comment([
            "Sets `backdrop`'s opacity from where `drawer` is, every frame while mounted; where the alpha",
            "is below 0.01 the page below takes the pointer (a clear backdrop lets touches through).",
        ])
        writer.line("function useBackdrop(")
        writer.line("  drawer: React.RefObject<HTMLDivElement | null>,")
        writer.line("  backdrop: React.RefObject<HTMLDivElement | null>,")
        writer.line("  snapPoints: (number | string)[],")
        writer.line("  alphas: number[],")
        writer.line("  direction: Direction,")
        writer.block(") {") {
            writer.block("React.useEffect(() => {") {
                writer.line("let frame = 0;")
                writer.block("const update = () => {") {
                    writer.line("const sheet = drawer.current;")
                    writer.line("const shade = backdrop.current;")
                    writer.block("if (sheet && shade) {") {
                        writer.line("const vertical = direction === 'top' || direction === 'bottom';")
                        writer.line("const length = vertical ? window.innerHeight : window.innerWidth;")
                        writer.line("const box = sheet.getBoundingClientRect();")
                        writer.line("const shown =")
                        writer.line("  direction === 'bottom' ? length - box.top")
                        writer.line("  : direction === 'top' ? box.bottom")
                        writer.line("  : direction === 'right' ? length - box.left")
                        writer.line("  : box.right;")
                        writer.line(
                            "const stops = snapPoints.map((point, index): [number, number] => [snapLength(point, length), alphas[index]]);"
                        )
                        writer.line("const alpha = backdropAlpha(shown, stops);")
                        writer.line("shade.style.opacity = String(alpha);")
                        writer.line("shade.style.pointerEvents = alpha < 0.01 ? 'none' : 'auto';")
                    }
                    writer.line("frame = requestAnimationFrame(update);")
                }
                writer.line("frame = requestAnimationFrame(update);")
                writer.line("return () => cancelAnimationFrame(frame);")
            }
            writer.line("}, [drawer, backdrop, snapPoints, alphas, direction]);")
        }
    }
}
