import CSDL2
import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// SDL events → the sandbox's pointer events and commands (the one mapping file).
final class InputMappingTests: XCTestCase {
    private var mapping = InputMapping(windowSize: CGSize(width: 400, height: 800))

    private func mouse(_ type: SDL_EventType, x: Int32, y: Int32, fromTouch: Bool = false, time: UInt32 = 1500)
        -> SDL_Event
    {
        var event = SDL_Event()
        event.type = type.rawValue
        event.common.timestamp = time
        if type == SDL_MOUSEMOTION {
            event.motion.x = x
            event.motion.y = y
            event.motion.state = CSDL2_ButtonMask(Int32(SDL_BUTTON_LEFT))
            event.motion.which = fromTouch ? CSDL2_TouchMouseID() : 0
        } else {
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
            event.button.which = fromTouch ? CSDL2_TouchMouseID() : 0
        }
        return event
    }

    private func pointer(_ event: SDL_Event) -> PointerEvent? {
        if case .pointer(let pointer) = mapping.input(from: event) { return pointer }
        return nil
    }

    private func command(key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) -> SandboxCommand? {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        if case .command(let command) = mapping.input(from: event) { return command }
        return nil
    }

    func test_values_card_keys_arrows_with_modifiers_and_ctrl_z() {
        XCTAssertEqual(command(key: SDLK_RIGHT), .adjustValue(direction: 1, scale: .normal))
        XCTAssertEqual(command(key: SDLK_LEFT, modifiers: KMOD_RSHIFT), .adjustValue(direction: -1, scale: .coarse))
        XCTAssertEqual(command(key: SDLK_RIGHT, modifiers: KMOD_LALT), .adjustValue(direction: 1, scale: .fine))
        XCTAssertEqual(command(key: SDLK_z, modifiers: KMOD_LCTRL), .undoValue)
        XCTAssertEqual(
            command(key: SDLK_z, modifiers: SDL_Keymod(KMOD_RCTRL.rawValue | KMOD_LSHIFT.rawValue)), .redoValue)
        XCTAssertNil(command(key: SDLK_z))
        XCTAssertEqual(SandboxCommand(character: "v"), .toggleValues)
        XCTAssertEqual(SandboxCommand(character: "V"), .toggleValues)
    }

    func test_left_mouse_button_becomes_a_pointer_with_SDLs_timestamp_in_seconds() {
        XCTAssertEqual(pointer(mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)), .down(CGPoint(x: 10, y: 20), time: 1.5))
        XCTAssertEqual(pointer(mouse(SDL_MOUSEMOTION, x: 12, y: 25)), .moved(CGPoint(x: 12, y: 25), time: 1.5))
        XCTAssertEqual(pointer(mouse(SDL_MOUSEBUTTONUP, x: 12, y: 30)), .up(CGPoint(x: 12, y: 30), time: 1.5))
    }

    func test_mouse_events_made_from_touches_are_ignored_the_finger_events_count() {
        XCTAssertNil(pointer(mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, fromTouch: true)))
        var finger = SDL_Event()
        finger.type = SDL_FINGERDOWN.rawValue
        finger.common.timestamp = 2000
        finger.tfinger.fingerId = 7
        finger.tfinger.x = 0.5
        finger.tfinger.y = 0.25
        XCTAssertEqual(pointer(finger), .down(CGPoint(x: 200, y: 200), time: 2))
        var second = finger
        second.tfinger.fingerId = 8
        XCTAssertNil(pointer(second), "one finger at a time")
        finger.type = SDL_FINGERUP.rawValue
        XCTAssertEqual(pointer(finger), .up(CGPoint(x: 200, y: 200), time: 2))
    }

    func test_the_wheel_scrolls_toward_the_contents_end_when_turned_toward_the_user() {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseY = -1
        event.wheel.mouseX = 50
        event.wheel.mouseY = 60
        XCTAssertEqual(pointer(event), .wheel(CGPoint(x: 50, y: 60), delta: CGVector(dx: 0, dy: 40)))
        event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        XCTAssertEqual(pointer(event), .wheel(CGPoint(x: 50, y: 60), delta: CGVector(dx: 0, dy: -40)))
    }

    func test_keys_become_commands() {
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { $0[0] = UInt8(ascii: "]") }
        guard case .command(.faster) = mapping.input(from: text) else { return XCTFail("']' is faster") }
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
        guard case .command(.focusNextPanel) = mapping.input(from: key) else {
            return XCTFail("Tab focuses the next panel")
        }
        let keys: [(SDL_KeyCode, SandboxCommand)] = [
            (SDLK_ESCAPE, .dismiss), (SDLK_F1, .previousPreset), (SDLK_F2, .nextPreset), (SDLK_UP, .selectionUp),
            (SDLK_DOWN, .selectionDown), (SDLK_RETURN, .confirm), (SDLK_KP_ENTER, .confirm),
        ]
        for (code, expected) in keys {
            key.key.keysym.sym = SDL_Keycode(code.rawValue)
            guard case .command(let command) = mapping.input(from: key) else { return XCTFail("\(code) is a command") }
            XCTAssertEqual(command, expected)
        }
    }
}
