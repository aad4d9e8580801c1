import CSDL2
import Foundation

/// An owned `SDL_Renderer`, either on a window or on a CPU surface (headless).
///
/// Blending is always on (`SDL_BLENDMODE_BLEND`), because every shape of the sandbox may be
/// translucent and the anti-aliasing fringes always are.
final class SDLRenderer {
    /// The wrapped renderer; valid for the life of this object.
    let pointer: OpaquePointer
    /// Whether this is SDL's software renderer (no GPU): it snaps geometry to whole pixels and is
    /// the slow path the sandbox must stay fast on.
    let isSoftware: Bool
    /// Keeps the window or the headless surface alive for as long as the renderer draws on it
    /// (SDL requires the renderer to be destroyed first).
    private let window: SDLWindow?
    private let targetSurface: SDLSurface?

    /// Whether the machine has a GPU that OpenGL can use (a DRM device). Without one, Mesa's
    /// OpenGL is a software rasterizer (llvmpipe) that takes longer to load and start than SDL's
    /// own software renderer takes to draw a frame, and grows a large heap besides.
    static var gpuAvailable: Bool {
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return devices.contains { $0.hasPrefix("renderD") || $0.hasPrefix("card") }
    }

    /// A renderer on `window`, accelerated when possible (unless `software`), synchronised to the
    /// display when `vsync`. `SDL_RENDER_DRIVER` in the environment still picks SDL's driver.
    init(window: SDLWindow, vsync: Bool, software: Bool = false) throws {
        // A software renderer draws into the window's surface; without this, drivers with no
        // framebuffer of their own (offscreen) present that surface through an OpenGL texture,
        // which costs more than the drawing when OpenGL is itself a software rasterizer.
        if software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        var flags = software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        let renderer =
            SDL_CreateRenderer(window.pointer, -1, flags)
            ?? SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let renderer else { throw SDLError("SDL_CreateRenderer") }
        pointer = renderer
        self.window = window
        targetSurface = nil
        isSoftware = Self.reportsSoftware(renderer)
        try Self.enableBlending(renderer)
    }

