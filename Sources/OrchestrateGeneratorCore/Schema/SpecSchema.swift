import Foundation

/// The tables of both spec formats (version 1). `MappingReader` checks keys against them, `JSONSchema` is
/// written from them, and the spec reference article (`Orchestrate.docc/SpecReference.md`) documents each key
/// they list.
public enum SpecSchema {
    /// The format version this generator reads.
    public static let version = 1

    /// The states a module can install functions into, in the order they run.
    public static let states = ["initialize", "start", "next", "response", "node", "success", "signOff"]

    /// The runtime-shipped modules `use:` can name, with the Swift expression and config type of each.
    public static let runtimeModules: [(name: String, module: String, config: String)] = [
        ("cookies", "CookieModule.config", "CookieConfig"),
        ("headers", "CustomHeaderModule.config", "CustomHeaderConfig"),
        ("customHeader", "CustomHeaderModule.config", "CustomHeaderConfig"),
        ("davinci", "DaVinciModule.config", "DaVinciConfig"),
        ("journey", "JourneyModule.config", "JourneyModuleConfig"),
        ("oidc", "OidcModule.config", "OidcConfig"),
    ]

    /// The configuration fields of the runtime-shipped modules that `with:` can set.
    public static let runtimeModuleFields: [String: [(name: String, type: String)]] = [
        "CookieConfig": [("persist", "[String]")],
        "CustomHeaderConfig": [("enable", "Bool"), ("headerName", "String"), ("headerValue", "String")],
        "DaVinciConfig": [("startURL", "String?")],
        "JourneyModuleConfig": [("serverUrl", "String"), ("realm", "String"), ("cookie", "String")],
        "OidcConfig": [
            ("clientId", "String"), ("discoveryEndpoint", "String"), ("scopes", "[String]"),
            ("redirectUri", "String"), ("acrValues", "String?"), ("loginHint", "String?"),
            ("prompt", "String?"), ("uiLocales", "String?"),
        ],
    ]

    /// The value types of config fields, custom collector values and properties.
    public static let valueTypes = ["String", "Bool", "Int", "Double", "[String]"]

    static let versionKey = KeySpec(
        "orchestrate", .integer, required: true,
        "The format version; this generator reads 1.")
    static let accessKey = KeySpec(
        "access", .oneOfStrings(["public", "internal"]),
        "The access level of the emitted declarations; `--access` applies when absent (default internal).")

    // MARK: Flow specs

    /// A `*.flow.yaml` file.
    public static let flowFile = ObjectSchema(
        "flowFile", "A flow: its modules, its workflow factory and its steps.",
        keys: [
            versionKey,
            KeySpec("flow", .string, required: true, "The flow's name; emits `enum <flow>Flow`."),
            accessKey,
            KeySpec(
                "protocol", .oneOfStrings(FlowProtocol.allCases.map(\.rawValue)),
                "The protocol the flow speaks: `davinci` (the default; steps name `form:`s) or `journey` (ForgeRock AM; steps name `node:`s)."
            ),
            KeySpec(
                "journey", .string,
                "The journey (tree, AM's `authIndexValue`) a `protocol: journey` flow starts; required there."),
            KeySpec("workflow", .object(workflow), "How the workflow factory builds the workflow."),
            KeySpec("modules", .dictionary(.object(module)), "The flow's modules by name, in declaration order."),
            KeySpec("steps", .dictionary(.object(step)), "The flow's steps by name: emits the typed `Step` enum."),
        ])

    /// `workflow:`.
    public static let workflow = ObjectSchema(
        "workflow", "The workflow factory.",
        keys: [
            KeySpec("timeout", .number, "Seconds before a request times out (`WorkflowConfig.timeout`)."),
            KeySpec("modules", .list(.string), "The modules installed by `workflow()`, in install order."),
        ])

    /// One module of `modules:`.
    public static let module = ObjectSchema(
        "module", "A module: a config struct and functions for workflow states, or a runtime module.",
        keys: [
            KeySpec(
                "use", .oneOfStrings(runtimeModules.map(\.name)),
                "Names a runtime-shipped module instead of declaring one: cookies, headers/customHeader, davinci (a DaVinci flow's `startURL`), journey (a Journey flow's `serverUrl`, `realm`, `cookie`) or oidc (`OidcModule`: `clientId`, `discoveryEndpoint`, `scopes`, `redirectUri`, …)."
            ),
            KeySpec("with", .dictionary(.any), "Config values for a `use:` module, set when `workflow()` installs it."),
            KeySpec("priority", .integer, "The module's priority (lower runs first; default 10)."),
            KeySpec(
                "config", .dictionary(.either(.string, .object(configField))),
                "The module's config fields by name: emits a `Sendable` struct with these defaults."),
        ] + states.map { KeySpec($0, .list(.object(action)), "Actions run in the `\($0)` state, in order.") })

