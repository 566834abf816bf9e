// The Ping SDK's OIDC configuration names, in the shapes its READMEs use (a set of scopes, a dictionary
// of extra parameters), checked on the authorization request the sandbox receives.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct OidcConfigUsageTests {
    @Test func thePingNamesAndShapesReachTheAuthorizationRequest() async throws {
        try await withPingSandbox { server in
            let discovery = try #require(await server.discoveryURL())
            let daVinci = DaVinci.createDaVinci { config in
                config.logger = LogManager.none
                config.module(OidcModule.config) { oidcValue in
                    oidcValue.clientId = demoClient.id
                    oidcValue.discoveryEndpoint = discovery.absoluteString
                    oidcValue.scopes = Set(["profile", "openid", "email"])
                    oidcValue.redirectUri = demoClient.redirectURIs[0]
                    oidcValue.loginHint = "alice"
                    oidcValue.display = "touch"
                    oidcValue.nonce = "a-nonce-the-server-dictates"
                    oidcValue.prompt = "login"
                    oidcValue.uiLocales = "en"
                    oidcValue.additionalParameters = ["tenant": "blue", "audience": "https://api.example.com"]
                    oidcValue.storage = MemoryStorage<Token>()
                }
            }
            _ = try #require(
                try await DaVinciUsageTests.signIn(daVinci) as? SuccessNode,
                "the ID token is checked against the configured nonce")
            let authorize = try #require(await journaled(server, endingWith: "/authorize").first)
            #expect(authorize.queryValue("scope") == "email openid profile", "a set is sent sorted")
            #expect(authorize.queryValue("login_hint") == "alice")
            #expect(authorize.queryValue("display") == "touch")
            #expect(authorize.queryValue("nonce") == "a-nonce-the-server-dictates")
            #expect(authorize.queryValue("prompt") == "login")
            #expect(authorize.queryValue("ui_locales") == "en")
            #expect(
                authorize.query.map(\.name).suffix(2) == ["audience", "tenant"], "a dictionary is sent sorted by name")
            #expect(authorize.queryValue("tenant") == "blue")
        }
    }

    @Test func arraysKeepTheirOrderAndDictionaryVariablesAreAccepted() {
        var config = OidcConfig()
        config.scopes = ["openid", "profile"]
        #expect(config.scopes.orderedScopes == ["openid", "profile"])
        config.additionalParameters = [("z", "1"), ("a", "2")]
        #expect(config.additionalParameters.orderedParameters.map(\.name) == ["z", "a"])
        let names: [String: String] = ["display": "page"]
        config.additionalParameters = names
        #expect(config.additionalParameters.orderedParameters.map(\.value) == ["page"])
    }

    @Test func memoryStorageIsATokenStoreAndAStorage() async throws {
        let storage = MemoryStorage<Token>()
        let store: any TokenStore = storage
        #expect(try await store.load() == nil)
        let token = Token(
            accessToken: "a", tokenType: nil, scope: "openid", expiresIn: 60, refreshToken: nil, idToken: nil)
        await storage.save(item: token)
        #expect(try await store.load() == token)
        #expect(token.tokenType == "Bearer" && token.expiresIn <= 60 && token.expiresIn >= 59)
        try await store.clear()
        #expect(await storage.get() == nil)

        let names = MemoryStorage<[String]>()
        await names.save(item: ["alice"])
        #expect(await names.get() == ["alice"])
        await names.delete()
        #expect(await names.get() == nil)
    }
}
