import FloatingPanel
import Foundation
import PanelExport
import PanelPlatforms
import PanelScene

/// The colour of each landing state of release maps drawn together, so that one state has one
/// colour on every map of a picture or card.
struct ReleaseMapColors {
    private var colors: [String: RGBAColor] = [:]
    /// The states in the order they were given their colours: the legend's order.
    private(set) var states: [String] = []

    private static let palette: [RGBAColor] = [
        RGBAColor(hex: 0x0A84FF), RGBAColor(hex: 0x30D158), RGBAColor(hex: 0xFF9F0A), RGBAColor(hex: 0xBF5AF2),
        RGBAColor(hex: 0xFF375F), RGBAColor(hex: 0x64D2FF), RGBAColor(hex: 0xFFD60A), RGBAColor(hex: 0xAC8E68),
    ]
    /// A dismissed panel's colour: grey, whatever else the map has.
    private static let hidden = RGBAColor(hex: 0x636366)

    /// Colours for every stop and landing state of `maps`, by coordinate first.
    init(_ maps: [ReleaseMap]) {
        for map in maps {
            for state in map.stops.map(\.state) + map.landingStates where colors[state] == nil {
                states.append(state)
                colors[state] =
                    state == FloatingPanelState.hidden.rawValue
                    ? Self.hidden : Self.palette[(states.count - 1) % Self.palette.count]
            }
        }
    }

    /// The colour of `state`.
    func color(of state: String) -> RGBAColor { colors[state] ?? Self.hidden }
}

/// Draws one from-state's grid of a release map: each cell in its landing state's colour, the
/// stops as white lines and the ρ lines in the threshold colour — the lines toward smaller
/// coordinates over the negative velocities, those toward larger over the positive ones, as a
/// release at rest picks its direction — and, with `labelled`, the axes' numbers and names.
struct ReleaseMapPlot {
    let painter: Painter
    let colors: ReleaseMapColors
    /// The ρ lines' colour: black, which no state's colour is and the white stop lines are not.
    static let rhoColor = RGBAColor(hex: 0x000000)

    /// A release to mark: where and how fast it let go, and the state it chose.
    struct Mark {
        var location: CGFloat
        var velocity: CGFloat
        var target: String
    }

    /// Draws `block` of `map` with its grid filling `grid` (points); labels go outside it.
    func draw(_ map: ReleaseMap, block: ReleaseMap.Block, grid: CGRect, labelled: Bool, mark: Mark? = nil) {
        let columns = CGFloat(map.locations.count)
        let rows = CGFloat(map.velocities.count)
        let cellWidth = grid.width / columns
        let cellHeight = grid.height / rows
        for (row, targets) in block.targets.enumerated() {
            for (column, target) in targets.enumerated() {
                painter.fill(
                    CGRect(
                        x: grid.minX + CGFloat(column) * cellWidth, y: grid.minY + CGFloat(row) * cellHeight,
                        width: cellWidth, height: cellHeight),
                    color: colors.color(of: target))
            }
        }
        let line: CGFloat = labelled ? 1.5 : 1
        let zeroRow = y(of: 0, in: map, grid: grid)
        for threshold in map.thresholds {
            let x = x(of: threshold.location, in: map, grid: grid)
            guard let from = map.stops.first(where: { $0.state == threshold.from }),
                let to = map.stops.first(where: { $0.state == threshold.to })
            else { continue }
            let (top, bottom) = to.location < from.location ? (grid.minY, zeroRow) : (zeroRow, grid.maxY)
            painter.drawLine(
                from: CGPoint(x: x, y: top), to: CGPoint(x: x, y: bottom), width: line, color: Self.rhoColor)
        }
        for stop in map.stops {
            let x = x(of: stop.location, in: map, grid: grid)
            painter.drawLine(
                from: CGPoint(x: x, y: grid.minY), to: CGPoint(x: x, y: grid.maxY), width: line, color: .white)
        }
        if labelled { drawLabels(map, block: block, grid: grid) }
        if let mark {
            let center = CGPoint(
                x: min(max(x(of: mark.location, in: map, grid: grid), grid.minX), grid.maxX),
                y: min(max(y(of: mark.velocity, in: map, grid: grid), grid.minY), grid.maxY))
            painter.fillCircle(center: center, radius: 4, color: colors.color(of: mark.target))
            painter.strokeCircle(center: center, radius: 4.5, width: 1.5, color: .white)
        }
    }

