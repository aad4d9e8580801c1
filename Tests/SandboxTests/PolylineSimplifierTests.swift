import XCTest

@testable import Sandbox

/// The points a polyline keeps: only those that change what is drawn by more than a quarter pixel.
final class PolylineSimplifierTests: XCTestCase {
    func test_points_on_a_straight_stretch_are_dropped_and_the_ends_kept() {
        let line = (0...100).map { PixelPoint(Float($0) * 1.4, 200 + Float($0) * 0.1) }
        XCTAssertEqual(PolylineSimplifier.simplified(line), [line[0], line[100]])
    }

    func test_a_corner_is_kept() {
        let path = [PixelPoint(0, 0), PixelPoint(10, 0), PixelPoint(20, 0), PixelPoint(20, 10), PixelPoint(20, 20)]
        XCTAssertEqual(PolylineSimplifier.simplified(path), [PixelPoint(0, 0), PixelPoint(20, 0), PixelPoint(20, 20)])
    }

    func test_every_dropped_point_of_a_curve_lies_within_the_tolerance_of_the_line_drawn() {
        // A settling spring as the plot draws it: 180 samples over 250 px.
        let curve = (0..<180).map { index -> PixelPoint in
            let t = Float(index) / 60
            return PixelPoint(Float(index) * 1.4, 100 + 80 * exp(-4 * t) * cos(12 * t))
        }
        let kept = PolylineSimplifier.simplified(curve)
        XCTAssertLessThan(kept.count, curve.count / 2)
        XCTAssertGreaterThan(kept.count, 10)
        for point in curve {
            let nearest = zip(kept, kept.dropFirst()).map { start, end -> Float in
                let segment = end - start
                let along = min(max((point - start).dot(segment) / segment.dot(segment), 0), 1)
                return (point - (start + along * segment)).length
            }.min()!
            XCTAssertLessThanOrEqual(nearest, PolylineSimplifier.tolerance + 1e-4, "\(point)")
        }
    }

    func test_two_points_stay_as_they_are() {
        let path = [PixelPoint(3, 4), PixelPoint(3, 4.1)]
        XCTAssertEqual(PolylineSimplifier.simplified(path), path)
    }
}
