import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// Scenarios (Docs/scenarios.md): a scene plus `fps` and `steps`.
final class ScenarioConfigTests: XCTestCase {
    private let panels = """
        "panels": [
            { "id": "main", "layout": { "position": "bottom", "initialState": "half", "anchors": {
                "full": { "absoluteInset": 16, "edge": "top" },
                "half": { "fractionalInset": 0.5, "edge": "bottom" },
                "lastQuart": { "order": 750, "fractionalInset": 0.75, "edge": "bottom" } } } },
            { "id": "detail" }
          ]
        """

    func test_every_step_kind_is_decoded() throws {
        let scenario = try loadScenario(
            """
            {
              "container": "iphone-15", "fps": 120,
              \(panels),
              "steps": [
                { "advance": 0.5 },
                { "drag": { "panel": "main", "translation": -300, "duration": 0.25, "velocity": -1200, "at": "content" } },
                { "drag": { "panel": "detail", "translation": 40, "duration": 0 } },
                { "scroll": { "panel": "main", "by": 120 } },
                { "move": { "panel": "main", "to": "lastQuart", "animated": true } },
                { "move": { "panel": "detail", "to": "hidden" } },
                { "show": { "panel": "detail", "animated": true } },
                { "hide": { "panel": "detail" } },
                { "tapBackdrop": { "panel": "main" } },
                { "present": { "panel": "detail" } },
                { "resize": { "width": 844, "height": 390, "safeArea": { "left": 47, "right": 47, "bottom": 21 } } },
                { "resize": "ipad" },
                { "pointer": { "phase": "down", "x": 195, "y": 430 } },
                { "pointer": { "phase": "move", "x": 195, "y": 380.5, "vx": 0, "vy": -1200 } },
                { "pointer": { "phase": "up", "x": 195, "y": 300, "vy": -2500.25 } },
                { "pointer": { "phase": "down", "x": 10, "y": 20, "slop": 0 } },
                { "pointer": { "phase": "cancel" } },
                { "wheel": { "x": 195, "y": 600, "by": -40 } },
                { "keyboard": "show" },
                { "keyboard": "hide" },
                { "frames": 7 },
                { "frames": 0 }
              ]
            }
            """)
        XCTAssertEqual(scenario.fps, 120)
        XCTAssertEqual(scenario.scene.panels.map(\.id), ["main", "detail"])
        let described = scenario.steps.map { step -> String in
            switch step {
            case .advance(let seconds): return "advance \(seconds)"
            case .drag(let panel, let translation, let duration, let velocity, let at):
                return "drag \(panel) \(translation) \(duration) \(velocity.map { "\($0)" } ?? "nil") \(at)"
            case .scroll(let panel, let by): return "scroll \(panel) \(by)"
            case .move(let panel, let to, let animated): return "move \(panel) \(to.rawValue)/\(to.order) \(animated)"
            case .show(let panel, let animated): return "show \(panel) \(animated)"
            case .hide(let panel, let animated): return "hide \(panel) \(animated)"
            case .tapBackdrop(let panel): return "tapBackdrop \(panel)"
            case .present(let panel): return "present \(panel)"
            case .resize(let container):
                let size = "\(container.size.width)×\(container.size.height)"
                return "resize \(size) \(container.safeArea.left) \(container.presetName ?? "-")"
            case .pointer(let input):
                let velocity = "v \(input.velocity.x) \(input.velocity.y)"
                return "pointer \(input.phase) \(input.location.x) \(input.location.y) \(velocity) slop \(input.slop)"
            case .wheel(let location, let by): return "wheel \(location.x) \(location.y) \(by)"
            case .keyboard(let shown): return "keyboard \(shown ? "show" : "hide")"
            case .frames(let count): return "frames \(count)"
            }
        }
        XCTAssertEqual(
            described,
            [
                "advance 0.5",
                "drag main -300.0 0.25 -1200.0 content",
                "drag detail 40.0 0.0 nil grabber",
                "scroll main 120.0",
                "move main lastQuart/750 true",
                "move detail hidden/0 false",
                "show detail true",
                "hide detail false",
                "tapBackdrop main",
                "present detail",
                "resize 844.0×390.0 47.0 -",
                "resize 820.0×1180.0 0.0 ipad",
                "pointer down 195.0 430.0 v 0.0 0.0 slop 10.0",
                "pointer move 195.0 380.5 v 0.0 -1200.0 slop 10.0",
                "pointer up 195.0 300.0 v 0.0 -2500.25 slop 10.0",
                "pointer down 10.0 20.0 v 0.0 0.0 slop 0.0",
                "pointer cancel 0.0 0.0 v 0.0 0.0 slop 10.0",
                "wheel 195.0 600.0 -40.0",
                "keyboard show",
                "keyboard hide",
                "frames 7",
                "frames 0",
            ])
    }

