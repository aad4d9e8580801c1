import FloatingPanel
import Foundation
import PanelConfig

/// The live page's attachments (Docs/config.md "Attachments"): each a view just off the panel's
/// leading edge, its alpha and scale by the same rule as the engine's
/// (`PanelAttachment.look(at:place:expandsTowardLess:)`), states resolved in the page's container.
package enum LivePageAttachments {
    /// A panel's `attachments` as the scene message carries them.
    static func json(_ panel: ResolvedPanel, number: (Double) -> String) -> String {
        let q = ExportJSONValue.quoted
        func stop(_ stop: PanelAttachment.Stop?) -> String {
            switch stop {
            case .state(let state): return "{\"state\": \(q(state.rawValue))}"
            case .location(let location): return "{\"location\": \(number(Double(location)))}"
            case nil: return "null"
            }
        }
        let items = panel.attachments.map { a -> String in
            let curve: String
            if a.curve == .linear {
                curve = "null"
            } else {
                let (x1, y1, x2, y2) = a.curve.controlPoints
                curve = "[" + [x1, y1, x2, y2].map { number(Double($0)) }.joined(separator: ", ") + "]"
            }
            let fields: [(String, String)] = [
                ("id", q(a.id)), ("width", number(Double(a.size.width))), ("height", number(Double(a.size.height))),
                ("alignment", q(a.alignment.rawValue)), ("inset", number(Double(a.inset))),
                ("gap", number(Double(a.gap))), ("from", stop(a.from)), ("to", stop(a.to)), ("curve", curve),
                ("alpha", "[\(number(Double(a.alpha.from))), \(number(Double(a.alpha.to)))]"),
                ("scale", "[\(number(Double(a.scale.from))), \(number(Double(a.scale.to)))]"),
                ("hiddenBeyond", stop(a.hiddenBeyond)),
            ]
            return "{" + fields.map { "\(q($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

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
