import Foundation

/// The live link's one page (Docs/live.md "The page"): no framework and nothing from the network
/// but its server. The viewport is the container; the safe-area insets come from
/// `env(safe-area-inset-*)`; the script is `LivePageScript`.
package enum LivePage {
    /// The page's HTML with its style and script inline.
    package static var html: String {
        head + "<script>\n" + LivePageScript.text + "\n</script>\n</body>\n</html>\n"
    }

    private static let head = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover, user-scalable=no">
        <title>panel-sandbox live</title>
        <link rel="icon" href="data:,">
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; overscroll-behavior: none; }
        body { font: 15px -apple-system, system-ui, sans-serif; color: #1c1c1e;
          background: linear-gradient(160deg, #dfe9e1, #cfdbe8 60%, #e8e1d3); }
        #stage { position: fixed; inset: 0; overflow: hidden; touch-action: none; user-select: none;
          -webkit-user-select: none; }
        #safe { position: fixed; visibility: hidden; pointer-events: none;
          padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom)
            env(safe-area-inset-left); }
        .backdrop { position: absolute; inset: 0; background: #000; opacity: 0; pointer-events: none; }
        .attachment { position: absolute; left: 0; top: 0; z-index: 1; border-radius: 11px; background: #fff;
          box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); will-change: transform, opacity; }
        .panel { position: absolute; left: 0; top: 0; will-change: transform; overflow: hidden;
          box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); }
        .panel.bottom, .panel.top { width: 100%; }
        .panel.left, .panel.right { height: 100%; }
        .panel.top { display: flex; flex-direction: column-reverse; }
        .content { position: absolute; left: 0; right: 0; overflow: hidden; }
        .content.across { top: 0; bottom: 0; }
        .scroller { will-change: transform; }
        .scroller.across { height: 100%; display: flex; flex-flow: column wrap; align-content: flex-start; }
        .scroller.across > div { box-sizing: border-box; width: 240px; }
        .grabber { position: relative; z-index: 1; width: 36px; height: 5px; border-radius: 2.5px;
          margin: 6px auto 0; }
        .panel.left .grabber, .panel.right .grabber { position: absolute; top: 50%; width: 5px; height: 36px;
          margin: -18px 0 0; }
        .panel.right .grabber { left: 6px; }
        .panel.left .grabber { right: 6px; }
        .title { font-weight: 600; font-size: 17px; padding: 14px 16px 8px; }
        .row { box-sizing: border-box; padding: 0 16px; display: flex; align-items: center;
          border-top: 0.5px solid rgba(60, 60, 67, 0.2); }
        #banner { display: none; position: fixed; z-index: 3; left: 8px; right: 8px;
          top: calc(env(safe-area-inset-top) + 46px); padding: 10px; border-radius: 10px;
          background: rgba(176, 0, 32, 0.92); color: #fff; white-space: pre-wrap;
          font: 12px ui-monospace, monospace; }
        #note { display: none; position: fixed; z-index: 3; left: 50%; transform: translateX(-50%);
          top: calc(env(safe-area-inset-top) + 8px); padding: 8px 12px; border-radius: 10px;
          background: rgba(0, 0, 0, 0.75); color: #fff; font-size: 13px; }
        #hud { position: fixed; z-index: 2; right: calc(env(safe-area-inset-right) + 8px);
          top: calc(env(safe-area-inset-top) + 8px); display: flex; gap: 6px; align-items: center;
          font: 12px ui-monospace, monospace; }
        #rate { background: rgba(255, 255, 255, 0.8); border-radius: 8px; padding: 4px 6px; }
        #record { width: 30px; height: 30px; border-radius: 15px; border: 2px solid #fff;
          background: rgba(0, 0, 0, 0.35); color: #ff3b30; font-size: 14px; }
        #record.on { background: #ff3b30; color: #fff; }
        </style>
        </head>
        <body>
        <div id="stage"></div>
        <div id="safe"></div>
        <div id="banner"></div>
        <div id="note"></div>
        <div id="hud"><span id="rate">– Hz</span><button id="record" aria-label="Record">●</button></div>

        """
}
