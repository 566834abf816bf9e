import Foundation

/// An `application/x-www-form-urlencoded` body, as OAuth endpoints take their parameters.
struct FormBody: Sendable {
    /// The parameters by name.
    let fields: [String: String]

    /// Parses `data`; refuses a body that is not text, or that repeats a parameter (RFC 6749 section 3.2).
    init(_ data: Data) throws(OAuthError) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidRequest("The request body is not UTF-8 text")
        }
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]), let value = Self.decode(parts.count > 1 ? parts[1] : "") else {
                throw .invalidRequest("The request body is not valid form encoding")
            }
            guard fields[name] == nil else { throw .invalidRequest("The parameter \(name) is repeated") }
            fields[name] = value
        }
        self.fields = fields
    }

    /// The value of `name`; an empty value counts as absent (RFC 6749 section 3.1).
    subscript(name: String) -> String? {
        fields[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
