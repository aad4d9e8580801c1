import CSDL2

/// Soft shadows of rounded rectangles drawn from textures: the blurred bands are rasterised once
/// per look and then only copied, nine-slice fashion (four corner tiles, four edge strips).
///
/// A panel's shadow keeps its look while the panel moves, and SDL's software renderer pays tens
/// of nanoseconds per pixel for a gradient triangle but only a couple for copying a texture, so
/// this is what keeps shadows affordable without a GPU. Edge strips are rendered longer than
/// needed and copied in part, so a panel whose length changes as it moves (fit-to-bounds) still
/// hits the cache.
final class ShadowCache {
    /// How a shadow fades across its edge, quantised so equal looks share textures.
    struct Look: Hashable {
        let offsets: [Int32]
        let alphas: [Int32]
        let radius: Int32
        let color: UInt32

        init(stops: [(offset: Float, alpha: Float)], radius: Float, color: SDL_Color) {
            offsets = stops.map { Int32(($0.offset * 16).rounded()) }
            alphas = stops.map { Int32(($0.alpha * 4096).rounded()) }
            self.radius = Int32((radius * 16).rounded())
            self.color = UInt32(color.r) << 24 | UInt32(color.g) << 16 | UInt32(color.b) << 8 | UInt32(color.a)
        }
    }

    private enum Side: CaseIterable { case top, bottom, left, right }

    private struct EdgeKey: Hashable {
        let look: Look
        let side: Side
    }

    private let renderer: SDLRenderer
    private let snapsToPixels: Bool
    private var corners: [Look: SDLTexture] = [:]
    private var edges: [EdgeKey: SDLTexture] = [:]
    /// More distinct looks than this and the cache starts over (a user editing a shadow live).
    private static let capacity = 24

    init(renderer: SDLRenderer, snapsToPixels: Bool) {
        self.renderer = renderer
        self.snapsToPixels = snapsToPixels
    }

