import FloatingPanel
import Foundation
import PanelConfig

/// Writes a panel's companion for UIKit: what FloatingPanel leaves to the app and the sandbox models
/// as config keys (Docs/export.md "Attachments, keyboard and the iOS 26 look"). The attachment
/// views are constrained to the surface's leading edge and fade and scale in
/// `floatingPanelDidMove` from `surfaceLocation`; the keyboard's notifications move the panel
/// (`moveTo`) or raise its safe area (`avoid`) with the keyboard's own duration and curve; the
/// per-state surface inset is the surface's `containerMargins`, updated as the panel moves.
struct SwiftCompanionWriter {
    let panel: ResolvedPanel
    let stem: String
    let names: SwiftNames
    let writer: SourceWriter

    /// Whether `panel` uses a key the companion writes.
    static func applies(to panel: ResolvedPanel) -> Bool {
        !panel.attachments.isEmpty || panel.keyboard != .none || !panel.surfaceView.insetsByState.isEmpty
    }

    var className: String { "\(stem)PanelCompanion" }

    private var position: FloatingPanelPosition { panel.layouts.first?.layout.position ?? .bottom }
    private var axis: String { position.isVertical ? "y" : "x" }

    /// The class; `isDelegate`: it is the controller's delegate (no other object of the panel is).
    func writeClass(isDelegate: Bool) {
        var doc = [
            "What FloatingPanel leaves to the app for panel \"\(panel.id)\": "
                + parts().joined(separator: ", ") + ".",
            "After `fpc.addPanel(toParent:)`, call `install(on:in:)` with the view the panel was added to.",
        ]
        if !isDelegate {
            doc.append(
                "The panel's delegate is another object: call `panelDidMove(_:)` from its `floatingPanelDidMove` and `panelWillBeginDragging()` from its `floatingPanelWillBeginDragging`."
            )
        }
        writer.comment(doc, prefix: "/// ")
        writer.line("@MainActor")
        let conformance = isDelegate ? ": NSObject, @preconcurrency FloatingPanelControllerDelegate" : ": NSObject"
        writer.block("final class \(className)\(conformance) {") {
            for attachment in panel.attachments {
                writer.line("/// The view riding on the panel's edge as \"\(attachment.id)\"; put your button in it.")
                writer.line("let \(viewName(attachment)) = UIView()")
            }
            writer.line("private weak var controller: FloatingPanelController?")
            writer.line("private weak var parent: UIView?")
            if panel.keyboard.targetState != nil {
                writer.comment(
                    [
                        "Where the keyboard found the panel; nil once the user drags it (it then stays where they leave it)."
                    ],
                    prefix: "/// ")
                writer.line("private var stateBeforeKeyboard: FloatingPanelState?")
            }
            writer.line()
            writeInstall()
            writer.line()
            writeDidMove(isDelegate: isDelegate)
            if panel.keyboard != .none { writeKeyboard() }
            if panel.attachments.contains(where: { $0.curve != .linear }) { writeTiming() }
            if !panel.surfaceView.insetsByState.isEmpty { writeMargins() }
        }
    }

    private func parts() -> [String] {
        var parts: [String] = []
        if !panel.attachments.isEmpty {
            parts.append("the attachments (\(panel.attachments.map(\.id).joined(separator: ", ")))")
        }
        switch panel.keyboard {
        case .none: break
        case .avoid: parts.append("the keyboard raising its safe area")
        case .moveTo(let state): parts.append("the keyboard moving it to `\(names.expression(state))`")
        }
        if !panel.surfaceView.insetsByState.isEmpty { parts.append("the surface's inset per state") }
        return parts
    }

    private func viewName(_ attachment: PanelAttachment) -> String {
        SwiftNames.lowerCamel(attachment.id) + "View"
    }

    private func number(_ value: CGFloat) -> String { ExportNumber.exact(Double(value)) }

    private func writeInstall() {
        writer.block("func install(on fpc: FloatingPanelController, in parent: UIView) {") {
            writer.line("controller = fpc")
            writer.line("self.parent = parent")
            for attachment in panel.attachments {
                let view = viewName(attachment)
                writer.line("\(view).translatesAutoresizingMaskIntoConstraints = false")
                writer.line("parent.addSubview(\(view))")
            }
            if !panel.attachments.isEmpty {
                writer.block("NSLayoutConstraint.activate([", close: "])") {
                    for attachment in panel.attachments { writer.lines(constraints(attachment)) }
                }
            }
            if panel.keyboard != .none {
                writer.line("let center = NotificationCenter.default")
                writer.line(
                    "center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)"
                )
                writer.line(
                    "center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)"
                )
            }
            writer.line("panelDidMove(fpc)")
        }
    }

