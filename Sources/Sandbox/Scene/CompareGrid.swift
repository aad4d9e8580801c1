import FloatingPanel
import Foundation

/// Where the lanes of a compare run go: small multiples of the container in a grid of up to
/// 3 × 3, each with three lines of text under it (its label, then its figures). One lane is the
/// container itself at full size, without text.
struct CompareGrid: Equatable {
    /// Each lane's container, in points of the whole picture.
    let cells: [CGRect]
    /// Each lane's text, under its container.
    let captions: [CGRect]
    /// A lane's container size over the container's own.
    let cellScale: CGFloat
    /// The whole picture, in points.
    let size: CGSize

    /// Room around and between the lanes, in points.
    static let margin: CGFloat = 8
    /// One line of text under a lane.
    static let captionLineHeight: CGFloat = 13
    /// The text under a lane: three lines.
    static let captionHeight: CGFloat = 3 + 3 * captionLineHeight + 2

    /// The grid for `count` lanes of `container`: one lane at full size; two or three in a row;
    /// four in 2 × 2; five to nine in rows of three. Lanes are drawn at half size, or a third
    /// when `fitting` would be exceeded otherwise.
    init(count: Int, container: CGSize, fitting room: CGSize? = nil) {
        guard count > 1 else {
            cells = [CGRect(origin: .zero, size: container)]
            captions = [.zero]
            cellScale = 1
            size = container
            return
        }
        let columns = count == 4 ? 2 : min(count, 3)
        let rows = (count + columns - 1) / columns
        var scale: CGFloat = 0.5
        if let room {
            let across = (room.width - Self.margin * CGFloat(columns + 1)) / (container.width * CGFloat(columns))
            let down =
                (room.height - Self.margin * CGFloat(rows + 1) - Self.captionHeight * CGFloat(rows))
                / (container.height * CGFloat(rows))
            scale = max(0.1, min(across, down, 1))
        }
        let cell = CGSize(width: (container.width * scale).rounded(), height: (container.height * scale).rounded())
        var cells: [CGRect] = []
        var captions: [CGRect] = []
        for index in 0..<count {
            let column = CGFloat(index % columns)
            let row = CGFloat(index / columns)
            let x = Self.margin + column * (cell.width + Self.margin)
            let y = Self.margin + row * (cell.height + Self.captionHeight + Self.margin)
            cells.append(CGRect(x: x, y: y, width: cell.width, height: cell.height))
            captions.append(CGRect(x: x, y: y + cell.height, width: cell.width, height: Self.captionHeight))
        }
        self.cells = cells
        self.captions = captions
        cellScale = cell.width / container.width
        size = CGSize(
            width: Self.margin + CGFloat(columns) * (cell.width + Self.margin),
            height: Self.margin + CGFloat(rows) * (cell.height + Self.captionHeight + Self.margin))
    }

    /// The lane whose container holds `point`, if any.
    func lane(at point: CGPoint) -> Int? {
        cells.indices.first { cells[$0].contains(point) || captions[$0].contains(point) }
    }
}
