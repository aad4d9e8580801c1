import FloatingPanel
import Foundation

/// The JSON export of what FloatingPanel leaves to apps: a panel's keyboard, its attachments and
/// its surface's iOS 26 shape (Docs/config.md "Attachments", "Surface appearance").
extension SceneJSONExporter {
    private typealias AttachmentKey = ConfigKeys.Attachment
    private typealias CornerKey = ConfigKeys.CornerConfiguration

    static func keyboard(_ keyboard: KeyboardAvoidance) -> ExportJSONValue {
        switch keyboard {
        case .none: return .string("none")
        case .avoid: return .string("avoid")
        case .moveTo(let state): return .object([ConfigKeys.KeyboardMove.moveTo.name: .string(state.rawValue)])
        }
    }

    static func attachments(_ attachments: [PanelAttachment]) -> ExportJSONValue {
        .array(attachments.map(attachment))
    }

    private static func attachment(_ attachment: PanelAttachment) -> ExportJSONValue {
        var object: [String: ExportJSONValue] = [
            AttachmentKey.id.name: .string(attachment.id),
            AttachmentKey.size.name: pair(attachment.size.width, attachment.size.height),
            AttachmentKey.alignment.name: .string(attachment.alignment.rawValue),
            AttachmentKey.inset.name: .number(Double(attachment.inset)),
            AttachmentKey.gap.name: .number(Double(attachment.gap)),
            AttachmentKey.curve.name: .string(attachment.curve.rawValue),
            AttachmentKey.alpha.name: pair(attachment.alpha.from, attachment.alpha.to),
            AttachmentKey.scale.name: pair(attachment.scale.from, attachment.scale.to),
        ]
        object[AttachmentKey.from.name] = attachment.from.map(stop)
        object[AttachmentKey.to.name] = attachment.to.map(stop)
        object[AttachmentKey.hiddenBeyond.name] = attachment.hiddenBeyond.map(stop)
        return .object(object)
    }

    private static func stop(_ stop: PanelAttachment.Stop) -> ExportJSONValue {
        switch stop {
        case .state(let state): return .string(state.rawValue)
        case .location(let location): return .number(Double(location))
        }
    }

    private static func pair(_ first: CGFloat, _ second: CGFloat) -> ExportJSONValue {
        .array([.number(Double(first)), .number(Double(second))])
    }

    /// The appearance's iOS 26 keys, added to `appearance`'s members: the corner configuration
    /// when one is set (none means `cornerRadius`), the per-state insets always.
    static func surfaceShape(_ surface: SurfaceView) -> [String: ExportJSONValue] {
        var members: [String: ExportJSONValue] = [
            ConfigKeys.Appearance.surfaceInset.name: .object(surface.insetsByState.mapValues(insets))
        ]
        switch surface.appearance.cornerConfiguration {
        case .fixed(let radius):
            members[ConfigKeys.Appearance.cornerConfiguration.name] = .object([
                CornerKey.radius.name: .number(Double(radius))
            ])
        case .containerConcentric(let minimum):
            members[ConfigKeys.Appearance.cornerConfiguration.name] = .object([
                CornerKey.radius.name: .string(SurfaceShapeKeys.concentric),
                CornerKey.minimum.name: .number(Double(minimum)),
            ])
        case nil: break
        }
        return members
    }
}
