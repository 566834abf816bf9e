import Foundation

/// Answers requests as the recorded upstream did (``SandboxServer/init(replaying:host:port:journalLimit:allowedHosts:routes:)``).
///
/// A request is matched to the recorded ones by its protocol state (``RequestShape``): the same method, path
/// and query, and the same step (a journey's callbacks; a DaVinci node, event and button), compared as values
/// (the order of a body's keys never matters). Where the recorded answers to that step differ (the walks part
/// there), the values sent choose: a value the user typed must equal the recorded one unless it is secret; a
/// secret matches any value, and a value equal to a recorded placeholder takes the path that placeholder was typed
/// on; a value the client makes (a device profile, a passkey's credential) chooses only where the recorded walks
/// sent different ones. Left with several, replay follows the recording: each walk's first request (a journey's
/// start, an authorize) plays the next recorded walk, in order, then from the first again, even for a client
/// that carries an earlier walk's SSO token; within it, the next recorded exchange.
///
/// Each session (found by any value replay issued to it: a cookie, an `authId`, a code) gets fresh values for
/// the server's placeholders, its own `state` and `nonce` back, and ID tokens signed by replay's key. At most
/// `maximumSessions` are kept; the one used longest ago goes first.
actor ReplayPlayer {
    /// One recorded exchange, read for matching.
    private struct Entry {
        let exchange: RecordedExchange
        /// Whether this is the first authorize or `authenticate` of its walk.
        let startsWalk: Bool
        let shape: RequestShape
        /// The answer with placeholders reduced to their kind and keys sorted: equal keys are answers replay can swap.
        let answerKey: String
        /// The protocol part as canonical text when it holds no placeholder: entries with equal texts match a
        /// request alike, so one match answers for all of them.
        let literalProtocol: String?
    }

    /// What replay knows of one client's walk: the value each placeholder stands for in it.
    private struct Session {
        var bindings: [String: String] = [:]
        /// The recorded walk the session follows, once it started one.
        var walk: Int?
        /// The exchange answered last.
        var last: Int?
        /// When it was last used (a request count), for eviction.
        var used = 0
    }

    /// The most sessions kept at once by default: a long replay, or a hostile client, does not grow without bound.
    static let defaultMaximumSessions = 1_000
    private let maximumSessions: Int

    private let recording: SandboxRecording
    private let entries: [Entry]
    private let replacements: [String: RecordedReplacement]
    private let signingKey: SandboxSigningKey
    private let baseURL: Locked<String?>
    /// The DaVinci form-data keys of fields whose value the client makes, from the recorded forms.
    private let clientMadeFields: Set<String>
    /// The entries by ``bucket(of:path:method:)``: a request is matched against its bucket's entries alone.
    private let buckets: [String: [Int]]
    private var sessions: [Int: Session] = [:]
    private var sessionByValue: [String: Int] = [:]
    private var nextSessionID = 0
    private var requests = 0
    /// The walk the next new walk plays.
    private var nextWalk = 1

    init(
        recording: SandboxRecording, signingKey: SandboxSigningKey, baseURL: Locked<String?>,
        maximumSessions: Int = ReplayPlayer.defaultMaximumSessions
    ) {
        self.maximumSessions = max(maximumSessions, 1)
        self.recording = recording
        self.signingKey = signingKey
        self.baseURL = baseURL
        self.replacements = Dictionary(
            recording.replacements.map { ($0.placeholder, $0) }, uniquingKeysWith: { first, _ in first })
        var clientMade = Set<String>()
        for exchange in recording.exchanges {
            guard case .json(let json) = exchange.response.body else { continue }
            for field in json[path: "form", "components", "fields"]?.arrayValue ?? [] {
                if let key = field["key"]?.stringValue, let type = field["type"]?.stringValue,
                    RecordingSecretRules.clientMadeFieldTypes.contains(type)
                {
                    clientMade.insert(key)
                }
            }
        }
        self.clientMadeFields = clientMade
        var started = Set<Int>()
        self.entries = recording.exchanges.map { exchange in
            let request = exchange.request
            let last = request.path.split(separator: "/").last ?? ""
            let startsWalk = (last == "authorize" || last == "authenticate") && started.insert(exchange.walk).inserted
            let shape = RequestShape(
                method: request.method, path: request.path, query: request.query, body: request.body,
                authorization: request.headers.firstValue(caseInsensitive: "Authorization"),
                clientMadeFields: clientMade)
            return Entry(
                exchange: exchange, startsWalk: startsWalk, shape: shape,
                answerKey: Self.answerKey(exchange.response),
                literalProtocol: Self.literalText(of: shape.protocolPart))
        }
        var buckets: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            let request = entry.exchange.request
            let path = RecordedPlaceholder.occurrences(in: request.path).isEmpty ? request.path : "*"
            buckets[Self.bucket(of: entry.shape, path: path, method: request.method), default: []].append(index)
        }
        self.buckets = buckets
    }

    /// `json` as canonical text, when no string of it holds a placeholder.
    private static func literalText(of json: JSON) -> String? {
        var holdsPlaceholder = false
        json.forEachString { if $0.contains(RecordedPlaceholder.prefix) { holdsPlaceholder = true } }
        return holdsPlaceholder ? nil : json.serializedText(keyOrder: .sorted)
    }

    /// What a recorded request and a live one that matches it have equal to the letter: the method, the path
    /// (`*` for a recorded path with a placeholder), and the shape of the protocol part with every string left
    /// out (a placeholder may stand for any text; keys, array lengths, numbers and booleans must be equal).
    private static func bucket(of shape: RequestShape, path: String, method: String) -> String {
        func skeleton(_ json: JSON) -> JSON {
            switch json {
            case .string: return .string("")
            case .array(let elements): return .array(elements.map(skeleton))
            case .object(let members): return .object(JSONObject(members.map { ($0.key, skeleton($0.value)) }))
            default: return json
            }
        }
        return "\(method) \(path)\n" + skeleton(shape.protocolPart).serializedText(keyOrder: .sorted)
    }

    /// The recorded answer to `record`, or a mismatch error; the second value says why nothing matched.
    func respond(to record: SandboxRecord) -> (SandboxResponse, mismatch: String?) {
        requests += 1
        let base = baseURL.current ?? recording.upstream
        let toUpstream = OriginRewriter(from: base, to: recording.upstream)
        let body = RecordedBody(data: record.body, contentType: record.header("Content-Type")).mapStrings(
            toUpstream.rewrite)
        let query = record.query.map { SandboxNameValue(name: $0.name, value: toUpstream.rewrite($0.value)) }
        let live = RequestShape(
            method: record.method, path: record.path, query: query, body: body,
            authorization: record.header("Authorization"), clientMadeFields: clientMadeFields)

        let sessionID = session(of: record, body: body)
        let candidates =
            (buckets[Self.bucket(of: live, path: record.path, method: record.method)] ?? [])
            + (buckets[Self.bucket(of: live, path: "*", method: record.method)] ?? [])
        var literalMatches: [String: Bool] = [:]
        let matches = candidates.sorted().compactMap { index -> (Int, [String: String])? in
            if let literal = entries[index].literalProtocol {
                if let known = literalMatches[literal] { return known ? (index, [:]) : nil }
                let matched = RecordedTemplate.match(entries[index].shape.protocolPart, live.protocolPart) != nil
                literalMatches[literal] = matched
                return matched ? (index, [:]) : nil
            }
            return RecordedTemplate.match(entries[index].shape.protocolPart, live.protocolPart).map { (index, $0) }
        }
        let answer: (SandboxResponse, mismatch: String?)
        switch choose(among: matches, live: live, session: sessionID) {
        case .failure(let message):
            answer = (Self.mismatchResponse(message, path: record.path), message)
        case .success(let (index, captured)):
            for (placeholder, value) in captured where replacements[placeholder]?.kind.source != .typed {
                bind(placeholder, to: value, in: sessionID)
            }
            sessions[sessionID]?.last = index
            sessions[sessionID]?.walk = entries[index].exchange.walk
            answer = (render(entries[index].exchange.response, session: sessionID, base: base), nil)
        }
        // A session nothing can find again (a discovery document, a key set, a mismatch) is not kept.
        if sessions[sessionID]?.bindings.isEmpty == true { sessions[sessionID] = nil }
        evictIfNeeded()
        return answer
    }

    // MARK: - Choosing

    private enum Choice {
        case success((Int, [String: String]))
        case failure(String)
    }

    private func choose(among matches: [(Int, [String: String])], live: RequestShape, session: Int) -> Choice {
        guard let first = matches.first else { return .failure(nothingLike(live)) }
        var pool = matches
        if Set(matches.map { entries[$0.0].answerKey }).count > 1 {
            // The recorded walks part here: the values sent choose.
            let candidates = matches.map { entries[$0.0].shape }
            let judged = matches.map { ($0, inputsFit(entries[$0.0].shape, live, among: candidates)) }
            pool = judged.filter { $0.1 != .different }.map(\.0)
            guard !pool.isEmpty else { return .failure(differentValues(matches.map(\.0), live: live)) }
            let exact = judged.filter { $0.1 == .placeholderTyped }.map(\.0)
            if !exact.isEmpty { pool = exact }
        }
        if entries[pool[0].0].startsWalk {
            // A walk's first request plays the next recorded walk that starts here, whatever the session walked
            // before: a journey restarted with an earlier walk's SSO token is a walk of its own.
            let walks = Set(pool.map { entries[$0.0].exchange.walk })
            let walk = walks.filter { $0 >= nextWalk }.min() ?? walks.min() ?? 1
            sessions[session]?.walk = walk
            sessions[session]?.last = nil
            nextWalk = walk + 1
        }
        let state = sessions[session] ?? Session()
        // Prefer the session's walk, then the values this session was given, then the next exchange recorded.
        let ranked = pool.sorted { lhs, rhs in
            rank(lhs, state).lexicographicallyPrecedes(rank(rhs, state))
        }
        return .success(ranked.first ?? first)
    }

    /// Smaller is better: another walk, fewer of the session's values, before the last exchange answered.
    private func rank(_ candidate: (Int, [String: String]), _ session: Session) -> [Int] {
        let (index, captured) = candidate
        let otherWalk = session.walk.map { entries[index].exchange.walk == $0 ? 0 : 1 } ?? 0
        let agreeing = captured.filter { session.bindings[$0.key] == $0.value }.count
        let last = session.last ?? -1
        let behind = index > last ? 0 : 1
        return [otherWalk, -agreeing, behind, index]
    }

    private enum InputFit { case fits, placeholderTyped, different }

    /// Whether the values sent fit a recorded step's. A value the client makes is compared only where the
    /// recorded `candidates` sent different ones: then the recording shows it chose.
    private func inputsFit(_ recorded: RequestShape, _ live: RequestShape, among candidates: [RequestShape]) -> InputFit
    {
        var typedPlaceholder = false
        for (name, value) in recorded.inputs.sorted(by: { $0.key < $1.key }) {
            if recorded.clientMade.contains(name) {
                let sent = Set(candidates.map { $0.inputs[name].map(Self.reduced) ?? "" })
                if sent.count <= 1 { continue }
            }
            guard let liveValue = live.inputs[name] else { return .different }
            if case .string(let text) = value, let kind = RecordedPlaceholder.parse(text)?.kind, kind.source == .typed {
                if liveValue == value {
                    typedPlaceholder = true
                } else if case .string(let typed) = liveValue, RecordedPlaceholder.parse(typed) != nil {
                    return .different
                }
                continue
            }
            if RecordedTemplate.match(value, liveValue) == nil { return .different }
        }
        return typedPlaceholder ? .placeholderTyped : .fits
    }

    /// A value with its placeholders reduced to their kinds, as canonical text.
    private static func reduced(_ value: JSON) -> String {
        value.mapStrings(RecordedPlaceholder.reduced).serializedText(keyOrder: .sorted)
    }

    // MARK: - Sessions

    /// The session a request belongs to: the newest one that issued any value it carries, else a new one.
    private func session(of record: SandboxRecord, body: RecordedBody) -> Int {
        var carried = record.cookies.values.map { $0 } + record.headers.map(\.value) + record.query.map(\.value)
        body.forEachString { carried.append($0) }
        for header in record.headers where header.name.lowercased() == "authorization" {
            carried += header.value.split(separator: " ").map(String.init)
        }
        let found = Set(carried.compactMap { sessionByValue[$0] }).filter { sessions[$0] != nil }
        guard let newest = found.max() else {
            nextSessionID += 1
            sessions[nextSessionID] = Session(used: requests)
            return nextSessionID
        }
        // A request carrying values of several sessions joins them (a pushed request's `request_uri` and a
        // journey's SSO token meet at AM's authorize).
        for other in found.sorted() where other != newest {
            guard let merged = sessions[other] else { continue }
            sessions[newest]?.bindings.merge(merged.bindings) { kept, _ in kept }
            if sessions[newest]?.walk == nil { sessions[newest]?.walk = merged.walk }
            for value in merged.bindings.values { sessionByValue[value] = newest }
            sessions[other] = nil
        }
        sessions[newest]?.used = requests
        return newest
    }

    private func bind(_ placeholder: String, to value: String, in session: Int) {
        sessions[session]?.bindings[placeholder] = value
        sessionByValue[value] = session
    }

    /// Forgets the sessions used longest ago beyond `maximumSessions`, and the values that found them.
    private func evictIfNeeded() {
        guard sessions.count > maximumSessions else { return }
        let oldest = sessions.sorted { ($0.value.used, $0.key) < ($1.value.used, $1.key) }
            .prefix(sessions.count - maximumSessions)
        for (id, session) in oldest {
            for value in session.bindings.values where sessionByValue[value] == id { sessionByValue[value] = nil }
            sessions[id] = nil
        }
    }

    /// How many sessions replay keeps (for tests of its bound).
    var sessionCount: Int { sessions.count }

    // MARK: - Answering

    private func render(_ response: RecordedResponse, session: Int, base: String) -> SandboxResponse {
        let toClient = OriginRewriter(from: recording.upstream, to: base)
        // A replay is the issuer of what it serves (its discovery document, its ID tokens), so the redirect's `iss`
        // is its origin too.
        let fill: (String) -> String = { [self] text in
            toClient.rewriteIncludingEncoded(self.fillPlaceholders(in: text, session: session, base: base))
        }
        var body = response.body.mapStrings(fill)
        if case .json(let json) = body, Self.isJWKSet(json) { body = .json(signingKey.jwkSet) }
        let headers = toClient.rewriteResponseHeaders(
            response.headers.map { SandboxNameValue(name: $0.name, value: fill($0.value)) })
        var answer = SandboxResponse(
            status: response.status, headers: headers.map { ($0.name, $0.value) }, body: body.data)
        if case .json = body, answer.header("Content-Type") == nil {
            answer.headers.append(SandboxNameValue(name: "Content-Type", value: "application/json"))
        }
        return answer
    }

    /// `text` with each placeholder replaced by this session's value for it, a fresh value made now for a
    /// server's placeholder, or a new ID token.
    private func fillPlaceholders(in text: String, session: Int, base: String) -> String {
        let occurrences = RecordedPlaceholder.occurrences(in: text)
        guard !occurrences.isEmpty else { return text }
        var result = text
        for occurrence in occurrences.reversed() {
            result.replaceSubrange(
                occurrence.range, with: value(for: occurrence.placeholder, session: session, base: base))
        }
        return result
    }

    private func value(for placeholder: String, session: Int, base: String) -> String {
        if let bound = sessions[session]?.bindings[placeholder] { return bound }
        guard let kind = RecordedPlaceholder.parse(placeholder)?.kind, kind.source != .typed else { return placeholder }
        let fresh: String
        switch kind {
        case .idToken: fresh = idToken(for: placeholder, session: session, base: base)
        case .interactionId, .sessionId: fresh = RandomToken.uuid()
        case .enrolmentSecret: fresh = Self.base32(RandomToken.bytes(count: 20))
        case .recoveryCode: fresh = String(RandomToken.base64URL(byteCount: 16).filter(\.isLetter).prefix(10))
        default: fresh = RandomToken.base64URL(byteCount: 32)
        }
        bind(placeholder, to: fresh, in: session)
        return fresh
    }

    /// RFC 4648 Base32 without padding, the alphabet of an `otpauth://` seed.
    private static func base32(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        var output = ""
        var buffer = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | Int(byte)
            bits += 8
            while bits >= 5 {
                output.append(alphabet[(buffer >> (bits - 5)) & 31])
                bits -= 5
            }
        }
        if bits > 0 { output.append(alphabet[(buffer << (5 - bits)) & 31]) }
        return output
    }

    /// An ID token with the recorded claims: this session's `nonce`, replay's issuer, issued now, signed by
    /// replay's key (whose JWK set replay serves where the upstream served its own).
    private func idToken(for placeholder: String, session: Int, base: String) -> String {
        guard case .object(var claims)? = replacements[placeholder]?.claims else {
            return RandomToken.base64URL(byteCount: 32)
        }
        let toClient = OriginRewriter(from: recording.upstream, to: base)
        for (key, value) in claims {
            if case .string(let text) = value {
                var filled = text
                for occurrence in RecordedPlaceholder.occurrences(in: text).reversed() {
                    let bound = sessions[session]?.bindings[occurrence.placeholder] ?? occurrence.placeholder
                    filled.replaceSubrange(occurrence.range, with: bound)
                }
                claims[key] = .string(toClient.rewrite(filled))
            }
        }
        let now = Int(Date().timeIntervalSince1970)
        let lifetime = (claims["exp"]?.intValue).flatMap { exp in claims["iat"]?.intValue.map { exp - $0 } } ?? 3600
        claims["iat"] = .integer(now)
        claims["exp"] = .integer(now + max(lifetime, 60))
        if claims["auth_time"] != nil { claims["auth_time"] = .integer(now) }
        return signingKey.sign(.object(claims)) ?? RandomToken.base64URL(byteCount: 32)
    }

    // MARK: - Mismatches

    private func nothingLike(_ live: RequestShape) -> String {
        let path = live.protocolPart["path"]
        let samePath = entries.filter { $0.shape.protocolPart["path"] == path }.map(\.shape.summary)
        let expected =
            samePath.isEmpty
            ? Array(Set(entries.map { "\($0.exchange.request.method) \($0.exchange.request.path)" })).sorted()
            : samePath
        return "The recording holds no request like this one. Expected one of: "
            + Self.unique(expected).prefix(12).joined(separator: "; ") + ". Received: \(live.summary)"
    }

    private func differentValues(_ indices: [Int], live: RequestShape) -> String {
        let recorded = indices.map { index -> String in
            let inputs = entries[index].shape.inputs.sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value.serializedText())" }.joined(separator: ", ")
            return "walk \(entries[index].exchange.walk): \(inputs)"
        }
        let received = live.inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.shown($0.value))" }.joined(
            separator: ", ")
        return "The recorded walks part at \(live.summary) and the values sent choose none of them. Expected one of: "
            + Self.unique(recorded).joined(separator: "; ") + ". Received: \(received)"
    }

    /// A received value as a message shows it: a placeholder or a short non-secret value as it is, else its length.
    private static func shown(_ value: JSON) -> String {
        guard case .string(let text) = value else { return value.serializedText() }
        return RecordedPlaceholder.parse(text) != nil ? text : "(\(text.count) characters)"
    }

    private static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    /// The error a client gets: AM's error shape under `/json/`, PingOne's otherwise.
    static func mismatchResponse(_ message: String, path: String) -> SandboxResponse {
        if path.contains("/json/") {
            return .json(
                400, .object(JSONObject([("code", 400), ("reason", "Bad Request"), ("message", .string(message))])))
        }
        return .json(400, .object(JSONObject([("code", "REPLAY_MISMATCH"), ("message", .string(message))])))
    }

    private static func isJWKSet(_ json: JSON) -> Bool {
        guard let keys = json["keys"]?.arrayValue, !keys.isEmpty else { return false }
        return keys.allSatisfy { $0["kty"] != nil }
    }

    /// The answer with placeholders reduced to their kind (`orchestrate-recorded-authId`) and every object's keys
    /// sorted, as one comparable text: equal whatever order the upstream or the file wrote the members in.
    private static func answerKey(_ response: RecordedResponse) -> String {
        let headers = response.headers.filter { ["location", "set-cookie"].contains($0.name.lowercased()) }
            .map { "\($0.name.lowercased()): \(RecordedPlaceholder.reduced($0.value))" }
        let body: String
        switch response.body.mapStrings(RecordedPlaceholder.reduced) {
        case .json(let json): body = json.serializedText(keyOrder: .sorted)
        case let other: body = String(decoding: other.data, as: UTF8.self)
        }
        return "\(response.status)\n" + headers.joined(separator: "\n") + "\n" + body
    }
}
