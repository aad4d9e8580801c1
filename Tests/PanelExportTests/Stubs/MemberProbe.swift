/// Checks what type-checking against the stubs cannot see: FloatingPanel's layout and behavior
/// members are `@objc optional`, so a member with a near name or another type compiles there
/// and is silently never called (Docs/engine.md §21). The stubs give every optional member a default, so
/// a wrong member compiles beside it; these checks catch it.
enum MemberProbe {
    /// Members FloatingPanel reads, per protocol; `nil` type for methods.
    static let members: [String: [String: String?]] = [
        "FloatingPanelLayout": [
            "position": "FloatingPanelPosition", "initialState": "FloatingPanelState",
            "anchors": "[FloatingPanelState: FloatingPanelLayoutAnchoring]", "backdropAlpha": nil,
            "prepareLayout": nil,
        ],
        "FloatingPanelBehavior": [
            "springDecelerationRate": "CGFloat", "springResponseTime": "CGFloat", "momentumProjectionRate": "CGFloat",
            "removalInteractionVelocityThreshold": "CGFloat", "shouldProjectMomentum": nil,
            "redirectionalProgress": nil, "allowsRubberBanding": nil,
        ],
    ]

    /// Members an export's layout declares for its own use, far from every FloatingPanel member's
    /// name: the guide adaptive anchors measure, which the SwiftUI coordinator installs, and the
    /// values the live client's layout and behavior hold (`export --live`).
    static let ownMembers: Set<String> = ["contentLayout", "stateAlphas", "sceneValues"]

    /// Method references that are ambiguous when a class declares a method of the right name
    /// with another signature (the class's own method wins over the default only when both match).
    static let methodProbes: [String: [(reference: String, type: String)]] = [
        "FloatingPanelLayout": [
            ("backdropAlpha(for:)", "(FloatingPanelState) -> CGFloat"),
            ("prepareLayout(surfaceView:in:)", "(UIView, UIView) -> [NSLayoutConstraint]"),
        ],
        "FloatingPanelBehavior": [
            ("shouldProjectMomentum(_:to:)", "(FloatingPanelController, FloatingPanelState) -> Bool"),
            (
                "redirectionalProgress(_:from:to:)",
                "(FloatingPanelController, FloatingPanelState, FloatingPanelState) -> CGFloat"
            ),
            ("allowsRubberBanding(for:)", "(UIRectEdge) -> Bool"),
        ],
    ]

    /// Classes adopting a layout or behavior protocol: (class, protocol, member lines).
    static func classes(in source: String) -> [(name: String, adopts: String, members: [String])] {
        var result: [(String, String, [String])] = []
        var current: (String, String, [String])? = nil
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.hasPrefix("final class ") {
                let header = line.dropFirst("final class ".count)
                guard let colon = header.firstIndex(of: ":") else { continue }
                let adopted = header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    .replacingOccurrences(of: " {}", with: "").replacingOccurrences(of: " {", with: "")
                    .replacingOccurrences(of: "@preconcurrency ", with: "")
                guard members[adopted] != nil else { continue }
                current = (String(header[..<colon]), adopted, [])
                if line.hasSuffix("{}") {
                    result.append(current!)
                    current = nil
                }
            } else if current != nil {
                if line == "}" {
                    result.append(current!)
                    current = nil
                } else if line.hasPrefix("    "), !line.hasPrefix("     "), !line.hasPrefix("    //") {
                    current!.2.append(String(line.dropFirst(4)))
                }
            }
        }
        return result
    }

    /// Names of the classes declared right below a `@MainActor` line.
    static func mainActorClasses(in source: String) -> Set<String> {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var names: Set<String> = []
        for (previous, line) in zip(lines, lines.dropFirst())
        where previous.trimmingCharacters(in: .whitespaces) == "@MainActor" && line.hasPrefix("final class ") {
            let header = line.dropFirst("final class ".count)
            names.insert(String(header.prefix { $0 != ":" && $0 != " " }))
        }
        return names
    }

    /// Members of adopting classes FloatingPanel would not read: unknown names and properties
    /// without their declared type written out.
    static func problems(in source: String) -> [String] {
        var problems: [String] = []
        for (name, adopts, lines) in classes(in: source) {
            for line in lines {
                let words = line.split(separator: " ").map(String.init)
                guard let keyword = words.firstIndex(where: { ["let", "var", "func"].contains($0) }),
                    keyword + 1 < words.count
                else { continue }
                let member = String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if ownMembers.contains(member) { continue }
                guard let type = members[adopts]![member] else {
                    problems.append("\(name).\(member) is not a member of \(adopts)")
                    continue
                }
                if let type, !line.contains("\(member): \(type)") {
                    problems.append("\(name).\(member) must be declared `: \(type)`")
                }
            }
        }
        return problems
    }

    /// The delegate methods the exports write. They are optional too: one with a near signature
    /// compiles beside the protocol's default and is never called.
    static let delegateProbes: [(reference: String, type: String)] = [
        ("floatingPanelDidMove(_:)", "(FloatingPanelController) -> Void"),
        ("floatingPanelDidChangeState(_:)", "(FloatingPanelController) -> Void"),
        ("floatingPanelShouldBeginDragging(_:)", "(FloatingPanelController) -> Bool"),
        (
            "floatingPanel(_:shouldAllowToScroll:in:)",
            "(FloatingPanelController, UIScrollView, FloatingPanelState) -> Bool"
        ),
        ("floatingPanel(_:shouldRemoveAt:with:)", "(FloatingPanelController, CGPoint, CGVector) -> Bool"),
        (
            "floatingPanel(_:animatorForPresentingTo:)",
            "(FloatingPanelController, FloatingPanelState) -> UIViewPropertyAnimator"
        ),
        (
            "floatingPanel(_:animatorForDismissingWith:)",
            "(FloatingPanelController, CGVector) -> UIViewPropertyAnimator"
        ),
        (
            "floatingPanel(_:animatorForMovingTo:)",
            "(FloatingPanelController, FloatingPanelState) -> UIViewPropertyAnimator"
        ),
    ]

    /// Classes that are a controller delegate besides being an `NSObject` (the recipe delegates).
    static func delegateClasses(in source: String) -> [String] {
        let prefix = "final class "
        let marker = ": NSObject, @preconcurrency FloatingPanelControllerDelegate"
        return source.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix), let range = line.range(of: marker) else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: prefix.count)..<range.lowerBound])
        }
    }

    /// Swift code that fails to type-check when an adopting class declares one of the protocol's
    /// methods with another signature.
    static func probes(for source: String) -> String {
        var code = ""
        for name in delegateClasses(in: source) {
            // The recipe delegates are main-actor classes.
            code += "\n@MainActor func probe\(name)(_ value: \(name)) {\n"
            for (index, probe) in delegateProbes.enumerated() {
                code += "    let method\(index) = value.\(probe.reference)\n"
                code += "    let _: \(probe.type) = method\(index)\n"
            }
            code += "}\n"
        }
        for (name, adopts, _) in classes(in: source) {
            // A main-actor class's methods are main-actor functions: probe them on the main actor.
            let isolation = mainActorClasses(in: source).contains(name) ? "@MainActor " : ""
            code += "\n\(isolation)func probe\(name)(_ value: \(name)) {\n"
            for (index, probe) in methodProbes[adopts]!.enumerated() {
                code += "    let method\(index) = value.\(probe.reference)\n"
                code += "    let _: \(isolation)\(probe.type) = method\(index)\n"
            }
            code += "}\n"
        }
        return code
    }
}
