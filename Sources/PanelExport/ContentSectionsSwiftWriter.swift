import FloatingPanel
import Foundation
import PanelConfig

/// The Swift exports of a panel's blocks per state (Docs/config.md "Content", Docs/export.md): a
/// `floatingPanelDidChangeState` that sets each block's visibility at once, outside the
/// animation (a hidden arranged view leaves its stack view without a glitch), and animates its
/// alpha inside one with the tuned duration, delay and curve. UIKit gets a class; SwiftUI gets a
/// coordinator that reports the state change and a value the content reads. Either is the
/// controller's delegate only when no recipes' class or layout selector is (`SwiftDelegateOwner`).
struct ContentSectionsSwiftWriter {
    let panel: ResolvedPanel
    let stem: String
    let names: SwiftNames
    let writer: SourceWriter

    /// Whether `panel` has blocks that show only in some states, so its export handles state changes.
    static func applies(to panel: ResolvedPanel) -> Bool {
        panel.content.hasStateDependentSections
    }

    /// The blocks that depend on the state, each with its Swift property name.
    private var blocks: [(section: ContentSection, name: String)] {
        var used = Self.takenNames
        var result: [(ContentSection, String)] = []
        for section in panel.content.sections where section.states != nil {
            let base = SwiftNames.lowerCamel(section.id)
            var name = base
            var suffix = 2
            while used.contains(name) {
                name = base + "\(suffix)"
                suffix += 1
            }
            used.insert(name)
            result.append((section, name))
        }
        return result
    }

    /// Names a block's property must not take: Swift keywords and the names the generated code uses.
    private static let takenNames: Set<String> = [
        "fpc", "state", "action", "proxy", "self", "super", "init", "deinit", "class", "struct", "enum", "protocol",
        "extension", "func", "let", "var", "static", "import", "return", "if", "else", "switch", "case", "default",
        "for", "in", "while", "repeat", "do", "try", "catch", "throw", "true", "false", "nil", "is", "as", "where",
        "public", "private", "internal", "fileprivate", "open", "operator", "subscript", "typealias", "inout",
        "break", "continue", "fallthrough", "guard", "defer", "associatedtype", "Type", "Any",
    ]

    /// `state` is one of the block's states, as a Swift condition.
    private func condition(_ section: ContentSection) -> String {
        let known = panel.states
        let states = (section.states ?? []).map { name in
            known[name].map(names.expression)
                ?? "FloatingPanelState(rawValue: \(SwiftExporter.swiftString(name)), order: 0)"
        }
        guard states.count != 1 else { return "state == \(states[0])" }
        return "[\(states.joined(separator: ", "))].contains(state)"
    }

    private var transition: ContentTransition { panel.content.transition }
    private var duration: String { ExportNumber.exact(transition.duration) }
    private var delay: String { ExportNumber.exact(transition.delay) }

    private var uiKitCurve: String {
        switch transition.curve {
        case .linear: return ".curveLinear"
        case .easeIn: return ".curveEaseIn"
        case .easeOut: return ".curveEaseOut"
        case .easeInOut: return ".curveEaseInOut"
        }
    }

    // MARK: UIKit

    /// The UIKit class's name.
    var uiKitClassName: String { "\(stem)PanelSections" }

