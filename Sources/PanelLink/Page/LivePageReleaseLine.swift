import Foundation

/// The live page's record of a release (Docs/live.md "Messages"): the fields of `simulate
/// --summary`'s `release` line (Docs/scenarios.md "Release lines"), from the motion part's own
/// decision (`decide`), with the sentence `ReleaseExplanation` writes naming the config keys that
/// decided, and the path from the release.
extension LivePageScript {
    static let releaseLine = """
        /** The `release` line of a release of panel `p` from state `from` at `at` with `velocity` whose
         *  stop and path are `result`. */
        function releaseLine(p, from, at, velocity, result) {
          const d = decide(p, from, at, velocity);
          const removed = p.removable && shouldRemove(p, at, velocity);
          const target = location(p, result.target);
          // How far the path swung past the target, and the seconds from the release to the first
          // frame at rest on it: the next frame when the release is on its stop.
          const direction = target >= at ? 1 : -1;
          let peakOvershoot = 0;
          for (const y of result.path) peakOvershoot = Math.max(peakOvershoot, direction * (y - target));
          return {
            panel: p.id, from, location: at, velocity, projection: d.momentum, targetState: result.target, target,
            removed, peakOvershoot, settleTime: Math.max(result.path.length, 1) / view.engineRate,
            segment: d.segment || [d.target, d.target], redirectionalProgress: d.redirectionalProgress,
            projected: d.projected, because: because(p, d, at, velocity, removed),
            path: result.path.slice(), version: view.version,
          };
        }

        /** One sentence: what decided, with the config keys, the numbers and the target last. */
        function because(p, d, at, velocity, removed) {
          const axis = isVertical(p) ? "y" : "x";
          if (d.segment === null) {
            return "anchors lists only one state, so the " + speed(velocity) + " release stays at " + d.target;
          }
          if (removed) return removal(p, at, velocity, axis);
          const [from, to] = d.segment;
          const fromLocation = location(p, from);
          const toLocation = location(p, to);
          let s = projectionKey(p, d) + ": the " + speed(velocity) + " release projects to " + axis + " " + short(d.momentum, 1);
          if (d.projection !== d.momentum) {
            s += ", held at " + anchorName(p, d.projection, from, to) + " (" + axis + " " + short(d.projection, 1) + ")";
          }
          if (from === to) {
            s += "; no anchor lies beyond " + from + " that way";
          } else if (toLocation === fromLocation) {
            // Docs/engine.md §7.6: a zero-length segment is passed by any projection off its start.
            s += "; " + from + " and " + to + " share " + axis + " " + short(fromLocation, 1) + ", so ";
            s += d.target === to ? "a projection off it goes on" : "a projection on it stays";
          } else {
            const rho = d.redirectionalProgress;
            let named = "ρ " + short(rho, 2);
            for (const pair of p.pairs) {
              if (pair.from === from && pair.to === to) {
                named += " (redirectionalProgress pair " + from + " → " + to + ")";
                break;
              }
            }
            s += (d.target === to ? ", past " : ", short of ") + named + " between " + from + " and " + to;
            s += " (" + axis + " " + short(fromLocation + rho * (toLocation - fromLocation), 1) + ")";
          }
          return s + ": " + d.target + springClause(p, velocity);
        }

        /** The key that let momentum choose the segment, or kept it to the one around the release. */
        function projectionKey(p, d) {
          if (p.projectsEverywhere) return "shouldProjectMomentum is true";
          if (p.momentumStates === null) return "shouldProjectMomentum is false";
          const proposed = d.proposed === null ? "?" : d.proposed;
          return d.projected
            ? "shouldProjectMomentum lists " + proposed
            : "shouldProjectMomentum lists " + p.momentumStates + ", not " + proposed;
        }

        /** Which attraction spring the release starts: the 300 pt/s cut of Docs/engine.md §5.2. */
        function springClause(p, velocity) {
          const cut = short(p.fastReleaseSpeed, 0);
          if (!(Math.abs(velocity) > p.fastReleaseSpeed)) return "; at most " + cut + " pt/s it springs critically damped (ζ 1)";
          return "; above " + cut + " pt/s it springs with spring.dampingRatio " + short(p.fastSpring.dampingRatio, 2);
        }

        /** What made the removal gesture dismiss the panel (Docs/engine.md §7.8). */
        function removal(p, at, velocity, axis) {
          const least = p.leastExpanded;
          if (p.removeBeyond !== null) {
            const past = (at - location(p, least)) * p.towardHidden;
            if (past > p.removeBeyond) {
              return "removeBeyond is " + short(p.removeBeyond, 1) + ": the release at " + axis + " " + short(at, 1) + " is "
                + short(past, 1) + " pt past " + least + ": removed (hidden)";
            }
          }
          const distance = Math.abs(at - p.hidden);
          const rate = distance === 0 ? 0 : velocity / distance;
          return "removalInteractionVelocityThreshold is " + short(p.removalThreshold, 1) + ": the " + speed(velocity)
            + " release " + short(distance, 1) + " pt from hidden gives " + short(Math.abs(rate), 2) + " s⁻¹, at least "
            + short(p.removalThreshold, 1) + ": removed (hidden)";
        }

        /** The anchor a clamped projection is held at: `from`, or the one after `to`. */
        function anchorName(p, at, from, to) {
          if (at === location(p, from)) return from;
          if (at === location(p, to)) return to;
          // The first by name, `hidden` last, as ReleaseExplanation names it.
          const there = p.states.filter((state) => location(p, state) === at)
            .sort((a, b) => (a === "hidden") - (b === "hidden") || (a < b ? -1 : a > b ? 1 : 0));
          return there.length > 0 ? there[0] : "the anchor after " + to;
        }

        function speed(velocity) { return short(Math.abs(velocity), 0) + " pt/s"; }

        /** `value` rounded half away from zero to `digits` decimals without trailing zeros, −0 as 0. */
        function short(value, digits) {
          const scale = Math.pow(10, digits);
          const scaled = value * scale;
          const rounded = (scaled < 0 ? -Math.round(-scaled) : Math.round(scaled)) / scale + 0;
          if (!isFinite(rounded)) return String(rounded);
          let text = rounded.toFixed(digits);
          if (text.indexOf(".") >= 0) text = text.replace(/0+$/, "").replace(/\\.$/, "");
          return text === "-0" ? "0" : text;
        }
        """.components(separatedBy: "\n")
}
