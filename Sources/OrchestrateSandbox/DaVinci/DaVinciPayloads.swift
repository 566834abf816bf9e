import Foundation

/// Builds response bodies with the shapes of the real DaVinci payloads in the fixtures
/// (05/11 node, 07 success, 08 invalid credentials, 10 password policy, 16 request error).
struct DaVinciPayloads {
    /// `http://127.0.0.1:<port>` (no trailing slash).
    let baseURL: String
    /// The environment id path segment.
    let environmentID: String

    static let defaultCapability = "customHTMLTemplate"

    func connectionID(of node: ScriptNode) -> String {
        node.connectionId ?? StableID.hex(for: "connection:\(node.id)")
    }

    func capability(of node: ScriptNode) -> String {
        node.capabilityName ?? Self.defaultCapability
    }

    /// The absolute URL the client posts its continue request to.
    func nextHref(for node: ScriptNode) -> String {
        "\(baseURL)/\(SandboxPath.encode(environmentID))/davinci/connections/\(connectionID(of: node))/capabilities/\(capability(of: node))"
    }

    /// A form node (fixture 05 / 11 shape).
    func node(_ node: ScriptNode, interaction: Interaction) -> JSON {
        var pairs: [(String, JSON)] = [
            ("_links", links(of: node)),
            ("interactionId", .string(interaction.id)),
            ("interactionToken", .string(interaction.token)),
            ("eventName", "continue"),
            ("isResponseCompatibleWithMobileAndWebSdks", true),
            ("id", .string(node.id)),
            ("companyId", .string(environmentID)),
            ("flowId", .string(StableID.hex(for: "flow:\(interaction.flow.name)"))),
            ("connectionId", .string(connectionID(of: node))),
            ("capabilityName", .string(capability(of: node))),
            ("formData", ["value": node.formData]),
            (
                "form",
                [
                    "name": .string(node.form.name),
                    "description": .string(node.form.description),
                    "category": .string(node.form.category ?? "CUSTOM_HTML"),
                    "components": ["fields": .array(servedFields(of: node, interaction: interaction))],
                ]
            ),
        ]
        if let policy = node.passwordPolicy {
            pairs.append(("passwordPolicy", policy))
        }
        return .object(JSONObject(pairs))
    }

    /// A completed flow (fixture 07 shape); `authorizeResponse` carries the `state` of an OpenID Connect
    /// authorization request, as PingOne's `pi.flow` does.
    func success(node: ScriptNode, interaction: Interaction, code: String, state: String?, sessionID: String) -> JSON {
        var authorizeResponse: [(String, JSON)] = [("code", .string(code))]
        if let state { authorizeResponse.append(("state", .string(state))) }
        return .object(
            JSONObject([
                ("interactionId", .string(interaction.id)),
                ("companyId", .string(environmentID)),
                ("connectionId", .string(connectionID(of: node))),
                ("connectorId", "pingOneAuthenticationConnector"),
                ("id", .string(node.id)),
                ("capabilityName", "returnSuccessResponseRedirect"),
                ("environment", ["id": .string(environmentID)]),
                ("session", ["id": .string(sessionID)]),
                ("status", "COMPLETED"),
                ("authorizeResponse", .object(JSONObject(authorizeResponse))),
                ("success", true),
                ("interactionToken", .string(interaction.token)),
            ]))
    }

    /// A scripted error (fixtures 08 and 10 shapes, or the script's own body).
    func error(_ error: ScriptError, detail: ErrorDetail, node: ScriptNode, interaction: Interaction) -> (
        status: Int, body: JSON
    ) {
        switch error.kind {
        case .custom:
            return (error.status, error.body ?? .object([:]))
        case .invalidCredentials:
            let message = error.message ?? "Invalid username and/or password"
            return (
                400,
                validationError(
                    node: node, interaction: interaction, capability: "checkPassword", category: "NotSet",
                    code: message, message: message, target: "password",
                    innerMessage: "The provided password did not match provisioned password",
                    innerError: ["failuresRemaining": .integer(remaining(detail))])
            )
        case .invalidOneTimeCode:
            let message = error.message ?? "Invalid one-time passcode"
            return (
                400,
                validationError(
                    node: node, interaction: interaction, capability: "checkOneTimePasscode", category: "NotSet",
                    code: message, message: message, target: "otp",
                    innerMessage: "The provided one-time passcode did not match",
                    innerError: ["failuresRemaining": .integer(remaining(detail))])
            )
        case .passwordPolicy:
            let violations: [PasswordRequirementFailure]
            if case .violations(let list) = detail { violations = list } else { violations = [] }
            var inner: [(String, JSON)] = []
            for violation in violations where !inner.contains(where: { $0.0 == violation.requirement }) {
                inner.append((violation.requirement, .string(violation.message)))
            }
            inner.append(("unsatisfiedRequirements", .array(violations.map { .string($0.requirement) })))
            return (
                400,
                validationError(
                    node: node, interaction: interaction, capability: "createUser", category: "InvalidData",
                    code: "invalidValue",
                    message: error.message ?? "password: User password did not satisfy password policy requirements",
                    target: error.field, innerMessage: "User password did not satisfy password policy requirements",
                    innerError: .object(JSONObject(inner)))
            )
        }
    }

    private func remaining(_ detail: ErrorDetail) -> Int {
        if case .failuresRemaining(let count) = detail { return count }
        return 0
    }

    private func validationError(
        node: ScriptNode, interaction: Interaction, capability: String, category: String,
        code: String, message: String, target: String, innerMessage: String,
        innerError: JSON
    ) -> JSON {
        let correlationID = RandomToken.uuid()
        return .object(
            JSONObject([
                ("interactionId", .string(interaction.id)),
                ("companyId", .string(environmentID)),
                ("connectionId", .string(connectionID(of: node))),
                ("connectorId", "pingOneSSOConnector"),
                ("id", .string(node.id)),
                ("capabilityName", .string(capability)),
                ("errorCategory", .string(category)),
                ("code", .string(code)),
                ("cause", .null),
                ("expected", true),
                ("message", .string(message)),
                ("httpResponseCode", 400),
                (
                    "details",
                    [
                        [
                            "rawResponse": [
                                "id": .string(correlationID),
                                "code": "INVALID_DATA",
                                "message":
                                    "The request could not be completed. One or more validation errors were in the request.",
                                "details": [
                                    [
                                        "code": "INVALID_VALUE",
                                        "target": .string(target),
                                        "message": .string(innerMessage),
                                        "innerError": innerError,
                                    ]
                                ],
                            ],
                            "statusCode": 400,
                        ]
                    ]
                ),
                ("isResponseCompatibleWithMobileAndWebSdks", true),
                ("correlationId", .string(correlationID)),
            ]))
    }

    /// A refused request (fixture 16 shape plus `httpResponseCode`, as in fixture 08).
    static func protocolError(_ error: ProtocolError) -> JSON {
        .object(
            JSONObject([
                ("id", .string(RandomToken.uuid())),
                ("code", .string(error.code)),
                ("message", .string(error.message)),
                ("httpResponseCode", .integer(error.status)),
                ("cause", .null),
                ("expected", true),
                ("isResponseCompatibleWithMobileAndWebSdks", true),
            ]))
    }
}

/// Path segment encoding shared by URL building and routing.
enum SandboxPath {
    static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "/;")
        return set
    }()

    static func encode(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? segment
    }

    /// The decoded, non-empty segments of a percent-encoded path.
    static func segments(of path: String) -> [String] {
        path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
    }
}
