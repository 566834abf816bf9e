// Runs the code generated from Examples/Specs (checked in under Generated/, kept equal to fresh generator
// output by OrchestrateGeneratorCoreTests) against the sandbox, through the typed forms and the Step enum.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The app function the `audit` module's `node` state calls (`call: AuditLog.record`).
enum AuditLog {
    static let seen = Locked<[String]>([])

    static func record(_ flow: FlowContext, _ node: any Node) async throws -> any Node {
        seen.withLock { $0.append(String(describing: type(of: node))) }
        return node
    }
}

@Suite struct SignInFlowTests {
    @Test func signsInThroughTheTypedFormsAfterOneWrongPassword() async throws {
        let server = SandboxServer()
        let base = try await server.start()
        defer { Task { await server.stop() } }
        #expect(base.absoluteString.hasPrefix("http://127.0.0.1"))
        let authorize = try #require(await server.authorizeURL())

        let workflow = SignInFlow.workflow(startURL: authorize.absoluteString) { config in
            config.timeout = 10
            config.module(SignInFlow.headers) { $0.value = "generated-tests/1.0" }
        }
        var node = await workflow.start()
        var steps: [SignInFlow.Step.Name] = []
        var wrongPasswordSent = false
        var session: String?

        for _ in 0..<8 {
            let step = SignInFlow.Step(node)
            if let name = step.name {
                if let previous = steps.last {
                    #expect(SignInFlow.Step.allowed(after: previous).contains(name), "\(previous) → \(name)")
                }
                steps.append(name)
            }
            switch step {
            case .signIn(let form):
                form.username.value = "alice"
                form.password.value = wrongPasswordSent ? "Passw0rd!" : "wrong-password"
                #expect(form.register != nil)
                node = await form.submit(\.submit)
                wrongPasswordSent = true
            case .error(let error):
                #expect(error.status == 400)
                let continueNode = try #require(error.continueNode)
                let form = try DaVinciCollectors.SignOnForm(continueNode)
                form.username.value = "alice"
                form.password.value = "Passw0rd!"
                node = await form.submit(\.submit)
            case .otp(let form):
                #expect(form.otp.validate().isEmpty == false)
                form.otp.value = "123456"
                #expect(form.otp.validate().isEmpty)
                node = await form.submit(\.verify)
            case .done(let success):
                session = success.session
            case .register, .failure, .invalid, .unknown:
                Issue.record("unexpected step \(step)")
            }
            if session != nil { break }
        }
        #expect(session?.isEmpty == false)
        #expect(steps == [.signIn, .otp, .done])
        #expect(AuditLog.seen.current.contains("ErrorNode"))
    }

    @Test func aFormNamesEveryMissingField() throws {
        let flow = FlowContext(workflow: SignInFlow.workflow())
        let node = ContinueNode(
            context: flow, input: ["form": ["name": "Sign On"]],
            actions: [PasswordCollector(with: ["key": "username", "type": "PASSWORD"])]
        ) { _ in Request() }
        #expect(DaVinciCollectors.SignOnForm.matches(node))
        do {
            _ = try DaVinciCollectors.SignOnForm(node)
            Issue.record("the form was made from a node without its fields")
        } catch {
            #expect(
                error.problems == [
                    "field 'username' is a PasswordCollector, not a TextCollector",
                    "field 'password' (PasswordCollector) is missing",
                    "field 'submit' (SubmitCollector) is missing",
                ])
        }
        guard case .invalid = SignInFlow.Step(node) else {
            Issue.record("expected .invalid")
            return
        }
    }

    @Test func theCustomCollectorRegistersAndValidates() throws {
        let factory = SignInFlow.collectorFactory()
        let collector = try #require(
            factory.collector(for: [
                "type": "CONSENT", "key": "consent", "required": true,
                "content": "I agree", "label": "Terms",
            ]) as? ConsentCollector)
        #expect(collector.content == "I agree")
        #expect(collector.version == 1)
        #expect(collector.label == "Terms")
        #expect(collector.validate() == [.required])
        collector.initialize(with: true)
        #expect(collector.payload() == .bool(true))
        #expect(collector.validate().isEmpty)
    }

    @Test func aCustomStringCollectorValidatesTheFieldsPattern() throws {
        let note = NoteCollector(with: [
            "type": "NOTE", "key": "note", "required": true,
            "validation": ["regex": "^[a-z]+$", "errorMessage": "Lower case only."],
        ])
        note.value = ""
        #expect(note.validate() == [.required, .regexError(message: "Lower case only.")])
        note.value = "Shout"
        #expect(note.validate() == [.regexError(message: "Lower case only.")])
        note.value = "quiet"
        #expect(note.validate().isEmpty)
    }

    @Test func configureKeepsTheFlowsCollectorFactory() async throws {
        // A registration form with the custom CONSENT field, which only the flow's collector factory knows.
        let script = try SandboxScript(
            yaml: """
                nodes:
                  - id: register
                    form: {name: Registration}
                    fields:
                      - {type: TEXT, key: user.username, label: Username}
                      - {type: PASSWORD, key: password, label: Password}
                      - {type: DROPDOWN, key: country, label: Country, options: [{label: France, value: FR}]}
                      - {type: CHECKBOX, key: interests, label: Interests, options: [{label: News, value: news}]}
                      - {type: PHONE_NUMBER, key: phone, label: Phone}
                      - {type: CONSENT, key: consent, label: Terms, content: I agree}
                      - {type: SUBMIT_BUTTON, key: submit, label: Register}
                      - {type: FLOW_LINK, key: back, label: Back}
                    transitions: []
                flows:
                  - {name: register, start: register}
                """, sourceName: "consent script")
        func consentSurvives(_ install: @escaping @Sendable (WorkflowConfig, String) -> Void) async throws -> Bool {
            let server = SandboxServer(script: script)
            _ = try await server.start()
            defer { Task { await server.stop() } }
            let authorize = try #require(await server.authorizeURL()).absoluteString
            let node = await SignInFlow.workflow { install($0, authorize) }.start()
            guard case .register(let form) = SignInFlow.Step(node) else {
                Issue.record("expected the typed registration form, got \(node)")
                return false
            }
            return form.consent != nil
        }
        #expect(
            try await consentSurvives { config, url in config.configure(DaVinciModule.config) { $0.startURL = url } })
        #expect(
            try await !consentSurvives { config, url in config.module(DaVinciModule.config) { $0.startURL = url } },
            "module(_:) starts from the defaults, whose factory does not know CONSENT")
    }

    @Test func configDefaultsComeFromTheSpec() {
        let config = SignInFlow.HeadersConfig()
        #expect(config.enable)
        #expect(config.name == "x-requested-with")
        #expect(SignInFlow.AuditConfig().client == #"orchestrate "demo" \ ${literal}"#)
        #expect(SignInFlow.AuditConfig().tags == ["signIn", "demo"])
    }
}