    /// A class holding the block views and switching them per state, a
    /// `FloatingPanelControllerDelegate` when it is the controller's delegate;
    /// `configure` takes it, and `owner` tells which object is the controller's delegate.
    func writeUIKitDelegate(configure: String, owner: SwiftDelegateOwner) {
        let blocks = blocks
        var doc = [
            "Shows panel \"\(panel.id)\"'s content blocks for its state. Pass it to `\(configure)`:",
            "    let sections = \(uiKitClassName)(\(blocks.map { "\($0.name): …" }.joined(separator: ", ")))",
            "    \(configure)(fpc, …, sections: sections)",
        ]
        if owner.parameter == "sections" {
            doc.append("It becomes the controller's delegate, which FloatingPanel holds weakly: keep it, e.g. as a")
            doc.append("property of your view controller. With a delegate of your own, pass `setsDelegate: false` to")
            doc.append("`\(configure)` and call `sections.floatingPanelDidChangeState(fpc)` from your delegate's own.")
        } else if let delegate = owner.className {
            doc.append("`\(delegate)`, the controller's only delegate, keeps it and forwards each state change to it:")
            doc.append("do not make it the delegate yourself.")
        }
        doc.append("Put the blocks in a vertical UIStackView: a hidden arranged view takes no space.")
        if panel.content.footer != nil {
            doc.append("The footer stays on screen in every state only with `fpc.contentMode = .fitToBounds`.")
        }
        writer.comment(doc, prefix: "/// ")
        writer.line("@MainActor")
        // Only the controller's delegate adopts the protocol; otherwise the delegate calls this class.
        let conformance = owner.parameter == "sections" ? ": @preconcurrency FloatingPanelControllerDelegate" : ""
        writer.block("final class \(uiKitClassName)\(conformance) {") {
            for block in blocks { writer.line("let \(block.name): UIView") }
            writer.line()
            writer.block("init(\(blocks.map { "\($0.name): UIView" }.joined(separator: ", "))) {") {
                for block in blocks { writer.line("self.\(block.name) = \(block.name)") }
            }
            writer.line()
            writer.block("func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {") {
                writer.line("let state = fpc.state")
                for block in blocks {
                    writer.line("let shows\(SwiftNames.capitalized(block.name)) = \(condition(block.section))")
                }
                writer.comment([
                    "Visibility outside the animation: set inside it, a stack view animates the collapse and glitches."
                ])
                for block in blocks {
                    writer.line("\(block.name).isHidden = !shows\(SwiftNames.capitalized(block.name))")
                }
                writer.comment(["Opacity inside it: a block that enters fades in from its current alpha."])
                writer.block(
                    "UIView.animate(withDuration: \(duration), delay: \(delay), options: [\(uiKitCurve), .beginFromCurrentState], animations: {",
                    close: "})"
                ) {
                    for block in blocks {
                        writer.line(
                            "self.\(block.name).alpha = shows\(SwiftNames.capitalized(block.name)) ? 1 : 0")
                    }
                }
            }
        }
    }

    // MARK: SwiftUI

    /// The SwiftUI coordinator's class name.
    var coordinatorName: String { "\(stem)PanelCoordinator" }
    /// The SwiftUI value type the content reads.
    var sectionsTypeName: String { "\(stem)PanelSections" }

    /// The panel modifier's `panelContent` parameter type.
    var contentClosureType: String { "(FloatingPanelProxy, \(sectionsTypeName)) -> PanelContent" }

    /// The `.floatingPanel` modifier: the coordinator's state changes update the blocks,
    /// visibility outside `withAnimation`, opacity inside it.
    var floatingPanelModifier: String {
        ".floatingPanel(coordinator: \(coordinatorName).self, onEvent: { event in if case .didChangeState(let state) = event { sections.show(for: state); withAnimation(\(sectionsTypeName).animation) { sections.fade(for: state) } } }, content: { proxy in panelContent(proxy, sections) })"
    }

    /// The modifier's state holding the blocks.
    var stateLine: String { "@State private var sections = \(sectionsTypeName)()" }