    /// Draws the rings of `stops` (outermost first) around `shape`, whose four corners share one
    /// radius, in `color`. Returns false, drawing nothing, when the shape is too small for the
    /// nine slices; the caller then draws the rings directly.
    func draw(around shape: RoundedRectShape, stops: [(offset: Float, alpha: Float)], color: SDL_Color) throws -> Bool {
        guard let outer = stops.first?.offset, let inner = stops.last?.offset else { return true }
        let radius = shape.largestRadius
        let thickness = Int((outer - inner).rounded(.up))
        let tile = Int((outer + max(radius, -inner)).rounded(.up))
        var originX = shape.minX - outer
        var originY = shape.minY - outer
        if snapsToPixels {
            originX.round()
            originY.round()
        }
        let width = Int((shape.maxX - shape.minX + 2 * outer).rounded())
        let height = Int((shape.maxY - shape.minY + 2 * outer).rounded())
        guard width >= 2 * tile + 1, height >= 2 * tile + 1 else { return false }
        if corners.count + edges.count > Self.capacity {
            corners.removeAll()
            edges.removeAll()
        }
        let look = Look(stops: stops, radius: radius, color: color)

        let cornerTexture = try cornerTiles(look, stops: stops, radius: radius, tile: tile, color: color)
        for (column, row) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            try renderer.copy(
                cornerTexture,
                from: SDL_Rect(x: Int32(column * tile), y: Int32(row * tile), w: Int32(tile), h: Int32(tile)),
                to: SDL_FRect(
                    x: originX + Float(column * (width - tile)), y: originY + Float(row * (height - tile)),
                    w: Float(tile),
                    h: Float(tile)))
        }
        let horizontal = width - 2 * tile
        let vertical = height - 2 * tile
        for side in Side.allCases {
            let length = side == .top || side == .bottom ? horizontal : vertical
            let strip = try edgeStrip(
                EdgeKey(look: look, side: side), stops: stops, thickness: thickness, length: length, color: color)
            let source =
                side == .top || side == .bottom
                ? SDL_Rect(x: 0, y: 0, w: Int32(length), h: Int32(thickness))
                : SDL_Rect(x: 0, y: 0, w: Int32(thickness), h: Int32(length))
            let (x, y): (Float, Float) =
                switch side {
                case .top: (originX + Float(tile), originY)
                case .bottom: (originX + Float(tile), originY + Float(height - thickness))
                case .left: (originX, originY + Float(tile))
                case .right: (originX + Float(width - thickness), originY + Float(tile))
                }
            try renderer.copy(strip, from: source, to: SDL_FRect(x: x, y: y, w: Float(source.w), h: Float(source.h)))
        }
        return true
    }

    /// A square of 2 × `tile` pixels holding the four corners: the rings around a rounded
    /// rectangle just large enough for its corners, each quadrant one corner.
    private func cornerTiles(
        _ look: Look, stops: [(offset: Float, alpha: Float)], radius: Float, tile: Int, color: SDL_Color
    )
        throws -> SDLTexture
    {
        if let texture = corners[look] { return texture }
        let outer = stops[0].offset
        let side = Float(2 * tile) - 2 * outer
        let shape = RoundedRectShape(x: outer, y: outer, width: side, height: side, radius: radius)
        let texture = try render(shape: shape, stops: stops, color: color, width: 2 * tile, height: 2 * tile)
        corners[look] = texture
        return texture
    }

    /// One side's band, straight, at least `length` long (grown to twice the need when short).
    private func edgeStrip(
        _ key: EdgeKey, stops: [(offset: Float, alpha: Float)], thickness: Int, length: Int, color: SDL_Color
    )
        throws -> SDLTexture
    {
        let along = key.side == .top || key.side == .bottom
        if let texture = edges[key], (along ? texture.width : texture.height) >= length { return texture }
        let outer = stops[0].offset
        let long = Float(max(length * 2, 256))
        // A square-cornered shape whose corners lie far outside the strip: only a straight edge shows.
        let margin = Float(thickness) * 4
        let shape: RoundedRectShape
        switch key.side {
        case .top: shape = RoundedRectShape(x: -margin, y: outer, width: long + 2 * margin, height: long, radius: 0)
        case .bottom:
            shape = RoundedRectShape(
                x: -margin, y: Float(thickness) - outer - long, width: long + 2 * margin, height: long, radius: 0)
        case .left: shape = RoundedRectShape(x: outer, y: -margin, width: long, height: long + 2 * margin, radius: 0)
        case .right:
            shape = RoundedRectShape(
                x: Float(thickness) - outer - long, y: -margin, width: long, height: long + 2 * margin, radius: 0)
        }
        let texture = try render(
            shape: shape, stops: stops, color: color, width: along ? Int(long) : thickness,
            height: along ? thickness : Int(long))
        edges[key] = texture
        return texture
    }

    /// The rings around `shape` in a new transparent texture, written without blending so the
    /// texture holds the color and alpha of the bands themselves.
    private func render(
        shape: RoundedRectShape, stops: [(offset: Float, alpha: Float)], color: SDL_Color, width: Int, height: Int
    )
        throws -> SDLTexture
    {
        let texture = try renderer.makeTargetTexture(width: width, height: height)
        var batch = GeometryBatch(snapsToPixels: snapsToPixels)
        let segments = RoundedRectShape.segmentsPerCorner(radius: shape.largestRadius + stops[0].offset, tolerance: 0.6)
        batch.addRings(
            stops.map { shape.offset(by: $0.offset).outline(segmentsPerCorner: segments) },
            alphaFactors: stops.map(\.alpha),
            color: color, closed: true)
        try renderer.drawing(into: texture) {
            try renderer.clear(SDL_Color(r: 0, g: 0, b: 0, a: 0))
            batch.cull(outside: SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)))
            try renderer.renderGeometry(vertices: batch.vertices, indices: batch.indices, blends: false)
        }
        return texture
    }
}
