import Foundation

/// A request for the app to act on opaque data (`METADATA`), e.g. to start a native SDK. The app reads
/// `metadata`, then answers with `setResult(_:)` or `setError(_:)`; the node is then submitted with
/// `eventType: action` and the collector's key as `actionKey`, the answer under its key in `formData`.
public final class MetadataCollector: FieldCollector, SubmittingCollector, Validating {
    /// The field's common properties.
    public let field: Field
    /// The field's `payload`: what the app is asked to act on; `{}` when it is not an object.
    public let metadata: JSON
    private let answer = Locked<JSON?>(nil)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        if let object = json["payload"], object.objectValue != nil { metadata = object } else { metadata = [:] }
    }

    /// The field's key, as the SDKs name it.
    public var id: String { field.key }
    /// `action`.
    public var eventType: String { "action" }
    /// The collector's key.
    public var actionKey: String? { field.key }

    /// Answers with `result`, replacing an earlier answer.
    public func setResult(_ result: JSON) { answer.withLock { $0 = result } }
    /// Answers with an error, replacing an earlier answer.
    public func setError(_ error: CollectorErrorPayload) { answer.withLock { $0 = error.json } }

    /// `setError(CollectorErrorPayload(code:message:isClientError:))`, in the Ping SDK's form.
    public func setError(code: String, message: String, isClientError: Bool? = nil) {
        setError(CollectorErrorPayload(code: code, message: message, isClientError: isClientError))
    }

    /// The answer; `nil` until the app gave one.
    public func payload() -> JSON? { answer.current }

    /// `required` until the app answered.
    public func validate() -> [ValidationError] { answer.current == nil ? [.required] : [] }
}