    func test_pointer_wheel_frames_and_present_problems() {
        assertProblems(
            """
            {
              \(panels),
              "steps": [
                { "pointer": ⟨{ "x": 1, "y": 2 } },
                { "pointer": { "phase": ⟨"press", "x": 1, "y": 2 } },
                { "pointer": ⟨{ "phase": "move", "x": 1 } },
                { "pointer": { "phase": "up", "x": 1, "y": 2, ⟨"slop": 4 } },
                { "pointer": { "phase": "down", "x": ⟨"1", "y": 2, "slop": ⟨-1 } },
                { "pointer": { "phase": "move", "x": 1, "y": 2, ⟨"vz": 3 } },
                { "pointer": ⟨{ "phase": "cancel", "x": 1 } },
                { "wheel": ⟨{ "x": 1, "y": 2 } },
                { "wheel": { "x": 1, "y": 2, "by": ⟨true } },
                { "frames": ⟨2.5 },
                { "frames": ⟨-1 },
                { "frames": ⟨3600001 },
                { "present": { "panel": ⟨"detial" } },
                { ⟨"frame": 3 }
              ]
            }
            """, kind: .scenario,
            [
                "pointer is missing 'phase' (down, move, up or cancel)",
                "invalid 'phase' value 'press': expected one of down, move, up, cancel",
                "pointer is missing 'y' (points from the container's top edge)",
                "'slop' applies to a 'down' pointer only, found it on 'up'",
                #"expected a number for 'x', found a string ("1"); write the number without quotes"#,
                "'slop' must be 0 or greater, found -1",
                "unknown key 'vz' in pointer; did you mean 'vx'?",
                "pointer is missing 'y' (points from the container's top edge)",
                "wheel is missing 'by' (points; positive moves the content toward its end)",
                "expected a number for 'by', found a boolean; write a number such as 0 or 1",
                "'frames' must be a whole number, found 2.5",
                "'frames' must be between 0 and 3600000, found -1",
                "'frames' must be between 0 and 3600000, found 3600001",
                "unknown panel 'detial'; the scene's panels are main, detail; did you mean 'detail'?",
                "unknown step 'frame'; did you mean 'frames'?",
            ])
    }

    func test_fps_defaults_to_60() throws {
        XCTAssertEqual(try loadScenario(#"{ "panels": [], "steps": [] }"#).fps, 60)
    }

    func test_step_problems() {
        assertProblems(
            """
            {
              "fps": ⟨0,
              \(panels),
              "steps": [
                ⟨{},
                { "advance": 1, ⟨"drag": {} },
                { ⟨"advnce": 1 },
                { "advance": ⟨-1 },
                { "move": { "panel": ⟨"mian", "to": "full" } },
                { "move": { "panel": "detail", "to": ⟨"lastQuart" } },
                { "drag": ⟨{ "panel": "main", "duration": 0.2, "at": ⟨"middle" } },
                { "resize": { "width": 300, ⟨"heigth": 400 } },
                ⟨[]
              ]
            }
            """, kind: .scenario,
            [
                "'fps' must be greater than 0 and at most 1000, found 0",
                "a step needs exactly one key: advance, drag, scroll, move, show, hide, tapBackdrop, present, resize, pointer, wheel, keyboard, frames",
                "a step has exactly one key, found 'advance' and 'drag'; put each in a step of its own",
                "unknown step 'advnce'; did you mean 'advance'?",
                "'advance' must be 0 or greater, found -1",
                "unknown panel 'mian'; the scene's panels are main, detail; did you mean 'main'?",
                "unknown state 'lastQuart' in 'to'; the states of panel 'detail' are full, half, tip, hidden",
                "drag is missing 'translation' (points along the main axis)",
                "invalid 'at' value 'middle': expected one of grabber, content",
                "unknown key 'heigth' in container; did you mean 'height'?",
                "expected an object for 'step', found an array",
            ])
    }

    func test_a_layout_problem_is_not_echoed_by_names_of_its_states() {
        assertProblems(
            """
            {
              "panels": [ { "id": "main",
                "layout": { "position": "bottom", "initialState": "lastQuart", "anchors": {
                  "lastQuart": { "order": 750, "fractionalInset": ⟨1.5, "edge": "bottom" } } },
                "behavior": { "shouldProjectMomentum": ["lastQuart"] } },
                { "id": "other", "layout": ⟨"missing.json" } ],
              "steps": [
                { "move": { "panel": "main", "to": "lastQuart" } },
                { "move": { "panel": "other", "to": "lastQuart" } }
              ]
            }
            """, kind: .scenario,
            [
                "'fractionalInset' must be between 0 and 1, found 1.5",
                "cannot read the layout file 'missing.json': no such file; paths are relative to the file that names them",
            ])
    }

    func test_a_scenario_needs_steps_and_a_scene_rejects_them() {
        assertProblems(
            #"⟨{ "panels": [] }"#, kind: .scenario,
            [#"scenario is missing 'steps' (an array such as [{"advance": 1}])"#])
        assertProblems(
            #"{ "panels": [], ⟨"steps": [] }"#, kind: .scene,
            [
                "unknown key 'steps' in scene; 'steps' belongs to scenarios (a scene plus 'fps' and 'steps'); check the file with --kind scenario"
            ])
    }
}
