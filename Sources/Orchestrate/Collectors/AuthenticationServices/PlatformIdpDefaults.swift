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
extension IdpCollector {
    /// Opens the provider's page in an ephemeral `ASWebAuthenticationSession` over `window`, as the Ping
    /// SDK's browser handler does, and keeps the continue token of its redirect. The redirect goes to
    /// `callbackURLScheme`, by default the first URL scheme of the app's `Info.plist` (`CFBundleURLTypes`).
    /// iOS, macOS and visionOS only; elsewhere pass an `IdpRequestHandler` with `using:`.
    ///
    /// Unlike the Ping SDK's `authorize(callbackURLScheme:)`, it takes the window: the runtime does not
    /// reach into `UIApplication`, which app extensions may not use.
    @MainActor
    public func authorize(callbackURLScheme: String? = nil, window: ASPresentationAnchor) async -> Result<
        Void, IdpError
    > {
        guard let scheme = callbackURLScheme ?? Self.appURLScheme() else {
            return .failure(.handlerFailed("no callbackURLScheme and no URL scheme in the app's Info.plist"))
        }
        return await authorize(
            using: WebAuthenticationSessionHandler(
                callbackScheme: scheme,
                prefersEphemeralSession: true
            ) { window })
    }

    /// The first `CFBundleURLSchemes` entry of the app's `Info.plist`.
    static func appURLScheme(in bundle: Bundle = .main) -> String? {
        let types = bundle.object(forInfoDictionaryKey: "CFBundleURLTypes") as? [[String: Any]] ?? []
        return types.lazy.compactMap { ($0["CFBundleURLSchemes"] as? [String])?.first }.first
    }
}
#endif
