import Foundation

/// A password field (`PASSWORD`, `PASSWORD_VERIFY`): validated against the node's `passwordPolicy`,
/// never shown by `description`, and cleared once it has been sent.
public final class PasswordCollector: FieldCollector, ValueCollector, Validating, ContinueNodeAware, Closeable,
    CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
{
    /// The field's common properties.
    public let field: Field
    private let rules: TextFieldRules
    /// Where the password is kept.
    public let valueStorage = ValueStorage("")
    private let node = Locked(WeakNode())
    private let clearsOnClose = Locked(true)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        rules = TextFieldRules(field: field)
    }

    /// The node the field belongs to (held weakly: the node holds its collectors).
    public var continueNode: ContinueNode? {
        get { node.current.node }
        set { node.withLock { $0.node = newValue } }
    }

    /// The password policy: the field's own `passwordPolicy` first, then the node's (the Ping SDKs' 2026
    /// rule); `nil` when neither has one that can be read.
    public var passwordPolicy: PasswordPolicy? {
        field.json["passwordPolicy"].flatMap(PasswordPolicy.init(json:))
            ?? (continueNode?.input["passwordPolicy"]).flatMap(PasswordPolicy.init(json:))
    }

    /// Passwords have no default: `formData` values are ignored.
    public func initialize(with value: JSON) {}

    /// Forgets the password.
    public func clear() { value = "" }

    /// Whether `close()` (after each request the node makes) forgets the password; `true` by default.
    public var clearPassword: Bool {
        get { clearsOnClose.current }
        set { clearsOnClose.withLock { $0 = newValue } }
    }

    /// Forgets the password unless `clearPassword` is `false`.
    public func close() {
        if clearPassword { clear() }
    }

    /// `required` and pattern rules, then the node's password policy.
    public func validate() -> [ValidationError] {
        var errors = rules.validate(value)
        if let passwordPolicy, !(value.isEmpty && !field.required) {
            errors += passwordPolicy.validate(value)
        }
        return errors
    }

    /// The key only; the value is never shown.
    public var description: String { "PasswordCollector(\(key): <redacted>)" }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// The key and whether a value was entered, for `dump` and debuggers; never the value.
    public var customMirror: Mirror {
        Mirror(self, children: ["key": key, "type": type, "value": value.isEmpty ? "<empty>" : "<redacted>"])
    }
}
