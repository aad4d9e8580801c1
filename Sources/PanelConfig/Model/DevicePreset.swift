import FloatingPanel
import Foundation

/// A named container size with safe-area insets, usable as a scene's `container` (Docs/config.md).
///
/// Sizes and insets are the points of the real devices in portrait; each `-landscape` variant has
/// width and height swapped and the insets those devices report in landscape. The Android phone
/// is in dp (Android Studio's Pixel 8 definition: 1080 × 2400 px at 420 dpi, 2.625 px per dp,
/// 411.4 × 914.3 dp, as browsers round it to 412 × 915), its insets Android's 24 dp status bar and
/// 24 dp gesture navigation bar, the camera cutout within the status bar (on the left in
/// landscape). The desktop is a browser viewport in CSS px: a full-screen window on a
/// 1440 × 900 display, with no safe area and no other orientation.
package struct DevicePreset: Hashable, Sendable {
    /// The name a scene writes, e.g. `"iphone-15-landscape"`.
    package var name: String
    /// The container's size in points.
    package var size: CGSize
    /// The container's safe-area insets in points.
    package var safeArea: EdgeInsets
    /// The display's refresh rate in Hz, from the maker's specifications: 120 for ProMotion
    /// displays (iPhone 15 Pro and Pro Max, iPad Pro), 60 otherwise.
    package var refreshRate: Double = 60
    /// The display's corner radius in points, what concentric corners follow (Docs/config.md "The
    /// iOS 26 sheet look"). Apple publishes none: these are the values of UIKit's private
    /// `UIScreen._displayCornerRadius` on the devices, as community tables (the ScreenCorners
    /// library) list them; 0 for square displays and where no value is known (Pixel 8).
    package var displayCornerRadius: CGFloat = 0

    /// Every preset, portrait before landscape, smallest device first (the order Docs/config.md lists).
    package static let all: [DevicePreset] = [
        DevicePreset(name: "iphone-se", size: CGSize(width: 375, height: 667), safeArea: EdgeInsets(top: 20)),
        DevicePreset(
            name: "iphone-se-landscape", size: CGSize(width: 667, height: 375), safeArea: EdgeInsets()),
        DevicePreset(
            name: "iphone-15", size: CGSize(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
            displayCornerRadius: 55),
        DevicePreset(
            name: "iphone-15-landscape", size: CGSize(width: 852, height: 393),
            safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), displayCornerRadius: 55),
        DevicePreset(
            name: "iphone-15-pro-max", size: CGSize(width: 430, height: 932),
            safeArea: EdgeInsets(top: 59, bottom: 34), refreshRate: 120, displayCornerRadius: 55),
        DevicePreset(
            name: "iphone-15-pro-max-landscape", size: CGSize(width: 932, height: 430),
            safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), refreshRate: 120,
            displayCornerRadius: 55),
        DevicePreset(
            name: "ipad", size: CGSize(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20),
            displayCornerRadius: 18),
        DevicePreset(
            name: "ipad-landscape", size: CGSize(width: 1180, height: 820), safeArea: EdgeInsets(top: 24, bottom: 20),
            displayCornerRadius: 18),
        DevicePreset(
            name: "pixel-8", size: CGSize(width: 412, height: 915), safeArea: EdgeInsets(top: 24, bottom: 24),
            refreshRate: 120),
        DevicePreset(
            name: "pixel-8-landscape", size: CGSize(width: 915, height: 412),
            safeArea: EdgeInsets(top: 24, left: 24, bottom: 24, right: 0), refreshRate: 120),
        DevicePreset(name: "desktop", size: CGSize(width: 1440, height: 900), safeArea: EdgeInsets()),
    ]

    /// The preset called `name`, if any.
    package static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name }
    }

    /// The display corner radius of the preset a container was made from; 0 for a custom one.
    package static func displayCornerRadius(of container: SceneContainer) -> CGFloat {
        container.presetName.flatMap(named)?.displayCornerRadius ?? 0
    }

    /// The container this preset describes.
    package var container: SceneContainer {
        SceneContainer(size: size, safeArea: safeArea, presetName: name)
    }
}
