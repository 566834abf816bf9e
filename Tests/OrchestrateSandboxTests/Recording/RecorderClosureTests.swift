import FlyingFox
import Foundation
import Testing

@testable import OrchestrateSandbox

/// The recorder is as closed as the sandbox: it answers only `Host` names of loopback and the address it is bound
/// to (RFC 9110 §15.5.20's 421 otherwise, against DNS rebinding), and forwards only origin-form request targets
/// (RFC 9112 §3.2.1) to its one upstream: an absolute-form or `@other.host/path` target reaches nobody.
@Suite struct RecorderClosureTests {
    /// A recorder in front of a sandbox, on a scratch file.
    struct Rig {
        let upstream: SandboxServer
        let proxy: RecordingProxy
        let port: UInt16
        let folder: URL

        init() async throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("orchestrate-closure-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            upstream = SandboxServer()
            let upstreamBase = try await upstream.start()
            proxy = try RecordingProxy(
                upstream: upstreamBase, output: folder.appendingPathComponent("closure.recording.json"))
            port = UInt16(try #require(try await proxy.start().port))
        }

        func stop() async {
            await proxy.stop()
            await upstream.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static let discovery = "/sandbox/as/.well-known/openid-configuration"

    @Test func aForgedHostIsRefused421AndNothingIsForwarded() async throws {
        let rig = try await Rig()
        #expect(await RawHTTP.status(port: rig.port, path: Self.discovery, host: "rebound.attacker.example") == 421)
        #expect(
            await RawHTTP.status(port: rig.port, path: Self.discovery, host: "127.0.0.1.attacker.example:80") == 421)
        #expect(await rig.upstream.journal().isEmpty, "a refused request reaches no upstream")
        #expect(await rig.proxy.currentRecording().exchanges.isEmpty)
        #expect(await RawHTTP.status(port: rig.port, path: Self.discovery, host: "127.0.0.1:\(rig.port)") == 200)
        #expect(await rig.proxy.currentRecording().exchanges.count == 1)
        await rig.stop()
    }

    @Test func onlyAnOriginFormTargetIsForwarded() async throws {
        let rig = try await Rig()
        let upstreamPort = try #require(await rig.upstream.baseURL?.port)
        for target in [
            "@127.0.0.1:\(upstreamPort)\(Self.discovery)", "http://127.0.0.1:\(upstreamPort)\(Self.discovery)",
            "127.0.0.1:\(upstreamPort)", "*",
        ] {
            #expect(await RawHTTP.status(port: rig.port, path: target, host: "127.0.0.1") == 400, "\(target)")
        }
        #expect(await rig.upstream.journal().isEmpty)
        await rig.stop()
    }

    @Test func theUpstreamURLKeepsTheUpstreamsHostWhateverThePathSays() throws {
        let upstream = "https://tenant.example"
        let url = try #require(
            RecordingHandler.upstreamURL(upstream, for: HTTPRequest.Target(path: "//evil.example/x", query: "a=1")))
        #expect(url.host == "tenant.example")
        #expect(url.absoluteString == "https://tenant.example//evil.example/x?a=1")
        #expect(
            RecordingHandler.upstreamURL(upstream, for: HTTPRequest.Target(path: "@evil.example/x", query: "")) == nil)
        #expect(
            RecordingHandler.upstreamURL(upstream, for: HTTPRequest.Target(path: "https://evil.example/", query: ""))
                == nil)
    }

    @Test func theFileIsWrittenForItsOwnerOnly() async throws {
        let rig = try await Rig()
        #expect(await RawHTTP.status(port: rig.port, path: Self.discovery, host: "127.0.0.1") == 200)
        let file = rig.folder.appendingPathComponent("closure.recording.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        await rig.stop()
    }
}
