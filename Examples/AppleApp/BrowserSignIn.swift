import AuthenticationServices
import Orchestrate

// The "Apple platforms" article (Sources/Orchestrate/Orchestrate.docc/ApplePlatforms.md): sign-in in the browser.

/// The tenant's own sign-in pages in the browser sheet; the tokens land in the Keychain like an embedded flow's.
let browserSignIn = OidcWeb.createOidcWeb { (config: OidcWebConfig) in
    config.browserType = .ephemeralAuthSession
    config.module(OidcModule.config) { (oidc: inout OidcConfig) in
        oidc.clientId = "sample-app"
        oidc.discoveryEndpoint = "https://auth.example.com/am/oauth2/alpha/.well-known/openid-configuration"
        oidc.scopes = ["openid", "profile", "email"]
        oidc.redirectUri = "com.example.app:/oauth2redirect"
    }
}

/// What the sign-in screen shows after the sheet closes: the three failures an app tells apart, apart.
@MainActor
func signInInBrowser(over window: ASPresentationAnchor) async -> String {
    switch await browserSignIn.authorize(window: window) {
    case .success(let user): return (try? await user.userinfo())?["name"]?.stringValue ?? "Signed in"
    case .failure(.cancelled): return ""
    case .failure(.transport): return "You are offline."
    case .failure(.authorizationFailed(let error, _)): return "The server refused the sign-in (\(error))."
    case .failure(let error): return "Sign-in failed: \(error)"
    }
}
