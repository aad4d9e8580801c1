import Foundation
import PlatformModels

/// Everything the tool says of one export format, in one place: `--help`, the errors' lists of
/// names, the window's file names, the headers' target lines, the feel report and the fit read it
/// (Docs/export.md "Formats").
package struct ExportFormatDescription: Sendable {
    /// What the format writes, one line for `export --help`.
    package var summary: String
    /// Other names `--format` and `exportFormats` accept (Docs/export.md "Formats").
    package var aliases: [String] = []
    /// Words of other platforms that are no name but point at this format, for "did you mean".
    package var relatedWords: [String] = []
    /// The output's usual file extension.
    package var fileExtension: String
    /// What the window's file names add before the extension to tell formats with the same
    /// extension apart (`-swiftui`), so no name carries two extensions.
    package var fileSuffix = ""
    /// The library the output is for and the versions its API was checked against.
    package var library: String
    /// The oldest OS, toolchain or library release the output compiles for, with the reason.
    package var floor: String
    /// The target library's model the feel report compares FloatingPanel with; nil for
    /// FloatingPanel's own formats and for what has no model (Docs/platforms.md).
    package var platform: Platform?
    /// The format whose fitted springs (`fit --format`) the output writes; nil when it writes none.
    package var springFit: ExportFormat?
    /// Whether `export --motion` writes a motion part in this format (Docs/export.md
    /// "FloatingPanel's feel").
    package var hasMotionPart = false
}

extension ExportFormat {
    /// This format's description.
    package var details: ExportFormatDescription {
        switch self {
        case .json:
            return ExportFormatDescription(
                summary: "the scene with every value resolved; it loads again to the same trace",
                fileExtension: "json", library: "panel-sandbox's own scene format (Docs/config.md)",
                floor: "any panel-sandbox build")
        case .swift:
            return ExportFormatDescription(
                summary: "FloatingPanel layout, behavior and surface code (UIKit)", relatedWords: ["ios", "uikit"],
                fileExtension: "swift",
                library:
                    "FloatingPanel 2.8.3 to 3.2.2 (UIKit API: every type and member the file uses is declared alike from 2.6.0 to 3.2.2; 2.8.3 is the first release that builds with Xcode 16; checked against 3.2.2)",
                floor:
                    "iOS 13 (FloatingPanel 3.0.x's floor; 3.1.0 lowered it to iOS 12); Swift 6.0 compiler (Xcode 16) or later, Swift 5 and Swift 6 language modes",
                springFit: .swift)
        case .swiftui:
            return ExportFormatDescription(
                summary: "the same through FloatingPanel's SwiftUI modifiers", fileExtension: "swift",
                fileSuffix: "-swiftui",
                library: "FloatingPanel 3.0.0 to 3.2.2 (SwiftUI API, added in 3.0.0; checked against 3.2.2)",
                floor:
                    "iOS 14 (FloatingPanel's SwiftUI API is iOS 14+); Swift 6.0 compiler (Xcode 16) or later, Swift 5 and Swift 6 language modes",
                springFit: .swiftui)
        case .swiftuiDetents:
            return ExportFormatDescription(
                summary: "SwiftUI sheet detents, without FloatingPanel", relatedWords: ["sheet", "detents"],
                fileExtension: "swift", fileSuffix: "-swiftui-detents",
                library: "SwiftUI sheet presentation (presentationDetents, iOS 16 SDK and later)",
                floor:
                    "iOS 16.4 where `presentationCornerRadius` or `presentationBackgroundInteraction` is written (marked `@available`), else iOS 16",
                springFit: .swiftui)
        case .android:
            return ExportFormatDescription(
                summary: "Material BottomSheetBehavior / SideSheetBehavior XML", aliases: ["xml", "material"],
                fileExtension: "xml",
                library:
                    "Material Components for Android 1.8.0 to 1.13.0 (BottomSheetBehavior; SideSheetBehavior, added in 1.8.0)",
                floor:
                    "Material Components 1.8.0 for side sheets and `setSignificantVelocityThreshold`; 1.10.0 for a left side sheet (1.8 and 1.9 accept only the right edge)",
                platform: .material)
        case .compose:
            return ExportFormatDescription(
                summary: "Jetpack Compose AnchoredDraggable anchors and springs", aliases: ["kotlin"],
                relatedWords: ["jetpack", "kt"], fileExtension: "kt",
                library:
                    "androidx.compose.foundation 1.8.0 or later (AnchoredDraggableState, AnchoredDraggableDefaults)",
                floor: "androidx.compose.foundation 1.8.0: `AnchoredDraggableDefaults.flingBehavior` is new in 1.8.0",
                platform: .compose, springFit: .compose, hasMotionPart: true)
        case .vaul:
            return ExportFormatDescription(
                summary: "a vaul drawer (React) with snap points and CSS", aliases: ["css", "react", "tsx"],
                relatedWords: ["jsx", "js", "javascript", "typescript", "ts", "web", "html"], fileExtension: "tsx",
                library: "vaul 1.0.0 to 1.1.2 (React drawer; checked against 1.1.2's props)",
                floor: "React 16.8 (vaul's peer floor); CSS `linear()` easing (Chrome 113, Safari 17.2, Firefox 112)",
                platform: .vaul, springFit: .vaul, hasMotionPart: true)
        case .md:
            return ExportFormatDescription(
                summary:
                    "a spec sheet for a review: stops per device, the spring, the backdrop, what feels different per platform, a picture of each state",
                aliases: ["markdown"], relatedWords: ["spec", "review", "sheet-spec"], fileExtension: "md",
                library: "Markdown (CommonMark tables and images)", floor: "any Markdown viewer")
        }
    }
}
