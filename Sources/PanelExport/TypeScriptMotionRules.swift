import Foundation

/// The TypeScript motion part's rules (Docs/export.md "FloatingPanel's feel"): the release
/// decision, the spring, the drag's rubber band and the removal, translated from the engine.
extension TypeScriptMotionWriter {
    /// The rules the module exports, which the live page also runs with their types stripped
    /// (`LivePageScript`).
    package static let rules = """
        /** A guard against a spring that never settles: ten minutes of frames at 240 Hz. */
        const maxFrames = 144000;

        /** The release of a drag of panel `panel` that began in state `from`, let go at `position` (pt,
         *  the panel's location on its main axis) with `velocity` (pt/s): FloatingPanel's stop and the
         *  location at each following frame of `1 / fps` seconds until the panel rests. */
        export function release(panel: string, from: string, position: number, velocity: number, fps: number): Release {
          return releaseIn(panel, from, position, velocity, fps, sceneContainer);
        }

        /** The same release in `container`: the stops resolved from the anchors there. */
        export function releaseIn(panel: string, from: string, position: number, velocity: number, fps: number, container: Container): Release {
          const p = panelNamed(panel, container);
          const v = isFinite(velocity) ? velocity : 0;
          const h = 1 / fps;
          const stepsOK = h > 0 && isFinite(h);
          if (p.removable && shouldRemove(p, position, v)) {
            return { target: "hidden", path: stepsOK ? dismissalPath(p, position, v, h) : [] };
          }
          const target = decide(p, from, position, v).target;
          const end = location(p, target);
          if (end === position || !stepsOK) return { target, path: [] };
          const spring = Math.abs(v) > p.fastReleaseSpeed ? p.fastSpring : p.slowSpring;
          return { target, path: springPath(spring, position, v, end, h, p.displayScale) };
        }

        /** Plays `path` one point a display frame: `frame` schedules its callback for the next frame
         *  (`requestAnimationFrame` in a browser), `apply` places the panel at each point in turn, and
         *  `done` runs in the frame after the last one, when the panel rests at the stop. */
        export function play(path: number[], apply: (location: number) => void, frame: (callback: () => void) => void, done: () => void): void {
          let k = 0;
          const step = () => {
            if (k >= path.length) {
              done();
              return;
            }
            apply(path[k]);
            k += 1;
            frame(step);
          };
          frame(step);
        }

        /** Where the panel is while dragged: `start` (its location when the drag began) plus the finger's
         *  main-axis `translation`, with FloatingPanel's rubber band past the extreme stops where the
         *  behavior allows it. */
        export function dragLocation(panel: string, start: number, translation: number): number {
          return dragLocationIn(panel, start, translation, sceneContainer);
        }

        /** The same in `container`: the rubber band past the extreme stops resolved there. */
        export function dragLocationIn(panel: string, start: number, translation: number, container: Container): number {
          const p = panelNamed(panel, container);
          const lower = p.locations[0];
          const upper = p.locations[p.locations.length - 1];
          let constant = start + translation;
          if (p.rubberBandsAtLeast && constant < lower) constant = lower - rubberBand(p, lower - constant);
          if (p.rubberBandsAtMost && constant > upper) constant = upper + rubberBand(p, constant - upper);
          return constant;
        }

        /** The location (pt on the main axis) of `state`, as the scene resolved it. */
        export function stateLocation(panel: string, state: string): number {
          return location(panelNamed(panel, sceneContainer), state);
        }

        /** The location (pt on the main axis) of `state` in `container`. */
        export function stateLocationIn(panel: string, state: string, container: Container): number {
          return location(panelNamed(panel, container), state);
        }

        /** The panel's states, sorted so that their locations increase. */
        export function states(panel: string): string[] {
          return panelNamed(panel, sceneContainer).states.slice();
        }

        /** The locations (pt on the main axis) of the panel's `states` in `container`, as FloatingPanel
         *  resolves its anchors there: rounded to the display's pixels. */
        export function locations(panel: string, container: Container): number[] {
          return panelNamed(panel, container).locations.slice();
        }

        function panelNamed(id: string, container: Container): Panel {
          const all = panels(container);
          for (const p of all) if (p.id === id) return p;
          throw new Error("no panel '" + id + "': the scene has " + all.map((p) => p.id).join(", "));
        }

        /** FloatingPanel's rounding of a location to the display's pixels: half a pixel away from zero. */
        function pixel(value: number, scale: number): number {
          const scaled = value * 1e9;
          const truncated = ((scaled < 0 ? -Math.floor(-scaled) : Math.floor(scaled)) / 1e9) * scale;
          const rounded = truncated < 0 ? -Math.floor(-truncated + 0.5) : Math.floor(truncated + 0.5);
          return rounded / scale + 0;
        }

        function location(p: Panel, state: string): number {
          const index = p.states.indexOf(state);
          return index >= 0 ? p.locations[index] : p.hidden;
        }

        function rubberBand(p: Panel, overshoot: number): number {
          const dimension = p.containerLength;
          if (!(dimension > 0)) return 0;
          return (1 - 1 / ((overshoot * p.rubberBandCoefficient) / dimension + 1)) * dimension;
        }

        function next(p: Panel, state: string): string {
          const index = p.states.indexOf(state);
          return index >= 0 && index + 1 < p.states.length ? p.states[index + 1] : state;
        }

        function previous(p: Panel, state: string): string {
          const index = p.states.indexOf(state);
          return index > 0 ? p.states[index - 1] : state;
        }

        /** The two states around `at`; a missing side is the first or last state. */
        function bracket(p: Panel, at: number, forward: boolean): [string, string] {
          let index = -1;
          for (let i = 0; i < p.states.length; i++) {
            if (forward ? at < p.locations[i] : at <= p.locations[i]) {
              index = i;
              break;
            }
          }
          const last = p.states[p.states.length - 1];
          if (index < 0) return [last, last];
          if (index === 0) return [p.states[0], p.states[0]];
          return [p.states[index - 1], p.states[index]];
        }

        function shouldProjectMomentum(p: Panel, to: string): boolean {
          return p.projectsEverywhere || p.projectableStates.indexOf(to) >= 0;
        }

        function redirectionalProgress(p: Panel, from: string, to: string): number {
          for (const pair of p.pairs) if (pair.from === from && pair.to === to) return pair.value;
          return p.redirectionalProgress;
        }

        function decide(p: Panel, state: string, current: number, velocity: number): Decision {
          if (p.states.length <= 1) {
            return { target: state, segment: null, redirectionalProgress: null, projected: false, proposed: null, momentum: current, projection: current };
          }
          const rate = p.projectionRate;
          const base = Math.abs(location(p, p.leastExpanded) - location(p, p.mostExpanded));
          // A zero distance between the extreme stops projects nowhere.
          const carried = base === 0 ? current : ((((velocity / base) / 1000) * rate) / (1 - rate)) * base + current;
          const momentum = isFinite(carried) ? carried : current;
          let projection = momentum;
          const distance = current - location(p, state);
          const forward = velocity === 0 ? distance > 0 : velocity > 0;
          let [lower, upper] = bracket(p, projection, forward);
          let from = forward ? lower : upper;
          let to = forward ? upper : lower;
          const proposed = to;
          const projected = shouldProjectMomentum(p, proposed);
          if (!projected) {
            [lower, upper] = bracket(p, current, forward);
            if (lower === upper) {
              if (forward) upper = next(p, lower);
              else lower = previous(p, lower);
            }
            from = forward ? lower : upper;
            to = forward ? upper : lower;
            // The projection reaches no further than the neighbouring segment.
            projection = forward
              ? Math.max(Math.min(projection, location(p, next(p, to))), location(p, from))
              : Math.max(Math.min(projection, location(p, from)), location(p, previous(p, to)));
          }
          const threshold = Math.min(Math.max(redirectionalProgress(p, from, to), 0), 1);
          const length = Math.abs(location(p, to) - location(p, from));
          const travelled = Math.abs(projection - location(p, from));
          // A zero-length segment (two stops at one location) is passed by any projection off it.
          const passes = length === 0 ? travelled > 0 : travelled / length > threshold;
          return { target: passes ? to : from, segment: [from, to], redirectionalProgress: threshold, projected, proposed, momentum, projection };
        }

        function shouldRemove(p: Panel, current: number, velocity: number): boolean {
          const distance = Math.abs(current - p.hidden);
          const vector = distance === 0 ? 0 : velocity / distance;
          const beyond = p.removeBeyond;
          if (beyond !== null && (current - location(p, p.leastExpanded)) * p.towardHidden > beyond) return true;
          return vector * p.towardHidden >= p.removalThreshold;
        }

        /** FloatingPanel's numeric spring, one step of `h` seconds a frame, until it is within a pixel of
         *  `target` and moved less than a pixel in the last frame; the last frame is on `target`. */
        function springPath(spring: Spring, start: number, velocity: number, target: number, h: number, scale: number): number[] {
          const path: number[] = [];
          const pixel = 1 / scale;
          let x = start;
          let v = velocity;
          while (path.length < maxFrames) {
            const previous = x;
            const omega2 = spring.angularFrequency * spring.angularFrequency;
            const f = 1 + 2 * h * spring.dampingRatio * spring.angularFrequency;
            const det = f + h * h * omega2;
            const next = (f * x + h * v + h * h * omega2 * target) / det;
            v = (v + h * omega2 * (target - next)) / det;
            x = next;
            if ((Math.abs(target - x) <= pixel && Math.abs(previous - x) <= pixel) || !isFinite(v)) {
              path.push(target);
              break;
            }
            path.push(isFinite(x) ? x : target);
          }
          return path;
        }

        /** A removal: the show/hide spring from the release speed toward hidden, or the dismissal animator. */
        function dismissalPath(p: Panel, current: number, velocity: number, h: number): number[] {
          const target = p.hidden;
          const dismiss = p.dismiss;
          if (dismiss === null) {
            const direction = target === current ? p.towardHidden : target > current ? 1 : -1;
            return springPath(p.transitionSpring, current, direction * Math.abs(velocity), target, h, p.displayScale);
          }
          const path: number[] = [];
          let elapsed = 0;
          let x = current;
          while (path.length < maxFrames) {
            const previous = x;
            elapsed += h;
            const finished = !isFinite(dismiss.duration) || !(elapsed + 1e-9 < dismiss.duration);
            const progress = finished ? 1 : animatorProgress(dismiss, elapsed);
            const next = current + (target - current) * progress;
            x = isFinite(next) ? next : target;
            if (finished || !isFinite((x - previous) / h)) {
              path.push(target);
              break;
            }
            path.push(x);
          }
          return path;
        }

        function animatorProgress(dismiss: { duration: number; curve: number[] | null; spring: Spring | null }, elapsed: number): number {
          const duration = dismiss.duration;
          if (!isFinite(duration) || !(duration > 0) || !isFinite(elapsed) || !(elapsed < duration)) return 1;
          if (!(elapsed > 0)) return 0;
          let value: number;
          if (dismiss.spring !== null) {
            const zeta = dismiss.spring.dampingRatio;
            const omega = dismiss.spring.angularFrequency;
            if (zeta >= 1) {
              value = 1 - (1 + omega * elapsed) * Math.exp(-omega * elapsed);
            } else {
              const damped = omega * Math.sqrt(1 - zeta * zeta);
              const envelope = Math.exp(-zeta * omega * elapsed);
              value = 1 - envelope * (Math.cos(damped * elapsed) + ((zeta * omega) / damped) * Math.sin(damped * elapsed));
            }
          } else if (dismiss.curve !== null) {
            const x = Math.min(Math.max(elapsed / duration, 0), 1);
            value = bezier(solve(x, dismiss.curve[0], dismiss.curve[2]), dismiss.curve[1], dismiss.curve[3]);
          } else {
            value = Math.min(Math.max(elapsed / duration, 0), 1);
          }
          return isFinite(value) ? value : 1;
        }

        function bezier(s: number, p1: number, p2: number): number {
          const u = 1 - s;
          return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s;
        }

        /** The Bézier parameter whose x is `x`, by 60 halvings. */
        function solve(x: number, x1: number, x2: number): number {
          let low = 0;
          let high = 1;
          for (let i = 0; i < 60; i++) {
            const middle = (low + high) / 2;
            if (bezier(middle, x1, x2) < x) low = middle;
            else high = middle;
          }
          return (low + high) / 2;
        }
        """.components(separatedBy: "\n")
}
