import Foundation
import OrchestrateSandbox
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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

    /// A stopped server's accept loop must be over before its socket closes: the system gives the closed
    /// descriptor's number to the next socket opened, and a loop still waiting on that number took another
    /// server's connections (its client saw "connection lost") or blocked in `accept()`. Eight lanes at once
    /// start a server, ask it three times and stop it, forty times each, so that servers start while others
    /// stop: every request must reach the server it was sent to.
    @Test("servers starting while others stop answer every request themselves")
    func aStoppedServerTakesNoConnectionOfAnother() async throws {
        let session = URLSession(configuration: .ephemeral)
        let failures = await withTaskGroup(of: [String].self) { group in
            for lane in 0..<8 {
                group.addTask {
                    var failures: [String] = []
                    for round in 0..<40 {
                        do {
                            let server = SandboxServer()
                            let base = try await server.start()
                            let url = try #require(URL(string: base.absoluteString + "/health"))
                            for _ in 0..<3 { _ = try await session.data(from: url) }
                            let count = await server.journal().count
                            if count != 3 { failures.append("lane \(lane) round \(round): \(count) of 3 requests") }
                            await server.stop()
                        } catch {
                            failures.append("lane \(lane) round \(round): \(error)")
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
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
