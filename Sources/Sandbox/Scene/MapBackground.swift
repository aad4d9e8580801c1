import FloatingPanel
import Foundation
import PanelConfig

/// The main content behind the panels: something with texture, so motion and dimming show.
///
/// Drawn once per container size into a texture (see `SceneRenderer`); nothing here needs to be
/// fast. The street map is generated from a fixed seed, so every run and every render looks alike.
struct MapBackground {
    let kind: SceneBackground
    let size: CGSize

    func draw(with painter: Painter) {
        switch kind {
        case .map: drawMap(painter)
        case .grid: drawGrid(painter)
        case .plain: painter.fill(CGRect(origin: .zero, size: size), color: Palette.plain)
        }
    }

    private enum Palette {
        static let plain = RGBAColor(hex: 0xF2F2F7)
        static let land = RGBAColor(hex: 0xEFEBE3)
        static let park = RGBAColor(hex: 0xCDE6C3)
        static let water = RGBAColor(hex: 0xAAD3E6)
        static let roadCasing = RGBAColor(hex: 0xDCD5C9)
        static let road = RGBAColor.white
        static let majorCasing = RGBAColor(hex: 0xE2BC62)
        static let major = RGBAColor(hex: 0xF8D88A)
        static let streetLabel = RGBAColor(hex: 0x7A7468)
        static let placeLabel = RGBAColor(hex: 0x4A463F)
        static let gridMinor = RGBAColor(hex: 0xE6E6EA)
        static let gridMajor = RGBAColor(hex: 0xC4C4CC)
        static let gridLabel = RGBAColor(hex: 0x8E8E93)
    }

    private static let streetNames = [
        "Market St", "Mission St", "Howard St", "Folsom St", "Harrison St", "Bryant St", "Brannan St",
        "Townsend St", "King St", "Berry St", "Irwin St", "Hubbell St", "Daggett St", "Alameda St",
    ]
    private static let placeNames = ["Mission Bay", "SoMa", "Dogpatch", "Potrero", "South Beach", "Civic Center"]

    private func drawMap(_ painter: Painter) {
        var random = SeededRandom(seed: 0x5EED_F00D)
        let bounds = CGRect(origin: .zero, size: size)
        painter.fill(bounds, color: Palette.land)

        for _ in 0..<3 {
            let park = CGRect(
                x: random.next(in: 0...size.width * 0.7), y: random.next(in: 0...size.height * 0.8),
                width: random.next(in: 70...150), height: random.next(in: 60...140))
            painter.fillRoundedRect(park, radii: .uniform(10), color: Palette.park)
        }
        let river = stride(from: -40.0, through: size.width + 40, by: 10).map { x in
            CGPoint(x: x, y: size.height * 0.3 + 38 * sin(x / 70) + x * 0.12)
        }
        painter.drawPolyline(river, width: 34, color: Palette.water)

        let spacing: CGFloat = 86
        let horizontalRoads = stride(from: spacing / 2, to: size.height, by: spacing).map {
            $0 + random.next(in: -14...14)
        }
        let verticalRoads = stride(from: spacing / 2, to: size.width, by: spacing).map {
            $0 + random.next(in: -14...14)
        }
        for y in horizontalRoads {
            drawRoad(painter, from: CGPoint(x: -10, y: y), to: CGPoint(x: size.width + 10, y: y), major: false)
        }
        for x in verticalRoads {
            drawRoad(painter, from: CGPoint(x: x, y: -10), to: CGPoint(x: x, y: size.height + 10), major: false)
        }
        drawRoad(
            painter, from: CGPoint(x: -10, y: size.height * 0.18),
            to: CGPoint(x: size.width + 10, y: size.height * 0.48), major: true)
        if let avenue = verticalRoads.dropFirst().first {
            drawRoad(
                painter, from: CGPoint(x: avenue, y: -10), to: CGPoint(x: avenue, y: size.height + 10), major: true)
        }

        let streetStyle = TextStyle(size: 10, color: Palette.streetLabel)
        for (index, y) in horizontalRoads.enumerated() {
            let name = Self.streetNames[index % Self.streetNames.count]
            let x = 12 + CGFloat(index % 3) * size.width / 3
            painter.drawText(name, at: CGPoint(x: x, y: y - 6.5), style: streetStyle)
        }
        let placeStyle = TextStyle(size: 13, weight: .bold, color: Palette.placeLabel)
        for (index, name) in Self.placeNames.enumerated() {
            let origin = CGPoint(
                x: random.next(in: 16...max(size.width - 110, 17)),
                y: CGFloat(index) * size.height / CGFloat(Self.placeNames.count) + random.next(in: 20...50))
            painter.drawText(name, at: origin, style: placeStyle)
        }
    }

    private func drawRoad(_ painter: Painter, from start: CGPoint, to end: CGPoint, major: Bool) {
        painter.drawLine(
            from: start, to: end, width: major ? 12 : 8, color: major ? Palette.majorCasing : Palette.roadCasing)
        painter.drawLine(from: start, to: end, width: major ? 9.5 : 6, color: major ? Palette.major : Palette.road)
    }

    /// A sheet of graph paper in points: a line every 10 pt, a stronger one and a label every 50.
    private func drawGrid(_ painter: Painter) {
        painter.fill(CGRect(origin: .zero, size: size), color: .white)
        let labelStyle = TextStyle(size: 9, color: Palette.gridLabel)
        for x in stride(from: 0, through: size.width, by: 10) {
            let major = Int(x) % 50 == 0
            painter.fill(
                CGRect(x: x, y: 0, width: major ? 1 : 0.5, height: size.height),
                color: major ? Palette.gridMajor : Palette.gridMinor)
            if Int(x) % 100 == 0 && x > 0 {
                painter.drawText("\(Int(x))", at: CGPoint(x: x + 2, y: 2), style: labelStyle)
            }
        }
        for y in stride(from: 0, through: size.height, by: 10) {
            let major = Int(y) % 50 == 0
            painter.fill(
                CGRect(x: 0, y: y, width: size.width, height: major ? 1 : 0.5),
                color: major ? Palette.gridMajor : Palette.gridMinor)
            if Int(y) % 100 == 0 && y > 0 {
                painter.drawText("\(Int(y))", at: CGPoint(x: 2, y: y + 1), style: labelStyle)
            }
        }
    }
}

/// A small deterministic generator (a 64-bit LCG), so the map is the same on every machine.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<CGFloat>) -> CGFloat {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = CGFloat(state >> 11) / CGFloat(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}

extension RGBAColor {
    /// A color from `0xRRGGBB`, opaque.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}
