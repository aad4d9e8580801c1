import PanelConfig

/// One node of the compiler's parse dump (`swiftc -dump-parse -dump-ast-format json`): its kind
/// (`class_decl`, `call_expr`, …), its scalar attributes, its children in source order, and
/// where it is in the file.
///
/// The dump gives byte ranges to declarations and statements only; an expression's leaves
/// (literals, names, operators) get their place from the token they were written as
/// (`SwiftSyntaxTreeBuilder`), and an inner node's place is its first located leaf.
package struct SwiftSyntaxNode: Sendable {
    /// A child and the member of its parent that holds it (`fn`, `args`, `base`, `elements`, …).
    package struct Child: Sendable {
        package let role: String
        package let node: SwiftSyntaxNode
    }

    package let kind: String
    /// Scalar members: `value`, `field`, `label`, `labels`, `negative`, `let`, `static`, …
    package let attributes: [String: String]
    /// A declaration's name (`decl_name`'s base name, or `init`).
    package let name: String?
    package let children: [Child]
    /// The byte range the dump gives (declarations and statements): start of the first token to
    /// start of the last one.
    package let range: Range<Int>?
    /// The matched token of a leaf (its first byte to one past its last); nil for inner nodes or
    /// a leaf not found in the text.
    package let token: Range<Int>?

    package init(
        kind: String, attributes: [String: String], name: String?, children: [Child], range: Range<Int>?,
        token: Range<Int>?
    ) {
        self.kind = kind
        self.attributes = attributes
        self.name = name
        self.children = children
        self.range = range
        self.token = token
    }

    /// The first child in `role`, if any.
    package func child(_ role: String) -> SwiftSyntaxNode? {
        children.first { $0.role == role }?.node
    }

    /// Every child in `role`, in source order.
    package func children(_ role: String) -> [SwiftSyntaxNode] {
        children.filter { $0.role == role }.map(\.node)
    }

    /// Where the node starts: its range, else the earliest of its own token and its first located
    /// descendant (a member access's own token, its name, comes after its base).
    package var start: Int? {
        if let range { return range.lowerBound }
        let first = children.lazy.compactMap(\.node.start).first
        switch (token?.lowerBound, first) {
        case (let own?, let child?): return min(own, child)
        case (let own, let child): return own ?? child
        }
    }

    /// Where the node's last located token ends.
    package var end: Int? {
        let last = children.reversed().lazy.compactMap(\.node.end).first
        switch (token?.upperBound, last) {
        case (let own?, let child?): return max(own, child)
        case (let own, let child): return own ?? child
        }
    }

    /// Every node of the subtree, this one first, depth first in source order.
    package func forEachNode(_ body: (SwiftSyntaxNode) -> Void) {
        body(self)
        for child in children { child.node.forEachNode(body) }
    }
}
