import Foundation

/// Each field's errors as last checked, so that a screen checks a field once per change of its value or of the
/// attempt, however many views ask while drawing it (the field's view, its style, its accessibility hint).
struct CheckedFieldErrors {
    private struct Entry {
        var revision: Int
        var attempt: SubmitAttempt
        /// A hash of the field's values, so a value written past the screen's bindings is checked again (a hash,
        /// so that no copy of a password outlives the collector's own).
        var values: Int
        var errors: [FieldError]
    }

    private var entries: [Int: Entry] = [:]
    /// How many times a field was checked: for tests.
    private(set) var checks = 0

    /// The errors of `field` under `attempt`, when its views were last told of a change at `revision`.
    mutating func errors(for field: NodeField, attempt: SubmitAttempt, revision: Int) -> [FieldError] {
        let values = Self.fingerprint(of: field)
        if let entry = entries[field.id], entry.revision == revision, entry.attempt == attempt, entry.values == values {
            return entry.errors
        }
        checks += 1
        let errors = attempt.errors(of: field)
        entries[field.id] = Entry(revision: revision, attempt: attempt, values: values, errors: errors)
        return errors
    }

    /// The hash of `field`'s values, with this process's random seed.
    private static func fingerprint(of field: NodeField) -> Int {
        var hasher = Hasher()
        hasher.combine(field.text)
        hasher.combine(field.isOn)
        hasher.combine(field.selection)
        hasher.combine(field.selections)
        return hasher.finalize()
    }
}
