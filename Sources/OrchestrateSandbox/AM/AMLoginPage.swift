import Foundation
import OrchestrateRecording

/// AM's hosted login UI, as the sandbox plays it: `GET /am/UI/Login?realm=…&service=…&goto=…` shows the
/// first step of the tree (the realm's first tree, or `service`), each `POST` answers one step, and success
/// sets the SSO cookie and redirects to `goto` (the `authorize` request that sent the browser here, which now
/// finds a session and redirects with a code). A failed tree starts again, with AM's "Login failure" shown.
///
/// Where AM sends a browser that has no session: `ResourceOwnerSessionValidator.java` (OpenAM
/// openam-oauth2, `buildDefaultLoginUrl` and `getAuthURL`, L388-421 and L510-522): the deployment's
/// `/UI/Login` with `realm`, the tree as `service`, and `goto` the whole authorize URL.
extension AMEndpoints {
    /// The login page's path under the base URL.
    static let loginPath = ["am", "UI", "Login"]

    /// Answers `GET` (the first step) and `POST` (an answer) of the login page.
    func login(_ record: SandboxRecord) async -> SandboxResponse {
        guard let goto = record.queryValue("goto"), isOwnURL(goto) else {
            return AMError.badRequest("goto must be a URL of this server").response
        }
        let realm = Self.realmName(record.queryValue("realm"))
        let tree = record.queryValue("service").flatMap { $0.isEmpty ? nil : $0 }
        let action = "/" + Self.loginPath.joined(separator: "/") + "?" + FormURLEncoding.encode(record.query)
        do throws(AMError) {
            let outcome: JourneyOutcome
            if record.method == "POST" {
                let form = FormURLEncoding.pairs(String(decoding: record.body, as: UTF8.self)) ?? []
                var inputs: [String: JSON] = [:]
                for pair in form where pair.name != "authId" { inputs[pair.name] = .string(pair.value) }
                let authID = form.last { $0.name == "authId" }?.value
                do {
                    outcome = try await store.next(AuthenticateRequest(authID: authID, inputs: inputs))
                } catch {
                    // As AM's login UI does: the tree starts again, and the page says why.
                    let again = try await start(tree: tree, realm: realm, record: record)
                    return page(for: again, action: action, goto: goto, error: error.message)
                }
            } else {
                outcome = try await start(tree: tree, realm: realm, record: record)
            }
            return page(for: outcome, action: action, goto: goto, error: nil)
        } catch {
            return error.response
        }
    }

    private func start(tree: String?, realm: String, record: SandboxRecord) async throws(AMError) -> JourneyOutcome {
        let token = record.cookies[settings.cookieName]
        return try await store.start(
            treeName: tree, realm: realm, noSession: false, forceAuth: false,
            ssoToken: token?.isEmpty == false ? token : nil, request: AuthenticateRequest(authID: nil, inputs: [:]))
    }

    /// The next step's page, or, on success, the SSO cookie and a redirect to `goto`.
    private func page(for outcome: JourneyOutcome, action: String, goto: String, error: String?) -> SandboxResponse {
        switch outcome {
        case let .node(node, authID, _):
            let json = TreeNodeRenderer.node(node, authID: authID)
            return SignInPage(
                title: node.header ?? node.stage ?? "Sign in", action: action, hidden: [("authId", authID)],
                fields: Self.fields(of: json), error: error
            ).response
        case let .success(tokenID, _):
            let cookie = tokenID.map { [("Set-Cookie", "\(settings.cookieName)=\($0); Path=/; HttpOnly")] } ?? []
            return .redirect(to: goto, headers: cookie)
        }
    }

    /// Whether `url` points at this server (the login page redirects nowhere else).
    private func isOwnURL(_ url: String) -> Bool {
        guard let base = baseURL.current, let target = URL(string: url), let own = URL(string: base) else {
            return false
        }
        return target.scheme == own.scheme && target.host == own.host && target.port == own.port
    }

    /// AM's `realm` parameter (`/alpha`, `alpha`, `/`) as a realm name; `root` when absent.
    static func realmName(_ parameter: String?) -> String {
        let last = parameter?.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty ? "root" : last
    }

    /// The controls of a step, from its `/authenticate` JSON: each callback's inputs with its prompt, a
    /// password's as a password, a choice's or confirmation's as a select, a boolean's as a checkbox (after
    /// a hidden `false`, so an unchecked box still answers), a text output as a message; `validateOnly`
    /// inputs are left out.
    static func fields(of node: JSON) -> [SignInPage.Field] {
        var fields: [SignInPage.Field] = []
        for callback in node["callbacks"]?.arrayValue ?? [] {
            let type = callback["type"]?.stringValue ?? ""
            var output: [String: JSON] = [:]
            for entry in callback["output"]?.arrayValue ?? [] {
                if let name = entry["name"]?.stringValue { output[name] = entry["value"] }
            }
            if type == "TextOutputCallback", let message = output["message"]?.stringValue {
                fields.append(SignInPage.Field(kind: .message, name: "", label: message))
            }
            let prompt = output["prompt"]?.stringValue ?? type
            for input in callback["input"]?.arrayValue ?? [] {
                guard let name = input["name"]?.stringValue, !name.hasSuffix("validateOnly") else { continue }
                let value = input["value"] ?? .null
                var field = SignInPage.Field(kind: .text, name: name, label: prompt, value: value.scalarText ?? "")
                switch type {
                case "PasswordCallback", "ValidatedCreatePasswordCallback":
                    field.kind = .password
                case "HiddenValueCallback":
                    field.kind = .hidden
                case "ChoiceCallback", "ConfirmationCallback":
                    field.kind = .select
                    field.options =
                        (output["choices"] ?? output["options"])?.arrayValue?.compactMap(\.stringValue) ?? []
                default:
                    if case .bool = value {
                        fields.append(SignInPage.Field(kind: .hidden, name: name, label: prompt, value: "false"))
                        field.kind = .checkbox
                    }
                }
                fields.append(field)
            }
        }
        return fields
    }
}
