import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// Where failing tests leave the picture they looked at, so a failure can be seen, not guessed.
let failureImageFolder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-sandbox-test-failures")

/// A transparent canvas of `width` × `height` points at `scale` pixels per point.
func makeCanvas(width: Int, height: Int, scale: CGFloat = 1, supersampling: Int = 1) throws -> HeadlessCanvas {
    try HeadlessCanvas(
        pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale), pointScale: scale,
        supersampling: supersampling)
}

/// Asserts the pixel at (`x`, `y`) is within `tolerance` of `expected` in every channel; on failure
/// saves `image` and names the file in the message.
func assertPixel(
    _ image: SDLSurface, x: Int, y: Int, is expected: PixelColor, tolerance: Int = 2, _ what: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let actual = image.pixel(x: x, y: y)
    guard actual.distance(to: expected) > tolerance else { return }
    XCTFail(
        "\(what) pixel (\(x), \(y)) is \(actual), expected \(expected) ± \(tolerance); picture: \(saveForInspection(image))",
        file: file, line: line)
}

/// Asserts `condition` holds for the pixel at (`x`, `y`); on failure saves `image`.
func assertPixel(
    _ image: SDLSurface, x: Int, y: Int, _ what: String, satisfies condition: (PixelColor) -> Bool,
    file: StaticString = #filePath, line: UInt = #line
) {
    let actual = image.pixel(x: x, y: y)
    guard !condition(actual) else { return }
    XCTFail(
        "pixel (\(x), \(y)) is \(actual), expected \(what); picture: \(saveForInspection(image))", file: file,
        line: line)
}

/// Saves `image` under `failureImageFolder` and returns the path.
func saveForInspection(_ image: SDLSurface) -> String {
    try? FileManager.default.createDirectory(at: failureImageFolder, withIntermediateDirectories: true)
    let path = failureImageFolder.appendingPathComponent("\(UUID().uuidString).png").path
    do {
        try image.savePNG(to: path)
        return path
    } catch {
        return "(not saved: \(error))"
    }
}

extension PixelColor {
    static let transparent = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)
    static let white = PixelColor(red: 255, green: 255, blue: 255)
    static let black = PixelColor(red: 0, green: 0, blue: 0)

    /// The sum of the color channels, a rough brightness for comparisons.
    var brightness: Int { Int(red) + Int(green) + Int(blue) }
}

extension RGBAColor {
    static let testBlue = RGBAColor(red: 0, green: 0, blue: 1)
}
