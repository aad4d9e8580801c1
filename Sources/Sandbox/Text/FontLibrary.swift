import Foundation

/// The sandbox's fonts (DejaVu Sans, from `Fonts/`), opened once per pixel size and weight.
final class FontLibrary {
    /// The folder the `.ttf` files are read from.
    let directory: String
    private var fonts: [FontKey: SDLFont] = [:]

    private struct FontKey: Hashable {
        let pixelSize: Int
        let weight: FontWeight
    }

    private static let fileNames: [FontWeight: String] = [.regular: "DejaVuSans.ttf", .bold: "DejaVuSans-Bold.ttf"]

    /// Fonts from `directory`, or else from the first of these that holds them:
    /// `$PANEL_SANDBOX_FONTS`, `./Fonts`, a `Fonts` folder beside or above the executable, the
    /// source checkout this module was built from, and Debian's fonts-dejavu-core folder.
    init(directory: String? = nil) throws {
        if let directory {
            self.directory = directory
        } else if let found = Self.candidateDirectories().first(where: Self.holdsFonts) {
            self.directory = found
        } else {
            throw SDLError("FontLibrary", message: "no folder with DejaVuSans.ttf found (set PANEL_SANDBOX_FONTS)")
        }
    }

    private static func holdsFonts(_ directory: String) -> Bool {
        fileNames.values.allSatisfy { FileManager.default.fileExists(atPath: directory + "/" + $0) }
    }

    private static func candidateDirectories() -> [String] {
        var candidates: [String] = []
        if let fromEnvironment = ProcessInfo.processInfo.environment["PANEL_SANDBOX_FONTS"] {
            candidates.append(fromEnvironment)
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Fonts")
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        for _ in 0..<6 {
            folder.deleteLastPathComponent()
            candidates.append(folder.appendingPathComponent("Fonts").path)
        }
        // Sources/Sandbox/Text/FontLibrary.swift → the checkout's root.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent("Fonts").path)
        candidates.append("/usr/share/fonts/truetype/dejavu")
        return candidates
    }

    /// The font of `weight` at `pixelSize`, opened on first use.
    func font(pixelSize: Int, weight: FontWeight) throws -> SDLFont {
        let key = FontKey(pixelSize: pixelSize, weight: weight)
        if let font = fonts[key] { return font }
        let font = try SDLFont(path: directory + "/" + Self.fileNames[weight]!, pixelSize: pixelSize)
        fonts[key] = font
        return font
    }
}
