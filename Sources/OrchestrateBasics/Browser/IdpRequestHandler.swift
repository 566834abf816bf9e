import Foundation

/// Opens a page in a browser and returns the URL the page finally redirected to: an identity provider's page for
/// an `IdpCollector` (the redirect carries `continueToken`), or the authorization endpoint for `OidcWeb` (the
/// redirect carries the code). On iOS, macOS and visionOS, `WebAuthenticationSessionHandler` does it with
/// `ASWebAuthenticationSession`; on any platform, the sandbox's `SandboxBrowser` signs in on the sandbox's pages;
/// an app or a test may supply its own.
public protocol IdpRequestHandler: Sendable {
    /// Opens `url` and returns the redirect URL; throws `IdpError.cancelled` when the user gives up.
    func authorize(url: URL) async throws -> URL
}
