import Foundation

/// The live page's scroll hand-off (Docs/live.md "What the page shows"): which of the content and
/// the panel takes each event of a drag (Docs/engine.md §8.3, §8.5, §7.3), the pin that holds the
/// content while the panel moves (Docs/engine.md §8.8) and the lock after a release
/// (Docs/engine.md §8.9), for every position: the rules are written along the main axis, and their
/// signs flip for top and left panels, whose content rests at its end.
extension LivePageScript {
    static let handOff = """
        /** A touch at container main-axis `main` on the panel: the content stops, keeps the touch's
         *  pan when it lands on content that scrolls outside the grabber area, and keeps the whole
         *  gesture when it is over-pulled there (Docs/engine.md §14 rule 1). */
        function contentTouchDown(r, p, main) {
          touch.usesContent = false;
          touch.contentOnly = false;
          if (!r.content) return;
          const point = surfacePoint(p, r, main);
          touch.surface = point;
          if (!inContentView(p, r, point)) return;
          setOffset(r.content, r.content.offset);
          const grabber = inGrabberArea(p, r, point);
          touch.usesContent = canScroll(p, r) && !grabber;
          touch.contentOnly = isScrollable(p, r.state) && !grabber && allowScrollValue(p, r) <= scrollBounceThreshold;
        }

        /** The content's distance past its pin toward its own start, as `allowScroll` tests it
         *  (Docs/engine.md §8.6): from `contentOffsetMax` for top and left panels. */
        function allowScrollValue(p, r) {
          const c = r.content;
          return expandsTowardSmaller(p) ? c.offset - pinOffset(p, r) : offsetMax(p, r) - c.offset;
        }

        /** Whether the content, not the panel, takes this event (Docs/engine.md §8.3). */
        function contentTakesTouch(r, p, velocity) {
          const c = r.content;
          if (!c || !inContentView(p, r, touch.surface)) return false;
          if (!isScrollable(p, r.state) || r.dragging || !(Math.abs(offsetFromState(p, r, r.state)) < 1)) return false;
          if (inGrabberArea(p, r, touch.surface)) return false;
          const o = c.offset - pinOffset(p, r);
          if (expandsTowardSmaller(p) ? o > 0 || (velocity <= 0 && o < 0) : o < 0 || (velocity >= 0 && o > 0)) return true;
          return c.velocity !== 0;
        }

        /** The hand-off rules on each event of the content's pan, the finger at surface `point`
         *  (Docs/engine.md §8.5). */
        function scrollPan(r, p, velocity, point) {
          const c = r.content;
          const o = c.offset - pinOffset(p, r);
          const smaller = expandsTowardSmaller(p);
          const scrollable = isScrollable(p, r.state);
          const grabberHeld = inGrabberArea(p, r, point) && inGrabberArea(p, r, touch.surface);
          if (offsetFromState(p, r, p.mostExpanded) > 0) {
            const pinnedAtStart = c.pinned !== null && c.pinned - pinOffset(p, r) === 0;
            if (c.pinned !== null && (!scrollable || r.dragging || inGrabberArea(p, r, touch.surface) || pinnedAtStart)) {
              setOffset(c, c.pinned);
            }
            if (r.dragging) lockContent(p, r, false);
            else if (scrollable && (smaller ? o > 0 && velocity < 0 : o < 0 && velocity > 0)) unlockContent(c);
          } else if (r.dragging) {
            if (smaller ? o >= 0 && velocity <= 0 : o <= 0 && velocity >= 0) {
              unlockContent(c);
              return;
            }
            if (scrollable && grabberHeld && c.pinned !== null) setOffset(c, c.pinned);
          } else if (scrollable) {
            const value = allowScrollValue(p, r);
            const allow = value <= scrollBounceThreshold || value > 0;
            const towardStart = smaller ? velocity > 0 : velocity < 0;
            const towardEnd = smaller ? velocity < 0 : velocity > 0;
            if (towardStart && !allow) lockContent(p, r, true);
            if (towardEnd && allow) unlockContent(c);
            if (grabberHeld && c.pinned !== null) setOffset(c, c.pinned);
          }
        }

        /** "The content is being scrolled by this drag" (Docs/engine.md §7.3): the panel then holds
         *  at its extreme stops. */
        function clampsWhileScrolling(r, p, current, next) {
          const c = r.content;
          if (!c || inGrabberArea(p, r, touch.surface) || !c.panning) return false;
          const expanding = expandsTowardSmaller(p) ? current > next : current < next;
          return expanding && p.scroll.content > viewLength(p, r);
        }

        /** A drag starts with the finger at surface `point`: in a scrollable state a drag on the
         *  content pins it at its rest and starts the panel past the overscroll, so the content's
         *  pull carries on as the panel's (Docs/engine.md §7.3); the content locks. */
        function dragStartShift(r, p, point) {
          const c = r.content;
          if (!c) return 0;
          let shift = 0;
          if (isScrollable(p, r.state)) {
            const pin = pinOffset(p, r);
            const inView = point - p.scroll.start;
            const smaller = expandsTowardSmaller(p);
            const insetArea = smaller ? pin + inView < 0 : pin + (viewLength(p, r) - inView) < 0;
            if (inGrabberArea(p, r, touch.surface) || !inContentView(p, r, touch.surface) || insetArea) {
              c.pinned = c.offset;
            } else {
              c.pinned = pin;
              const overscroll = c.offset - pin;
              if (smaller ? overscroll < 0 : overscroll > 0) shift = -overscroll;
            }
          }
          lockContent(p, r, false);
          return shift;
        }

        /** After a release: the content locks unless the target state scrolls; a release on its stop
         *  unlocks it at once, a spring when it rests (Docs/engine.md §7.3, §8.9). */
        function contentReleased(r, p) {
          const c = r.content;
          if (!c) return;
          if (!isScrollable(p, r.state)) lockContent(p, r, false);
          if (!r.path) {
            contentSnapped(r, p);
            c.pinned = null;
            unlockContent(c);
          }
        }

        /** A spring ended on its stop: the pin goes, and the content unlocks where the state scrolls
         *  or the lock is loose (Docs/engine.md §5.5). */
        function contentRests(r, p) {
          const c = r.content;
          if (!c) return;
          contentSnapped(r, p);
          c.pinned = null;
          if (isScrollable(p, r.state) || locksLoosely(p, r)) unlockContent(c);
        }
        """.components(separatedBy: "\n")
}
