// The typed view models of a flow file. Every template variable is a stored property here; all
// decisions are made when the models are built (`FlowModelBuilder`), none in the templates.

/// `FlowFile.mustache`: one `*.flow.swift` file.
struct FlowFileModel: Decodable, Sendable {
    var header: String
    var access: String
    var runtimeAPI: String
    var enumName: String
    var flowTitle: String
    var sourceFile: String
    var namespaces: [NamespaceModel]
    var hasTimeout: Bool
    var timeout: String
    var installs: [InstallModel]
    var davinciSettings: [SettingModel]
    var installList: String
    var modules: [ModuleModel]
    var steps: StepsModel?
    /// Whether the flow speaks Journey: its factory is `FlowJourneyFactory.mustache`.
    var isJourney: Bool
    /// The journey's name, as a Swift string literal.
    var journeyName: String
    /// The journey's name, for comments.
    var journeyTitle: String
    /// `use: journey` settings, set on the `JourneyConfig`.
    var journeySettings: [SettingModel]
    /// The callbacks namespaces whose mappings the callback registry registers.
    var callbackNamespaces: [NamespaceModel]
}

/// A collectors namespace whose mappings a flow's collector factory registers.
struct NamespaceModel: Decodable, Sendable {
    var name: String
}

/// One `config.module(...)` line of the workflow factory.
struct InstallModel: Decodable, Sendable {
    var module: String
    /// The module's name as the spec writes it, for comments.
    var title: String
    var hasSettings: Bool
    var settings: [SettingModel]
}

/// One `$0.name = value` of a runtime module's `with:`.
struct SettingModel: Decodable, Sendable {
    var name: String
    var value: String
}

/// `FlowModule.mustache`: one module.
struct ModuleModel: Decodable, Sendable {
    var name: String
    var title: String
    var runtimeName: String
    var isRuntime: Bool
    var runtimeExpression: String
    var runtimeConfigType: String
    var hasConfig: Bool
    var configType: String
    var configFields: [ConfigFieldModel]
    var moduleArguments: String
    var usesConfig: Bool
    var usesContext: Bool
    var hooks: [HookModel]
}

/// One stored property of a config struct.
struct ConfigFieldModel: Decodable, Sendable {
    var name: String
    var title: String
    var type: String
    var defaultValue: String
}

/// `FlowHook.mustache`: the function a module installs into one state.
struct HookModel: Decodable, Sendable {
    var state: String
    /// Whether the function takes parameters (`signature` is not empty).
    var hasSignature: Bool
    /// The closure's parameters and `in` (`flow, request in`).
    var signature: String
    var hasMutableCopy: Bool
    var mutableCopy: String
    var hasResult: Bool
    var result: String
    var actions: [ActionModel]
}

/// `FlowAction.mustache`: one action's statements, with at most one of its parts set; `FlowHook.mustache`
/// wraps them in the `if` of its condition.
struct ActionModel: Decodable, Sendable {
    var hasCondition: Bool
    var condition: String
    var requestCalls: [RequestCallModel]
    var body: BodyModel?
    var store: StoreModel?
    var call: CallModel?
}

/// `request.header(name:value:)` and its kin.
struct RequestCallModel: Decodable, Sendable {
    var method: String
    var name: String
    var value: String
}

/// Sets JSON body fields with `Request.mergeBody`.
struct BodyModel: Decodable, Sendable {
    var fields: [BodyFieldModel]
}

/// One body field.
struct BodyFieldModel: Decodable, Sendable {
    var name: String
    var value: String
}

/// Stores a value into a context.
struct StoreModel: Decodable, Sendable {
    var source: String
    /// `text` for a `String?` source, `json` for a `JSON?` one: the label of `Context.store`.
    var kind: String
    var target: String
    var key: String
}

/// Calls an app function with the state's hook type.
struct CallModel: Decodable, Sendable {
    var assignment: String
    var function: String
    var hookType: String
    var arguments: String
}

/// `FlowSteps.mustache`: the `Step` enum (its names in `FlowStepNames.mustache`), and the graph.
struct StepsModel: Decodable, Sendable {
    var cases: [StepCaseModel]
    var formSteps: [FormStepModel]
    var successCase: String
    var hasSuccessStep: Bool
    var names: [StepNameModel]
    var graph: GraphModel
}

/// One case of `Step`.
struct StepCaseModel: Decodable, Sendable {
    var name: String
    var title: String
    var payload: String
    var isForm: Bool
}

/// A step whose node is a form.
struct FormStepModel: Decodable, Sendable {
    var name: String
    var formType: String
}

/// One case of `Step.Name`, with the steps that may follow it.
struct StepNameModel: Decodable, Sendable {
    var name: String
    var isLast: Bool
}

/// `FlowGraph.mustache`: the runtime `FlowGraph` literal, the result enums of its operation steps
/// (`FlowGraphResults.mustache`), the app's `Interaction` (`FlowGraphInteraction.mustache`) and the runner
/// (`FlowGraphRun.mustache`).
struct GraphModel: Decodable, Sendable {
    var start: String
    /// The graph's text, a line per step followed by its segues (`FlowGraph.init(start:text:)`).
    var lines: [GraphLineModel]
    var formSteps: [GraphFormStepModel]
    var hasFormSteps: Bool
    var operationSteps: [OperationStepModel]
    var hasEndSteps: Bool
    var endCases: String
    /// Whether the flow has server steps (`server: true`), which `run` routes by the server's answer.
    var hasServerSteps: Bool = false
    /// The server steps' cases, `.agent, .check`.
    var serverCases: String = ""
    /// Whether `Interaction` needs an explicit memberwise `init` (a public struct gets no synthesized public one).
    var isPublic: Bool
    /// Whether `run` makes a `FlowGraphRunner` (it has a form, an operation or a server step).
    var needsRunner: Bool
}

/// A line of the graph's text, escaped for a `"""` string literal.
struct GraphLineModel: Decodable, Sendable {
    var text: String
}

/// A form step the app's `Interaction` handles.
struct GraphFormStepModel: Decodable, Sendable {
    var name: String
    var title: String
    var formType: String
    var isLast: Bool
}

/// An operation step: the app function it calls and the enum of its results.
struct OperationStepModel: Decodable, Sendable {
    var name: String
    var title: String
    var function: String
    var hasResults: Bool
    var resultType: String
    var results: [ResultCaseModel]
}

/// A case of an operation step's result enum.
struct ResultCaseModel: Decodable, Sendable {
    var name: String
    var rawValue: String
}
