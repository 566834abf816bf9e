import Foundation
import Orchestrate
import Testing

/// What `AppleSignInHandler` sends AM for a Sign in with Apple credential: the part of it that runs on every
/// platform (the sheet itself is Apple's, type-checked by AppleShimCheckTests and the Apple check).
struct AppleSignInCredentialTests {
    /// The fixture's Apple provider (`pingexample_siwa`, `acceptsJSON: true`), with `acceptsJSON` as given.
    static func callback(acceptsJSON: Bool) throws -> IdpCallback {
        var json = try #require(try JourneyFixture.json("53-cb-idp.json").objectValue)
        var output = json["output"]?.arrayValue ?? []
        output = output.map { entry in
            guard entry["name"] == "acceptsJSON" else { return entry }
            return ["name": "acceptsJSON", "value": .bool(acceptsJSON)]
        }
        json["output"] = .array(output)
        return IdpCallback(with: .object(json))
    }

    static let credential = AppleSignInCredential(
        identityToken: "eyJ.apple.token", authorizationCode: "c0de", state: "s1", givenName: "Ada",
        familyName: "Lovelace", email: "ada@example.com")

    @Test func withoutJSONTheIdentityTokenIsSentAsAnIDToken() throws {
        let callback = try Self.callback(acceptsJSON: false)
        #expect(!callback.acceptsJSON)
        let answer = try Self.credential.answer(for: callback)
        #expect(answer.token == "eyJ.apple.token")
        #expect(answer.tokenType == "id_token")
    }

    @Test func withJSONTheNameAndEmailTravelInAJSONAnswer() throws {
        let callback = try Self.callback(acceptsJSON: true)
        let answer = try Self.credential.answer(for: callback)
        #expect(answer.tokenType == "JSON")
        let sent = try JSON.parse(answer.token)
        #expect(
            sent == [
                "id_token": "eyJ.apple.token", "code": "c0de", "state": "s1",
                "user": ["name": ["firstName": "Ada", "lastName": "Lovelace"], "email": "ada@example.com"],
            ])
    }

    @Test func laterSignInsCarryNoNameAndAnEmptyEmail() throws {
        // Apple gives the name and email only the first time; AM's provider still reads `user.email`.
        let later = AppleSignInCredential(identityToken: "eyJ.again")
        let sent = try JSON.parse(later.answer(for: Self.callback(acceptsJSON: true)).token)
        #expect(sent == ["id_token": "eyJ.again", "user": ["email": ""]])
    }

    @Test func noIdentityTokenIsAnErrorAndTheCallbackKeepsItsInputs() async throws {
        let callback = try Self.callback(acceptsJSON: true)
        let before = callback.payload()
        for missing in [AppleSignInCredential(identityToken: nil), AppleSignInCredential(identityToken: "")] {
            #expect(throws: IdpError.handlerFailed("Sign in with Apple gave no identity token")) {
                try missing.answer(for: callback)
            }
        }
        struct Handler: IdpHandler {
            func authorize(_ callback: IdpCallback) async throws -> (token: String, tokenType: String) {
                try AppleSignInCredential(identityToken: nil).answer(for: callback)
            }
        }
        let result = await callback.authorize(using: Handler())
        #expect(throws: IdpError.self) { try result.get() }
        #expect(callback.payload() == before)
    }

    @Test func noSecretInDescriptionOrDump() {
        var dumped = ""
        dump(Self.credential, to: &dumped)
        for text in [Self.credential.description, dumped, String(reflecting: Self.credential)] {
            #expect(!text.contains("eyJ") && !text.contains("c0de"), "\(text)")
        }
        #expect(Self.credential.description == "AppleSignInCredential(identityToken, authorizationCode, name, email)")
    }
}
