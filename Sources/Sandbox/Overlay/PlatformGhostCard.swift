import FloatingPanel
import Foundation
import PanelScene
import PlatformModels

/// The platform ghosts' card (`P`): for the focused panel's last release, each shown platform's
/// stop, overshoot and settle time beside FloatingPanel's, and in words why a platform lands
/// elsewhere — the models' own explanations and the engine's release decision.
struct PlatformGhostCard: SideBarCard {
    /// The rows on their card, laid out for the column's width.
    let text: TextCard

    var frame: CGRect { text.frame }

    /// Each platform's color: its ghost's outline, its row and its path on the plot.
    static func color(of platform: Platform) -> RGBAColor {
        switch platform {
        case .material: return RGBAColor(hex: 0x8BE36B)
        case .compose: return RGBAColor(hex: 0xFFB340)
        case .vaul: return RGBAColor(hex: 0xE58CFF)
        }
    }

    /// The card of `ghosts` at the top of `column`.
    init(_ ghosts: PlatformGhosts, wrapper: TextWrapper, in column: CGRect) {
        text = TextCard(rows: Self.rows(ghosts, wrapper: wrapper, width: TextCard.textWidth(column)), at: column)
    }

    static func rows(_ ghosts: PlatformGhosts, wrapper: TextWrapper, width: CGFloat) -> [CardRow] {
        var rows = [CardRow("Platforms (P) — last release", OverlayStyle.heading)]
        let columns: [CGFloat] = [0, 84, 136, 200]
        func table(_ cells: [String], _ style: TextStyle, dot: RGBAColor? = nil) -> CardRow {
            var row = CardRow(cells[0], style, x: CardRow.dotWidth, dot: dot)
            for (cell, x) in zip(cells.dropFirst(), columns.dropFirst()) {
                row.pieces.append(CardRow.Piece(text: cell, style: style, x: x + CardRow.dotWidth))
            }
            return row
        }
        rows.append(table(["", "stop", "overshoot", "settle"], OverlayStyle.dim))
        let engine = ghosts.engineDecision
        rows.append(
            table(
                [
                    "FloatingPanel", engine?.target.rawValue ?? "—",
                    ghosts.engineRelease.map { points($0.peakOvershoot) } ?? "…",
                    ghosts.engineRelease.map { seconds($0.settleTime) } ?? "…",
                ], OverlayStyle.text, dot: OverlayStyle.plotLocation))
        for ghost in ghosts.ghosts {
            let style = TextStyle(size: 11, color: color(of: ghost.platform))
            rows.append(
                table(
                    [
                        ghost.platform.displayName, ghost.decision?.stop.name ?? "—",
                        ghost.release.map { points($0.peakOvershoot) } ?? (ghost.decision == nil ? "—" : "…"),
                        ghost.release.map { seconds($0.settleTime) } ?? (ghost.decision == nil ? "—" : "…"),
                    ], style, dot: color(of: ghost.platform)))
        }
        for platform in ghosts.missing {
            rows += wrapper.rows(
                "\(platform.displayName): its export writes nothing for this panel", style: OverlayStyle.dim,
                width: width)
        }
        guard let engine else {
            return rows
                + wrapper.rows(
                    "Drag the panel: the outlines move as each platform would.", style: OverlayStyle.dim, width: width)
        }
        var elsewhere = false
        for ghost in ghosts.ghosts {
            guard let decision = ghost.decision, decision.stop.name != engine.target.rawValue else { continue }
            elsewhere = true
            rows += wrapper.rows(
                decision.explanation, style: TextStyle(size: 11, color: color(of: ghost.platform)), width: width)
        }
        let why = "FloatingPanel: \(engine.target.rawValue) — \(reason(engine))"
        if elsewhere || !ghosts.ghosts.isEmpty {
            rows += wrapper.rows(why, style: OverlayStyle.text, width: width)
        }
        if !elsewhere && ghosts.ghosts.contains(where: { $0.decision != nil }) {
            rows += wrapper.rows(
                "Every platform lands where FloatingPanel does.", style: OverlayStyle.dim, width: width)
        }
        return rows
    }

    /// The engine's decision in words: whether the projection passed the segment's ρ.
    static func reason(_ decision: FloatingPanelReleaseDecision) -> String {
        guard let segment = decision.segment else { return "one stop only" }
        let rho = "ρ \(ReadoutOverlay.format(segment.threshold, 2))"
        let projected = "projected to \(ReadoutOverlay.format(decision.projection, 0)) pt"
        if segment.from == segment.to { return "\(projected), no stop beyond" }
        return decision.target == segment.to
            ? "\(rho) of \(segment.from) → \(segment.to) passed (\(projected))"
            : "\(rho) toward \(segment.to) not reached (\(projected))"
    }

    static func points(_ value: CGFloat) -> String { "\(ReadoutOverlay.format(value, 1)) pt" }
    static func points(_ value: Double) -> String { points(CGFloat(value)) }
    static func seconds(_ value: Double?) -> String { value.map { "\(ReadoutOverlay.format($0, 2)) s" } ?? "caught" }

    func draw(with painter: Painter) {
        text.draw(with: painter)
    }
}
