import Foundation

/// The workflow engine: runs the functions that modules installed into each state, in order, for a flow
/// (`start()` then `next()` on each `ContinueNode`) and for `signOff()`.
///
/// A `Workflow` is `Sendable`: several flows may run at once, each with its own `FlowContext`.
public final class Workflow: Sendable {
    /// The workflow context: values that live as long as the workflow.
    public let context = WorkflowContext()
    /// Seconds before a request times out.
    public let timeout: TimeInterval
    /// Where log lines go.
    public let logger: any OrchestrateLogger

    /// The rules every request is held to (TLS outside loopback, next steps on the flow's origin).
    public let security: TransportSecurity

    private let hooks: HookTable
    private let transport: TransportHook
    /// The workflow's transport behind its request guard, for requests of the runtime's own that run no
    /// hooks (what modules get as `Setup.http`; a polling collector's status requests).
    let http: any HTTPTransport
    private let initialization = Locked(InitializationState.pending)

    private enum InitializationState {
        case pending
        case running(Task<Void, any Error>)
        case done
    }

    /// Creates a workflow configured by `block`: `config.module(...)`, `config.timeout`, `config.debug`,
    /// `config.logger`.
    public static func createWorkflow(_ block: (WorkflowConfig) -> Void = { _ in }) -> Workflow {
        let config = WorkflowConfig()
        block(config)
        return Workflow(config: config)
    }

    /// Creates a workflow from a filled-in configuration (`createWorkflow`, `createJourney`).
    init(config: WorkflowConfig) {
        timeout = config.timeout
        logger = SanitizingLogger(config.logger ?? ConsoleLogger(minimumLevel: config.debug ? .debug : .warning))
        // Modules are given the transport before it is known (a module may install it): it is bound below.
        let moduleTransport = LateBoundTransport()
        var table = HookTable()
        for registration in config.orderedRegistrations {
            table.append(registration.install(context, logger, moduleTransport))
        }
        hooks = table
        security = config.security
        // Every request, the engine's and the modules' own, passes the guard before its transport.
        let requestGuard = RequestGuard(
            security: config.security, maximumResponseBodySize: config.maximumResponseBodySize)
        if let transport = table.transport {
            self.transport = requestGuard.guarded(transport)
        } else {
            let http = config.httpTransport ?? URLSessionTransport(timeout: config.timeout)
            self.transport = requestGuard.guarded { request in try await http.send(request) }
        }
        moduleTransport.bind(self.transport)
        http = moduleTransport
    }

    // MARK: - Flows

    /// Starts a flow with an empty request that the start hooks fill in.
    public func start() async -> any Node {
        await start(Request())
    }

    /// Starts a flow from `request`: init (once per workflow) → start hooks → transport → response hooks
    /// → transform → node hooks → success hooks. A hook that throws gives a `FailureNode`.
    public func start(_ request: Request) async -> any Node {
        let flow = FlowContext(workflow: self)
        return await failingSafely {
            try await self.initializeOnce()
            var request = request
            for hook in self.hooks.start { request = try await hook(flow, request) }
            flow.startOrigin = (try? request.resolvedURL()).flatMap(Origin.init)
            return try await self.exchange(flow, request)
        }
    }

    /// Submits `node`: its request → next hooks → transport → response hooks → transform → node hooks
    /// → success hooks.
    public func next(_ flow: FlowContext, _ node: ContinueNode) async -> any Node {
        await failingSafely {
            flow.submitted = node
            var request = try node.asRequest()
            for hook in self.hooks.next { request = try await hook(flow, node, request) }
            if let start = flow.startOrigin {
                try self.security.checkNextStep(to: try request.resolvedURL(), startedOn: start)
            }
            return try await self.exchange(flow, request)
        }
    }

    /// Signs off: init → sign-off hooks → transport → response hooks. A status other than 2xx is a
    /// failure, as is a hook that throws. When no hook gave the request a URL there is nothing to send
    /// (a journey with no stored session, say), and sign-off succeeds.
    public func signOff() async -> Result<Void, any Error> {
        let flow = FlowContext(workflow: self)
        do {
            try await initializeOnce()
            var request = Request()
            for hook in hooks.signOff { request = try await hook(request) }
            guard request.parts.urlString != nil else { return .success(()) }
            let response = try await send(flow, request)
            guard response.isSuccess else { throw SignOffError(status: response.status) }
            return .success(())
        } catch {
            logger.log(.warning, message: "sign-off failed: \(ErrorText.shown(error))")
            return .failure(error)
        }
    }

    // MARK: - States

    /// Transport → response hooks → transform → node hooks → success hooks.
    private func exchange(_ flow: FlowContext, _ request: Request) async throws -> any Node {
        let response = try await send(flow, request)
        var node: any Node = try await hooks.transform?(flow, response) ?? EmptyNode()
        try Task.checkCancellation()
        for hook in hooks.node { node = try await hook(flow, node) }
        if var success = node as? SuccessNode {
            for hook in hooks.success { success = try await hook(flow, success) }
            node = success
        }
        logger.log(.debug, message: "node: \(node)")
        return node
    }

    /// Transport → response hooks.
    private func send(_ flow: FlowContext, _ request: Request) async throws -> Response {
        try Task.checkCancellation()
        logger.log(.debug, message: "request: \(request)")
        let response = try await transport(request)
        logger.log(.debug, message: "response: \(response)")
        try Task.checkCancellation()
        for hook in hooks.response { try await hook(flow, response) }
        return response
    }

    /// Runs the init hooks once, however many flows start at the same time. A failed initialization is
    /// run again by the next call, so a transient failure (a discovery request, say) does not stick.
    func initializeOnce() async throws {
        let task: Task<Void, any Error>? = initialization.withLock { state in
            switch state {
            case .done:
                return nil
            case .running(let task):
                return task
            case .pending:
                let graph = InitializationGraph(entries: self.hooks.initialize, logger: self.logger)
                let task = Task { try await graph.run() }
                state = .running(task)
                return task
            }
        }
        guard let task else { return }
        do {
            try await task.value
            initialization.withLock { state in
                if case .running = state { state = .done }
            }
        } catch {
            initialization.withLock { state in
                if case .running = state { state = .pending }
            }
            throw error
        }
    }

    private func failingSafely(_ body: () async throws -> any Node) async -> any Node {
        do {
            return try await body()
        } catch {
            logger.log(.warning, message: "flow failed: \(ErrorText.shown(error))")
            return FailureNode(cause: error)
        }
    }
}

/// The sign-off request was answered with a status other than 2xx.
public struct SignOffError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status the server answered with.
    public let status: Int

    /// Creates the error for `status`.
    public init(status: Int) {
        self.status = status
    }

    /// A one-line explanation.
    public var description: String { "sign-off answered with status \(status)" }
}
