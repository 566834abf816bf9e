import Foundation

/// Why a node is not the form a typed form API expects: every missing or mistyped field.
public struct FormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The form's name.
    public let form: String
    /// One sentence per missing or mistyped field, in field order.
    public let problems: [String]

    /// Creates the error.
    public init(form: String, problems: [String]) {
        self.form = form
        self.problems = problems
    }

    /// The form and its problems.
    public var description: String {
        "the node is not a \(form) form: " + problems.joined(separator: "; ")
    }
}

extension ContinueNode {
    /// The collector of type `C` with `key`, as a typed form reads it: a field that is missing (unless
    /// `optional`) or of another collector type adds a sentence to `problems` and gives `nil`.
    public func collector<C: Collector>(
        _ type: C.Type, key: String, optional: Bool = false,
        problems: inout [String]
    ) -> C? {
        var other: (any Collector)?
        for candidate in collectors where candidate.key == key {
            if let match = candidate as? C { return match }
            other = other ?? candidate
        }
        if let other {
            problems.append("field '\(key)' is a \(Swift.type(of: other)), not a \(C.self)")
        } else if !optional {
            problems.append("field '\(key)' (\(C.self)) is missing")
        }
        return nil
    }
}
