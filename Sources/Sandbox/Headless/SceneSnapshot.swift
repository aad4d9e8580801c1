import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// One frame of a scene drawn headlessly: the scene's panels at their initial state (or a named
/// state), on a software canvas of the container's size × display scale.
package struct SceneSnapshot {
    /// The scene as drawn (panels shown, moved to the asked state).
    package let runtime: SceneRuntime
    /// The picture.
    let canvas: HeadlessCanvas

    /// A problem with what was asked of the snapshot.
    package struct RequestError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Draws `scene`. `state` moves every panel whose layout has it there first (not animated);
    /// `size` replaces the container's size in points; the display scale is the scene's or 2
    /// (Docs/config.md). `supersampling` draws that many times larger and averages down, for
    /// smooth edges.
    package init(scene: ResolvedScene, state: String? = nil, size: CGSize? = nil, supersampling: Int = 2) throws {
        var scene = scene
        if let size {
            guard size.width >= 1, size.height >= 1 else {
                throw RequestError(
                    description: "the size must be at least 1×1 points, found \(size.width)×\(size.height)")
            }
            scene.container.size = size
        }
        let runtime = SceneRuntime(scene: scene, defaultDisplayScale: 2)
        runtime.showAll()
        if let state {
            let panels = runtime.panels.filter { $0.controller.validStates.contains { $0.rawValue == state } }
            guard !panels.isEmpty else {
                let known = Set(runtime.panels.flatMap { $0.controller.validStates.map(\.rawValue) }).sorted()
                throw RequestError(
                    description:
                        "no panel has the state '\(state)'; the scene's states are \(known.joined(separator: ", "))\(Suggestions.didYouMean(state, in: known))"
                )
            }
            for panel in panels {
                guard let target = panel.controller.validStates.first(where: { $0.rawValue == state }) else { continue }
                panel.controller.move(to: target, animated: false)
            }
        }
        // The content at rest: blocks that entered have faded in.
        for panel in runtime.panels { panel.finishSectionFades() }
        let scale = runtime.displayScale
        let containerSize = runtime.stage.containerSize
        canvas = try HeadlessCanvas(
            pixelWidth: Int((containerSize.width * scale).rounded()),
            pixelHeight: Int((containerSize.height * scale).rounded()),
            pointScale: scale, supersampling: supersampling)
        SceneRenderer(painter: canvas.painter).draw(runtime)
        self.runtime = runtime
    }

    /// Writes the picture as a PNG.
    package func savePNG(to path: String) throws {
        try canvas.savePNG(to: path)
    }
}

/// `panel-sandbox render`: one frame of `scene` to a PNG at `output`, headless (Docs/cli.md).
/// The PNG is the container's size (or `size`) × the display scale (the scene's, else 2) in pixels.
package func renderScenePNG(scene: ResolvedScene, state: String?, size: CGSize?, output: String) throws {
    try SceneSnapshot(scene: scene, state: state, size: size).savePNG(to: output)
}
