import FloatingPanel
import Foundation

/// Another container for a scene, named on the command line (`--container NAME|WxH`, Docs/cli.md):
/// a device preset, or a size in points with no safe area (a browser window). The scene's file is
/// not touched; its layouts are chosen again for the new size, as a resize chooses them.
package enum ContainerChoice {
    /// The container `text` names, or why it names none.
    package static func parse(_ text: String) -> Result<SceneContainer, ContainerChoiceError> {
        if let preset = DevicePreset.named(text) { return .success(preset.container) }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) {
            guard width >= 1, height >= 1, width.isFinite, height.isFinite else {
                return .failure(
                    ContainerChoiceError(description: "a container is at least 1x1 points, found '\(text)'"))
            }
            return .success(SceneContainer(size: CGSize(width: width, height: height)))
        }
        let names = DevicePreset.all.map(\.name)
        return .failure(
            ContainerChoiceError(
                description:
                    "unknown container '\(text)': give a device preset (\(names.joined(separator: ", "))) or WIDTHxHEIGHT in points, e.g. 1280x800\(Suggestions.didYouMean(text, in: names))"
            ))
    }
}

/// Why a `--container` value names no container.
package struct ContainerChoiceError: Error, CustomStringConvertible, Equatable {
    package var description: String
}

extension ResolvedScene {
    /// The scene in `container` instead of its own: each panel's layout chosen for its size.
    package func placed(in container: SceneContainer) -> ResolvedScene {
        var scene = self
        scene.container = container
        return scene.choosingLayouts(for: container.size)
    }
}
