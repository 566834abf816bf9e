// Generated from Templates/ by `ORCHESTRATE_BLESS=1 swift test --filter TemplateTests`. Do not edit.

/// The default templates, compiled into the generator so that no file is looked up at run time.
enum DefaultTemplates {
    /// Every template by name, sorted by name.
    static let all: [(name: String, text: String)] = [
        ("CollectorsFile", ####"""
{{% CONTENT_TYPE: TEXT }}
{{header}}

import Orchestrate

/// The collector mappings and typed forms of {{sourceFile}}.
{{access}}enum {{namespace}} {
    /// Maps each field type of {{sourceFile}} to its collector on `factory`.
    {{access}}static func register(on factory: CollectorFactory = .shared) {
        {{#registrations}}
        factory.register(type: {{fieldType}}, collector: {{collector}}.self)
        {{/registrations}}
    }
    {{#forms}}

    {{>CollectorsForm}}
    {{/forms}}
}
{{#customCollectors}}

{{>CustomCollector}}
{{/customCollectors}}

"""####),
        ("CollectorsForm", ####"""
{{% CONTENT_TYPE: TEXT }}
/// The typed `{{title}}` form: one property per field.
{{access}}struct {{typeName}}: NodeForm {
    /// The node the form was made from.
    {{access}}let node: ContinueNode
    {{#fields}}
    /// The `{{title}}` field (key {{key}}).
    {{access}}let {{name}}: {{propertyType}}
    {{/fields}}

    /// Whether `node` is this form: {{matchDescription}}.
    {{access}}static func matches(_ node: ContinueNode) -> Bool {
        {{matchCondition}}
    }

    /// The form of `node`; throws naming every missing or mistyped field.
    {{access}}init(_ node: ContinueNode) throws(FormError) {
        var problems: [String] = []
        {{#fields}}
        let {{local}} = node.collector({{collector}}.self, key: {{key}}{{optionalArgument}}, problems: &problems)
        {{/fields}}
        guard problems.isEmpty{{#requiredFields}}, let {{local}}{{/requiredFields}} else {
            throw FormError(form: {{formName}}, problems: problems)
        }
        self.node = node
        {{#fields}}
        self.{{name}} = {{local}}
        {{/fields}}
    }

    /// Presses `button` and submits the node; returns the next node.
    {{access}}func submit<Button: ButtonCollector>(_ button: KeyPath<Self, Button>) async -> any Node {
        self[keyPath: button].press()
        return await node.next()
    }

    /// Presses an optional `button` and submits the node; a `FailureNode` when the node has no such button.
    {{access}}func submit<Button: ButtonCollector>(_ button: KeyPath<Self, Button?>) async -> any Node {
        guard let pressed = self[keyPath: button] else {
            return FailureNode(cause: FormError(form: {{formName}}, problems: ["the button is not in the node"]))
        }
        pressed.press()
        return await node.next()
    }
}

"""####),
        ("CustomCollector", ####"""
{{% CONTENT_TYPE: TEXT }}
/// The collector of `{{fieldType}}` fields: a `{{valueType}}` value, declared in {{sourceFile}}.
{{access}}final class {{className}}: FieldCollector, Validating {
    /// The field's common properties.
    {{access}}let field: Field
    {{#properties}}
    /// `{{title}}`, read from the field JSON.
    {{access}}let {{name}}: {{type}}
    {{/properties}}
    private let storage: Locked<{{valueType}}>
    {{#usesTextRules}}
    private let rules: TextFieldRules
    {{/usesTextRules}}

    /// Creates the collector from the field's JSON.
    {{access}}init(with json: JSON) {
        field = Field(json: json)
        {{#properties}}
        {{name}} = {{read}}
        {{/properties}}
        storage = Locked({{defaultValue}})
        {{#usesTextRules}}
        rules = TextFieldRules(field: field)
        {{/usesTextRules}}
    }

    /// The value collected.
    {{access}}var value: {{valueType}} {
        get { storage.current }
        set { storage.withLock { $0 = newValue } }
    }

    /// Sets the default from `formData`.
    {{access}}func initialize(with value: JSON) {
        if let newValue = {{readValue}} {
            self.value = newValue
        }
    }

    /// The value to send.
    {{access}}func payload() -> JSON? {
        {{payload}}
    }

    /// {{validationSummary}}
    {{access}}func validate() -> [ValidationError] {
        {{validation}}
    }
}

"""####),
        ("FlowAction", ####"""
{{% CONTENT_TYPE: TEXT }}
{{#hasCondition}}
if {{condition}} {
{{/hasCondition}}
{{#requestCalls}}
request.{{method}}(name: {{name}}, value: {{value}})
{{/requestCalls}}
{{#body}}
request.mergeBody([
    {{#fields}}
    ({{name}}, {{value}}),
    {{/fields}}
])
{{/body}}
{{#store}}
if let value = {{source}} {
    {{target}}[{{key}}] = {{value}}
}
{{/store}}
{{#call}}
{{assignment}}try await ({{function}} as {{hookType}})({{arguments}})
{{/call}}
{{#hasCondition}}
}
{{/hasCondition}}

"""####),
        ("FlowFile", ####"""
{{% CONTENT_TYPE: TEXT }}
{{header}}

import Orchestrate

/// The {{flowTitle}} flow of {{sourceFile}}: its modules, a workflow factory and its steps.
{{access}}enum {{enumName}} {
    /// A collector factory with the runtime's collectors and every collectors file's mappings.
    {{access}}static func collectorFactory() -> CollectorFactory {
        let factory = CollectorFactory()
        {{#namespaces}}
        {{name}}.register(on: factory)
        {{/namespaces}}
        return factory
    }

    /// A DaVinci workflow with this flow's modules installed in order ({{installList}}), then
    /// whatever `configure` installs: `config.module({{enumName}}.someModule) { $0.field = value }`.
    ///
    /// To change the installed `DaVinciModule` (its start URL, say) and keep this flow's collector factory, use
    /// `config.configure(DaVinciModule.config) { $0.startURL = url }`, or `workflow(startURL:_:)`.
    {{access}}static func workflow(_ configure: (WorkflowConfig) -> Void = { _ in }) -> Workflow {
        makeWorkflow(startURL: nil, configure)
    }

    /// A workflow as `workflow(_:)` makes, whose flows start at `startURL` (the authorize URL).
    {{access}}static func workflow(startURL: String, _ configure: (WorkflowConfig) -> Void = { _ in }) -> Workflow {
        makeWorkflow(startURL: startURL, configure)
    }

    private static func makeWorkflow(startURL: String?, _ configure: (WorkflowConfig) -> Void) -> Workflow {
        let factory = collectorFactory()
        return DaVinci.createDaVinci { config in
            {{#hasTimeout}}
            config.timeout = {{timeout}}
            {{/hasTimeout}}
            config.module(DaVinciModule.config) { davinci in
                {{#davinciSettings}}
                davinci.{{name}} = {{value}}
                {{/davinciSettings}}
                davinci.collectorFactory = factory
                if let startURL {
                    davinci.startURL = startURL
                }
            }
            {{#installs}}
            {{>FlowInstall}}
            {{/installs}}
            configure(config)
        }
    }
    {{#modules}}

    {{>FlowModule}}
    {{/modules}}
    {{#steps}}

    {{>FlowSteps}}
    {{#graph}}

    {{>FlowGraph}}
    {{/graph}}
    {{/steps}}
}

"""####),
        ("FlowGraph", ####"""
{{% CONTENT_TYPE: TEXT }}
{{#operationSteps}}
{{#hasResults}}
{{>FlowGraphResults}}

{{/hasResults}}
{{/operationSteps}}
/// The steps and segues of the flow, as the runtime runs them: segues are tested in order and the first
/// whose condition holds, within its retry limit, is taken.
{{access}}static let graph = FlowGraph<Step.Name>(
    start: .{{start}},
    steps: [
        {{#kinds}}
        .{{name}}: .{{kind}},
        {{/kinds}}
    ],
    segues: [
        {{#segues}}
        FlowGraph.Segue(from: .{{source}}, to: .{{target}}, when: {{condition}}{{#hasRetry}}, retryLimit: {{retry}}{{/hasRetry}}),
        {{/segues}}
    ])
{{#hasFormSteps}}

{{>FlowGraphInteraction}}
{{/hasFormSteps}}

{{>FlowGraphRun}}

"""####),
        ("FlowGraphInteraction", ####"""
{{% CONTENT_TYPE: TEXT }}
/// What the app does at each form step: fill in the form and submit it with one of its buttons
/// (`await form.submit(\.button)`), given the state of the run (`state.visits` counts the tries).
{{access}}struct Interaction: Sendable {
    {{#formSteps}}
    /// Fills in and submits the form of the `{{title}}` step.
    {{access}}var {{name}}: @Sendable ({{formType}}, FlowGraphState<Step.Name>) async -> any Node
    {{/formSteps}}

    /// The app's handler of each form step.
    {{access}}init(
        {{#formSteps}}
        {{name}}: @escaping @Sendable ({{formType}}, FlowGraphState<Step.Name>) async -> any Node{{^isLast}},{{/isLast}}
        {{/formSteps}}
    ) {
        {{#formSteps}}
        self.{{name}} = {{name}}
        {{/formSteps}}
    }
}

"""####),
        ("FlowGraphResults", ####"""
{{% CONTENT_TYPE: TEXT }}
/// What the app function of the `{{title}}` step returns; segues test it with `when: {result: name}`.
{{access}}enum {{resultType}}: String, Sendable, CaseIterable {
    {{#results}}
    case {{name}} = {{rawValue}}
    {{/results}}
}

"""####),
        ("FlowGraphRun", ####"""
{{% CONTENT_TYPE: TEXT }}
/// Runs the graph on `workflow` from its first step: starts the flow when a form step needs its first
/// node, gives each form to `interaction`, runs the operation steps' app functions, and follows the
/// segues until an end step or an outcome that no segue takes. `observe` sees every state in order.
{{access}}static func run(_ workflow: Workflow{{#hasFormSteps}}, _ interaction: Interaction{{/hasFormSteps}}, observe: (FlowGraphState<Step.Name>) -> Void = { _ in }) async -> FlowGraphRun<Step.Name> {
    var pending: (any Node)?
    return await graph.run(observe: observe) { state in
        switch state.step {
        {{#formSteps}}
        case .{{name}}:
            return await .form({{formType}}.self, pending: &pending, workflow: workflow, stepName: Step.stepName) { form in
                await interaction.{{name}}(form, state)
            }
        {{/formSteps}}
        {{#operationSteps}}
        case .{{name}}:
            return await .operation {
                {{#hasResults}}
                try await {{function}}(workflow).rawValue
                {{/hasResults}}
                {{^hasResults}}
                try await {{function}}(workflow)
                return nil
                {{/hasResults}}
            }
        {{/operationSteps}}
        {{#hasEndSteps}}
        case {{endCases}}:
            return StepOutcome()
        {{/hasEndSteps}}
        }
    }
}

"""####),
        ("FlowHook", ####"""
{{% CONTENT_TYPE: TEXT }}
setup.{{state}} { {{signature}}
    {{#hasMutableCopy}}
    var {{mutableCopy}} = {{mutableCopy}}
    {{/hasMutableCopy}}
    {{#actions}}
    {{>FlowAction}}
    {{/actions}}
    {{#hasResult}}
    return {{result}}
    {{/hasResult}}
}

"""####),
        ("FlowInstall", ####"""
{{% CONTENT_TYPE: TEXT }}
{{#hasSettings}}
config.module({{module}}) { module in
    {{#settings}}
    module.{{name}} = {{value}}
    {{/settings}}
}
{{/hasSettings}}
{{^hasSettings}}
config.module({{module}})
{{/hasSettings}}

"""####),
        ("FlowModule", ####"""
{{% CONTENT_TYPE: TEXT }}
{{#isRuntime}}
/// The `{{title}}` module: the runtime's `{{runtimeExpression}}`, configured with `{{runtimeConfigType}}`.
{{access}}static var {{name}}: Module<{{runtimeConfigType}}> { {{runtimeExpression}} }
{{/isRuntime}}
{{^isRuntime}}
{{#hasConfig}}
/// The configuration of the `{{title}}` module; change it with `config.module({{enumName}}.{{name}}) { $0.field = value }`.
{{access}}struct {{configType}}: Sendable {
    {{#configFields}}
    /// `{{title}}`, by default `{{defaultValue}}`.
    {{access}}var {{name}}: {{type}} = {{defaultValue}}
    {{/configFields}}

    /// The defaults of the spec.
    {{access}}init() {}
}

{{/hasConfig}}
/// The `{{title}}` module of the flow.
{{access}}static let {{name}} = Module.of({{moduleArguments}}) { setup in
    {{#usesConfig}}
    let config = setup.config
    {{/usesConfig}}
    {{#usesContext}}
    let context = setup.context
    {{/usesContext}}
    {{#hooks}}
    {{>FlowHook}}
    {{/hooks}}
}
{{/isRuntime}}

"""####),
        ("FlowStepNames", ####"""
{{% CONTENT_TYPE: TEXT }}
/// The names of the steps.
{{access}}enum Name: String, Sendable, CaseIterable {
    {{#names}}
    /// The `{{name}}` step.
    case {{name}}
    {{/names}}
}

/// The step's name; `nil` for `.error`, `.failure`, `.invalid` and `.unknown`.
{{access}}var name: Name? {
    switch self {
    {{#cases}}
    case .{{name}}: .{{name}}
    {{/cases}}
    default: nil
    }
}

/// The steps the spec allows after `step`.
{{access}}static func allowed(after step: Name) -> [Name] {
    switch step {
    {{#names}}
    {{#hasNext}}
    case .{{name}}: [
        {{#next}}
        .{{name}},
        {{/next}}
    ]
    {{/hasNext}}
    {{^hasNext}}
    case .{{name}}: []
    {{/hasNext}}
    {{/names}}
    }
}

/// The name of the step `node` belongs to: a form's step, the success step, or for an `ErrorNode` the
/// step of the form it can be retried from.
{{access}}static func stepName(of node: any Node) -> String? {
    if let error = node as? ErrorNode {
        return error.continueNode.flatMap { Step($0).name?.rawValue }
    }
    return Step(node).name?.rawValue
}

"""####),
        ("FlowSteps", ####"""
{{% CONTENT_TYPE: TEXT }}
/// The steps of the flow, made from a node: `switch {{enumName}}.Step(node) { ... }`.
///
/// A `ContinueNode` becomes the first form step whose form matches it (see each form's `matches(_:)`);
/// a node that matches a form but lacks its fields becomes `.invalid`, one that matches none `.unknown`.
{{access}}enum Step: Sendable {
    {{#cases}}
    /// The `{{title}}` step.
    case {{name}}({{payload}})
    {{/cases}}
    {{^hasSuccessStep}}
    /// The flow succeeded.
    case success(SuccessNode)
    {{/hasSuccessStep}}
    /// The server reported an error the user can correct; retry from its `continueNode`.
    case error(ErrorNode)
    /// The flow failed and cannot go on.
    case failure(FailureNode)
    /// A node recognised as a step's form that does not have that form's fields.
    case invalid(ContinueNode, any Error)
    /// A node of no step.
    case unknown(any Node)

    /// The step of `node`.
    {{access}}init(_ node: any Node) {
        switch node {
        case let node as ContinueNode:
            self = Step.continuing(node)
        case let node as SuccessNode:
            self = .{{successCase}}(node)
        case let node as ErrorNode:
            self = .error(node)
        case let node as FailureNode:
            self = .failure(node)
        default:
            self = .unknown(node)
        }
    }

    private static func continuing(_ node: ContinueNode) -> Step {
        {{#formSteps}}
        if {{formType}}.matches(node) {
            do {
                return .{{name}}(try {{formType}}(node))
            } catch {
                return .invalid(node, error)
            }
        }
        {{/formSteps}}
        return .unknown(node)
    }

    {{>FlowStepNames}}
}

"""####),
    ]
}
