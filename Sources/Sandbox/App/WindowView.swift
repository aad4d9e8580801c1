import Foundation

/// The window on screen and what draws into it: SDL's video subsystem, the window, its renderer,
/// the painter at the window's pixel density, the painters of the scene, the keyboard and the
/// side bar's text, and where the window puts the container and the side bar.
final class WindowView {
    let video: SDLVideo
    let window: SDLWindow
    let renderer: SDLRenderer
    let painter: Painter
    let sceneRenderer: SceneRenderer
    let keyboardPainter: SoftwareKeyboardPainter
    let textWrapper: TextWrapper
    /// Where the window puts the container and the side bar, for the window's size now.
    var layout: WindowLayout

    /// Opens a hidden window on `video` that shows a container of `containerSize` points with the
    /// side bar, with a renderer and the fonts. `options.pixelDensity` draws at that many pixels per
    /// point on a window that many times larger; nil takes the display's own.
    init(video: SDLVideo, containerSize: CGSize, options: SandboxOptions, fonts: FontLibrary) throws {
        self.video = video
        unitsPerPointUnzoomed = options.pixelDensity ?? 1
        zoom = WindowLayout.zoom(
            showing: containerSize, unitsPerPoint: unitsPerPointUnzoomed,
            display: Self.usableDisplayUnits(of: video))
        let size = WindowLayout.windowSize(for: containerSize)
        let windowUnitsPerPoint = unitsPerPointUnzoomed * zoom
        window = try SDLWindow(
            video: video, title: "panel-sandbox", width: Int(size.width * windowUnitsPerPoint),
            height: Int(size.height * windowUnitsPerPoint), hidden: true)
        renderer = try SDLRenderer(
            window: window, vsync: options.vsync, software: options.softwareRenderer || !SDLRenderer.gpuAvailable)
        painter = Painter(renderer: renderer, pointScale: 1, fonts: fonts)
        sceneRenderer = SceneRenderer(painter: painter)
        keyboardPainter = SoftwareKeyboardPainter(painter: painter)
        textWrapper = TextWrapper(painter: painter)
        // Every stored property is set before `updatePointScale()`; the layout then follows the
        // window's size as SDL has it.
        layout = WindowLayout(windowSize: size, containerSize: containerSize)
        updatePointScale()
        layout = WindowLayout(windowSize: self.size, containerSize: containerSize)
    }

    /// `video`'s usable display area in SDL's window coordinates; nil when unknown, and for the
    /// drivers that show nothing (offscreen, dummy), whose made-up display does not limit a window.
    static func usableDisplayUnits(of video: SDLVideo) -> CGSize? {
        guard !SDLEventWaiter.pollingDrivers.contains(video.driverName), let size = video.usableDisplaySize else {
            return nil
        }
        return CGSize(width: size.width, height: size.height)
    }

    /// SDL's window coordinates per point before zooming: 1 unless a pixel density was imposed.
    let unitsPerPointUnzoomed: CGFloat
    /// How much the whole window is scaled down so that it fits the display: 1 when it fits.
    private(set) var zoom: CGFloat

    /// SDL's window coordinates per point: the imposed pixel density, zoomed to fit the display.
    var windowUnitsPerPoint: CGFloat { unitsPerPointUnzoomed * zoom }

    /// Pixels per point of the display itself, zoom left out: the engine's display scale, which
    /// rounds the panels' positions, must not change when the window is zoomed to fit.
    var unzoomedPointScale: CGFloat { painter.pointScale / zoom }

    /// Zooms the window so that it shows a container of `containerSize` with the side bar, whole,
    /// on the display; returns whether the zoom changed (the input mapping then needs it).
    func zoom(toShow containerSize: CGSize) -> Bool {
        let fitting = WindowLayout.zoom(
            showing: containerSize, unitsPerPoint: unitsPerPointUnzoomed, display: Self.usableDisplayUnits(of: video))
        guard fitting != zoom else { return false }
        zoom = fitting
        return true
    }

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
