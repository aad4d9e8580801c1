import Foundation

/// What is left to draw of a rectangle once opaque panels above it cover parts of it.
///
/// Only covers that take a whole side off keep the remainder a rectangle (a full-width panel over
/// the bottom of the screen, the usual case); other covers are ignored, which only costs
/// overdraw. Drawing less matters on the software renderer, where every pixel is paid for.
enum Occlusion {
    /// `rect` with every cover in `covers` that spans it from side to side taken off its ends.
    static func uncoveredPart(of rect: CGRect, by covers: [CGRect]) -> CGRect {
        var rest = rect
        var changed = true
        // Taking one cover off can make another span what remains, so repeat until nothing changes.
        while changed, !rest.isEmpty {
            changed = false
            for cover in covers where !cover.isNull && cover.intersects(rest) {
                let before = rest
                if cover.minX <= rest.minX && cover.maxX >= rest.maxX {
                    if cover.minY <= rest.minY { rest = cut(rest, minY: min(cover.maxY, rest.maxY)) }
                    if cover.maxY >= rest.maxY { rest = cut(rest, maxY: max(cover.minY, rest.minY)) }
                }
                if cover.minY <= rest.minY && cover.maxY >= rest.maxY {
                    if cover.minX <= rest.minX { rest = cut(rest, minX: min(cover.maxX, rest.maxX)) }
                    if cover.maxX >= rest.maxX { rest = cut(rest, maxX: max(cover.minX, rest.minX)) }
                }
                changed = changed || rest != before
            }
        }
        return rest
    }

    private static func cut(
        _ rect: CGRect, minX: CGFloat? = nil, minY: CGFloat? = nil, maxX: CGFloat? = nil, maxY: CGFloat? = nil
    ) -> CGRect {
        let left = minX ?? rect.minX
        let top = minY ?? rect.minY
        let right = maxX ?? rect.maxX
        let bottom = maxY ?? rect.maxY
        return CGRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }
}
