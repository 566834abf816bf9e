import Foundation
import OrchestrateBasics

/// Finds the secrets of exchanges by ``RecordingSecretRules``, one exchange at a time and in order, learning
/// from responses what the next requests need: the types of a DaVinci form's fields (a password field's key), and
/// the tenant's SSO cookie name (`GET /json/serverinfo/*`'s `cookieName`, or the cookie set to the `tokenId`).
///
/// It reads exchanges whether or not they were scrubbed already (a placeholder is never taken again), so that a
/// recording made before a rule existed can be scrubbed again without the server.
package struct SecretFinder: Sendable {
    /// The SSO cookie names known: AM's default, those given (`--sso-cookie`), and those learned.
    package private(set) var ssoCookieNames: Set<String>
    /// DaVinci form-data keys whose field a response declared: their type and label.
    private var fields: [String: (type: String, label: String)] = [:]

    /// A finder that knows `ssoCookieNames` besides AM's default.
    package init(ssoCookieNames: some Sequence<String> = []) {
        self.ssoCookieNames = Set(ssoCookieNames).union([RecordingSecretRules.defaultSSOCookie])
    }

    /// The secrets of one exchange, request first, in the order they appear; `number` (from 1) names it.
    package mutating func secrets(of request: RecordedRequest, _ response: RecordedResponse, number: Int)
        -> [FoundSecret]
    {
        var found: [FoundSecret] = []
        requestSecrets(request, at: "exchange \(number), request", into: &found)
        responseSecrets(response, path: request.path, at: "exchange \(number), response", into: &found)
        return found
    }

    /// Whether a DaVinci form-data key belongs to a field whose value the client makes.
    package func isClientMadeField(_ key: String) -> Bool {
        fields[key].map { RecordingSecretRules.clientMadeFieldTypes.contains($0.type) } ?? false
    }

    // MARK: - Requests

    private mutating func requestSecrets(_ request: RecordedRequest, at place: String, into found: inout [FoundSecret])
    {
        for item in request.query {
            parameter(item.name, item.value, at: "\(place) query", into: &found)
            shapeSecrets(in: item.value, inRequest: true, at: "\(place) query \(item.name)", into: &found)
        }
        headerSecrets(request.headers, at: place, into: &found)
        bodySecrets(request.body, inRequest: true, at: "\(place) body", into: &found)
    }

    private mutating func headerSecrets(
        _ headers: [SandboxNameValue], at place: String, into found: inout [FoundSecret]
    ) {
        let hasPasswordHeader = headers.contains { RecordingSecretRules.headers[$0.name.lowercased()] == .password }
        for header in headers {
            let name = header.name.lowercased()
            let headerPlace = "\(place) header \(header.name)"
            switch name {
            case "cookie":
                for (cookie, value) in CookieHeader.pairs([header.value]) {
                    found.append(cookieSecret(cookie, value, at: "\(place) cookie \(cookie)"))
                }
            case "authorization", "proxy-authorization":
                // Credentials after a scheme (RFC 9110 §11.4), or the whole value when a client sends none.
                let parts = header.value.split(separator: " ", maxSplits: 1)
                let scheme = parts.count == 2 ? parts[0].lowercased() : ""
                let credentials = String(parts.count == 2 ? parts[1] : Substring(header.value))
                let kind: RecordedSecretKind =
                    switch scheme {
                    case "bearer", "dpop": .accessToken
                    case "basic": .clientSecret
                    default: .apiKey
                    }
                found.append(FoundSecret(credentials.trimmingCharacters(in: .whitespaces), kind, at: headerPlace))
            case "set-cookie":
                if let (cookie, value) = CookieHeader.setCookie(header.value) {
                    found.append(cookieSecret(cookie, value, at: "\(place) cookie \(cookie)"))
                }
            case "location", "content-location", "refresh", "link":
                urlSecrets(in: header.value, at: headerPlace, into: &found)
            case RecordingSecretRules.usernameHeader where hasPasswordHeader:
                found.append(FoundSecret(header.value, .username, at: headerPlace))
            default:
                if let kind = RecordingSecretRules.headers[name] {
                    found.append(FoundSecret(header.value, kind, at: headerPlace))
                } else if ssoCookieNames.contains(where: { $0.lowercased() == name }) {
                    found.append(FoundSecret(header.value, .ssoToken, at: headerPlace))
                } else if let kind = RecordingSecretRules.secretHeaderNamed(header.name) {
                    if !Self.isFlag(header.value) {
                        found.append(FoundSecret(header.value, kind == .token ? .apiKey : kind, at: headerPlace))
                    }
                }
            }
            shapeSecrets(in: header.value, inRequest: place.hasSuffix("request"), at: headerPlace, into: &found)
        }
    }

    private func cookieSecret(_ name: String, _ value: String, at place: String) -> FoundSecret {
        ssoCookieNames.contains(name)
            ? FoundSecret(value, .ssoToken, at: place)
            : FoundSecret(value, .cookie, at: place, shortest: RecordingSecretRules.shortestIssuedValue)
    }

    // MARK: - Responses

    private mutating func responseSecrets(
        _ response: RecordedResponse, path: String, at place: String, into found: inout [FoundSecret]
    ) {
        // The body first: where a value is both a member and a cookie (DaVinci's interactionId), the member names it.
        if case .json(let json) = response.body {
            learn(from: json, path: path, headers: response.headers)
        }
        bodySecrets(response.body, inRequest: false, at: "\(place) body", into: &found)
        headerSecrets(response.headers, at: place, into: &found)
    }

    /// What a response teaches about the next requests: a DaVinci form's fields (`form.components.fields[]`),
    /// the SSO cookie's name from `serverinfo` (openam `ServerInfoResource.java:173`) or from the cookie set to
    /// the body's `tokenId` (openam `RestAuthenticationHandler.java:432-437`).
    private mutating func learn(from json: JSON, path: String, headers: [SandboxNameValue]) {
        for field in json[path: "form", "components", "fields"]?.arrayValue ?? [] {
            guard let key = field["key"]?.stringValue else { continue }
            fields[key] = (field["type"]?.stringValue ?? "", field["label"]?.stringValue ?? "")
        }
        if path.contains("/serverinfo/"), let name = json["cookieName"]?.stringValue, !name.isEmpty {
            ssoCookieNames.insert(name)
        }
        if let token = json["tokenId"]?.stringValue, !token.isEmpty {
            for header in headers where header.name.lowercased() == "set-cookie" {
                if let (cookie, value) = CookieHeader.setCookie(header.value), value == token {
                    ssoCookieNames.insert(cookie)
                }
            }
        }
    }

    // MARK: - Bodies

    private mutating func bodySecrets(
        _ body: RecordedBody, inRequest: Bool, at place: String, into found: inout [FoundSecret]
    ) {
        switch body {
        case .json(let json):
            memberSecrets(of: json, parent: nil, inRequest: inRequest, at: place, into: &found)
            callbackSecrets(of: json, at: place, into: &found)
            if inRequest { formDataSecrets(of: json, at: place, into: &found) }
        case .form(let pairs):
            for pair in pairs { parameter(pair.name, pair.value, at: "\(place) form", into: &found) }
            for pair in pairs { shapeSecrets(in: pair.value, inRequest: inRequest, at: "\(place) form", into: &found) }
        case .text(let text):
            // A page: a `form_post` response's hidden inputs (OAuth 2.0 Form Post Response Mode §2), and links.
            for (name, value) in Self.hiddenInputs(in: text) {
                parameter(name, value, at: "\(place) input", into: &found)
            }
            for link in Self.links(in: text) { urlSecrets(in: link, at: "\(place) link", into: &found) }
            shapeSecrets(in: text, inRequest: inRequest, at: place, into: &found)
        case .empty, .omitted:
            break
        }
    }

    /// The members of `json` that rules name, at any depth, and the shapes of its strings.
    private func memberSecrets(
        of json: JSON, parent: String?, inRequest: Bool, at place: String, into found: inout [FoundSecret]
    ) {
        switch json {
        case .object(let members):
            for (key, value) in members {
                let named = "\(place) \(parent.map { "\($0)." } ?? "")\(key)"
                if case .string(let text) = value {
                    if let rule = RecordingSecretRules.members.first(where: {
                        $0.key == key && ($0.parent == nil || $0.parent == parent)
                    }) {
                        found.append(FoundSecret(text, rule.kind, at: named))
                    } else if let kind = RecordingSecretRules.secretNamed(key), !Self.isFlag(text) {
                        found.append(FoundSecret(text, kind, at: named))
                    }
                    // Shapes before a URL's parameters: an `otpauth://` URI's `secret` is an enrolment secret.
                    shapeSecrets(in: text, inRequest: inRequest, at: named, into: &found)
                    urlSecrets(in: text, at: named, into: &found)
                    // A JSON document inside a string (a device profile, a WebAuthn outcome) is read too.
                    if let inner = Self.innerJSON(text) {
                        memberSecrets(of: inner, parent: key, inRequest: inRequest, at: named, into: &found)
                    }
                } else {
                    memberSecrets(of: value, parent: key, inRequest: inRequest, at: place, into: &found)
                }
            }
        case .array(let elements):
            for element in elements {
                memberSecrets(of: element, parent: parent, inRequest: inRequest, at: place, into: &found)
            }
        case .string(let text):
            shapeSecrets(in: text, inRequest: inRequest, at: place, into: &found)
            urlSecrets(in: text, at: place, into: &found)
        default:
            break
        }
    }

    /// The inputs of a journey step's callbacks (``RecordingSecretRules/callbacks``), and the codes typed into its
    /// text callbacks.
    private func callbackSecrets(of json: JSON, at place: String, into found: inout [FoundSecret]) {
        guard let callbacks = json["callbacks"]?.arrayValue else { return }
        let types = callbacks.compactMap { $0["type"]?.stringValue }
        // AM's OATH verifier asks for the code with a NameCallback beside a ConfirmationCallback that offers a
        // recovery code (am-external AN `oath/OathTokenVerifierNode.java:157-167`), and no password.
        let isCodePage = types.contains("ConfirmationCallback") && !types.contains("PasswordCallback")
        for callback in callbacks {
            guard let type = callback["type"]?.stringValue else { continue }
            let outputs = callback["output"]?.arrayValue ?? []
            func output(_ name: String) -> JSON? { outputs.first { $0["name"] == .string(name) }?["value"] }
            var rule: (suffix: String?, kind: RecordedSecretKind)? = RecordingSecretRules.callbacks[type].flatMap {
                callbackRule in callbackRule.kind.map { (callbackRule.inputSuffix, $0) }
            }
            if type == "HiddenValueCallback", let id = output("id")?.stringValue,
                let kind = RecordingSecretRules.hiddenValues[id]
            {
                rule = (nil, kind)
            }
            let prompt = output("prompt")?.stringValue ?? ""
            let carriesCode = RecordingSecretRules.codeCarryingCallbacks.contains(type)
            for input in callback["input"]?.arrayValue ?? [] {
                guard case .string(let value)? = input["value"] else { continue }
                let name = input["name"]?.stringValue ?? ""
                let at = "\(place) \(type) input \(name)"
                if let rule, rule.suffix.map({ name.lowercased().hasSuffix($0) }) ?? true {
                    found.append(FoundSecret(value, rule.kind, at: at))
                    // A device profile's identifier is replaced wherever else it appears (AN `DeviceProfile.java:44-73`).
                    if rule.kind == .deviceProfile, let identifier = Self.innerJSON(value)?["identifier"]?.stringValue {
                        found.append(FoundSecret(identifier, .deviceIdentifier, at: "\(at) identifier"))
                    }
                } else if carriesCode,
                    RecordingSecretRules.isOneTimeCode(value) || RecordingSecretRules.isSecretPrompt(prompt)
                        || (type == "NameCallback" && isCodePage)
                {
                    found.append(FoundSecret(value, .oneTimeCode, at: at))
                }
            }
            if type == "TextOutputCallback" || type == "SuspendedTextOutputCallback",
                let message = output("message")?.stringValue
            {
                for code in SecretShapes.recoveryCodes(in: message) {
                    found.append(FoundSecret(code, .recoveryCode, at: "\(place) \(type) recovery code"))
                }
            }
        }
    }

    /// The secret fields of a DaVinci submission's `parameters.data.formData`: by the type the form gave the
    /// field, by the field's name, and for a text field, a one-time code by its shape or its label.
    private func formDataSecrets(of json: JSON, at place: String, into found: inout [FoundSecret]) {
        guard let formData = json[path: "parameters", "data", "formData"]?.members else { return }
        for (key, value) in formData {
            let field = fields[key]
            let at = "\(place) formData \(key)"
            if let kind = field.flatMap({ RecordingSecretRules.secretFieldTypes[$0.type] })
                ?? RecordingSecretRules.secretNamed(key)
            {
                if case .string(let text) = value {
                    found.append(FoundSecret(text, kind, at: at))
                } else {
                    // A passkey's value is an object: its long strings (ids, client data, attestation), not its
                    // short ones (`public-key`), which the rest of the file uses too.
                    value.forEachString { found.append(FoundSecret($0, kind, at: at, shortest: 16)) }
                }
            } else if case .string(let text) = value, let field,
                RecordingSecretRules.codeCarryingFieldTypes.contains(field.type),
                RecordingSecretRules.isOneTimeCode(text) || RecordingSecretRules.isSecretPrompt(field.label)
            {
                found.append(FoundSecret(text, .oneTimeCode, at: at))
            }
        }
    }

    // MARK: - Parameters, URLs and shapes

    /// A query item, a form field or a page's input, by its name.
    private func parameter(_ name: String, _ value: String, at place: String, into found: inout [FoundSecret]) {
        if let kind = RecordingSecretRules.parameters[name] ?? RecordingSecretRules.secretNamed(name) {
            found.append(FoundSecret(value, kind, at: "\(place) \(name)"))
        }
        urlSecrets(in: value, at: "\(place) \(name)", into: &found)
    }

    /// The parameters of a URL's query and fragment (an implicit or hybrid flow answers in the fragment, RFC 6749
    /// §4.2.2), when `text` is a URL or a relative reference.
    private func urlSecrets(in text: String, at place: String, into found: inout [FoundSecret]) {
        guard text.contains("="), text.contains("?") || text.contains("#"),
            text.contains("://") || text.hasPrefix("/") || text.hasPrefix("?") || text.hasPrefix("#"),
            !text.contains(where: { $0 == " " || $0 == "\n" })
        else { return }
        let afterPath = text.drop { $0 != "?" && $0 != "#" }.dropFirst()
        for piece in afterPath.split(whereSeparator: { $0 == "&" || $0 == "#" || $0 == "?" }) {
            let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, let name = FormURLEncoding.decode(pair[0]),
                let value = FormURLEncoding.decode(pair[1]), !value.isEmpty
            else { continue }
            if let kind = RecordingSecretRules.parameters[name] ?? RecordingSecretRules.secretNamed(name) {
                found.append(FoundSecret(value, kind, at: "\(place) \(name)"))
            }
        }
    }

    /// Enrolment secrets, recovery codes and JWTs in any string.
    private func shapeSecrets(in text: String, inRequest: Bool, at place: String, into found: inout [FoundSecret]) {
        for (member, value) in SecretShapes.enrolmentSecrets(in: text) {
            found.append(FoundSecret(value, .enrolmentSecret, at: "\(place) enrolment URI \(member)"))
        }
        for code in SecretShapes.recoveryCodes(in: text) {
            found.append(FoundSecret(code, .recoveryCode, at: "\(place) recovery code"))
        }
        for token in SecretShapes.jwts(in: text) {
            found.append(FoundSecret(token, inRequest ? .clientAssertion : .token, at: "\(place) JWT"))
        }
    }

    /// Whether a value named for a secret is only a flag (`true`, `false`, `null`), which names no secret.
    static func isFlag(_ text: String) -> Bool {
        ["true", "false", "null"].contains(text.lowercased())
    }

    /// A JSON object or array written inside a string (a device profile's input), parsed; `nil` for other text.
    static func innerJSON(_ text: String) -> JSON? {
        guard let first = text.first, first == "{" || first == "[", text.count >= 2,
            case let parsed? = try? JSON.parse(text), parsed.members != nil || parsed.arrayValue != nil
        else { return nil }
        return parsed
    }

    /// The `name` and `value` of each `<input>` of an HTML page, in order.
    static func hiddenInputs(in page: String) -> [(String, String)] {
        var inputs: [(String, String)] = []
        var rest = page[...]
        while let open = rest.range(of: "<input", options: .caseInsensitive) {
            guard let close = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[open.upperBound..<close]
            if let name = attribute("name", in: tag), let value = attribute("value", in: tag) {
                inputs.append((name, value))
            }
            rest = rest[close...]
        }
        return inputs
    }

    /// The value of an HTML attribute in a tag's text (quoted with `"` or `'`, or bare), entities left as they are.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var search = tag[...]
        while let found = search.range(of: name + "=", options: .caseInsensitive) {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            search = tag[found.upperBound...]
            guard before.isWhitespace else { continue }
            guard let quote = search.first else { return "" }
            if quote == "\"" || quote == "'" {
                let body = search.dropFirst()
                return String(body.prefix { $0 != quote })
            }
            return String(search.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" })
        }
        return nil
    }

    /// The `href`, `src` and `action` links of an HTML page, and any bare URL in other text.
    static func links(in text: String) -> [String] {
        text.split(whereSeparator: { "\"'<> \n\t".contains($0) }).map(String.init).filter {
            $0.contains("://") && ($0.contains("?") || $0.contains("#"))
        }
    }
}