    /// The attachment's constraints: its size, its distance from the surface's leading edge and
    /// its place along that edge in the parent (Docs/config.md "Attachments").
    private func constraints(_ attachment: PanelAttachment) -> [String] {
        let view = viewName(attachment)
        let gap = number(attachment.gap)
        let inset = number(attachment.inset)
        var lines = [
            "\(view).widthAnchor.constraint(equalToConstant: \(number(attachment.size.width))),",
            "\(view).heightAnchor.constraint(equalToConstant: \(number(attachment.size.height))),",
        ]
        switch position {
        case .bottom:
            lines.append("\(view).bottomAnchor.constraint(equalTo: fpc.surfaceView.topAnchor, constant: -\(gap)),")
        case .top:
            lines.append("\(view).topAnchor.constraint(equalTo: fpc.surfaceView.bottomAnchor, constant: \(gap)),")
        case .left:
            lines.append("\(view).leftAnchor.constraint(equalTo: fpc.surfaceView.rightAnchor, constant: \(gap)),")
        case .right:
            lines.append("\(view).rightAnchor.constraint(equalTo: fpc.surfaceView.leftAnchor, constant: -\(gap)),")
        }
        let (start, middle, end) =
            position.isVertical
            ? ("leftAnchor", "centerXAnchor", "rightAnchor") : ("topAnchor", "centerYAnchor", "bottomAnchor")
        switch attachment.alignment {
        case .leading: lines.append("\(view).\(start).constraint(equalTo: parent.\(start), constant: \(inset)),")
        case .center: lines.append("\(view).\(middle).constraint(equalTo: parent.\(middle)),")
        case .trailing: lines.append("\(view).\(end).constraint(equalTo: parent.\(end), constant: -\(inset)),")
        }
        return lines
    }

    private func stop(_ stop: PanelAttachment.Stop) -> String {
        switch stop {
        case .state(let state): return "fpc.surfaceLocation(for: \(names.expression(state))).\(axis)"
        case .location(let location): return number(location)
        }
    }

    private func writeDidMove(isDelegate: Bool) {
        writer.comment(
            ["Each attachment's alpha and scale, and the surface's inset, where the panel is now."], prefix: "/// ")
        writer.block("func panelDidMove(_ fpc: FloatingPanelController) {") {
            if !panel.attachments.isEmpty || !panel.surfaceView.insetsByState.isEmpty {
                writer.line("let location = fpc.surfaceLocation.\(axis)")
            }
            for attachment in panel.attachments { writeLook(attachment) }
            if !panel.surfaceView.insetsByState.isEmpty {
                writer.line("fpc.surfaceView.containerMargins = surfaceMargins(fpc, at: location)")
            }
        }
        if panel.keyboard.targetState != nil {
            writer.line()
            writer.block("func panelWillBeginDragging() {") { writer.line("stateBeforeKeyboard = nil") }
        }
        guard isDelegate else { return }
        writer.line()
        writer.block("func floatingPanelDidMove(_ fpc: FloatingPanelController) {") { writer.line("panelDidMove(fpc)") }
        if panel.keyboard.targetState != nil {
            writer.line()
            writer.block("func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {") {
                writer.line("panelWillBeginDragging()")
            }
        }
    }

    private func writeLook(_ attachment: PanelAttachment) {
        let view = viewName(attachment)
        let changes = attachment.alpha.from != attachment.alpha.to || attachment.scale.from != attachment.scale.to
        writer.block("do {") {
            writer.comment(["\"\(attachment.id)\""])
            if changes, let from = attachment.from, let to = attachment.to {
                writer.line("let start = \(stop(from)), end = \(stop(to))")
                writer.line("let progress = start == end ? 0 : min(max((location - start) / (end - start), 0), 1)")
                if attachment.curve == .linear {
                    writer.line("let eased = progress")
                } else {
                    let (x1, y1, x2, y2) = attachment.curve.controlPoints
                    writer.line(
                        "let eased = Self.timing(progress, \(number(x1)), \(number(y1)), \(number(x2)), \(number(y2)))")
                }
            } else {
                writer.line("let eased: CGFloat = 0")
            }
            let a0 = number(attachment.alpha.from)
            let a1 = number(attachment.alpha.to)
            if let limit = attachment.hiddenBeyond {
                let expanded = position.expandsTowardSmallerCoordinates ? "<" : ">"
                writer.line("let hidden = location \(expanded) \(stop(limit))")
                writer.line("\(view).alpha = hidden ? 0 : \(a0) + (\(a1) - \(a0)) * eased")
                writer.line("\(view).isUserInteractionEnabled = !hidden")
            } else {
                writer.line("\(view).alpha = \(a0) + (\(a1) - \(a0)) * eased")
            }
            if attachment.scale != (1, 1) {
                let s0 = number(attachment.scale.from)
                let s1 = number(attachment.scale.to)
                writer.line("let scale = \(s0) + (\(s1) - \(s0)) * eased")
                writer.line("\(view).transform = CGAffineTransform(scaleX: scale, y: scale)")
            }
        }
    }

