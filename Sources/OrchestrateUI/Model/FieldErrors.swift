import Foundation
import Orchestrate

/// The errors of a node's fields, keyed by field (``NodeField/id``), in field order.
///
/// A screen shows none until the user first tries to submit; then ``checking(_:)`` gives what each
/// field's `validate()` finds. A Journey node the server sent back with `failedPolicies` carries its
/// errors from the start: ``reportedByServer(_:)``.
public struct FieldErrors: Sendable, Equatable {
    /// The errors, by field id; a field without errors has no entry.
    public let byField: [Int: [FieldError]]

    /// Errors by field id.
    public init(_ byField: [Int: [FieldError]] = [:]) {
        self.byField = byField.filter { !$0.value.isEmpty }
    }

    /// No errors.
    public static let none = FieldErrors()

    /// What the fields' `validate()` finds now, for each field shown that checks its value (a collector's
    /// rules, a password policy, a Journey callback's policies).
    public static func checking(_ fields: [NodeField]) -> FieldErrors {
        var errors: [Int: [FieldError]] = [:]
        for field in fields {
            guard let validating = field.action as? any Validating else { continue }
            errors[field.id] = validating.validate().map(FieldError.validation)
        }
        return FieldErrors(errors)
    }

    /// The policies the server reported failed for each Journey field (`failedPolicies`).
    public static func reportedByServer(_ fields: [NodeField]) -> FieldErrors {
        var errors: [Int: [FieldError]] = [:]
        for field in fields {
            guard let policy = field.action as? any PolicyCallback else { continue }
            errors[field.id] = policy.failedPolicies.map(FieldError.failedPolicy)
        }
        return FieldErrors(errors)
    }

    /// These errors, and `other`'s for each field that has none here.
    public func merging(_ other: FieldErrors) -> FieldErrors {
        FieldErrors(byField.merging(other.byField) { mine, _ in mine })
    }

    /// The errors of `field`; empty when it has none.
    public subscript(field: NodeField) -> [FieldError] { byField[field.id] ?? [] }

    /// Whether no field has an error.
    public var isEmpty: Bool { byField.isEmpty }

    /// The ids of the fields with errors, in field order.
    public var fieldIDs: [Int] { byField.keys.sorted() }
}
