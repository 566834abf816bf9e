import Foundation
import OrchestrateRecording

/// PingOne's hosted sign-in, as the sandbox plays it for a browser: an authorization request without
/// `response_mode=pi.flow` (the redirect an app opens in `ASWebAuthenticationSession`) starts the DaVinci flow and
/// answers its first form as an HTML page; each `POST /{envId}/as/signin` sends one form (its fields by key, the
/// pressed button as `actionKey`), and the flow's success redirects to the request's `redirect_uri` with `code` and
/// `state`, as PingOne does at the end of its hosted flow. A scripted error shows the form again with its message.
extension DaVinciEndpoints {
    /// The path of the sign-in form's answers, after the environment id.
    static let signInPath = ["as", "signin"]

    /// A browser's authorization request: the flow's first form as a page.
    func browserAuthorize(_ request: OIDCAuthorizationRequest, flowName: String?) async throws(ProtocolError)
        -> SandboxResponse
    {
        let (interaction, node) = try await store.begin(flowName: flowName)
        await oidc.server.attach(request, to: interaction.id)
        return page(node, interaction: interaction, error: nil, cookie: true)
    }

    /// One answer of the sign-in form.
    func signIn(_ record: SandboxRecord) async -> SandboxResponse {
        let form = FormURLEncoding.pairs(String(decoding: record.body, as: UTF8.self)) ?? []
        func value(_ name: String) -> String? { form.last { $0.name == name }?.value }
        let interactionID = value("interactionId") ?? record.cookies["interactionId"]
        var data: [String: JSON] = [:]
        for pair in form where !["interactionId", "nodeId", "actionKey"].contains(pair.name) {
            data[pair.name] = .string(pair.value)
        }
        let request = ContinueRequest(
            nodeID: value("nodeId") ?? "", interactionID: interactionID, eventType: "submit",
            actionKey: value("actionKey"), formData: .object(JSONObject(data.sorted { $0.key < $1.key })))
        let redirect = await interactionID.asyncFlatMap { await oidc.server.redirectURI(of: $0) }
        do {
            switch try await store.advance(interactionID: interactionID, request: request) {
            case let .node(interaction, node):
                return page(node, interaction: interaction, error: nil, cookie: false)
            case let .error(interaction, node, error, detail):
                let message = payloads.error(error, detail: detail, node: node, interaction: interaction).body[
                    "message"]
                return page(
                    node, interaction: interaction, error: message?.stringValue ?? "The step failed", cookie: false)
            case let .success(interaction, node):
                let answer = await respond(with: .success(interaction, node))
                guard let redirect, let body = try? JSON.parse(answer.body),
                    let code = body[path: "authorizeResponse", "code"]?.stringValue
                else {
                    return Self.failure(
                        .badRequest("The flow finished, but it was not started by an authorization request"))
                }
                var query = [SandboxNameValue(name: "code", value: code)]
                if let state = body[path: "authorizeResponse", "state"]?.stringValue {
                    query.append(SandboxNameValue(name: "state", value: state))
                }
                let separator = redirect.contains("?") ? "&" : "?"
                let cookies = answer.headers.filter { $0.name.lowercased() == "set-cookie" }.map { ($0.name, $0.value) }
                return .redirect(to: redirect + separator + FormURLEncoding.encode(query), headers: cookies)
            }
        } catch {
            return Self.failure(error)
        }
    }

    /// The page of `node`: its fields, the interaction and node as hidden values, and its buttons.
    private func page(_ node: ScriptNode, interaction: Interaction, error: String?, cookie: Bool) -> SandboxResponse {
        let json = payloads.node(node, interaction: interaction)
        var response = SignInPage(
            title: node.form.name, action: "/" + ([environmentID] + Self.signInPath).joined(separator: "/"),
            hidden: [("interactionId", interaction.id), ("nodeId", node.id)],
            fields: Self.fields(of: json), error: error
        ).response
        if cookie {
            response.headers.append(
                SandboxNameValue(name: "Set-Cookie", value: "interactionId=\(interaction.id); \(Self.cookieAttributes)")
            )
        }
        return response
    }

    /// The controls of a DaVinci form, from its node JSON (`form.components.fields`): text and password inputs by
    /// key, a dropdown or single select as a select of its options' values, buttons and links as submit buttons
    /// (`actionKey` = the key), labels as messages; any other field as a text input of its key.
    static func fields(of node: JSON) -> [SignInPage.Field] {
        (node[path: "form", "components", "fields"]?.arrayValue ?? []).compactMap { field in
            let type = field["type"]?.stringValue ?? ""
            let key = field["key"]?.stringValue ?? ""
            let label = field["label"]?.stringValue ?? field["content"]?.stringValue ?? key
            switch type {
            case "LABEL":
                return SignInPage.Field(kind: .message, name: "", label: label)
            case "PASSWORD", "PASSWORD_VERIFY":
                return SignInPage.Field(kind: .password, name: key, label: label)
            case "SUBMIT_BUTTON", "FLOW_BUTTON", "FLOW_LINK", "ACTION":
                return SignInPage.Field(kind: .submit, name: "actionKey", label: label, value: key)
            case "DROPDOWN", "SINGLE_SELECT", "RADIO":
                let options = field["options"]?.arrayValue ?? []
                let values = options.map { $0["value"]?.scalarText ?? "" }
                return SignInPage.Field(
                    kind: .select, name: key, label: label, value: values.first ?? "",
                    options: options.map { $0["label"]?.stringValue ?? $0["value"]?.scalarText ?? "" },
                    optionValues: values)
            default:
                guard !key.isEmpty else { return nil }
                return SignInPage.Field(kind: .text, name: key, label: label, value: field["value"]?.scalarText ?? "")
            }
        }
    }
}

extension Optional {
    /// `transform` of the wrapped value, awaited; `nil` when there is none.
    fileprivate func asyncFlatMap<Result>(_ transform: (Wrapped) async -> Result?) async -> Result? {
        guard let value = self else { return nil }
        return await transform(value)
    }
}
