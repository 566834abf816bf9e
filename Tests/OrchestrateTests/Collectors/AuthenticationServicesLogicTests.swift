import Foundation
import Testing

@testable import Orchestrate

/// The plain code behind the AuthenticationServices handlers (Sources/Orchestrate/Collectors/
/// AuthenticationServices), run on every platform: the WebAuthn options read into request parameters, the
/// credential bytes read into what the FIDO2 collectors send, the SDK's error codes, and the one-time
/// resumption. The handlers themselves only run on Apple platforms; AppleShimCheckTests type-checks them.
@Suite struct AuthenticationServicesLogicTests {
    @Test func registrationParametersFromFixture67() throws {
        let options = try #require(
            FidoRegistrationCollector(with: Fixture.json("67-field-fido2-registration.json"))
                .publicKeyCredentialCreationOptions)
        let parameters = try PasskeyRegistrationParameters(options)
        #expect(parameters.relyingPartyID == "auth.example.com")
        #expect(parameters.challenge == Data([0xBC, 0x57, 0x88]) && parameters.userID == Data([0x18, 0xB4, 0xC0]))
        #expect(parameters.name == "test@example.com" && parameters.displayName == "test@example.com")
        #expect(parameters.userVerification == .preferred, "no authenticatorSelection: WebAuthn's default")
    }

    @Test func registrationNameFallsBackToDisplayName() throws {
        let options = try #require(
            PublicKeyCredentialCreationOptions(json: [
                "rp": ["id": "example.com"], "user": ["id": "AQ", "displayName": "Alice"], "challenge": "AQID",
                "authenticatorSelection": ["userVerification": "required"],
            ]))
        let parameters = try PasskeyRegistrationParameters(options)
        #expect(
            parameters.name == "Alice" && parameters.displayName == "Alice" && parameters.userVerification == .required)
    }

    @Test(
        arguments: [
            ["user": ["id": "AQ", "name": "a"], "challenge": "AQID"], // no rp.id
            ["rp": ["id": "example.com"], "user": ["id": "AQ"], "challenge": "AQID"], // no name
            ["rp": ["id": "example.com"], "user": ["id": "", "name": "a"], "challenge": "AQID"], // empty user id
            ["rp": ["id": "example.com"], "user": ["id": "AQ", "name": "a"], "challenge": ""], // empty challenge
        ] as [JSON])
    func registrationWithoutWhatTheSDKNeedsIsInvalidOptions(json: JSON) throws {
        let options = try #require(PublicKeyCredentialCreationOptions(json: json))
        #expect(throws: FidoError.invalidOptions) { try PasskeyRegistrationParameters(options) }
    }

    @Test func assertionParametersFromFixture69() throws {
        let options = try #require(
            FidoAuthenticationCollector(with: Fixture.json("69-field-fido2-authentication.json"))
                .publicKeyCredentialRequestOptions)
        let parameters = try PasskeyAssertionParameters(options)
        #expect(parameters.relyingPartyID == "auth.example.com" && parameters.challenge == Data([1, 2, 3]))
        #expect(parameters.allowedCredentialIDs == [Data([10, 20, 30])] && parameters.userVerification == .preferred)
    }

    @Test func assertionAllowsOnlyPublicKeyCredentials() throws {
        let mixed = try #require(
            PublicKeyCredentialRequestOptions(json: [
                "rpId": "example.com", "challenge": "AQID", "userVerification": "discouraged",
                "allowCredentials": [["type": "public-key", "id": "AQ"], ["type": "other", "id": "Ag"]],
            ]))
        let parameters = try PasskeyAssertionParameters(mixed)
        #expect(parameters.allowedCredentialIDs == [Data([1])] && parameters.userVerification == .discouraged)
        let noneUsable = try #require(
            PublicKeyCredentialRequestOptions(json: [
                "rpId": "example.com", "challenge": "AQID", "allowCredentials": [["type": "other", "id": "Ag"]],
            ]))
        #expect(throws: FidoError.invalidOptions, "not \"any passkey\"") { try PasskeyAssertionParameters(noneUsable) }
        let noRelyingParty = try #require(PublicKeyCredentialRequestOptions(json: ["challenge": "AQID"]))
        #expect(throws: FidoError.invalidOptions) { try PasskeyAssertionParameters(noRelyingParty) }
    }

    @Test func userVerificationReadsWebAuthnValues() {
        #expect(PasskeyUserVerification(webAuthn: "required") == .required)
        #expect(PasskeyUserVerification(webAuthn: "discouraged") == .discouraged)
        #expect(PasskeyUserVerification(webAuthn: "preferred") == .preferred)
        #expect(
            PasskeyUserVerification(webAuthn: "") == .preferred
                && PasskeyUserVerification(webAuthn: "REQUIRED") == .preferred)
    }

    @Test func registrationBytesBecomeTheAttestationTheCollectorSends() throws {
        let credential = try PasskeyCredential.registration(
            credentialID: Data([0xFB, 0xFF]), rawAttestationObject: Data([1]),
            rawClientDataJSON: Data("{}".utf8))
        let attestation = try credential.attestation()
        #expect(attestation == FidoAttestation(id: "-_8", rawID: "-_8", attestationObject: "AQ", clientDataJSON: "e30"))
        #expect(throws: FidoError.authenticatorFailed("an attestation, not an assertion")) {
            try credential.assertion()
        }
        #expect(throws: FidoError.authenticatorFailed("the credential has no rawAttestationObject")) {
            try PasskeyCredential.registration(
                credentialID: Data([1]), rawAttestationObject: nil, rawClientDataJSON: Data([1]))
        }
        #expect(throws: FidoError.authenticatorFailed("the credential has no credentialID")) {
            try PasskeyCredential.registration(
                credentialID: Data(), rawAttestationObject: Data([1]), rawClientDataJSON: Data([1]))
        }
    }

    @Test func assertionBytesBecomeTheAssertionTheCollectorSends() throws {
        let credential = try PasskeyCredential.assertion(
            credentialID: Data([0xFB, 0xFF]), rawAuthenticatorData: Data([1]),
            signature: Data([2]), rawClientDataJSON: Data([3]), userID: Data([4]))
        #expect(
            try credential.assertion()
                == FidoAssertion(
                    id: "-_8", rawID: "-_8", authenticatorData: "AQ", signature: "Ag",
                    clientDataJSON: "Aw", userHandle: "BA"))
        #expect(throws: FidoError.authenticatorFailed("an assertion, not an attestation")) {
            try credential.attestation()
        }
        let withoutUser = try PasskeyCredential.assertion(
            credentialID: Data([1]), rawAuthenticatorData: Data([1]),
            signature: Data([2]), rawClientDataJSON: Data([3]), userID: Data())
        #expect(try withoutUser.assertion().userHandle == nil, "an empty user id sends no userHandle")
        #expect(try withoutUser.assertion().json[path: "assertionValue", "response", "userHandle"] == nil)
        #expect(throws: FidoError.authenticatorFailed("the credential has no signature")) {
            try PasskeyCredential.assertion(
                credentialID: Data([1]), rawAuthenticatorData: Data([1]), signature: nil,
                rawClientDataJSON: Data([3]), userID: nil)
        }
    }

    /// The codes of the SDK headers (`ASAuthorizationError.h`, `ASWebAuthenticationSession.h`).
    @Test func errorCodesMapToCancelledOrNamedFailures() {
        #expect(FidoError(authorizationErrorCode: 1001) == .cancelled)
        #expect(FidoError(authorizationErrorCode: 1004) == .authenticatorFailed("ASAuthorizationError.failed"))
        #expect(
            FidoError(authorizationErrorCode: 1006)
                == .authenticatorFailed("ASAuthorizationError.matchedExcludedCredential"))
        #expect(FidoError(authorizationErrorCode: 42) == .authenticatorFailed("ASAuthorizationError.42"))
        #expect(IdpError(webAuthenticationSessionErrorCode: 1) == .cancelled)
        #expect(
            IdpError(webAuthenticationSessionErrorCode: 2)
                == .handlerFailed("ASWebAuthenticationSessionError.presentationContextNotProvided"))
        #expect(
            IdpError(webAuthenticationSessionErrorCode: 3)
                == .handlerFailed("ASWebAuthenticationSessionError.presentationContextInvalid"))
        #expect(FidoError.cancelled.description == "the user cancelled")
    }

    @Test func aCancellingAuthenticatorGivesTheCollectorCancelled() async throws {
        let registration = FidoRegistrationCollector(with: try Fixture.json("67-field-fido2-registration.json"))
        #expect(await registration.register(using: CancellingAuthenticator()).failureValue == .cancelled)
        let authentication = FidoAuthenticationCollector(with: try Fixture.json("69-field-fido2-authentication.json"))
        #expect(await authentication.authenticate(using: CancellingAuthenticator()).failureValue == .cancelled)
        #expect(registration.payload() == nil && authentication.payload() == nil)
    }

    @Test func theFirstOutcomeWinsAndLaterOnesAreDropped() async throws {
        let resumption = SingleResumption<Int>()
        // From another thread, as AuthenticationServices may call back; before or after the wait.
        let outcomes = Task.detached {
            [
                resumption.resume(with: .success(1)), resumption.resume(with: .success(2)),
                resumption.resume(with: .failure(IdpError.cancelled)),
            ]
        }
        let value = try await withCheckedThrowingContinuation { resumption.wait(with: $0) }
        #expect(value == 1)
        #expect(await outcomes.value == [true, false, false], "later outcomes are dropped")
    }

    @Test func anOutcomeBeforeTheWaitIsKept() async {
        let resumption = SingleResumption<URL>()
        #expect(resumption.resume(with: .failure(IdpError.handlerFailed("did not start"))))
        #expect(!resumption.resume(with: .success(URL(fileURLWithPath: "/"))))
        await #expect(throws: IdpError.handlerFailed("did not start")) {
            try await withCheckedThrowingContinuation { resumption.wait(with: $0) }
        }
    }
}

/// An authenticator whose user closes the passkey sheet.
private struct CancellingAuthenticator: FidoAuthenticator {
    func register(_ options: PublicKeyCredentialCreationOptions) async throws -> FidoAttestation {
        throw FidoError.cancelled
    }
    func authenticate(_ options: PublicKeyCredentialRequestOptions) async throws -> FidoAssertion {
        throw FidoError.cancelled
    }
}
