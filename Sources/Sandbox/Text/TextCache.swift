import CSDL2
import Foundation

/// Rendered text, kept as textures so a string is rasterised once and then only copied.
///
/// Entries are keyed by string, pixel size, weight and color. A string not drawn for
/// `retainedFrames` frames is dropped (`endFrame()` counts them): the overlay's figures change
/// every frame, and each value kept would hold a texture for good — the soak run
/// saw the cache grow by a texture every few frames, about 17 KB each, until `capacity`. The
/// cache also holds at most `capacity` entries; past that the least recently used quarter is
/// dropped at once, so eviction costs nothing on most frames.
package final class TextCache {
    /// One rendered string.
    struct Entry {
        /// The text's pixels, transparent around the glyphs.
        let texture: SDLTexture
        /// Size of the texture in pixels.
        var pixelWidth: Int { texture.width }
        var pixelHeight: Int { texture.height }
    }

    private struct Key: Hashable {
        let text: String
        let pixelSize: Int
        let weight: FontWeight
        let color: UInt32
    }

    /// The most entries kept.
    let capacity: Int
    /// How many entries are held now.
    package var count: Int { entries.count }
    /// Frames a string stays cached after it was last drawn: one second at 60 Hz, so whatever a
    /// frame draws is still there for the next, and scrolling back soon finds its rows.
    static let retainedFrames: UInt64 = 60

    private let renderer: SDLRenderer
    private let fonts: FontLibrary
    /// An entry with when it was last used (by the use clock) and the frame it was last drawn in,
    /// in one slot so that a drawn string costs one hash lookup.
    private struct Slot {
        let entry: Entry
        var lastUse: UInt64
        var lastFrame: UInt64
    }

    private var entries: [Key: Slot] = [:]
    private var useClock: UInt64 = 0
    /// Frames ended so far.
    private var frame: UInt64 = 0

    /// A cache drawing with `renderer`'s textures and `fonts`.
    init(renderer: SDLRenderer, fonts: FontLibrary, capacity: Int = 2048) {
        self.renderer = renderer
        self.fonts = fonts
        self.capacity = max(capacity, 4)
    }

    /// The pixel size a point size becomes at `pointScale` pixels per point.
    static func pixelSize(_ style: TextStyle, pointScale: CGFloat) -> Int {
        max(Int((style.size * pointScale).rounded()), 1)
    }

    /// The texture of `text` in `style`, rendered on first use; nil for an empty string.
    func entry(for text: String, style: TextStyle, pointScale: CGFloat) throws -> Entry? {
        guard !text.isEmpty else { return nil }
        let color = style.color.sdlColor()
        let pixelSize = Self.pixelSize(style, pointScale: pointScale)
        let key = Key(
            text: text, pixelSize: pixelSize, weight: style.weight,
            color: UInt32(color.r) << 24 | UInt32(color.g) << 16 | UInt32(color.b) << 8 | UInt32(color.a))
        useClock += 1
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = useClock
            entries.values[index].lastFrame = frame
            return entries.values[index].entry
        }
        let font = try fonts.font(pixelSize: pixelSize, weight: style.weight)
        let surface = try font.render(text, color: color)
        let entry = Entry(texture: try renderer.makeTexture(from: surface))
        entries[key] = Slot(entry: entry, lastUse: useClock, lastFrame: frame)
        if entries.count > capacity { evictLeastRecentlyUsed() }
        return entry
    }

    /// The size of `text` in `style`, in points, without rendering it.
    func measure(_ text: String, style: TextStyle, pointScale: CGFloat) throws -> CGSize {
        guard !text.isEmpty else { return .zero }
        let font = try fonts.font(pixelSize: Self.pixelSize(style, pointScale: pointScale), weight: style.weight)
        let size = try font.size(of: text)
        return CGSize(width: CGFloat(size.width) / pointScale, height: CGFloat(size.height) / pointScale)
    }

    /// The height of one line of `style`, in points.
    func lineHeight(_ style: TextStyle, pointScale: CGFloat) throws -> CGFloat {
        let font = try fonts.font(pixelSize: Self.pixelSize(style, pointScale: pointScale), weight: style.weight)
        return CGFloat(font.height) / pointScale
    }

    /// Frames ended since the last sweep: samples compared at the same value see the same part
    /// of the sweep's window.
    package var framesSinceSweep: Int { Int(frame % Self.retainedFrames) }

    /// Ends a frame (`Painter.finish()` calls it): drops the strings not drawn in the last
    /// `retainedFrames` frames. The sweep runs once every `retainedFrames` frames, so a frame pays
    /// for it only once a second.
    func endFrame() {
        frame += 1
        guard frame % Self.retainedFrames == 0 else { return }
        entries = entries.filter { frame - $0.value.lastFrame <= Self.retainedFrames }
    }

    private func evictLeastRecentlyUsed() {
        let keep = capacity * 3 / 4
        let oldestFirst = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in oldestFirst.prefix(entries.count - keep) {
            entries.removeValue(forKey: key)
        }
    }
}