    /// The x of a main-axis location: the grid's columns are centred on the map's locations.
    func x(of location: CGFloat, in map: ReleaseMap, grid: CGRect) -> CGFloat {
        Self.position(of: location, among: map.locations, start: grid.minX, length: grid.width)
    }

    /// The y of a velocity: the most negative row on top.
    func y(of velocity: CGFloat, in map: ReleaseMap, grid: CGRect) -> CGFloat {
        Self.position(of: velocity, among: map.velocities, start: grid.minY, length: grid.height)
    }

    /// Where `value` falls on a side of the grid `length` long from `start`, split into one cell
    /// per entry of the ascending `values`: the cells' centres are the values.
    private static func position(of value: CGFloat, among values: [CGFloat], start: CGFloat, length: CGFloat)
        -> CGFloat
    {
        let first = values.first ?? 0
        let last = values.last ?? 0
        let share = last == first ? 0 : (value - first) / (last - first)
        let cellLength = length / CGFloat(values.count)
        return start + cellLength / 2 + share * (length - cellLength)
    }

    /// The stops' names above the grid, their locations under it with the axis's name, the
    /// velocities at the left.
    private func drawLabels(_ map: ReleaseMap, block: ReleaseMap.Block, grid: CGRect) {
        let small = TextStyle(size: 9, color: OverlayStyle.tickLabel)
        for stop in map.stops {
            let x = x(of: stop.location, in: map, grid: grid)
            let name = stop.state == block.from ? "\(stop.state) ●" : stop.state
            let width = painter.measureText(name, style: small).width
            painter.drawText(name, at: CGPoint(x: x - width / 2, y: grid.minY - 13), style: small)
            let value = Self.format(stop.location)
            let valueWidth = painter.measureText(value, style: small).width
            painter.drawText(value, at: CGPoint(x: x - valueWidth / 2, y: grid.maxY + 2), style: small)
        }
        let axis = "release location (pt, \(map.axis))"
        let axisWidth = painter.measureText(axis, style: OverlayStyle.dim).width
        painter.drawText(axis, at: CGPoint(x: grid.midX - axisWidth / 2, y: grid.maxY + 14), style: OverlayStyle.dim)
        let velocities = [map.velocities.first, 0, map.velocities.last].compactMap { $0 }
        for velocity in velocities {
            let text = Self.format(velocity)
            let size = painter.measureText(text, style: small)
            painter.drawText(
                text,
                at: CGPoint(x: grid.minX - size.width - 4, y: y(of: velocity, in: map, grid: grid) - size.height / 2),
                style: small)
        }
        // The velocity axis: its unit, and which way each half flicks (negative: toward smaller
        // coordinates, up for a bottom or top panel, left for a side one).
        let (negative, positive) = map.axis == "y" ? ("up", "down") : ("left", "right")
        let top = y(of: map.velocities.first ?? 0, in: map, grid: grid)
        let zero = y(of: 0, in: map, grid: grid)
        let bottom = y(of: map.velocities.last ?? 0, in: map, grid: grid)
        for (text, centre) in [
            ("pt/s", (top + zero) / 2 - 12), ("flick", (top + zero) / 2), (negative, (top + zero) / 2 + 11),
            ("flick", (zero + bottom) / 2 - 5), (positive, (zero + bottom) / 2 + 6),
        ] {
            let width = painter.measureText(text, style: small).width
            painter.drawText(text, at: CGPoint(x: grid.minX - width - 4, y: centre - 6), style: small)
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
