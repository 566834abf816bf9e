import Foundation

/// The secrets of one flow's authorization request: made fresh by each `start()`, kept in the flow
/// context until the code is exchanged, never shown by `description` or `dump`.
struct AuthorizationRequest: Sendable {
    /// Binds the response to this request; checked when the flow succeeds.
    let state: String
    /// Binds the ID token to this request; checked in the token response.
    let nonce: String
    /// The PKCE secret, sent only with the token request.
    let codeVerifier: String

    /// A request with fresh random values; `nonce` replaces the random nonce when given
    /// (`OidcConfig.nonce`).
    init(nonce: String? = nil) {
        state = RandomToken.base64URL(byteCount: 16)
        self.nonce = nonce ?? RandomToken.base64URL(byteCount: 16)
        codeVerifier = PKCE.makeVerifier()
    }

    /// The query parameters of the authorization request, in a fixed order: the protocol's, then the
    /// optional ones that are set, then the configuration's extra parameters. `responseMode` is
    /// `pi.flow` for DaVinci (the server answers with the flow's JSON) and `nil` for a redirect.
    func parameters(for config: OidcConfig, responseMode: String?) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = [("response_type", "code")]
        if let responseMode { parameters.append(("response_mode", responseMode)) }
        parameters += [
            ("client_id", config.clientId),
            ("scope", config.scopes.orderedScopes.joined(separator: " ")),
            ("redirect_uri", config.redirectUri),
            ("code_challenge", PKCE.challenge(for: codeVerifier)),
            ("code_challenge_method", PKCE.method),
            ("state", state),
            ("nonce", nonce),
        ]
        let optional: [(String, String?)] = [
            ("acr_values", config.acrValues), ("login_hint", config.loginHint),
            ("display", config.display), ("prompt", config.prompt), ("ui_locales", config.uiLocales),
        ]
        for case let (name, value?) in optional where !value.isEmpty {
            parameters.append((name, value))
        }
        return parameters + config.additionalParameters.orderedParameters
    }
}

extension AuthorizationRequest: CustomStringConvertible, CustomReflectable {
    /// Says what the request holds, never the values.
    var description: String { "AuthorizationRequest(state: <redacted>, nonce: <redacted>, verifier: <redacted>)" }

    /// The same redacted view for `dump` and debuggers.
    var customMirror: Mirror {
        Mirror(self, children: ["state": "<redacted>", "nonce": "<redacted>", "codeVerifier": "<redacted>"])
    }
}
