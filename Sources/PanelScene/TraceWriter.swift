import FloatingPanel
import Foundation
import PanelConfig

/// Writes `simulate`'s JSON Lines trace (Docs/scenarios.md), buffering output.
///
/// Numbers use Swift's shortest round-trip form, so every printed value reads back exactly.
package final class TraceWriter {
    private var buffer = ""
    private let sink: (String) -> Void
    private static let flushThreshold = 1 << 16

    package init(sink: @escaping (String) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.flushThreshold + 1024)
    }

    /// One frame line of `panel`; `keyboard` is the software keyboard's height, written only
    /// while it shows, so traces without a keyboard keep their bytes.
    package func frame(t: Double, panel: PanelRuntime, keyboard: CGFloat = 0) {
        let fpc = panel.controller
        let location = fpc.surfaceLocation
        let velocity = fpc.isDragging ? Self.withoutRoundingNoise(fpc.velocity) : fpc.velocity
        let scroll = panel.scrollView.map { fpc.position.mainLocation($0.contentOffset) } ?? 0
        append(
            "{\"t\": ", number(t), ", \"panel\": ", string(panel.id), ", \"state\": ", string(fpc.state.rawValue),
            ", \"x\": ", number(location.x), ", \"y\": ", number(location.y), ", \"v\": ", number(velocity),
            ", \"attracting\": ", String(fpc.isAttracting), ", \"dragging\": ", String(fpc.isDragging),
            ", \"backdrop\": ", number(fpc.backdropAlpha), ", \"scroll\": ", number(scroll))
        // Only panels with blocks say how opaque each is, so other traces keep their bytes.
        if !panel.sections.blocks.isEmpty {
            let opacities = panel.sections.blocks.map { "\(string($0.id)): \(number($0.opacity))" }
            buffer += ", \"sections\": {\(opacities.joined(separator: ", "))}"
        }
        if !panel.config.attachments.isEmpty {
            let alphas = panel.config.attachments.map { "\(string($0.id)): \(number(panel.look(of: $0).alpha))" }
            buffer += ", \"attachments\": {\(alphas.joined(separator: ", "))}"
        }
        if keyboard > 0 { buffer += ", \"keyboard\": \(number(keyboard))" }
        buffer += "}\n"
        flushIfNeeded()
    }

    /// A frame line of a panel moved by a target library's model (`simulate --platform`): the
    /// same keys, the state named by the library's stop.
    package func frame(
        t: Double, panel: PanelRuntime, state: String, location: CGPoint, velocity: Double, attracting: Bool,
        dragging: Bool, backdrop: CGFloat
    ) {
        buffer += "{\"t\": \(number(t)), \"panel\": \(string(panel.id)), \"state\": \(string(state))"
        buffer += ", \"x\": \(number(location.x)), \"y\": \(number(location.y)), \"v\": \(number(velocity))"
        buffer += ", \"attracting\": \(attracting), \"dragging\": \(dragging)"
        buffer += ", \"backdrop\": \(number(backdrop)), \"scroll\": 0}\n"
        flushIfNeeded()
    }

    package func event(t: Double, panel: PanelRuntime, _ event: PanelEvent) {
        buffer += "{\"t\": \(number(t)), \"panel\": \(string(panel.id)), \"event\": \"\(event.name)\""
        switch event {
        case .willEndDragging(let release):
            buffer += willEndDraggingFields(velocity: release.velocity, targetState: release.target.rawValue)
        case .didEndDragging(let willAttract):
            buffer += ", \"willAttract\": \(willAttract)"
        case .willBeginAttracting(let state):
            buffer += ", \"to\": \(string(state.rawValue))"
        case .didChangeState(let state):
            buffer += ", \"state\": \(string(state.rawValue))"
        case .dragRefused(let state):
            buffer += ", \"state\": \(string(state.rawValue))"
        case .boundaryClamped(let side, let limit):
            buffer += ", \"side\": \"\(side.rawValue)\", \"limit\": \(number(limit))"
        case .surfaceTap(let from, let to):
            buffer += ", \"from\": \(string(from.rawValue)), \"to\": \(string(to.rawValue))"
        case .willBeginDragging, .didEndAttracting, .willRemove, .didRemove:
            break
        }
        buffer += "}\n"
        flushIfNeeded()
    }

    /// A `willEndDragging` line for a target library's stop (`simulate --platform`), whose
    /// decision is the library's, not the engine's.
    package func willEndDragging(t: Double, panel: PanelRuntime, velocity: CGFloat, targetState: String) {
        buffer += "{\"t\": \(number(t)), \"panel\": \(string(panel.id)), \"event\": \"willEndDragging\""
        buffer += willEndDraggingFields(velocity: velocity, targetState: targetState) + "}\n"
        flushIfNeeded()
    }

    private func willEndDraggingFields(velocity: CGFloat, targetState: String) -> String {
        ", \"velocity\": \(number(velocity)), \"targetState\": \(string(targetState))"
    }

    package func release(t: Double, panel: PanelRuntime, _ line: ReleaseLine) {
        buffer += "{\"t\": \(number(t)), \"panel\": \(string(panel.id)), \"event\": \"release\""
        buffer += ", \"location\": \(number(line.location)), \"velocity\": \(number(line.velocity))"
        buffer += ", \"projection\": \(number(line.projection)), \"targetState\": \(string(line.targetState.rawValue))"
        buffer += ", \"target\": \(number(line.target)), \"removed\": \(line.removed)"
        buffer += ", \"peakOvershoot\": \(number(line.peakOvershoot))"
        buffer += ", \"settleTime\": \(line.restTime.map(number) ?? "null")"
        let explanation = line.explanation
        let segment = explanation.segment.map { "[\($0.map { string($0.rawValue) }.joined(separator: ", "))]" }
        buffer += ", \"segment\": \(segment ?? "null")"
        buffer += ", \"redirectionalProgress\": \(explanation.redirectionalProgress.map(number) ?? "null")"
        buffer += ", \"projected\": \(explanation.projected.map(String.init) ?? "null")"
        // Each sentence is new: quoted directly rather than kept with the repeating literals.
        buffer += ", \"because\": \(ExportJSONValue.quoted(explanation.because))}\n"
        flushIfNeeded()
    }

    package func end(t: Double, panels: [PanelRuntime]) {
        end(
            t: t,
            panels: panels.map { panel in
                let fpc = panel.controller
                return (panel.id, fpc.state.rawValue, fpc.surfaceLocation, fpc.isAttracting)
            })
    }

    /// The end line from each panel's id, state, location and whether it is still moving.
    package func end(t: Double, panels: [(id: String, state: String, location: CGPoint, attracting: Bool)]) {
        let entries = panels.map { panel -> String in
            let location = panel.location
            return "{\"id\": \(string(panel.id)), \"state\": \(string(panel.state)), "
                + "\"x\": \(number(location.x)), \"y\": \(number(location.y)), \"attracting\": \(panel.attracting)}"
        }
        buffer += "{\"event\": \"end\", \"t\": \(number(t)), \"panels\": [\(entries.joined(separator: ", "))]}\n"
        flush()
    }

    /// A drag's velocity is a difference of two locations over `h`, whose rounding leaves noise in
    /// the last digits (a finger moving 250 pt in 0.25 s would print 1000.0000000000011); a
    /// nanopoint per second is far below anything that moves a pixel.
    package static func withoutRoundingNoise(_ velocity: CGFloat) -> CGFloat {
        let cleaned = (velocity * 1e9).rounded() / 1e9
        return cleaned.isFinite ? cleaned : velocity
    }

    /// Appends `parts` to the buffer one by one: an interpolated line would first be built in a
    /// string of its own, and frame lines are written once per panel-frame.
    private func append(_ parts: String...) {
        for part in parts { buffer += part }
    }

    package func flush() {
        guard !buffer.isEmpty else { return }
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func flushIfNeeded() {
        if buffer.utf8.count >= Self.flushThreshold { flush() }
    }

    private func number(_ value: Double) -> String { Self.number(value) }

    private func number(_ value: CGFloat) -> String { Self.number(Double(value)) }

    /// A number as the trace writes it: the shortest form that reads back exactly, `-0` as `0`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return (value + 0).description
    }

    /// Literals already quoted: panel ids and state names repeat on every frame line, and a
    /// scan of these few is cheaper than quoting again.
    private var quotedLiterals: [(text: String, literal: String)] = []
    private static let quotedLiteralsKept = 32

    /// A JSON string literal (ids and state names come from configs, so escape them).
    private func string(_ value: String) -> String {
        // Byte for byte: `==` would take two canonically equivalent names, whose literals differ,
        // for one another.
        for quoted in quotedLiterals where quoted.text.utf8.elementsEqual(value.utf8) { return quoted.literal }
        let literal = ExportJSONValue.quoted(value)
        if quotedLiterals.count < Self.quotedLiteralsKept { quotedLiterals.append((value, literal)) }
        return literal
    }
}
