/// Drops the points of a polyline that do not change what is drawn: a point within `tolerance`
/// pixels of the line through the points kept around it adds triangles, not pixels.
///
/// SDL's software renderer pays for every triangle, and a plot's path is mostly straight
/// stretches at 60 samples a second: the compare view's plot draws ten such paths a frame
/// (Docs/performance.md, "compare view").
enum PolylineSimplifier {
    /// How far, in pixels, a dropped point may lie from the line drawn instead: a quarter pixel
    /// moves an anti-aliased edge by less than one step of its coverage.
    static let tolerance: Float = 0.25

    /// The points of `path` to draw, first and last always among them (Ramer–Douglas–Peucker).
    static func simplified(_ path: [PixelPoint], tolerance: Float = tolerance) -> [PixelPoint] {
        guard path.count > 2 else { return path }
        var keeps = [Bool](repeating: false, count: path.count)
        keeps[0] = true
        keeps[path.count - 1] = true
        var spans = [(0, path.count - 1)]
        while let (first, last) = spans.popLast() {
            guard last - first > 1 else { continue }
            var farthest = (index: first, distance: Float(0))
            for index in (first + 1)..<last {
                let distance = distanceFromSegment(path[index], path[first], path[last])
                if distance > farthest.distance { farthest = (index, distance) }
            }
            guard farthest.distance > tolerance else { continue }
            keeps[farthest.index] = true
            spans.append((first, farthest.index))
            spans.append((farthest.index, last))
        }
        return path.indices.filter { keeps[$0] }.map { path[$0] }
    }

    /// The distance from `point` to the segment from `start` to `end`.
    private static func distanceFromSegment(_ point: PixelPoint, _ start: PixelPoint, _ end: PixelPoint) -> Float {
        let segment = end - start
        let squaredLength = segment.dot(segment)
        guard squaredLength > 0 else { return (point - start).length }
        let along = min(max((point - start).dot(segment) / squaredLength, 0), 1)
        return (point - (start + along * segment)).length
    }
}
