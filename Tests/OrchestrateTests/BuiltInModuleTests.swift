import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct BuiltInModuleTests {
    static let cookieRoutes = [
        SandboxRoute.fixed(
            method: "GET", path: "/c/start",
            response: .json(
                200, #"{"next": "/c/next"}"#,
                headers: [
                    ("Set-Cookie", "a=1; Path=/"),
                    ("Set-Cookie", "b=2; Path=/c"),
                    ("Set-Cookie", "d=4; Path=/other"),
                    ("Set-Cookie", "s=5; Secure"),
                    ("Set-Cookie", "x=6; Domain=example.com"),
                    ("Set-Cookie", "e=7; Max-Age=0"),
                    ("Set-Cookie", "ST=session-token; Path=/; HttpOnly"),
                ])),
        SandboxRoute.fixed(method: "POST", path: "/c/next", response: .json(200, #"{"session": "ok"}"#)),
        SandboxRoute.fixed(method: "POST", path: "/c/signoff", response: .text(200, "")),
    ]

    @Test func cookiesFollowTheFlowAndPersistentOnesOutliveIt() async throws {
        try await withSandbox(routes: Self.cookieRoutes) { server, base in
            let store = InMemoryCookieStore()
            let workflow = Workflow.createWorkflow { config in
                config.module(CookieModule.config) { cookies in
                    cookies.persist = ["ST"]
                    cookies.store = store
                }
                config.module(simpleTransform(base: base))
                config.module(
                    Module.of { setup in
                        setup.signOff { request in
                            request.url(base.string("/c/signoff"))
                            request.method(.post)
                            return request
                        }
                    })
            }
            let node = try #require(await workflow.start(Request(url: base.string("/c/start"))) as? ContinueNode)
            #expect(await node.next() is SuccessNode)
            #expect(await store.load().map(\.name) == ["ST"])

            _ = await workflow.start(Request(url: base.string("/c/start")))
            #expect((try? await workflow.signOff().get()) != nil)
            #expect(await store.load().isEmpty, "sign-off clears persistent cookies")
            _ = await workflow.start(Request(url: base.string("/c/start")))

            let received = await server.journal()
            #expect(received.map(\.path) == ["/c/start", "/c/next", "/c/start", "/c/signoff", "/c/start"])
            #expect(received[0].cookies.isEmpty)
            #expect(
                received[1].cookies == ["a": "1", "b": "2", "ST": "session-token"],
                "path, Secure, Domain and expiry rules apply")
            #expect(received[1].header("Cookie")?.hasPrefix("b=2") == true, "longer paths first")
            #expect(received[2].cookies == ["ST": "session-token"], "only persistent cookies cross flows")
            #expect(received[3].cookies == ["ST": "session-token"])
            #expect(received[4].cookies.isEmpty)
        }
    }

    @Test func concurrentFlowsNeverSeeEachOthersCookies() async throws {
        let routes = [
            SandboxRoute(method: "GET", path: "/who") { record in
                let id = record.queryValue("id") ?? "?"
                return .json(200, #"{"next": "/echo"}"#, headers: [("Set-Cookie", "flow=\(id); Path=/")])
            },
            SandboxRoute(method: "POST", path: "/echo") { record in
                .json(200, #"{"session": "\#(record.cookies["flow"] ?? "none")"}"#)
            },
        ]
        try await withSandbox(routes: routes) { _, base in
            let workflow = Workflow.createWorkflow { config in
                config.module(CookieModule.config)
                config.module(simpleTransform(base: base))
            }
            let pairs = await withTaskGroup(of: (String, String?).self) { group in
                for index in 0..<30 {
                    group.addTask {
                        let node = await workflow.start(Request(url: base.string("/who?id=f\(index)")))
                        let done = await (node as? ContinueNode)?.next()
                        return ("f\(index)", (done as? SuccessNode)?.session)
                    }
                }
                return await group.reduce(into: [(String, String?)]()) { $0.append($1) }
            }
            #expect(pairs.count == 30)
            for (sent, echoed) in pairs { #expect(echoed == sent) }
        }
    }

    @Test func theCustomHeaderReachesTheServerAndCanBeConfigured() async throws {
        try await withSandbox(routes: twoStepRoutes) { server, base in
            let workflow = Workflow.createWorkflow { config in
                config.module(CustomHeaderModule.config) { $0.headerValue = "my-app/1.0" }
                config.module(simpleTransform(base: base))
            }
            let node = try #require(await workflow.start(Request(url: base.string("/start"))) as? ContinueNode)
            _ = await node.next()
            let received = await server.journal()
            #expect(received.map { $0.header("x-requested-with") } == ["my-app/1.0", "my-app/1.0"])
        }
    }
}
