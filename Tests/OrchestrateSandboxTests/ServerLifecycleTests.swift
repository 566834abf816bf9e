import Foundation
import OrchestrateSandbox
import Testing

@Suite("Server lifecycle")
struct ServerLifecycleTests {
    @Test("start is idempotent, stop clears the URLs, a restart serves again with state kept")
    func startStopRestart() async throws {
        let server = SandboxServer(environmentID: "env-1")
        #expect(await server.baseURL == nil)
        #expect(await server.authorizeURL() == nil)

        async let first = server.start()
        async let second = server.start()
        let (a, b) = try await (first, second)
        #expect(a == b)
        #expect(try await server.start() == a)
        #expect(a.scheme == "http" && a.host == "127.0.0.1" && a.port != nil)
        #expect(await server.baseURL == a)
        let authorize = try #require(await server.authorizeURL(flow: "register"))
        #expect(authorize.absoluteString == "\(a.absoluteString)/env-1/as/authorize?acr_values=register")

        let driver = DaVinciTestDriver(server: server)
        let (response, session) = try await driver.authorize()
        #expect(session.next.absoluteString.hasPrefix("\(a.absoluteString)/env-1/davinci/connections/"))
        #expect(response.json?["companyId"] == "env-1")

        await server.stop()
        #expect(await server.baseURL == nil)
        #expect(await server.authorizeURL() == nil)
        await server.stop()

        let restarted = try await server.start()
        #expect(await server.journal().count == 1)
        let (_, again) = try await driver.authorize()
        #expect(again.next.port == restarted.port)
        await server.stop()
    }

    @Test("a host that is not an IP address is refused")
    func invalidHost() async throws {
        let server = SandboxServer(host: "not a host")
        await #expect(throws: SandboxServerError.invalidHost("not a host")) { try await server.start() }
        #expect(await server.baseURL == nil)
    }

    @Test("a port in use fails to start with an error instead of hanging")
    func portInUse() async throws {
        let first = SandboxServer()
        let url = try await first.start()
        let port = try #require(url.port)
        let second = SandboxServer(port: UInt16(port))
        await #expect(throws: (any Error).self) { try await second.start() }
        #expect(await second.baseURL == nil)
        await first.stop()
    }

    @Test("localhost binds to 127.0.0.1")
    func localhost() async throws {
        let server = SandboxServer(host: "localhost")
        let url = try await server.start()
        #expect(url.host == "localhost")
        let response = try await TestHTTPClient().get(try #require(await server.authorizeURL()))
        #expect(response.status == 200)
        await server.stop()
    }
}
