import FloatingPanel
import Foundation

/// Drawing without a display: SDL's software renderer on a 32-bit ARGB surface in memory.
///
/// Needs no video subsystem, window or display, so `render` and the tests run anywhere. The
/// picture can be read back pixel by pixel or saved as a PNG. With `supersampling` above 1 the
/// drawing happens that many times larger and is averaged down when read, for smooth edges
/// (see `SDLSurface.downsampled(by:)`).
final class HeadlessCanvas {
    /// The renderer drawing into the (possibly enlarged) surface.
    let renderer: SDLRenderer
    /// Drawing in points on this canvas.
    let painter: Painter
    /// Width of the finished picture in pixels.
    var pixelWidth: Int { drawingSurface.width / supersampling }
    /// Height of the finished picture in pixels.
    var pixelHeight: Int { drawingSurface.height / supersampling }
    /// Pixels per point of the finished picture.
    let pointScale: CGFloat
    private let drawingSurface: SDLSurface
    private let supersampling: Int

    /// A transparent canvas of `pixelWidth` × `pixelHeight` pixels at `pointScale` pixels per point.
    init(
        pixelWidth: Int, pixelHeight: Int, pointScale: CGFloat, supersampling: Int = 1, fonts: FontLibrary? = nil
    ) throws {
        self.pointScale = pointScale
        self.supersampling = max(supersampling, 1)
        drawingSurface = try SDLSurface(
            width: pixelWidth * self.supersampling, height: pixelHeight * self.supersampling)
        renderer = try SDLRenderer(drawingInto: drawingSurface)
        painter = Painter(
            renderer: renderer, pointScale: pointScale * CGFloat(self.supersampling), fonts: try fonts ?? FontLibrary())
    }

    /// The picture so far: every queued command run, averaged down when supersampling. Read its
    /// pixels with `SDLSurface.pixel(x:y:)`. Without supersampling this is the drawing surface
    /// itself, so it also shows later drawing.
    func finishedSurface() throws -> SDLSurface {
        try renderer.flush()
        try painter.finish()
        return supersampling == 1 ? drawingSurface : try drawingSurface.downsampled(by: supersampling)
    }

    /// Writes the finished picture as a PNG file.
    func savePNG(to path: String) throws {
        try finishedSurface().savePNG(to: path)
    }
}
