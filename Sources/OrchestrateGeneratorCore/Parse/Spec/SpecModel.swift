/// The access level of emitted declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    /// `public` declarations, for a library's API.
    case `public`
    /// No modifier: `internal` declarations.
    case `internal`

    /// What goes before an emitted declaration: `"public "` or nothing.
    var declarationPrefix: String { self == .public ? "public " : "" }
}

/// The type of a config field, a custom collector's value or one of its properties.
public struct ValueType: Sendable, Equatable {
    /// The non-optional base.
    public enum Base: String, Sendable, CaseIterable {
        /// `String`
        case string = "String"
        /// `Bool`
        case bool = "Bool"
        /// `Int`
        case int = "Int"
        /// `Double`
        case double = "Double"
        /// `[String]`
        case stringList = "[String]"
    }

    /// The base type.
    public var base: Base
    /// Whether the type is optional (`String?`).
    public var optional: Bool

    /// Parses `String`, `Bool?`, `[String]`, …
    public init?(_ text: String, allowOptional: Bool) {
        var name = text.trimmingCharacters(in: .whitespaces)
        optional = name.hasSuffix("?")
        if optional {
            guard allowOptional else { return nil }
            name.removeLast()
        }
        guard let base = Base(rawValue: name) else { return nil }
        self.base = base
    }

    /// Creates a type.
    public init(_ base: Base, optional: Bool = false) {
        self.base = base
        self.optional = optional
    }

    /// The Swift spelling.
    public var swift: String { base.rawValue + (optional ? "?" : "") }
}

/// The protocol a flow speaks, and the kind of node a typed form reads.
public enum FlowProtocol: String, Sendable, CaseIterable {
    /// PingOne DaVinci: forms of collectors (the default).
    case davinci
    /// ForgeRock Journey (PingAM): nodes of callbacks.
    case journey
}

/// A `*.flow.yaml` file, read.
public struct FlowSpec: Sendable {
    /// The file.
    public var source: SpecSource
    /// `flow:`
    public var name: Located<String>
    /// `access:`
    public var access: Located<AccessLevel>?
    /// `protocol:`; DaVinci when absent.
    public var flowProtocol: Located<FlowProtocol>? = nil
    /// `journey:`: the journey (tree) a Journey flow starts.
    public var journeyName: Located<String>? = nil
    /// `workflow.timeout`
    public var timeout: Located<Double>?
    /// `workflow.modules`, or `nil` to install every module in declaration order.
    public var install: [Located<String>]?
    /// Where `workflow.modules` was written.
    public var installLocation: SourceLocation?
    /// `modules:` in order.
    public var modules: [ModuleSpec]
    /// `steps:` in order.
    public var steps: [StepSpec]
}

/// One module.
public struct ModuleSpec: Sendable {
    /// The module's name.
    public var name: Located<String>
    /// `use:` a runtime module.
    public var use: Located<String>?
    /// `with:` values for a runtime module.
    public var with: [(name: Located<String>, value: YAMLNode)]
    /// `priority:`
    public var priority: Located<Int>?
    /// `config:` fields in order.
    public var config: [ConfigFieldSpec]
    /// The states with actions, in the order of `SpecSchema.states`.
    public var states: [StateSpec]
}

/// A config field.
public struct ConfigFieldSpec: Sendable {
    /// The field's name.
    public var name: Located<String>
    /// Its type.
    public var type: Located<ValueType>
    /// Its default, if written.
    public var defaultValue: YAMLNode?
}

/// The actions of one state of a module.
public struct StateSpec: Sendable {
    /// The state (`start`, `next`, …).
    public var state: Located<String>
    /// The actions in order.
    public var actions: [ActionSpec]
}

/// What a request action does.
public enum RequestActionKind: String, Sendable, CaseIterable {
    /// `header:` → `request.header(name:value:)`
    case header
    /// `appendHeader:` → `request.appendHeader(name:value:)`
    case appendHeader
    /// `query:` → `request.parameter(name:value:)`
    case query
    /// `appendQuery:` → `request.appendParameter(name:value:)`
    case appendQuery
    /// `cookie:` → `request.cookie(name:value:)`
    case cookie
}

/// Where a stored value comes from.
public enum StoreSource: Sendable {
    /// A response header.
    case header(Located<String>)
    /// A cookie the response sets.
    case cookie(Located<String>)
    /// A JSON path into the response body or the node's input.
    case json([String], SourceLocation)
}

/// One action.
public struct ActionSpec: Sendable {
    /// What it does.
    public enum Kind: Sendable {
        /// Sets or appends headers, query parameters or cookies.
        case request(RequestActionKind, [(name: Located<String>, value: Located<String>)])
        /// Sets JSON body fields.
        case body([(name: Located<String>, value: YAMLNode)])
        /// Stores a value into a context.
        case store(StoreSource, into: Located<String>)
        /// Calls an app function.
        case call(Located<String>)
    }

    /// What it does.
    public var kind: Kind
    /// `when:` conditions, all of which must hold.
    public var when: [Located<String>]
    /// Where the action was written.
    public var location: SourceLocation
}

/// One step.
public struct StepSpec: Sendable {
    /// The step's name.
    public var name: Located<String>
    /// `form:`
    public var form: Located<String>?
    /// `node:`: the typed Journey node of this step.
    public var node: Located<String>? = nil
    /// `call:`: the app function this operation step runs.
    public var call: Located<String>?
    /// `results:`: what the `call:` function may return.
    public var results: [Located<String>]
    /// `success: true`
    public var isSuccess: Bool
    /// `error: true`: an end without success.
    public var isError: Bool
    /// `server: true`: a step at which the client shows nothing; its segues route the server's answer.
    public var isServer: Bool = false
    /// `next:`, in the order the segues are tested.
    public var next: [SegueSpec]
}

