import CSDL2

/// An owned SDL_ttf font at one pixel size.
final class SDLFont {
    /// The wrapped `TTF_Font`; valid for the life of this object.
    let pointer: OpaquePointer
    /// The size the font was opened at, in pixels (SDL_ttf calls it points at 72 dpi).
    let pixelSize: Int

    /// Opens the TrueType file at `path` at `pixelSize`.
    init(path: String, pixelSize: Int) throws {
        try SDLLibraries.initializeFonts()
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw SDLError("TTF_OpenFont(\(path), \(pixelSize))")
        }
        self.pointer = font
        self.pixelSize = pixelSize
    }

    deinit { TTF_CloseFont(pointer) }

    /// The height of a rendered line, in pixels.
    var height: Int { Int(TTF_FontHeight(pointer)) }

    /// The size `text` would have once rendered, in pixels, without rendering it.
    func size(of text: String) throws -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        try SDLError.check(TTF_SizeUTF8(pointer, text, &w, &h), "TTF_SizeUTF8")
        return (Int(w), Int(h))
    }

    /// Renders `text` anti-aliased onto a new transparent surface.
    func render(_ text: String, color: SDL_Color) throws -> SDLSurface {
        guard let surface = TTF_RenderUTF8_Blended(pointer, text, color) else {
            throw SDLError("TTF_RenderUTF8_Blended")
        }
        return SDLSurface(owning: surface)
    }
}
