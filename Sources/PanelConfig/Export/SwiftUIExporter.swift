import FloatingPanel
import Foundation

/// `export --format swiftui`: the `swift` export's layouts and behaviors, applied through
/// FloatingPanel's SwiftUI modifiers (Docs/engine.md §21), plus a `FloatingPanelCoordinator` for the
/// settings that have no modifier (removal, backdrop tap, grabber size, padding, margins).
package enum SwiftUIExporter {
    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        let usage = zip(scene.panels, names.panelStems).map { panel, stem in
            "        .\(modifierName(stem))\(SwiftLayoutWriter.needsContentLayout(panel) ? "(contentLayout: guide)" : "") { \(ContentSectionsSwiftWriter.applies(to: panel) ? "proxy, sections" : "proxy") in … }"
        }
        writer.comment(options.header(scene, format: .swiftui))
        writer.comment(
            ["", "Usage (panels bottom to top):", "    MainView()"] + usage + [
                "",
                "Not exported: the sandbox's content (rows, contentSize, scrollContentHeight); use",
                "`floatingPanelScrollTracking(proxy:)` in your content to track a scroll view.",
                "",
            ] + SwiftExporter.unsupportedLines)
        writer.line()
        SwiftExporter.writeFloatingPanelImport(writer)
        writer.line("import SwiftUI")
        writer.line("import UIKit")
        SwiftExporter.writeCustomStates(names, writer: writer)
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// MARK: - Panel \"\(panel.id)\"")
            writer.comment(SwiftExporter.unsupportedNotes(panel, notes: notes))
            writePanel(
                panel, stem: stem, names: names, distance: scene.longestMove, writer: writer,
                chained: scene.panels.count > 1)
        }
        return writer.text
    }

    static func modifierName(_ stem: String) -> String {
        stem.prefix(1).lowercased() + stem.dropFirst() + "FloatingPanel"
    }

    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, names: SwiftNames, distance: CGFloat, writer: SourceWriter,
        chained: Bool
    ) {
        let layoutWriter = SwiftLayoutWriter(names: names, writer: writer)
        let contentLayout = SwiftLayoutWriter.needsContentLayout(panel)
        let entries = SwiftLayoutWriter.entries(panel)
        let classNames = SwiftLayoutWriter.classNames(stem: stem, panel: panel)
        for (entry, name) in zip(entries, classNames) {
            writer.line()
            layoutWriter.writeClass(name, entry: entry, panelID: panel.id, contentLayout: contentLayout)
        }
        // Like the appearance: a lone panel with FloatingPanel's behavior sets none.
        let behavior: String?
        if !SwiftBehaviorWriter.isDefault(panel) {
            behavior = "\(stem)PanelBehavior()"
            writer.line()
            SwiftBehaviorWriter(names: names, writer: writer).writeClass(
                "\(stem)PanelBehavior", panel: panel, distance: distance)
        } else {
            behavior = chained ? "FloatingPanelDefaultBehavior()" : nil
        }
        // Without an appearance of its own a lone panel keeps FloatingPanel's (system background);
        // chained panels each set one, since environment values flow into the panels below.
        let appearance: String?
        if !SwiftSurfaceWriter.isDefault(panel.surfaceView.appearance) {
            appearance = "make\(stem)PanelSurfaceAppearance()"
            writer.line()
            SwiftSurfaceWriter(writer: writer).writeAppearanceFunction(
                "make\(stem)PanelSurfaceAppearance", panel: panel)
        } else {
            appearance = chained ? "SurfaceAppearance()" : nil
        }

        var settings = SwiftSurfaceWriter.controllerSettings(panel, controller: "controller", includePadding: false)
        let delegate = SwiftDelegateWriter(names: names, writer: writer, panel: panel, stem: stem)
        let sections =
            ContentSectionsSwiftWriter.applies(to: panel)
            ? ContentSectionsSwiftWriter(panel: panel, stem: stem, names: names, writer: writer) : nil
        var properties: [String] = []
        // FloatingPanel has one delegate: the recipes' class when there is one, forwarding state
        // changes to the blocks' coordinator; the layouts need none, the modifier chooses them.
        if delegate.isNeeded {
            writer.line()
            delegate.writeClass(
                conditionalSelector: nil,
                receiver: sections.map { SwiftDelegateWriter.StateChangeReceiver.coordinator($0.coordinatorName) })
            properties.append("let delegate = \(delegate.className)()")
            settings += delegate.configureLines(
                controller: "controller", selector: nil, receiver: sections != nil ? ("coordinator", "self") : nil)
        }
        let coordinator =
            settings.isEmpty && sections == nil ? "FloatingPanelDefaultCoordinator" : "\(stem)PanelCoordinator"
        if let sections {
            writer.line()
            sections.writeSwiftUICoordinator(
                settings: settings, properties: properties,
                recipesDelegate: delegate.isNeeded ? delegate.className : nil)
        } else if !settings.isEmpty {
            writer.line()
            writeCoordinator(coordinator, panel: panel, settings: settings, properties: properties, writer: writer)
        }
        writer.line()
        writeModifier(
            panel, stem: stem, entries: entries, classNames: classNames, coordinator: coordinator,
            behavior: behavior, appearance: appearance, chained: chained, sections: sections, writer: writer)
    }

    /// A `FloatingPanelCoordinator`'s `setupFloatingPanel` (the content hosted, `settings` applied
    /// to `controller`, the panel added) and its empty `onUpdate`.
    static func writeCoordinatorRequirements(settings: [String], writer: SourceWriter) {
        writer.line("func setupFloatingPanel<Main: View, Content: View>(")
        writer.line("    mainHostingController: UIHostingController<Main>,")
        writer.line("    contentHostingController: UIHostingController<Content>")
        writer.block(") {") {
            writer.line("contentHostingController.view.backgroundColor = .clear")
            writer.line("controller.set(contentViewController: contentHostingController)")
            writer.lines(settings)
            writer.line("controller.addPanel(toParent: mainHostingController, animated: false)")
        }
        writer.line()
        writer.line("func onUpdate<Representable>(context: UIViewControllerRepresentableContext<Representable>)")
        writer.line("where Representable: UIViewControllerRepresentable {}")
    }

    private static func writeCoordinator(
        _ name: String, panel: ResolvedPanel, settings: [String], properties: [String], writer: SourceWriter
    ) {
        writer.comment(
            ["Sets up panel \"\(panel.id)\" with the settings FloatingPanel's SwiftUI modifiers do not cover."],
            prefix: "/// ")
        writer.line("@available(iOS 14, *)")
        writer.line("@MainActor")
        writer.block("final class \(name): @preconcurrency FloatingPanelCoordinator {") {
            writer.line("enum Event {}")
            writer.line()
            writer.line("let proxy: FloatingPanelProxy")
            writer.lines(properties)
            writer.line()
            writer.block("init(action _: @escaping (Event) -> Void) {") {
                writer.line("proxy = FloatingPanelProxy(controller: FloatingPanelController())")
            }
            writer.line()
            writeCoordinatorRequirements(settings: settings, writer: writer)
        }
    }

    private static func writeModifier(
        _ panel: ResolvedPanel, stem: String, entries: [ConditionalLayout], classNames: [String], coordinator: String,
        behavior: String?, appearance: String?, chained: Bool, sections: ContentSectionsSwiftWriter?,
        writer: SourceWriter
    ) {
        let contentLayout = SwiftLayoutWriter.needsContentLayout(panel)
        let conditional = SwiftLayoutWriter.isConditional(panel)
        let argument = contentLayout ? "contentLayout: contentLayout" : ""
        let modifierType = "\(stem)FloatingPanelModifier"
        let layoutName = conditional ? "layouts" : "layout"
        let layoutType = conditional ? "[FloatingPanelLayout]" : classNames[0]
        let layouts =
            conditional
            ? "[" + classNames.map { "\($0)(\(argument))" }.joined(separator: ", ") + "]"
            : "\(classNames[0])(\(argument))"
        let padding = panel.surfaceView.grabberHandlePadding
        let contentModes = Set(entries.map(\.contentMode))
        // Environment values flow into every panel below a modifier, so with several panels each
        // one sets every value; alone, defaults are left out.
        let writesContentMode = chained || contentModes != [.static]
        let writesPadding = chained || padding != SurfaceView().grabberHandlePadding

        var modifiers = [
            sections?.floatingPanelModifier
                ?? ".floatingPanel(coordinator: \(coordinator).self, content: panelContent)",
            conditional
                ? ".floatingPanelLayout(layouts[layoutIndex(for: geometry.size)])" : ".floatingPanelLayout(layout)",
        ]
        if behavior != nil { modifiers.append(".floatingPanelBehavior(behavior)") }
        if appearance != nil { modifiers.append(".floatingPanelSurfaceAppearance(appearance)") }
        if writesContentMode {
            modifiers.append(
                contentModes.count > 1
                    ? ".floatingPanelContentMode(contentMode(for: geometry.size))"
                    : ".floatingPanelContentMode(.\(entries[0].contentMode.rawValue))")
        }
        if writesPadding {
            modifiers.append(".floatingPanelGrabberHandlePadding(\(ExportNumber.exact(Double(padding))))")
        }

        writer.comment(
            [
                "Panel \"\(panel.id)\" with its tuned layout, behavior and appearance.",
                "",
                "The layout and behavior objects are kept in `@State`: FloatingPanel invalidates the layout",
                "whenever a different layout object arrives.",
            ], prefix: "/// ")
        writer.line("@available(iOS 14, *)")
        writer.block("struct \(modifierType)<PanelContent: View>: ViewModifier {") {
            writer.line("@State private var \(layoutName): \(layoutType)" + (contentLayout ? "" : " = \(layouts)"))
            if let behavior { writer.line("@State private var behavior = \(behavior)") }
            if let appearance { writer.line("@State private var appearance = \(appearance)") }
            if let sections { writer.line(sections.stateLine) }
            let contentType = sections?.contentClosureType ?? "(FloatingPanelProxy) -> PanelContent"
            writer.line("let panelContent: \(contentType)")
            if contentLayout {
                writer.line()
                writer.block(
                    "init(contentLayout: UILayoutGuide, panelContent: @escaping \(contentType)) {"
                ) {
                    writer.line("_\(layoutName) = State(initialValue: \(layouts))")
                    writer.line("self.panelContent = panelContent")
                }
            }
            writer.line()
            writer.block("func body(content: Content) -> some View {") {
                if conditional {
                    // The sandbox's conditions are on the whole container, safe area included.
                    writer.block("GeometryReader { geometry in") {
                        writer.line("content")
                        writer.lines(modifiers.map { "    " + $0 })
                    }
                    writer.line(".ignoresSafeArea()")
                } else {
                    writer.line("content")
                    writer.lines(modifiers.map { "    " + $0 })
                }
            }
            if conditional {
                writer.line()
                writer.comment(
                    ["The first layout whose condition holds, as the sandbox's `layout` list chooses."], prefix: "/// ")
                writer.block("private func layoutIndex(for size: CGSize) -> Int {") {
                    SwiftLayoutWriter.writeChoice(entries, writer: writer) { "\($0)" }
                }
                if contentModes.count > 1 {
                    writer.line()
                    writer.block("private func contentMode(for size: CGSize) -> FloatingPanelController.ContentMode {")
                    {
                        SwiftLayoutWriter.writeChoice(entries, writer: writer) {
                            ".\(entries[$0].contentMode.rawValue)"
                        }
                    }
                }
            }
        }
        writer.line()
        writer.line("@available(iOS 14, *)")
        writer.block("extension View {") {
            writer.comment(["Adds panel \"\(panel.id)\" above this view, showing `content`."], prefix: "/// ")
            writer.line("func \(modifierName(stem))<PanelContent: View>(")
            if contentLayout { writer.line("    contentLayout: UILayoutGuide,") }
            writer.line(
                "    @ViewBuilder content: @escaping \(sections?.contentClosureType ?? "(FloatingPanelProxy) -> PanelContent")"
            )
            writer.block(") -> some View {") {
                let arguments = (contentLayout ? "contentLayout: contentLayout, " : "") + "panelContent: content"
                writer.line("modifier(\(modifierType)(\(arguments)))")
            }
        }
    }
}
