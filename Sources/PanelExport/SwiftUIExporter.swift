import FloatingPanel
import Foundation
import PanelConfig

/// `export --format swiftui`: the `swift` export's layouts and behaviors, applied through
/// FloatingPanel's SwiftUI modifiers (Docs/engine.md §21), plus a `FloatingPanelCoordinator` for the
/// settings that have no modifier (removal, backdrop tap, grabber size, padding, margins).
package enum SwiftUIExporter {
    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        let usage = zip(scene.panels, names.panelStems).map { panel, stem in
            "        .\(modifierName(stem)) { \(ContentSectionsSwiftWriter.applies(to: panel) ? "proxy, sections" : "proxy") in … }"
        }
        writer.comment(options.header(scene, format: .swiftui))
        writer.comment(
            ["", "Usage (panels bottom to top):", "    MainView()"] + usage + [
                "",
                "Not exported: the sample content the panel was tuned with (its rows and sizes); use",
                "`floatingPanelScrollTracking(proxy:)` in your content to track a scroll view.",
            ] + SwiftExporter.unsupportedLines(scene, writesCompanion: false))
        writer.line()
        SwiftExporter.writeFloatingPanelImport(writer)
        writer.line("import SwiftUI")
        writer.line("import UIKit")
        SwiftExporter.writeCustomStates(names, writer: writer)
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// MARK: - Panel \"\(panel.id)\"")
            writer.comment(SwiftExporter.unsupportedNotes(panel, notes: notes, writesCompanion: false))
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
        let classNames = SwiftLayoutWriter(names: names, writer: writer).writeClasses(stem: stem, panel: panel)
        let contentLayout = SwiftLayoutWriter.needsContentLayout(panel)
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
        // Every panel has a coordinator of its own: FloatingPanelDefaultCoordinator adds the panel
        // before its layout is applied (see `writeCoordinatorRequirements`).
        let coordinator = "\(stem)PanelCoordinator"
        if let sections {
            writer.line()
            sections.writeSwiftUICoordinator(
                settings: settings, properties: properties,
                recipesDelegate: delegate.isNeeded ? delegate.className : nil,
                contentLayoutClasses: contentLayout ? classNames : nil)
        } else {
            writer.line()
            writeCoordinator(
                coordinator, panel: panel, settings: settings, properties: properties,
                contentLayoutClasses: contentLayout ? classNames : nil, writer: writer)
        }
        writer.line()
        writeModifier(
            panel, stem: stem, names: names, entries: SwiftLayoutWriter.entries(panel), classNames: classNames,
            coordinator: coordinator, behavior: behavior, appearance: appearance, chained: chained, sections: sections,
            writer: writer)
    }

    /// A `FloatingPanelCoordinator`'s `setupFloatingPanel` (the content hosted, `settings` applied
    /// to `controller`, the panel added on the main actor's next turn) and its `onUpdate`.
    ///
    /// FloatingPanel's SwiftUI view calls `setupFloatingPanel` before it applies the
    /// `.floatingPanelLayout` and `.floatingPanelBehavior` values (FloatingPanelView.swift,
    /// `makeUIViewController`, 3.2.1): added there, the panel opens at FloatingPanelBottomLayout's
    /// `.half` and keeps it when the tuned layout arrives. Added later, it opens at the tuned
    /// layout's initial state, and its first state change, like FloatingPanel's own binding
    /// write, reaches SwiftUI outside the view update.
    static func writeCoordinatorRequirements(
        settings: [String], contentLayoutClasses: [String]?, writer: SourceWriter
    ) {
        writer.line("func setupFloatingPanel<Main: View, Content: View>(")
        writer.line("    mainHostingController: UIHostingController<Main>,")
        writer.line("    contentHostingController: UIHostingController<Content>")
        writer.block(") {") {
            writer.line("contentHostingController.view.backgroundColor = .clear")
            writer.line("controller.set(contentViewController: contentHostingController)")
            writer.lines(settings)
            writer.comment([
                "FloatingPanel applies this panel's layout and behavior after this method returns: add the",
                "panel once they are in place, so it opens at the layout's initial state.",
            ])
            writer.block("Task { @MainActor [weak self, weak mainHostingController] in", close: "}") {
                writer.line("guard let self, let mainHostingController else { return }")
                if contentLayoutClasses != nil {
                    writer.line("self.installContentLayout(in: contentHostingController)")
                }
                writer.line("self.controller.addPanel(toParent: mainHostingController, animated: false)")
            }
        }
        writer.line()
        writer.line("func onUpdate<Representable>(context: UIViewControllerRepresentableContext<Representable>)")
        if let classes = contentLayoutClasses {
            writer.block("where Representable: UIViewControllerRepresentable {") {
                writer.line("updateContentHeight()")
            }
            writer.line()
            writeContentLayoutSupport(classes, writer: writer)
        } else {
            writer.line("where Representable: UIViewControllerRepresentable {}")
        }
    }

    /// The coordinator's part of the adaptive anchors: the layouts hold one guide, created with
    /// them in the modifier, and the coordinator puts it in the hosted content's view with the
    /// height SwiftUI gives the content at the panel's width, so the guide measures the content,
    /// not the panel (a guide the panel sizes would make the anchor's constraint circular).
    private static func writeContentLayoutSupport(_ classes: [String], writer: SourceWriter) {
        writer.line("private var contentHeight: NSLayoutConstraint?")
        writer.line("private var measureContent: ((CGFloat) -> CGFloat)?")
        writer.line()
        writer.comment(
            ["Puts the layouts' guide at the top of the hosted content, as tall as the content."], prefix: "/// ")
        writer.block("private func installContentLayout<Content: View>(in host: UIHostingController<Content>) {") {
            let lookup = classes.map { "(controller.layout as? \($0))?.contentLayout" }.joined(separator: " ?? ")
            writer.line("guard contentHeight == nil, let guide = \(lookup) else { return }")
            writer.line("let view: UIView = host.view")
            writer.line("view.addLayoutGuide(guide)")
            writer.line("let height = guide.heightAnchor.constraint(equalToConstant: 0)")
            writer.block("NSLayoutConstraint.activate([", close: "])") {
                writer.line("guide.topAnchor.constraint(equalTo: view.topAnchor),")
                writer.line("guide.leftAnchor.constraint(equalTo: view.leftAnchor),")
                writer.line("guide.rightAnchor.constraint(equalTo: view.rightAnchor),")
                writer.line("height,")
            }
            writer.line("contentHeight = height")
            writer.block("measureContent = { [weak host] width in", close: "}") {
                writer.line(
                    "host?.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0")
            }
            writer.line("updateContentHeight()")
        }
        writer.line()
        writer.comment(
            ["Follows the content's height as SwiftUI updates it, and lays the panel out again."], prefix: "/// ")
        writer.block("private func updateContentHeight() {") {
            writer.line("guard let contentHeight, let measureContent else { return }")
            writer.line("let height = measureContent(controller.view.bounds.width)")
            writer.line("guard height != contentHeight.constant else { return }")
            writer.line("contentHeight.constant = height")
            writer.line("controller.invalidateLayout()")
        }
    }

    private static func writeCoordinator(
        _ name: String, panel: ResolvedPanel, settings: [String], properties: [String],
        contentLayoutClasses: [String]?, writer: SourceWriter
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
            writeCoordinatorRequirements(settings: settings, contentLayoutClasses: contentLayoutClasses, writer: writer)
        }
    }

    private static func writeModifier(
        _ panel: ResolvedPanel, stem: String, names: SwiftNames, entries: [ConditionalLayout], classNames: [String],
        coordinator: String,
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
                writer.comment(
                    [
                        "The layouts share one guide, which `\(coordinator)` puts in the hosted content's view",
                        "with the content's height.",
                    ], prefix: "/// ")
                writer.block("init(panelContent: @escaping \(contentType)) {") {
                    writer.line("let contentLayout = UILayoutGuide()")
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
            var doc = ["Adds panel \"\(panel.id)\" above this view, showing `content`."]
            if let state = SwiftLayoutWriter.presentationAfterHidden(panel, names: names) {
                doc += [
                    "It starts hidden: present it with `proxy.move(to: \(state), animated: true)`, where the sandbox",
                    "presents it, using the `proxy` its content closure receives (keep it where the view that",
                    "presents the panel can reach it).",
                ]
            }
            writer.comment(doc, prefix: "/// ")
            writer.line("func \(modifierName(stem))<PanelContent: View>(")
            writer.line(
                "    @ViewBuilder content: @escaping \(sections?.contentClosureType ?? "(FloatingPanelProxy) -> PanelContent")"
            )
            writer.block(") -> some View {") {
                writer.line("modifier(\(modifierType)(panelContent: content))")
            }
        }
    }
}
