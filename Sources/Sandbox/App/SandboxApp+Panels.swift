import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    // MARK: - Focus

    /// The panel keys act on and the overlay follows: the one the user focused while it shows;
    /// else the frontmost visible panel (so dismissing a detail panel gives the focus back to the
    /// one below); else the focused panel even though it is hidden, so `S` can show it again.
    var focusedPanel: PanelRuntime? {
        let chosen = focus.panelID.flatMap(runtime.panel(id:))
        if let chosen, runtime.visiblePanels.contains(where: { $0 === chosen }) { return chosen }
        return runtime.focusedPanel ?? chosen ?? runtime.panels.last
    }

    /// `Tab`: the next visible panel, back to front, round again after the frontmost.
    func focusNextPanel() {
        let visible = runtime.visiblePanels
        guard !visible.isEmpty else { return }
        let current = visible.firstIndex { $0 === focusedPanel }
        let next = visible[current.map { ($0 + 1) % visible.count } ?? 0]
        focus.panelID = next.id
        show(message: "Focus: \(next.id)", seconds: 1.2)
    }

    /// The scene's panel (or a departing one) driven by `controller`.
    func panel(of controller: FloatingPanelController) -> PanelRuntime? {
        runtime.panelsInStageOrder.first { $0.controller === controller }
    }

    /// Each panel's color on the ruler and in the overlay: by its place in the scene.
    func color(of panel: PanelRuntime) -> RGBAColor {
        OverlayStyle.panelColor(runtime.panels.firstIndex { $0 === panel } ?? runtime.panels.count)
    }

    // MARK: - Presenting a detail panel

    /// A tap on `controller`'s surface at container `point`: when it lands on a row of the list
    /// and the next panel of the scene waits hidden (its layout's initial state is `hidden`), that
    /// panel is presented on top and focused, as Apple Maps opens a place from its search list.
    func presentPanel(above controller: FloatingPanelController, tappedAt point: CGPoint) {
        let panels = runtime.panels
        guard let index = panels.firstIndex(where: { $0.controller === controller }), index + 1 < panels.count else {
            return
        }
        let tapped = panels[index]
        let detail = panels[index + 1]
        guard detail.controller.layout.initialState == .hidden,
            ContentListGeometry(tapped).row(at: point) != nil
        else { return }
        runtime.present(panelID: detail.id)
        record(.present(panel: detail.id))
        focus.panelID = detail.id
    }
}
