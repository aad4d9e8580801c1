import Foundation

/// The live page's drag (Docs/live.md "What the page shows"): the touch caught on a panel's
/// surface, FloatingPanel's 10 pt slop, the translation from where the pan began with the rubber
/// band, and the release with the window's velocity rule (least squares over the last 100 ms of the
/// raw samples at their `event.timeStamp`).
extension LivePageScript {
    static let gesture = """
        /** The least-squares slope of position over time for the samples of the last 100 ms. */
        function velocityAt(time) {
          const recent = samples.filter((s) => s.t >= time - velocityWindow && s.t <= time);
          if (recent.length < 2) return { x: 0, y: 0 };
          let meanT = 0, meanX = 0, meanY = 0;
          for (const s of recent) meanT += s.t;
          meanT /= recent.length;
          for (const s of recent) meanX += s.x;
          meanX /= recent.length;
          for (const s of recent) meanY += s.y;
          meanY /= recent.length;
          let spread = 0, cx = 0, cy = 0;
          for (const s of recent) {
            const dt = s.t - meanT;
            spread += dt * dt;
            cx += dt * (s.x - meanX);
            cy += dt * (s.y - meanY);
          }
          return spread > 0 ? { x: cx / spread, y: cy / spread } : { x: 0, y: 0 };
        }

        function addSample(phase, x, y, t) {
          if (phase === "down") samples = [];
          samples.push({ t, x, y });
          samples = samples.filter((s) => s.t >= t - velocityWindow);
          if (recording) recording.samples.push({ phase, x, y, t });
        }

        function panelData(id) {
          for (const p of scenePanels) if (p.id === id) return p;
          return null;
        }

        function isVertical(p) { return p.position === "top" || p.position === "bottom"; }
        function mainOf(p, x, y) { return isVertical(p) ? y : x; }

        /** Whether container point (x, y) is on the panel's surface, which runs from its edge at
         *  `y` (or `x`) to the container's far side. */
        function onSurface(p, r, x, y) {
          switch (p.position) {
            case "bottom": return y >= r.y;
            case "top": return y <= r.y;
            case "right": return x >= r.y;
            default: return x <= r.y;
          }
        }

        function pointerDown(x, y, t) {
          touch = null;
          for (let i = view.order.length - 1; i >= 0; i--) {
            const r = view.runtimes[view.order[i]];
            const p = panelData(r.id);
            if (r.state === "hidden" || !onSurface(p, r, x, y)) continue;
            touch = { id: r.id, startX: x, startY: y, began: false, slop: r.path ? 0 : panSlop, startLocation: 0, startTranslation: 0 };
            addSample("down", x, y, t);
            if (touch.slop <= 0) begin(r, p, x, y);
            return;
          }
        }

        function begin(r, p, x, y) {
          touch.began = true;
          r.path = null;
          r.dragging = true;
          touch.startLocation = r.y;
          touch.startTranslation = mainOf(p, x - touch.startX, y - touch.startY);
        }

        function pointerMove(x, y, t) {
          if (!touch) return;
          addSample("move", x, y, t);
          const r = view.runtimes[touch.id];
          const p = panelData(touch.id);
          if (!r || !p) return;
          if (!touch.began) {
            const dx = x - touch.startX, dy = y - touch.startY;
            if (Math.sqrt(dx * dx + dy * dy) < touch.slop) return;
            begin(r, p, x, y);
          }
          const translation = mainOf(p, x - touch.startX, y - touch.startY) - touch.startTranslation;
          r.y = dragLocation(r.id, touch.startLocation, translation);
        }

        function pointerUp(x, y, t) {
          if (!touch) return;
          addSample("up", x, y, t);
          const current = touch;
          touch = null;
          const r = view.runtimes[current.id];
          const p = panelData(current.id);
          if (!r || !p || !current.began) return;
          const v = velocityAt(t);
          const velocity = mainOf(p, v.x, v.y);
          const from = r.state;
          const result = release(r.id, from, r.y, velocity, view.engineRate);
          releases.push(releaseLine(p, from, r.y, velocity, result));
          r.dragging = false;
          r.state = result.target;
          r.path = result.path.length > 0 ? result.path : null;
          r.k = 0;
        }

        function pointerCancel() {
          if (!touch) return;
          const r = view.runtimes[touch.id];
          touch = null;
          if (r && r.dragging) {
            r.dragging = false;
            r.path = release(r.id, r.state, r.y, 0, view.engineRate).path;
            r.k = 0;
          }
        }

        function stagePoint(e) { return { x: e.clientX, y: e.clientY, t: e.timeStamp / 1000 }; }

        stage.addEventListener("pointerdown", (e) => {
          const s = stagePoint(e);
          stage.setPointerCapture(e.pointerId);
          pointerDown(s.x, s.y, s.t);
        });
        stage.addEventListener("pointermove", (e) => {
          const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
          for (const c of events.length > 0 ? events : [e]) {
            const s = stagePoint(c);
            pointerMove(s.x, s.y, s.t);
          }
        });
        stage.addEventListener("pointerup", (e) => {
          const s = stagePoint(e);
          pointerUp(s.x, s.y, s.t);
        });
        stage.addEventListener("pointercancel", () => pointerCancel());
        """.components(separatedBy: "\n")
}