    /// One config field: `{ type: Bool, default: true }` or just `Bool`.
    public static let configField = ObjectSchema(
        "configField", "A config field.",
        keys: [
            KeySpec(
                "type", .string, required: true,
                "String, Bool, Int, Double or [String]; a trailing `?` makes it optional."),
            KeySpec("default", .any, "The default value; absent means empty, false, 0 or nil."),
        ])

    /// The keys of an action item that name its action.
    public static let actionKinds = [
        "header", "appendHeader", "query", "appendQuery", "cookie", "body", "store", "call",
    ]

    /// One action of a state.
    public static let action = ObjectSchema(
        "action", "One action: exactly one action key, and an optional `when:`.",
        keys: [
            KeySpec("header", .dictionary(.string), "Sets request headers (name: value), replacing earlier values."),
            KeySpec("appendHeader", .dictionary(.string), "Adds request header values, keeping earlier ones."),
            KeySpec("query", .dictionary(.string), "Sets query parameters (name: value)."),
            KeySpec("appendQuery", .dictionary(.string), "Adds query parameter values."),
            KeySpec("cookie", .dictionary(.string), "Sets cookies to send (name: value)."),
            KeySpec("body", .dictionary(.any), "Sets top-level fields of the JSON body (a string may interpolate)."),
            KeySpec("store", .object(store), "Stores a response header, cookie or JSON value into a context."),
            KeySpec("call", .string, "Calls an app function with the state's hook signature (e.g. `Audit.record`)."),
            KeySpec("when", .either(.string, .list(.string)), "Runs the action only when every condition holds."),
        ], exactlyOne: actionKinds)

    /// `store:`.
    public static let store = ObjectSchema(
        "store", "Where a value comes from and where it goes.",
        keys: [
            KeySpec("header", .string, "A response header (response state)."),
            KeySpec("cookie", .string, "A cookie the response sets (response state)."),
            KeySpec(
                "json", .either(.string, .list(.string)),
                "A JSON path: dotted text, or a list of keys (response, node, success)."),
            KeySpec(
                "into", .string, required: true,
                "`flow.NAME` (the flow context) or `context.NAME` (the workflow context)."),
        ], exactlyOne: ["header", "cookie", "json"])

    /// One step of `steps:`.
    public static let step = ObjectSchema(
        "step", "A step of the flow's graph: a server form, an app operation or an end.",
        keys: [
            KeySpec(
                "form", .string,
                "The form (declared in any collectors file) a ContinueNode of this step has (DaVinci flows)."),
            KeySpec(
                "node", .string,
                "The typed node (declared in any callbacks file) a ContinueNode of this step is (Journey flows)."),
            KeySpec(
                "call", .string,
                "An app operation: the function `(Workflow) async throws -> <Step>Result` (or `Void` without `results`) this step runs."
            ),
            KeySpec(
                "results", .list(.string),
                "The results the `call:` function returns: emits `enum <Step>Result: String`, which segues test with `when: {result: name}`."
            ),
            KeySpec("success", .bool, "`true`: this step is the flow's success (carries the SuccessNode)."),
            KeySpec("error", .bool, "`true`: this step ends the flow without success."),
            KeySpec(
                "server", .bool,
                "`true`: a step at which the client shows nothing (a journey that reads only request headers, or whose nodes all run on the server): it starts the flow, or takes the server's last answer, and its segues route that answer."
            ),
            KeySpec(
                "next", .list(.either(.string, .object(segue))),
                "The segues leaving this step, tested in order; the first whose condition holds and whose retries are not used up is taken: a step name, or `{to, when, retry}`."
            ),
        ], exactlyOne: ["form", "node", "call", "success", "error", "server"])

    /// One segue of a step's `next:`.
    public static let segue = ObjectSchema(
        "segue", "A way to another step, with a condition and a retry limit.",
        keys: [
            KeySpec(
                "to", .string, required: true,
                "The step it leads to. A form step is reached when the server sends its form (or, with `when: {error}`, retried from the error's form); a success step when the server reports success."
            ),
            KeySpec("when", .object(segueCondition), "What the step's outcome must be; every key must hold."),
            KeySpec(
                "retry", .integer,
                "How many times the segue may be taken in one run; once used up, the following segues are tested."),
        ])