    /// A coordinator that reports every state change, with `settings` (what the modifiers do not
    /// cover) applied in its setup. It is the controller's delegate unless the panel has recipes:
    /// then its `properties` keep the recipes' class `recipesDelegate`, whose `settings` make that
    /// the delegate, forwarding state changes here.
    func writeSwiftUICoordinator(
        settings: [String], properties: [String], recipesDelegate: String?, contentLayoutClasses: [String]?
    ) {
        var doc = [
            "Sets up panel \"\(panel.id)\" and reports each state change, so its content can show the blocks",
            "of the new state (see `\(sectionsTypeName)`).",
        ]
        if let recipesDelegate {
            doc.append("The controller's only delegate is `delegate` (a `\(recipesDelegate)`, kept here since")
            doc.append("FloatingPanel holds it weakly): it answers the recipes and forwards each state change here.")
        } else {
            doc.append("It is the controller's only delegate.")
        }
        writer.comment(doc, prefix: "/// ")
        writer.line("@available(iOS 14, *)")
        writer.line("@MainActor")
        let conformances =
            "@preconcurrency FloatingPanelCoordinator"
            + (recipesDelegate == nil ? ", @preconcurrency FloatingPanelControllerDelegate" : "")
        writer.block("final class \(coordinatorName): \(conformances) {") {
            writer.block("enum Event {") { writer.line("case didChangeState(FloatingPanelState)") }
            writer.line()
            writer.line("let proxy: FloatingPanelProxy")
            writer.lines(properties)
            writer.line("private let action: (Event) -> Void")
            writer.line()
            writer.block("init(action: @escaping (Event) -> Void) {") {
                writer.line("proxy = FloatingPanelProxy(controller: FloatingPanelController())")
                writer.line("self.action = action")
            }
            writer.line()
            SwiftUIExporter.writeCoordinatorRequirements(
                settings: settings + (recipesDelegate == nil ? ["controller.delegate = self"] : []),
                contentLayoutClasses: contentLayoutClasses, writer: writer)
            writer.line()
            writer.block("func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {") {
                writer.comment([
                    "On the main actor's next turn, as FloatingPanel writes its state binding: a move the view",
                    "update asks for must not change SwiftUI state during that update.",
                ])
                writer.line("let state = fpc.state")
                writer.line("Task { @MainActor [action] in action(.didChangeState(state)) }")
            }
        }
        writer.line()
        writeSwiftUISections()
    }

    private var swiftUIAnimation: String {
        let curve = transition.curve == .easeInOut ? "easeInOut" : transition.curve.rawValue
        return "Animation.\(curve)(duration: \(duration)).delay(\(delay))"
    }

    /// Which blocks show and how opaque each is; the content draws a block with
    /// `if sections.isShown["id"] == true { … .opacity(sections.opacity["id"] ?? 0) }`.
    private func writeSwiftUISections() {
        let blocks = blocks
        let initial = panel.layout(forContainer: .zero).initialState.rawValue
        writer.comment(
            [
                "Panel \"\(panel.id)\"'s blocks per state. In the panel content, show a block with",
                "`if sections.isShown[\"id\"] == true { Block().opacity(sections.opacity[\"id\"] ?? 0) }`:",
                "it leaves at once and fades in with `animation`.",
            ], prefix: "/// ")
        writer.block("struct \(sectionsTypeName) {") {
            writer.line("static let animation = \(swiftUIAnimation)")
            let start = blocks.map { "\(SwiftExporter.swiftString($0.section.id)): \($0.section.shows(in: initial))" }
            let alpha = blocks.map {
                "\(SwiftExporter.swiftString($0.section.id)): \($0.section.shows(in: initial) ? "1.0" : "0.0")"
            }
            writer.line("private(set) var isShown: [String: Bool] = [\(start.joined(separator: ", "))]")
            writer.line("private(set) var opacity: [String: Double] = [\(alpha.joined(separator: ", "))]")
            writer.line()
            writer.block("static func shows(_ id: String, in state: FloatingPanelState) -> Bool {") {
                writer.line("switch id {")
                for block in blocks {
                    writer.line(
                        "case \(SwiftExporter.swiftString(block.section.id)): return \(condition(block.section))")
                }
                writer.line("default: return true")
                writer.line("}")
            }
            writer.line()
            writer.comment(["Outside the animation: a block that leaves takes no space at once."], prefix: "/// ")
            writer.block("mutating func show(for state: FloatingPanelState) {") {
                writer.line("for id in isShown.keys { isShown[id] = Self.shows(id, in: state) }")
            }
            writer.line()
            writer.comment(["Inside `withAnimation(animation)`: the blocks shown fade to 1."], prefix: "/// ")
            writer.block("mutating func fade(for state: FloatingPanelState) {") {
                writer.line("for id in opacity.keys { opacity[id] = Self.shows(id, in: state) ? 1 : 0 }")
            }
        }
    }
}
