import Foundation

/// The window on screen and what draws into it: SDL's video subsystem, the window, its renderer,
/// the painter at the window's pixel density, and the painters of the scene, the keyboard and the
/// side bar's text.
final class WindowView {
    let video: SDLVideo
    let window: SDLWindow
    let renderer: SDLRenderer
    let painter: Painter
    let sceneRenderer: SceneRenderer
    let keyboardPainter: SoftwareKeyboardPainter
    let textWrapper: TextWrapper

    /// Opens a hidden window of `size` points on `video` with a renderer and the fonts.
    /// - Parameter density: pixels per point to draw at on a window that many times larger; nil
    ///   takes the display's own (see `SandboxOptions.pixelDensity`).
    init(video: SDLVideo, size: CGSize, options: SandboxOptions, fonts: FontLibrary) throws {
        self.video = video
        windowUnitsPerPoint = options.pixelDensity ?? 1
        window = try SDLWindow(
            video: video, title: "panel-sandbox", width: Int(size.width * windowUnitsPerPoint),
            height: Int(size.height * windowUnitsPerPoint), hidden: true)
        renderer = try SDLRenderer(
            window: window, vsync: options.vsync, software: options.softwareRenderer || !SDLRenderer.gpuAvailable)
        painter = Painter(renderer: renderer, pointScale: 1, fonts: fonts)
        sceneRenderer = SceneRenderer(painter: painter)
        keyboardPainter = SoftwareKeyboardPainter(painter: painter)
        textWrapper = TextWrapper(painter: painter)
        updatePointScale()
    }

    /// The display's usable area in points, which the window never exceeds; nil when unknown.
    var usableDisplaySize: CGSize? {
        Self.usableDisplaySize(of: video, windowUnitsPerPoint: windowUnitsPerPoint)
    }

    /// `video`'s usable display area in points; nil when unknown, and for the drivers that show
    /// nothing (offscreen, dummy), whose made-up display does not limit a window.
    static func usableDisplaySize(of video: SDLVideo, windowUnitsPerPoint: CGFloat) -> CGSize? {
        guard !SDLEventWaiter.pollingDrivers.contains(video.driverName), let size = video.usableDisplaySize else {
            return nil
        }
        return CGSize(
            width: CGFloat(size.width) / windowUnitsPerPoint, height: CGFloat(size.height) / windowUnitsPerPoint)
    }

    /// SDL's window coordinates per point (1 unless a pixel density was imposed).
    let windowUnitsPerPoint: CGFloat

    /// The window's client area in points, as SDL has it now.
    var size: CGSize {
        let size = window.size
        return CGSize(
            width: CGFloat(size.width) / windowUnitsPerPoint, height: CGFloat(size.height) / windowUnitsPerPoint)
    }

    /// Resizes the window to `size` points.
    func setSize(_ size: CGSize) {
        window.setSize(width: Int(size.width * windowUnitsPerPoint), height: Int(size.height * windowUnitsPerPoint))
    }

    /// Pixels per point: the renderer's output over the window's size in points (2 on a HiDPI
    /// display).
    func updatePointScale() {
        guard let pixelWidth = try? renderer.outputSize().width, size.width > 0 else { return }
        painter.pointScale = CGFloat(pixelWidth) / size.width
    }
}