    /// A segue's `when:`.
    public static let segueCondition = ObjectSchema(
        "when", "Conditions on the outcome of the step a segue leaves.",
        keys: [
            KeySpec(
                "button", .string,
                "The button (a field name of the step's form) that submitted the form (DaVinci flows)."),
            KeySpec(
                "error", .either(.bool, .either(.integer, .string)),
                "The server answered with an ErrorNode: `true` for any, a status (`400`) or a code (`INVALID_VALUE`)."),
            KeySpec(
                "failure", .bool, "`true`: the step failed (the network, a malformed answer, a throwing app function)."),
            KeySpec(
                "field", .dictionary(.string),
                "Values the form sent, by field name: `{ username: alice }` (DaVinci flows)."),
            KeySpec("result", .string, "The result the `call:` function returned (one of its `results`)."),
            KeySpec(
                "failedPolicies", .bool,
                "`true`: AM sent the node back because a validated callback's value failed its policies (Journey flows)."
            ),
        ])

    // MARK: Collector mappings

    /// A `*.collectors.yaml` file.
    public static let collectorsFile = ObjectSchema(
        "collectorsFile", "Collector mappings, custom collectors and typed forms.",
        keys: [
            versionKey,
            KeySpec(
                "name", .string,
                "The namespace; emits `enum <name>Collectors` (default: the file name before `.collectors`)."),
            accessKey,
            KeySpec(
                "collectors", .dictionary(.either(.string, .object(customCollector))),
                "Field type → collector: a collector class name, or a custom collector to emit."),
            KeySpec("forms", .dictionary(.object(form)), "Typed forms by name: emits `struct <name>Form`."),
        ])

    /// A custom collector.
    public static let customCollector = ObjectSchema(
        "customCollector", "A custom collector class to emit.",
        keys: [
            KeySpec("collector", .string, required: true, "The class name."),
            KeySpec("value", .oneOfStrings(valueTypes), required: true, "The type of the collected value."),
            KeySpec("default", .any, "The value's default (empty, false or 0 when absent)."),
            KeySpec(
                "properties", .dictionary(.either(.string, .object(property))),
                "Properties read from the field JSON, by name."),
        ])

    /// A property of a custom collector: `String` or `{ type: Int, default: 1, key: otherKey }`.
    public static let property = ObjectSchema(
        "property", "A property read from the field JSON.",
        keys: [
            KeySpec("type", .oneOfStrings(valueTypes), required: true, "The property's type."),
            KeySpec("default", .any, "The value when the field JSON has none."),
            KeySpec("key", .string, "The JSON key (default: the property name)."),
        ])

    /// A form.
    public static let form = ObjectSchema(
        "form", "A typed form: one property per field.",
        keys: [
            KeySpec(
                "match", .object(match),
                "How a ContinueNode is recognised as this form (default: by its required field keys)."),
            KeySpec(
                "fields", .dictionary(.either(.string, .object(field))), required: true,
                "The fields by property name: a field type, or `{ key, type, optional, collector }`."),
        ])

    /// `match:`.
    public static let match = ObjectSchema(
        "match", "How a node is recognised as a form.",
        keys: [
            KeySpec("formName", .string, "The node's `form.name` (the DaVinci form's name, e.g. \"Sign On\")."),
            KeySpec("nodeId", .string, "The node's `id`."),
        ], exactlyOne: ["formName", "nodeId"])

    /// A field of a form.
    public static let field = ObjectSchema(
        "field", "A field of a form.",
        keys: [
            KeySpec(
                "type", .string, required: true,
                "The field type, mapped to a collector by a collectors file or by the runtime's defaults: \(RuntimeCatalog.defaultMappings.keys.sorted().joined(separator: ", "))."
            ),
            KeySpec("key", .string, "The field's key in the node (default: the property name)."),
            KeySpec("optional", .bool, "`true`: the property is optional and the field may be absent."),
            KeySpec(
                "collector", .string,
                "The collector the property holds, when the field type's collector chooses one by the field (FIDO2: FidoRegistrationCollector or FidoAuthenticationCollector)."
            ),
        ])

    // MARK: Callback mappings

