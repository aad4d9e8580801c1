import FloatingPanel
import Foundation
import PanelConfig

/// The Kotlin the Android export gives per panel (inside the layout's comments, fenced by
/// ```` ```kotlin ```` lines): a function that sets the sheet's stops from the window it runs in,
/// its size and its system-bar and cutout insets, as FloatingPanel resolves its anchors in the
/// container and safe area it is in; the XML's values are those of the scene's container.
enum AndroidStopsCode {
    /// The imports every panel's function needs, written once in the file's header.
    static let imports = [
        "import android.view.View",
        "import androidx.core.view.ViewCompat",
        "import androidx.core.view.WindowInsetsCompat",
        "import com.google.android.material.bottomsheet.BottomSheetBehavior",
        "import com.google.android.material.shape.MaterialShapeDrawable",
        "import com.google.android.material.sidesheet.SideSheetBehavior",
        "import kotlin.math.roundToInt",
    ]

    /// The pieces of one bottom sheet's function.
    struct BottomSheet {
        var expanded: ResolvedStops.Stop?
        var half: ResolvedStops.Stop?
        var collapsed: ResolvedStops.Stop?
        /// Whether the sheet is sized by its content (two stops: expanded is its height).
        var fitsContents: Bool
    }

    /// A fenced block: the header's imports.
    static func importBlock() -> [String] {
        ["```kotlin"] + imports + ["```"]
    }

    /// `apply…PanelStops(sheet)` for a bottom sheet; `setup` are the behavior's code-only settings
    /// (hide friction, significant velocity) and `shape` the stroke lines.
    static func bottomSheet(
        _ sheet: BottomSheet, function: String, resolved: ResolvedStops, setup: [String], shape: [String]
    ) -> [String] {
        let formula = StopFormula(resolved, syntax: .kotlin())
        var body: [String] = []
        if let expanded = sheet.expanded {
            if sheet.fitsContents {
                body += resize(dimension: "height", to: formula.extent(expanded))
            } else {
                body.append("behavior.expandedOffset = px(containerLength - (\(formula.extent(expanded))))")
            }
        }
        if let half = sheet.half {
            body.append(
                "behavior.halfExpandedRatio = ((\(formula.extent(half))) / containerLength).coerceIn(0.01f, 0.99f)")
        }
        if let peek = sheet.collapsed ?? sheet.expanded {
            body.append("behavior.peekHeight = px(\(formula.extent(peek)))")
        }
        return self.function(
            name: function, behavior: "BottomSheetBehavior", vertical: true, resolved: resolved,
            setup: setup + shape, body: body)
    }

    /// `apply…PanelStops(sheet)` for a side sheet: its width follows the window.
    static func sideSheet(
        _ expanded: ResolvedStops.Stop, function: String, resolved: ResolvedStops, setup: [String], shape: [String]
    ) -> [String] {
        let formula = StopFormula(resolved, syntax: .kotlin())
        return self.function(
            name: function, behavior: "SideSheetBehavior", vertical: false, resolved: resolved, setup: setup + shape,
            body: resize(dimension: "width", to: formula.extent(expanded)))
    }

    private static func resize(dimension: String, to extent: String) -> [String] {
        [
            "val \(dimension) = px(\(extent))",
            "if (sheet.layoutParams.\(dimension) != \(dimension)) {",
            "    sheet.layoutParams.\(dimension) = \(dimension)",
            "    sheet.requestLayout()",
            "}",
        ]
    }

    private static func function(
        name: String, behavior: String, vertical: Bool, resolved: ResolvedStops, setup: [String], body: [String]
    ) -> [String] {
        let (start, end) = vertical ? ("top", "bottom") : ("left", "right")
        let listener =
            vertical
            ? "{ _, _, top, _, bottom, _, _, _, _ ->" : "{ _, left, _, right, _, _, _, _, _ ->"
        let length = vertical ? "(bottom - top)" : "(right - left)"
        var lines = [
            "```kotlin",
            "// Call once the sheet is inflated; the stops follow every layout of its parent.",
            "fun \(name)(sheet: View) {",
            "    val behavior = \(behavior).from(sheet)",
        ]
        lines += setup.map { "    " + $0 }
        lines += [
            "    (sheet.parent as View).addOnLayoutChangeListener \(listener)",
            "        val density = sheet.resources.displayMetrics.density",
            "        val insets = ViewCompat.getRootWindowInsets(sheet)",
            "            ?.getInsets(WindowInsetsCompat.Type.systemBars() or WindowInsetsCompat.Type.displayCutout())",
            "        val containerLength = \(length) / density",
            "        val insetStart = (insets?.\(start) ?: 0) / density",
            "        val insetEnd = (insets?.\(end) ?: 0) / density",
        ]
        if let content = resolved.contentLength {
            lines.append(
                "        val contentLength = \(Float(content))f // the content's length in dp: measure yours")
        }
        lines.append("        val px = { dp: Float -> (dp * density).roundToInt() }")
        lines += body.map { "        " + $0 }
        lines += ["    }", "}", "```"]
        return lines
    }

    /// The Kotlin blocks of `text` (an Android export), each without its fences and with the XML
    /// comment's indentation removed, joined into one file.
    static func extract(from text: String) -> String {
        var blocks: [String] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "```kotlin" {
                current = []
            } else if trimmed == "```", let block = current {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                let indent = line.prefix { $0 == " " }.count
                current?.append(String(line.dropFirst(min(indent, 6))))
            }
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }
}
