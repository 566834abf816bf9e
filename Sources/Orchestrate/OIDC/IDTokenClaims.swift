import Foundation

/// The claims of an ID token (the payload of its JWT), read to check that the token was issued for this
/// request. The signature is not checked: the token comes straight from the token endpoint over the
/// connection the client opened, which OpenID Connect Core (section 3.1.3.7) allows in its place.
struct IDTokenClaims: Sendable {
    /// The decoded payload.
    let claims: JSON

    /// Reads the payload of `token`; throws when it is not a JWT with a JSON object payload.
    init(token: String) throws(OidcError) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .invalidIDToken("it is not a JWT of three parts") }
        guard let payload = Base64URL.decode(parts[1]) else { throw .invalidIDToken("the payload is not base64url") }
        guard let json = try? JSON.parse(payload), case .object = json else {
            throw .invalidIDToken("the payload is not a JSON object")
        }
        claims = json
    }

    /// Checks `nonce` (the one the flow sent), `aud` (the client id, or a list holding it) and, when
    /// both are known, `iss` (the discovery document's issuer).
    func validate(nonce: String, clientID: String, issuer: String?) throws(OidcError) {
        guard claims["nonce"]?.stringValue == nonce else { throw .invalidIDToken("the nonce is not the one this flow sent") }
        let audience = claims["aud"]?.stringValue.map { [$0] } ?? claims["aud"]?.arrayValue?.compactMap(\.stringValue) ?? []
        guard audience.contains(clientID) else { throw .invalidIDToken("the audience does not include the client id") }
        if let issuer, let claimed = claims["iss"]?.stringValue, claimed != issuer {
            throw .invalidIDToken("the issuer '\(claimed)' is not '\(issuer)'")
        }
    }
}
