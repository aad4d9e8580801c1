import FloatingPanel
import Foundation
import PanelConfig

/// `export --format swift`: FloatingPanel code for UIKit (Docs/export.md, Docs/engine.md §21). Per panel a
/// `FloatingPanelLayout` class (or one per `when` entry and a delegate choosing among them by
/// size), a `FloatingPanelBehavior` class, the surface appearance and a function applying all of
/// it to a `FloatingPanelController`.
package enum SwiftExporter {
    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writer.comment(options.header(scene, format: .swift))
        writer.comment(
            [
                "",
                "Usage: each panel's `configure…Panel` below shows its call.",
                "",
                "Not exported: the sample content the panel was tuned with (its rows and sizes); track your own",
                "scroll view with `fpc.track(scrollView:)`.",
            ] + unsupportedLines(scene, writesCompanion: true))
        writer.line()
        writeFloatingPanelImport(writer)
        writer.line("import UIKit")
        SwiftExporter.writeCustomStates(names, writer: writer)
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// MARK: - Panel \"\(panel.id)\"")
            writer.comment(unsupportedNotes(panel, notes: notes, writesCompanion: true))
            writePanel(panel, stem: stem, names: names, distance: scene.longestMove, writer: writer)
        }
        return writer.text
    }

    /// What FloatingPanel has no API for, for the header of the `swift` and `swiftui` exports:
    /// only the settings some panel of `scene` uses, each with what to do instead.
    /// `writesCompanion`: the export writes the attachments, the keyboard and the surface inset
    /// (`swift` does, `swiftui` not yet).
    static func unsupportedLines(_ scene: ResolvedScene, writesCompanion: Bool) -> [String] {
        var items: [String] = []
        if scene.panels.contains(where: \.isModal) {
            items += [
                "- `modal`: FloatingPanel's backdrop lets touches through where its alpha is below 0.01; block",
                "  them yourself, or keep the alpha at 0.01 or more where the panel must be modal;",
            ]
        }
        if !writesCompanion, scene.panels.contains(where: SwiftCompanionWriter.applies) {
            items += [
                "- `keyboard`, `attachments` and `surfaceInset`: FloatingPanel has no API for them and this format",
                "  does not write them yet; the `swift` export writes them as a companion class;",
            ]
        }
        let interactive = scene.panels.flatMap { panel in
            panel.content.sections.filter(\.isInteractive).map { "\"\(panel.id)\" \($0.id)" }
        }
        if !interactive.isEmpty {
            items += [
                "- blocks that take their own gestures (\(interactive.joined(separator: ", "))): a drag that begins on",
                "  one moves neither the panel nor the list in the sandbox; with FloatingPanel, set",
                "  `fpc.panGestureRecognizer.delegateProxy` to an object whose `gestureRecognizer(_:shouldReceive:)`",
                "  returns false for a touch on the block.",
            ]
        }
        guard !items.isEmpty else { return [] }
        items[items.count - 1] = String(items[items.count - 1].dropLast()) + "."
        return [
            "",
            "What FloatingPanel cannot express of these panels (everything else, the removal velocity",
            "threshold included, is written as tuned):",
        ] + items
    }

    /// A `Cannot be represented` line per setting of `panel` FloatingPanel has no API for.
    static func unsupportedNotes(_ panel: ResolvedPanel, notes: ExportNotes, writesCompanion: Bool) -> [String] {
        var lines = AdaptivePresentationExport.limits(panel).map { notes.cannotRepresent(panel, $0) }
        // Modality only shows where the backdrop is clear: elsewhere FloatingPanel's backdrop blocks too.
        let clearStates = panel.layouts.flatMap { entry in
            entry.layout.anchors.keys.filter { $0 != .hidden && entry.layout.backdropAlpha(for: $0) < 0.01 }
        }
        if panel.isModal, let state = clearStates.first {
            lines.append(
                notes.cannotRepresent(
                    panel, "modal at `\(state.rawValue)`, where FloatingPanel's clear backdrop lets touches through."))
        }
        if !writesCompanion, SwiftCompanionWriter.applies(to: panel) {
            lines.append(
                notes.cannotRepresent(
                    panel,
                    "the keyboard (\(panel.keyboard.summary)), attachments and surface inset; FloatingPanel has no API for them and this format does not write them yet."
                ))
        }
        return lines
    }

    /// `import FloatingPanel`, marked `@preconcurrency` with the reason: FloatingPanel is built in
    /// Swift 5 mode without Sendable annotations, and Swift 6 otherwise rejects the shared custom
    /// states below and main-actor classes adopting its protocols.
    static func writeFloatingPanelImport(_ writer: SourceWriter) {
        writer.comment([
            "FloatingPanel predates Swift concurrency checking (it builds in Swift 5 mode), so Swift 6 needs",
            "`@preconcurrency` to accept its states as shared constants and main-actor classes adopting its",
            "protocols; FloatingPanel calls all of them on the main thread.",
        ])
        writer.line("@preconcurrency import FloatingPanel")
    }

    /// `extension FloatingPanelState` with one shared `static let` per custom state: upstream
    /// compares states by identity, so every use must be the same object (Docs/engine.md §21).
    static func writeCustomStates(_ names: SwiftNames, writer: SourceWriter) {
        let states = names.customStates
        guard !states.isEmpty else { return }
        writer.line()
        writer.comment(
            [
                "Custom states, one shared object each: FloatingPanel compares states by identity, so a computed",
                "property returning a new state on every call would match no anchor. A state holds two `let`s",
                "and never changes, which is why sharing it is safe in Swift 6 too.",
            ], prefix: "/// ")
        writer.block("extension FloatingPanelState {") {
            for (name, state) in states {
                writer.line(
                    "static let \(name) = FloatingPanelState(rawValue: \(swiftString(state.rawValue)), order: \(state.order))"
                )
            }
        }
    }

    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, names: SwiftNames, distance: CGFloat, writer: SourceWriter
    ) {
        let classNames = SwiftLayoutWriter(names: names, writer: writer).writeClasses(stem: stem, panel: panel)
        let contentLayout = SwiftLayoutWriter.needsContentLayout(panel)
        let conditional = SwiftLayoutWriter.isConditional(panel)
        let delegate = SwiftDelegateWriter(names: names, writer: writer, panel: panel, stem: stem)
        let sections =
            ContentSectionsSwiftWriter.applies(to: panel)
            ? ContentSectionsSwiftWriter(panel: panel, stem: stem, names: names, writer: writer) : nil
        let sectionsReceiver = sections.map { SwiftDelegateWriter.StateChangeReceiver.sections($0.uiKitClassName) }
        // FloatingPanel has one delegate: the recipes' class if any, else the selector, else the
        // blocks' class; the one chosen asks the selector and forwards state changes to the blocks.
        let selectorName = "\(stem)PanelLayoutSelector"
        let owner = SwiftDelegateOwner(
            recipes: delegate.isNeeded ? delegate.className : nil, selector: conditional ? selectorName : nil,
            sections: sections?.uiKitClassName)
        if conditional {
            writer.line()
            writeSelector(
                selectorName, panel: panel, classNames: classNames,
                receiver: owner.parameter == "selector" ? sectionsReceiver : nil, askedBy: owner.recipes, writer: writer
            )
        }
        let customBehavior = !SwiftBehaviorWriter.isDefault(panel)
        if customBehavior {
            writer.line()
            SwiftBehaviorWriter(names: names, writer: writer).writeClass(
                "\(stem)PanelBehavior", panel: panel, distance: distance)
        }
        if delegate.isNeeded {
            writer.line()
            delegate.writeClass(conditionalSelector: conditional ? selectorName : nil, receiver: sectionsReceiver)
        }
        let companion =
            SwiftCompanionWriter.applies(to: panel)
            ? SwiftCompanionWriter(panel: panel, stem: stem, names: names, writer: writer) : nil
        // With no other delegate the companion is the delegate; otherwise that one calls it.
        let companionIsDelegate = owner.parameter == nil
        if let companion {
            writer.line()
            companion.writeClass(isDelegate: companionIsDelegate)
        }
        let surface = SwiftSurfaceWriter(writer: writer)
        let customAppearance = !SwiftSurfaceWriter.isDefault(panel.surfaceView.appearance)
        let appearanceFunction = "make\(stem)PanelSurfaceAppearance"
        if customAppearance {
            writer.line()
            surface.writeAppearanceFunction(appearanceFunction, panel: panel)
        }

        var parameters = ["_ fpc: FloatingPanelController"]
        var body: [String] = []
        let contentArgument = contentLayout ? "contentLayout: contentLayout" : ""
        if conditional {
            parameters += ["selector: \(selectorName)", "containerSize: CGSize"]
            if owner.parameter == "selector" {
                if sections != nil { body.append("selector.sections = sections") }
                body.append("fpc.delegate = selector")
            }
            body.append("fpc.layout = selector.layout(for: containerSize)")
        } else {
            if contentLayout { parameters.append("contentLayout: UILayoutGuide") }
            body.append("fpc.layout = \(classNames[0])(\(contentArgument))")
        }
        if customBehavior { body.append("fpc.behavior = \(stem)PanelBehavior()") }
        if delegate.isNeeded {
            parameters.append("delegate: \(delegate.className)")
            body += delegate.configureLines(
                controller: "fpc", selector: conditional ? "selector" : nil,
                receiver: sections != nil ? ("sections", "sections") : nil)
        }
        if let sections {
            parameters.append("sections: \(sections.uiKitClassName)")
            if owner.parameter == "sections" { body.append("fpc.delegate = sections") }
        }
        if let companion {
            parameters.append("companion: \(companion.className)")
            if companionIsDelegate { body.append("fpc.delegate = companion") }
        }
        if body.contains(where: { $0.hasPrefix("fpc.delegate = ") }) {
            // An app whose controller already has a delegate keeps it and forwards to this one.
            parameters.append("setsDelegate: Bool = true")
            body = body.map { $0.hasPrefix("fpc.delegate = ") ? "if setsDelegate { \($0) }" : $0 }
        }
        if customAppearance { body.append("fpc.surfaceView.appearance = \(appearanceFunction)()") }
        body += SwiftSurfaceWriter.controllerSettings(panel, controller: "fpc", includePadding: true)
        if conditional {
            let entries = SwiftLayoutWriter.entries(panel)
            if Set(entries.map(\.contentMode)).count > 1 {
                body.append("fpc.contentMode = selector.contentMode(for: containerSize)")
            } else if entries[0].contentMode != .static {
                body.append("fpc.contentMode = .\(entries[0].contentMode.rawValue)")
            }
        } else if panel.layouts[0].contentMode != .static {
            body.append("fpc.contentMode = .\(panel.layouts[0].contentMode.rawValue)")
        }

        if let sections {
            writer.line()
            sections.writeUIKitDelegate(configure: "configure\(stem)Panel", owner: owner)
        }
        writer.line()
        var doc = ["Applies panel \"\(panel.id)\"'s layout, behavior, surface and interaction settings to `fpc`:"]
        doc += Self.usage(function: "configure\(stem)Panel", parameters: parameters.dropFirst().map { $0 })
        if let parameter = owner.parameter {
            doc += [
                "`\(parameter)` becomes the controller's delegate, which FloatingPanel holds weakly: keep it, e.g. as a",
                "property of your view controller. An app whose controller has a delegate of its own passes",
                "`setsDelegate: false` and calls `\(parameter)`'s `floatingPanel…` methods from that delegate instead.",
            ]
            let kept = owner.keptParameters
            if !kept.isEmpty {
                doc.append(
                    "It keeps \(kept.map { "`\($0)`" }.joined(separator: " and ")) and answers for \(kept.count > 1 ? "them" : "it")."
                )
            }
        }
        if let state = SwiftLayoutWriter.presentationAfterHidden(panel, names: names) {
            doc.append(
                "The panel starts hidden: after `addPanel`, present it with `fpc.move(to: \(state), animated: true)`, where the sandbox presents it."
            )
        }
        if conditional {
            doc.append("`selector` chooses the layout; `containerSize` is the size of the view the panel is added to.")
        }
        if delegate.isNeeded { doc.append("`delegate` answers the behavior's delegate recipes.") }
        if sections != nil { doc.append("`sections` shows the content blocks of each state.") }
        if companion != nil {
            if companionIsDelegate {
                doc.append(
                    "`companion` becomes the controller's delegate, which FloatingPanel holds weakly: keep it. It is the only delegate."
                )
            }
            doc.append("After `fpc.addPanel(toParent: self)`, call `companion.install(on: fpc, in: view)`.")
        }
        writer.comment(doc, prefix: "/// ")
        writer.line("@MainActor")
        writer.block("func configure\(stem)Panel(\(parameters.joined(separator: ", "))) {") {
            writer.lines(body)
        }
    }

    /// A delegate choosing among the layouts by container size, first match first, as the
    /// sandbox's `layout` list does (FloatingPanel's `floatingPanel(_:layoutFor:)` for a size).
    /// As the controller's delegate the selector forwards state changes to `receiver`; beside the
    /// recipes' class `askedBy`, it is that delegate's `layoutSelector` instead.
    private static func writeSelector(
        _ name: String, panel: ResolvedPanel, classNames: [String], receiver: SwiftDelegateWriter.StateChangeReceiver?,
        askedBy delegateClass: String?, writer: SourceWriter
    ) {
        let entries = SwiftLayoutWriter.entries(panel)
        let contentLayout = SwiftLayoutWriter.needsContentLayout(panel)
        let argument = contentLayout ? "contentLayout: contentLayout" : ""
        let varyingContentMode = Set(entries.map(\.contentMode)).count > 1
        var doc = ["Chooses panel \"\(panel.id)\"'s layout for the container size: the first whose condition holds."]
        if let delegateClass {
            doc.append("The controller's delegate is `\(delegateClass)`, which asks this selector for the layout.")
        }
        writer.comment(doc, prefix: "/// ")
        writer.line("@MainActor")
        // Only the controller's delegate adopts the protocol; otherwise the delegate calls this class.
        let conformance = delegateClass == nil ? ": @preconcurrency FloatingPanelControllerDelegate" : ""
        writer.block("final class \(name)\(conformance) {") {
            if let receiver {
                writer.comment(
                    ["Gets each state change too: this class is the controller's only delegate."], prefix: "/// ")
                writer.line(receiver.declaration)
                writer.line()
            }
            if contentLayout {
                writer.line("private let contentLayout: UILayoutGuide")
                writer.line()
                writer.block("init(contentLayout: UILayoutGuide) {") {
                    writer.line("self.contentLayout = contentLayout")
                }
                writer.line()
            }
            writer.block("func layout(for size: CGSize) -> FloatingPanelLayout {") {
                SwiftLayoutWriter.writeChoice(entries, writer: writer) { "\(classNames[$0])(\(argument))" }
            }
            if varyingContentMode {
                writer.line()
                writer.block("func contentMode(for size: CGSize) -> FloatingPanelController.ContentMode {") {
                    SwiftLayoutWriter.writeChoice(entries, writer: writer) { ".\(entries[$0].contentMode.rawValue)" }
                }
            }
            writer.line()
            writer.block(
                "func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {"
            ) {
                if varyingContentMode { writer.line("fpc.contentMode = contentMode(for: size)") }
                writer.line("return layout(for: size)")
            }
            if let receiver {
                writer.line()
                writer.block("func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {") {
                    writer.line(receiver.forwardCall)
                }
            }
        }
    }

    /// The call of a `configure…Panel` function with the given parameters (`label: Type`), as its
    /// doc comment shows it: the controller made, the objects passed, the panel added.
    static func usage(function: String, parameters: [String]) -> [String] {
        var lines = ["", "    let fpc = FloatingPanelController()"]
        var arguments = ["fpc"]
        for parameter in parameters {
            let parts = parameter.components(separatedBy: ": ")
            // A parameter with a default value is left to it in the example.
            guard parts.count == 2, !parts[1].contains(" = ") else { continue }
            let (label, type) = (parts[0], parts[1])
            switch type {
            case "CGSize": arguments.append("\(label): view.bounds.size")
            case "UILayoutGuide": arguments.append("\(label): scrollView.contentLayoutGuide")
            default: arguments.append("\(label): \(label)")
            }
        }
        lines.append("    \(function)(\(arguments.joined(separator: ", ")))")
        lines += [
            "    fpc.set(contentViewController: contentViewController)", "    fpc.addPanel(toParent: self)", "",
        ]
        return lines
    }

    /// `text` as a Swift string literal.
    static func swiftString(_ text: String) -> String {
        ExportJSONValue.quotedLiteral(text) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        }
    }
}

extension ResolvedScene {
    /// The longest move a panel of this scene can make: the container's longer side.
    var longestMove: CGFloat { max(containerSize.width, containerSize.height) }
}
