import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Draws one frame of a scene: the main content, then each shown panel back to front with its
/// backdrop, shadows, container, content, border and grabber — everything at the engine's
/// geometry, nothing decided here.
final class SceneRenderer {
    /// The painter every frame is drawn with.
    let painter: Painter
    private var background = CachedTexture<SceneBackground>()

    /// A renderer drawing with `painter`.
    init(painter: Painter) {
        self.painter = painter
    }

    /// Draws `runtime`'s container and panels (all of the painter's target, from its top-left).
    ///
    /// Each layer is clipped to what the opaque panels above it leave uncovered, so a stack of
    /// panels is not painted several times over.
    func draw(_ runtime: SceneRuntime) {
        let size = runtime.stage.containerSize
        let bounds = CGRect(origin: .zero, size: size)
        let panels = runtime.panelsInStageOrder.filter { Self.isVisible($0.controller) }
        let displayRadius = DevicePreset.displayCornerRadius(of: runtime.container)
        let looks = panels.map { SurfaceLook($0, displayCornerRadius: displayRadius) }
        let covers = zip(panels, looks).map {
            PanelSurfacePainter.opaqueRegion(of: $0.controller, look: $1, within: bounds)
        }
        let background = prepareBackground(runtime.scene.background, size: size)
        painter.withClip(Occlusion.uncoveredPart(of: bounds, by: covers)) {
            guard let background else {
                return MapBackground(kind: runtime.scene.background, size: size).draw(with: painter)
            }
            // At the texture's own pixel size: a copy that needs no scaling is the fast one.
            let scale = painter.pointScale
            painter.drawTexture(
                background,
                in: CGRect(
                    x: 0, y: 0, width: CGFloat(background.width) / scale, height: CGFloat(background.height) / scale))
        }
        let surfaces = PanelSurfacePainter(painter: painter)
        let lists = ContentListPainter(painter: painter)
        for (index, panel) in panels.enumerated() {
            let controller = panel.controller
            painter.withClip(Occlusion.uncoveredPart(of: bounds, by: Array(covers[(index + 1)...]))) {
                drawBackdrop(alpha: controller.backdropAlpha, bounds: bounds, hiddenUnder: covers[index])
                surfaces.drawShadows(of: controller, look: looks[index])
                surfaces.drawContainer(of: controller, look: looks[index])
                lists.draw(panel, bounds: bounds)
                surfaces.drawBorder(of: controller, look: looks[index])
                surfaces.drawGrabber(of: controller)
                SurfaceLook.drawAttachments(of: panel, containerSize: size, with: painter)
            }
        }
    }

    /// Whether any of the panel can be on screen: shown, and not resting at `hidden`.
    private static func isVisible(_ panel: FloatingPanelController) -> Bool {
        panel.isShown && (panel.state != .hidden || panel.isAnimating || panel.isDragging)
    }

    /// The main content as a texture, made once per kind, size and scale.
    private func prepareBackground(_ kind: SceneBackground, size: CGSize) -> SDLTexture? {
        background.texture(for: kind, size: size, rounding: .up, painter: painter) {
            MapBackground(kind: kind, size: size).draw(with: painter)
        }
    }

    /// Black at the engine's backdrop alpha over the whole container (Docs/engine.md §9), except where the
    /// panel's own opaque container will cover it anyway: blending a full screen is the most
    /// expensive thing a software-rendered frame does.
    private func drawBackdrop(alpha: CGFloat, bounds: CGRect, hiddenUnder covered: CGRect) {
        guard alpha >= 0.002 else { return }
        let color = RGBAColor(red: 0, green: 0, blue: 0, alpha: Double(min(alpha, 1)))
        guard !covered.isNull, !covered.isEmpty else {
            painter.fill(bounds, color: color)
            return
        }
        let above = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: covered.minY - bounds.minY)
        let below = CGRect(x: bounds.minX, y: covered.maxY, width: bounds.width, height: bounds.maxY - covered.maxY)
        let left = CGRect(x: bounds.minX, y: covered.minY, width: covered.minX - bounds.minX, height: covered.height)
        let right = CGRect(x: covered.maxX, y: covered.minY, width: bounds.maxX - covered.maxX, height: covered.height)
        for part in [above, below, left, right] where part.width > 0 && part.height > 0 {
            painter.fill(part, color: color)
        }
    }
}
