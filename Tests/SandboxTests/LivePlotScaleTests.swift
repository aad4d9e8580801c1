import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import Sandbox

/// The live plot's velocity scale is the panel's own: a ghost's or a platform model's spike does
/// not flatten the panel's curve.
final class LivePlotScaleTests: XCTestCase {
    /// One second at 60 samples a second, the velocity `peak · sin(π t)`, and `spike` in sample 30.
    private func buffer(peak: CGFloat, spike: CGFloat? = nil) -> LivePlotBuffer {
        var buffer = LivePlotBuffer()
        for index in 0...60 {
            let time = Double(index) / 60
            let velocity = index == 30 ? spike ?? peak : peak * CGFloat(sin(Double.pi * time))
            buffer.record(LivePlotBuffer.Sample(time: time, location: 150, velocity: velocity))
        }
        return buffer
    }

    func test_the_scale_is_the_panels_own_fastest_never_under_500() {
        XCTAssertEqual(LivePlot.velocityScale(own: buffer(peak: 1000).samples), 1000, accuracy: 1e-9)
        XCTAssertEqual(LivePlot.velocityScale(own: buffer(peak: -1800).samples), 1800, accuracy: 1e-9)
        XCTAssertEqual(LivePlot.velocityScale(own: buffer(peak: 20).samples), LivePlot.minimumVelocityScale)
        XCTAssertEqual(LivePlot.velocityScale(own: []), LivePlot.minimumVelocityScale)
    }

    func test_a_ghosts_spike_leaves_the_panels_curve_reaching_the_plots_edge_and_is_drawn_at_the_edge() throws {
        let runtime = SceneRuntime(scene: try SceneFixtures.scene(), defaultDisplayScale: 1)
        runtime.showAll()
        let canvas = try makeCanvas(width: 300, height: 130)
        let frame = CGRect(x: 0, y: 0, width: 300, height: 130)
        LivePlot(painter: canvas.painter).draw(
            buffer(peak: 1000), ghost: buffer(peak: 300, spike: -60_000),
            platforms: [(buffer(peak: 200, spike: 90_000), RGBAColor(hex: 0x30D158), "vaul")],
            panel: runtime.panels[0].controller, in: frame)
        let image = try canvas.finishedSurface()
        let plot = frame.insetBy(dx: OverlayStyle.padding, dy: OverlayStyle.padding + 6)

        /// The rows holding a pixel near `color` in the plot's right half (the legend is left).
        func rows(of color: RGBAColor) -> [Int] {
            let target = PixelColor(
                red: UInt8(color.red * 255), green: UInt8(color.green * 255), blue: UInt8(color.blue * 255))
            return (0..<image.height).filter { y in
                (Int(plot.midX)..<Int(plot.maxX)).contains { image.pixel(x: $0, y: y).distance(to: target) <= 40 }
            }
        }
        // A's velocity peaks at 1000 pt/s, the scale: its curve reaches the plot's top edge (a
        // 90 000 pt/s platform spike would have put its peak a pixel above the middle).
        let velocity = rows(of: OverlayStyle.plotVelocity)
        XCTAssertLessThanOrEqual(try XCTUnwrap(velocity.min()), Int(plot.minY) + 2, "reaches the top")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(velocity.min()), Int(plot.minY) - 2)
        // B's -60 000 pt/s heads for the bottom edge (a one-sample spike, its tip thinned by
        // anti-aliasing) and stops there rather than running off the card.
        let ghost = rows(of: OverlayStyle.ghostVelocity)
        XCTAssertLessThanOrEqual(try XCTUnwrap(ghost.max()), Int(plot.maxY) + 2, "inside the plot")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(ghost.max()), Int(plot.midY) + 30, "towards its bottom edge")
    }
}
