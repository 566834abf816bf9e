import Foundation
import Orchestrate

/// Whether the user has tried to submit a node's screen yet, and which errors the screen shows.
///
/// Before the first attempt the screen shows only what the server reported (a Journey node sent back
/// with `failedPolicies`); from the first press of a button that checks the fields on, it shows what the
/// fields' `validate()` finds, as the user edits.
public struct SubmitAttempt: Sendable, Equatable {
    /// Whether a button that checks the fields was pressed.
    public private(set) var hasAttempted = false

    /// No attempt yet.
    public init() {}

    /// Presses `button`: checks the fields when the button asks for it, and records the press on the node
    /// when nothing blocks it. Returns the errors that block it; empty means "call `next()` now".
    public mutating func press(_ button: NodeButton, on fields: NodeFields) -> FieldErrors {
        if button.validatesFields {
            hasAttempted = true
            let errors = FieldErrors.checking(fields.fields)
            guard errors.isEmpty else { return errors }
        }
        button.apply()
        return .none
    }

    /// The errors to show now.
    public func errors(for fields: NodeFields) -> FieldErrors {
        hasAttempted ? .checking(fields.fields) : .reportedByServer(fields.fields)
    }

    /// The errors of one field to show now: what ``errors(for:)`` gives it, checking that field alone.
    public func errors(of field: NodeField) -> [FieldError] {
        (hasAttempted ? FieldErrors.checking([field]) : .reportedByServer([field]))[field]
    }
}
