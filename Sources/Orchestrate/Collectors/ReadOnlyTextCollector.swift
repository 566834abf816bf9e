import Foundation

/// An agreement to show (`AGREEMENT`, input type `READ_ONLY_TEXT`): a title and text; sends nothing.
public final class ReadOnlyTextCollector: FieldCollector {
    /// The field's common properties.
    public let field: Field
    /// The agreement's text.
    public let content: String
    /// The agreement's title.
    public let title: String
    /// Whether to show the title (default `false`).
    public let titleEnabled: Bool
    /// Whether the field is enabled (default `true`).
    public let enabled: Bool
    /// The agreement's id in PingOne; empty when absent.
    public let agreementID: String
    /// Whether the agreement's text is chosen at run time.
    public let useDynamicAgreement: Bool
    /// The text with links, when the field has `richContent`.
    public let richContent: RichContent?

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        content = json["content"]?.stringValue ?? ""
        title = json["title"]?.stringValue ?? ""
        titleEnabled = json["titleEnabled"]?.boolValue ?? false
        enabled = json["enabled"]?.boolValue ?? true
        agreementID = json[path: "agreement", "id"]?.stringValue ?? ""
        useDynamicAgreement = json[path: "agreement", "useDynamicAgreement"]?.boolValue ?? false
        richContent = field.richContent
    }

    /// The field's key, as the SDKs name it.
    public var id: String { field.key }
}

extension ReadOnlyTextCollector {
    /// `agreementID`, under the Ping SDK's name.
    public var agreementId: String { agreementID }
}

/// The Ping SDK's early-2026 name of `ReadOnlyTextCollector` (an `AGREEMENT` field).
public typealias AgreementCollector = ReadOnlyTextCollector
