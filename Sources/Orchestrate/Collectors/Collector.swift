import Foundation

/// Collects one field of a form from the user: made from the field's JSON, given its default from
/// `formData`, and asked for the value to send.
///
/// Register a type with `CollectorFactory.shared.register(type: "PASSWORD", collector: PasswordCollector.self)`.
/// A collector is a class (its value changes while the node stays the same) and `Sendable` (keep mutable
/// state in a `Locked` box).
public protocol Collector: Action, AnyObject {
    /// Creates the collector from the field's JSON (`form.components.fields[i]`).
    init(with json: JSON)
    /// The field's key, the name its value is sent under; empty for fields that send nothing.
    var key: String { get }
    /// Sets the default value from `formData.value[key]`.
    func initialize(with value: JSON)
    /// The value to send in `formData`, or `nil` when the field sends nothing.
    func payload() -> JSON?
}

extension Collector {
    /// The collector's identity among the node's, as the Ping SDK's `Collector.id`: its field's key, so that
    /// `ForEach(node.collectors, id: \.id)` works as written for Ping. Fields that send nothing (labels) have
    /// an empty key; give those an identity of your own (their position) when a list holds several.
    public var id: String { key }

    /// Does nothing: a collector without a value ignores defaults.
    public func initialize(with value: JSON) {}
    /// Sends nothing.
    public func payload() -> JSON? { nil }
}

/// A collector that needs the node it belongs to (a password collector reads the node's password policy).
/// The node is injected after all collectors of the node have been created.
public protocol ContinueNodeAware: AnyObject {
    /// The node the collector belongs to.
    var continueNode: ContinueNode? { get set }
}

/// An action that forgets what the user gave it once the node has been sent (the Ping SDK's `Closeable`):
/// a password, a passkey's credential. `ContinueNode.close()` closes each; DaVinci does it after every
/// request a node makes, so a node retried from an `ErrorNode` asks again.
public protocol Closeable: Action {
    /// Forgets the value.
    func close()
}

extension ContinueNode {
    /// Closes every action of the node that is `Closeable`.
    public func close() {
        for case let closeable as any Closeable in actions { closeable.close() }
    }
}

/// A collector that checks its value.
public protocol Validating {
    /// Every rule the current value breaks, in a stable order; empty when the value is valid.
    func validate() -> [ValidationError]
}

/// A button: pressing it chooses the `actionKey` and `eventType` the node is submitted with.
public protocol ButtonCollector: Collector {
    /// The event type sent when this button is pressed (`submit` or `action`).
    var eventType: String { get }
    /// Whether the button was pressed.
    var isPressed: Bool { get }
    /// When several buttons of a node were pressed, the one with the highest order submits it.
    var pressOrder: UInt64? { get }
    /// Presses the button.
    func press()
}

extension ButtonCollector {
    /// `0` when pressed, so a button that does not count its presses loses to one that does.
    public var pressOrder: UInt64? { isPressed ? 0 : nil }
}

/// The common properties of a form field, read from its JSON.
public struct Field: Sendable, Equatable {
    /// The field's `type` (e.g. `TEXT`).
    public let type: String
    /// The field's `inputType`, when it has one (e.g. `SINGLE_SELECT`).
    public let inputType: String?
    /// The key its value is sent under.
    public let key: String
    /// The label to show.
    public let label: String
    /// Whether a value is required.
    public let required: Bool
    /// The whole field JSON, for properties a collector does not model.
    public let json: JSON

    /// Reads the common properties of `json`; missing ones are empty or `false`.
    public init(json: JSON) {
        self.json = json
        type = json["type"]?.stringValue ?? ""
        inputType = json["inputType"]?.stringValue
        key = json["key"]?.stringValue ?? ""
        label = json["label"]?.stringValue ?? ""
        required = json["required"]?.boolValue ?? false
    }
}

/// A collector made from a `Field`: gives it `key`, `label`, `type` and `required`.
public protocol FieldCollector: Collector {
    /// The field's common properties.
    var field: Field { get }
}

extension FieldCollector {
    /// The field's key.
    public var key: String { field.key }
    /// The field's label.
    public var label: String { field.label }
    /// The field's type.
    public var type: String { field.type }
    /// Whether a value is required.
    public var required: Bool { field.required }
}

/// A collector whose value can be read and set from any task; gives it `value`. A conforming class declares
/// where the value is kept, with its initial value: `let valueStorage = ValueStorage("")`.
public protocol ValueCollector: Collector {
    /// The type of the value.
    associatedtype Value: Sendable
    /// Where the value is kept; the collector's `value` reads and writes it.
    var valueStorage: ValueStorage<Value> { get }
}

extension ValueCollector {
    /// The value entered or chosen.
    public var value: Value {
        get { valueStorage.box.current }
        set { valueStorage.box.withLock { $0 = newValue } }
    }
}

/// Where a ``ValueCollector`` keeps its value: made with the initial value, read and written only through
/// the collector's `value` (under a lock, so from any task). It shows nothing of the value in `dump`,
/// `description` or a debugger, since the value may be a password.
public final class ValueStorage<Value: Sendable>: Sendable, CustomReflectable {
    /// The value, under its lock.
    let box: Locked<Value>

    /// Storage holding `initial`.
    public init(_ initial: Value) {
        box = Locked(initial)
    }

    /// No children: the value is never shown.
    public var customMirror: Mirror {
        Mirror(self, children: EmptyCollection<Mirror.Child>())
    }
}

extension ValueCollector where Value == String {
    /// Sets the default from `formData` when it is a string.
    public func initialize(with value: JSON) {
        if let text = value.stringValue { self.value = text }
    }

    /// The string.
    public func payload() -> JSON? { .string(value) }
}
