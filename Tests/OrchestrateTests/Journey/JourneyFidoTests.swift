import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// An authenticator that answers with fixture 46's credentials and records the options it was given.
final class RecordingAuthenticator: FidoAuthenticator {
    let registered = Locked<PublicKeyCredentialCreationOptions?>(nil)
    let asked = Locked<PublicKeyCredentialRequestOptions?>(nil)
    let failure: FidoError?

    init(failing failure: FidoError? = nil) { self.failure = failure }

    func register(_ options: PublicKeyCredentialCreationOptions) async throws -> FidoAttestation {
        registered.withLock { $0 = options }
        if let failure { throw failure }
        return FidoAttestation(
            id: "rawId", rawID: "rawId", attestationObject: "o2NmbXRkbm9uZQ",
            clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0")
    }

    func authenticate(_ options: PublicKeyCredentialRequestOptions) async throws -> FidoAssertion {
        asked.withLock { $0 = options }
        if let failure { throw failure }
        let response = try JourneyFixture.json("46-fido-webauthn-outcome-values.json")[
            path: "authentication_supportsJsonResponse_false", "authenticatorResponse", "response"]
        return FidoAssertion(
            id: "rawId", rawID: "rawId",
            authenticatorData: response?["authenticatorData"]?.stringValue ?? "",
            signature: response?["signature"]?.stringValue ?? "",
            clientDataJSON: response?["clientDataJSON"]?.stringValue ?? "",
            userHandle: response?["userHandle"]?.stringValue)
    }
}

/// AM's WebAuthn nodes: the options read from the metadata, the `webAuthnOutcome` written as the ForgeRock
/// SDKs write it (fixture 46), and the answer sent over loopback.
@Suite struct JourneyFidoTests {
    /// A node of `metadata` (a fixture's callback, its `supportsJsonResponse` set to `json`) and the
    /// outcome's hidden value.
    static func node(_ metadata: String, json: Bool) throws -> String {
        var callback = try JourneyFixture.json(metadata)
        if var data = callback[path: "output"]?[0]?["value"]?.objectValue {
            data["supportsJsonResponse"] = .bool(json)
            callback = ["type": "MetadataCallback", "output": [["name": "data", "value": .object(data)]]]
        }
        let hidden = try JourneyFixture.json("26-cb-hidden-value-webauthn-outcome.json")
        let node: JSON = ["authId": "fido-auth-id", "callbacks": [callback, hidden], "stage": "WebAuthn"]
        return node.serializedText()
    }

    static func expected(_ name: String) throws -> String {
        try #require(
            JourneyFixture.json("46-fido-webauthn-outcome-values.json")[path: name, "expectedWebAuthnOutcome"]?
                .stringValue)
    }

