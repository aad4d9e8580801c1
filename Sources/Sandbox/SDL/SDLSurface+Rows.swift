import CSDL2

extension SDLSurface {
    /// Runs `body` with each row of the surface's pixels in turn, as 32-bit ARGB values
    /// (`SDLSurface.pixelFormat`: alpha in the top byte, blue in the bottom one). Only for
    /// surfaces made here.
    func forEachRow(_ body: (_ y: Int, _ row: UnsafeBufferPointer<UInt32>) -> Void) {
        precondition(pointer.pointee.format.pointee.format == Self.pixelFormat.rawValue, "not an ARGB surface")
        let mustLock = CSDL2_MustLock(pointer) == SDL_TRUE
        if mustLock { SDL_LockSurface(pointer) }
        defer { if mustLock { SDL_UnlockSurface(pointer) } }
        let surface = pointer.pointee
        for y in 0..<height {
            let start = surface.pixels.advanced(by: y * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
            body(y, UnsafeBufferPointer(start: start, count: width))
        }
    }
}
