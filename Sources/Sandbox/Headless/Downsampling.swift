extension SDLSurface {
    /// A surface `factor` times smaller, each pixel the average of a `factor` × `factor` block
    /// (weighted by alpha, so transparent samples lend no color). Both surfaces have
    /// `SDLSurface.pixelFormat`, whose alpha is the fourth byte of each pixel.
    ///
    /// This is how headless renders get smooth edges: SDL's software renderer snaps triangle
    /// corners to whole pixels, so a one-pixel anti-aliasing fringe alone leaves steps; drawing at
    /// twice the size and averaging gives every edge pixel a true partial coverage.
    func downsampled(by factor: Int) throws -> SDLSurface {
        precondition(factor >= 1 && width % factor == 0 && height % factor == 0, "size not a multiple of \(factor)")
        let result = try SDLSurface(width: width / factor, height: height / factor)
        let sourcePitch = Int(pointer.pointee.pitch)
        let resultPitch = Int(result.pointer.pointee.pitch)
        let source = UnsafeRawPointer(pointer.pointee.pixels!).assumingMemoryBound(to: UInt8.self)
        let target = result.pointer.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        let samples = factor * factor
        for y in 0..<result.height {
            for x in 0..<result.width {
                // Three color channels (their order does not matter here) weighted by alpha.
                var colors = (0, 0, 0)
                var alpha = 0
                for sy in 0..<factor {
                    var sample = source + (y * factor + sy) * sourcePitch + x * factor * 4
                    for _ in 0..<factor {
                        let a = Int(sample[3])
                        colors.0 += Int(sample[0]) * a
                        colors.1 += Int(sample[1]) * a
                        colors.2 += Int(sample[2]) * a
                        alpha += a
                        sample += 4
                    }
                }
                let pixel = target + y * resultPitch + x * 4
                if alpha > 0 {
                    pixel[0] = UInt8((colors.0 + alpha / 2) / alpha)
                    pixel[1] = UInt8((colors.1 + alpha / 2) / alpha)
                    pixel[2] = UInt8((colors.2 + alpha / 2) / alpha)
                }
                pixel[3] = UInt8((alpha + samples / 2) / samples)
            }
        }
        return result
    }
}
