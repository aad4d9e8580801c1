import CSDL2
import FloatingPanel
import Foundation

/// Anti-aliased 2D drawing in points on an `SDLRenderer`.
///
/// Every coordinate is in points; `pointScale` (pixels per point) turns them into pixels here, so
/// callers never think about HiDPI. Shapes are `SDL_RenderGeometry` triangles: a solid inside and a
/// one-pixel fringe fading to transparent across the edge, the usual way to anti-alias polygons on
/// a rasteriser that has no coverage of its own.
///
/// Drawing calls do not throw, so a frame reads as a list of shapes; the first SDL failure is kept
/// and `finish()` reports it.
final class Painter {
    /// The renderer drawn on.
    let renderer: SDLRenderer
    /// Pixels per point.
    var pointScale: CGFloat
    /// Rendered strings, shared by everything this painter draws.
    let textCache: TextCache
    private var batch: GeometryBatch
    /// How far the anti-aliasing fringe reaches to each side of an edge, in pixels. Half a pixel
    /// makes a one-pixel ramp centred on the edge. The software renderer snaps vertices to whole
    /// pixels, where a ramp of exactly one pixel would paint a half-covered pixel along every edge
    /// that lies on a pixel boundary; a hair less lets such edges stay sharp and still smooths
    /// curves and slants.
    private let fringe: Float
    private let shadowCache: ShadowCache
    private var clipStack: [CGRect] = []
    private var firstError: Error?

    /// A painter on `renderer` at `pointScale` pixels per point, with text from `fonts`.
    init(renderer: SDLRenderer, pointScale: CGFloat, fonts: FontLibrary) {
        self.renderer = renderer
        self.pointScale = pointScale
        self.textCache = TextCache(renderer: renderer, fonts: fonts)
        batch = GeometryBatch(snapsToPixels: renderer.isSoftware)
        fringe = renderer.isSoftware ? 0.499 : 0.5
        shadowCache = ShadowCache(renderer: renderer, snapsToPixels: renderer.isSoftware)
    }

    /// Ends the frame: throws the first error any drawing call met since the last `finish()`, and
    /// forgets it; text not drawn for a while leaves the cache.
    func finish() throws {
        textCache.endFrame()
        defer { firstError = nil }
        if let firstError { throw firstError }
    }

    private func record(_ body: () throws -> Void) {
        do { try body() } catch { if firstError == nil { firstError = error } }
    }

