import Foundation
import Orchestrate

/// The runtime in process, over `InMemoryTransport`: whole flows with modules, turning a node payload
/// into a node (against `JSONSerialization` of the same bytes), and building the next request.
struct RuntimeBenchmark {
    let quick: Bool

    /// Modules installed by the flow benchmark.
    static let moduleCount = 10
    /// Hook calls each module makes in one start → next → success flow: start, next, response ×2, node ×2, success.
    static let hooksPerModulePerFlow = 7
    /// On the host the fixtures' `next` links name (over plain http, which the workflow is told to allow), so
    /// the runtime's origin and TLS guards let the flow through as they would a real server's.
    private static let startURL = "http://auth.test-one-pingone.com/as/authorize"
    private static let fixtureHost = "auth.test-one-pingone.com"

    func run() async throws -> Table {
        var table = Table(
            "Runtime (in process, no sockets; time per operation)",
            columns: ["operation", "median", "min", "floor", "ratio", "batches × iterations"])
        let batches = quick ? 5 : 15

        // 1. start → next → success, with and without 10 app modules.
        let flows = quick ? 200 : 1_000
        let bareWorkflow = Self.workflow(modules: 0)
        let modulesWorkflow = Self.workflow(modules: Self.moduleCount)
        let bare = try await Self.measure(batches: batches, iterations: flows) { try await Self.signIn(bareWorkflow) }
        let withModules = try await Self.measure(batches: batches, iterations: flows) {
            try await Self.signIn(modulesWorkflow)
        }
        let perHook = (withModules.median - bare.median) / Double(Self.moduleCount * Self.hooksPerModulePerFlow)
        table.add([
            "flow start → next → success, DaVinci module only", duration(bare.median), duration(bare.min), "", "",
            "\(batches) × \(flows)",
        ])
        table.add([
            "flow start → next → success, + \(Self.moduleCount) modules", duration(withModules.median),
            duration(withModules.min), "", "", "\(batches) × \(flows)",
        ])
        table.add([
            "one hook call (difference of the two ÷ \(Self.moduleCount * Self.hooksPerModulePerFlow))",
            duration(perHook), "", "", "", "",
        ])

        // 2. The all-field-types payload into a node with its collectors, against JSONSerialization.
        let parses = quick ? 2_000 : 10_000
        let payload = Payloads.allFieldTypes
        let floor = try Self.measure(batches: batches, iterations: parses) {
            _ = try JSONSerialization.jsonObject(with: payload)
        }
        let nodeWorkflow = Self.nodeWorkflow()
        let node = try await Self.measure(batches: batches, iterations: parses) {
            guard let node = await nodeWorkflow.start() as? ContinueNode, node.actions.count == 11 else {
                throw ChildProcess.Failure(description: "fixture 11 did not become a ContinueNode with 11 collectors")
            }
        }
        let response = Response(url: URL(fileURLWithPath: "/"), status: 200, body: payload)
        let parse = try Self.measure(batches: batches, iterations: parses) { _ = try response.json() }
        table.add([
            "fixture 11 (\(bytes(payload.count))) → ContinueNode with 11 collectors (workflow.start())",
            duration(node.median), duration(node.min), duration(floor.median), ratio(node.median / floor.median),
            "\(batches) × \(parses)",
        ])
        table.add([
            "fixture 11 → the runtime's JSON value (Response.json())", duration(parse.median), duration(parse.min),
            duration(floor.median), ratio(parse.median / floor.median), "\(batches) × \(parses)",
        ])
        table.add([
            "fixture 11 → JSONSerialization.jsonObject (the floor)", duration(floor.median), duration(floor.min),
            "", "", "\(batches) × \(parses)",
        ])

        // 3. The next request from a filled form.
        guard let filled = await nodeWorkflow.start() as? ContinueNode else {
            throw ChildProcess.Failure(description: "fixture 11 did not become a ContinueNode")
        }
        Self.fill(filled)
        let request = try Self.measure(batches: batches, iterations: parses) {
            guard try filled.asRequest().parts.body != nil else {
                throw ChildProcess.Failure(description: "the next request has no body")
            }
        }
        table.add([
            "next request from the filled fixture-11 form (node.asRequest(), JSON body encoded)",
            duration(request.median), duration(request.min), "", "", "\(batches) × \(parses)",
        ])

        table.notes = [
            "Medians of per-batch means. The flow runs `Workflow.start()`, fills the sign-on node (fixture 05) and "
                + "`next()` to a success (fixture 07); each of the \(Self.moduleCount) modules installs start, next, "
                + "response, node and success hooks that set a header or a context value "
                + "(\(Self.hooksPerModulePerFlow) calls per module per flow).",
            "Target: fixture 11 into a node ≤ 2× `JSONSerialization` of the same bytes — "
                + (node.median <= 2 * floor.median ? "met" : "NOT met") + " (\(ratio(node.median / floor.median))).",
        ]
        return table
    }

