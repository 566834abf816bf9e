import Foundation

/// Replaces every secret of the exchanges of one recording session by a placeholder (``RecordedPlaceholder``):
/// first the values ``RecordingSecretRules`` names, then every other occurrence of those values anywhere in the
/// exchange, so that a secret the upstream echoes (in a URL, a header, a nested token) is replaced too.
///
/// The same value gets the same placeholder throughout the session; the values themselves are kept only in
/// memory, for as long as the session records.
struct ExchangeRedactor {
    /// The placeholders made so far, in order: the recording's header.
    private(set) var replacements: [RecordedReplacement]
    /// Value → placeholder.
    private var placeholders: [String: String] = [:]
    /// The last number used per kind.
    private var counters: [RecordedSecretKind: Int] = [:]
    /// DaVinci form-data keys whose field a response declared secret.
    private var secretFieldKeys: Set<String> = []
    /// Values shorter than this are replaced only where a whole string equals them, so that a short secret
    /// does not take bites out of unrelated text.
    static let shortestScrubbedInside = 6

    /// Continues `existing` (a recording appended to): new placeholders number on from its own.
    init(continuing existing: [RecordedReplacement] = []) {
        replacements = existing
        for replacement in existing {
            if let (kind, number) = RecordedPlaceholder.parse(replacement.placeholder) {
                counters[kind] = max(counters[kind] ?? 0, number)
            }
        }
    }

    /// The exchange with its secrets replaced; `number` (from 1) names it in the replacements' `firstSeen`.
    mutating func redact(_ raw: RawExchange, number: Int, walk: Int) -> RecordedExchange {
        var request = RecordedRequest(
            method: raw.method, path: raw.path, query: raw.query,
            headers: Self.kept(raw.requestHeaders).sorted { $0.name.lowercased() < $1.name.lowercased() },
            body: RecordedBody(
                data: raw.requestBody, contentType: raw.requestHeaders.firstValue(caseInsensitive: "Content-Type")))
        var response = RecordedResponse(
            status: raw.status, headers: Self.kept(raw.responseHeaders),
            body: RecordedBody(
                data: raw.responseBody, contentType: raw.responseHeaders.firstValue(caseInsensitive: "Content-Type")))

        registerRequest(request, at: "exchange \(number), request")
        registerResponse(response, at: "exchange \(number), response")

        let scrub = scrubber()
        request.path = scrub(request.path)
        request.query = request.query.map { SandboxNameValue(name: $0.name, value: scrub($0.value)) }
        request.headers = request.headers.map { SandboxNameValue(name: $0.name, value: scrub($0.value)) }
        request.body = request.body.mapStrings(scrub)
        response.headers = response.headers.map { SandboxNameValue(name: $0.name, value: scrub($0.value)) }
        response.body = response.body.mapStrings(scrub)
        return RecordedExchange(walk: walk, request: request, response: response)
    }

    /// Whether `value` is a secret this session has seen (the proxy asks before it tells a client anything).
    func isSecret(_ value: String) -> Bool {
        placeholders[value] != nil
    }

    // MARK: - Finding the secrets

    private mutating func registerRequest(_ request: RecordedRequest, at place: String) {
        for item in request.query {
            if let kind = RecordingSecretRules.parameters[item.name] {
                register(item.value, kind, "\(place) query \(item.name)")
            }
        }
        for header in request.headers {
            let name = header.name.lowercased()
            if name == "cookie" {
                for (cookie, value) in SandboxRecord.parseCookies([header.value]).sorted(by: { $0.key < $1.key }) {
                    register(value, .cookie, "\(place) cookie \(cookie)")
                }
            } else if name == "authorization" {
                let parts = header.value.split(separator: " ", maxSplits: 1)
                if parts.count == 2 {
                    let kind: RecordedSecretKind = parts[0].lowercased() == "bearer" ? .accessToken : .clientSecret
                    register(String(parts[1]), kind, "\(place) header Authorization")
                }
            } else if let kind = RecordingSecretRules.headers[name] {
                register(header.value, kind, "\(place) header \(header.name)")
            }
        }
        switch request.body {
        case .json(let json):
            registerMembers(of: json, parent: nil, at: "\(place) body")
            registerCallbackInputs(of: json, at: "\(place) body")
            registerFormData(of: json, at: "\(place) body")
        case .form(let pairs):
            for pair in pairs {
                if let kind = RecordingSecretRules.parameters[pair.name] {
                    register(pair.value, kind, "\(place) form \(pair.name)")
                }
            }
        default: break
        }
    }

