/// The files `orchestrate-gen init` writes: a small flow and its collector mapping (DaVinci) or callback
/// mapping (Journey, `init --journey`) that generate cleanly.
public enum StarterSpecs {
    /// File name and text of each file of the starter for `flowProtocol`.
    public static func files(for flowProtocol: FlowProtocol) -> [(name: String, text: String)] {
        switch flowProtocol {
        case .davinci: files
        case .journey: journeyFiles
        }
    }

    /// File name and text of each file of the Journey starter.
    public static let journeyFiles: [(name: String, text: String)] = [
        (
            "Starter.callbacks.yaml",
            #"""
            # A callback mapping: callback types → classes, and typed Journey nodes.
            # Reference: "Spec reference" in the Orchestrate documentation; JSON Schema: `orchestrate-gen schema`.
            orchestrate: 1

            # Callback types not listed keep the runtime's classes (NameCallback, PasswordCallback, ChoiceCallback,
            # TextInputCallback, ValidatedCreateUsernameCallback → ValidatedUsernameCallback, KbaCreateCallback, …).
            # A type the runtime does not know can be declared here with typed outputs and inputs:
            callbacks:
              DeviceNameCallback:
                class: DeviceNameCallback
                outputs: { prompt: String }
                inputs: { deviceName: String }

            nodes:
              Credentials:
                match: { stage: UsernamePassword }   # or { header: ... }; without match: the callback types in order
                callbacks:
                  username: NameCallback
                  password: PasswordCallback
              OneTimeCode:
                callbacks:
                  code: TextInputCallback
                  notice: { type: TextOutputCallback, optional: true }

            """#
        ),
        (
            "Starter.flow.yaml",
            #"""
            # A Journey flow: the journey (AM tree) it runs, modules that change requests, a workflow factory and
            # typed steps. AM ends the transaction on a wrong answer (401): the retry segue starts it again.
            orchestrate: 1
            flow: Starter
            protocol: journey
            journey: Login

            workflow:
              timeout: 30
              modules: [am, headers]

            modules:
              am:
                use: journey
                with: { serverUrl: "https://am.example.com/am", realm: alpha }
              headers:
                config:
                  value: { type: String, default: my-app }
                start:
                  - header: { x-requested-with: "${config.value}" }

            steps:
              credentials:
                node: Credentials
                next:
                  - oneTimeCode
                  - { to: credentials, when: { error: 401 }, retry: 2 }
              oneTimeCode: { node: OneTimeCode, next: [done] }
              done: { success: true }

            """#
        ),
    ]

    /// File name and text of each file of the DaVinci starter.
    public static let files: [(name: String, text: String)] = [
        (
            "Starter.collectors.yaml",
            #"""
            # A collector mapping: field types → collectors, and typed forms.
            # Reference: "Spec reference" in the Orchestrate documentation; JSON Schema: `orchestrate-gen schema`.
            orchestrate: 1

            # The runtime's collectors need no mapping: TEXT → TextCollector, PASSWORD → PasswordCollector,
            # SUBMIT_BUTTON → SubmitCollector, FLOW_LINK → FlowCollector, SINGLE_CHECKBOX → BooleanCollector,
            # AGREEMENT → ReadOnlyTextCollector, POLLING → PollingCollector, SOCIAL_LOGIN_BUTTON → IdpCollector,
            # QR_CODE, IMAGE, METADATA, PROTECT, MOBILE_PAIRING, and FIDO2 with 'collector:' in a form field.
            # Map only field types of your own (a type may be mapped once in all the collectors files), e.g. a
            # collector class generated for you:
            # collectors:
            #   DEVICE_NAME: { collector: DeviceNameCollector, value: String }

            forms:
              SignOn:
                match: { formName: Sign On }
                fields:
                  username: TEXT
                  password: PASSWORD
                  rememberMe: { key: remember-me, type: SINGLE_CHECKBOX, optional: true }
                  submit: SUBMIT_BUTTON

            """#
        ),
        (
            "Starter.flow.yaml",
            #"""
            # A flow: modules that change requests, a workflow factory and typed steps.
            orchestrate: 1
            flow: Starter

            workflow:
              timeout: 30
              modules: [headers]

            modules:
              headers:
                config:
                  value: { type: String, default: my-app }
                start:
                  - header: { x-requested-with: "${config.value}" }
                next:
                  - header: { x-requested-with: "${config.value}" }

            steps:
              signOn: { form: SignOn, next: [done, signOn] }
              done: { success: true }

            """#
        ),
    ]
}
