import Foundation
import Orchestrate

extension NodeField {
    /// The field for a node's action (a collector or a callback), or for a DaVinci field JSON that has no
    /// collector (`action` `nil`): its kind, type, key, label and whether it is required.
    init(id: Int, action: (any Action)?, json: JSON) {
        let kind: FieldKind
        let key: String
        let label: String
        let required: Bool
        let type: String
        switch action {
        case let callback as any Callback:
            kind = FieldKind(callback: callback)
            type = callback.type
            key = Self.key(of: callback)
            label = Self.label(of: callback)
            required = Self.isRequired(callback)
        case let collector as any Collector:
            kind = FieldKind(collector: collector)
            let field = (collector as? any FieldCollector)?.field
            type = field.map { $0.type.isEmpty ? ($0.inputType ?? "") : $0.type } ?? Self.type(of: json)
            key = collector.key
            label = Self.label(of: collector)
            required = field?.required ?? false
        default:
            kind = .unknown
            type = Self.type(of: json)
            key = json["key"]?.stringValue ?? ""
            label = json["label"]?.stringValue ?? json["content"]?.stringValue ?? ""
            required = json["required"]?.boolValue ?? false
        }
        self.init(
            id: id, kind: kind, type: type, key: key, label: label, isRequired: required,
            action: action, json: json)
    }

    private static func type(of json: JSON) -> String {
        json["type"]?.stringValue ?? json["inputType"]?.stringValue ?? ""
    }

    private static func label(of collector: any Collector) -> String {
        switch collector {
        case let label as LabelCollector: label.content
        case let agreement as ReadOnlyTextCollector: agreement.title.isEmpty ? agreement.field.label : agreement.title
        case let image as ImageCollector: image.imageDescription.isEmpty ? image.field.label : image.imageDescription
        case let qrCode as QRCodeCollector: qrCode.field.label.isEmpty ? qrCode.fallbackText : qrCode.field.label
        case let field as any FieldCollector: field.field.label
        default: ""
        }
    }

    private static func key(of callback: any Callback) -> String {
        switch callback {
        case let attribute as any AttributeInputCallback where !attribute.name.isEmpty: attribute.name
        case let hidden as HiddenValueCallback where !hidden.id.isEmpty: hidden.id
        default: callback.content.inputNames.first ?? ""
        }
    }

    private static func label(of callback: any Callback) -> String {
        switch callback {
        case let prompt as any PromptCallback: prompt.prompt
        case let message as any MessageCallback: message.message
        case let wait as PollingWaitCallback: wait.message
        case let consent as ConsentMappingCallback: consent.displayName.isEmpty ? consent.message : consent.displayName
        case let profile as DeviceProfileCallback: profile.message
        case let idp as IdpCallback: idp.provider
        default: callback.content.string("prompt") ?? ""
        }
    }

    private static func isRequired(_ callback: any Callback) -> Bool {
        switch callback {
        case let policy as any PolicyCallback: policy.requiresValue
        case let consent as ConsentMappingCallback: consent.isRequired
        case is TermsAndConditionsCallback: true
        default: false
        }
    }
}
