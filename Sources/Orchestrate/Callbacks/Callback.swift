import Foundation

/// One step of a Journey node that the app shows or answers: made from one object of the node's
/// `callbacks` array, and asked for the JSON that goes back to the server.
///
/// Register a type with `CallbackRegistry.shared.register(type: "MyCallback", callback: MyCallback.self)`.
/// A callback is a class (its inputs change while the node stays the same) and `Sendable` (keep mutable
/// state in a `Locked` box, as `InputCallback` does). Its `description` and `dump` show its type and input
/// names, never a value, so a password or an answer cannot reach a log through it.
public protocol Callback: Action, AnyObject, CustomStringConvertible, CustomReflectable {
    /// Creates the callback from its JSON (`callbacks[i]` of the node).
    init(with json: JSON)
    /// The callback's JSON as the server sent it, read into outputs and inputs.
    var content: CallbackContent { get }
    /// The JSON sent back for this callback, or `.none` to leave it out of the request. (Write `.none`
    /// in expressions such as `condition ? json : .none`: there a bare `nil` becomes JSON `null`, since
    /// `JSON` is expressible by the nil literal, and a `null` callback would be sent.)
    func payload() -> JSON?
}

extension Callback {
    /// A callback of no JSON (no outputs, no inputs), as the Ping SDK's `init()` makes one; a callback
    /// is read from its JSON with `init(with:)`.
    public init() { self.init(with: [:]) }

    /// The callback's identity among the node's, as the Ping SDK's `Callback.id`, so that
    /// `ForEach(node.callbacks, id: \.id)` works as written for Ping: the object's identity, which stays the
    /// same for the node's life (Ping's is a new UUID on each read). A `HiddenValueCallback`'s own `id` is the
    /// `id` output AM sent; read it as `valueId` to mean that.
    public var id: String { String(describing: ObjectIdentifier(self)) }

    /// The callback's `type` (e.g. `NameCallback`); empty when the server sent none.
    public var type: String { content.type }
    /// The callback's JSON as the server sent it.
    public var json: JSON { content.json }

    /// The JSON unchanged: a callback that takes no input goes back as it came.
    public func payload() -> JSON? { content.json }

    /// The type and the input names; never a value.
    public var description: String {
        let inputs = content.inputNames.isEmpty ? "" : "(inputs: \(content.inputNames.joined(separator: ", ")))"
        return "\(Self.self)\(inputs)"
    }

    /// What `description` shows, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["type": content.type, "inputs": content.inputNames], displayStyle: .class)
    }
}

/// A callback that shows a `prompt` output (a name, a password, a choice, a policy-checked input…).
public protocol PromptCallback: Callback {}

extension PromptCallback {
    /// The text to show, such as "User Name"; empty when the server sent none.
    public var prompt: String { content.string("prompt") ?? "" }
}

/// The parts of a callback's JSON that every callback reads: its type, its `_id`, its outputs by name and
/// its inputs in order.
///
/// AM sends `{"type": ..., "output": [{"name", "value"}], "input": [{"name", "value"}], "_id": 0}`. An
/// output whose value is `null` is skipped; a repeated output name keeps its first value. Anything that is
/// not in that shape reads as missing, so a hostile callback gives a callback with defaults.
public struct CallbackContent: Sendable, Equatable {
    /// The callback's JSON as received.
    public let json: JSON
    /// The callback's `type`; empty when missing or not a string.
    public let type: String
    /// The callback's `_id`, when it is an integer.
    public let id: Int?
    /// The outputs, by name.
    public let outputs: [String: JSON]
    /// The names of the inputs, in the server's order.
    public let inputNames: [String]
    /// The values of the inputs as the server sent them, in the same order.
    public let inputValues: [JSON]

    /// Reads `json`.
    public init(json: JSON) {
        self.json = json
        type = json["type"]?.stringValue ?? ""
        id = json["_id"]?.intValue
        var outputs: [String: JSON] = [:]
        for output in json["output"]?.arrayValue ?? [] {
            guard let name = output["name"]?.stringValue, let value = output["value"], !value.isNull,
                outputs[name] == nil
            else { continue }
            outputs[name] = value
        }
        self.outputs = outputs
        let inputs = (json["input"]?.arrayValue ?? []).map { input in
            (name: input["name"]?.stringValue ?? "", value: input["value"] ?? .null)
        }
        inputNames = inputs.map(\.name)
        inputValues = inputs.map(\.value)
    }

    /// The output named `name`.
    public func output(_ name: String) -> JSON? { outputs[name] }

    /// The output named `name` when it is a string.
    public func string(_ name: String) -> String? { outputs[name]?.stringValue }

    /// The output named `name` as a boolean: a JSON boolean, or the string `true` / `false`.
    public func bool(_ name: String) -> Bool? {
        switch outputs[name] {
        case .bool(let value)?: value
        case .string(let text)?: Bool(text.lowercased())
        default: nil
        }
    }

    /// The output named `name` as an integer: an integral number, or a string holding one (AM sends some
    /// numbers as strings, such as `waitTime` and `messageType`).
    public func int(_ name: String) -> Int? {
        switch outputs[name] {
        case .number?, .integer?: outputs[name]?.intValue
        case .string(let text)?: Int(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    /// The output named `name` as a number: a JSON number or a string holding one.
    public func double(_ name: String) -> Double? {
        switch outputs[name] {
        case .number?, .integer?: outputs[name]?.doubleValue
        case .string(let text)?: Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    /// The output named `name` as strings: the string elements of an array.
    public func strings(_ name: String) -> [String] {
        outputs[name]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// This callback's JSON with the input values replaced by position, the input names kept as the
    /// server sent them. Values past the last input are ignored; inputs past the last value keep theirs.
    public func replacingInputs(_ values: [JSON]) -> JSON {
        guard case .object(var object) = json, let inputs = json["input"]?.arrayValue else { return json }
        object["input"] = .array(
            inputs.enumerated().map { index, input in
                guard index < values.count, case .object(var fields) = input else { return input }
                fields["value"] = values[index]
                return .object(fields)
            })
        return .object(object)
    }
}
