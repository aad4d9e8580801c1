import FloatingPanel
import Foundation
import PanelConfig

/// Writes a panel's delegate recipes (Docs/config.md "Behavior: delegate recipes") as the
/// `FloatingPanelControllerDelegate` methods FloatingPanel calls, in one class that the UIKit
/// export sets as the controller's delegate and the SwiftUI coordinator keeps (Docs/export.md).
/// FloatingPanel has one delegate, so this class also serves the layout selector and the content
/// blocks when the panel has them: it asks the one and forwards state changes to the other.
package struct SwiftDelegateWriter {
    /// Another object that handles state changes too, kept in a property of the delegate.
    struct StateChangeReceiver {
        /// The property's name, e.g. `sections`.
        let property: String
        /// The property's declaration, e.g. `var sections: MainPanelSections?`.
        let declaration: String

        /// The call in `floatingPanelDidChangeState` that forwards the change.
        var forwardCall: String { "\(property)?.floatingPanelDidChangeState(fpc)" }

        /// The UIKit content blocks' class, which the delegate keeps.
        static func sections(_ className: String) -> StateChangeReceiver {
            StateChangeReceiver(property: "sections", declaration: "var sections: \(className)?")
        }

        /// The SwiftUI coordinator, which keeps the delegate: held weakly, so neither leaks.
        static func coordinator(_ className: String) -> StateChangeReceiver {
            StateChangeReceiver(property: "coordinator", declaration: "weak var coordinator: \(className)?")
        }
    }

    let names: SwiftNames
    let writer: SourceWriter
    let panel: ResolvedPanel
    /// The class name, e.g. `MainPanelDelegate`.
    let className: String

    init(names: SwiftNames, writer: SourceWriter, panel: ResolvedPanel, stem: String) {
        self.names = names
        self.writer = writer
        self.panel = panel
        className = "\(stem)PanelDelegate"
    }

    /// Whether the panel has a recipe to write.
    var isNeeded: Bool { !panel.recipes.isEmpty }

    private var recipes: DelegateRecipes { panel.recipes }
    /// The layout the delegate's anchors come from: the first entry (the only one, usually).
    private var layout: FloatingPanelCustomLayout { (panel.layouts.first ?? .bottomLayoutDefault).layout }
    private var position: FloatingPanelPosition { layout.position }
    private var statesByOrder: [FloatingPanelState] {
        layout.anchors.keys.sorted { ($0.order, $0.rawValue) < ($1.order, $1.rawValue) }
    }
    private var axis: String { position == .top || position == .bottom ? "y" : "x" }

    /// Lines of `configure…Panel` that install the delegate; `selector` is the layout selector of
    /// a conditional layout, which the delegate then asks, and `receiver` the property and value
    /// of the object it forwards state changes to.
    func configureLines(
        controller: String, selector: String?, receiver: (property: String, value: String)? = nil
    ) -> [String] {
        var lines: [String] = []
        if let selector { lines.append("delegate.layoutSelector = \(selector)") }
        if let receiver { lines.append("delegate.\(receiver.property) = \(receiver.value)") }
        lines.append("\(controller).delegate = delegate")
        if recipes.surfaceTap != nil { lines.append("delegate.attach(to: \(controller))") }
        return lines
    }

    /// The class, with one method per recipe; `receiver` gets every state change as well.
    func writeClass(conditionalSelector selector: String?, receiver: StateChangeReceiver? = nil) {
        var summary = [
            "Panel \"\(panel.id)\"'s delegate: the recipes of its behavior file, as FloatingPanel calls them."
        ]
        summary += [
            "",
            "FloatingPanel holds its delegate weakly: keep this object, e.g. as a property of your view controller.",
        ]
        writer.comment(summary, prefix: "/// ")
        // Main-actor isolated like the other classes adopting FloatingPanel's protocols (see the import).
        let conformances = "NSObject, @preconcurrency FloatingPanelControllerDelegate"
        // A delegate that holds the SwiftUI coordinator (iOS 14+) can only exist where it does.
        if receiver?.property == "coordinator" { writer.line("@available(iOS 14, *)") }
        writer.line("@MainActor")
        writer.block("final class \(className): \(conformances) {") {
            var sections: [() -> Void] = []
            if let selector {
                sections.append {
                    writer.comment(["Chooses the layout for each container size."], prefix: "/// ")
                    writer.line("var layoutSelector: \(selector)?")
                    writer.line()
                    writer.block(
                        "func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {"
                    ) {
                        writer.line("layoutSelector?.floatingPanel(fpc, layoutFor: size) ?? fpc.layout")
                    }
                }
            }
            if let receiver {
                sections.append {
                    writer.comment(
                        ["Gets each state change too: this class is the controller's only delegate."], prefix: "/// ")
                    writer.line(receiver.declaration)
                }
            }
            if let tap = recipes.surfaceTap { sections.append { writeSurfaceTap(tap) } }
            if recipes.surfaceTap != nil || receiver != nil {
                sections.append { writeDidChangeState(receiver: receiver) }
            }
            if let boundary = recipes.moveBoundary { sections.append { writeMoveBoundary(boundary) } }
            if let states = recipes.draggableStates {
                sections.append {
                    writer.comment(["draggableStates: elsewhere a touch goes to the content."])
                    writer.block("func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {") {
                        writer.line(contains(states, "fpc.state"))
                    }
                }
            }
            if let states = recipes.scrollableStates {
                sections.append {
                    writer.comment(["scrollableStates: where the tracked scroll view may scroll."])
                    writer.line("func floatingPanel(")
                    writer.line("    _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: UIScrollView,")
                    writer.line("    in state: FloatingPanelState")
                    writer.block(") -> Bool {") { writer.line(contains(states, "state")) }
                }
            }
            if let distance = recipes.removeBeyond, statesByOrder.count > 1 {
                sections.append { writeRemoveBeyond(distance) }
            }
            for (animator, signature, label) in [
                (recipes.animations.present, "animatorForPresentingTo state: FloatingPanelState", "present"),
                (recipes.animations.dismiss, "animatorForDismissingWith velocity: CGVector", "dismiss"),
                (recipes.animations.move, "animatorForMovingTo state: FloatingPanelState", "move"),
            ] {
                guard let animator else { continue }
                sections.append {
                    writer.comment(["animations.\(label)"])
                    writer.block(
                        "func floatingPanel(_ fpc: FloatingPanelController, \(signature)) -> UIViewPropertyAnimator {"
                    ) {
                        writer.line(Self.animatorExpression(animator))
                    }
                }
            }
            for (index, section) in sections.enumerated() {
                if index > 0 { writer.line() }
                section()
            }
        }
    }

    /// `UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)` or `(duration:dampingRatio:)`.
    static func animatorExpression(_ animator: FloatingPanelPropertyAnimator) -> String {
        let duration = ExportNumber.exact(Double(animator.duration))
        switch animator.timing {
        case .curve(let curve):
            return "UIViewPropertyAnimator(duration: \(duration), curve: .\(curve.rawValue))"
        case .spring(let dampingRatio):
            return
                "UIViewPropertyAnimator(duration: \(duration), dampingRatio: \(ExportNumber.exact(Double(dampingRatio))))"
        }
    }

    private func contains(_ states: [FloatingPanelState], _ subject: String) -> String {
        guard let first = states.first else { return "false" }
        let rest = states.dropFirst().map(names.expression)
        let list = (["FloatingPanelState\(names.expression(first))"] + rest).joined(separator: ", ")
        return "[\(list)].contains(\(subject))"
    }

    /// The API guide's `floatingPanelDidMove` recipe, on the panel's main axis.
    private func writeMoveBoundary(_ boundary: DelegateRecipes.MoveBoundary) {
        guard let most = statesByOrder.last, let least = statesByOrder.first else { return }
        // Bottom and right panels expand toward smaller coordinates.
        let expandsTowardSmaller = position.expandsTowardSmallerCoordinates
        func bound(_ state: FloatingPanelState, _ points: CGFloat, lower: Bool) -> String {
            "fpc.surfaceLocation(for: \(names.expression(state))).\(axis) \(lower ? "-" : "+") \(ExportNumber.exact(Double(points)))"
        }
        var lower: String?
        var upper: String?
        if let expanded = boundary.expanded {
            if expandsTowardSmaller {
                lower = bound(most, expanded, lower: true)
            } else {
                upper = bound(most, expanded, lower: false)
            }
        }
        if let collapsed = boundary.collapsed {
            if expandsTowardSmaller {
                upper = bound(least, collapsed, lower: false)
            } else {
                lower = bound(least, collapsed, lower: true)
            }
        }
        writer.comment([
            "moveBoundary: while dragged, the surface stays within the bounds past the extreme anchors",
            "(not while attracting, nor while hidden: a dismissal ends below them).",
        ])
        writer.block("func floatingPanelDidMove(_ fpc: FloatingPanelController) {") {
            writer.line("guard !fpc.isAttracting, fpc.state != .hidden else { return }")
            writer.line("var location = fpc.surfaceLocation")
            if let lower { writer.line("location.\(axis) = max(location.\(axis), \(lower))") }
            if let upper { writer.line("location.\(axis) = min(location.\(axis), \(upper))") }
            writer.line("fpc.surfaceLocation = location")
        }
    }

    /// The API guide's tap recipe ("Adding tap gestures to the surface view"): a tap recognizer
    /// with this object as its target, added to the surface, enabled only in the `in` states. The
    /// move happens in the action, once the tap is recognized, not in a delegate's question.
    private func writeSurfaceTap(_ tap: DelegateRecipes.SurfaceTap) {
        let enabled = contains(tap.states, "fpc.state")
        writer.comment(
            [
                "surfaceTap: a tap on the surface in \(tap.states.map(\.rawValue).joined(separator: ", ")) moves the panel to \(tap.moveTo.rawValue)."
            ], prefix: "/// ")
        writer.line("let surfaceTapGesture = UITapGestureRecognizer()")
        writer.line("private weak var controller: FloatingPanelController?")
        writer.line()
        writer.comment(
            ["Adds the tap recognizer to `fpc`'s surface; call it once, after setting this delegate."], prefix: "/// ")
        writer.block("func attach(to fpc: FloatingPanelController) {") {
            writer.line("controller = fpc")
            writer.line("surfaceTapGesture.addTarget(self, action: #selector(handleSurfaceTap(_:)))")
            writer.line("fpc.surfaceView.addGestureRecognizer(surfaceTapGesture)")
            writer.line("surfaceTapGesture.isEnabled = \(enabled)")
        }
        writer.line()
        writer.comment(
            ["The recognizer's action: a tap recognizer calls it once, when it has recognized the tap."],
            prefix: "/// ")
        writer.block("@objc private func handleSurfaceTap(_ gesture: UITapGestureRecognizer) {") {
            writer.line("guard gesture.state == .ended, let controller else { return }")
            writer.line("controller.move(to: \(names.expression(tap.moveTo)), animated: true)")
        }
    }

    /// The one `floatingPanelDidChangeState`: the tap recognizer follows the state, and `receiver`
    /// hears of the change.
    private func writeDidChangeState(receiver: StateChangeReceiver?) {
        writer.block("func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {") {
            if let tap = recipes.surfaceTap {
                writer.line("surfaceTapGesture.isEnabled = \(contains(tap.states, "fpc.state"))")
            }
            if let receiver { writer.line(receiver.forwardCall) }
        }
    }

    /// `floatingPanel(_:shouldRemoveAt:with:)`: the distance test, then FloatingPanel's own
    /// velocity test, which implementing the method replaces (Docs/engine.md §7.8).
    private func writeRemoveBeyond(_ distance: CGFloat) {
        guard let least = statesByOrder.first else { return }
        let anchor = "fpc.surfaceLocation(for: \(names.expression(least))).\(axis)"
        let past =
            position.expandsTowardSmallerCoordinates ? "location.\(axis) - \(anchor)" : "\(anchor) - location.\(axis)"
        let velocityTest: String
        switch position {
        case .bottom: velocityTest = "velocity.dy >= threshold"
        case .top: velocityTest = "velocity.dy <= -threshold"
        case .right: velocityTest = "velocity.dx >= threshold"
        case .left: velocityTest = "velocity.dx <= -threshold"
        }
        writer.comment([
            "removeBeyond: a release more than \(ExportNumber.exact(Double(distance))) pt past \(least.rawValue) toward hidden removes the",
            "panel at any speed; otherwise FloatingPanel's velocity threshold decides, as without this method.",
        ])
        writer.line("func floatingPanel(")
        writer.line("    _ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector")
        writer.block(") -> Bool {") {
            writer.line("if \(past) > \(ExportNumber.exact(Double(distance))) { return true }")
            writer.line("let threshold = fpc.behavior.removalInteractionVelocityThreshold")
            writer.line("return \(velocityTest)")
        }
    }
}
