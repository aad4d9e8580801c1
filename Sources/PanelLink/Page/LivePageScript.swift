import Foundation
import PanelExport

/// The live page's script (Docs/live.md "The page"): FloatingPanel's release rules and spring from
/// the TypeScript motion part with its types stripped, then the page's own part — the engine
/// stepped at the scene's refresh rate whatever the browser's, the drag with FloatingPanel's slop
/// and rubber band, the release velocity by the window's rule (least squares over the last
/// 100 ms of the raw samples and their `event.timeStamp`), scene versions applied between frames,
/// the error banner, the recording, and `window.panelPreview` for the tests.
package enum LivePageScript {
    /// The whole script.
    package static var text: String {
        // One function scope: the rules' `location` must not meet the window's.
        ([
            "(function () {", "\"use strict\";",
            "/** The scene's panels, resolved by the server in this page's container: each version replaces them. */",
            "let scenePanels = [];",
            "/** The rules' panel table: the page's panels are already resolved in its container. */",
            "function panels(container) { return scenePanels; }",
            "const sceneContainer = null;",
        ]
            + TypeScriptTypeStripper.javaScript(TypeScriptMotionWriter.rules) + state + gesture + scroll
            + handOff + releaseLine + LivePageAttachments.script + page
            + ["})();"]).joined(
                separator: "\n")
    }

    /// The page's state: the scene's runtimes, the touch and its samples, the releases.
    private static let state = """
        /** The window's pan slop (pt) and the velocity window (s): Docs/engine.md §19-3. */
        const panSlop = 10;
        const velocityWindow = 0.1;
        const view = { version: 0, engineRate: 60, container: null, runtimes: {}, order: [], pending: null };
        const frameDeltas = [];
        const releases = [];
        let recording = null;
        let socket = null;
        let touch = null;
        let samples = [];
        let accumulated = 0;
        let lastFrame = null;
        const token = new URLSearchParams(window.location.search).get("token") || "";
        const stage = document.getElementById("stage");
        """.components(separatedBy: "\n")

    /// Drawing, the engine frames, scene versions, the connection and the recording.
    private static let page = """

        /** One engine frame of `1 / refreshRate` s, in the engine's order: the content moves, then
         *  the panel's spring steps and writes the content's pin back (Docs/engine.md §8.8). */
        function engineFrame() {
          for (const id of view.order) {
            const r = view.runtimes[id];
            const p = panelData(id);
            contentStep(r, p);
            if (!r.path) continue;
            r.y = r.path[r.k];
            r.k += 1;
            contentViewMoved(r, p);
            if (r.content && r.content.pinned !== null) setOffset(r.content, r.content.pinned);
            if (r.k >= r.path.length) {
              r.path = null;
              contentRests(r, p);
            }
          }
        }

        function backdropAlpha(p, r) {
          if (r.state === "hidden" && !r.path) return 0;
          const locations = p.locations;
          const alphas = p.backdropAlphas;
          if (r.y <= locations[0]) return alphas[0];
          for (let i = 1; i < locations.length; i++) {
            if (r.y <= locations[i]) {
              const span = locations[i] - locations[i - 1];
              const f = span === 0 ? 1 : (r.y - locations[i - 1]) / span;
              return alphas[i - 1] + (alphas[i] - alphas[i - 1]) * f;
            }
          }
          return alphas[alphas.length - 1];
        }

        function draw() {
          for (const id of view.order) {
            const r = view.runtimes[id];
            const p = panelData(id);
            const c = view.container;
            const element = r.element;
            switch (p.position) {
              case "bottom": element.style.transform = "translate3d(0," + r.y + "px,0)"; break;
              case "top": element.style.transform = "translate3d(0," + (r.y - c.height - 200) + "px,0)"; break;
              case "right": element.style.transform = "translate3d(" + r.y + "px,0,0)"; break;
              default: element.style.transform = "translate3d(" + (r.y - c.width - 200) + "px,0,0)"; break;
            }
            if (r.scroller) drawContent(r, p);
            element.style.visibility = r.state === "hidden" && !r.path ? "hidden" : "visible";
            r.backdrop.style.opacity = String(Math.min(Math.max(backdropAlpha(p, r), 0), 1));
            drawAttachments(r, p, c);
          }
          document.getElementById("rate").textContent = window.panelPreview.refreshRate.toFixed(0) + " Hz";
        }

        function frame(time) {
          if (view.pending) {
            applyScene(view.pending);
            view.pending = null;
          }
          if (lastFrame !== null) {
            const delta = time - lastFrame;
            frameDeltas.push(delta);
            if (frameDeltas.length > 120) frameDeltas.shift();
            const sorted = frameDeltas.slice().sort((a, b) => a - b);
            const median = sorted[Math.floor(sorted.length / 2)];
            if (median > 0) window.panelPreview.refreshRate = 1000 / median;
            accumulated += Math.min(delta / 1000, 0.25);
            const h = 1 / view.engineRate;
            while (accumulated >= h) {
              engineFrame();
              accumulated -= h;
            }
          }
          lastFrame = time;
          if (view.container) draw();
          requestAnimationFrame(frame);
        }

        function element(tag, className, text) {
          const e = document.createElement(tag);
          if (className) e.className = className;
          if (text) e.textContent = text;
          return e;
        }

        function buildPanel(p) {
          const c = view.container;
          const panel = element("div", "panel " + p.position);
          const length = (isVertical(p) ? c.height : c.width) + 200;
          if (isVertical(p)) panel.style.height = length + "px";
          else panel.style.width = length + "px";
          panel.style.background = p.color;
          panel.style.borderRadius = p.cornerRadius + "px";
          if (p.grabber) {
            const grabber = element("div", "grabber");
            grabber.style.background = p.grabberColor;
            panel.appendChild(grabber);
          }
          if (p.position === "top") panel.appendChild(element("div", "spacer"));
          // Scrolling content sits in its view (`drawContent` places it) and moves along the main
          // axis by the content offset; a side panel's rows flow into columns side by side.
          let list = panel;
          if (p.scroll) {
            const frame = element("div", isVertical(p) ? "content" : "content across");
            list = element("div", isVertical(p) ? "scroller" : "scroller across");
            if (isVertical(p)) list.style.height = p.scroll.content + "px";
            else list.style.width = p.scroll.content + "px";
            frame.appendChild(list);
            panel.appendChild(frame);
          }
          list.appendChild(element("div", "title", p.title));
          const rows = p.scroll && isVertical(p) ? Math.ceil(p.scroll.content / Math.max(p.rowHeight, 1)) : 60;
          for (let i = 1; i <= Math.min(p.rows, rows, 200); i++) {
            const row = element("div", "row", p.rowTitle.split("{n}").join(String(i)));
            row.style.height = p.rowHeight + "px";
            list.appendChild(row);
          }
          return { panel, list: p.scroll ? list : null };
        }

        /** Applies a scene version between frames: panels keep their states where they still exist. */
        function applyScene(message) {
          const banner = document.getElementById("banner");
          banner.textContent = message.errors.join("\\n");
          banner.style.display = message.errors.length > 0 ? "block" : "none";
          const old = view.runtimes;
          scenePanels = message.panels;
          view.engineRate = message.refreshRate > 0 ? message.refreshRate : 60;
          view.container = message.container;
          view.runtimes = {};
          view.order = [];
          stage.textContent = "";
          for (const p of scenePanels) {
            const previous = old[p.id];
            const state = previous && (previous.state === "hidden" || p.states.indexOf(previous.state) >= 0) ? previous.state : p.initialState;
            const r = { id: p.id, state, y: stateLocation(p.id, state), path: null, k: 0, dragging: false };
            r.backdrop = element("div", "backdrop");
            const built = buildPanel(p);
            r.element = built.panel;
            r.scroller = built.list;
            r.content = newContent(p, r);
            if (r.content && previous && previous.content) {
              setOffset(r.content, Math.min(Math.max(previous.content.offset, minimumOffset(p, r)), maximumOffset(p, r)));
            }
            stage.appendChild(r.backdrop);
            stage.appendChild(r.element);
            r.attachments = buildAttachments(p);
            view.runtimes[p.id] = r;
            view.order.push(p.id);
          }
          touch = null;
          view.version = message.version;
          window.panelPreview.version = message.version;
          window.panelPreview.container = message.container;
          send({ type: "applied", version: message.version, refreshRate: window.panelPreview.refreshRate });
        }

        function safeArea() {
          const s = getComputedStyle(document.getElementById("safe"));
          return {
            top: parseFloat(s.paddingTop) || 0, left: parseFloat(s.paddingLeft) || 0,
            bottom: parseFloat(s.paddingBottom) || 0, right: parseFloat(s.paddingRight) || 0,
          };
        }

        function send(object) {
          if (socket && socket.readyState === 1) socket.send(JSON.stringify(object));
        }

        function viewport() {
          return { width: window.innerWidth, height: window.innerHeight, safeArea: safeArea() };
        }

        function hello() {
          send({ type: "hello", version: view.version, refreshRate: window.panelPreview.refreshRate, viewport: viewport() });
        }

        /** Connects, and after the server or the network drops, connects again and asks for the
         *  current version (a second apart at most). */
        function connect(delay) {
          socket = new WebSocket("ws://" + window.location.host + "/live?token=" + encodeURIComponent(token));
          socket.onopen = () => { delay = 250; hello(); };
          socket.onmessage = (e) => {
            const message = JSON.parse(e.data);
            if (message.type === "scene") view.pending = message;
            if (message.type === "saved") note("Saved " + message.path);
            if (message.type === "refused") note(message.reason);
          };
          socket.onclose = () => setTimeout(() => connect(Math.min(delay * 2, 1000)), delay);
        }

        function note(text) {
          const n = document.getElementById("note");
          n.textContent = text;
          n.style.display = "block";
          setTimeout(() => { n.style.display = "none"; }, 4000);
        }

        /** Starts or stops a recording; stopping sends the raw samples to the sandbox. */
        function record(on) {
          const button = document.getElementById("record");
          if (on && !recording) {
            recording = { samples: [], states: {} };
            for (const id of view.order) recording.states[id] = view.runtimes[id].state;
            button.classList.add("on");
          } else if (!on && recording) {
            const finished = recording;
            recording = null;
            button.classList.remove("on");
            send({
              type: "recording", version: view.version, fps: view.engineRate,
              deviceRefreshRate: window.panelPreview.refreshRate, states: finished.states,
              samples: finished.samples, end: performance.now() / 1000, viewport: viewport(),
            });
          }
          return recording !== null;
        }

        window.panelPreview = {
          version: 0,
          refreshRate: 0,
          container: null,
          releases,
          snapshot() {
            return view.order.map((id) => {
              const r = view.runtimes[id];
              const c = r.content;
              const scroll = c ? c.offset : 0;
              const scrolling = c !== null && (c.velocity !== 0 || c.bounce !== null);
              return { id, state: r.state, y: r.y, attracting: r.path !== null, dragging: r.dragging, scroll, scrolling };
            });
          },
          record,
        };
        document.getElementById("record").addEventListener("click", () => record(!recording));
        window.addEventListener("resize", () => hello());
        connect(250);
        requestAnimationFrame(frame);
        """.components(separatedBy: "\n")
}
