import FloatingPanel
import Foundation
import PanelConfig

extension SceneRuntime {
    /// Slides the software keyboard in (`shown`) or out, unless it already goes that way: a
    /// scenario's `keyboard` step, a text field's focus on the live page.
    package func setKeyboard(shown: Bool) {
        guard keyboardSlide.isShown != shown else { return }
        toggleKeyboard()
    }

    /// The keyboard starts to appear (`shown`) or to leave, as UIKit's
    /// `keyboardWillShowNotification` / `keyboardWillHideNotification`: each `moveTo` panel
    /// (Docs/config.md "Scene") moves to its state, remembering where it was; when the keyboard
    /// leaves it goes back there, unless the user moved it in between (a drag forgets the place).
    func keyboardWillChange(shown: Bool) {
        for panel in panels {
            guard let target = panel.config.keyboard.targetState else { continue }
            let controller = panel.controller
            if shown {
                guard controller.isShown, controller.state != .hidden, !controller.isDragging,
                    controller.layout.anchors[target] != nil
                else { continue }
                guard controller.state != target else { continue }
                panel.keyboardReturnState = controller.state
                controller.move(to: target, animated: true)
            } else {
                defer { panel.keyboardReturnState = nil }
                guard let back = panel.keyboardReturnState, controller.state == target, !controller.isDragging,
                    controller.layout.anchors[back] != nil
                else { continue }
                controller.move(to: back, animated: true)
            }
        }
    }
}