    private func writeKeyboard() {
        writer.line()
        writer.comment(
            [
                "The keyboard's own duration and curve (UIKit sends the curve as a raw `UIView.AnimationCurve`;",
                "shifted by 16 it is the matching `UIView.AnimationOptions`).",
            ], prefix: "/// ")
        writer.block(
            "private func animateWithKeyboard(_ notification: Notification, _ changes: @escaping () -> Void) {"
        ) {
            writer.line("let info = notification.userInfo ?? [:]")
            writer.line(
                "let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25"
            )
            writer.line(
                "let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7")
            writer.line(
                "UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: changes)"
            )
        }
        switch panel.keyboard {
        case .none: break
        case .moveTo(let state):
            let target = names.expression(state)
            writer.line()
            writer.block("@objc private func keyboardWillShow(_ notification: Notification) {") {
                writer.line("guard let fpc = controller, fpc.state != \(target), fpc.state != .hidden else { return }")
                writer.line("stateBeforeKeyboard = fpc.state")
                writer.line("animateWithKeyboard(notification) { fpc.move(to: \(target), animated: false) }")
            }
            writer.line()
            writer.block("@objc private func keyboardWillHide(_ notification: Notification) {") {
                writer.line("defer { stateBeforeKeyboard = nil }")
                writer.line(
                    "guard let fpc = controller, let back = stateBeforeKeyboard, fpc.state == \(target) else { return }"
                )
                writer.line("animateWithKeyboard(notification) { fpc.move(to: back, animated: false) }")
            }
        case .avoid:
            writer.line()
            writer.comment(
                ["Raises the panel's safe area by the keyboard, so anchors on the safe area rise with it."],
                prefix: "/// ")
            writer.block("@objc private func keyboardWillShow(_ notification: Notification) {") {
                writer.line("guard let fpc = controller, let parent else { return }")
                writer.line(
                    "let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero"
                )
                writer.line("let height = parent.bounds.maxY - parent.convert(frame, from: nil).minY")
                writer.line("fpc.additionalSafeAreaInsets.bottom = max(0, height - parent.safeAreaInsets.bottom)")
                writer.line("animateWithKeyboard(notification) { fpc.invalidateLayout() }")
            }
            writer.line()
            writer.block("@objc private func keyboardWillHide(_ notification: Notification) {") {
                writer.line("guard let fpc = controller else { return }")
                writer.line("fpc.additionalSafeAreaInsets.bottom = 0")
                writer.line("animateWithKeyboard(notification) { fpc.invalidateLayout() }")
            }
        }
    }

    private func writeTiming() {
        writer.line()
        writer.comment(
            [
                "A Core Animation timing curve's output at `x` (0...1), control points (x1, y1) and (x2, y2):",
                "the y of the point whose x is `x`, found by bisection, as the sandbox computes it.",
            ], prefix: "/// ")
        writer.block(
            "private static func timing(_ x: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> CGFloat {"
        ) {
            writer.line("func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {")
            writer.line("    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t")
            writer.line("}")
            writer.line("var (low, high): (CGFloat, CGFloat) = (0, 1)")
            writer.block("for _ in 0..<60 {") {
                writer.line("let middle = (low + high) / 2")
                writer.line("if bezier(middle, x1, x2) < x { low = middle } else { high = middle }")
            }
            writer.line("return bezier((low + high) / 2, y1, y2)")
        }
    }

    private func writeMargins() {
        writer.line()
        writer.comment(
            [
                "The surface's inset from the container's edges: each listed state's, linear between them, the",
                "nearest one's beyond (the side carrying the grabber stays 0).",
            ], prefix: "/// ")
        writer.block(
            "private func surfaceMargins(_ fpc: FloatingPanelController, at location: CGFloat) -> UIEdgeInsets {"
        ) {
            writer.block(
                "let stops: [(location: CGFloat, margins: UIEdgeInsets)] = [",
                close: "].sorted { $0.location < $1.location }"
            ) {
                for name in panel.surfaceView.insetsByState.keys.sorted() {
                    guard let state = panel.states[name], var insets = panel.surfaceView.insetsByState[name] else {
                        continue
                    }
                    switch position {
                    case .bottom: insets.top = 0
                    case .top: insets.bottom = 0
                    case .left: insets.right = 0
                    case .right: insets.left = 0
                    }
                    writer.line(
                        "(fpc.surfaceLocation(for: \(names.expression(state))).\(axis), \(SwiftSurfaceWriter.insets(insets))),"
                    )
                }
            }
            writer.line("guard let first = stops.first, let last = stops.last else { return .zero }")
            writer.line("if location <= first.location { return first.margins }")
            writer.line("if location >= last.location { return last.margins }")
            writer.block("for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {") {
                writer.line(
                    "let t = (location - lower.location) / max(upper.location - lower.location, .leastNonzeroMagnitude)"
                )
                writer.line("let a = lower.margins, b = upper.margins")
                writer.line(
                    "return UIEdgeInsets(top: a.top + (b.top - a.top) * t, left: a.left + (b.left - a.left) * t, bottom: a.bottom + (b.bottom - a.bottom) * t, right: a.right + (b.right - a.right) * t)"
                )
            }
            writer.line("return last.margins")
        }
    }
}
