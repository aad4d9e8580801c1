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
            touch = {
              id: r.id, startX: x, startY: y, began: false, slop: r.path ? 0 : panSlop, startLocation: 0,
              startTranslation: 0, lastTranslation: 0, caught: r.path !== null, surface: 0, usesContent: false,
              contentOnly: false,
            };
            contentTouchDown(r, p, mainOf(p, x, y));
            addSample("down", x, y, t);
            if (touch.slop <= 0) panEvent(r, p, "began", x, y, 0);
            return;
          }
        }

        /** One event of the pan, in the engine's order (Docs/engine.md §8.13): the content's own pan
         *  first, then the hand-off rules, then the panel's pan (Docs/engine.md §7.2) unless the
         *  content keeps the whole gesture. */
        function panEvent(r, p, phase, x, y, velocity) {
          const translation = mainOf(p, x - touch.startX, y - touch.startY);
          const point = r.content ? surfacePoint(p, r, mainOf(p, x, y)) : 0;
          if (phase === "began") touch.began = true;
          if (touch.usesContent) {
            contentPan(r, p, phase, translation - touch.lastTranslation, velocity);
            touch.lastTranslation = translation;
            scrollPan(r, p, velocity, point);
          }
          if (touch.contentOnly) return;
          if (phase === "began") {
            r.path = null;
            if (r.content) r.content.pinned = r.content.offset;
            return;
          }
          if (contentTakesTouch(r, p, velocity)) {
            if (phase === "ended" && !r.dragging && r.content) r.content.pinned = null;
            return;
          }
          const lower = p.locations[0];
          const upper = p.locations[p.locations.length - 1];
          if (!r.dragging) {
            begin(r, p, translation, point);
            // A pan that ends before it moved the panel applies its whole translation once, clamped.
            if (phase === "ended") {
              r.y = Math.min(Math.max(dragLocation(r.id, touch.startLocation, translation), lower), upper);
              contentViewMoved(r, p);
            }
          }
          if (phase === "ended") {
            end(r, p, velocity);
            return;
          }
          const difference = translation - touch.startTranslation;
          const previous = r.y;
          const next = dragLocation(r.id, touch.startLocation, difference);
          // While the content scrolls, the panel holds at its extreme stops (Docs/engine.md §7.3).
          r.y = clampsWhileScrolling(r, p, previous, previous + difference) ? Math.min(Math.max(next, lower), upper) : next;
          contentViewMoved(r, p);
        }

        /** The drag starts with the finger at surface `point`: from where the panel is, plus the
         *  content's overscroll it absorbs. */
        function begin(r, p, translation, point) {
          r.dragging = true;
          touch.startTranslation = translation;
          const shift = dragStartShift(r, p, point);
          touch.startLocation = r.y + (touch.caught ? 0 : shift);
        }

        function pointerMove(x, y, t) {
          if (!touch) return;
          addSample("move", x, y, t);
          const r = view.runtimes[touch.id];
          const p = panelData(touch.id);
          if (!r || !p) return;
          const v = velocityAt(t);
          const velocity = mainOf(p, v.x, v.y);
          if (!touch.began) {
            const dx = x - touch.startX, dy = y - touch.startY;
            if (Math.sqrt(dx * dx + dy * dy) < touch.slop) return;
            panEvent(r, p, "began", x, y, velocity);
          }
          panEvent(r, p, "changed", x, y, velocity);
        }

        function pointerUp(x, y, t) {
          if (!touch) return;
          addSample("up", x, y, t);
          const r = view.runtimes[touch.id];
          const p = panelData(touch.id);
          if (!r || !p || !touch.began) {
            touch = null;
            return;
          }
          const v = velocityAt(t);
          panEvent(r, p, "ended", x, y, mainOf(p, v.x, v.y));
          touch = null;
        }

        /** The release: FloatingPanel's stop and the spring to it, recorded as simulate's line. */
        function end(r, p, velocity) {
          const from = r.state;
          const result = release(r.id, from, r.y, velocity, view.engineRate);
          const line = releaseLine(p, from, r.y, velocity, result);
          // Where the content was scrolled at the release, as simulate's frame line says `scroll`.
          line.scroll = r.content ? r.content.offset : 0;
          releases.push(line);
          r.dragging = false;
          r.state = result.target;
          r.path = result.path.length > 0 ? result.path : null;
          r.k = 0;
          contentReleased(r, p);
        }

        function pointerCancel() {
          if (!touch) return;
          const r = view.runtimes[touch.id];
          const p = panelData(touch.id);
          // The content's pan ends where the finger was, at rest (Docs/engine.md §8.13).
          if (r && p && touch.began && touch.usesContent) contentPan(r, p, "ended", 0, 0);
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
