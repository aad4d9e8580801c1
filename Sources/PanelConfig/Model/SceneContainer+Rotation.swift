import FloatingPanel
import Foundation

extension SceneContainer {
    /// Whether the container is wider than tall (conditional layouts' `landscape`).
    package var isLandscape: Bool { size.width > size.height }

    /// The container after a quarter turn of the device.
    ///
    /// A device preset becomes its other orientation (`iphone-15` ↔ `iphone-15-landscape`), with
    /// the safe area that orientation really has. A custom container swaps width and height, and
    /// its insets turn with it: portrait → landscape turns counterclockwise (the top inset goes to
    /// the left), landscape → portrait turns back, so two rotations give the container back.
    package func rotated() -> SceneContainer {
        if let presetName, let preset = DevicePreset.named(Self.otherOrientation(of: presetName)) {
            return preset.container
        }
        let insets = safeArea
        let turned =
            isLandscape
            ? EdgeInsets(top: insets.left, left: insets.bottom, bottom: insets.right, right: insets.top)
            : EdgeInsets(top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
        return SceneContainer(size: CGSize(width: size.height, height: size.width), safeArea: turned, presetName: nil)
    }

    /// This container named after the device preset it equals (size and insets), if any.
    package func namingPreset() -> SceneContainer {
        var named = self
        named.presetName = DevicePreset.all.first { $0.size == size && $0.safeArea == safeArea }?.name
        return named
    }

    /// The preset name of the other orientation: `x` ↔ `x-landscape`.
    package static func otherOrientation(of name: String) -> String {
        let suffix = "-landscape"
        return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name + suffix
    }
}
