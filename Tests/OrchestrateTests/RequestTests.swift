import Foundation
import Orchestrate
import Testing

@Suite struct RequestTests {
    @Test func headersAreSetByDefaultAndAppendedExplicitly() {
        let request = Request(url: "https://h.test/")
        request.header(name: "x-a", value: "1")
        request.header(name: "X-A", value: "2")
        #expect(request.parts.headers.values(for: "x-a") == ["2"])
        request.appendHeader(name: "x-a", value: "3")
        #expect(request.parts.headers.values(for: "X-a") == ["2", "3"])
    }

    @Test func queryParametersAreEncodedInOrder() throws {
        let request = Request(url: "https://h.test/p?keep=1")
        request.parameter(name: "b", value: "x y&z")
        request.parameter(name: "a", value: "é")
        request.parameter(name: "b", value: "2")
        request.appendParameter(name: "a", value: "3")
        let url = try request.resolvedURL().absoluteString
        #expect(url == "https://h.test/p?keep=1&b=2&a=%C3%A9&a=3")
    }

    @Test func formBodyIsPercentEncodedInTheGivenOrder() {
        let request = Request(url: "https://h.test/")
        request.form([("z", "1 2"), ("a", "&=+"), ("m", "ü")])
        #expect(String(decoding: request.parts.body ?? Data(), as: UTF8.self) == "z=1%202&a=%26%3D%2B&m=%C3%BC")
        #expect(request.parts.method == .post)
        #expect(request.parts.headers["content-type"] == "application/x-www-form-urlencoded")
    }

    @Test func jsonBodySetsTheContentType() {
        let request = Request(url: "https://h.test/")
        request.body(["a": 1])
        #expect(request.jsonBody == ["a": 1])
        #expect(request.parts.headers["Content-Type"] == "application/json")
    }

    @Test(arguments: ["not a url", "ftp://h.test/", "/relative", "https://", "http://exa mple.com"])
    func malformedURLsAreErrors(_ text: String) {
        let request = Request()
        request.url(text)
        #expect(throws: RequestError.invalidURL(text)) { try request.resolvedURL() }
    }

    @Test func aRequestWithoutURLIsAnError() {
        #expect(throws: RequestError.missingURL) { try Request().resolvedURL() }
    }

    /// `configure` changes the installed configuration and keeps the start URL; `module` replaces it, so
    /// the start URL is gone and the failure says where a DaVinci flow's start URL is set (the "Getting started with DaVinci" article).
    @Test func aStartWithoutURLNamesDaVinciStartURL() async {
        let sent = Locked<[String]>([])
        let recorder = Module.of { setup in
            setup.transport { request in
                let url = try request.resolvedURL()
                sent.withLock { $0.append(url.absoluteString) }
                return Response(url: url, status: 200)
            }
        }
        let kept = DaVinci.createDaVinci { config in
            config.logger = SilentLogger()
            config.configure(DaVinciModule.config) { $0.startURL = "https://h.test/as/authorize" }
            config.configure(DaVinciModule.config) { $0.collectorFactory = CollectorFactory() }
            config.module(recorder)
        }
        _ = await kept.start()
        #expect(sent.current == ["https://h.test/as/authorize"])

        let replaced = DaVinci.createDaVinci { config in
            config.logger = SilentLogger()
            config.configure(DaVinciModule.config) { $0.startURL = "https://h.test/as/authorize" }
            config.module(DaVinciModule.config) { $0.collectorFactory = CollectorFactory() }
            config.module(recorder)
        }
        let failure = await replaced.start() as? FailureNode
        #expect(failure?.cause as? RequestError == .missingURL)
        #expect(
            failure?.description == "FailureNode(the request has no URL (a DaVinci flow starts at DaVinciModule's "
                + "startURL: config.configure(DaVinciModule.config) { $0.startURL = … }))")
        #expect(sent.current.count == 1, "nothing sent without a URL")
    }

    @Test func descriptionRedactsSecrets() {
        let request = Request(url: "https://h.test/")
        request.header(name: "Authorization", value: "Bearer top-secret")
        request.header(name: "Cookie", value: "ST=session-secret")
        request.cookie(name: "interactionId", value: "cookie-secret")
        request.body(["password": "pw-secret"])
        let text = request.description
        for secret in ["top-secret", "session-secret", "cookie-secret", "pw-secret"] {
            #expect(!text.contains(secret))
        }
        #expect(text.contains("Authorization: <redacted>"))
    }
}

@Suite struct RuntimeHelperTests {
    @Test func mergeBodyKeepsOtherFieldsAndStartsFromNothing() {
        let request = Request(url: "https://h.test/")
        request.mergeBody([("a", 1)])
        request.mergeBody([("b", "x"), ("a", 2)])
        #expect(request.jsonBody == ["a": 2, "b": "x"])
        request.form([("k", "v")])
        request.mergeBody([("c", true)])
        #expect(request.jsonBody == ["c": true], "a body that is not a JSON object starts empty")
    }

    @Test func payloadIsTheServerInputOfNodesThatHaveOne() {
        let workflow = Workflow.createWorkflow()
        let node = ContinueNode(context: FlowContext(workflow: workflow), input: ["id": "n"], actions: []) { _ in
            Request()
        }
        let nodes: [any Node] = [
            node, SuccessNode(input: ["s": 1]), ErrorNode(status: 400, message: "m", input: ["e": 2]),
            FailureNode(cause: RequestError.missingURL), EmptyNode(),
        ]
        #expect(nodes.map(\.payload) == [["id": "n"], ["s": 1], ["e": 2], nil, nil])
    }

    @Test func typedFormLookupNamesMissingAndMistypedFields() {
        let fields: [JSON] = [["type": "TEXT", "key": "user"], ["type": "PASSWORD", "key": "pw"]]
        let node = ContinueNode(
            context: FlowContext(workflow: Workflow.createWorkflow()), input: [:],
            actions: CollectorFactory().collectors(from: fields)
        ) { _ in Request() }
        var problems: [String] = []
        #expect(node.collector(TextCollector.self, key: "user", problems: &problems) != nil)
        #expect(node.collector(TextCollector.self, key: "pw", problems: &problems) == nil)
        #expect(node.collector(SubmitCollector.self, key: "go", problems: &problems) == nil)
        #expect(node.collector(FlowCollector.self, key: "back", optional: true, problems: &problems) == nil)
        #expect(
            problems == [
                "field 'pw' is a PasswordCollector, not a TextCollector",
                "field 'go' (SubmitCollector) is missing",
            ])
        #expect(
            FormError(form: "Sign On", problems: problems).description
                == "the node is not a Sign On form: " + problems.joined(separator: "; "))
    }
}
