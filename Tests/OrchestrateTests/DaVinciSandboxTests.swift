import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A DaVinci workflow that starts at `server`'s authorize endpoint.
func sandboxDaVinci(
    _ server: SandboxServer, flow: String? = nil, timeout: TimeInterval = loopbackTestTimeout
) async throws -> Workflow {
    let authorize = try #require(await server.authorizeURL(flow: flow))
    return DaVinci.createDaVinci { config in
        config.timeout = timeout
        config.logger = SilentLogger()
        config.module(DaVinciModule.config) { $0.startURL = authorize.absoluteString }
    }
}

/// Fills and submits the sign-on form.
func signOn(_ node: ContinueNode, username: String, password: String) async throws -> any Node {
    try #require(node.collector(TextCollector.self, key: "username")).value = username
    try #require(node.collector(PasswordCollector.self, key: "password")).value = password
    try #require(node.collector(SubmitCollector.self, key: "submit")).press()
    return await node.next()
}

/// Fills and submits the one-time code form.
func verify(_ node: ContinueNode, code: String) async throws -> any Node {
    try #require(node.collector(TextCollector.self, key: "otp")).value = code
    try #require(node.collector(SubmitCollector.self, key: "verify")).press()
    return await node.next()
}

/// Where a flow of a concurrency test stopped, and the node it stopped on.
struct FlowStopped: Error, CustomStringConvertible {
    let step: String
    let description: String

    init(step: String, node: any Node) {
        self.step = step
        description = "\(step): \(node)"
    }
}

@Suite struct DaVinciSandboxTests {
    let demo = SandboxScript.demoCredentials

    @Test func signsInWithARetryAndAOneTimeCode() async throws {
        try await withSandbox { server, _ in
            let workflow = try await sandboxDaVinci(server)
            let signIn = try await workflow.firstContinueNode()
            #expect(signIn.input[path: "form", "name"] == "Sign On")
            #expect(signIn.collectors.map(\.key) == ["username", "password", "submit", "register"])

            let error = try #require(
                try await signOn(signIn, username: demo.username, password: "wrong-pass") as? ErrorNode)
            #expect(error.status == 400)
            #expect(error.message == "Invalid username and/or password")
            #expect(
                error.input[path: "details"]?[0]?[path: "rawResponse", "details"]?[0]?[
                    path: "innerError", "failuresRemaining"] == 4)
            let retry = try #require(error.continueNode)
            #expect(retry === signIn)
            #expect(retry.collector(PasswordCollector.self, key: "password")?.value == "", "cleared after sending")

