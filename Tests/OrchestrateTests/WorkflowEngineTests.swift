import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A module that records every hook it runs into `log`, named `name`, and sets a header from start and next.
func recordingModule(_ name: String, log: EventLog, priority: Int = Module<Void>.defaultPriority) -> Module<Void> {
    Module.of(name: name, priority: priority) { setup in
        setup.initialize { log.add("init \(name)") }
        setup.start { _, request in
            log.add("start \(name)")
            request.header(name: "x-start-\(name)", value: "1")
            return request
        }
        setup.next { _, _, request in
            log.add("next \(name)")
            request.header(name: "x-next-\(name)", value: "1")
            return request
        }
        setup.response { _, response in log.add("response \(name) \(response.status)") }
        setup.node { _, node in
            log.add("node \(name) \(type(of: node))")
            return node
        }
        setup.success { _, success in
            log.add("success \(name)")
            return success
        }
        setup.signOff { request in
            log.add("signOff \(name)")
            return request
        }
    }
}

@Suite struct WorkflowEngineTests {
    @Test func runsEveryStateInOrderForStartNextAndSuccess() async throws {
        try await withSandbox(routes: twoStepRoutes) { server, base in
            let log = EventLog()
            let workflow = Workflow.createWorkflow { config in
                config.module(recordingModule("a", log: log))
                config.module(recordingModule("b", log: log, priority: 5))
                config.module(simpleTransform(base: base))
            }
            let first = try #require(await workflow.start(Request(url: base.string("/start"))) as? ContinueNode)
            #expect(Set(log.all.prefix(2)) == ["init a", "init b"], "independent inits run concurrently")
            #expect(
                log.all.dropFirst(2) == [
                    "start b", "start a", "response b 200", "response a 200",
                    "node b ContinueNode", "node a ContinueNode",
                ])
            let last = try #require(await first.next() as? SuccessNode)
            #expect(last.session == "s-1")
            #expect(
                log.all.suffix(8) == [
                    "next b", "next a", "response b 200", "response a 200",
                    "node b SuccessNode", "node a SuccessNode", "success b", "success a",
                ])