    // MARK: - Workflows

    /// A workflow with the DaVinci module and `modules` app modules, over the in-memory transport.
    static func workflow(modules: Int) -> Workflow {
        Workflow.createWorkflow { config in
            config.httpTransport = InMemoryTransport(start: Payloads.signOn, next: Payloads.success)
            config.allowInsecureHTTP(hosts: [fixtureHost])
            config.module(DaVinciModule.config) { $0.startURL = startURL }
            for index in 0..<modules {
                config.module(appModule(index))
            }
        }
    }

    /// A workflow whose start answers fixture 11 (whose ERROR_DISPLAY field has no collector: the runtime
    /// logs a warning for it, which would otherwise be timed too).
    static func nodeWorkflow() -> Workflow {
        Workflow.createWorkflow { config in
            config.logger = SilentLogger()
            config.httpTransport = InMemoryTransport(start: Payloads.allFieldTypes, next: Payloads.success)
            config.allowInsecureHTTP(hosts: [fixtureHost])
            config.module(DaVinciModule.config) { $0.startURL = startURL }
        }
    }

    /// An app module with work in 5 states, as generated modules have.
    static func appModule(_ index: Int) -> Module<AppModuleConfig> {
        Module.of({ AppModuleConfig(header: "x-bench-\(index)", key: "bench\(index)") }, name: "bench\(index)") {
            setup in
            let config = setup.config
            setup.start { _, request in
                request.header(name: config.header, value: "start")
                return request
            }
            setup.next { flow, _, request in
                if config.enabled { request.header(name: config.header, value: flow.string(config.key) ?? "") }
                return request
            }
            setup.response { flow, response in
                flow[config.key] = String(response.status)
            }
            setup.node { _, node in node }
            setup.success { flow, success in
                flow[config.key] = success.session
                return success
            }
        }
    }

    /// One sign-in: start, fill the sign-on form, submit, expect a success.
    static func signIn(_ workflow: Workflow) async throws {
        guard let form = await workflow.start() as? ContinueNode else {
            throw ChildProcess.Failure(description: "the flow did not start on a form")
        }
        form.collector(TextCollector.self, key: "username")?.value = "alice"
        form.collector(PasswordCollector.self, key: "password")?.value = "Passw0rd!"
        form.collector(SubmitCollector.self, key: "SIGNON")?.press()
        guard await form.next() is SuccessNode else {
            throw ChildProcess.Failure(description: "the flow did not end in a success")
        }
    }

    /// Fills every input of the fixture-11 node and presses submit.
    static func fill(_ node: ContinueNode) {
        node.collector(TextCollector.self, key: "user.username")?.value = "alice@example.com"
        node.collector(PasswordCollector.self, key: "password")?.value = "Passw0rd!"
        node.collector(SingleSelectCollector.self, key: "dropdown-field")?.value = "dropdown2"
        node.collector(SingleSelectCollector.self, key: "radio-field")?.value = "radio2"
        node.collector(MultiSelectCollector.self, key: "checkbox-field")?.value = ["checkbox1", "checkbox2"]
        node.collector(MultiSelectCollector.self, key: "combobox-field")?.value = ["combobox1"]
        node.collector(SubmitCollector.self, key: "submit")?.press()
    }

    // MARK: - Measuring

    /// Time per call of `body`: the mean of each batch of `iterations` calls, after one warm-up batch.
    static func measure(batches: Int, iterations: Int, _ body: () throws -> Void) throws -> Samples {
        var samples = Samples()
        for batch in 0...batches {
            let start = now()
            for _ in 0..<iterations { try body() }
            if batch > 0 { samples.add((now() - start) / Double(iterations)) }
        }
        return samples
    }

    /// `measure` for asynchronous work.
    static func measure(batches: Int, iterations: Int, _ body: () async throws -> Void) async throws -> Samples {
        var samples = Samples()
        for batch in 0...batches {
            let start = now()
            for _ in 0..<iterations { try await body() }
            if batch > 0 { samples.add((now() - start) / Double(iterations)) }
        }
        return samples
    }
}

/// Drops every line.
struct SilentLogger: OrchestrateLogger {
    func log(_ level: LogLevel, _ message: String) {}
}

/// The configuration of a benchmark app module.
struct AppModuleConfig: Sendable {
    var header: String
    var key: String
    var enabled = true
}