    /// A software renderer drawing into `surface`; needs no video subsystem, window or display.
    init(drawingInto surface: SDLSurface) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        pointer = renderer
        window = nil
        targetSurface = surface
        isSoftware = true
        try Self.enableBlending(renderer)
    }

    deinit { SDL_DestroyRenderer(pointer) }

    private static func reportsSoftware(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    private static func enableBlending(_ renderer: OpaquePointer) throws {
        try SDLError.check(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// The size of the drawing area in pixels (larger than the window's size in points on HiDPI).
    func outputSize() throws -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        try SDLError.check(SDL_GetRendererOutputSize(pointer, &w, &h), "SDL_GetRendererOutputSize")
        return (Int(w), Int(h))
    }

    /// Fills the whole target with `color`, ignoring the clip rectangle.
    func clear(_ color: SDL_Color) throws {
        try SDLError.check(
            SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try SDLError.check(SDL_RenderClear(pointer), "SDL_RenderClear")
    }

    /// Fills `rects` (pixels, may be fractional) with `color`. An opaque color replaces what is
    /// below instead of blending: the same picture, and several times faster in software.
    func fill(_ rects: [SDL_FRect], color: SDL_Color) throws {
        guard !rects.isEmpty else { return }
        try setBlending(color.a < 255)
        try SDLError.check(
            SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        let status = rects.withUnsafeBufferPointer { SDL_RenderFillRectsF(pointer, $0.baseAddress, Int32($0.count)) }
        try SDLError.check(status, "SDL_RenderFillRectsF")
    }

    /// Draws indexed triangles, untextured when `texture` is nil; `blends` unless every vertex
    /// is opaque.
    func renderGeometry(
        vertices: [SDL_Vertex], indices: [Int32], texture: SDLTexture? = nil, blends: Bool = true
    ) throws {
        guard !vertices.isEmpty, !indices.isEmpty else { return }
        try setBlending(blends)
        let status = vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                SDL_RenderGeometry(
                    pointer, texture?.pointer, vertexBuffer.baseAddress, Int32(vertexBuffer.count),
                    indexBuffer.baseAddress, Int32(indexBuffer.count))
            }
        }
        try SDLError.check(status, "SDL_RenderGeometry")
    }

    private func setBlending(_ blends: Bool) throws {
        let mode = blends ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE
        try SDLError.check(SDL_SetRenderDrawBlendMode(pointer, mode), "SDL_SetRenderDrawBlendMode")
    }

    /// Copies `source` of `texture` (all of it when nil, pixels) to `destination` (pixels, may
    /// be fractional).
    func copy(_ texture: SDLTexture, from source: SDL_Rect? = nil, to destination: SDL_FRect) throws {
        var destination = destination
        let status: Int32
        if var source {
            status = SDL_RenderCopyF(pointer, texture.pointer, &source, &destination)
        } else {
            status = SDL_RenderCopyF(pointer, texture.pointer, nil, &destination)
        }
        try SDLError.check(status, "SDL_RenderCopyF")
    }

    /// The part of the current target that drawing can reach, in pixels: the clip rectangle when
    /// one is set, else the whole viewport.
    func visibleRect() -> SDL_Rect {
        var rect = SDL_Rect()
        if SDL_RenderIsClipEnabled(pointer) == SDL_TRUE {
            SDL_RenderGetClipRect(pointer, &rect)
        } else {
            SDL_RenderGetViewport(pointer, &rect)
            rect.x = 0
            rect.y = 0
        }
        return rect
    }

    /// Restricts drawing to `rect` (pixels), or lifts the restriction when nil.
    func setClip(_ rect: SDL_Rect?) throws {
        if var rect {
            try SDLError.check(SDL_RenderSetClipRect(pointer, &rect), "SDL_RenderSetClipRect")
        } else {
            try SDLError.check(SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
        }
    }

    /// Moves drawing's origin to `rect`'s corner and keeps drawing inside it (pixels); nil gives
    /// back the whole target. Clip rectangles are relative to the viewport.
    func setViewport(_ rect: SDL_Rect?) throws {
        if var rect {
            try SDLError.check(SDL_RenderSetViewport(pointer, &rect), "SDL_RenderSetViewport")
        } else {
            try SDLError.check(SDL_RenderSetViewport(pointer, nil), "SDL_RenderSetViewport")
        }
    }

    /// Makes a texture from `surface`'s pixels.
    func makeTexture(from surface: SDLSurface) throws -> SDLTexture {
        guard let texture = SDL_CreateTextureFromSurface(pointer, surface.pointer) else {
            throw SDLError("SDL_CreateTextureFromSurface")
        }
        return try SDLTexture(owning: texture, renderer: self)
    }

    /// Makes a texture the renderer can draw into (see `drawing(into:_:)`), transparent.
    func makeTargetTexture(width: Int, height: Int) throws -> SDLTexture {
        guard
            let texture = SDL_CreateTexture(
                pointer, SDLSurface.pixelFormat.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width), Int32(height))
        else { throw SDLError("SDL_CreateTexture(\(width)×\(height), target)") }
        return try SDLTexture(owning: texture, renderer: self)
    }

    /// Runs `body` with drawing sent into `texture` (made by `makeTargetTexture`), then back to
    /// whatever was the target before.
    func drawing(into texture: SDLTexture, _ body: () throws -> Void) throws {
        let previous = SDL_GetRenderTarget(pointer)
        try SDLError.check(SDL_SetRenderTarget(pointer, texture.pointer), "SDL_SetRenderTarget")
        defer { SDL_SetRenderTarget(pointer, previous) }
        try body()
    }

    /// The pixels drawn so far (the whole output), as a new surface of `SDLSurface.pixelFormat`.
    func readPixels() throws -> SDLSurface {
        let size = try outputSize()
        let surface = try SDLSurface(width: size.width, height: size.height)
        let status = SDL_RenderReadPixels(
            pointer, nil, SDLSurface.pixelFormat.rawValue, surface.pointer.pointee.pixels, surface.pointer.pointee.pitch
        )
        try SDLError.check(status, "SDL_RenderReadPixels")
        return surface
    }

    /// Executes every queued drawing command, so a headless surface holds the finished picture.
    func flush() throws {
        try SDLError.check(SDL_RenderFlush(pointer), "SDL_RenderFlush")
    }

    /// Shows the frame on the window (waits for the display's refresh when vsync is on).
    func present() {
        SDL_RenderPresent(pointer)
    }
}
