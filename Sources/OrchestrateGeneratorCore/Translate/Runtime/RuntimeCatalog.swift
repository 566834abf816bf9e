import OrchestrateBasics

/// What the generator knows about the `Orchestrate` runtime the emitted code compiles against. The
/// generator does not link the runtime (the build plugin's tool stays small), so these are copies:
/// `RuntimeCatalogTests` checks each against the runtime itself.
enum RuntimeCatalog {
    /// The generated-code API the templates write for: every emitted file names the runtime's marker
    /// `OrchestrateGeneratedCodeVersion_<this>` (Sources/Orchestrate/Engine/GeneratedCodeVersion.swift), so
    /// that it fails to compile, on that line, against a runtime without it. Raise it when emitted code
    /// starts to need something an older runtime lacks, and add the marker to the runtime.
    static let generatedCodeAPI = 4

    /// The generated-code API of a flow with a server step (`server: true`), which calls
    /// `FlowGraphRunner.serverStep(_:)`: only such flows need a runtime that has it.
    static let serverStepAPI = 5

    /// The runtime's collector classes: those of `CollectorFactory.defaults`.
    static let collectors: Set<String> = [
        "TextCollector", "PasswordCollector", "SubmitCollector", "FlowCollector", "LabelCollector",
        "SingleSelectCollector", "MultiSelectCollector", "PhoneNumberCollector",
        "DeviceRegistrationCollector", "DeviceAuthenticationCollector",
        "BooleanCollector", "ReadOnlyTextCollector", "PollingCollector", "QRCodeCollector", "ImageCollector",
        "MetadataCollector", "IdpCollector", "ProtectCollector", "FidoCollector", "MobilePairingCollector",
    ]

    /// A runtime collector that chooses another by the field (`CollectorSelecting`): the ones it may choose, and
    /// the one it chooses for a field.
    struct CollectorChoice: Sendable {
        /// The collectors it may choose, sorted.
        let choices: [String]
        /// The one it chooses for a field, as `CollectorSelecting.collectorType(for:)` does.
        let choose: @Sendable (JSON) -> String
    }

    /// The runtime's collectors that choose another by the field: a typed form's property holds the chosen one,
    /// so the field names it with `collector:`, and an import names the one the field's JSON chooses.
    static let choosing: [String: CollectorChoice] = [
        // `FidoCollector.collectorType(for:)`: `action` `REGISTER` or `AUTHENTICATE`, any case; an action it does
        // not know is taken for authentication here, so that an imported form still generates.
        "FidoCollector": CollectorChoice(choices: ["FidoAuthenticationCollector", "FidoRegistrationCollector"]) {
            $0["action"]?.stringValue?.uppercased() == "REGISTER"
                ? "FidoRegistrationCollector" : "FidoAuthenticationCollector"
        }
    ]

    /// The choosing collectors, with the ones each may choose.
    static var selections: [String: [String]] { choosing.mapValues(\.choices) }

    /// The collector a typed form's property holds for `field`, whose type maps to `collector`, when `collector`
    /// chooses one by the field (`choosing`); `nil` for any other collector.
    static func chosenCollector(of collector: String, for field: JSON) -> String? {
        choosing[collector]?.choose(field)
    }

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
        "BOOLEAN": "BooleanCollector", "SINGLE_CHECKBOX": "BooleanCollector",
        "READ_ONLY_TEXT": "ReadOnlyTextCollector", "AGREEMENT": "ReadOnlyTextCollector",
        "POLLING": "PollingCollector", "QR_CODE": "QRCodeCollector", "IMAGE": "ImageCollector",
        "METADATA": "MetadataCollector", "SOCIAL_LOGIN_BUTTON": "IdpCollector", "PROTECT": "ProtectCollector",
        "FIDO2": "FidoCollector", "MOBILE_PAIRING": "MobilePairingCollector",
    ]

    /// `CallbackRegistry.defaults`: the class of each callback type when no callbacks file maps it.
    static let defaultCallbacks: [String: String] = [
        "NameCallback": "NameCallback", "PasswordCallback": "PasswordCallback",
        "TextInputCallback": "TextInputCallback", "TextOutputCallback": "TextOutputCallback",
        "SuspendedTextOutputCallback": "SuspendedTextOutputCallback", "PollingWaitCallback": "PollingWaitCallback",
        "ChoiceCallback": "ChoiceCallback", "ConfirmationCallback": "ConfirmationCallback",
        "HiddenValueCallback": "HiddenValueCallback", "MetadataCallback": "MetadataCallback",
        "ConsentMappingCallback": "ConsentMappingCallback", "TermsAndConditionsCallback": "TermsAndConditionsCallback",
        "KbaCreateCallback": "KbaCreateCallback", "StringAttributeInputCallback": "StringAttributeInputCallback",
        "NumberAttributeInputCallback": "NumberAttributeInputCallback",
        "BooleanAttributeInputCallback": "BooleanAttributeInputCallback",
        "ValidatedCreateUsernameCallback": "ValidatedUsernameCallback",
        "ValidatedCreatePasswordCallback": "ValidatedPasswordCallback",
        "DeviceProfileCallback": "DeviceProfileCallback", "SelectIdPCallback": "SelectIdpCallback",
        "IdPCallback": "IdpCallback",
        // The kinds of `MetadataCallback` (`MetadataKind`), which the registry looks up first; the Protect ones are
        // also AM's native callback types.
        "FidoRegistrationCallback": "FidoRegistrationCallback",
        "FidoAuthenticationCallback": "FidoAuthenticationCallback",
        "PingOneProtectInitializeCallback": "PingOneProtectInitializeCallback",
        "PingOneProtectEvaluationCallback": "PingOneProtectEvaluationCallback",
    ]

    /// The runtime's callback classes: those of `CallbackRegistry.defaults`, and `UnknownCallback`.
    static let callbackClasses: Set<String> = Set(defaultCallbacks.values).union(["UnknownCallback"])

    /// Type names the emitted code may use, so a top-level emitted type must not take one of them: every
    /// public type of the runtime (`RuntimeTypeNames`, generated from its sources), the module's name and
    /// the standard library's names the emitted code uses.
    static let reservedTypeNames: Set<String> = RuntimeTypeNames.all.union([
        "Orchestrate", "Swift", "String", "Bool", "Int", "Double", "Error", "KeyPath", "Sendable", "Optional",
        "Array", "Dictionary", "Never", "Void", "Character", "Foundation",
    ])
}
