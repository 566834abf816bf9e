import Foundation

/// Why signing in with an identity provider did not give a continue token.
public enum IdpError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The button is disabled (`idpEnabled: false`).
    case disabled
    /// The field has no usable `links.authenticate.href`.
    case missingAuthenticateLink
    /// The provider's page is linked over plain `http` to a host that is not loopback: it is not opened,
    /// as the transport sends nothing over plain `http` there.
    case insecureLink(host: String)
    /// The node has no usable `_links.continue.href`.
    case missingContinueLink
    /// The redirect carried no `continueToken`.
    case missingContinueToken
    /// The user cancelled.
    case cancelled
    /// The handler failed; the type of its error.
    case handlerFailed(String)

    /// A sentence for logs; never a token.
    public var description: String {
        switch self {
        case .disabled: "the identity provider is disabled"
        case .missingAuthenticateLink: "the field has no authenticate link"
        case .insecureLink(let host):
            "refused to open the identity provider's page over plain http to '\(host)': only loopback hosts may be reached without TLS"
        case .missingContinueLink: "Continue URL not found"
        case .missingContinueToken: "the redirect carried no continue token"
        case .cancelled: "the user cancelled"
        case .handlerFailed(let type): "the identity provider handler failed (\(type))"
        }
    }
}

/// What `GET links.authenticate.href` answers when the app signs in natively (Google, Facebook SDKs):
/// the provider client to use and where to send the provider's ID token.
public struct IdpClient: Sendable, Equatable {
    /// The provider's client id.
    public let clientID: String
    /// The nonce the ID token must carry.
    public let nonce: String
    /// The scopes to ask for.
    public let scopes: [String]
    /// Where to post the ID token (`_links.next.href`).
    public let next: URL?

    /// Reads `{"idp": {clientId, nonce, scopes}, "_links": {"next": {"href"}}}`; missing keys are empty.
    public init(json: JSON) {
        clientID = json[path: "idp", "clientId"]?.stringValue ?? ""
        nonce = json[path: "idp", "nonce"]?.stringValue ?? ""
        scopes = (json[path: "idp", "scopes"]?.arrayValue ?? []).compactMap(\.stringValue)
        next = json[path: "_links", "next", "href"]?.stringValue.flatMap(IdpCollector.absoluteURL)
    }

    /// The request that sends the provider's ID token: `POST next` with `Accept: application/json` and
    /// `{"idToken": …}`; `nil` without a next link.
    public func idTokenRequest(idToken: String) -> Request? {
        guard let next else { return nil }
        let request = Request(url: next)
        request.header(name: "Accept", value: "application/json")
        request.body(["idToken": .string(idToken)])
        return request
    }
}
