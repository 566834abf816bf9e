// iOS, macOS and visionOS only. Like every file of this folder it is also compiled on its own by
// AppleShimCheckTests on Linux (against a stand-in AuthenticationServices, with -D ORCHESTRATE_APPLE_SHIM_CHECK),
// so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif
// tvOS and watchOS have AuthenticationServices but not the presentation context protocols used here.
#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
import AuthenticationServices
import Foundation

/// A `FidoAuthenticator` that creates and uses passkeys with AuthenticationServices
/// (`ASAuthorizationPlatformPublicKeyCredentialProvider`: iCloud Keychain passkeys, or a phone's over
/// hybrid transport), presenting its sheets over the app's window. iOS, macOS and visionOS only.
///
/// The relying party (`rp.id` / `rpId`) must be one of the app's associated domains (`webcredentials:`).
///
/// ```swift
/// let authenticator = PlatformPasskeyAuthenticator { view.window! }
/// let result = await fidoCollector.register(using: authenticator)   // .failure(.cancelled) if the user gives up
/// ```
@available(iOS 15.0, macOS 12.0, *)
public final class PlatformPasskeyAuthenticator: FidoAuthenticator {
    /// The app's window to present over, asked for when a ceremony starts.
    private let presentationAnchor: @MainActor @Sendable () -> ASPresentationAnchor

    /// Creates an authenticator whose sheets present over the window `presentationAnchor` returns (the
    /// window the user is acting in, e.g. `view.window`).
    public init(presentationAnchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
        self.presentationAnchor = presentationAnchor
    }

    /// Creates a passkey for `options` (relying party, challenge, user, user verification);
    /// `FidoError.invalidOptions` when they lack what AuthenticationServices needs, `FidoError.cancelled`
    /// when the user closes the sheet.
    @MainActor
    public func register(_ options: PublicKeyCredentialCreationOptions) async throws -> FidoAttestation {
        let parameters = try PasskeyRegistrationParameters(options)
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(
            relyingPartyIdentifier: parameters.relyingPartyID)
        let request = provider.createCredentialRegistrationRequest(
            challenge: parameters.challenge, name: parameters.name, userID: parameters.userID)
        request.displayName = parameters.displayName
        request.userVerificationPreference = Self.preference(parameters.userVerification)
        return try await perform(request).attestation()
    }

    /// Signs `options.challenge` with a passkey of the relying party (one of `allowCredentials` when it
    /// lists any); `FidoError.invalidOptions` when the options lack what AuthenticationServices needs,
    /// `FidoError.cancelled` when the user closes the sheet.
    @MainActor
    public func authenticate(_ options: PublicKeyCredentialRequestOptions) async throws -> FidoAssertion {
        let parameters = try PasskeyAssertionParameters(options)
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(
            relyingPartyIdentifier: parameters.relyingPartyID)
        let request = provider.createCredentialAssertionRequest(challenge: parameters.challenge)
        request.allowedCredentials = parameters.allowedCredentialIDs.map {
            ASAuthorizationPlatformPublicKeyCredentialDescriptor(credentialID: $0)
        }
        request.userVerificationPreference = Self.preference(parameters.userVerification)
        return try await perform(request).assertion()
    }

    /// Runs `request` in an `ASAuthorizationController` and waits for its one outcome.
    @MainActor
    private func perform(_ request: ASAuthorizationRequest) async throws -> PasskeyCredential {
        let outcome = SingleResumption<PasskeyCredential>()
        let delegate = PasskeyAuthorizationDelegate(outcome: outcome)
        let anchor = PresentationAnchorProvider(anchor: presentationAnchor)
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = delegate
        controller.presentationContextProvider = anchor
        // The controller holds its delegate and provider weakly: all three live until the delegate has run.
        defer { withExtendedLifetime((controller, delegate, anchor)) {} }
        return try await withCheckedThrowingContinuation { continuation in
            outcome.wait(with: continuation)
            controller.performRequests()
        }
    }

    /// AuthenticationServices' preference for `verification`.
    private static func preference(
        _ verification: PasskeyUserVerification
    ) -> ASAuthorizationPublicKeyCredentialUserVerificationPreference {
        switch verification {
        case .required: .required
        case .preferred: .preferred
        case .discouraged: .discouraged
        }
    }
}
#endif
