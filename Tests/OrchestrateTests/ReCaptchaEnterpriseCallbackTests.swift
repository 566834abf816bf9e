import Foundation
import Orchestrate
import Testing

/// Ping's reCAPTCHA Enterprise plug-in callback: its input keys by name, the values the app sets, `verify`
/// with a provider standing in for Google's SDK, and the token kept out of logs.
struct ReCaptchaEnterpriseCallbackTests {
    /// The fixture's callback (site key `test-site-key`, inputs `IDToken1token/action/clientError/payload`).
    static func callback() throws -> ReCaptchaEnterpriseCallback {
        ReCaptchaEnterpriseCallback(with: try JourneyFixture.json("39-cb-recaptcha-enterprise.json"))
    }

    /// Answers with a token, or throws.
    struct Provider: ReCaptchaEnterpriseProvider {
        struct Unreachable: Error {}
        let token: String?
        let asked = Locked<[String]>([])

        func execute(siteKey: String, action: String, timeout: Double) async throws -> String {
            asked.withLock { $0.append("\(siteKey) \(action) \(Int(timeout))") }
            guard let token else { throw Unreachable() }
            return token
        }
    }

    @Test func theKeysAreTheInputsNamesAndTheSiteKeyIsTheOutput() throws {
        let callback = try Self.callback()
        #expect(callback.recaptchaSiteKey == "test-site-key")
        #expect(callback.tokenKey == "IDToken1token")
        #expect(callback.actionKey == "IDToken1action")
        #expect(callback.clientErrorKey == "IDToken1clientError")
        #expect(callback.payloadKey == "IDToken1payload")
        #expect(!(CallbackRegistry().callback(for: callback.json) is ReCaptchaEnterpriseCallback), "a plug-in")
    }

    @Test func verifySetsTheTokenAndTheConfiguredActionAndPayload() async throws {
        let callback = try Self.callback()
        let provider = Provider(token: "03AGdBq2")
        let result = await callback.verify(using: provider) { config in
            config.action = "signup"
            config.payload = ["userId": "u-1"]
        }
        #expect(try result.get() == "03AGdBq2")
        #expect(provider.asked.current == ["test-site-key signup 15000"])
        #expect(
            callback.payload() == expectedPayload(callback.json, ["03AGdBq2", "signup", "", #"{"userId":"u-1"}"#]))
    }

    @Test func aProviderFailureIsTheClientErrorAndNoToken() async throws {
        let callback = try Self.callback()
        let result = await callback.verify(using: Provider(token: nil)) { $0.logger = SilentLogger() }
        #expect(throws: Provider.Unreachable.self) { try result.get() }
        #expect(callback.payload() == expectedPayload(callback.json, ["", "", "Unreachable", "{}"]))
    }

    @Test func anEmptyPayloadKeepsTheInputAndTheTokenStaysOutOfLogs() throws {
        let callback = try Self.callback()
        callback.setPayload([:])
        callback.setPayload(nil)
        callback.setToken("03AGdBq2-secret")
        #expect(callback.payload()?["input"]?.arrayValue?[3]["value"] == "{}")
        var dumped = ""
        dump(callback, to: &dumped)
        #expect(!callback.description.contains("secret") && !dumped.contains("secret"))
        callback.clear()
        #expect(callback.payload()?["input"]?.arrayValue?[0]["value"] == "")
    }
}
