import FloatingPanel
import Foundation

/// Draws the simulated software keyboard over the container's bottom: iOS's light
/// keyboard — a grey tray with a suggestion bar and four rows of key caps — laid out for its full
/// height and slid by how much of it shows, so it moves in like the system's instead of growing.
///
/// The keyboard is drawn once into a texture per size and pixel density; a frame only copies it,
/// as the map behind the panels is (sixty anti-aliased key caps a frame would cost the software
/// renderer more than the rest of the scene).
final class SoftwareKeyboardPainter {
    let painter: Painter
    /// Keyed by the bottom inset, which the key rows leave free.
    private var cached = CachedTexture<CGFloat>()

    private enum Palette {
        static let tray = RGBAColor(hex: 0xD1D3D9)
        static let suggestionBar = RGBAColor(hex: 0xD6D8DD)
        static let key = RGBAColor.white
        static let specialKey = RGBAColor(hex: 0xABB0BA)
        static let keyShadow = RGBAColor(hex: 0x898A8D)
        static let label = RGBAColor(hex: 0x1C1C1E)
        static let suggestion = RGBAColor(hex: 0x3C3C43)
    }

    private static let letterRows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    private static let suggestions = ["the", "I", "to"]

    init(painter: Painter) {
        self.painter = painter
    }

    /// Draws a keyboard `fullHeight` tall of which `visibleHeight` shows above the bottom of a
    /// container of `containerSize`, leaving `bottomInset` (the home indicator's band) free of keys.
    func draw(visibleHeight: CGFloat, fullHeight: CGFloat, bottomInset: CGFloat, containerSize: CGSize) {
        guard visibleHeight > 0.5, fullHeight > 0 else { return }
        let size = CGSize(width: containerSize.width, height: fullHeight)
        let frame = CGRect(origin: CGPoint(x: 0, y: containerSize.height - visibleHeight), size: size)
        guard let texture = prepareTexture(size: size, bottomInset: bottomInset) else {
            return drawKeyboard(in: frame, bottomInset: bottomInset)
        }
        painter.drawTexture(texture, in: frame)
    }

    /// The keyboard as a texture, drawn on first use for this size and density.
    private func prepareTexture(size: CGSize, bottomInset: CGFloat) -> SDLTexture? {
        cached.texture(for: bottomInset, size: size, rounding: .toNearestOrAwayFromZero, painter: painter) {
            drawKeyboard(in: CGRect(origin: .zero, size: size), bottomInset: bottomInset)
        }
    }

    private func drawKeyboard(in tray: CGRect, bottomInset: CGFloat) {
        painter.fill(tray, color: Palette.tray)
        let barHeight = min(44, tray.height * 0.15)
        drawSuggestions(in: CGRect(x: tray.minX, y: tray.minY, width: tray.width, height: barHeight))
        let keysArea = CGRect(
            x: tray.minX + 3, y: tray.minY + barHeight, width: tray.width - 6,
            height: max(tray.height - barHeight - max(bottomInset, 4), 0))
        drawKeys(in: keysArea)
    }

    private func drawSuggestions(in bar: CGRect) {
        painter.fill(bar, color: Palette.suggestionBar)
        let style = TextStyle(size: min(16, bar.height * 0.4), color: Palette.suggestion)
        let slot = bar.width / CGFloat(Self.suggestions.count)
        for (index, word) in Self.suggestions.enumerated() {
            painter.drawText(
                word,
                centeredIn: CGRect(x: bar.minX + slot * CGFloat(index), y: bar.minY, width: slot, height: bar.height),
                style: style)
            if index > 0 {
                painter.fillHairline(
                    CGRect(
                        x: bar.minX + slot * CGFloat(index), y: bar.minY + bar.height * 0.25, width: 0.5,
                        height: bar.height * 0.5), color: Palette.specialKey)
            }
        }
    }

    /// Ten key columns wide; the second row is indented half a key, the third has Shift and
    /// Delete at its ends, the last holds 123, the space bar and Return.
    private func drawKeys(in area: CGRect) {
        let rowHeight = area.height / 4
        let column = area.width / 10
        let gap = min(6, column * 0.15)
        let keyHeight = max(rowHeight - max(rowHeight * 0.22, 6), 1)
        let labelStyle = TextStyle(size: max(min(keyHeight * 0.5, 22), 6), color: Palette.label)
        func key(_ x: CGFloat, _ row: Int, width: CGFloat, label: String, special: Bool = false) {
            let frame = CGRect(
                x: area.minX + x + gap / 2, y: area.minY + CGFloat(row) * rowHeight + (rowHeight - keyHeight) / 2,
                width: width - gap, height: keyHeight)
            let radius = CornerRadii.uniform(min(5, keyHeight / 4))
            painter.fillRoundedRect(frame.offsetBy(dx: 0, dy: 1), radii: radius, color: Palette.keyShadow)
            painter.fillRoundedRect(frame, radii: radius, color: special ? Palette.specialKey : Palette.key)
            painter.drawText(label, centeredIn: frame, style: labelStyle)
        }
        for (row, letters) in Self.letterRows.enumerated() {
            let indent = CGFloat(10 - letters.count) * column / 2
            for (index, letter) in letters.enumerated() {
                key(indent + CGFloat(index) * column, row, width: column, label: String(letter))
            }
        }
        key(0, 2, width: column * 1.4, label: "⇧", special: true)
        key(area.width - column * 1.4, 2, width: column * 1.4, label: "⌫", special: true)
        key(0, 3, width: column * 2.5, label: "123", special: true)
        key(column * 2.5, 3, width: column * 5, label: "space")
        key(column * 7.5, 3, width: column * 2.5, label: "return", special: true)
    }
}
