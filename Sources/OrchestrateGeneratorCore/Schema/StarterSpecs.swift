/// The files `orchestrate-gen init` writes: a small flow and collector mapping that generate cleanly.
public enum StarterSpecs {
    /// File name and text of each starter file.
    public static let files: [(name: String, text: String)] = [
        ("Starter.collectors.yaml", #"""
        # A collector mapping: field types → collectors, and typed forms.
        # Reference: Docs/SpecReference.md; JSON Schema: `orchestrate-gen schema`.
        orchestrate: 1

        # Field types not listed keep the runtime's collectors: SINGLE_CHECKBOX → BooleanCollector,
        # AGREEMENT → ReadOnlyTextCollector, POLLING → PollingCollector, SOCIAL_LOGIN_BUTTON → IdpCollector,
        # QR_CODE, IMAGE, METADATA, PROTECT, MOBILE_PAIRING, and FIDO2 with 'collector:' in a form field.
        collectors:
          TEXT: TextCollector
          PASSWORD: PasswordCollector
          SUBMIT_BUTTON: SubmitCollector

        forms:
          SignOn:
            match: { formName: Sign On }
            fields:
              username: TEXT
              password: PASSWORD
              rememberMe: { key: remember-me, type: SINGLE_CHECKBOX, optional: true }
              submit: SUBMIT_BUTTON

        """#),
        ("Starter.flow.yaml", #"""
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

        """#),
    ]
}