    private mutating func registerResponse(_ response: RecordedResponse, at place: String) {
        // The body first: where a value is both a member and a cookie (DaVinci's interactionId), the member names it.
        if case .json(let json) = response.body {
            registerMembers(of: json, parent: nil, at: "\(place) body")
            learnSecretFields(of: json)
        }
        for header in response.headers {
            switch header.name.lowercased() {
            case "set-cookie":
                let pair = header.value.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1)
                if pair.count == 2 {
                    let value = pair[1].trimmingCharacters(in: .whitespaces)
                    register(value, .cookie, "\(place) cookie \(pair[0].trimmingCharacters(in: .whitespaces))")
                }
            case "location":
                let query = URLComponents(string: header.value)?.queryItems ?? []
                for item in query {
                    if let kind = RecordingSecretRules.parameters[item.name], let value = item.value {
                        register(value, kind, "\(place) Location \(item.name)")
                    }
                }
            default: break
            }
        }
    }

    /// The members ``RecordingSecretRules/jsonMembers`` names, anywhere in `json`.
    private mutating func registerMembers(of json: JSON, parent: String?, at place: String) {
        switch json {
        case .object(let members):
            for (key, value) in members {
                if case .string(let text) = value,
                    let rule = RecordingSecretRules.jsonMembers.first(where: {
                        $0.key == key && ($0.parent == nil || $0.parent == parent)
                    })
                {
                    register(text, rule.kind, "\(place) \(parent.map { "\($0)." } ?? "")\(key)")
                } else {
                    registerMembers(of: value, parent: key, at: place)
                }
            }
        case .array(let elements):
            for element in elements { registerMembers(of: element, parent: parent, at: place) }
        default: break
        }
    }

    /// The inputs of AM's secret callbacks in a journey request (``RecordingSecretRules/secretCallbacks``).
    private mutating func registerCallbackInputs(of json: JSON, at place: String) {
        for callback in json["callbacks"]?.arrayValue ?? [] {
            guard let type = callback["type"]?.stringValue else { continue }
            let prompt = (callback["output"]?.arrayValue ?? []).first { $0["name"] == "prompt" }?["value"]?.stringValue
            guard
                let rule = RecordingSecretRules.secretCallbacks[type]
                    ?? prompt.flatMap({ RecordingSecretRules.isSecretPrompt($0) ? (nil, .secretInput) : nil })
            else { continue }
            for input in callback["input"]?.arrayValue ?? [] {
                let name = input["name"]?.stringValue ?? ""
                if let suffix = rule.inputSuffix, !name.lowercased().hasSuffix(suffix) { continue }
                if case .string(let value)? = input["value"] {
                    register(value, rule.kind, "\(place) \(type) input \(name)")
                }
            }
        }
    }

    /// The secret fields of a DaVinci submission's `parameters.data.formData`.
    private mutating func registerFormData(of json: JSON, at place: String) {
        guard let formData = json[path: "parameters", "data", "formData"]?.members else { return }
        for (key, value) in formData where secretFieldKeys.contains(key) || RecordingSecretRules.isSecretKey(key) {
            let kind: RecordedSecretKind =
                RecordingSecretRules.isSecretKey(key) && key.lowercased().contains("password")
                ? .password : .secretInput
            value.forEachString { register($0, kind, "\(place) formData \(key)") }
        }
    }

    /// Remembers the keys of a DaVinci form's secret fields (`form.components.fields[]`: a secret type, or a
    /// label asking for a secret).
    private mutating func learnSecretFields(of json: JSON) {
        for field in json[path: "form", "components", "fields"]?.arrayValue ?? [] {
            guard let key = field["key"]?.stringValue else { continue }
            let secretType = field["type"]?.stringValue.map(RecordingSecretRules.secretFieldTypes.contains) ?? false
            let secretLabel = field["label"]?.stringValue.map(RecordingSecretRules.isSecretPrompt) ?? false
            if secretType || secretLabel { secretFieldKeys.insert(key) }
        }
    }

    private mutating func register(_ value: String, _ kind: RecordedSecretKind, _ place: String) {
        guard !value.isEmpty, placeholders[value] == nil, RecordedPlaceholder.parse(value) == nil else { return }
        let number = (counters[kind] ?? 0) + 1
        counters[kind] = number
        let placeholder = RecordedPlaceholder.text(kind: kind, number: number)
        placeholders[value] = placeholder
        let claims = kind == .idToken ? Self.claims(ofJWT: value) : nil
        replacements.append(RecordedReplacement(placeholder: placeholder, kind: kind, firstSeen: place, claims: claims))
        // The claims may hold values registered before (the nonce); scrub them now, and again at the end.
        if claims != nil, let last = replacements.indices.last {
            replacements[last].claims = claims?.mapStrings(scrubber())
        }
    }

    // MARK: - Replacing them

    /// A function replacing every registered value in a string: a whole-string match for any value, and inside
    /// longer strings (also percent-encoded) for values of ``shortestScrubbedInside`` characters or more.
    func scrubber() -> (String) -> String {
        let inside = placeholders.filter { $0.key.count >= Self.shortestScrubbedInside }
            .flatMap { value, placeholder in
                let encoded = FormURLEncoding.encodeComponent(value)
                return encoded == value ? [(value, placeholder)] : [(value, placeholder), (encoded, placeholder)]
            }
            // Longest first, so that a value inside another (a token inside a cookie) does not split it.
            .sorted { ($0.0.count, $0.0) > ($1.0.count, $1.0) }
        let whole = placeholders
        return { text in
            if let placeholder = whole[text] { return placeholder }
            var result = text
            for (value, placeholder) in inside where result.contains(value) {
                result = result.replacingOccurrences(of: value, with: placeholder)
            }
            return result
        }
    }

    /// The headers a recording keeps (``RecordingSecretRules/droppedHeaders`` left out).
    private static func kept(_ headers: [SandboxNameValue]) -> [SandboxNameValue] {
        headers.filter { !RecordingSecretRules.droppedHeaders.contains($0.name.lowercased()) }
    }

    /// The claims of a JWT, without the hashes of other tokens (`at_hash`, `c_hash`, `s_hash`), which a
    /// replayed token could not match; `nil` when it is not a JWT with a JSON payload.
    static func claims(ofJWT token: String) -> JSON? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let payload = Base64URL.decode(parts[1]),
            case .object(let members)? = try? JSON.parse(payload)
        else { return nil }
        return .object(members.filter { !["at_hash", "c_hash", "s_hash"].contains($0.key) })
    }
}
