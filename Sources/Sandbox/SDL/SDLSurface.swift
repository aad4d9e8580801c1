import CSDL2

/// One pixel read back from a surface, 8 bits per straight (not premultiplied) channel.
struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    var description: String { "(\(red), \(green), \(blue), \(alpha))" }

    /// The largest difference of any channel between `self` and `other`.
    func distance(to other: PixelColor) -> Int {
        max(
            abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
            abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
}

/// An owned `SDL_Surface`: CPU pixels, freed with the object.
final class SDLSurface {
    /// The wrapped surface; valid for the life of this object.
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Width in pixels.
    var width: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    var height: Int { Int(pointer.pointee.h) }

    /// Takes ownership of a surface SDL created.
    init(owning pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    /// The pixel format of the surfaces made here: 32-bit ARGB, the one SDL's software blitters
    /// and blended fills have fast paths for (other 32-bit orders take a generic path many times
    /// slower). In memory, little-endian: B, G, R, A.
    static let pixelFormat = SDL_PIXELFORMAT_ARGB8888

    /// A new 32-bit ARGB surface, cleared to transparent black.
    convenience init(width: Int, height: Int) throws {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, Self.pixelFormat.rawValue)
        else { throw SDLError("SDL_CreateRGBSurfaceWithFormat(\(width)×\(height))") }
        self.init(owning: surface)
    }

    /// Loads an image file (PNG and whatever else SDL2_image reads).
    convenience init(contentsOf path: String) throws {
        guard let surface = IMG_Load(path) else { throw SDLError("IMG_Load(\(path))") }
        self.init(owning: surface)
    }

    deinit { SDL_FreeSurface(pointer) }

    /// Writes the surface as a PNG file (SDL2_image's encoder).
    func savePNG(to path: String) throws {
        try SDLError.check(IMG_SavePNG(pointer, path), "IMG_SavePNG(\(path))")
    }

    /// The pixel at (`x`, `y`) in pixels, whatever the surface's format.
    func pixel(x: Int, y: Int) -> PixelColor {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let mustLock = CSDL2_MustLock(pointer) == SDL_TRUE
        if mustLock { SDL_LockSurface(pointer) }
        defer { if mustLock { SDL_UnlockSurface(pointer) } }
        let surface = pointer.pointee
        let bytesPerPixel = Int(surface.format.pointee.BytesPerPixel)
        let address = surface.pixels.advanced(by: y * Int(surface.pitch) + x * bytesPerPixel)
        var value: UInt32 = 0
        withUnsafeMutableBytes(of: &value) { bytes in
            bytes.copyMemory(from: UnsafeRawBufferPointer(start: address, count: bytesPerPixel))
        }
        var color = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)
        SDL_GetRGBA(value, surface.format, &color.red, &color.green, &color.blue, &color.alpha)
        return color
    }
}
