import CSDL2
import Foundation

/// A rounded rectangle in pixels with a radius per corner, and its outlines at any offset.
///
/// The outline at offset `d` (outward positive) is again a rounded rectangle: the rectangle grown
/// by `d`, each radius `max(r + d, 0)`. These are the level sets of the distance to the shape, so
/// rings between them fade evenly with the distance from the edge.
struct RoundedRectShape {
    var minX: Float
    var minY: Float
    var maxX: Float
    var maxY: Float
    /// Top-left, top-right, bottom-right, bottom-left.
    var radii: SIMD4<Float>

    /// `rect` (pixels) with `radii` (pixels), reduced proportionally where two corners on a side
    /// would overlap (as CSS does).
    init(_ rect: CGRect, radii: CornerRadii) {
        minX = Float(rect.minX)
        minY = Float(rect.minY)
        maxX = Float(rect.maxX)
        maxY = Float(rect.maxY)
        var r = SIMD4<Float>(
            Float(radii.topLeft), Float(radii.topRight), Float(radii.bottomRight), Float(radii.bottomLeft))
        r = r.replacing(with: 0, where: r .< 0)
        let width = maxX - minX
        let height = maxY - minY
        var factor: Float = 1
        for (sum, side) in [(r[0] + r[1], width), (r[3] + r[2], width), (r[0] + r[3], height), (r[1] + r[2], height)]
        where sum > side {
            factor = min(factor, side / sum)
        }
        self.radii = r * max(factor, 0)
    }

    /// A rectangle in pixels with every corner rounded by `radius` (no larger than fits).
    init(x: Float, y: Float, width: Float, height: Float, radius: Float) {
        self.init(
            CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height)),
            radii: .uniform(CGFloat(radius)))
    }

    var largestRadius: Float { radii.max() }

    /// The shape grown by `distance` pixels (shrunk when negative); a shape shrunk past nothing
    /// collapses onto its centre line.
    func offset(by distance: Float) -> RoundedRectShape {
        var shape = self
        shape.minX -= distance
        shape.minY -= distance
        shape.maxX += distance
        shape.maxY += distance
        if shape.minX > shape.maxX {
            shape.minX = (minX + maxX) / 2
            shape.maxX = shape.minX
        }
        if shape.minY > shape.maxY {
            shape.minY = (minY + maxY) / 2
            shape.maxY = shape.minY
        }
        let grown = radii + SIMD4(repeating: distance)
        shape.radii = grown.replacing(with: 0, where: grown .< 0)
        return shape
    }

    /// Corner arc centres and the angle (radians, y down) where each arc starts; clockwise from
    /// the top-left corner.
    private var corners: [(center: PixelPoint, startAngle: Float, radius: Float)] {
        [
            (PixelPoint(minX + radii[0], minY + radii[0]), .pi, radii[0]),
            (PixelPoint(maxX - radii[1], minY + radii[1]), 1.5 * .pi, radii[1]),
            (PixelPoint(maxX - radii[2], maxY - radii[2]), 0, radii[2]),
            (PixelPoint(minX + radii[3], maxY - radii[3]), 0.5 * .pi, radii[3]),
        ]
    }

    /// The closed outline, clockwise, `segmentsPerCorner + 1` points per corner. Outlines of one
    /// shape at different offsets have matching points when built with the same segment count.
    func outline(segmentsPerCorner: Int) -> [PixelPoint] {
        var points: [PixelPoint] = []
        points.reserveCapacity(4 * (segmentsPerCorner + 1))
        for corner in corners {
            points += Self.arc(corner, segments: segmentsPerCorner)
        }
        return points
    }

    /// The solid inside without its rounded corners: up to five rectangles (the shape minus its
    /// corner squares, cut into horizontal strips). Rectangles are what software rendering fills
    /// fastest; `appendCornerFans` adds the rest.
    func interiorRects() -> [SDL_FRect] {
        guard maxX > minX, maxY > minY else { return [] }
        let (topLeft, topRight, bottomRight, bottomLeft) = (radii[0], radii[1], radii[2], radii[3])
        let breaks = Set([minY, minY + topLeft, minY + topRight, maxY - bottomLeft, maxY - bottomRight, maxY]).sorted()
        var rects: [SDL_FRect] = []
        for (top, bottom) in zip(breaks, breaks.dropFirst()) {
            let left = minX + (bottom <= minY + topLeft ? topLeft : 0) + (top >= maxY - bottomLeft ? bottomLeft : 0)
            let right =
                maxX - (bottom <= minY + topRight ? topRight : 0) - (top >= maxY - bottomRight ? bottomRight : 0)
            if right > left { rects.append(SDL_FRect(x: left, y: top, w: right - left, h: bottom - top)) }
        }
        return rects
    }

    /// Adds one fan per rounded corner: the quarter discs `interiorRects` leaves out.
    func appendCornerFans(to batch: inout GeometryBatch, color: SDL_Color, segmentsPerCorner: Int) {
        guard maxX > minX, maxY > minY else { return }
        for corner in corners where corner.radius > 0 {
            batch.addFan(center: corner.center, rim: Self.arc(corner, segments: segmentsPerCorner), color: color)
        }
    }

    /// The quarter arc of a corner, its ends exactly on the axes: a cosine that comes out a hair
    /// off zero would move a vertex that two pieces share to another pixel.
    private static func arc(
        _ corner: (center: PixelPoint, startAngle: Float, radius: Float), segments: Int
    ) -> [PixelPoint] {
        let start = PixelPoint(cos(corner.startAngle).rounded(), sin(corner.startAngle).rounded())
        let end = PixelPoint(-start.y, start.x)
        return (0...segments).map { step in
            let angle = Float(step) / Float(segments) * (.pi / 2)
            let direction = step == 0 ? start : step == segments ? end : cos(angle) * start + sin(angle) * end
            return corner.center + corner.radius * direction
        }
    }

    /// How many segments a quarter arc of `radius` pixels needs so no chord strays more than
    /// `tolerance` pixels from the true arc (a fifth of a pixel keeps a crisp edge round; a
    /// blurred edge hides much more).
    static func segmentsPerCorner(radius: Float, tolerance: Float = 0.2) -> Int {
        guard radius > tolerance else { return 1 }
        let halfAngle = acos(1 - tolerance / radius)
        return min(max(Int(((.pi / 2) / (2 * halfAngle)).rounded(.up)), 1), 48)
    }
}
