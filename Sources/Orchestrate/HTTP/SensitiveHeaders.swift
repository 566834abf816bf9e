import Foundation

/// Header names whose values never reach a log line. A header whose name a server chooses (AM's SSO
/// cookie name) is marked secret where it is set (`HTTPHeaders.setSecret`, `Request.secretHeader`), not
/// listed here.
enum SensitiveHeaders {
    static let names: Set<String> = [
        "authorization", "cookie", "set-cookie", "proxy-authorization", "interactiontoken",
    ]

    static func isSensitive(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }

    /// The headers as `Name: value` lines with the values of sensitive headers and of names marked
    /// secret replaced by `<redacted>`.
    static func redacted(_ headers: HTTPHeaders) -> String {
        headers.fields
            .map { "\(LogText.sanitized($0.name)): \(shown($0))" }
            .joined(separator: ", ")
    }

    /// A field's value as logs show it: `<redacted>` for a sensitive or secret header, a `Location` with
    /// its codes and tokens redacted, any other value with control characters replaced.
    static func shown(_ field: HTTPHeaders.Field) -> String {
        if field.isSecret || isSensitive(field.name) { return "<redacted>" }
        if field.name.caseInsensitiveCompare("Location") == .orderedSame {
            return SensitiveQuery.redacted(location: field.value)
        }
        return LogText.sanitized(field.value)
    }
}
