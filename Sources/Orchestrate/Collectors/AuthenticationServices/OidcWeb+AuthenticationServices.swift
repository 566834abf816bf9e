// iOS, macOS and visionOS only. Like every file of this folder it is also compiled on its own by
// AppleShimCheckTests on Linux (against a stand-in AuthenticationServices, with -D ORCHESTRATE_APPLE_SHIM_CHECK),
// so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif
#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
import AuthenticationServices
import Foundation

@available(iOS 13.0, macOS 10.15, *)
extension Workflow {
    /// Signs in in `ASWebAuthenticationSession`, presented over `window`: the Ping SDK's `authorize(configure:)`,
    /// with the window given (the runtime does not reach into `UIApplication`, which app extensions may not
    /// use). The session is ephemeral when `OidcWebConfig.browserType` is `.ephemeralAuthSession`; the redirect
    /// is `OidcConfig.redirectUri`, a custom scheme or (iOS 17.4, macOS 14.4) an `https` universal link. iOS, macOS
    /// and visionOS only; elsewhere pass an `IdpRequestHandler` to `authorize(using:configure:)`.
    ///
    /// ```swift
    /// let result = await web.authorize(window: window) { (options: inout OidcOptions) in
    ///     options.additionalParameters = ["ui_locales": "fr"]
    /// }
    /// ```
    @MainActor
    public func authorize(
        window: ASPresentationAnchor,
        configure: @Sendable (inout OidcOptions) -> Void = { _ in }
    ) async -> Result<OidcUser, OidcError> {
        guard let redirect = oidcRedirectURI else {
            return .failure(.invalidConfiguration("OidcWeb needs OidcModule with a redirectUri that is a URL"))
        }
        let browser = WebAuthenticationSessionHandler(
            redirectURI: redirect, prefersEphemeralSession: browserType == .ephemeralAuthSession
        ) { window }
        return await authorize(using: browser, configure: configure)
    }
}
#endif
