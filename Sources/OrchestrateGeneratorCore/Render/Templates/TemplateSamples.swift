/// Fully populated view models (every list has an element, every optional a value), so that
/// `TemplateLint` can see the shape of every model a template can reach.
enum TemplateSamples {
    static let action = ActionModel(
        hasCondition: true, condition: "config.enable",
        requestCalls: [RequestCallModel(method: "header", name: "\"a\"", value: "\"b\"")],
        body: BodyModel(fields: [BodyFieldModel(name: "\"a\"", value: ".null")]),
        store: StoreModel(source: "response.headers[\"a\"]", kind: "text", target: "flow", key: "\"a\""),
        call: CallModel(
            assignment: "request = ", function: "App.hook", hookType: "StartHook", arguments: "flow, request"))

    static let flowFile = FlowFileModel(
        header: "// header", access: "public ", runtimeAPI: "1", enumName: "SampleFlow", flowTitle: "Sample",
        sourceFile: "Sample.flow.yaml",
        namespaces: [NamespaceModel(name: "SampleCollectors")],
        hasTimeout: true, timeout: "30",
        installs: [
            InstallModel(
                module: "cookies", title: "cookies", hasSettings: true,
                settings: [SettingModel(name: "persist", value: "[]")])
        ],
        davinciSettings: [SettingModel(name: "startURL", value: "nil")],
        installList: "cookies",
        modules: [
            ModuleModel(
                name: "headers", title: "headers", runtimeName: "\"Sample.headers\"", isRuntime: true,
                runtimeExpression: "CookieModule.config", runtimeConfigType: "CookieConfig", hasConfig: true,
                configType: "HeadersConfig",
                configFields: [ConfigFieldModel(name: "enable", title: "enable", type: "Bool", defaultValue: "true")],
                moduleArguments: "name: \"Sample.headers\"", usesConfig: true, usesContext: true,
                hooks: [
                    HookModel(
                        state: "start", hasSignature: true, signature: "flow, request in", hasMutableCopy: true,
                        mutableCopy: "request", hasResult: true, result: "request", actions: [action])
                ])
        ],
        steps: StepsModel(
            cases: [
                StepCaseModel(name: "signIn", title: "signIn", payload: "SampleCollectors.SignInForm", isForm: true)
            ],
            formSteps: [FormStepModel(name: "signIn", formType: "SampleCollectors.SignInForm")],
            successCase: "success", hasSuccessStep: false,
            names: [StepNameModel(name: "signIn", isLast: true)],
            graph: GraphModel(
                start: "signIn",
                lines: [GraphLineModel(text: "signIn form"), GraphLineModel(text: "  -> signIn retry 3")],
                formSteps: [
                    GraphFormStepModel(
                        name: "signIn", title: "signIn", formType: "SampleCollectors.SignInForm", isLast: true)
                ],
                hasFormSteps: true,
                operationSteps: [
                    OperationStepModel(
                        name: "session", title: "session", function: "App.session", hasResults: true,
                        resultType: "SessionResult",
                        results: [ResultCaseModel(name: "found", rawValue: "\"found\"")])
                ],
                hasEndSteps: true, endCases: ".done", hasServerSteps: true, serverCases: ".agent", isPublic: true,
                needsRunner: true)),
        isJourney: true, journeyName: "\"Login\"", journeyTitle: "Login",
        journeySettings: [SettingModel(name: "realm", value: "\"alpha\"")],
        callbackNamespaces: [NamespaceModel(name: "SampleCallbacks")])

    static let field = FormFieldModel(
        name: "username", label: "username", title: "username", key: "\"username\"", read: "required",
        propertyType: "TextCollector")

    static let collectorsFile = CollectorsFileModel(
        header: "// header", access: "public ", runtimeAPI: "1", namespace: "SampleCollectors",
        sourceFile: "Sample.collectors.yaml",
        registrations: [RegistrationModel(fieldType: "\"TEXT\"", collector: "TextCollector")],
        forms: [
            FormModel(
                typeName: "SignInForm", title: "SignIn", formName: "\"SignIn\"", matchDescription: "always",
                match: "fieldKeys([])", fields: [field])
        ],
        customCollectors: [
            CustomCollectorModel(
                className: "ConsentCollector", title: "ConsentCollector", fieldType: "CONSENT", valueType: "Bool",
                defaultValue: "false", readValue: "value.boolValue", payload: ".bool(value)", usesTextRules: true,
                validationSummary: "`required`.", validation: "rules.validate(value)",
                properties: [
                    CollectorPropertyModel(
                        name: "content", title: "content", type: "String",
                        read: "json[\"content\"]?.stringValue ?? \"\"")
                ])
        ])

    static let callbacksFile = CallbacksFileModel(
        header: "// header", access: "public ", runtimeAPI: "1", namespace: "SampleCallbacks",
        sourceFile: "Sample.callbacks.yaml",
        registrations: [CallbackRegistrationModel(callbackType: "\"NameCallback\"", className: "NameCallback")],
        nodes: [
            FormModel(
                typeName: "SignInNode", title: "SignIn", formName: "\"SignIn\"", matchDescription: "always",
                match: "stage(\"SignIn\")",
                fields: [
                    FormFieldModel(
                        name: "username", label: "username", title: "username", key: "NameCallback", read: "callback",
                        propertyType: "NameCallback")
                ])
        ],
        customCallbacks: [
            CustomCallbackModel(
                className: "TermsCallback", title: "TermsCallback", callbackType: "TermsCallback", hasInputs: true,
                outputs: [
                    CallbackOutputModel(
                        name: "terms", title: "terms", type: "String", key: "\"terms\"",
                        read: "content.output(\"terms\")?.stringValue ?? \"\"")
                ],
                inputs: [
                    CallbackInputModel(
                        name: "accepted", title: "accepted", type: "Bool", index: "0",
                        read: "input(at: 0).boolValue ?? false", write: ".bool(newValue)")
                ])
        ])
}
