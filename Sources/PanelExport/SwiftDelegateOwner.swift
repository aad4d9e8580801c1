import PanelConfig

/// Which object of a panel's UIKit export is the controller's delegate. FloatingPanel holds one
/// delegate, so one object answers everything: the recipes' class when the panel has recipes,
/// else the layout selector, else the content blocks' class; it asks the selector for the layout
/// and forwards state changes to the blocks (Docs/export.md).
struct SwiftDelegateOwner {
    /// The recipes' class, when the panel has recipes.
    let recipes: String?
    /// The layout selector's class, when the panel's layout is a conditional list.
    let selector: String?
    /// The content blocks' class, when some blocks show only in some states.
    let sections: String?

    /// The `configure…Panel` parameter that becomes the delegate, if any object does.
    var parameter: String? {
        if recipes != nil { return "delegate" }
        if selector != nil { return "selector" }
        return sections != nil ? "sections" : nil
    }

    /// The delegate's class.
    var className: String? { recipes ?? selector ?? sections }

    /// The other parameters the delegate keeps and answers for.
    var keptParameters: [String] {
        [(selector, "selector"), (sections, "sections")].compactMap { kept, name in
            kept != nil && name != parameter ? name : nil
        }
    }
}
