// The `Passkey` node of Examples/Specs/Login.callbacks.yaml (generated as `LoginCallbacks.PasskeyNode`) against a
// sandbox tree that sends what AM's WebAuthn authentication node sends to an SDK: a `MetadataCallback` whose data
// is `webauthn_authentication` (fixture 40, from Ping's iOS and Android MetadataCallback tests), then the
// `HiddenValueCallback` `webAuthnOutcome` (fixture 26) that takes the result.
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@Suite struct PasskeyNodeTests {
    static let script = """
        version: 1
        users:
          - {username: demo, password: "Demo-Passw0rd!"}
        trees: [{name: Passkey, start: webauthn}]
        treeNodes:
          - id: webauthn
            callbacks:
              - type: MetadataCallback
                output:
                  data:
                    _action: webauthn_authentication
                    challenge: "qnMsxgya8h6mUc6OyRu8jJ6Oq16tHV3cgE7juXGMDbg="
                    allowCredentials: ""
                    _allowCredentials: []
                    timeout: "60000"
                    userVerification: preferred
                    _relyingPartyId: am.example.com
                    _type: WebAuthn
              - type: HiddenValueCallback
                output: {value: "false", id: webAuthnOutcome}
            transitions:
              - when: [{equals: {input: IDToken2, value: "false"}}]
                then: {fail: true}
              - then: {succeed: true}
        """

    /// An authenticator that answers one fixed assertion.
    struct OneAssertion: FidoAuthenticator {
        func register(_ options: PublicKeyCredentialCreationOptions) async throws -> FidoAttestation {
            throw FidoError.invalidOptions
        }

        func authenticate(_ options: PublicKeyCredentialRequestOptions) async throws -> FidoAssertion {
            // base64url: {"type":"webauthn.get"}, and a few bytes for the rest (no check is made of them).
            FidoAssertion(
                id: "Y3JlZA", rawID: "Y3JlZA", authenticatorData: "AQID", signature: "BAUG",
                clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0")
        }
    }

    @Test func thePasskeyNodeIsTypedAndItsOutcomeIsSent() async throws {
        let server = SandboxServer(script: try SandboxScript(yaml: Self.script, sourceName: "passkey.yaml"))
        _ = try await server.start()
        let am = try #require(await server.amBaseURL())
        let journey = Journey.createJourney { (config: JourneyConfig) in
            config.serverUrl = am.absoluteString
            config.logger = SilentLogger()
        }
        let node = try #require(await journey.start("Passkey") as? ContinueNode)
        // The metadata counts as what it carries, so the declared signature matches.
        #expect(LoginCallbacks.PasskeyNode.matches(node))
        #expect(!LoginCallbacks.DeviceNameNode.matches(node))
        let passkey = try LoginCallbacks.PasskeyNode(node)
        #expect(passkey.outcome.id == "webAuthnOutcome")
        #expect(try await passkey.passkey.authenticate(using: OneAssertion()).get() == ())
        #expect(passkey.outcome.value.contains("Y3JlZA"), "the credential id is written into the outcome")
        #expect(await node.next() is SuccessNode)
        let sent = await server.journal().last?.jsonBody?["callbacks"]?[1]?["input"]?[0]?["value"]?.stringValue
        #expect(sent == passkey.outcome.value)
        await server.stop()
    }
}
