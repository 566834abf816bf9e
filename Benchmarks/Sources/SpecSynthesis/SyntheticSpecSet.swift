import Foundation

/// A synthetic spec set of `forms` typed forms, with flows and modules in proportion:
///
/// - `Base.collectors.yaml`: the field-type mappings and one custom collector (always one file);
/// - `FormsK.collectors.yaml`: the forms, at most `formsPerCollectorsFile` per file, each with 9 fields
///   of 8 field types (keys, optional fields, a custom collector), matched by form name, node id or keys;
/// - `FlowK.flow.yaml`: one flow per `formsPerFlow` forms, with 4 modules (a runtime module, config
///   structs, conditions, interpolation, stores and a JSON body in 5 states) and a step per form plus a
///   success step.
///
/// The text is deterministic: the same `forms` always gives the same bytes.
public struct SyntheticSpecSet: Sendable {
    /// Forms per flow (and steps per flow, plus the success step).
    public static let formsPerFlow = 10
    /// Forms per collectors file.
    public static let formsPerCollectorsFile = 1_000
    /// Modules per flow.
    public static let modulesPerFlow = 4

    /// The number of forms.
    public let forms: Int
    /// The files: name and text.
    public let files: [(name: String, text: String)]

    /// Builds the set's text.
    public init(forms: Int) {
        self.forms = forms
        var files: [(name: String, text: String)] = [("Base.collectors.yaml", Self.baseCollectors)]
        let collectorsFiles = (forms + Self.formsPerCollectorsFile - 1) / Self.formsPerCollectorsFile
        for file in 0..<collectorsFiles {
            let range = (file * Self.formsPerCollectorsFile)..<min(forms, (file + 1) * Self.formsPerCollectorsFile)
            files.append(("Forms\(file).collectors.yaml", Self.collectorsFile(forms: range)))
        }
        let flows = (forms + Self.formsPerFlow - 1) / Self.formsPerFlow
        for flow in 0..<flows {
            let range = (flow * Self.formsPerFlow)..<min(forms, (flow + 1) * Self.formsPerFlow)
            files.append(("Flow\(flow).flow.yaml", Self.flowFile(flow, forms: range)))
        }
        self.files = files
    }

    /// Counts, for reports: `1 000 forms, 100 flows, 400 modules, 3 collectors files`.
    public var summary: String {
        let flows = files.filter { $0.name.hasSuffix(".flow.yaml") }.count
        let collectors = files.count - flows
        return "\(forms) forms, \(flows) flows, \(flows * Self.modulesPerFlow) modules, \(collectors) collectors files"
    }

    /// The total size of the files, in bytes.
    public var byteCount: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    /// Writes the files into `folder` (created; emptied of spec files first); returns the bytes written.
    @discardableResult
    public func write(to folder: String) throws -> Int {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: folder) where name.hasSuffix(".yaml") {
            try manager.removeItem(atPath: folder + "/" + name)
        }
        for file in files {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name))
        }
        return byteCount
    }

    static let baseCollectors = """
        # Field types of the synthetic forms (written by make-specs).
        orchestrate: 1
        collectors:
          TEXT: TextCollector
          PASSWORD: PasswordCollector
          SUBMIT_BUTTON: SubmitCollector
          FLOW_LINK: FlowCollector
          DROPDOWN: SingleSelectCollector
          CHECKBOX: MultiSelectCollector
          PHONE_NUMBER: PhoneNumberCollector
          CONSENT:
            collector: ConsentCollector
            value: Bool
            default: false
            properties:
              content: String
              version: { type: Int, default: 1 }

        """

    static func collectorsFile(forms: Range<Int>) -> String {
        var text =
            "# Synthetic forms \(forms.lowerBound)..<\(forms.upperBound) (written by make-specs).\norchestrate: 1\nforms:\n"
        for form in forms {
            text += "  Form\(form):\n"
            switch form % 3 {
            case 0: text += "    match: { formName: \"Form \(form)\" }\n"
            case 1: text += "    match: { nodeId: node\(form) }\n"
            default: break
            }
            text += """
                    fields:
                      username: { key: user.username, type: TEXT }
                      email: { key: user.email, type: TEXT, optional: true }
                      password: PASSWORD
                      country: DROPDOWN
                      interests: CHECKBOX
                      phone: PHONE_NUMBER
                      consent: { type: CONSENT, optional: true }
                      submit: SUBMIT_BUTTON
                      back: { type: FLOW_LINK, optional: true }

                """
        }
        return text
    }

    static func flowFile(_ flow: Int, forms: Range<Int>) -> String {
        var text = """
            # Synthetic flow \(flow) (written by make-specs).
            orchestrate: 1
            flow: Flow\(flow)
            workflow:
              timeout: 30
              modules: [cookies, headers, tracing, audit]
            modules:
              cookies:
                use: cookies
                with: { persist: [ST] }
              headers:
                config:
                  enable: { type: Bool, default: true }
                  name: { type: String, default: x-requested-with }
                  value: { type: String, default: "flow \(flow)" }
                start:
                  - header: { "${config.name}": "${config.value}" }
                    when: config.enable
                next:
                  - header: { "${config.name}": "${config.value}" }
                    when: config.enable
              tracing:
                config:
                  tags: { type: "[String]", default: [synthetic, "flow-\(flow)"] }
                  retries: { type: Int, default: 2 }
                  channel: String?
                start:
                  - query: { trace: "${config.tags}" }
                    when: [config.retries != 0, "!config.channel"]
                response:
                  - store: { header: x-request-id, into: flow.requestId }
                  - store: { json: interactionId, into: flow.interactionId }
              audit:
                next:
                  - header: { x-interaction: "flow ${flow.interactionId}" }
                    when: flow.interactionId
                  - body: { client: "synthetic \(flow)", attempt: 1, trace: { enabled: true } }
                node:
                  - store: { json: [form, name], into: flow.formName }
                success:
                  - store: { json: authorizeResponse.code, into: context.lastCode }
            steps:

            """
        for form in forms {
            let step = form - forms.lowerBound
            let next = form + 1 < forms.upperBound ? "s\(step + 1)" : "done"
            text += "  s\(step): { form: Form\(form), next: [\(next), s\(step)] }\n"
        }
        text += "  done: { success: true }\n"
        return text
    }
}
