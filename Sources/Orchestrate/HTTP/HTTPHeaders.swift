import Foundation

/// HTTP header fields in order, with case-insensitive names; a name may repeat (e.g. `Set-Cookie`).
public struct HTTPHeaders: Sendable, Equatable, Sequence {
    /// One header field.
    public struct Field: Sendable, Equatable {
        /// The name as it was given.
        public var name: String
        /// The value.
        public var value: String
    }

    /// The fields in order.
    public private(set) var fields: [Field] = []

    /// Creates headers from name-value pairs, in order.
    public init(_ pairs: [(String, String)] = []) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value for `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// Replaces every field called `name` with one field holding `value`, where the first one was
    /// (or at the end when there was none).
    public mutating func set(_ name: String, _ value: String) {
        guard let first = fields.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            fields.append(Field(name: name, value: value))
            return
        }
        fields[first] = Field(name: name, value: value)
        fields = fields.enumerated()
            .filter { $0.offset == first || $0.element.name.caseInsensitiveCompare(name) != .orderedSame }
            .map(\.element)
    }

    /// Adds a field, keeping those already called `name`.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field called `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}

extension HTTPHeaders: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Name: value` pairs with the values of sensitive headers (`Authorization`, `Cookie`, …) redacted
    /// and a `Location`'s codes and tokens redacted.
    public var description: String { "[\(SensitiveHeaders.redacted(self))]" }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// The fields as `description` shows them, for `dump` and debuggers.
    public var customMirror: Mirror {
        let children: [Mirror.Child] = fields.map { (label: $0.name, value: SensitiveHeaders.shown($0)) }
        return Mirror(self, children: children)
    }
}

extension HTTPHeaders.Field: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Name: value`, the value redacted when the header is sensitive.
    public var description: String { "\(name): \(SensitiveHeaders.shown(self))" }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// The name and the value as `description` shows it.
    public var customMirror: Mirror { Mirror(self, children: ["name": name, "value": SensitiveHeaders.shown(self)]) }
}

/// Header names whose values never reach a log line. A header whose name a server chooses (AM's SSO
/// cookie name) is marked secret where it is set (`Request.secretHeader`), not listed here.
enum SensitiveHeaders {
    static let names: Set<String> = ["authorization", "cookie", "set-cookie", "proxy-authorization", "interactiontoken"]

    static func isSensitive(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }

    /// The headers as `Name: value` lines with sensitive values, and those of the lowercased names in
    /// `alsoSecret`, replaced by `<redacted>`.
    static func redacted(_ headers: HTTPHeaders, alsoSecret: Set<String> = []) -> String {
        headers.fields
            .map { field in
                let secret = alsoSecret.contains(field.name.lowercased())
                return "\(LogText.sanitized(field.name)): \(secret ? "<redacted>" : shown(field))"
            }
            .joined(separator: ", ")
    }

    /// A field's value as logs show it: `<redacted>` for a sensitive header, a `Location` with its codes
    /// and tokens redacted, any other value with control characters replaced.
    static func shown(_ field: HTTPHeaders.Field) -> String {
        if isSensitive(field.name) { return "<redacted>" }
        if field.name.caseInsensitiveCompare("Location") == .orderedSame { return SensitiveQuery.redacted(location: field.value) }
        return LogText.sanitized(field.value)
    }
}
