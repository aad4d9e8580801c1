/// What a key asks of the window (issue 3 §4); the help overlay lists them from `helpLines`.
public enum SandboxCommand: Equatable, Sendable {
    /// Move the focused panel to its n-th state (1-based, most expanded first), animated.
    case moveToState(Int)
    case hide
    case show
    case focusNextPanel
    case togglePause
    case stepOneFrame
    case slower
    case faster
    case toggleOverlay
    case togglePlot
    case reload
    case screenshot
    case toggleHelp
    case quit

    /// The command of a typed character, if any (case-insensitive).
    public init?(character: Character) {
        switch character.lowercased() {
        case "1", "2", "3", "4", "5", "6", "7", "8", "9": self = .moveToState(Int(String(character))!)
        case "h": self = .hide
        case "s": self = .show
        case " ": self = .togglePause
        case ".": self = .stepOneFrame
        case "[": self = .slower
        case "]": self = .faster
        case "o": self = .toggleOverlay
        case "g": self = .togglePlot
        case "r": self = .reload
        case "p": self = .screenshot
        case "?": self = .toggleHelp
        case "q": self = .quit
        default: return nil
        }
    }

    /// The key list shown by `?`.
    public static let helpLines = [
        "1…9   move the focused panel to its n-th state",
        "H / S   hide / show the focused panel",
        "Tab   focus the next panel",
        "Space   pause          .   step one frame",
        "[ / ]   slower / faster (1×, ½×, ¼×, ⅒×)",
        "O   tuning overlay     G   live plot",
        "R   reload the scene   P   screenshot (PNG)",
        "?   this help          Q / Esc   quit",
    ]
}
