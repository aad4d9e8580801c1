import PanelConfig

/// What a key asks of the window; the side bar lists them from
/// `helpLines`.
enum SandboxCommand: Equatable, Sendable {
    /// A digit key (`0` is 10): the focused panel's n-th state (1-based, most expanded first),
    /// animated; while the preset list is open, its n-th scene.
    case number(Int)
    case hide
    case show
    case focusNextPanel
    case togglePause
    case stepOneFrame
    case slower
    case faster
    case toggleOverlay
    case togglePlot
    /// `X`: the card of the focused panel's release map, where each release lands.
    case toggleReleaseMap
    /// `A`: draw the safe area's guides and the container's edges over the scene.
    case toggleGuides
    case reload
    /// `F12`: save the window as a PNG.
    case screenshot
    /// `P`: the focused panel's platform ghosts, cycled off → Material → Compose → vaul → all → off.
    case cyclePlatformGhosts
    case toggleHelp
    /// `L`: open or close the list of scene presets.
    case togglePresetList
    /// `F1` / `F2`: the previous / next scene preset, without opening the list.
    case previousPreset
    case nextPreset
    /// The arrow keys and Enter: move the preset list's selection and open the selected scene.
    case selectionUp
    case selectionDown
    case confirm
    /// `T`: turn the simulated device a quarter.
    case rotate
    /// `K`: slide the software keyboard in or out.
    case toggleKeyboard
    /// `+` / `-`: one more or one fewer content row in the focused panel.
    case growContent
    case shrinkContent
    /// `E`: export the scene in every format, or its `exportFormats`, into `exports/` beside it.
    case export
    /// `C`: start recording the input from the scene's starting point, or stop and save it into
    /// `recordings/` beside the scene.
    case toggleRecording
    /// `B`: replay the last recording against the scene chosen in the preset list, that scene
    /// drawn as a ghost (A/B), or end the A/B replay.
    case toggleABReplay
    /// `M`: open or close the compare view: the last recording replayed on lanes of the values
    /// card's selected value, side by side.
    case toggleCompareView
    /// `W`: save the last recording's run (the compare view's lanes when open) as an animated GIF.
    case saveAnimation
    /// `V`: open or close the values card of the focused panel (Docs/tuning.md).
    case toggleValues
    /// Start or stop the phone link (`D`, Docs/live.md).
    case toggleLiveLink
    /// `←` / `→` (`direction` −1 / +1): the selected value one step down or up; Shift ten steps,
    /// Alt a tenth of one.
    case adjustValue(direction: Int, scale: StepScale)
    /// `F`: fit the focused panel to the reference motion (`run --reference`, a dropped file).
    case fitToReference
    /// `Ctrl+Z` / `Ctrl+Shift+Z`: undo / redo the values card's last change.
    case undoValue
    case redoValue
    /// `Esc`: closes the preset list when it is open, else quits.
    case dismiss
    case quit

    /// The command of a typed character, if any (case-insensitive).
    init?(character: Character) {
        switch character.lowercased() {
        case "1", "2", "3", "4", "5", "6", "7", "8", "9": self = .number(Int(String(character))!)
        case "0": self = .number(10)
        case "h": self = .hide
        case "s": self = .show
        case " ": self = .togglePause
        case ".": self = .stepOneFrame
        case "[": self = .slower
        case "]": self = .faster
        case "o": self = .toggleOverlay
        case "g": self = .togglePlot
        case "x": self = .toggleReleaseMap
        case "a": self = .toggleGuides
        case "r": self = .reload
        case "p": self = .cyclePlatformGhosts
        case "?": self = .toggleHelp
        case "l": self = .togglePresetList
        case "t": self = .rotate
        case "k": self = .toggleKeyboard
        // `=` is `+` without Shift on most layouts.
        case "+", "=": self = .growContent
        case "-", "_": self = .shrinkContent
        case "e": self = .export
        case "c": self = .toggleRecording
        case "b": self = .toggleABReplay
        case "v": self = .toggleValues
        case "d": self = .toggleLiveLink
        case "m": self = .toggleCompareView
        case "w": self = .saveAnimation
        case "f": self = .fitToReference
        case "q": self = .quit
        default: return nil
        }
    }

    /// The key list shown by `?`, as (keys, what they do).
    static let helpLines: [(keys: String, action: String)] = [
        ("1…9", "focused panel to its n-th state"),
        ("H / S", "hide / show the focused panel"),
        ("Tab", "focus the next visible panel"),
        ("+ / −", "one row more / fewer"),
        ("K / T", "keyboard in or out / rotate"),
        ("L", "scene presets (↑ ↓ Enter, 1…9)"),
        ("F1 / F2", "previous / next preset"),
        ("Space / .", "pause / step one frame"),
        ("[ / ]", "slower / faster (1× … ⅒×)"),
        ("O / G / X", "readout / live plot / release map"),
        ("A", "safe-area guides, container edges"),
        ("R / E", "reload / export every format"),
        ("C / W", "record, stop / save the last as GIF"),
        ("B", "A/B: last recording vs the listed scene"),
        ("M", "compare view (a click adopts)"),
        ("F", "fit to the reference (run --reference)"),
        ("V", "values card (↑ ↓ ← →)"),
        ("⌃Z / ⌃⇧Z", "undo / redo a value change"),
        ("P", "platform ghosts (cycles)"),
        ("D", "phone link: URL and QR code"),
        ("F12 / ?", "screenshot (PNG) / this list"),
        ("Q / Esc", "quit (Esc closes the list first)"),
    ]
}
