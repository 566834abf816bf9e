/// Fully populated view models (every list has an element, every optional a value), so that
/// `TemplateLint` can see the shape of every model a template can reach.
enum TemplateSamples {
    static let action = ActionModel(
        hasCondition: true, condition: "config.enable",
        requestCalls: [RequestCallModel(method: "header", name: "\"a\"", value: "\"b\"")],
        body: BodyModel(fields: [BodyFieldModel(name: "\"a\"", value: ".null")]),
        store: StoreModel(source: "response.headers[\"a\"]", value: "value", target: "flow", key: "\"a\""),
        call: CallModel(assignment: "request = ", function: "App.hook", hookType: "StartHook", arguments: "flow, request"))

    static let flowFile = FlowFileModel(
        header: "// header", access: "public ", runtimeAPI: "1", enumName: "SampleFlow", flowTitle: "Sample", sourceFile: "Sample.flow.yaml",
        namespaces: [NamespaceModel(name: "SampleCollectors")],
        hasTimeout: true, timeout: "30",
        installs: [InstallModel(module: "cookies", hasSettings: true, settings: [SettingModel(name: "persist", value: "[]")])],
        davinciSettings: [SettingModel(name: "startURL", value: "nil")],
        installList: "cookies",
        modules: [ModuleModel(
            name: "headers", title: "headers", runtimeName: "\"Sample.headers\"", isRuntime: true,
            runtimeExpression: "CookieModule.config", runtimeConfigType: "CookieConfig", hasConfig: true,
            configType: "HeadersConfig",
            configFields: [ConfigFieldModel(name: "enable", title: "enable", type: "Bool", defaultValue: "true")],
            moduleArguments: "name: \"Sample.headers\"", usesConfig: true, usesContext: true,
            hooks: [HookModel(state: "start", hasSignature: true, signature: "flow, request in", hasMutableCopy: true,
                              mutableCopy: "request", hasResult: true, result: "request", actions: [action])])],
        steps: StepsModel(
            cases: [StepCaseModel(name: "signIn", title: "signIn", payload: "SampleCollectors.SignInForm", isForm: true)],
            formSteps: [FormStepModel(name: "signIn", formType: "SampleCollectors.SignInForm")],
            successCase: "success", hasSuccessStep: false,
            names: [StepNameModel(name: "signIn", isLast: true)],
            graph: GraphModel(
                start: "signIn", kinds: [GraphStepKindModel(name: "signIn", kind: "form")],
                segues: [SegueModel(source: "signIn", target: "signIn", condition: ".always", hasRetry: true, retry: "3")],
                formSteps: [GraphFormStepModel(name: "signIn", title: "signIn", formType: "SampleCollectors.SignInForm", isLast: true)],
                hasFormSteps: true,
                operationSteps: [OperationStepModel(name: "session", title: "session", function: "App.session", hasResults: true,
                                                    resultType: "SessionResult",
                                                    results: [ResultCaseModel(name: "found", rawValue: "\"found\"")])],
                hasEndSteps: true, endCases: ".done", isPublic: true, needsRunner: true)))

    static let field = FormFieldModel(name: "username", title: "username", key: "\"username\"", read: "required",
                                      propertyType: "TextCollector")

    static let collectorsFile = CollectorsFileModel(
        header: "// header", access: "public ", runtimeAPI: "1", namespace: "SampleCollectors", sourceFile: "Sample.collectors.yaml",
        registrations: [RegistrationModel(fieldType: "\"TEXT\"", collector: "TextCollector")],
        forms: [FormModel(typeName: "SignInForm", title: "SignIn", formName: "\"SignIn\"", matchDescription: "always",
                          match: "fieldKeys([])", fields: [field])],
        customCollectors: [CustomCollectorModel(
            className: "ConsentCollector", title: "ConsentCollector", fieldType: "CONSENT", valueType: "Bool",
            defaultValue: "false", readValue: "value.boolValue", payload: ".bool(value)", usesTextRules: true,
            validationSummary: "`required`.", validation: "rules.validate(value)",
            properties: [CollectorPropertyModel(name: "content", title: "content", type: "String",
                                                read: "json[\"content\"]?.stringValue ?? \"\"")])])
}
