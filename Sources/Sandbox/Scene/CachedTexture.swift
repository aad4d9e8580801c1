import FloatingPanel
import Foundation

/// A picture drawn once into a texture and copied from then on, until what it depends on changes:
/// the map behind the panels and the software keyboard are drawn this way, as redrawing them each
/// frame would cost the software renderer more than the rest of the scene.
struct CachedTexture<Key: Equatable> {
    private var cached: (key: Key, size: CGSize, pointScale: CGFloat, texture: SDLTexture)?

    /// The texture drawn for `key`: the cached one when `key`, `size` and `painter`'s density are
    /// unchanged, else a new opaque texture of `size` points at that density (pixels rounded by
    /// `rounding`) that `draw` fills. Nil when the renderer cannot make one; the caller then
    /// draws directly.
    mutating func texture(
        for key: Key, size: CGSize, rounding: FloatingPointRoundingRule, painter: Painter, draw: () -> Void
    ) -> SDLTexture? {
        if let cached, cached.key == key, cached.size == size, cached.pointScale == painter.pointScale {
            return cached.texture
        }
        cached = nil
        let pixelWidth = max(Int((size.width * painter.pointScale).rounded(rounding)), 1)
        let pixelHeight = max(Int((size.height * painter.pointScale).rounded(rounding)), 1)
        guard let texture = try? painter.renderer.makeTargetTexture(width: pixelWidth, height: pixelHeight) else {
            return nil
        }
        texture.setBlending(false)
        painter.drawing(into: texture, draw)
        cached = (key, size, painter.pointScale, texture)
        return texture
    }
}
