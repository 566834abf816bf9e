import Foundation

/// The endpoints an OpenID Provider publishes in its discovery document
/// (`.well-known/openid-configuration`), as far as the module uses them.
public struct OpenIDConfiguration: Sendable, Equatable {
    /// `issuer`, when the document has one.
    public let issuer: String?
    /// `authorization_endpoint`: where a flow starts.
    public let authorizationEndpoint: URL
    /// `token_endpoint`: where codes and refresh tokens are exchanged.
    public let tokenEndpoint: URL
    /// `userinfo_endpoint`, when published.
    public let userinfoEndpoint: URL?
    /// `revocation_endpoint`, when published.
    public let revocationEndpoint: URL?
    /// `end_session_endpoint`, when published.
    public let endSessionEndpoint: URL?
    /// `pushed_authorization_request_endpoint` (RFC 9126), when published: the authorization request's
    /// parameters are then posted there first, and the authorize URL carries only `client_id` and the
    /// `request_uri` it answers with.
    public let pushedAuthorizationRequestEndpoint: URL?
    /// `authorization_response_iss_parameter_supported` (RFC 9207 3): the server puts `iss` in its authorization
    /// redirects, so a redirect without one is refused.
    public let authorizationResponseIssParameterSupported: Bool

    /// Reads a discovery document: a JSON object with absolute http(s) URLs for at least
    /// `authorization_endpoint` and `token_endpoint`.
    public init(json: JSON) throws(OidcError) {
        guard case .object = json else { throw .invalidDiscoveryDocument("the document is not a JSON object") }
        if let issuer = json["issuer"], issuer.stringValue == nil, !issuer.isNull {
            throw .invalidDiscoveryDocument("issuer is not a string")
        }
        issuer = json["issuer"]?.stringValue
        authorizationEndpoint = try Self.requiredURL(json, "authorization_endpoint")
        tokenEndpoint = try Self.requiredURL(json, "token_endpoint")
        userinfoEndpoint = try Self.optionalURL(json, "userinfo_endpoint")
        revocationEndpoint = try Self.optionalURL(json, "revocation_endpoint")
        endSessionEndpoint = try Self.optionalURL(json, "end_session_endpoint")
        pushedAuthorizationRequestEndpoint = try Self.optionalURL(json, "pushed_authorization_request_endpoint")
        authorizationResponseIssParameterSupported =
            json["authorization_response_iss_parameter_supported"]?.boolValue ?? false
    }

    private static func requiredURL(_ json: JSON, _ name: String) throws(OidcError) -> URL {
        guard let url = try optionalURL(json, name) else { throw .invalidDiscoveryDocument("\(name) is missing") }
        return url
    }

    /// The URL under `name`, or `nil` when it is absent or `null`.
    private static func optionalURL(_ json: JSON, _ name: String) throws(OidcError) -> URL? {
        guard let value = json[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw .invalidDiscoveryDocument("\(name) is not a string") }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false
        else {
            throw .invalidDiscoveryDocument("\(name) '\(text)' is not an absolute http(s) URL")
        }
        return url
    }
}
