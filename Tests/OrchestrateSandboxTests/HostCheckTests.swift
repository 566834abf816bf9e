import Foundation
import Testing

@testable import OrchestrateSandbox

/// The sandbox answers only requests that name a loopback host (or one it was told to accept), so a web page
/// cannot reach it through DNS rebinding: the browser then sends the page's own name as `Host`.
@Suite struct HostCheckTests {
    /// The discovery document: a route every sandbox serves with 200.
    static let path = "/sandbox/as/.well-known/openid-configuration"

    @Test func aRequestNamingAnotherHostIsRefused421() async throws {
        let server = SandboxServer()
        let port = try #require(try await server.start().port.flatMap(UInt16.init(exactly:)))
        #expect(await RawHTTP.status(port: port, path: Self.path, host: "127.0.0.1:\(port)") == 200)
        #expect(await RawHTTP.status(port: port, path: Self.path, host: "localhost:\(port)") == 200)
        #expect(await RawHTTP.status(port: port, path: Self.path, host: "[::1]:\(port)") == 200)
        #expect(await RawHTTP.status(port: port, path: Self.path, host: nil) == 200, "HTTP/1.0 clients send none")
        #expect(await RawHTTP.status(port: port, path: Self.path, host: "rebound.attacker.example:\(port)") == 421)
        #expect(await RawHTTP.status(port: port, path: Self.path, host: "127.0.0.1.attacker.example") == 421)
        await server.stop()
    }

    @Test func aHostItWasToldToAcceptIsAnswered() async throws {
        let server = SandboxServer(allowedHosts: ["Sandbox.Test"])
        let port = try #require(try await server.start().port.flatMap(UInt16.init(exactly:)))
        #expect(await RawHTTP.status(port: port, path: Self.path, host: "sandbox.test:\(port)") == 200)
        #expect(await RawHTTP.status(port: port, path: Self.path, host: "other.test") == 421)
        await server.stop()
    }

    @Test func loopbackIsTold() {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "app.localhost", "::1"] {
            #expect(SandboxServer.isLoopback(host: host), "\(host)")
        }
        for host in ["0.0.0.0", "::", "192.168.1.5", "127.0.0.1.example", "localhost.example", "128.0.0.1"] {
            #expect(!SandboxServer.isLoopback(host: host), "\(host)")
        }
    }

    @Test func aHostHeaderIsReadWithoutItsPort() {
        #expect(HostCheck.name(of: "example.test:8080") == "example.test")
        #expect(HostCheck.name(of: "[::1]:8080") == "::1")
        #expect(HostCheck.name(of: "::1") == "::1")
        let check = HostCheck(boundHost: "192.168.1.5", allowed: [])
        #expect(check.accepts("192.168.1.5:8080"), "the address it is bound to")
        #expect(!HostCheck(boundHost: "0.0.0.0", allowed: []).accepts("0.0.0.0:8080"), "a wildcard names no host")
    }
}
