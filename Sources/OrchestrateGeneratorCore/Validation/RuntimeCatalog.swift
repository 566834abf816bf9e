/// What the generator knows about the `Orchestrate` runtime the emitted code compiles against.
enum RuntimeCatalog {
    /// The runtime's collector classes.
    static let collectors: Set<String> = [
        "TextCollector", "PasswordCollector", "SubmitCollector", "FlowCollector", "LabelCollector",
        "SingleSelectCollector", "MultiSelectCollector", "PhoneNumberCollector",
        "DeviceRegistrationCollector", "DeviceAuthenticationCollector",
    ]

    /// The runtime's button collectors (usable with a form's `submit(_:)`).
    static let buttons: Set<String> = ["SubmitCollector", "FlowCollector"]

    /// `CollectorFactory.defaults`: what a field type maps to when no collectors file maps it.
    static let defaultMappings: [String: String] = [
        "TEXT": "TextCollector",
        "PASSWORD": "PasswordCollector", "PASSWORD_VERIFY": "PasswordCollector",
        "SUBMIT_BUTTON": "SubmitCollector",
        "FLOW_BUTTON": "FlowCollector", "FLOW_LINK": "FlowCollector", "ACTION": "FlowCollector",
        "LABEL": "LabelCollector",
        "DROPDOWN": "SingleSelectCollector", "RADIO": "SingleSelectCollector", "SINGLE_SELECT": "SingleSelectCollector",
        "COMBOBOX": "MultiSelectCollector", "CHECKBOX": "MultiSelectCollector", "MULTI_SELECT": "MultiSelectCollector",
        "PHONE_NUMBER": "PhoneNumberCollector",
        "DEVICE_REGISTRATION": "DeviceRegistrationCollector",
        "DEVICE_AUTHENTICATION": "DeviceAuthenticationCollector",
    ]

    /// Type names the emitted code uses; a top-level emitted type must not take one of them.
    static let reservedTypeNames: Set<String> = Set([
        "Action", "ButtonCollector", "Collector", "CollectorFactory", "ConsoleLogger", "Context", "ContextKey",
        "ContinueNode", "ContinueNodeAware", "Cookie", "CookieConfig", "CookieJar", "CookieModule", "CookieStore",
        "CustomHeaderConfig", "CustomHeaderModule", "DaVinci", "DaVinciConfig", "DaVinciError", "DaVinciErrorDetail",
        "DaVinciModule", "Device", "EmptyNode", "ErrorNode", "FailureNode", "Field", "FieldCollector", "FlowContext",
        "HTTPHeaders", "HTTPTransport", "InMemoryCookieStore", "InitializeHook", "JSON", "JSONParseError", "Locked",
        "LogLevel", "Module", "NextHook", "Node", "NodeHook", "OrchestrateLogger", "PasswordPolicy", "Request",
        "RequestError", "Response", "ResponseHook", "SelectOption", "Setup", "SignOffError", "SignOffHook",
        "SilentLogger", "StartHook", "SuccessHook", "SuccessNode", "TransformHook", "TransportError", "TransportHook",
        "URLSessionTransport", "Validating", "ValidationError", "Workflow", "WorkflowConfig", "WorkflowContext",
        "Orchestrate", "Swift", "String", "Bool", "Int", "Double", "Error", "KeyPath", "Sendable", "Optional",
        "Array", "Dictionary", "Never", "Void", "Character", "Foundation",
    ]).union(collectors)
}
