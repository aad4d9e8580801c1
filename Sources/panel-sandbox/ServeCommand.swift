import Foundation
import PanelConfig
import PanelLink

/// `panel-sandbox serve [--lan] [--port N] [--no-qr] [--allow-origin ORIGIN] SCENE` (Docs/cli.md, Docs/live.md): the scene
/// live in a phone's browser, following its files as the window does.
enum ServeCommand {
    /// The arguments and help of `serve`.
    static let syntax = CommandSyntax(
        name: "serve", overview: "Serve the scene to a phone's browser, live as its files change.",
        usage: ["serve [--lan] [--port <n>] [--no-qr] [--new-token] [--allow-origin <origin>] <scene>"],
        arguments: [.scene],
        options: [
            .flag(
                "--lan",
                help: "Listen on this machine's private address (same Wi-Fi) instead of 127.0.0.1 only."),
            .value(
                "--port", placeholder: "<n>", needs: "a port number 0…65535",
                help: "The port (default 8765); 0 picks a free one."),
            .flag("--no-qr", help: "Print the URL only, without its QR code."),
            .flag(
                "--new-token",
                help: """
                    Make a new token for this scene (open pages then need the new URL). Without it
                    the scene keeps its token across restarts, kept owner-only under
                    $XDG_STATE_HOME/panel-sandbox/live-tokens (Docs/live.md).
                    """),
            .value(
                "--allow-origin", placeholder: "<origin>", needs: "an origin, e.g. http://localhost:5173",
                help: """
                    Also admit WebSockets from this origin, exactly (scheme://host[:port]): your own
                    page with the vaul export's live client (export --live, Docs/live.md). Repeat it
                    for more origins.
                    """),
        ],
        discussion: """
            The first line on standard output is the URL to open, http://HOST:PORT/?token=TOKEN;
            its QR code follows. Every save of a scene file reaches the page as a new scene version;
            a save that does not load shows its errors on the page over the last good scene. A Swift
            file with FloatingPanel code is a scene too, imported on each save (Docs/import.md). The
            page's record button saves the finger's samples as a scenario under recordings/ beside
            the scene. Requests without the token, for another Host or from another page's Origin
            (one --allow-origin does not name) are refused. Ctrl-C stops the server (exit status 0). Docs/live.md describes it all.
            """)

    /// Runs the subcommand with the arguments that follow `serve`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        syntax.run(arguments, output: writeToStandardOutput, errors: writeToStandardError) {
            scanned throws(UsageError) in
            let port = try scanned.value("--port", as: { Int($0).flatMap { (0...65535).contains($0) ? $0 : nil } })
            let origins = try scanned.values("--allow-origin").map { text throws(UsageError) in
                guard let origin = LiveRequestGuard.origin(text) else {
                    throw UsageError(
                        "--allow-origin takes an origin as a browser sends it, scheme://host[:port] without a path or a trailing slash (got '\(text)')"
                    )
                }
                return origin
            }
            var service = LiveLinkService(scenePath: try scanned.onlyScene(), port: port ?? defaultPort)
            service.lan = scanned.flag("--lan")
            service.extraOrigins = origins
            service.printsQRCode = !scanned.flag("--no-qr")
            service.newToken = scanned.flag("--new-token")
            do {
                try service.run(
                    readFile: sceneReader(service.scenePath), output: writeToStandardOutput, log: { printError($0) })
            } catch {
                return reportFailure(error)
            }
            return 0
        }
    }

    /// The port without `--port`.
    static let defaultPort = 8765
}