            let otp = try #require(
                try await signOn(retry, username: demo.username, password: demo.password) as? ContinueNode)
            #expect(otp.input["id"] == "otp")
            let success = try #require(try await verify(otp, code: demo.oneTimeCode) as? SuccessNode)
            let code = try #require(success.session)
            #expect(!code.isEmpty)
            #expect(success.input["status"] == "COMPLETED")

            let received = await server.journal()
            #expect(received.map(\.method) == ["GET", "POST", "POST", "POST"])
            #expect(received[0].path == "/sandbox/as/authorize")
            #expect(received[0].cookies.isEmpty)
            let interactionID = try #require(signIn.input["interactionId"]?.stringValue)
            for (index, post) in received.dropFirst().enumerated() {
                #expect(
                    post.path
                        == "/sandbox/davinci/connections/\(index < 2 ? "867ed4363b2bc21c860085ad2baa817d" : "4b1a6c0e9d2f43a8b7c5e1f0a9d8c7b6")/capabilities/customHTMLTemplate"
                )
                #expect(post.cookies["interactionId"] == interactionID)
                #expect(post.header("Content-Type") == "application/json")
                #expect(post.header("x-requested-with") == "orchestrate-swift")
            }
            let bodies = try received.dropFirst().map { try JSON.parse($0.body) }
            #expect(
                bodies[0] == [
                    "id": "signIn", "eventName": "continue", "interactionId": .string(interactionID),
                    "parameters": [
                        "eventType": "submit",
                        "data": [
                            "actionKey": "submit",
                            "formData": ["username": "alice", "password": "wrong-pass"],
                        ],
                    ],
                ])
            #expect(
                bodies[1][path: "parameters", "data", "formData"] == [
                    "username": "alice", "password": .string(demo.password),
                ])
            #expect(
                bodies[2] == [
                    "id": "otp", "eventName": "continue", "interactionId": .string(interactionID),
                    "parameters": [
                        "eventType": "submit",
                        "data": [
                            "actionKey": "verify",
                            "formData": ["otp": "123456"],
                        ],
                    ],
                ])
        }
    }

    @Test func registersThroughAFlowLinkWithEveryFieldKind() async throws {
        try await withSandbox { server, _ in
            let workflow = try await sandboxDaVinci(server)
            let signIn = try await workflow.firstContinueNode()
            try #require(signIn.collector(FlowCollector.self, key: "register")).press()
            let form = try #require(await signIn.next() as? ContinueNode)
            #expect(form.input["id"] == "register")
            #expect(form.collector(SingleSelectCollector.self, key: "country")?.value == "US", "default from formData")
            let phone = try #require(form.collector(PhoneNumberCollector.self, key: "phone"))
            #expect(phone.countryCode == "US")

            try #require(form.collector(TextCollector.self, key: "user.username")).value = "bob"
            try #require(form.collector(TextCollector.self, key: "user.email")).value = "bob@example.com"
            let password = try #require(form.collector(PasswordCollector.self, key: "password"))
            password.value = "aaa"
            try #require(form.collector(MultiSelectCollector.self, key: "interests")).value = ["news", "events"]
            phone.phoneNumber = "5551234567"
            // The 2026 field types: a privacy notice (sends nothing) and an optional switch.
            let privacy = try #require(form.collector(ReadOnlyTextCollector.self, key: "privacy"))
            #expect(privacy.title == "Privacy notice" && privacy.payload() == nil)
            let newsletter = try #require(form.collector(BooleanCollector.self, key: "newsletter"))
            #expect(newsletter.value == false && newsletter.appearance == .switch)
            newsletter.value = true
            #expect(form.validate().map(\.key) == ["password"])
            #expect(password.validate().contains(.invalidLength(min: 8, max: 255)))
            try #require(form.collector(SubmitCollector.self, key: "submit")).press()

            let refused = try #require(await form.next() as? ErrorNode)
            let requirements = try #require(refused.details.first?.requirements.map(\.name))
            #expect(requirements.contains("length") && requirements.contains("minUniqueCharacters"))
            let retry = try #require(refused.continueNode)
            try #require(retry.collector(PasswordCollector.self, key: "password")).value = "Sup3r-Secret!"
            #expect(retry.validate().isEmpty)
            #expect(await retry.next() is SuccessNode)
            #expect(await server.hasUser("bob"))

            let sent = try JSON.parse(try #require(await server.journal().last).body)
            #expect(
                sent[path: "parameters", "data", "formData"] == [
                    "user.username": "bob", "user.email": "bob@example.com", "password": "Sup3r-Secret!",
                    "country": "US", "interests": ["news", "events"],
                    "phone": ["countryCode": "US", "phoneNumber": "5551234567"], "newsletter": true,
                ])
        }
    }

    @Test func twoHundredConcurrentFlowsStayIsolated() async throws {
        try await withSandbox { server, _ in
            // This test is about isolation, not latency: under ThreadSanitizer, with the other suites
            // running in parallel on two cores, a request can wait longer than the 15 s default.
            let workflow = try await sandboxDaVinci(server, timeout: 60)
            let demo = self.demo
            /// A flow's authorization code, or a description of the node where it stopped.
            let outcomes = await withTaskGroup(of: Result<String, FlowStopped>.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        var node = await workflow.start()
                        guard let signIn = node as? ContinueNode else {
                            return .failure(FlowStopped(step: "start", node: node))
                        }
                        node = signIn
                        if index.isMultiple(of: 2) {
                            let answer =
                                (try? await signOn(signIn, username: demo.username, password: "nope")) ?? EmptyNode()
                            guard let retry = (answer as? ErrorNode)?.continueNode else {
                                return .failure(FlowStopped(step: "wrong password", node: answer))
                            }
                            node = retry
                        }
                        guard let form = node as? ContinueNode else {
                            return .failure(FlowStopped(step: "retry", node: node))
                        }
                        let afterSignOn =
                            (try? await signOn(form, username: demo.username, password: demo.password)) ?? EmptyNode()
                        guard let otp = afterSignOn as? ContinueNode else {
                            return .failure(FlowStopped(step: "sign on", node: afterSignOn))
                        }
                        let done = (try? await verify(otp, code: demo.oneTimeCode)) ?? EmptyNode()
                        guard let code = (done as? SuccessNode)?.session else {
                            return .failure(FlowStopped(step: "otp", node: done))
                        }
                        return .success(code)
                    }
                }
                return await group.reduce(into: [Result<String, FlowStopped>]()) { $0.append($1) }
            }
            let failures = outcomes.compactMap { if case .failure(let stop) = $0 { stop } else { nil } }
            #expect(outcomes.count == 200)
            #expect(failures.isEmpty, "\(failures.count) flows stopped: \(failures.prefix(3))")
            let codes = outcomes.compactMap { try? $0.get() }
            #expect(Set(codes).count == codes.count, "every flow has its own code")

            // Each POST carried the interaction cookie that matches the interaction in its body.
            for record in await server.journal() where record.method == "POST" {
                let body = try JSON.parse(record.body)
                #expect(record.cookies["interactionId"] == body["interactionId"]?.stringValue)
            }
        }
    }
}

