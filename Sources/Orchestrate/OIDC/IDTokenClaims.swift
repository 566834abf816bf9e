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
}
