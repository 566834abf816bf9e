import Foundation

/// HTTP header fields in order, with case-insensitive names; a name may repeat (e.g. `Set-Cookie`).
///
/// A name can be marked secret (`setSecret(_:_:)`, `Request.secretHeader(name:value:)`): its values are
/// sent as any other, and never shown by `description`, `debugDescription` or `dump`, wherever the
/// headers are copied to (`request.parts.headers`, a field taken from `fields`).
public struct HTTPHeaders: Sendable, Equatable, Sequence {
    /// One header field.
    public struct Field: Sendable, Equatable {
        /// The name as it was given.
        public var name: String
        /// The value.
        public var value: String
        /// Whether the field's name was marked secret in the headers it came from, so its value is never
        /// shown (as the values of `Authorization`, `Cookie` and the other sensitive headers are not).
        public internal(set) var isSecret = false

        /// A field; `isSecret` is set by the headers it is taken from.
        init(name: String, value: String, isSecret: Bool = false) {
            self.name = name
            self.value = value
            self.isSecret = isSecret
        }
    }

    /// The fields in order, as given (not yet marked secret).
    private var stored: [Field] = []
    /// The lowercased names marked secret.
    private var secretNameSet: Set<String> = []

    /// The fields in order, each marked secret when its name is.
    public var fields: [Field] {
        stored.map { Field(name: $0.name, value: $0.value, isSecret: isSecretName($0.name)) }
    }

    /// The lowercased names marked secret, whose values are never shown; a name stays marked when its
    /// fields are replaced or removed. Names set here are lowercased.
    public var secretNames: Set<String> {
        get { secretNameSet }
        set { secretNameSet = Set(newValue.map { $0.lowercased() }) }
    }

    /// Creates headers from name-value pairs, in order.
    public init(_ pairs: [(String, String)] = []) {
        stored = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value for `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        stored.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        stored.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// Replaces every field called `name` with one field holding `value`, where the first one was
    /// (or at the end when there was none).
    public mutating func set(_ name: String, _ value: String) {
        guard let first = stored.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            stored.append(Field(name: name, value: value))
            return
        }
        stored[first] = Field(name: name, value: value)
        stored = stored.enumerated()
            .filter { $0.offset == first || $0.element.name.caseInsensitiveCompare(name) != .orderedSame }
            .map(\.element)
    }

    /// Sets a header whose value is a secret (a session token under a header named by the server, say),
    /// as `set(_:_:)` does, and marks `name` secret.
    public mutating func setSecret(_ name: String, _ value: String) {
        set(name, value)
        secretNameSet.insert(name.lowercased())
    }

    /// Adds a field, keeping those already called `name`.
    public mutating func add(_ name: String, _ value: String) {
        stored.append(Field(name: name, value: value))
    }

    /// Removes every field called `name` (a secret name stays marked).
    public mutating func remove(_ name: String) {
        stored.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Iterates the fields in order, each marked secret when its name is.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    private func isSecretName(_ name: String) -> Bool {
        !secretNameSet.isEmpty && secretNameSet.contains(name.lowercased())
    }
}

extension HTTPHeaders: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Name: value` pairs with the values of sensitive headers (`Authorization`, `Cookie`, …) and of
    /// names marked secret redacted, and a `Location`'s codes and tokens redacted.
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
    /// `Name: value`, the value redacted when the header is sensitive or was marked secret.
    public var description: String { "\(name): \(SensitiveHeaders.shown(self))" }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// The name and the value as `description` shows it.
    public var customMirror: Mirror { Mirror(self, children: ["name": name, "value": SensitiveHeaders.shown(self)]) }
}
