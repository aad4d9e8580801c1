import Foundation

/// The live page's scroll hand-off (Docs/live.md "What the page shows"): the tracked content's
/// offset as the engine's scroll model moves it (a finger 1:1 with the rubber band past its ends
/// unless locked, the deceleration after a flick and the bounce back, Docs/engine.md §8.13), and
/// which of the content and the panel takes each event of a drag (Docs/engine.md §8.3, §8.5,
/// §7.3), for bottom panels. `r.content.offset` is the content offset from its top.
extension LivePageScript {
    static let scroll = """
        /** Docs/engine.md §8.6, §8.13: the over-pull that lets the content keep a drag, the content's
         *  deceleration per millisecond, the speed (pt/s) it rests below, and its bounce back. */
        const scrollBounceThreshold = -30;
        const decelerationRate = 0.998;
        const restingSpeed = 2;
        const bounceSpring = { dampingRatio: 1, angularFrequency: (2 * Math.PI) / 0.4 };

        function newContent(p) {
          if (!p.scroll) return null;
          return { offset: 0, dragged: 0, velocity: 0, bounce: null, k: 0, locked: false, pinned: null, panning: false };
        }

        function isScrollable(p, state) { return p.scroll !== null && p.scroll.scrollableStates.indexOf(state) >= 0; }

        /** The largest offset: the content and the inset the panel writes at its end, past the view. */
        function scrollMaximum(p) { return Math.max(p.scroll.content + p.scroll.endInset - p.scroll.length, 0); }

        function canScroll(p) { return p.scroll.content + p.scroll.endInset > p.scroll.length; }

        /** Sets the offset, ending any deceleration or bounce. */
        function setOffset(c, offset) {
          c.offset = offset;
          c.dragged = offset;
          c.velocity = 0;
          c.bounce = null;
        }

        /** A touch at main-axis `surface` points into the surface: the content stops, and keeps the
         *  touch's pan when it lands on content that scrolls, outside the grabber area. */
        function contentTouchDown(r, p, surface) {
          const s = p.scroll;
          touch.inGrabber = s !== null && surface < s.grabberArea;
          touch.inContent = s !== null && surface >= s.start && surface < s.start + s.length;
          touch.usesContent = touch.inContent && canScroll(p) && !touch.inGrabber;
          if (touch.inContent) setOffset(r.content, r.content.offset);
        }

        /** The content's own pan: the finger moved `delta` points (toward smaller coordinates is
         *  toward the content's end); past its ends it rubber-bands unless locked. */
        function contentPan(r, p, phase, delta, velocity) {
          const c = r.content;
          if (phase === "began") {
            c.dragged = c.offset;
            c.panning = true;
            return;
          }
          c.dragged -= delta;
          const upper = scrollMaximum(p);
          const length = p.scroll.length;
          if (c.dragged < 0) c.offset = c.locked ? 0 : -contentRubberBand(-c.dragged, length);
          else if (c.dragged > upper) c.offset = c.locked ? upper : upper + contentRubberBand(c.dragged - upper, length);
          else c.offset = c.dragged;
          if (phase === "ended") {
            c.panning = false;
            startDeceleration(c, p, -velocity);
          }
        }

        function contentRubberBand(overshoot, dimension) {
          if (!(dimension > 0)) return 0;
          return (1 - 1 / ((overshoot * 0.55) / dimension + 1)) * dimension;
        }

        function startDeceleration(c, p, velocity) {
          if (c.offset < 0 || c.offset > scrollMaximum(p)) startBounceBack(c, p, velocity);
          else if (Math.abs(velocity) > restingSpeed) c.velocity = velocity;
        }

        function startBounceBack(c, p, velocity) {
          c.velocity = 0;
          const target = Math.min(Math.max(c.offset, 0), scrollMaximum(p));
          if (c.locked) {
            c.offset = target;
            return;
          }
          c.bounce = springPath(bounceSpring, c.offset, velocity, target, 1 / view.engineRate, p.displayScale);
          c.k = 0;
        }

        /** One engine frame of the content: its bounce or its deceleration; a spring of the panel
         *  holds the content where the drag pinned it (Docs/engine.md §8.8). */
        function contentFrame(r, p) {
          const c = r.content;
          if (!c) return;
          const h = 1 / view.engineRate;
          if (c.bounce) {
            c.offset = c.bounce[c.k];
            c.k += 1;
            if (c.k >= c.bounce.length) c.bounce = null;
          } else if (c.velocity !== 0) {
            c.velocity *= Math.pow(decelerationRate, 1000 * h);
            const next = c.offset + c.velocity * h;
            const upper = scrollMaximum(p);
            if (next < 0 || next > upper) {
              c.offset = next < 0 ? 0 : upper;
              if (c.locked) c.velocity = 0;
              else startBounceBack(c, p, c.velocity);
            } else {
              c.offset = next;
              if (Math.abs(c.velocity) < restingSpeed) c.velocity = 0;
            }
          }
          c.dragged = c.offset;
          if (r.path && c.pinned !== null) setOffset(c, c.pinned);
        }

        /** Whether the content, not the panel, takes this event (Docs/engine.md §8.3). */
        function contentTakesTouch(r, p, velocity) {
          const c = r.content;
          if (!c || !touch.inContent || touch.inGrabber || r.dragging || !isScrollable(p, r.state)) return false;
          if (!(Math.abs(r.y - location(p, r.state)) < 1)) return false;
          if (c.offset > 0) return true;
          if (velocity <= 0 && c.offset < 0) return true;
          return c.velocity !== 0;
        }

        /** The hand-off rules on each event of the content's pan (Docs/engine.md §8.5). */
        function scrollPan(r, p, velocity) {
          const c = r.content;
          const o = c.offset;
          const scrollable = isScrollable(p, r.state);
          if (r.y - location(p, p.mostExpanded) > 0) {
            if (c.pinned !== null && (!scrollable || r.dragging || touch.inGrabber || c.pinned === 0)) setOffset(c, c.pinned);
            if (r.dragging) c.locked = true;
            else if (scrollable && o > 0 && velocity < 0) c.locked = false;
          } else if (r.dragging) {
            if (o >= 0 && velocity <= 0) c.locked = false;
          } else if (scrollable) {
            const allow = o <= scrollBounceThreshold || o > 0;
            if (velocity > 0 && !allow) c.locked = true;
            if (velocity < 0 && allow) c.locked = false;
          }
        }

        /** "The content is being scrolled by this drag" (Docs/engine.md §7.3): the panel then holds
         *  at its extreme stops. */
        function clampsWhileScrolling(r, p, current, next) {
          if (!r.content || touch.inGrabber || !r.content.panning) return false;
          return current > next && p.scroll.content > p.scroll.length;
        }

        /** A drag that starts on content in a scrollable state pins the content at its top and
         *  starts the panel past the overscroll, so the content's pull carries on as the panel's. */
        function dragStartShift(r, p) {
          const c = r.content;
          if (!c) return 0;
          const overscroll = c.offset;
          c.locked = true;
          if (!isScrollable(p, r.state)) return 0;
          if (touch.inGrabber || !touch.inContent) {
            c.pinned = c.offset;
            return 0;
          }
          c.pinned = 0;
          return overscroll < 0 ? -overscroll : 0;
        }

        /** After a release: the content locks unless the target state scrolls; a release on its stop
         *  unlocks it at once, a spring when it rests (Docs/engine.md §7.3, §8.9). */
        function contentReleased(r, p) {
          const c = r.content;
          if (!c) return;
          if (!isScrollable(p, r.state)) c.locked = true;
          if (!r.path) {
            c.pinned = null;
            c.locked = false;
          }
        }

        /** A spring ended on its stop: the pin goes, and the content unlocks where the state scrolls. */
        function contentRests(r, p) {
          const c = r.content;
          if (!c) return;
          c.pinned = null;
          c.locked = !isScrollable(p, r.state);
        }
        """.components(separatedBy: "\n")
}
