import Foundation

/// The tokens of a token response (RFC 6749 section 5.1): what a signed-in user holds. Its
/// `description` and `dump` never show a token.
public struct OidcTokens: Sendable, Equatable, Codable {
    /// The access token, sent as `Authorization: Bearer` to resource servers.
    public let accessToken: String
    /// The token type (`Bearer`).
    public let tokenType: String
    /// The refresh token, when the server issued one.
    public let refreshToken: String?
    /// The ID token (a JWT), when the scopes included `openid`.
    public let idToken: String?
    /// The granted scopes, when the server said.
    public let scope: String?
    /// When the access token expires; `nil` when the server gave no `expires_in`.
    public let expiresAt: Date?

    /// Creates tokens.
    public init(
        accessToken: String, tokenType: String = "Bearer", refreshToken: String? = nil, idToken: String? = nil,
        scope: String? = nil, expiresAt: Date? = nil
    ) {
        self.accessToken = accessToken
        self.tokenType = tokenType
        self.refreshToken = refreshToken
        self.idToken = idToken
        self.scope = scope
        self.expiresAt = expiresAt
    }

    /// Whether the access token has expired, or will within `threshold` seconds of `now`.
    public func isExpired(within threshold: TimeInterval = 0, at now: Date = Date()) -> Bool {
        expiresAt.map { $0.timeIntervalSince(now) <= threshold } ?? false
    }

    /// Reads a token response received at `receivedAt`. A refresh response may leave out the refresh
    /// and ID tokens; those of `previous` are kept then.
    static func parse(_ json: JSON, receivedAt: Date, previous: OidcTokens? = nil) throws(OidcError) -> OidcTokens {
        guard case .object = json else { throw .invalidTokenResponse("the body is not a JSON object") }
        guard let access = json["access_token"], !access.isNull else {
            throw .invalidTokenResponse("access_token is missing")
        }
        guard let accessToken = access.stringValue, !accessToken.isEmpty else {
            throw .invalidTokenResponse("access_token is not a non-empty string")
        }
        guard let tokenType = json["token_type"]?.stringValue, !tokenType.isEmpty else {
            throw .invalidTokenResponse("token_type is missing or not a string")
        }
        var expiresAt: Date?
        if let expires = json["expires_in"], !expires.isNull {
            guard let seconds = expires.intValue, seconds >= 0 else {
                throw .invalidTokenResponse("expires_in is not a non-negative whole number")
            }
            expiresAt = receivedAt.addingTimeInterval(TimeInterval(seconds))
        }
        return OidcTokens(
            accessToken: accessToken, tokenType: tokenType,
            refreshToken: try optionalString(json, "refresh_token") ?? previous?.refreshToken,
            idToken: try optionalString(json, "id_token") ?? previous?.idToken,
            scope: try optionalString(json, "scope") ?? previous?.scope,
            expiresAt: expiresAt)
    }

    private static func optionalString(_ json: JSON, _ name: String) throws(OidcError) -> String? {
        guard let value = json[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw .invalidTokenResponse("\(name) is not a string") }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case refreshToken = "refresh_token"
        case idToken = "id_token"
        case scope
        case expiresAt = "expires_at"
    }
}

extension OidcTokens: CustomStringConvertible, CustomReflectable {
    /// The type, scope and expiry, and which tokens are present; never a token.
    public var description: String {
        let expiry = expiresAt.map { ISO8601DateFormatter().string(from: $0) } ?? "unknown"
        return "OidcTokens(type: \(tokenType), scope: \(scope ?? "none"), expires: \(expiry), access: <redacted>, "
            + "refresh: \(refreshToken == nil ? "none" : "<redacted>"), id: \(idToken == nil ? "none" : "<redacted>"))"
    }

    /// The same view for `dump` and debuggers: tokens redacted.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "accessToken": "<redacted>", "tokenType": tokenType,
                "refreshToken": refreshToken == nil ? "none" : "<redacted>",
                "idToken": idToken == nil ? "none" : "<redacted>",
                "scope": scope ?? "none", "expiresAt": expiresAt as Any,
            ])
    }
}
