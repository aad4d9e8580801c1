import CSDL2

/// A point in pixels, the unit of everything handed to SDL.
typealias PixelPoint = SIMD2<Float>

/// Triangles collected for one `SDL_RenderGeometry` call.
///
/// Shapes are built as solid interiors plus rings whose color fades across the shape's edge: the
/// fading ring one pixel wide is the anti-aliasing fringe, wider rings make soft shadows.
struct GeometryBatch {
    /// Whether vertices are rounded to whole pixels (for SDL's software renderer, which truncates
    /// them anyway; rounding ourselves makes the result symmetric and predictable).
    let snapsToPixels: Bool
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    var isEmpty: Bool { indices.isEmpty }

    /// Drops the triangles that lie wholly outside `bounds` (pixels). SDL's software renderer
    /// pays a fixed cost for every triangle, even one it then clips away entirely.
    mutating func cull(outside bounds: SDL_Rect) {
        let minX = Float(bounds.x)
        let minY = Float(bounds.y)
        let maxX = Float(bounds.x + bounds.w)
        let maxY = Float(bounds.y + bounds.h)
        // Compacted in place: the kept triangles move to the front, nothing is allocated.
        var kept = 0
        for start in stride(from: 0, to: indices.count, by: 3) {
            let a = vertices[Int(indices[start])].position
            let b = vertices[Int(indices[start + 1])].position
            let c = vertices[Int(indices[start + 2])].position
            if max(a.x, b.x, c.x) < minX || min(a.x, b.x, c.x) > maxX || max(a.y, b.y, c.y) < minY
                || min(a.y, b.y, c.y) > maxY
            {
                continue
            }
            indices[kept] = indices[start]
            indices[kept + 1] = indices[start + 1]
            indices[kept + 2] = indices[start + 2]
            kept += 3
        }
        indices.removeSubrange(kept...)
    }

    /// Forgets the triangles but keeps the storage, so a frame allocates nothing once warm.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    private mutating func addVertex(_ point: PixelPoint, _ color: SDL_Color) -> Int32 {
        let point = snap(point)
        vertices.append(
            SDL_Vertex(position: SDL_FPoint(x: point.x, y: point.y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        return Int32(vertices.count - 1)
    }

    /// `point` as it will be drawn: quantised (to 1/256 pixel, or to whole pixels when snapping)
    /// so that pieces meant to share an edge share it exactly.
    func snap(_ point: PixelPoint) -> PixelPoint {
        snapsToPixels ? point.rounded(.toNearestOrAwayFromZero) : (point * 256).rounded(.toNearestOrEven) / 256
    }

    /// A fan of triangles from `center` to consecutive points of `rim` (a convex piece).
    mutating func addFan(center: PixelPoint, rim: [PixelPoint], color: SDL_Color) {
        guard rim.count >= 2, color.a > 0 else { return }
        let centerIndex = addVertex(center, color)
        let first = Int32(vertices.count)
        for point in rim { _ = addVertex(point, color) }
        for i in 0..<Int32(rim.count - 1) {
            addTriangle(centerIndex, first + i, first + i + 1)
        }
    }

    /// The band between two polylines of equally many points, each with its own color, so the
    /// color fades across the band. `closed` joins the last points back to the first.
    mutating func addBand(
        _ a: [PixelPoint], color colorA: SDL_Color, _ b: [PixelPoint], color colorB: SDL_Color, closed: Bool
    ) {
        precondition(a.count == b.count, "band sides differ in length")
        guard a.count >= 2, colorA.a > 0 || colorB.a > 0 else { return }
        let firstA = Int32(vertices.count)
        for point in a { _ = addVertex(point, colorA) }
        let firstB = Int32(vertices.count)
        for point in b { _ = addVertex(point, colorB) }
        let count = Int32(a.count)
        let segments = closed ? count : count - 1
        for i in 0..<segments {
            let j = (i + 1) % count
            addTriangle(firstA + i, firstA + j, firstB + i)
            addTriangle(firstB + i, firstA + j, firstB + j)
        }
    }

    /// Appends one triangle's indices one by one: an array literal per triangle would allocate.
    private mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Consecutive bands between `outlines` (each the same shape at a different offset), the color's
    /// alpha multiplied by the matching entry of `alphaFactors`.
    mutating func addRings(_ outlines: [[PixelPoint]], alphaFactors: [Float], color: SDL_Color, closed: Bool) {
        precondition(outlines.count == alphaFactors.count, "one alpha per outline")
        for k in 0..<(outlines.count - 1) {
            addBand(
                outlines[k], color: color.scalingAlpha(alphaFactors[k]),
                outlines[k + 1], color: color.scalingAlpha(alphaFactors[k + 1]), closed: closed)
        }
    }
}

extension SDL_Color {
    /// The same color with its alpha multiplied by `factor` (0…1).
    func scalingAlpha(_ factor: Float) -> SDL_Color {
        SDL_Color(r: r, g: g, b: b, a: UInt8((Float(a) * min(max(factor, 0), 1)).rounded()))
    }
}

extension PixelPoint {
    var length: Float { (x * x + y * y).squareRoot() }
    var normalized: PixelPoint { self / length }
    func dot(_ other: PixelPoint) -> Float { x * other.x + y * other.y }
}

/// One outline of a ring profile: its distance from a reference line (pixels) and the fraction of
/// the color's alpha there.
struct RingStop {
    var offset: Float
    var alpha: Float

    /// A band of `width` pixels centred on the reference line, with a fringe reaching `fringe`
    /// pixels to either side of each edge; a band thinner than a pixel becomes a faint line.
    static func band(width: Float, fringe: Float) -> [RingStop] {
        let half = width / 2
        if width >= 2 * fringe {
            return [
                RingStop(offset: -half - fringe, alpha: 0), RingStop(offset: -half + fringe, alpha: 1),
                RingStop(offset: half - fringe, alpha: 1), RingStop(offset: half + fringe, alpha: 0),
            ]
        }
        return [
            RingStop(offset: -half - fringe, alpha: 0), RingStop(offset: 0, alpha: width),
            RingStop(offset: half + fringe, alpha: 0),
        ]
    }
}
