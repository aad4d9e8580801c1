import CSDL2
import FloatingPanel
import Foundation

// Conversions between the sandbox's value types and SDL's drawing structs. (Input conversions —
// events, keys, buttons — live in InputMapping.swift.)

extension RGBAColor {
    /// The color as SDL's 8-bit straight-alpha color, with the alpha multiplied by `opacity`.
    func sdlColor(opacity: Double = 1) -> SDL_Color {
        SDL_Color(
            r: Self.byte(red), g: Self.byte(green), b: Self.byte(blue), a: Self.byte(alpha * opacity))
    }

    private static func byte(_ component: Double) -> UInt8 {
        UInt8((min(max(component, 0), 1) * 255).rounded())
    }
}

extension SDL_Rect {
    /// The whole-pixel rectangle whose edges are `rect`'s edges rounded to the nearest pixel, so
    /// that two rectangles sharing an edge neither overlap nor leave a gap.
    init(roundingPixels rect: CGRect) {
        let minX = Int32(rect.minX.rounded())
        let minY = Int32(rect.minY.rounded())
        self.init(
            x: minX, y: minY,
            w: max(Int32(rect.maxX.rounded()) - minX, 0),
            h: max(Int32(rect.maxY.rounded()) - minY, 0))
    }
}