            let received = await server.journal()
            #expect(received.map(\.path) == ["/start", "/next"])
            #expect(received[0].header("x-start-a") == "1" && received[0].header("x-start-b") == "1")
            #expect(received[0].header("x-next-a") == nil)
            #expect(received[1].header("x-next-a") == "1" && received[1].header("x-start-a") == nil)
            #expect(received[1].method == "POST")
            #expect(received[1].bodyText == #"{"from":"one"}"#)
        }
    }

    @Test func initRunsOnceUnderFiftyConcurrentStarts() async throws {
        try await withSandbox(routes: twoStepRoutes) { _, base in
            let log = EventLog()
            let workflow = Workflow.createWorkflow { config in
                // About running init once, not latency: under ThreadSanitizer on two cores, with the other
                // suites running, 50 requests at once can wait longer than the 15 s default.
                config.timeout = 60
                config.module(
                    Module.of { setup in
                        setup.initialize {
                            log.add("init")
                            try await Task.sleep(for: .milliseconds(50))
                        }
                    })
                config.module(simpleTransform(base: base))
            }
            let nodes = await withTaskGroup(of: (any Node).self) { group in
                for _ in 0..<50 { group.addTask { await workflow.start(Request(url: base.string("/start"))) } }
                return await group.reduce(into: [any Node]()) { $0.append($1) }
            }
            #expect(log.count("init") == 1)
            #expect(nodes.count == 50)
            #expect(nodes.allSatisfy { $0 is ContinueNode })
            _ = await workflow.signOff()
            #expect(log.count("init") == 1, "sign-off reuses the finished initialization")
        }
    }

    @Test func initFunctionsRunAfterTheModulesTheyNameAndConcurrentlyOtherwise() async throws {
        let log = EventLog()
        let running = Locked(0)
        let peak = Locked(0)
        func module(_ name: String, after: [String] = []) -> Module<Void> {
            Module.of(name: name) { setup in
                setup.initialize(after: after) {
                    let now = running.withLock {
                        $0 += 1
                        return $0
                    }
                    peak.withLock { $0 = max($0, now) }
                    // Discovery and storage each wait for the other to start (up to 10 s), so that they overlap
                    // whenever the engine runs them concurrently, however loaded the machine is.
                    if name != "token" {
                        for _ in 0..<1_000 where peak.current < 2 { try await Task.sleep(for: .milliseconds(10)) }
                    }
                    log.add(name)
                    running.withLock { $0 -= 1 }
                }
            }
        }
        let workflow = Workflow.createWorkflow { config in
            config.logger = SilentLogger()
            config.module(module("token", after: ["discovery", "storage"]))
            config.module(module("discovery"))
            config.module(module("storage"))
            config.module(
                Module.of { setup in
                    setup.transport { request in Response(url: try request.resolvedURL(), status: 200) }
                })
        }
        _ = await workflow.start(Request(url: "https://h.test/"))
        #expect(Set(log.all.prefix(2)) == ["discovery", "storage"])
        #expect(log.all.last == "token")
        #expect(peak.current == 2, "discovery and storage ran at the same time")
    }

    @Test func aFailedInitIsRetriedByTheNextStart() async throws {
        let attempts = Locked(0)
        let workflow = Workflow.createWorkflow { config in
            config.logger = SilentLogger()
            config.module(
                Module.of { setup in
                    setup.initialize {
                        let attempt = attempts.withLock {
                            $0 += 1
                            return $0
                        }
                        if attempt == 1 { throw HookFailure(state: "init") }
                    }
                    setup.transport { request in Response(url: try request.resolvedURL(), status: 200) }
                })
        }
        let first = try #require(await workflow.start(Request(url: "https://h.test/")) as? FailureNode)
        #expect(first.cause as? HookFailure == HookFailure(state: "init"))
        #expect(await workflow.start(Request(url: "https://h.test/")) is EmptyNode)
        #expect(attempts.current == 2)
    }

    @Test func flowContextsAreSeparateAndTheWorkflowContextIsShared() async throws {
        try await withSandbox(routes: twoStepRoutes) { _, base in
            let workflow = Workflow.createWorkflow { config in
                config.timeout = loopbackTestTimeout
                config.module(
                    Module.of { setup in
                        let shared = setup.context
                        shared["starts"] = 0
                        setup.start { flow, request in
                            let id = request.parts.headers["x-flow"] ?? "?"
                            flow["id"] = id
                            shared.values.withLock { $0["starts"] = (($0["starts"] as? Int) ?? 0) + 1 }
                            return request
                        }
                        setup.next { flow, _, request in
                            request.header(name: "x-seen", value: flow.string("id") ?? "none")
                            return request
                        }
                        setup.success { flow, success in
                            SuccessNode(input: ["flow": .string(flow.string("id") ?? "none")], session: success.session)
                        }
                    })
                config.module(simpleTransform(base: base))
            }
            let results = await withTaskGroup(of: (String, JSON?).self) { group in
                for index in 0..<20 {
                    group.addTask {
                        let request = Request(url: base.string("/start"))
                        request.header(name: "x-flow", value: "flow-\(index)")
                        guard let node = await workflow.start(request) as? ContinueNode else {
                            return ("flow-\(index)", nil)
                        }
                        try? await Task.sleep(for: .milliseconds(Int.random(in: 0...20)))
                        return ("flow-\(index)", (await node.next() as? SuccessNode)?.input["flow"])
                    }
                }
                return await group.reduce(into: [(String, JSON?)]()) { $0.append($1) }
            }
            #expect(results.count == 20)
            for (id, seen) in results { #expect(seen == .string(id)) }
            #expect(workflow.context["starts"] as? Int == 20)
        }
    }

    @Test(arguments: ["init", "start", "response", "transform", "node", "success", "transport"])
    func aHookThatThrowsEndsTheCallWithAFailureNode(_ state: String) async throws {
        try await withSandbox(routes: twoStepRoutes) { _, base in
            let failure = HookFailure(state: state)
            let workflow = Workflow.createWorkflow { config in
                config.logger = SilentLogger()
                config.module(simpleTransform(base: base))
                config.module(throwingModule(in: state, failure))
            }
            let node = await workflow.start(Request(url: base.string("/start")))
            if state == "success" {
                let next = try #require(node as? ContinueNode)
                let failed = try #require(await next.next() as? FailureNode)
                #expect(failed.cause as? HookFailure == failure)
            } else {
                let failed = try #require(node as? FailureNode)
                #expect(failed.cause as? HookFailure == failure)
            }
        }
    }

    @Test func aNextHookThatThrowsEndsNextWithAFailureNode() async throws {
        try await withSandbox(routes: twoStepRoutes) { server, base in
            let workflow = Workflow.createWorkflow { config in
                config.logger = SilentLogger()
                config.module(simpleTransform(base: base))
                config.module(throwingModule(in: "next", HookFailure(state: "next")))
            }
            let node = try #require(await workflow.start(Request(url: base.string("/start"))) as? ContinueNode)
            let failed = try #require(await node.next() as? FailureNode)
            #expect(failed.cause as? HookFailure == HookFailure(state: "next"))
            #expect(await server.journal().map(\.path) == ["/start"], "nothing is sent after a failing hook")
        }
    }

    @Test func responseHooksRunWhateverTransportIsInstalled() async throws {
        let log = EventLog()
        let workflow = Workflow.createWorkflow { config in
            config.module(recordingModule("r", log: log))
            config.module(
                Module.of { setup in
                    setup.transport { request in
                        log.add("transport")
                        return Response(url: try request.resolvedURL(), status: 204)
                    }
                })
        }
        #expect(await workflow.start(Request(url: "https://nowhere.invalid/")) is EmptyNode)
        #expect(log.all == ["init r", "start r", "transport", "response r 204", "node r EmptyNode"])
    }

    @Test func aMalformedURLIsAFailureNotANoOp() async throws {
        let workflow = Workflow.createWorkflow { config in
            config.logger = SilentLogger()
            config.module(
                Module.of { setup in
                    setup.start { _, request in
                        request.url("not a url")
                        return request
                    }
                })
        }
        let node = try #require(await workflow.start() as? FailureNode)
        #expect(node.cause as? RequestError == .invalidURL("not a url"))
    }

    @Test func signOffRunsItsHooksAndChecksTheStatus() async throws {
        let routes = [
            SandboxRoute.fixed(method: "POST", path: "/signoff-ok", response: .text(200, "")),
            SandboxRoute.fixed(method: "POST", path: "/signoff-no", response: .json(401, #"{"error":"no"}"#)),
        ]
        try await withSandbox(routes: routes) { server, base in
            func workflow(_ path: String, log: EventLog) -> Workflow {
                Workflow.createWorkflow { config in
                    config.logger = SilentLogger()
                    config.module(recordingModule("s", log: log))
                    config.module(
                        Module.of { setup in
                            setup.signOff { request in
                                request.url(base.string(path))
                                request.form([("token", "t")])
                                return request
                            }
                        })
                }
            }
            let log = EventLog()
            let accepted = await workflow("/signoff-ok", log: log).signOff()
            #expect((try? accepted.get()) != nil)
            #expect(log.all == ["init s", "signOff s", "response s 200"])
            let refused = await workflow("/signoff-no", log: EventLog()).signOff()
            #expect(throws: SignOffError(status: 401)) { try refused.get() }
            #expect(await server.journal().map(\.path) == ["/signoff-ok", "/signoff-no"])
        }
    }

    @Test func redirectsAreNeverFollowed() async throws {
        let routes = [
            SandboxRoute.fixed(method: "GET", path: "/moved", response: .redirect(to: "/elsewhere")),
            SandboxRoute.fixed(method: "GET", path: "/elsewhere", response: .json(200, "{}")),
        ]
        try await withSandbox(routes: routes) { server, base in
            let statuses = EventLog()
            let workflow = Workflow.createWorkflow { config in
                config.module(
                    Module.of { setup in
                        setup.transform { _, response in
                            statuses.add("\(response.status) \(response.headers["Location"] ?? "")")
                            return EmptyNode()
                        }
                    })
            }
            _ = await workflow.start(Request(url: base.string("/moved")))
            #expect(statuses.all == ["302 /elsewhere"])
            #expect(await server.journal().map(\.path) == ["/moved"])
        }
    }

    @Test func theWorkflowTimeoutEndsASlowRequest() async throws {
        let routes = [SandboxRoute.fixed(method: "GET", path: "/slow", response: .json(200, "{}", delay: .seconds(20)))]
        try await withSandbox(routes: routes) { _, base in
            let workflow = Workflow.createWorkflow { config in
                config.timeout = 0.5
                config.logger = SilentLogger()
            }
            let node = try #require(await workflow.start(Request(url: base.string("/slow"))) as? FailureNode)
            #expect(node.cause as? TransportError == .network(code: URLError.Code.timedOut.rawValue, host: "127.0.0.1"))
            #expect((node.cause as? TransportError)?.urlErrorCode == .timedOut)
        }
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let routes = [
            SandboxRoute.fixed(
                method: "GET", path: "/slow", response: .json(200, #"{"late":true}"#, delay: .seconds(30)))
        ]
        try await withSandbox(routes: routes) { server, base in
            let workflow = Workflow.createWorkflow { config in
                config.timeout = 60
                config.logger = SilentLogger()
            }
            let task = Task { await workflow.start(Request(url: base.string("/slow"))) }
            while await server.journal().isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            task.cancel()
            let node = try #require(await task.value as? FailureNode)
            #expect(node.cause is CancellationError, "cause: \(node.cause)")
        }
    }

    @Test func installingAModuleTwiceFollowsTheMode() async throws {
        func run(_ mode: WorkflowConfig.InstallMode) async -> [String] {
            let log = EventLog()
            let module = Module.of({ "first" }) { setup in
                let value = setup.config
                setup.start { _, request in
                    log.add(value)
                    return request
                }
            }
            let workflow = Workflow.createWorkflow { config in
                config.module(module)
                config.module(
                    Module.of { setup in
                        setup.start { _, r in
                            log.add("other")
                            return r
                        }
                    })
                config.module(module, mode: mode) { $0 = "second" }
                config.module(
                    Module.of { setup in
                        setup.transport { request in Response(url: try request.resolvedURL(), status: 200) }
                    })
            }
            _ = await workflow.start(Request(url: "https://h.test/"))
            return log.all
        }
        #expect(await run(.replace) == ["second", "other"])
        #expect(await run(.append) == ["first", "other", "second"])
        #expect(await run(.ignore) == ["first", "other"])
    }

    @Test func configureChangesTheInstalledConfigurationInPlace() async throws {
        struct Pair: Sendable {
            var first = "a"
            var second = "b"
        }
        func run(_ change: (WorkflowConfig, Module<Pair>) -> Void) async -> [String] {
            let log = EventLog()
            let module = Module.of({ Pair() }) { setup in
                let pair = setup.config
                setup.start { _, request in
                    log.add("\(pair.first)\(pair.second)")
                    return request
                }
            }
            let workflow = Workflow.createWorkflow { config in
                config.module(module) { $0.first = "x" }
                config.module(
                    Module.of { setup in
                        setup.start { _, r in
                            log.add("other")
                            return r
                        }
                    })
                change(config, module)
                config.module(
                    Module.of { setup in
                        setup.transport { request in Response(url: try request.resolvedURL(), status: 200) }
                    })
            }
            _ = await workflow.start(Request(url: "https://h.test/"))
            return log.all
        }
        #expect(
            await run { config, module in config.configure(module) { $0.second = "y" } } == ["xy", "other"],
            "configure starts from the installed configuration and keeps the module's place")
        #expect(
            await run { config, module in config.module(module) { $0.second = "y" } } == ["ay", "other"],
            "module(_:) starts again from the defaults")
        let log = EventLog()
        let absent = Module.of({ Pair() }) { setup in
            let pair = setup.config
            setup.start { _, request in
                log.add(pair.first + pair.second)
                return request
            }
        }
        let workflow = Workflow.createWorkflow { config in
            config.configure(absent) { $0.second = "z" }
            config.module(
                Module.of { setup in
                    setup.transport { request in Response(url: try request.resolvedURL(), status: 200) }
                })
        }
        _ = await workflow.start(Request(url: "https://h.test/"))
        #expect(log.all == ["az"], "configuring a module that is not installed installs it with its defaults changed")
    }

    @Test func debugLogsNeverCarrySecrets() async throws {
        try await withSandbox(routes: twoStepRoutes) { _, base in
            let logger = CapturingLogger()
            let workflow = Workflow.createWorkflow { config in
                config.logger = logger
                config.module(simpleTransform(base: base))
                config.module(
                    Module.of { setup in
                        setup.start { _, request in
                            request.header(name: "Authorization", value: "Bearer token-secret")
                            request.cookie(name: "ST", value: "cookie-secret")
                            request.body(["password": "password-secret"])
                            request.method(.get)
                            return request
                        }
                    })
            }
            _ = await workflow.start(Request(url: base.string("/start")))
            #expect(!logger.all.isEmpty)
            for line in logger.all {
                #expect(
                    !line.contains("token-secret") && !line.contains("cookie-secret")
                        && !line.contains("password-secret"))
            }
        }
    }
}

struct HookFailure: Error, Equatable {
    let state: String
}

/// A module whose hook for `state` throws `failure`.
func throwingModule(in state: String, _ failure: HookFailure) -> Module<Void> {
    Module.of(name: "throwing") { setup in
        switch state {
        case "init": setup.initialize { throw failure }
        case "start": setup.start { _, _ in throw failure }
        case "next": setup.next { _, _, _ in throw failure }
        case "response": setup.response { _, _ in throw failure }
        case "transform": setup.transform { _, _ in throw failure }
        case "node": setup.node { _, _ in throw failure }
        case "success": setup.success { _, _ in throw failure }
        case "transport": setup.transport { _ in throw failure }
        default: break
        }
    }
}