    private func pixels(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX * pointScale, y: rect.minY * pointScale, width: rect.width * pointScale,
            height: rect.height * pointScale)
    }

    private func pixels(_ point: CGPoint) -> PixelPoint {
        PixelPoint(Float(point.x * pointScale), Float(point.y * pointScale))
    }

    /// Draws the collected triangles that can show, blended unless `opaque`, and empties the batch.
    private func submitBatch(opaque: Bool = false) {
        guard !batch.isEmpty else { return }
        batch.cull(outside: renderer.visibleRect())
        record { try renderer.renderGeometry(vertices: batch.vertices, indices: batch.indices, blends: !opaque) }
        batch.removeAll()
    }

    /// Fills pixel rectangles, their corners placed as the batch places vertices so rectangles
    /// and triangles of one shape meet without seams.
    private func fillPixelRects(_ rects: [SDL_FRect], color: SDL_Color) {
        let snapped = rects.map { rect -> SDL_FRect in
            let topLeft = batch.snap(PixelPoint(rect.x, rect.y))
            let bottomRight = batch.snap(PixelPoint(rect.x + rect.w, rect.y + rect.h))
            return SDL_FRect(x: topLeft.x, y: topLeft.y, w: bottomRight.x - topLeft.x, h: bottomRight.y - topLeft.y)
        }.filter { $0.w > 0 && $0.h > 0 }
        record { try renderer.fill(snapped, color: color) }
    }

    /// The solid inside of `shape`: rectangles, then its corner fans, without blending when opaque.
    private func fillInterior(of shape: RoundedRectShape, color: SDL_Color, segmentsPerCorner: Int) {
        guard color.a > 0 else { return }
        fillPixelRects(shape.interiorRects(), color: color)
        shape.appendCornerFans(to: &batch, color: color, segmentsPerCorner: segmentsPerCorner)
        submitBatch(opaque: color.a == 255)
    }

    // MARK: - Whole target and rectangles

    /// Fills the whole target with `color` (no blending, ignores the clip).
    func clear(_ color: RGBAColor) {
        record { try renderer.clear(color.sdlColor()) }
    }

    /// Fills `rect` with `color` (blended when translucent), its edges snapped to whole pixels:
    /// sharp and fast, the way to draw backgrounds, the backdrop and axis-aligned lines.
    func fill(_ rect: CGRect, color: RGBAColor) {
        guard color.alpha > 0 else { return }
        let pixelRect = SDL_Rect(roundingPixels: pixels(rect))
        fillPixelRects(
            [SDL_FRect(x: Float(pixelRect.x), y: Float(pixelRect.y), w: Float(pixelRect.w), h: Float(pixelRect.h))],
            color: color.sdlColor())
    }

    /// Fills a separator line `rect` at least one pixel thick, ending where `rect` ends: a
    /// half-point line would otherwise round to nothing or to a pixel depending on where it falls,
    /// and separators would come and go from row to row.
    func fillHairline(_ rect: CGRect, color: RGBAColor) {
        var pixelRect = SDL_Rect(roundingPixels: pixels(rect))
        if pixelRect.h < 1 {
            pixelRect.y = Int32((rect.maxY * pointScale).rounded()) - 1
            pixelRect.h = 1
        }
        if pixelRect.w < 1 {
            pixelRect.x = Int32((rect.maxX * pointScale).rounded()) - 1
            pixelRect.w = 1
        }
        guard color.alpha > 0 else { return }
        fillPixelRects(
            [SDL_FRect(x: Float(pixelRect.x), y: Float(pixelRect.y), w: Float(pixelRect.w), h: Float(pixelRect.h))],
            color: color.sdlColor())
    }

    // MARK: - Rounded rectangles and circles

    /// Fills `rect` with rounded corners of `radii`, anti-aliased.
    func fillRoundedRect(_ rect: CGRect, radii: CornerRadii, color: RGBAColor) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let shape = RoundedRectShape(pixels(rect), radii: radii.scaled(by: pointScale))
        let sdlColor = color.sdlColor()
        let segments = RoundedRectShape.segmentsPerCorner(radius: shape.largestRadius + fringe)
        fillInterior(of: shape.offset(by: -fringe), color: sdlColor, segmentsPerCorner: segments)
        batch.addRings(
            [shape.offset(by: fringe), shape.offset(by: -fringe)].map { $0.outline(segmentsPerCorner: segments) },
            alphaFactors: [0, 1], color: sdlColor, closed: true)
        submitBatch()
    }

    /// Draws a border of `width` points along the inside of the rounded rectangle, as Core
    /// Animation draws a layer's border.
    func strokeRoundedRect(_ rect: CGRect, radii: CornerRadii, width: CGFloat, color: RGBAColor) {
        guard color.alpha > 0, width > 0, rect.width > 0, rect.height > 0 else { return }
        let shape = RoundedRectShape(pixels(rect), radii: radii.scaled(by: pointScale))
        let profile = RingStop.band(width: Float(width * pointScale), fringe: fringe).map { stop in
            RingStop(offset: -0.5 * Float(width * pointScale) - stop.offset, alpha: stop.alpha)
        }
        let segments = RoundedRectShape.segmentsPerCorner(radius: shape.largestRadius + fringe)
        batch.addRings(
            profile.map { shape.offset(by: $0.offset).outline(segmentsPerCorner: segments) },
            alphaFactors: profile.map(\.alpha), color: color.sdlColor(), closed: true)
        submitBatch()
    }

    /// Fills a circle, anti-aliased.
    func fillCircle(center: CGPoint, radius: CGFloat, color: RGBAColor) {
        let bounds = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        fillRoundedRect(bounds, radii: .uniform(radius), color: color)
    }

    /// Draws a circle's outline of `width` points, centred on the circle.
    func strokeCircle(center: CGPoint, radius: CGFloat, width: CGFloat, color: RGBAColor) {
        let outer = radius + width / 2
        let bounds = CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)
        strokeRoundedRect(bounds, radii: .uniform(outer), width: width, color: color)
    }

    // MARK: - Shadows

    /// Draws `shadow` for a shape of `rect` with all corners rounded by `cornerRadius` (Docs/engine.md §10.2:
    /// the shadow path is the container frame grown by `spread`, offset by `offset`, blurred by
    /// `radius` as a soft falloff, in `color` at `opacity`).
    ///
    /// When `shapeIsOpaque`, whatever of the shadow lies under the shape is left out (it would be
    /// covered anyway): the solid middle and the inner part of the blur. Otherwise the middle is
    /// still left out unless the offset pushes it out from under the shape, which keeps shadows
    /// out of translucent shapes in the common case.
    func drawShadow(
        _ shadow: SurfaceAppearance.Shadow, of rect: CGRect, cornerRadius: CGFloat, shapeIsOpaque: Bool = false
    ) {
        guard !shadow.hidden, shadow.opacity > 0, shadow.color.alpha > 0 else { return }
        let shadowRect = rect.insetBy(dx: -shadow.spread, dy: -shadow.spread)
            .offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        guard shadowRect.width > 0, shadowRect.height > 0 else { return }
        let shape = RoundedRectShape(
            pixels(shadowRect), radii: CornerRadii.uniform(cornerRadius).scaled(by: pointScale))
        let profile = ShadowProfile(blurRadius: Float(shadow.radius * pointScale))
        let color = shadow.color.sdlColor(opacity: Double(shadow.opacity))
        let segments = RoundedRectShape.segmentsPerCorner(
            radius: shape.largestRadius + profile.offsets[0], tolerance: 0.6)
        // How deep inside its own edge the shadow can still be outside the shape it belongs to.
        let exposedDepth =
            Float((max(abs(shadow.offset.width), abs(shadow.offset.height)) + max(shadow.spread, 0)) * pointScale) + 1
        let plateau = shape.offset(by: -profile.plateauInset)
        let hiddenBy = pixels(rect)
        let plateauIsCovered =
            CGFloat(plateau.minX) >= hiddenBy.minX && CGFloat(plateau.maxX) <= hiddenBy.maxX
            && CGFloat(plateau.minY) >= hiddenBy.minY && CGFloat(plateau.maxY) <= hiddenBy.maxY
        if !plateauIsCovered && !(shapeIsOpaque && profile.plateauInset > exposedDepth) {
            fillInterior(of: plateau, color: color, segmentsPerCorner: segments)
        }
        var stops = zip(profile.offsets, profile.alphaFactors).map { (offset: $0, alpha: $1) }
        if shapeIsOpaque, let deepest = stops.firstIndex(where: { $0.offset <= -exposedDepth }) {
            stops = Array(stops[...deepest])
        }
        var drawn = false
        record { drawn = try shadowCache.draw(around: shape, stops: stops, color: color) }
        guard !drawn else { return }
        batch.addRings(
            stops.map { shape.offset(by: $0.offset).outline(segmentsPerCorner: segments) },
            alphaFactors: stops.map(\.alpha),
            color: color, closed: true)
        submitBatch()
    }

    // MARK: - Lines

    /// Draws a straight line of `width` points, anti-aliased, with flat ends.
    func drawLine(from start: CGPoint, to end: CGPoint, width: CGFloat, color: RGBAColor) {
        drawPolyline([start, end], width: width, color: color)
    }

    /// Draws connected line segments through `points`, joined with mitres so translucent lines do
    /// not darken at the joints.
    func drawPolyline(_ points: [CGPoint], width: CGFloat, color: RGBAColor) {
        guard color.alpha > 0, width > 0 else { return }
        var path: [PixelPoint] = []
        for point in points.map(pixels) where path.last.map({ ($0 - point).length > 0.01 }) ?? true {
            path.append(point)
        }
        path = PolylineSimplifier.simplified(path)
        guard path.count >= 2 else { return }
        let miters = Self.miterOffsets(along: path)
        let profile = RingStop.band(width: Float(width * pointScale), fringe: fringe)
        batch.addRings(
            profile.map { entry in zip(path, miters).map { $0 + entry.offset * $1 } },
            alphaFactors: profile.map(\.alpha), color: color.sdlColor(), closed: false)
        submitBatch()
    }

    /// For each point of an open path, the vector that moves it one unit away from both adjacent
    /// segments (the segment normal at the ends, the mitre in between, limited at sharp turns).
    private static func miterOffsets(along path: [PixelPoint]) -> [PixelPoint] {
        let normals = zip(path, path.dropFirst()).map { a, b -> PixelPoint in
            let direction = (b - a).normalized
            return PixelPoint(-direction.y, direction.x)
        }
        return path.indices.map { i in
            if i == 0 { return normals[0] }
            if i == path.count - 1 { return normals[i - 1] }
            let sum = normals[i - 1] + normals[i]
            guard sum.length > 1e-4 else { return normals[i] }
            let miter = sum.normalized
            return miter / max(miter.dot(normals[i]), 0.25)
        }
    }

    // MARK: - Text

    /// Draws `text` with its top-left corner at `origin` (snapped to a whole pixel so glyphs stay
    /// crisp); returns its size in points.
    @discardableResult
    func drawText(_ text: String, at origin: CGPoint, style: TextStyle) -> CGSize {
        var size = CGSize.zero
        record {
            guard let entry = try textCache.entry(for: text, style: style, pointScale: pointScale) else { return }
            let destination = SDL_FRect(
                x: Float((origin.x * pointScale).rounded()), y: Float((origin.y * pointScale).rounded()),
                w: Float(entry.pixelWidth), h: Float(entry.pixelHeight))
            try renderer.copy(entry.texture, to: destination)
            size = CGSize(
                width: CGFloat(entry.pixelWidth) / pointScale, height: CGFloat(entry.pixelHeight) / pointScale)
        }
        return size
    }

    /// Draws `text` centred in `rect`, placed by its cached texture's size (no measuring pass).
    func drawText(_ text: String, centeredIn rect: CGRect, style: TextStyle) {
        record {
            guard let entry = try textCache.entry(for: text, style: style, pointScale: pointScale) else { return }
            let width = CGFloat(entry.pixelWidth)
            let height = CGFloat(entry.pixelHeight)
            let destination = SDL_FRect(
                x: Float((rect.midX * pointScale - width / 2).rounded()),
                y: Float((rect.midY * pointScale - height / 2).rounded()), w: Float(width), h: Float(height))
            try renderer.copy(entry.texture, to: destination)
        }
    }

    /// The size `text` takes in `style`, in points.
    func measureText(_ text: String, style: TextStyle) -> CGSize {
        var size = CGSize.zero
        record { size = try textCache.measure(text, style: style, pointScale: pointScale) }
        return size
    }

    /// The height of one line of text in `style`, in points.
    func lineHeight(_ style: TextStyle) -> CGFloat {
        var height: CGFloat = 0
        record { height = try textCache.lineHeight(style, pointScale: pointScale) }
        return height
    }

    // MARK: - Textures

    /// Draws all of `texture` stretched over `rect`.
    func drawTexture(_ texture: SDLTexture, in rect: CGRect) {
        let pixelRect = pixels(rect)
        record {
            try renderer.copy(
                texture,
                to: SDL_FRect(
                    x: Float(pixelRect.minX), y: Float(pixelRect.minY), w: Float(pixelRect.width),
                    h: Float(pixelRect.height)))
        }
    }

    /// Runs `body` with drawing sent into `texture` (made by `renderer.makeTargetTexture`), then
    /// back to the previous target.
    func drawing(into texture: SDLTexture, _ body: () -> Void) {
        record { try renderer.drawing(into: texture, body) }
    }

    // MARK: - Clipping

    /// Runs `body` drawing into `rect` as if it were the whole target: its top-left corner is the
    /// origin and nothing reaches outside it (the window draws the scene this way beside the side
    /// bar). `rect` should lie on whole pixels, so the scene's pixels line up with the window's.
    func withViewport(_ rect: CGRect, _ body: () -> Void) {
        let outerClips = clipStack
        clipStack = []
        record { try renderer.setViewport(SDL_Rect(roundingPixels: pixels(rect))) }
        body()
        record { try renderer.setViewport(nil) }
        clipStack = outerClips
        record { try renderer.setClip(clipStack.last.map { SDL_Rect(roundingPixels: pixels($0)) }) }
    }

    /// Runs `body` with drawing restricted to `rect` (within any enclosing clip); skips it when
    /// nothing of `rect` is left to draw on.
    func withClip(_ rect: CGRect, _ body: () -> Void) {
        let clip = clipStack.last.map { $0.intersection(rect) } ?? rect
        let pixelClip = SDL_Rect(roundingPixels: pixels(clip.isNull ? .zero : clip))
        guard pixelClip.w > 0, pixelClip.h > 0 else { return }
        clipStack.append(clip)
        record { try renderer.setClip(pixelClip) }
        body()
        clipStack.removeLast()
        record { try renderer.setClip(clipStack.last.map { SDL_Rect(roundingPixels: pixels($0)) }) }
    }
}
