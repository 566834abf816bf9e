import Foundation

/// An error an app reports back to the flow instead of a result, sent as
/// `{"error": {"code": …, "message": …[, "isClientError": …]}}` (metadata and mobile pairing).
public struct CollectorErrorPayload: Sendable, Equatable, Error {
    /// A stable code, e.g. `USER_CANCELLED` or a native SDK's numeric code.
    public let code: String
    /// A message for logs and support.
    public let message: String
    /// Whether the error is the client's fault; `nil` to leave the key out.
    public let isClientError: Bool?

    /// Creates an error.
    public init(code: String, message: String, isClientError: Bool? = nil) {
        self.code = code
        self.message = message
        self.isClientError = isClientError
    }

    /// The `{"error": {…}}` envelope.
    public var json: JSON {
        var error: [String: JSON] = ["code": .string(code), "message": .string(message)]
        if let isClientError { error["isClientError"] = .bool(isClientError) }
        return ["error": .object(error)]
    }
}
