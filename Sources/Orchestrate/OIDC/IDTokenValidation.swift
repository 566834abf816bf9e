import Foundation

/// What an ID token is checked against: the discovery document's issuer, the client, and the time.
struct IDTokenExpectations: Sendable {
    /// The discovery document's `issuer`; an ID token cannot be checked without one.
    let issuer: String?
    /// The client id, which must be an audience.
    let clientID: String
    /// Now.
    let now: Date
    /// How far apart the server's clock and this device's may be (`OidcConfig.clockSkew`).
    let clockSkew: TimeInterval
}

/// The claim checks of OpenID Connect Core for an ID token from the token endpoint: section 3.1.3.7
/// (sign-in) and section 12.2 (refresh).
extension IDTokenClaims {
    /// Checks an ID token of a sign-in: the common checks, and `nonce` equal to the one the flow sent.
    func validateSignIn(nonce: String, expecting expected: IDTokenExpectations) throws(OidcError) {
        try validateCommon(expected)
        guard claims["nonce"]?.stringValue == nonce else {
            throw .invalidIDToken("the nonce is not the one this flow sent")
        }
    }

    /// Checks an ID token a refresh returned: the common checks, and `iss`, `sub` and `aud` equal to those
    /// of the ID token the user signed in with (`original`). No `nonce` is required.
    func validateRefresh(of original: IDTokenClaims, expecting expected: IDTokenExpectations) throws(OidcError) {
        try validateCommon(expected)
        guard claims["iss"] == original.claims["iss"] else {
            throw .invalidIDToken("the refreshed token's issuer changed")
        }
        guard claims["sub"] == original.claims["sub"] else {
            throw .invalidIDToken("the refreshed token's subject changed")
        }
        guard Set(audience) == Set(original.audience) else {
            throw .invalidIDToken("the refreshed token's audience changed")
        }
    }

    /// `sub`, when it is a string.
    var subject: String? { claims["sub"]?.stringValue }

    /// `aud` as a list: one string, or the strings of an array.
    var audience: [String] {
        claims["aud"]?.stringValue.map { [$0] } ?? claims["aud"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// `iss` required and equal to the discovery issuer; `sub` present; `aud` holding the client id, and
    /// `azp` equal to it when there are several audiences (or when present); `exp` in the future and `iat`
    /// not in the future, each give or take the clock skew.
    private func validateCommon(_ expected: IDTokenExpectations) throws(OidcError) {
        guard let issuer = expected.issuer else {
            throw .invalidIDToken("the discovery document names no issuer to check the token's against")
        }
        guard let claimed = claims["iss"]?.stringValue else { throw .invalidIDToken("it has no issuer (iss)") }
        guard claimed == issuer else {
            throw .invalidIDToken("the issuer '\(LogText.sanitized(claimed))' is not '\(LogText.sanitized(issuer))'")
        }
        guard let subject, !subject.isEmpty else { throw .invalidIDToken("it has no subject (sub)") }
        guard audience.contains(expected.clientID) else {
            throw .invalidIDToken("the audience does not include the client id")
        }
        let azp = claims["azp"]?.stringValue
        if audience.count > 1, azp == nil { throw .invalidIDToken("it has several audiences and no azp") }
        if let azp, azp != expected.clientID { throw .invalidIDToken("azp is not the client id") }
        guard let expiry = claims["exp"]?.doubleValue else { throw .invalidIDToken("it has no expiry (exp)") }
        guard expected.now.timeIntervalSince1970 < expiry + expected.clockSkew else {
            throw .invalidIDToken("it has expired")
        }
        guard let issuedAt = claims["iat"]?.doubleValue else { throw .invalidIDToken("it has no issue time (iat)") }
        guard issuedAt <= expected.now.timeIntervalSince1970 + expected.clockSkew else {
            throw .invalidIDToken("it was issued in the future (iat)")
        }
    }
}
