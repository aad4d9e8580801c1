import Foundation

/// The software keyboard's slide in and out (`K`), timed in engine seconds so slow motion and
/// pause slow and stop it like the panels' springs.
package struct KeyboardSlide {
    /// Whether the keyboard is shown or on its way in.
    package private(set) var isShown = false
    private var start: CGFloat = 0
    private var end: CGFloat = 0
    private var elapsed = SoftwareKeyboard.animationDuration

    /// A keyboard at rest, hidden.
    package init() {}

    /// The keyboard's height now, in points from the container's bottom.
    package var height: CGFloat { SoftwareKeyboard.height(from: start, to: end, elapsed: elapsed) }

    /// Whether the keyboard is moving.
    package var isSliding: Bool { elapsed < SoftwareKeyboard.animationDuration }

    /// Starts sliding in to `fullHeight`, or out, from wherever the keyboard is.
    package mutating func toggle(fullHeight: CGFloat) {
        start = height
        isShown.toggle()
        end = isShown ? fullHeight : 0
        elapsed = 0
    }

    /// Advances the slide by `seconds` of engine time.
    package mutating func advance(by seconds: Double) {
        elapsed = min(elapsed + seconds, SoftwareKeyboard.animationDuration)
    }

    /// The device's keyboard changed height (a rotation, a resize): a shown keyboard takes the new
    /// height at once, as iOS's does after a rotation; one sliding in slides to it.
    package mutating func adopt(fullHeight: CGFloat) {
        guard isShown else { return }
        end = fullHeight
        if !isSliding { start = fullHeight }
    }
}
