import Foundation

/// The OpenID Connect parameters of an authorize request, checked as a real server checks them.
struct OIDCAuthorizationRequest: Sendable {
    let clientID: String
    let redirectURI: String
    let scopes: [String]
    let codeChallenge: String
    let state: String?
    let nonce: String?

    /// Whether `record` is an OpenID Connect authorize request. Without `client_id` and
    /// `response_type` it is a bare DaVinci start, which the sandbox also serves.
    static func isPresent(in record: SandboxRecord) -> Bool {
        record.query.contains { $0.name == "client_id" || $0.name == "response_type" }
    }

    /// Reads and checks the request's query (DaVinci's `pi.flow` response mode); throws the first problem, as a 400.
    init(record: SandboxRecord, settings: SandboxOIDCSettings) throws(ProtocolError) {
        try self.init(parameters: record.query, settings: settings, responseModes: ["pi.flow"])
    }

    /// Reads and checks authorize parameters; `response_mode` must be one of `responseModes` (the first
    /// is also the default when it is one a client may leave out, `query`).
    init(parameters list: [SandboxNameValue], settings: SandboxOIDCSettings, responseModes: [String])
        throws(ProtocolError)
    {
        var parameters: [String: String] = [:]
        for item in list {
            guard parameters[item.name] == nil else { throw .badRequest("The parameter \(item.name) is repeated") }
            parameters[item.name] = item.value
        }
        func required(_ name: String) throws(ProtocolError) -> String {
            guard let value = parameters[name], !value.isEmpty else { throw .badRequest("\(name) is required") }
            return value
        }
        clientID = try required("client_id")
        guard let client = settings.client(clientID) else {
            throw ProtocolError(status: 400, code: "INVALID_CLIENT", message: "Unknown client_id '\(clientID)'")
        }
        redirectURI = try required("redirect_uri")
        guard client.redirectURIs.contains(redirectURI) else {
            throw .badRequest("redirect_uri '\(redirectURI)' is not registered for client '\(clientID)'")
        }
        let responseType = try required("response_type")
        guard responseType == "code" else {
            throw ProtocolError(
                status: 400, code: "UNSUPPORTED_RESPONSE_TYPE",
                message: "response_type '\(responseType)' is not supported; use 'code'")
        }
        if responseModes == ["pi.flow"] {
            guard parameters["response_mode"] == "pi.flow" else {
                throw .badRequest(
                    "response_mode must be 'pi.flow': the sandbox serves flows as JSON, never as a redirect")
            }
        } else if let mode = parameters["response_mode"], !responseModes.contains(mode) {
            throw .badRequest("response_mode '\(mode)' is not supported; use \(responseModes.joined(separator: ", "))")
        }
        scopes = try required("scope").split(separator: " ").map(String.init)
        if let unknown = scopes.first(where: { !settings.scopes.contains($0) }) {
            throw ProtocolError(
                status: 400, code: "INVALID_SCOPE",
                message: "scope '\(unknown)' is not supported; supported: \(settings.scopes.joined(separator: " "))")
        }
        codeChallenge = try required("code_challenge")
        guard parameters["code_challenge_method"] == "S256" else {
            throw .badRequest("code_challenge_method must be 'S256'")
        }
        guard SandboxPKCE.isWellFormedChallenge(codeChallenge) else {
            throw .badRequest("code_challenge must be 43 base64url characters (S256)")
        }
        state = parameters["state"]
        nonce = parameters["nonce"]
    }
}
