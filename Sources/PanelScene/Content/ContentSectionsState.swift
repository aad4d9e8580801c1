import Foundation
import PanelConfig

/// The blocks of one panel's content at run time (Docs/config.md "Content"): which are shown and
/// how opaque each is, as a `floatingPanelDidChangeState` handler written the UIKit way leaves them —
/// `isHidden` set at once outside the animation, `alpha` animated inside it.
///
/// So on a state change a block that leaves takes no space at once (a hidden arranged view of a
/// stack view) while its alpha heads to 0 unseen; a block that enters takes its space at once and
/// its alpha goes from wherever it is to 1 over the content's transition. Time advances only
/// through `step(by:)`, one call per frame, so every driver of frames fades alike.
package struct ContentSectionsState: Sendable {
    /// One block's view state.
    package struct Block: Sendable, Equatable {
        /// The block's id in the content.
        package let id: String
        /// `isHidden`: a hidden block takes no space and draws nothing.
        package internal(set) var isHidden: Bool
        /// `alpha`, the animated value (kept while hidden, so a block that comes back mid-fade
        /// starts from where it was).
        package internal(set) var alpha: Double
        /// The fade under way, if any.
        var fade: Fade?

        /// What the block shows: its alpha, or 0 while it is hidden.
        package var opacity: Double { isHidden ? 0 : alpha }
    }

    /// An alpha animation from `from` to `to`, `elapsed` seconds after it was started.
    struct Fade: Sendable, Equatable {
        var from: Double
        var to: Double
        var elapsed: Double = 0
    }

    /// The blocks, in the content's order.
    package private(set) var blocks: [Block]
    private let sections: [ContentSection]
    private let transition: ContentTransition

    /// The blocks of `content` at rest in the state named `state`.
    package init(content: PanelContent, state: String) {
        sections = content.sections
        transition = content.transition
        blocks = content.sections.map { section in
            let shows = section.shows(in: state)
            return Block(id: section.id, isHidden: !shows, alpha: shows ? 1 : 0)
        }
    }

    /// Whether a fade is under way.
    package var isAnimating: Bool { blocks.contains { $0.fade != nil } }

    /// The opacity of the block `id`, if the content has it.
    package func opacity(of id: String) -> Double? {
        blocks.first { $0.id == id }?.opacity
    }

    /// `floatingPanelDidChangeState` to `state`: visibility changes at once, then every block whose
    /// alpha is not already at its target (or still heading there) starts a fade from its current
    /// alpha, as a new `UIView.animate` call does from the presentation value.
    package mutating func stateChanged(to state: String) {
        for index in blocks.indices {
            let shows = sections[index].shows(in: state)
            let target: Double = shows ? 1 : 0
            blocks[index].isHidden = !shows
            guard blocks[index].alpha != target || blocks[index].fade != nil else { continue }
            blocks[index].fade = Fade(from: blocks[index].alpha, to: target)
            advance(index, by: 0)
        }
    }

    /// One frame of `seconds`: every fade under way moves on.
    package mutating func step(by seconds: Double) {
        let seconds = seconds.isFinite ? max(seconds, 0) : 0
        for index in blocks.indices where blocks[index].fade != nil {
            advance(index, by: seconds)
        }
    }

    /// Ends every fade at its target (a state shown at rest: `render`).
    package mutating func finishFades() {
        for index in blocks.indices {
            if let fade = blocks[index].fade { blocks[index].alpha = fade.to }
            blocks[index].fade = nil
        }
    }

    private mutating func advance(_ index: Int, by seconds: Double) {
        guard var fade = blocks[index].fade else { return }
        fade.elapsed += seconds
        if transition.isFinished(after: fade.elapsed) {
            blocks[index].alpha = fade.to
            blocks[index].fade = nil
            return
        }
        let progress = transition.progress(after: fade.elapsed)
        blocks[index].alpha = fade.from + (fade.to - fade.from) * progress
        blocks[index].fade = fade
    }
}
