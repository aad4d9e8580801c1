import FloatingPanel
import Foundation
import PanelConfig

/// `export --format compose --motion`: FloatingPanel's release rules and per-frame spring as pure
/// Kotlin (`kotlin.math` only, Kotlin 1.3 and later), translated from the engine
/// (Docs/export.md "FloatingPanel's feel"); the scene's resolved anchors are its data.
package enum KotlinMotionWriter {
    package static func export(_ scene: ResolvedScene, panels: [MotionPanelData], options: ExportOptions) -> String {
        let writer = SourceWriter()
        writer.comment(
            MotionPartText.header(
                scene, format: .compose, options: options,
                language: "pure Kotlin (kotlin.math only, Kotlin 1.3 or later)") + [""]
                + MotionPartText.explanation)
        writer.line()
        for name in ["abs", "cos", "exp", "floor", "max", "min", "sin", "sqrt"] {
            writer.line("import kotlin.math.\(name)")
        }
        writer.line()
        writer.lines(releaseClass)
        writer.line()
        writer.lines(containerClass)
        writer.line()
        writer.block("object FloatingPanelMotion {") {
            let n = { (value: CGFloat) in kotlinDouble(Double(value)) }
            let insets = scene.safeAreaInsets
            writer.comment([MotionPartText.sceneContainerComment])
            writer.line(
                "val sceneContainer = Container(\(n(scene.containerSize.width)), \(n(scene.containerSize.height)), "
                    + "\(n(insets.top)), \(n(insets.left)), \(n(insets.bottom)), \(n(insets.right)))")
            writer.line()
            writer.lines(types)
            writer.line()
            writer.comment([MotionPartText.dataComment])
            writer.line("private fun panels(c: Container) = arrayOf(")
            writer.indented(close: ")") {
                for (index, panel) in panels.enumerated() {
                    writePanel(panel, last: index == panels.count - 1, writer: writer)
                }
            }
            writer.line()
            writer.lines(rules)
        }
        return writer.text
    }

    private static func writePanel(_ panel: MotionPanelData, last: Bool, writer: SourceWriter) {
        let n = { (value: Double) in kotlinDouble(value) }
        let strings = { (names: [String]) in
            "arrayOf<String>(" + names.map(quoted).joined(separator: ", ") + ")"
        }
        let spring = { (s: FloatingPanelSpringParameters) in
            "Spring(\(n(s.dampingRatio)), \(n(s.angularFrequency)))"
        }
        let style = MotionLiteralStyle(
            number: n, string: quoted, strings: strings,
            numbers: { "doubleArrayOf(" + $0.joined(separator: ", ") + ")" },
            pairs: { "arrayOf<RedirectionalPair>(" + $0.joined(separator: ", ") + ")" },
            pair: { "RedirectionalPair(\($0), \($1), \($2))" }, spring: spring,
            dismiss: { "Dismiss(\($0), \($1), \($2))" },
            stopFunctions: .init(minimum: "minOf", pixel: { "pixel(\($0), \($1))" }))
        let fields = panel.motionFields(style)
        writer.line("Panel(")
        writer.indented(close: last ? ")" : "),") {
            for (index, field) in fields.enumerated() {
                writer.line("\(field.name) = \(field.value)" + (index == fields.count - 1 ? "" : ","))
            }
        }
    }

    /// A Kotlin string literal: JSON's escapes, and `$` escaped as Kotlin templates need.
    static func quoted(_ text: String) -> String {
        ExportJSONValue.quoted(text).replacingOccurrences(of: "$", with: "\\$")
    }

    /// A Kotlin `Double` literal that reads back as exactly `value`.
    static func kotlinDouble(_ value: Double) -> String {
        let text = ExportNumber.exact(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    private static let releaseClass = [
        "/** The stop FloatingPanel chooses for a release, and the panel's location (pt on its main axis)",
        " *  at each frame after the release, the last one at rest on the stop. */",
        "class Release(val target: String, val path: DoubleArray)",
    ]

    private static let containerClass = [
        "/** The container the panels run in: its size and its safe-area insets (pt = dp = CSS px). */",
        "class Container(",
        "    val width: Double,",
        "    val height: Double,",
        "    val top: Double,",
        "    val left: Double,",
        "    val bottom: Double,",
        "    val right: Double",
        ")",
    ]

    private static let types = [
        "private class Spring(val dampingRatio: Double, val angularFrequency: Double)",
        "",
        "private class RedirectionalPair(val from: String, val to: String, val value: Double)",
        "",
        "private class Dismiss(val duration: Double, val curve: DoubleArray?, val spring: Spring?)",
        "",
        "private class Panel(",
        "    val id: String,",
        "    val towardHidden: Double,",
        "    val states: Array<String>,",
        "    val locations: DoubleArray,",
        "    val mostExpanded: String,",
        "    val leastExpanded: String,",
        "    val hidden: Double,",
        "    val containerLength: Double,",
        "    val displayScale: Double,",
        "    val projectionRate: Double,",
        "    val projectsEverywhere: Boolean,",
        "    val projectableStates: Array<String>,",
        "    val redirectionalProgress: Double,",
        "    val pairs: Array<RedirectionalPair>,",
        "    val rubberBandsAtLeast: Boolean,",
        "    val rubberBandsAtMost: Boolean,",
        "    val rubberBandCoefficient: Double,",
        "    val fastSpring: Spring,",
        "    val slowSpring: Spring,",
        "    val fastReleaseSpeed: Double,",
        "    val transitionSpring: Spring,",
        "    val removable: Boolean,",
        "    val removalThreshold: Double,",
        "    val removeBeyond: Double?,",
        "    val dismiss: Dismiss?",
        ")",
    ]

    private static let rules = """
        /** The release of a drag of panel `panel` that began in state `from`, let go at `position` (pt,
         *  the panel's location on its main axis) with `velocity` (pt/s): FloatingPanel's stop and the
         *  location at each following frame of `1 / fps` seconds until the panel rests. */
        fun release(panel: String, from: String, position: Double, velocity: Double, fps: Double): Release {
            return releaseIn(panel, from, position, velocity, fps, sceneContainer)
        }

        /** The same release in `container`: the stops resolved from the anchors there. */
        fun releaseIn(
            panel: String, from: String, position: Double, velocity: Double, fps: Double, container: Container
        ): Release {
            val p = panelNamed(panel, container)
            val v = if (velocity.isFinite()) velocity else 0.0
            val h = 1.0 / fps
            if (p.removable && shouldRemove(p, position, v)) {
                return Release("hidden", if (h > 0 && h.isFinite()) dismissalPath(p, position, v, h) else DoubleArray(0))
            }
            val target = targetState(p, from, position, v)
            val end = location(p, target)
            if (end == position || !(h > 0) || !h.isFinite()) return Release(target, DoubleArray(0))
            val spring = if (abs(v) > p.fastReleaseSpeed) p.fastSpring else p.slowSpring
            return Release(target, springPath(spring, position, v, end, h, p.displayScale))
        }

        /** Where the panel is while dragged: `start` (its location when the drag began) plus the finger's
         *  main-axis `translation`, with FloatingPanel's rubber band past the extreme stops where the
         *  behavior allows it. */
        fun dragLocation(panel: String, start: Double, translation: Double): Double {
            return dragLocationIn(panel, start, translation, sceneContainer)
        }

        /** The same in `container`: the rubber band past the extreme stops resolved there. */
        fun dragLocationIn(panel: String, start: Double, translation: Double, container: Container): Double {
            val p = panelNamed(panel, container)
            val lower = p.locations[0]
            val upper = p.locations[p.locations.size - 1]
            var constant = start + translation
            if (p.rubberBandsAtLeast && constant < lower) constant = lower - rubberBand(p, lower - constant)
            if (p.rubberBandsAtMost && constant > upper) constant = upper + rubberBand(p, constant - upper)
            return constant
        }

        /** The location (pt on the main axis) of `state`, as the scene resolved it. */
        fun location(panel: String, state: String): Double = location(panelNamed(panel, sceneContainer), state)

        /** The location (pt on the main axis) of `state` in `container`. */
        fun locationIn(panel: String, state: String, container: Container): Double =
            location(panelNamed(panel, container), state)

        /** The panel's states, sorted so that their locations increase. */
        fun states(panel: String): Array<String> = panelNamed(panel, sceneContainer).states.copyOf()

        /** The locations (pt on the main axis) of the panel's `states` in `container`, as FloatingPanel
         *  resolves its anchors there: rounded to the display's pixels. */
        fun locations(panel: String, container: Container): DoubleArray =
            panelNamed(panel, container).locations.copyOf()

        private fun panelNamed(id: String, container: Container): Panel {
            val all = panels(container)
            for (p in all) if (p.id == id) return p
            throw IllegalArgumentException("no panel '" + id + "': the scene has " + all.joinToString(", ") { it.id })
        }

        /** FloatingPanel's rounding of a location to the display's pixels: half a pixel away from zero. */
        private fun pixel(value: Double, scale: Double): Double {
            val scaled = value * 1e9
            val truncated = (if (scaled < 0) -floor(-scaled) else floor(scaled)) / 1e9 * scale
            val rounded = if (truncated < 0) -floor(-truncated + 0.5) else floor(truncated + 0.5)
            return rounded / scale + 0.0
        }

        private fun location(p: Panel, state: String): Double {
            val index = p.states.indexOf(state)
            return if (index >= 0) p.locations[index] else p.hidden
        }

        private fun rubberBand(p: Panel, overshoot: Double): Double {
            val dimension = p.containerLength
            if (!(dimension > 0)) return 0.0
            return (1 - 1 / (overshoot * p.rubberBandCoefficient / dimension + 1)) * dimension
        }

        private fun next(p: Panel, state: String): String {
            val index = p.states.indexOf(state)
            return if (index >= 0 && index + 1 < p.states.size) p.states[index + 1] else state
        }

        private fun previous(p: Panel, state: String): String {
            val index = p.states.indexOf(state)
            return if (index > 0) p.states[index - 1] else state
        }

        /** The two states around `at`; a missing side is the first or last state. */
        private fun bracket(p: Panel, at: Double, forward: Boolean): Array<String> {
            var index = -1
            for (i in p.states.indices) {
                if (if (forward) at < p.locations[i] else at <= p.locations[i]) {
                    index = i
                    break
                }
            }
            val last = p.states[p.states.size - 1]
            if (index < 0) return arrayOf(last, last)
            if (index == 0) return arrayOf(p.states[0], p.states[0])
            return arrayOf(p.states[index - 1], p.states[index])
        }

        private fun shouldProjectMomentum(p: Panel, to: String): Boolean =
            p.projectsEverywhere || p.projectableStates.contains(to)

        private fun redirectionalProgress(p: Panel, from: String, to: String): Double {
            for (pair in p.pairs) if (pair.from == from && pair.to == to) return pair.value
            return p.redirectionalProgress
        }

        private fun targetState(p: Panel, state: String, current: Double, velocity: Double): String {
            if (p.states.size <= 1) return state
            val rate = p.projectionRate
            val base = abs(location(p, p.leastExpanded) - location(p, p.mostExpanded))
            // A zero distance between the extreme stops projects nowhere.
            var projection = if (base == 0.0) current else ((velocity / base) / 1000) * rate / (1 - rate) * base + current
            if (!projection.isFinite()) projection = current
            val distance = current - location(p, state)
            val forward = if (velocity == 0.0) distance > 0 else velocity > 0
            var around = bracket(p, projection, forward)
            var lower = around[0]
            var upper = around[1]
            var from = if (forward) lower else upper
            var to = if (forward) upper else lower
            if (!shouldProjectMomentum(p, to)) {
                around = bracket(p, current, forward)
                lower = around[0]
                upper = around[1]
                if (lower == upper) {
                    if (forward) upper = next(p, lower) else lower = previous(p, lower)
                }
                from = if (forward) lower else upper
                to = if (forward) upper else lower
                // The projection reaches no further than the neighbouring segment.
                projection = if (forward) {
                    max(min(projection, location(p, next(p, to))), location(p, from))
                } else {
                    max(min(projection, location(p, from)), location(p, previous(p, to)))
                }
            }
            val threshold = min(max(redirectionalProgress(p, from, to), 0.0), 1.0)
            val length = abs(location(p, to) - location(p, from))
            val travelled = abs(projection - location(p, from))
            // A zero-length segment (two stops at one location) is passed by any projection off it.
            val passes = if (length == 0.0) travelled > 0 else travelled / length > threshold
            return if (passes) to else from
        }

        private fun shouldRemove(p: Panel, current: Double, velocity: Double): Boolean {
            val distance = abs(current - p.hidden)
            val vector = if (distance == 0.0) 0.0 else velocity / distance
            val beyond = p.removeBeyond
            if (beyond != null && (current - location(p, p.leastExpanded)) * p.towardHidden > beyond) return true
            return vector * p.towardHidden >= p.removalThreshold
        }

        /** FloatingPanel's numeric spring, one step of `h` seconds a frame, until it is within a pixel of
         *  `target` and moved less than a pixel in the last frame; the last frame is on `target`. */
        private fun springPath(spring: Spring, start: Double, velocity: Double, target: Double, h: Double, scale: Double): DoubleArray {
            val path = ArrayList<Double>()
            val pixel = 1 / scale
            var x = start
            var v = velocity
            while (path.size < MAX_FRAMES) {
                val previous = x
                val omega2 = spring.angularFrequency * spring.angularFrequency
                val f = 1 + 2 * h * spring.dampingRatio * spring.angularFrequency
                val det = f + h * h * omega2
                val next = (f * x + h * v + h * h * omega2 * target) / det
                v = (v + h * omega2 * (target - next)) / det
                x = next
                if ((abs(target - x) <= pixel && abs(previous - x) <= pixel) || !v.isFinite()) {
                    path.add(target)
                    break
                }
                path.add(if (x.isFinite()) x else target)
            }
            return path.toDoubleArray()
        }

        /** A removal: the show/hide spring from the release speed toward hidden, or the dismissal animator. */
        private fun dismissalPath(p: Panel, current: Double, velocity: Double, h: Double): DoubleArray {
            val target = p.hidden
            val dismiss = p.dismiss
            if (dismiss == null) {
                val direction = if (target == current) p.towardHidden else if (target > current) 1.0 else -1.0
                return springPath(p.transitionSpring, current, direction * abs(velocity), target, h, p.displayScale)
            }
            val path = ArrayList<Double>()
            var elapsed = 0.0
            var x = current
            while (path.size < MAX_FRAMES) {
                val previous = x
                elapsed += h
                val finished = !dismiss.duration.isFinite() || !(elapsed + 1e-9 < dismiss.duration)
                val progress = if (finished) 1.0 else animatorProgress(dismiss, elapsed)
                val next = current + (target - current) * progress
                x = if (next.isFinite()) next else target
                if (finished || !((x - previous) / h).isFinite()) {
                    path.add(target)
                    break
                }
                path.add(x)
            }
            return path.toDoubleArray()
        }

        private fun animatorProgress(dismiss: Dismiss, elapsed: Double): Double {
            val duration = dismiss.duration
            if (!duration.isFinite() || !(duration > 0) || !elapsed.isFinite() || !(elapsed < duration)) return 1.0
            if (!(elapsed > 0)) return 0.0
            val spring = dismiss.spring
            val curve = dismiss.curve
            val value = if (spring != null) {
                val zeta = spring.dampingRatio
                val omega = spring.angularFrequency
                if (zeta >= 1) {
                    1 - (1 + omega * elapsed) * exp(-omega * elapsed)
                } else {
                    val damped = omega * sqrt(1 - zeta * zeta)
                    val envelope = exp(-zeta * omega * elapsed)
                    1 - envelope * (cos(damped * elapsed) + zeta * omega / damped * sin(damped * elapsed))
                }
            } else if (curve != null) {
                val x = min(max(elapsed / duration, 0.0), 1.0)
                bezier(solve(x, curve[0], curve[2]), curve[1], curve[3])
            } else {
                min(max(elapsed / duration, 0.0), 1.0)
            }
            return if (value.isFinite()) value else 1.0
        }

        private fun bezier(s: Double, p1: Double, p2: Double): Double {
            val u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }

        /** The Bézier parameter whose x is `x`, by 60 halvings. */
        private fun solve(x: Double, x1: Double, x2: Double): Double {
            var low = 0.0
            var high = 1.0
            for (i in 0 until 60) {
                val middle = (low + high) / 2
                if (bezier(middle, x1, x2) < x) low = middle else high = middle
            }
            return (low + high) / 2
        }

        /** A guard against a spring that never settles: ten minutes of frames at 240 Hz. */
        private const val MAX_FRAMES = 144000
        """.components(separatedBy: "\n")
}
