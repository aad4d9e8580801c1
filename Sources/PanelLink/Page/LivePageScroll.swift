import Foundation

/// The live page's tracked content (Docs/live.md "What the page shows"), as the engine's scroll
/// model holds it (Docs/engine.md §8.1): its view in the surface along the panel's main axis (in
/// `fitToBounds` mode the view follows the surface), its offset on that axis as the engine's
/// `contentOffset` (a finger 1:1 with the rubber band past its ends while it bounces, the
/// deceleration after a flick and the bounce back, Docs/engine.md §8.13), its lock
/// (Docs/engine.md §8.7) and how the page draws it. The hand-off rules are `LivePageScript.handOff`.
extension LivePageScript {
    static let scroll = """
        /** Docs/engine.md §8.6, §8.13: the over-pull that lets the content keep a drag, the content's
         *  deceleration per millisecond, the speed (pt/s) it rests below, and its bounce back. */
        const scrollBounceThreshold = -30;
        const decelerationRate = 0.998;
        const restingSpeed = 2;
        const bounceSpring = { dampingRatio: 1, angularFrequency: (2 * Math.PI) / 0.4 };

        /** The content starts unlocked where tracking pins it before the panel writes any inset
         *  (Docs/engine.md §8.2, §8.7), with the insets of the state it shows in. */
        function newContent(p, r) {
          if (!p.scroll) return null;
          r.content = {
            offset: 0, dragged: 0, velocity: 0, bounce: null, k: 0, locked: false, bounces: true, pinned: null, panning: false,
            startInset: p.scroll.startInset, endInset: p.scroll.endInset,
          };
          contentSnapped(r, p);
          setOffset(r.content, expandsTowardSmaller(p) ? 0 : Math.max(p.scroll.content - viewLength(p, r), 0));
          return r.content;
        }

        /** The panel snapped to its state: in a scrollable state other than the most expanded one
         *  it writes that state's insets into the content (Docs/engine.md §8.10). */
        function contentSnapped(r, p) {
          const insets = r.content ? p.scroll.stateInsets[r.state] : undefined;
          if (!insets) return;
          r.content.startInset = insets[0];
          r.content.endInset = insets[1];
        }

        /** Bottom and right panels expand toward smaller coordinates; the rules flip for the others. */
        function expandsTowardSmaller(p) { return p.position === "bottom" || p.position === "right"; }

        function isScrollable(p, state) { return p.scroll !== null && p.scroll.scrollableStates.indexOf(state) >= 0; }

        /** The surface's main-axis length: fixed in static mode, the panel's edge to the container's
         *  far side in `fitToBounds` mode (Docs/engine.md §3.8). */
        function surfaceLength(p, r) {
          const s = p.scroll;
          if (!s.fitToBounds) return s.surface;
          return Math.max(expandsTowardSmaller(p) ? p.containerLength - r.y : r.y, 1);
        }

        /** The content view's main-axis length: the surface less its margins and padding. */
        function viewLength(p, r) {
          const s = p.scroll;
          return s.fitToBounds ? surfaceLength(p, r) - (s.surface - s.length) : s.length;
        }

        /** Where a container main-axis coordinate lies in the surface (its edge at `r.y` is the
         *  surface's start for bottom and right panels, its end for top and left ones). */
        function surfacePoint(p, r, main) {
          return expandsTowardSmaller(p) ? main - r.y : main - r.y + surfaceLength(p, r);
        }

        function minimumOffset(p, r) { return -r.content.startInset; }

        /** `contentOffsetMax`: the content and the inset the panel writes at its end, past the view. */
        function offsetMax(p, r) { return Math.max(p.scroll.content + r.content.endInset - viewLength(p, r), 0); }

        function maximumOffset(p, r) { return Math.max(offsetMax(p, r), minimumOffset(p, r)); }

        /** The content's resting offset (Docs/engine.md §8.2): its start for bottom and right panels,
         *  `contentOffsetMax` for top and left ones, whose content rests at the end by the grabber. */
        function pinOffset(p, r) { return expandsTowardSmaller(p) ? minimumOffset(p, r) : offsetMax(p, r); }

        function canScroll(p, r) {
          return p.scroll.content + r.content.startInset + r.content.endInset > viewLength(p, r);
        }

        function inContentView(p, r, point) {
          return point >= p.scroll.start && point < p.scroll.start + viewLength(p, r);
        }

        /** `grabberAreaContains` with its clamp on the grabber's side (Docs/engine.md §10.5). */
        function inGrabberArea(p, r, point) {
          const depth = p.scroll.grabberArea;
          if (expandsTowardSmaller(p)) return Math.max(point, 0) < depth;
          const length = surfaceLength(p, r);
          const clamped = Math.min(point, length - 1 / p.displayScale);
          return clamped >= length - depth && clamped < length;
        }

        /** The panel's distance from `state`'s anchor, positive toward hiding, in display pixels. */
        function offsetFromState(p, r, state) {
          const anchor = location(p, state);
          return pixel(expandsTowardSmaller(p) ? r.y - anchor : anchor - r.y, p.displayScale);
        }

        /** Sets the offset, ending any deceleration or bounce. */
        function setOffset(c, offset) {
          c.offset = offset;
          c.dragged = offset;
          c.velocity = 0;
          c.bounce = null;
        }

        /** The lock keeps the content from bouncing while the panel moves, unless it is loose
         *  (Docs/engine.md §8.7): in `fitToBounds` mode when the content is shorter than its view
         *  plus the panel's distance from its most expanded anchor. */
        function locksLoosely(p, r) {
          if (!p.scroll.fitToBounds) return false;
          return p.scroll.content < viewLength(p, r) + Math.max(offsetFromState(p, r, p.mostExpanded), 0);
        }

        function lockContent(p, r, strict) {
          const c = r.content;
          if (c.locked) return;
          c.locked = true;
          if (strict || !locksLoosely(p, r)) c.bounces = false;
        }

        function unlockContent(c) {
          if (!c.locked) return;
          c.locked = false;
          c.bounces = true;
        }

        /** The content's own pan: the finger moved `delta` points (toward smaller coordinates is
         *  toward larger offsets); past its ends it rubber-bands while it bounces. */
        function contentPan(r, p, phase, delta, velocity) {
          const c = r.content;
          if (phase === "began") {
            c.dragged = c.offset;
            c.panning = true;
            return;
          }
          c.dragged -= delta;
          const lower = minimumOffset(p, r);
          const upper = maximumOffset(p, r);
          const length = viewLength(p, r);
          if (c.dragged < lower) c.offset = c.bounces ? lower - contentRubberBand(lower - c.dragged, length) : lower;
          else if (c.dragged > upper) c.offset = c.bounces ? upper + contentRubberBand(c.dragged - upper, length) : upper;
          else c.offset = c.dragged;
          if (phase === "ended") {
            c.panning = false;
            startDeceleration(r, p, -velocity);
          }
        }

        function contentRubberBand(overshoot, dimension) {
          if (!(dimension > 0)) return 0;
          return (1 - 1 / ((overshoot * 0.55) / dimension + 1)) * dimension;
        }

        function startDeceleration(r, p, velocity) {
          const c = r.content;
          if (c.offset < minimumOffset(p, r) || c.offset > maximumOffset(p, r)) startBounceBack(r, p, velocity);
          else if (Math.abs(velocity) > restingSpeed) c.velocity = velocity;
        }

        function startBounceBack(r, p, velocity) {
          const c = r.content;
          c.velocity = 0;
          const target = Math.min(Math.max(c.offset, minimumOffset(p, r)), maximumOffset(p, r));
          if (!c.bounces) {
            c.offset = target;
            return;
          }
          c.bounce = springPath(bounceSpring, c.offset, velocity, target, 1 / view.engineRate, p.displayScale);
          c.k = 0;
        }

        /** One engine frame of the content, before the panel's: its bounce or its deceleration. */
        function contentStep(r, p) {
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
            const lower = minimumOffset(p, r);
            const upper = maximumOffset(p, r);
            if (next < lower || next > upper) {
              c.offset = next < lower ? lower : upper;
              if (c.bounces) startBounceBack(r, p, c.velocity);
              else c.velocity = 0;
            } else {
              c.offset = next;
              if (Math.abs(c.velocity) < restingSpeed) c.velocity = 0;
            }
          } else {
            return;
          }
          c.dragged = c.offset;
        }

        /** The panel moved: in `fitToBounds` mode its view did too, and content at rest stays within
         *  its new range. */
        function contentViewMoved(r, p) {
          const c = r.content;
          if (!c || !p.scroll.fitToBounds || c.velocity !== 0 || c.bounce || c.panning) return;
          c.offset = Math.min(Math.max(c.offset, minimumOffset(p, r)), maximumOffset(p, r));
          c.dragged = c.offset;
        }

        /** Places the content's view in the surface and moves its list by the offset. */
        function drawContent(r, p) {
          const s = p.scroll;
          const length = viewLength(p, r);
          const trailing = surfaceLength(p, r) - s.start - length;
          const frame = r.scroller.parentNode.style;
          if (isVertical(p)) {
            frame.height = Math.max(length, 0) + "px";
            if (p.position === "bottom") frame.top = s.start + "px";
            else frame.bottom = trailing + "px";
            r.scroller.style.transform = "translate3d(0," + -r.content.offset + "px,0)";
          } else {
            frame.width = Math.max(length, 0) + "px";
            frame.left = p.position === "right" ? s.start + "px" : "auto";
            frame.right = p.position === "right" ? "auto" : trailing + "px";
            r.scroller.style.transform = "translate3d(" + -r.content.offset + "px,0,0)";
          }
        }
        """.components(separatedBy: "\n")
}
