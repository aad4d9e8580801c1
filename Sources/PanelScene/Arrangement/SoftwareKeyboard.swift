import FloatingPanel
import Foundation
import PanelConfig

/// The simulated software keyboard: how tall it is on each device, and how it slides
/// in. FloatingPanel has no keyboard support; `SceneRuntime.setKeyboardHeight(_:)` is what panels
/// see of it.
package enum SoftwareKeyboard {
    /// A keyboard's height in both orientations, in points from the screen's bottom edge
    /// (including the home-indicator area on devices that have one).
    package struct Heights: Hashable, Sendable {
        /// Height in portrait.
        package var portrait: CGFloat
        /// Height in landscape.
        package var landscape: CGFloat
    }

    /// The system keyboard with its suggestion bar, per device preset (portrait name, without
    /// `-landscape`): the heights iOS reports in `keyboardFrameEndUserInfoKey` on these devices.
    package static let heightsByPreset: [String: Heights] = [
        "iphone-se": Heights(portrait: 260, landscape: 200),
        "iphone-15": Heights(portrait: 336, landscape: 209),
        "iphone-15-pro-max": Heights(portrait: 346, landscape: 219),
        "ipad": Heights(portrait: 320, landscape: 398),
    ]

    /// The keyboard of a custom container: an iPad's when its shorter side is at least this long,
    /// else an iPhone 15's.
    package static let tabletMinimumSide: CGFloat = 600

    /// The keyboard's height in `container`: its preset's in the container's orientation, else
    /// that of the device class its size suggests.
    package static func height(for container: SceneContainer) -> CGFloat {
        let portraitName = container.presetName.map { name in
            name.hasSuffix("-landscape") ? SceneContainer.otherOrientation(of: name) : name
        }
        let fallback = min(container.size.width, container.size.height) >= tabletMinimumSide ? "ipad" : "iphone-15"
        let heights = portraitName.flatMap { heightsByPreset[$0] } ?? heightsByPreset[fallback]!
        return container.isLandscape ? heights.landscape : heights.portrait
    }

    /// How long the keyboard takes to slide in or out, in seconds
    /// (`keyboardAnimationDurationUserInfoKey` on iOS).
    package static let animationDuration: Double = 0.25

    /// The keyboard's height `elapsed` seconds into a slide from `start` to `end` points: it
    /// decelerates into place like the system's (a cubic ease-out), and is `end` from
    /// `animationDuration` on. The window calls `SceneRuntime.setKeyboardHeight(_:)` with it once
    /// per frame.
    package static func height(from start: CGFloat, to end: CGFloat, elapsed: Double) -> CGFloat {
        guard elapsed < animationDuration else { return end }
        let progress = CGFloat(max(elapsed, 0) / animationDuration)
        let remaining = 1 - progress
        return start + (end - start) * (1 - remaining * remaining * remaining)
    }
}