    @Test func registrationOptionsAreReadFromAMsData() throws {
        let data = try #require(
            JourneyFixture.json("43-cb-metadata-fido-registration-full.json")[path: "output"]?[0]?["value"])
        let callback = FidoRegistrationCallback(
            with: try JourneyFixture.json("43-cb-metadata-fido-registration-full.json"))
        #expect(callback.data == data)
        let options = try #require(callback.publicKeyCredentialCreationOptions)
        #expect(options.challenge == Data("challenge".utf8), "standard base64")
        #expect(options.userID == Data("dXNlcklk".utf8), "the user id is the bytes of AM's text")
        #expect(options.rpID == "test.example.com" && options.rpName == "Test RP")
        #expect(options.userName == "testuser" && options.userDisplayName == "Test User")
        #expect(options.algorithms == [-7] && options.timeout == 60_000)
        #expect(options.excludeCredentials.map(\.id) == [Data([1, 2, 3, 4])])
        #expect(options.authenticatorAttachment == "platform" && options.residentKey == "required")
        #expect(options.userVerification == "required" && options.attestation == "direct")
        #expect(callback.supportsJsonResponse)
    }

    @Test func authenticationOptionsAreReadFromAMsData() throws {
        let callback = FidoAuthenticationCallback(
            with: try JourneyFixture.json("45-cb-metadata-fido-authentication-allow-credentials.json"))
        let options = try #require(callback.publicKeyCredentialRequestOptions)
        #expect(options.challenge == Data(base64Encoded: "8KzvMeaDpWr/SMOz6QSFaIsdlWdUyCEwRijF0HBA0nk="))
        #expect(options.allowCredentials.count == 4)
        #expect(
            options.allowCredentials.first?.id
                == Data(
                    [-26, -52, 96, 28, 18, -70, -54, -114, 41, -46, -27, 45, -87, -125, 111, -36]
                        .map { UInt8(bitPattern: Int8($0)) }), "signed bytes")
        #expect(FidoAuthenticationCallback(with: ["type": "MetadataCallback"]).publicKeyCredentialRequestOptions == nil)
    }

    @Test(arguments: [
        (false, "registration_supportsJsonResponse_true"), (true, "registration_supportsJsonResponse_true"),
    ])
    func aRegistrationWritesTheOutcomeAndNextSendsIt(json: Bool, fixture: String) async throws {
        let am = ScriptedAM([
            .json(200, try Self.node("43-cb-metadata-fido-registration-full.json", json: json)),
            try .payload("06-success-session-token.json"),
        ])
        try await am.run { journey, _ in
            let node = try #require(await journey.start("WebAuthn") as? ContinueNode)
            let callback = try #require(node.callback(FidoRegistrationCallback.self))
            let authenticator = RecordingAuthenticator()
            #expect(await callback.register(deviceName: "iPhone", using: authenticator).outcome == "success")
            #expect(authenticator.registered.current?.rpID == "test.example.com")
            let hidden = try #require(node.callback(HiddenValueCallback.self))
            let legacy = #"{"type":"webauthn.create"}::-93,99,102,109,116,100,110,111,110,101::rawId::iPhone"#
            let expected =
                json
                ? try Self.expected(fixture).replacingOccurrences(of: #"::rawId"}"#, with: #"::rawId::iPhone"}"#)
                : legacy
            #expect(hidden.value == expected)
            #expect(await node.next() is SuccessNode)
            let sent = try #require(am.requests.last?.json)
            #expect(sent[path: "callbacks"]?[1]?[path: "input"]?[0]?["value"]?.stringValue == expected)
            #expect(sent[path: "callbacks"]?[0] == node.callbacks[0].json, "the metadata goes back unchanged")
        }
    }

    @Test(arguments: [
        (false, "authentication_supportsJsonResponse_false"), (true, "authentication_supportsJsonResponse_true"),
    ])
    func anAuthenticationWritesTheOutcome(json: Bool, fixture: String) async throws {
        let am = ScriptedAM([
            .json(200, try Self.node("45-cb-metadata-fido-authentication-allow-credentials.json", json: json))
        ])
        try await am.run { journey, _ in
            let node = try #require(await journey.start("WebAuthn") as? ContinueNode)
            let callback = try #require(node.callback(FidoAuthenticationCallback.self))
            #expect(await callback.authenticate(using: RecordingAuthenticator()).outcome == "success")
            #expect(try #require(node.callback(HiddenValueCallback.self)).value == (try Self.expected(fixture)))
        }
    }

    @Test(arguments: [
        (FidoError.cancelled, "ERROR::NotAllowedError:The operation was canceled."),
        (
            FidoError.authenticatorFailed("ASAuthorizationError"),
            "ERROR::UnknownError:the authenticator failed (ASAuthorizationError)"
        ),
    ])
    func aCeremonyWithoutACredentialWritesAMsErrorOutcome(failure: FidoError, outcome: String) async throws {
        let am = ScriptedAM([.json(200, try Self.node("43-cb-metadata-fido-registration-full.json", json: true))])
        try await am.run { journey, _ in
            let node = try #require(await journey.start("WebAuthn") as? ContinueNode)
            let callback = try #require(node.callback(FidoRegistrationCallback.self))
            #expect(await callback.register(using: RecordingAuthenticator(failing: failure)).outcome == "\(failure)")
            #expect(
                try #require(node.callback(HiddenValueCallback.self)).value == outcome, "plain text, even in JSON mode")
        }
    }

    @Test func withoutTheHiddenValueOrTheOptionsNothingRuns() async throws {
        let lone = FidoRegistrationCallback(with: try JourneyFixture.json("43-cb-metadata-fido-registration-full.json"))
        let authenticator = RecordingAuthenticator()
        #expect(
            await lone.register(using: authenticator).outcome == "\(FidoError.invalidOptions)",
            "no node, so no outcome to write")
        #expect(authenticator.registered.current == nil, "the authenticator is not asked")
    }
}

extension Result where Success == Void, Failure == FidoError {
    /// `success`, or the error's description: a `Result` of `Void` is not `Equatable`.
    var outcome: String {
        switch self {
        case .success: "success"
        case .failure(let error): "\(error)"
        }
    }
}
