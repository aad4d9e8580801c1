/// Every kind of JSON object in the config format, with the keys its decoder accepts.
///
/// `ObjectReader` takes one of these rather than a list of keys, so the accepted keys, their
/// rules and defaults are written in the object's table (`ConfigKeys`) and nowhere else; a test
/// walks `allCases` against the JSON Schemas in `Configs/schema`, so a key added to one and not
/// the other fails.
package enum ConfigObject: CaseIterable, Sendable {
    // Scenes and scenarios (Docs/config.md "Scene", §3).
    case scene, scenario, container, insets
    case panel, keyboardMove, attachment, contentSize, panelContent, contentSection, contentTransition, contentFooter
    case adaptivePresentation, detent
    case step, drag, scroll, move, showOrHide, tapBackdrop, present, pointer, wheel
    // Layouts (Docs/config.md "Layout").
    case layout, layoutEntry, layoutCondition, insetAnchor, intrinsicAnchor, adaptiveAnchor, crossAxis
    // Behaviors (Docs/config.md "Behavior", plus `spring`).
    case behavior, spring, redirectionalProgress, redirectionalPair
    // Delegate recipes (Docs/config.md "Behavior: delegate recipes").
    case moveBoundary, surfaceTap, animations, animation
    // Surface appearances (Docs/config.md "Surface appearance").
    case appearance, shadow, cornerConfiguration
    // Compare lanes files (Docs/config.md "Compare lanes").
    case compareLanes, compareLane

    /// The object's keys, one entry each (`ConfigKeys`): what every reader of a key reads.
    package var table: [ConfigKey] {
        switch self {
        case .scene: return ConfigKeys.scene
        case .scenario: return ConfigKeys.scenario
        case .container: return ConfigKeys.container
        case .insets: return ConfigKeys.insets
        case .panel: return ConfigKeys.panel
        case .keyboardMove: return ConfigKeys.keyboardMove
        case .attachment: return ConfigKeys.attachment
        case .contentSize: return ConfigKeys.contentSize
        case .panelContent: return ConfigKeys.panelContent
        case .contentSection: return ConfigKeys.contentSection
        case .contentTransition: return ConfigKeys.contentTransition
        case .contentFooter: return ConfigKeys.contentFooter
        case .adaptivePresentation: return ConfigKeys.adaptivePresentation
        case .detent: return ConfigKeys.detent
        case .step: return ConfigKeys.step
        case .drag: return ConfigKeys.drag
        case .scroll: return ConfigKeys.scroll
        case .move: return ConfigKeys.move
        case .showOrHide: return ConfigKeys.showOrHide
        case .tapBackdrop: return ConfigKeys.tapBackdrop
        case .present: return ConfigKeys.present
        case .pointer: return ConfigKeys.pointer
        case .wheel: return ConfigKeys.wheel
        case .layout: return ConfigKeys.layout
        case .layoutEntry: return ConfigKeys.layoutEntry
        case .layoutCondition: return ConfigKeys.layoutCondition
        case .insetAnchor: return ConfigKeys.insetAnchor
        case .intrinsicAnchor: return ConfigKeys.intrinsicAnchor
        case .adaptiveAnchor: return ConfigKeys.adaptiveAnchor
        case .crossAxis: return ConfigKeys.crossAxis
        case .behavior: return ConfigKeys.behavior
        case .spring: return ConfigKeys.spring
        case .redirectionalProgress: return ConfigKeys.redirectionalProgress
        case .redirectionalPair: return ConfigKeys.redirectionalPair
        case .moveBoundary: return ConfigKeys.moveBoundary
        case .surfaceTap: return ConfigKeys.surfaceTap
        case .animations: return ConfigKeys.animations
        case .animation: return ConfigKeys.animation
        case .appearance: return ConfigKeys.appearance
        case .shadow: return ConfigKeys.shadow
        case .cornerConfiguration: return ConfigKeys.cornerConfiguration
        case .compareLanes: return ConfigKeys.compareLanes
        case .compareLane: return ConfigKeys.compareLane
        }
    }

    /// The keys an object of this kind may have; any other key is reported.
    package var keys: [String] { table.map(\.name) }

    /// The table entry of `name`, if the object has that key.
    package func key(_ name: String) -> ConfigKey? {
        table.first { $0.name == name }
    }

    /// Whether the object may also carry `$schema`: the kinds a file can hold. Inline layouts,
    /// behaviors and appearances accept it too, so a file's contents can be pasted into a scene.
    package var allowsSchema: Bool {
        switch self {
        case .scene, .scenario, .layout, .behavior, .appearance, .compareLanes: return true
        default: return false
        }
    }
}