/// One item of a step's `next:`: a step name, or `{to, when, retry}`.
public struct SegueSpec: Sendable {
    /// `to:`, or the name itself.
    public var target: Located<String>
    /// `when:`, every condition of which must hold.
    public var conditions: [SegueConditionSpec]
    /// `retry:`: how many times the segue may be taken in one run.
    public var retry: Located<Int>?
}

/// One condition of a segue's `when:`.
public enum SegueConditionSpec: Sendable {
    /// `button: name`, a field of the step's form.
    case button(Located<String>)
    /// `error: true | status | code`.
    case error(status: Int?, code: String?, at: SourceLocation)
    /// `failure: true`.
    case failure(at: SourceLocation)
    /// `field: {name: value}`: one per entry; the value is a scalar.
    case field(Located<String>, value: YAMLNode)
    /// `result: name`, one of the step's `results:`.
    case result(Located<String>)
    /// `failedPolicies: true` (Journey).
    case failedPolicies(at: SourceLocation)
}

/// A `*.collectors.yaml` or `*.callbacks.yaml` file, read: the server's types mapped to the runtime's classes
/// (DaVinci field types to collectors, Journey callback types to callbacks), the custom classes to emit, and
/// the typed forms (typed Journey nodes).
public struct MappingsSpec: Sendable {
    /// What the file maps: `.davinci` for a collectors file, `.journey` for a callbacks file.
    public var kind: FlowProtocol
    /// The file.
    public var source: SpecSource
    /// The namespace name (`name:` or from the file name).
    public var namespace: Located<String>
    /// `access:`
    public var access: Located<AccessLevel>?
    /// `collectors:` or `callbacks:`, in order.
    public var mappings: [ClassMappingSpec]
    /// `forms:` or `nodes:`, in order; a node's fields are its callbacks, each field's `type` the callback type.
    public var forms: [FormSpec]
}

/// A server type → runtime class mapping: a field type to its collector, or a callback type to its class.
public struct ClassMappingSpec: Sendable {
    /// The field type (`TEXT`) or the callback type AM sends (`NameCallback`).
    public var type: Located<String>
    /// The class name.
    public var className: Located<String>
    /// The class to emit, for a custom collector or callback.
    public var custom: CustomClassSpec?
}

/// A custom class a mapping declares.
public enum CustomClassSpec: Sendable {
    /// A custom collector (`collector:` and `value:`).
    case collector(CustomCollectorSpec)
    /// A custom callback (`class:`, `outputs:`, `inputs:`).
    case callback(CustomCallbackSpec)
}

/// A custom collector to emit.
public struct CustomCollectorSpec: Sendable {
    /// The value's type.
    public var valueType: Located<ValueType>
    /// The value's default.
    public var defaultValue: YAMLNode?
    /// Properties read from the field JSON.
    public var properties: [PropertySpec]
}

/// A property of a custom collector.
public struct PropertySpec: Sendable {
    /// The property's name.
    public var name: Located<String>
    /// Its type.
    public var type: Located<ValueType>
    /// Its default.
    public var defaultValue: YAMLNode?
    /// The JSON key it is read from.
    public var key: Located<String>
}

/// How a node is recognised as a form.
public enum FormMatch: Sendable {
    /// By `form.name`.
    case formName(Located<String>)
    /// By `id`.
    case nodeId(Located<String>)
    /// By the keys of its required fields (a DaVinci form), or by its callback types in order (a Journey node).
    case fieldKeys
    /// By the Journey node's `stage`.
    case stage(Located<String>)
    /// By the Journey node's `header`.
    case header(Located<String>)
    /// Any Journey node no other step's node matches (`match: { unmatched: true }`).
    case unmatched

    /// Whether the form takes only the nodes no other form matches, and so is tried last.
    var isFallback: Bool {
        if case .unmatched = self { return true }
        return false
    }
}

/// A typed form.
public struct FormSpec: Sendable {
    /// The form's name.
    public var name: Located<String>
    /// How it is recognised.
    public var match: FormMatch
    /// Its fields (a Journey node's callbacks) in order.
    public var fields: [FieldSpec]
    /// What it reads: a DaVinci form of collectors, or a Journey node of callbacks.
    public var kind: FlowProtocol = .davinci
}

/// A field of a form.
public struct FieldSpec: Sendable {
    /// The property name.
    public var name: Located<String>
    /// The key in the node.
    public var key: Located<String>
    /// The field type.
    public var type: Located<String>
    /// Whether the field may be absent.
    public var optional: Bool
    /// The collector named with `collector:` (for a field type whose collector chooses one by the field).
    public var collector: Located<String>? = nil
}

/// Every spec of a run.
public struct SpecSet: Sendable {
    /// The flow specs, sorted by output file name.
    public var flows: [FlowSpec] = []
    /// The collectors files, sorted by output file name.
    public var collectors: [MappingsSpec] = []
    /// The callbacks files, sorted by output file name.
    public var callbacks: [MappingsSpec] = []

    /// An empty set.
    public init() {}
}

/// A custom callback to emit: typed outputs read from AM's `output` array, typed inputs set into its
/// `input` array.
public struct CustomCallbackSpec: Sendable {
    /// Outputs by property name; `key` is the output's name.
    public var outputs: [PropertySpec]
    /// Inputs by property name, in the order of the callback's inputs.
    public var inputs: [PropertySpec]
}
