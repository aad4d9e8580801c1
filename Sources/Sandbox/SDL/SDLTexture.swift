import CSDL2

/// An owned `SDL_Texture`: pixels on the renderer's side, freed with the object.
///
/// A texture belongs to the renderer that made it; keep the renderer alive for as long as its
/// textures (the texture holds a reference to it for that reason).
package final class SDLTexture {
    /// The wrapped texture; valid for the life of this object.
    package let pointer: OpaquePointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    private let renderer: SDLRenderer

    /// How many textures are alive now, for leak checks (the soak run). Textures are
    /// made and freed on the rendering thread only, so the count needs no lock.
    nonisolated(unsafe) package private(set) static var liveCount = 0

    init(owning pointer: OpaquePointer, renderer: SDLRenderer) throws {
        self.pointer = pointer
        self.renderer = renderer
        var w: Int32 = 0
        var h: Int32 = 0
        try SDLError.check(SDL_QueryTexture(pointer, nil, nil, &w, &h), "SDL_QueryTexture")
        width = Int(w)
        height = Int(h)
        // Counted once fully initialised: from here on a throw still runs `deinit`.
        Self.liveCount += 1
        try SDLError.check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    deinit {
        SDL_DestroyTexture(pointer)
        Self.liveCount -= 1
    }

    /// Whether drawing the texture blends it over what is below (the default) or replaces it,
    /// which is faster for pictures without transparency.
    package func setBlending(_ blends: Bool) {
        SDL_SetTextureBlendMode(pointer, blends ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    }
}
