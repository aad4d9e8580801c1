import FloatingPanel
import Foundation
import PanelConfig

/// The live page's attachments (Docs/config.md "Attachments"): each a view just off the panel's
/// leading edge, its alpha and scale by the same rule as the engine's
/// (`PanelAttachment.look(at:place:expandsTowardLess:)`), states resolved in the page's container.
package enum LivePageAttachments {
    /// The page's functions: build the views, and place and fade them each frame.
    static let script = """

        /** A Core Animation timing curve's y at `x`, by bisection as the engine solves it. */
        function timingCurve(x, c) {
          if (!c || x <= 0 || x >= 1) return Math.min(Math.max(x, 0), 1);
          const bezier = (t, p1, p2) => 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t;
          let low = 0, high = 1;
          for (let i = 0; i < 60; i++) {
            const middle = (low + high) / 2;
            if (bezier(middle, c[0], c[2]) < x) low = middle; else high = middle;
          }
          return bezier((low + high) / 2, c[1], c[3]);
        }

        function attachmentStop(p, stop) {
          if (!stop) return null;
          if (stop.state !== undefined) return p.states.indexOf(stop.state) >= 0 || stop.state === "hidden" ? stateLocation(p.id, stop.state) : null;
          return stop.location;
        }

        /** The attachment's alpha, scale and whether it is hidden, with the panel's edge at `y`. */
        function attachmentLook(p, a, y) {
          const from = attachmentStop(p, a.from), to = attachmentStop(p, a.to);
          let eased = 0;
          if (from !== null && to !== null && from !== to) eased = timingCurve(Math.min(Math.max((y - from) / (to - from), 0), 1), a.curve);
          const alpha = a.alpha[0] + (a.alpha[1] - a.alpha[0]) * eased;
          const scale = a.scale[0] + (a.scale[1] - a.scale[0]) * eased;
          const limit = attachmentStop(p, a.hiddenBeyond);
          const towardLess = p.position === "bottom" || p.position === "right";
          const hidden = limit !== null && (towardLess ? y < limit : y > limit);
          return { alpha: hidden ? 0 : Math.min(Math.max(alpha, 0), 1), scale, hidden };
        }

        function buildAttachments(p) {
          return (p.attachments || []).map((a) => {
            const e = element("div", "attachment");
            e.style.width = a.width + "px";
            e.style.height = a.height + "px";
            stage.appendChild(e);
            return e;
          });
        }

        function drawAttachments(r, p, c) {
          (p.attachments || []).forEach((a, i) => {
            const e = r.attachments[i];
            const look = attachmentLook(p, a, r.y);
            const vertical = p.position === "top" || p.position === "bottom";
            const across = vertical ? c.width : c.height;
            const length = vertical ? a.width : a.height;
            const along = a.alignment === "leading" ? a.inset : a.alignment === "center" ? (across - length) / 2 : across - a.inset - length;
            let x = along, y = along;
            switch (p.position) {
              case "bottom": y = r.y - a.gap - a.height; break;
              case "top": y = r.y + a.gap; break;
              case "left": x = r.y + a.gap; break;
              default: x = r.y - a.gap - a.width; break;
            }
            e.style.transform = "translate3d(" + x + "px," + y + "px,0) scale(" + look.scale + ")";
            e.style.opacity = String(look.alpha);
            e.style.pointerEvents = look.hidden ? "none" : "auto";
            e.style.visibility = r.state === "hidden" && !r.path ? "hidden" : "visible";
          });
        }
        """.components(separatedBy: "\n")
}

/// One attachment as the scene message carries it (Docs/schema/live-messages.schema.json).
struct LivePageAttachment: Encodable {
    /// A state by name or a location in container points.
    struct Stop: Encodable {
        var state: String?
        var location: WireNumber?

        init?(_ stop: PanelAttachment.Stop?) {
            switch stop {
            case .state(let state): self.state = state.rawValue
            case .location(let location): self.location = WireNumber(location)
            case nil: return nil
            }
        }
    }

    var id: String
    var width: WireNumber
    var height: WireNumber
    var alignment: String
    var inset: WireNumber
    var gap: WireNumber
    var from: OrNull<Stop>
    var to: OrNull<Stop>
    /// The timing curve's control points; null for a linear one.
    var curve: OrNull<[WireNumber]>
    var alpha: [WireNumber]
    var scale: [WireNumber]
    var hiddenBeyond: OrNull<Stop>

    init(_ attachment: PanelAttachment) {
        id = attachment.id
        width = WireNumber(attachment.size.width)
        height = WireNumber(attachment.size.height)
        alignment = attachment.alignment.rawValue
        inset = WireNumber(attachment.inset)
        gap = WireNumber(attachment.gap)
        from = OrNull(Stop(attachment.from))
        to = OrNull(Stop(attachment.to))
        if attachment.curve == .linear {
            curve = .null
        } else {
            let (x1, y1, x2, y2) = attachment.curve.controlPoints
            curve = .value([x1, y1, x2, y2].map { WireNumber(Double($0)) })
        }
        alpha = [WireNumber(attachment.alpha.from), WireNumber(attachment.alpha.to)]
        scale = [WireNumber(attachment.scale.from), WireNumber(attachment.scale.to)]
        hiddenBeyond = OrNull(Stop(attachment.hiddenBeyond))
    }
}
