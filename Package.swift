// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "panel-sandbox",
    products: [
        .executable(name: "panel-sandbox", targets: ["panel-sandbox"]),
        .library(name: "FloatingPanel", targets: ["FloatingPanel"]),
    ],
    targets: [
        // The engine: FloatingPanel's layout, behavior and interaction model, UI-free.
        .target(name: "FloatingPanel"),
        // Models of the target libraries (Material, Compose, vaul), UI-free; Docs/platforms.md.
        .target(name: "PlatformModels", dependencies: ["FloatingPanel"]),
        // JSON configs: located parsing, validation, resolution into engine objects, the JSON
        // writer, the values card's editing, the values each target library takes.
        .target(name: "PanelConfig", dependencies: ["FloatingPanel", "PlatformModels"]),
        // A scene at run time: panels built from configs on one stage; `simulate` and its trace.
        .target(name: "PanelScene", dependencies: ["FloatingPanel", "PanelConfig", "PlatformModels"]),
        // Threads and files apart from the runtime: file watching, background loads, the values
        // card's worker, the background work every thread off the loop starts with.
        .target(name: "PanelLive", dependencies: ["FloatingPanel", "PanelConfig", "PanelScene"]),
        // Screen recordings: decoding through FFmpeg's libraries (and libwebp for animated WebP),
        // the panel's edge tracked in every frame, MP4 writing; Docs/reference.md.
        .target(name: "PanelVideo", dependencies: ["CFFmpeg", "CWebP"]),
        // Swift source read through the user's compiler: FloatingPanel layouts, behaviors and
        // surfaces as configs, and tuned values written back into the source; Docs/import.md.
        .target(name: "PanelImport", dependencies: ["PanelConfig"]),
        // Platform runs: the target libraries' models run on a scene, the feel report and the fit of
        // their springs, the release map (Docs/platforms.md).
        .target(
            name: "PanelPlatforms", dependencies: ["FloatingPanel", "PanelConfig", "PanelScene", "PlatformModels"]),
        // Every code exporter behind one entry point (`SceneExport`), a folder per target, and the
        // live clients an app builds in (Docs/export.md).
        .target(
            name: "PanelExport",
            dependencies: ["FloatingPanel", "PanelConfig", "PanelScene", "PlatformModels", "PanelPlatforms"]),
        // Reference motion: traces and screen recordings read into a path, releases found in it and
        // the behavior fitted to it (`reference`, `fit --to`; Docs/reference.md). The only module
        // above PanelVideo, so the only one that links FFmpeg's libraries.
        .target(
            name: "PanelReference",
            dependencies: [
                "FloatingPanel", "PanelConfig", "PanelScene", "PlatformModels", "PanelPlatforms", "PanelVideo",
            ]),
        // The phone link: the server, the page and its wire, and `LiveLink`, which composes them
        // for `serve` and the window's `D` (Docs/live.md).
        .target(
            name: "PanelLink",
            dependencies: [
                "FloatingPanel", "PanelConfig", "PanelScene", "PanelExport", "PanelPlatforms", "PanelLive",
                "CQREncode",
            ]),
        // System library shim over SDL2, SDL2_ttf and SDL2_image.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "SDL2_ttf",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"]),
                .brew(["sdl2", "sdl2_ttf", "sdl2_image"]),
            ]
        ),
        // System library shim over libqrencode, the live link's QR code.
        .systemLibrary(
            name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),
        // System library shim over giflib, which encodes and decodes animations.
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        // System library shim over libwebp and its animation encoder (libwebpmux).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // System library shim over FFmpeg's libavformat, libavcodec, libswscale and libavutil.
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavformat",
            providers: [
                .apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"]), .brew(["ffmpeg"]),
            ]),
        // libwebp's animation decoder, for the tests that read animations back.
        .systemLibrary(
            name: "CWebPDemux", path: "Tests/CWebPDemux", pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // Rendering, input, overlay, file watching and the app loop.
        .target(
            name: "Sandbox",
            dependencies: [
                "FloatingPanel", "PanelConfig", "PanelScene", "PanelExport", "PanelLive", "PlatformModels",
                "PanelPlatforms", "PanelReference", "PanelLink", "PanelVideo",
                "CSDL2", "CGIF", "CWebP",
            ]),
        // Thin executable: argument parsing and subcommands.
        .executableTarget(
            name: "panel-sandbox",
            dependencies: [
                "FloatingPanel", "PanelConfig", "PanelScene", "PanelExport", "PanelLive", "PlatformModels",
                "PanelPlatforms", "PanelReference", "PanelLink", "Sandbox", "PanelImport",
            ]),
        // Helpers shared by the test targets: marked text, the shipped-configs rule, the seeded
        // random generator. Never linked by the product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Config assertions (located problems, scenes from text) for the config and export tests.
        .target(
            name: "ConfigTestSupport", dependencies: ["PanelConfig", "FloatingPanel", "TestSupport"],
            path: "Tests/ConfigTestSupport"),
        // The config and input fuzzers, for the scene tests and `make fuzz`.
        .target(
            name: "PanelSceneTestSupport", dependencies: ["PanelScene", "PanelConfig", "FloatingPanel", "TestSupport"],
            path: "Tests/PanelSceneTestSupport"),
        // The editor-save torture and the soak run over the real window loop, for the window tests,
        // `make torture` and `make soak`.
        .target(
            name: "SandboxTestSupport",
            dependencies: ["Sandbox", "PanelScene", "PanelLive", "PanelConfig", "FloatingPanel", "TestSupport"],
            path: "Tests/SandboxTestSupport"),
        .testTarget(name: "FloatingPanelTests", dependencies: ["FloatingPanel", "TestSupport"]),
        .testTarget(name: "PlatformModelsTests", dependencies: ["PlatformModels"]),
        .testTarget(
            name: "PanelImportTests",
            dependencies: [
                "PanelImport", "PanelConfig", "PanelExport", "PanelScene", "TestSupport", "ConfigTestSupport",
            ],
            // Swift files to import, not to compile.
            exclude: ["Fixtures"]),
        .testTarget(
            name: "PanelConfigTests",
            dependencies: ["PanelConfig", "FloatingPanel", "TestSupport", "ConfigTestSupport"]),
        .testTarget(
            name: "PanelExportTests",
            dependencies: [
                "PanelExport", "PanelPlatforms", "PanelScene", "PanelConfig", "PlatformModels", "FloatingPanel",
                "TestSupport", "ConfigTestSupport", "PanelImport",
            ]),
        .testTarget(
            name: "PanelPlatformsTests",
            dependencies: [
                "PanelPlatforms", "PanelScene", "PanelConfig", "PlatformModels", "FloatingPanel", "TestSupport",
                "ConfigTestSupport",
            ]),
        .testTarget(
            name: "PanelReferenceTests",
            dependencies: [
                "PanelReference", "PanelPlatforms", "PanelScene", "PanelConfig", "PlatformModels", "FloatingPanel",
                "PanelVideo", "TestSupport", "PanelSceneTestSupport",
            ]),
        .testTarget(
            name: "PanelLinkTests",
            dependencies: [
                "PanelLink", "PanelExport", "PanelPlatforms", "PanelLive", "PanelScene", "PanelConfig", "FloatingPanel",
                "TestSupport", "ConfigTestSupport",
            ]),
        .testTarget(
            name: "PanelSceneTests",
            dependencies: ["PanelScene", "PanelConfig", "FloatingPanel", "TestSupport", "PanelSceneTestSupport"]),
        .testTarget(
            name: "PanelLiveTests",
            dependencies: ["PanelLive", "PanelScene", "PanelConfig", "FloatingPanel", "TestSupport"]),
        .testTarget(
            name: "SandboxTests",
            dependencies: [
                "Sandbox", "PanelScene", "PanelConfig", "PanelExport", "PanelLive", "PanelPlatforms", "PanelReference",
                "PanelLink", "FloatingPanel", "TestSupport",
                "SandboxTestSupport",
                "CGIF", "CWebP", "CWebPDemux",
            ]),
        .testTarget(
            name: "CommandTests",
            dependencies: [
                "panel-sandbox", "PanelConfig", "PanelScene", "PanelExport", "PanelPlatforms", "PanelReference",
                "PlatformModels", "Sandbox", "TestSupport", "SandboxTestSupport", "CGIF",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
