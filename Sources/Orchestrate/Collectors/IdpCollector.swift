import Foundation

/// A "Sign in with…" button (`SOCIAL_LOGIN_BUTTON`): the provider, the page the app opens
/// (`links.authenticate.href`) and, from the node, where the flow continues (`_links.continue.href`).
///
/// Browser flow (the SDKs' default): `authorize(using:)` opens the page with an `IdpRequestHandler`,
/// reads `continueToken` from the redirect, and `continueRequest()` is the request that resumes the flow:
/// `POST` to the continue link with `Authorization: Bearer <continueToken>`.
public final class IdpCollector: FieldCollector, ContinueNodeAware, CustomStringConvertible {
    /// The field's common properties.
    public let field: Field
    /// The provider's connection id (`idpId`).
    public let idpID: String
    /// The provider's kind, e.g. `GOOGLE`, `FACEBOOK`, `APPLE`.
    public let idpType: String
    /// Whether the button is enabled (default `true`).
    public let idpEnabled: Bool
    /// The page the app opens; `nil` when absent or not an absolute URL.
    public let authenticateURL: URL?
    private let node = Locked(WeakNode())
    private let token = Locked<String?>(nil)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        idpID = json["idpId"]?.stringValue ?? ""
        idpType = json["idpType"]?.stringValue ?? ""
        idpEnabled = json["idpEnabled"]?.boolValue ?? true
        authenticateURL = json[path: "links", "authenticate", "href"]?.stringValue.flatMap(IdpCollector.absoluteURL)
    }

    /// The node the button belongs to (held weakly: the node holds the collector).
    public var continueNode: ContinueNode? {
        get { node.current.node }
        set { node.withLock { $0.node = newValue } }
    }

    /// Where the flow continues after the provider (`_links.continue.href` of the node); `nil` when the
    /// node has none.
    public var continueURL: URL? {
        continueNode?.input[path: "_links", "continue", "href"]?.stringValue.flatMap(IdpCollector.absoluteURL)
    }

    /// Whether `authorize(using:)` obtained a continue token.
    public var isAuthorized: Bool { token.current != nil }

    /// Opens `authenticateURL` with `handler` and keeps the `continueToken` of the redirect it returns. A
    /// link over plain `http` is opened only to a loopback host (the sandbox's): any other is
    /// `IdpError.insecureLink`, and the handler is not called.
    public func authorize(using handler: any IdpRequestHandler) async -> Result<Void, IdpError> {
        guard idpEnabled else { return .failure(.disabled) }
        guard let authenticateURL else { return .failure(.missingAuthenticateLink) }
        if let host = authenticateURL.host, authenticateURL.scheme?.lowercased() != "https",
            !TransportSecurity.isLoopback(host)
        {
            return .failure(.insecureLink(host: LogText.sanitized(host)))
        }
        let redirect: URL
        do {
            redirect = try await handler.authorize(url: authenticateURL)
        } catch let error as IdpError {
            return .failure(error)
        } catch {
            return .failure(.handlerFailed(String(describing: Swift.type(of: error))))
        }
        let items = URLComponents(url: redirect, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard let value = items.first(where: { $0.name == "continueToken" })?.value, !value.isEmpty else {
            return .failure(.missingContinueToken)
        }
        token.withLock { $0 = value }
        return .success(())
    }

    /// The request that resumes the flow after `authorize(using:)`: `POST` to `continueURL` with the
    /// continue token as a bearer token (never shown by `description`).
    public func continueRequest() throws(IdpError) -> Request {
        guard let continueURL else { throw .missingContinueLink }
        guard let value = token.current else { throw .missingContinueToken }
        let request = Request(url: continueURL)
        request.method(.post)
        request.header(name: "Accept", value: "application/json")
        request.secretHeader(name: "Authorization", value: "Bearer \(value)")
        return request
    }

    /// The provider and whether it was authorized; the token is never shown.
    public var description: String {
        "IdpCollector(\(idpType) \(idpID): \(isAuthorized ? "<authorized>" : "not authorized"))"
    }

    static func absoluteURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return url
    }
}
