import Foundation
import OrchestrateSandbox
import Testing

@testable import Orchestrate

/// Issue 20, the smaller findings: public-suffix `Domain`s and `Secure` over http in `Set-Cookie`,
/// owner-only files that refuse symbolic links and loose permissions, and the response size limit.
@Suite struct CookieAndFileSecurityTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func parse(_ header: String, from url: String) throws -> Cookie? {
        SetCookieParser.parse(header, from: try #require(URL(string: url)), now: now)
    }

    @Test func aPublicSuffixDomainOrASecureCookieOverPlainHTTPIsRefused() throws {
        #expect(try Self.parse("a=1; Domain=com", from: "https://auth.example.com/") == nil)
        #expect(try Self.parse("a=1; Domain=.co.uk", from: "https://auth.example.co.uk/") == nil)
        #expect(try Self.parse("a=1; Domain=github.io", from: "https://me.github.io/") == nil)
        #expect(
            try Self.parse("a=1; Domain=example.co.uk", from: "https://auth.example.co.uk/")?.domain == "example.co.uk")
        let hostOnly = try #require(try Self.parse("a=1; Domain=localhost", from: "http://localhost:8080/"))
        #expect(
            hostOnly.hostOnly && hostOnly.domain == "localhost",
            "a suffix that is the host itself makes a host-only cookie")

        #expect(try Self.parse("a=1; Secure", from: "http://dev.internal/") == nil)
        #expect(try Self.parse("a=1; Secure", from: "https://auth.test/")?.secure == true)
        #expect(try Self.parse("a=1; Secure", from: "http://127.0.0.1:8080/")?.secure == true, "loopback is trusted")
    }

    @Test func aCookieForAPublicSuffixNeverReachesTheJarOverLoopback() async throws {
        let route = SandboxRoute.fixed(
            method: "GET", path: "/start",
            response: SandboxResponse(
                status: 200,
                headers: [
                    ("Content-Type", "application/json"), ("Set-Cookie", "wide=1; Domain=1"),
                    ("Set-Cookie", "ok=1; Path=/"),
                ],
                body: Data(#"{"next": "/next", "step": "one"}"#.utf8)))
        let next = SandboxRoute.fixed(method: "POST", path: "/next", response: .json(200, #"{"session": "s"}"#))
        try await withSandbox(routes: [route, next]) { server, base in
            let workflow = Workflow.createWorkflow { config in
                config.logger = SilentLogger()
                config.module(CookieModule.config)
                config.module(simpleTransform(base: base))
            }
            let form = try #require(await workflow.start(Request(url: base.string("/start"))) as? ContinueNode)
            _ = await form.next()
            #expect(await server.journal().last?.cookies == ["ok": "1"])
        }
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-sec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theFileStoresRefuseASymbolicLinkAndAFileOthersMayRead() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.json")
        try await FileTokenStore(fileURL: real).save(OidcTokens(accessToken: "a"))
        #expect(try await FileTokenStore(fileURL: real).load() == OidcTokens(accessToken: "a"))

        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        await #expect(throws: OidcError.storageFailed("\(link.path) is a symbolic link; it is not followed")) {
            try await FileTokenStore(fileURL: link).load()
        }
        let sessionLink = folder.appendingPathComponent("session-link.json")
        try FileManager.default.createSymbolicLink(at: sessionLink, withDestinationURL: real)
        await #expect(throws: JourneyError.self) { try await FileSessionStore(fileURL: sessionLink).load() }

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: real.path)
        await #expect(throws: OidcError.storageFailed("\(real.path) may be read or written by others (mode 644)")) {
            try await FileTokenStore(fileURL: real).load()
        }
        #expect(try await FileTokenStore(fileURL: folder.appendingPathComponent("none.json")).load() == nil)
    }

    @Test func aResponseOverTheWorkflowLimitIsAFailure() async throws {
        let big = SandboxRoute.fixed(
            method: "GET", path: "/big", response: .text(200, String(repeating: "x", count: 5_000)))
        try await withSandbox(routes: [big]) { _, base in
            let workflow = Workflow.createWorkflow { config in
                config.logger = SilentLogger()
                config.maximumResponseBodySize = 4_096
            }
            let node = try #require(await workflow.start(Request(url: base.string("/big"))) as? FailureNode)
            #expect(node.cause as? TransportError == .responseTooLarge(size: 5_000, limit: 4_096))
        }
    }
}
