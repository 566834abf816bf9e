import Foundation

/// An `application/x-www-form-urlencoded` body, as OAuth endpoints take their parameters.
struct FormBody: Sendable {
    /// The parameters by name.
    let fields: [String: String]

    /// Parses `data` with ``FormURLEncoding``; refuses a body that is not UTF-8 form encoding, or that
    /// repeats a parameter (RFC 6749 section 3.1: parameters "MUST NOT be included more than once").
    init(_ data: Data) throws(OAuthError) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidRequest("The request body is not UTF-8 text")
        }
        guard let pairs = FormURLEncoding.pairs(text) else {
            throw .invalidRequest("The request body is not valid form encoding")
        }
        var fields: [String: String] = [:]
        for pair in pairs {
            guard fields[pair.name] == nil else { throw .invalidRequest("The parameter \(pair.name) is repeated") }
            fields[pair.name] = pair.value
        }
        self.fields = fields
    }

    /// The value of `name`; an empty value counts as absent (RFC 6749 section 3.1).
    subscript(name: String) -> String? {
        fields[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
