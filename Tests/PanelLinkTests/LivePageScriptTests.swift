import Foundation
import XCTest

@testable import PanelLink

/// The live page's script is the TypeScript motion part's rules without their types
/// (Docs/live.md "The page"); the browser tests run it against `simulate`.
final class LivePageScriptTests: XCTestCase {
    func test_function_signatures_lose_their_types_and_keep_their_names() {
        XCTAssertEqual(
            TypeScriptTypeStripper.javaScript([
                "export function release(panel: string, from: string, position: number, velocity: number, fps: number): Release {",
                "export function play(path: number[], apply: (location: number) => void, frame: (callback: () => void) => void, done: () => void): void {",
                "function animatorProgress(dismiss: { duration: number; curve: number[] | null; spring: Spring | null }, elapsed: number): number {",
                "function bracket(p: Panel, at: number, forward: boolean): [string, string] {",
            ]),
            [
                "function release(panel, from, position, velocity, fps) {",
                "function play(path, apply, frame, done) {",
                "function animatorProgress(dismiss, elapsed) {",
                "function bracket(p, at, forward) {",
            ])
    }

    func test_declarations_lose_their_types_and_values_with_colons_stay_whole() {
        XCTAssertEqual(
            TypeScriptTypeStripper.javaScript([
                "  const path: number[] = [];",
                "  let value: number;",
                "  const spring = Math.abs(v) > p.fastReleaseSpeed ? p.fastSpring : p.slowSpring;",
                "  return { target, path: [] };",
            ]),
            [
                "  const path = [];",
                "  let value;",
                "  const spring = Math.abs(v) > p.fastReleaseSpeed ? p.fastSpring : p.slowSpring;",
                "  return { target, path: [] };",
            ])
    }

    func test_the_page_script_has_no_type_script_left() {
        let script = LivePageScript.text
        for typed in [": number", ": string", ": Panel", ": boolean", "export ", "interface "] {
            XCTAssertFalse(script.contains(typed), "the page's script still has '\(typed)'")
        }
        XCTAssertTrue(script.contains("function decide(p, state, current, velocity) {"))
    }
}