@Suite struct DaVinciConfigurationTests {
    @Test func aWorkflowCanCarryItsOwnCollectorFactory() async throws {
        try await withSandbox { server, _ in
            let factory = CollectorFactory()
            factory.register(type: "TEXT", collector: CustomTypeCollector.self)
            let authorize = try #require(await server.authorizeURL())
            let custom = DaVinci.createDaVinci { config in
                config.module(DaVinciModule.config) { davinci in
                    davinci.startURL = authorize.absoluteString
                    davinci.collectorFactory = factory
                }
            }
            let standard = try await sandboxDaVinci(server)
            let customNode = try #require(await custom.start() as? ContinueNode)
            let standardNode = try #require(await standard.start() as? ContinueNode)
            #expect(customNode.collectors.first is CustomTypeCollector)
            #expect(standardNode.collectors.first is TextCollector)
        }
    }

    @Test func noPasswordCodeOrCookieReachesTheLog() async throws {
        try await withSandbox { server, _ in
            let logger = CapturingLogger()
            let authorize = try #require(await server.authorizeURL())
            let workflow = DaVinci.createDaVinci { config in
                config.logger = logger
                config.module(DaVinciModule.config) { $0.startURL = authorize.absoluteString }
            }
            let demo = SandboxScript.demoCredentials
            let signIn = try await workflow.firstContinueNode()
            let error = try #require(
                try await signOn(signIn, username: demo.username, password: "Wr0ng-Secret") as? ErrorNode)
            let retry = try #require(error.continueNode)
            let otp = try #require(
                try await signOn(retry, username: demo.username, password: demo.password) as? ContinueNode)
            let success = try #require(try await verify(otp, code: demo.oneTimeCode) as? SuccessNode)
            let code = try #require(success.session)
            let interaction = try #require(signIn.input["interactionId"]?.stringValue)
            #expect(logger.all.count >= 8, "requests, responses and nodes are logged")
            for line in logger.all {
                for secret in [demo.password, "Wr0ng-Secret", code, interaction] {
                    #expect(!line.contains(secret), "\(line)")
                }
            }
            for node in [signIn, otp] as [any Node] + [success, error] {
                #expect(!String(describing: node).contains(demo.password))
                #expect(!String(describing: node).contains(code))
            }
        }
    }
}