    /// A `*.callbacks.yaml` file.
    public static let callbacksFile = ObjectSchema(
        "callbacksFile", "Journey callback mappings, custom callbacks and typed nodes.",
        keys: [
            versionKey,
            KeySpec(
                "name", .string,
                "The namespace; emits `enum <name>Callbacks` (default: the file name before `.callbacks`)."),
            accessKey,
            KeySpec(
                "callbacks", .dictionary(.either(.string, .object(customCallback))),
                "Callback type → callback class: a class name, or a custom callback to emit."),
            KeySpec(
                "nodes", .dictionary(.object(journeyNode)), "Typed Journey nodes by name: emits `struct <name>Node`."),
        ])

    /// A custom callback.
    public static let customCallback = ObjectSchema(
        "customCallback", "A custom callback class to emit.",
        keys: [
            KeySpec("class", .string, required: true, "The class name."),
            KeySpec(
                "outputs", .dictionary(.either(.string, .object(property))),
                "Outputs read from the callback's `output` array, by property name (`key`: the output's name)."),
            KeySpec(
                "inputs", .dictionary(.either(.string, .object(property))),
                "Inputs the app sets, by property name, in the order of the callback's `input` array."),
        ])

    /// A typed Journey node.
    public static let journeyNode = ObjectSchema(
        "journeyNode", "A typed Journey node: one property per callback.",
        keys: [
            KeySpec(
                "match", .object(nodeMatch),
                "How a ContinueNode is recognised as this node (default: its callback types, in order)."),
            KeySpec(
                "callbacks", .dictionary(.either(.string, .object(nodeCallback))), required: true,
                "The callbacks by property name, in the node's order: a callback type, or `{ type, optional }`."),
        ])

    /// A Journey node's `match:`.
    public static let nodeMatch = ObjectSchema(
        "nodeMatch", "How a node is recognised as a typed Journey node.",
        keys: [
            KeySpec("stage", .string, "The node's `stage` (the page node's stage name, e.g. UsernamePassword)."),
            KeySpec("header", .string, "The node's `header` (the page node's title)."),
            KeySpec(
                "unmatched", .bool,
                "`true`: any node no other step's node matches (a scripted node whose callbacks the spec cannot say); tried last."
            ),
        ], exactlyOne: ["stage", "header", "unmatched"])

    /// A callback of a typed Journey node.
    public static let nodeCallback = ObjectSchema(
        "nodeCallback", "A callback of a typed node.",
        keys: [
            KeySpec(
                "type", .string, required: true,
                "The callback type, mapped to a class by a callbacks file or by the runtime's defaults: \(RuntimeCatalog.defaultCallbacks.keys.sorted().joined(separator: ", "))."
            ),
            KeySpec("optional", .bool, "`true`: the property is optional and the callback may be absent."),
        ])

    /// Every table, for the reference and the schema.
    public static let allTables: [ObjectSchema] = [
        flowFile, workflow, module, configField, action, store, step, segue, segueCondition,
        collectorsFile, customCollector, property, form, match, field,
        callbacksFile, customCallback, journeyNode, nodeMatch, nodeCallback,
    ]
}

extension SpecSchema {
    /// The key tables of the spec reference article (`Orchestrate.docc/SpecReference.md`), in Markdown, written from the tables themselves.
    public static func keyTables() -> String {
        var text = ""
        for table in allTables {
            text += "### <a id=\"\(table.name)\"></a>`\(table.name)`\n\n\(table.summary)"
            if !table.exactlyOne.isEmpty {
                text += " Exactly one of " + table.exactlyOne.map { "`\($0)`" }.joined(separator: ", ") + "."
            }
            text += "\n\n| key | value | required | meaning |\n|---|---|---|---|\n"
            for key in table.keys {
                let summary = key.summary.replacingOccurrences(of: "|", with: "\\|")
                text += "| `\(key.name)` | \(describe(key.shape)) | \(key.required ? "yes" : "") | \(summary) |\n"
            }
            text += "\n"
        }
        return text
    }

    static func describe(_ shape: ValueShape) -> String {
        switch shape {
        case .string: return "string"
        case .oneOfStrings(let options): return options.map { "`\($0)`" }.joined(separator: " \\| ")
        case .bool: return "boolean"
        case .integer: return "integer"
        case .number: return "number"
        case .object(let table): return "[\(table.name)](#\(table.name))"
        case .dictionary(let value): return "mapping of name → \(describe(value))"
        case .list(let element): return "list of \(describe(element))"
        case .either(let a, let b): return "\(describe(a)) or \(describe(b))"
        case .any: return "any value"
        }
    }
}
