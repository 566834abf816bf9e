import Foundation
import Orchestrate

/// Why a field's value is not accepted: a rule the app checked (the collector's or callback's
/// `validate()`), or a policy the server reported failed (a Journey callback's `failedPolicies`).
///
/// ``code`` and ``arguments`` are stable, to look a message up by (``MessageCatalog``).
public enum FieldError: Sendable, Equatable, CustomStringConvertible {
    /// A rule of `validate()`.
    case validation(ValidationError)
    /// A policy the server reported failed.
    case failedPolicy(FailedPolicy)

    /// The stable code: `ValidationError.code` (`invalidLength`) or `FailedPolicy.code` (`MIN_LENGTH`).
    public var code: String {
        switch self {
        case .validation(let error): error.code
        case .failedPolicy(let policy): policy.code
        }
    }

    /// The values a message needs, by name: `ValidationError.arguments`, or a failed policy's parameters
    /// as text (a list joined with `, `).
    public var arguments: [String: String] {
        switch self {
        case .validation(let error):
            return error.arguments
        case .failedPolicy(let policy):
            guard let params = policy.params.objectValue else { return [:] }
            var arguments: [String: String] = [:]
            for (name, value) in params {
                if let list = value.arrayValue {
                    arguments[name] = list.map { $0.stringValue ?? $0.description }.joined(separator: ", ")
                } else {
                    arguments[name] = value.stringValue ?? policy.intParam(name).map(String.init) ?? value.description
                }
            }
            return arguments
        }
    }

    /// The code; a message is ``MessageCatalog``'s to give.
    public var description: String { "FieldError(\(code))" }
}
