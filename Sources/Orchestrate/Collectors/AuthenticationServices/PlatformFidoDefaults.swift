// iOS, macOS and visionOS only. Like every file of this folder it is also compiled on its own by
// AppleShimCheckTests on Linux (against a stand-in AuthenticationServices, with -D ORCHESTRATE_APPLE_SHIM_CHECK),
// so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif
#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
import AuthenticationServices

// The Ping SDK's `window:` forms: the platform's passkeys (`PlatformPasskeyAuthenticator`) presented over
// the window the app gives. iOS, macOS and visionOS only; elsewhere pass a `FidoAuthenticator` with `using:`.

@available(iOS 15.0, macOS 12.0, *)
extension FidoRegistrationCollector {
    /// Creates a passkey with the platform's authenticator, its sheet over `window`, and keeps the
    /// attestation for the node's next request. iOS, macOS and visionOS only.
    @MainActor
    public func register(window: ASPresentationAnchor) async -> Result<Void, FidoError> {
        await register(using: PlatformPasskeyAuthenticator { window })
    }
}

@available(iOS 15.0, macOS 12.0, *)
extension FidoAuthenticationCollector {
    /// Signs in with one of the platform's passkeys, its sheet over `window`, and keeps the assertion for
    /// the node's next request. iOS, macOS and visionOS only.
    @MainActor
    public func authenticate(window: ASPresentationAnchor) async -> Result<Void, FidoError> {
        await authenticate(using: PlatformPasskeyAuthenticator { window })
    }
}

@available(iOS 15.0, macOS 12.0, *)
extension FidoRegistrationCallback {
    /// Creates a passkey with the platform's authenticator, its sheet over `window`, and writes AM's
    /// `webAuthnOutcome`, with `deviceName` when given. iOS, macOS and visionOS only.
    @MainActor
    public func register(deviceName: String? = nil, window: ASPresentationAnchor) async -> Result<Void, FidoError> {
        await register(deviceName: deviceName, using: PlatformPasskeyAuthenticator { window })
    }
}

@available(iOS 15.0, macOS 12.0, *)
extension FidoAuthenticationCallback {
    /// Signs AM's challenge with one of the platform's passkeys, its sheet over `window`, and writes
    /// AM's `webAuthnOutcome`. iOS, macOS and visionOS only.
    @MainActor
    public func authenticate(window: ASPresentationAnchor) async -> Result<Void, FidoError> {
        await authenticate(using: PlatformPasskeyAuthenticator { window })
    }
}
#endif
