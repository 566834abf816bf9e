import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct TokenStoreTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("orchestrate-tokens-\(UUID().uuidString)")
    }

    static func permissions(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber).intValue
    }

    @Test func theFileStoreKeepsTokensInAnOwnerOnlyFile() async throws {
        let folder = Self.temporaryFolder().appendingPathComponent("nested")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("tokens.json")
        let store = FileTokenStore(fileURL: file)
        #expect(try await store.load() == nil)

        let tokens = OidcTokens(
            accessToken: "access", refreshToken: "refresh", idToken: "a.b.c", scope: "openid",
            expiresAt: Date(timeIntervalSince1970: 2_000_000_000))
        try await store.save(tokens)
        #expect(try Self.permissions(file) == 0o600)
        #expect(try Self.permissions(folder) == 0o700)
        #expect(try await store.load() == tokens)
        #expect(try await FileTokenStore(fileURL: file).load() == tokens, "another store on the file reads them")

        let renewed = OidcTokens(accessToken: "access-2", scope: "openid")
        try await store.save(renewed)
        #expect(try await store.load() == renewed)
        #expect(try Self.permissions(file) == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tokens.json"],
            "no temporary file is left")

        try await store.clear()
        #expect(try await store.load() == nil)
        try await store.clear()
    }

    @Test func aFileThatIsNotATokenFileIsAStorageFailure() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("tokens.json")
        try Data("{\"access_token\": 1}".utf8).write(to: file)
        // 0600, or the store refuses the file as loose before reading it.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        await #expect(throws: OidcError.storageFailed("\(file.path) is not a token file")) {
            try await FileTokenStore(fileURL: file).load()
        }
        let folderAsFile = FileTokenStore(fileURL: file.appendingPathComponent("inside"))
        await #expect(throws: OidcError.self) { try await folderAsFile.save(OidcTokens(accessToken: "a")) }
    }

    @Test func aWorkflowAfterARelaunchFindsTheStoredUser() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.json")
        try await withSandbox { server, _ in
            let before = try await oidcWorkflow(server, storage: FileTokenStore(fileURL: file))
            #expect(await before.user() == nil)
            _ = try #require(try await signInDemo(before) as? SuccessNode)

            let after = try await oidcWorkflow(server, storage: FileTokenStore(fileURL: file))
            let user = try #require(await after.user())
            #expect(try await user.userinfo()["preferred_username"] == "alice")
            #expect(try await after.signOff().get() == ())
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func aWorkflowWithoutTheModuleHasNoUser() async throws {
        let workflow = Workflow.createWorkflow()
        #expect(await workflow.user() == nil)
        #expect(SuccessNode(input: ["authorizeResponse": ["code": "c"]], session: "c").user == nil)
    }
}
