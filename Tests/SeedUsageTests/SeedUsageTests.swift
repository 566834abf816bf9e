// The usage code of the Orchestrate README (seeds/001), as an app would write it, compiled and run
// against the sandbox. Only the URL-setting `endpoint` module and the assertions are added.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

struct CustomHeaderConfig1: Sendable {
    var enable = true
    var headerName = "iOS-SDK1"
    var headerValue = "headervalue1"
}

let customHeader = Module.of(
    { CustomHeaderConfig1() },
    setup: { setup in
        let config = setup.config
        // Intercept all send request and inject custom header
        setup.next { (context, _, request) in
            if config.enable {
                request.header(name: config.headerName, value: config.headerValue)
            }
            return request
        }
        setup.start { (context, request) in
            if config.enable {
                request.header(name: config.headerName, value: config.headerValue)
            }
            return request
        }
    })

let nosession = Module.of { setup in
    //Intercept all send request and inject custom header during start state
    setup.next { (context, _, request) in
        request.header(name: "nosession", value: "true")
        return request
    }
}

let forceAuth = Module.of { setup in
    //Intercept all send request and inject custom header during start state
    setup.start { (context, request) in
        request.header(name: "forceAuth", value: "true")
        return request
    }
}

/// Points the flow and sign-off at the sandbox; the seed leaves the URL to a protocol module.
func endpoint(_ base: URL) -> Module<Void> {
    Module.of { setup in
        setup.start { _, request in
            request.url(base.appendingPathComponent("sandbox/as/authorize"))
            return request
        }
        setup.signOff { request in
            request.url(base.appendingPathComponent("seed/signoff"))
            request.method(.post)
            return request
        }
    }
}

@Suite struct SeedUsageTests {
    @Test func theSeedUsageCompilesAndItsHeadersReachTheServer() async throws {
        let server = SandboxServer(routes: [.fixed(method: "POST", path: "/seed/signoff", response: .text(200, ""))])
        let base = try await server.start()
        defer { Task { await server.stop() } }

        let workflow = Workflow.createWorkflow { config in
            config.debug = false
            config.timeout = 10
            config.module(endpoint(base))
            config.module(customHeader) { header in
                header.headerName = "iOS-SDK2"
                header.headerValue = "headervalue3"
            }
            config.module(forceAuth)
            config.module(nosession)
            config.module(DaVinciModule.config)
            config.module(CookieModule.config)
        }
        let node = await workflow.start()
        let form = try #require(node as? ContinueNode)
        (form.collectors.first { $0.key == "username" } as? TextCollector)?.value = "alice"
        _ = await form.next()
        _ = await workflow.signOff()

        let received = await server.journal()
        #expect(received.count == 3)
        let start = received[0]
        let next = received[1]
        let signOff = received[2]
        #expect(start.header("iOS-SDK2") == "headervalue3")
        #expect(start.header("forceAuth") == "true")
        #expect(start.header("nosession") == nil)
        #expect(next.header("iOS-SDK2") == "headervalue3")
        #expect(next.header("nosession") == "true")
        #expect(next.header("forceAuth") == nil)
        #expect(signOff.path == "/seed/signoff")
    }

    @Test func modulesWithoutConfigurationUseDefaults() async {
        let workflow = Workflow.createWorkflow { config in
            config.module(forceAuth)
            config.module(nosession)
        }
        // No module sets a URL: the seed's bare `start()` is a failure that says why, not a crash.
        let node = await workflow.start()
        #expect((node as? FailureNode)?.cause as? RequestError == .missingURL)
    }
}
