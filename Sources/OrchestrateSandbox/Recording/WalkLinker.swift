import Foundation

/// Tells the recorder whose walk each exchange belongs to, by what ties a client's requests together, never by
/// when they came, so that several clients may record at once:
///
/// 1. the values the walk was given or sent (an `authId`, a cookie, an interaction id, an OAuth `state`, a code
///    or a token: the issued and client-made kinds ``SecretFinder`` finds), carried by the request;
/// 2. among walks tied alike (a mock AM gives every walk the `authId` `foo`), the journey named in the query
///    (`authIndexValue`);
/// 3. then the callbacks the request answers, which a client sends back as AM sent them (pjs
///    `journey-client/src/lib/journey.api.ts:68`): the walk whose last answer held those callbacks.
///
/// A journey's first `authenticate` (no `authId`) and an authorize that carries no walk's value start a new walk,
/// even when they carry an earlier walk's SSO token (a restart is its own walk). Where the ties still leave more
/// than one walk, the exchange goes to the one that moved last, and a note says so.
struct WalkLinker {
    /// The walks that hold each tie value.
    private var walksOfValue: [String: Set<Int>] = [:]
    /// The journey each walk walks (`authIndexValue`).
    private var journeyOfWalk: [Int: String] = [:]
    /// The callbacks of each walk's last journey answer, as a canonical text.
    private var callbacksOfWalk: [Int: String] = [:]
    /// The walks that began with a start (an untied request before the first start opens a walk that has not).
    private var started: Set<Int> = []
    /// When each walk last moved (a count of the exchanges this linker saw).
    private var lastMove: [Int: Int] = [:]
    private var exchanges = 0
    /// The number of walks so far.
    private(set) var walkCount: Int

    /// Continues a recording of `walkCount` walks: new walks number on from them.
    init(walkCount: Int) {
        self.walkCount = walkCount
        started = Set(walkCount > 0 ? Array(1...walkCount) : [])
    }

    /// The walk of `exchange` (as the upstream sent it, nothing replaced), given the secrets found in it, and a note
    /// when its ties leave a choice.
    /// `number` is the exchange's number in the file, from 1.
    mutating func walk(of exchange: RecordedExchange, found: [FoundSecret], number: Int) -> (walk: Int, note: String?) {
        exchanges += 1
        let found = found.filter { Self.ties($0.kind) && $0.value.count >= $0.shortest && !$0.value.isEmpty }
        let sent = found.filter { $0.place.contains(", request") }
        func walks(of values: [FoundSecret]) -> Set<Int> {
            values.reduce(into: Set<Int>()) { $0.formUnion(walksOfValue[$1.value] ?? []) }
        }
        // A flow's own values (an authId, a code, a request_uri) tie before what a cookie jar sends every client.
        let flowTied = walks(of: sent.filter { !Self.ambient($0.kind) })
        let tied = flowTied.isEmpty ? walks(of: sent) : flowTied
        let journey = exchange.request.query.first { $0.name == "authIndexValue" }?.value
        var note: String?
        let walk: Int
        if Self.startsWalk(exchange, tied: !tied.isEmpty) {
            // A walk opened by an untied request before it (a discovery document) is this walk's.
            if !(walkCount > 0 && !started.contains(walkCount)) { walkCount += 1 }
            walk = walkCount
            started.insert(walk)
        } else {
            var candidates = tied.isEmpty ? Set(1...max(walkCount, 1)) : tied
            if candidates.count > 1, let journey {
                let same = candidates.filter { journeyOfWalk[$0] == journey }
                if !same.isEmpty { candidates = same }
            }
            if candidates.count > 1, let answered = Self.callbacksKey(exchange.request.body) {
                let same = candidates.filter { callbacksOfWalk[$0] == answered }
                if !same.isEmpty { candidates = same }
            }
            let ordered = candidates.sorted { (lastMove[$0] ?? 0, $0) > (lastMove[$1] ?? 0, $1) }
            walk = ordered.first ?? 1
            walkCount = max(walkCount, walk)
            if candidates.count > 1, !tied.isEmpty || Self.callbacksKey(exchange.request.body) != nil {
                note =
                    "exchange \(number) (\(exchange.request.method) \(exchange.request.path)) could belong to walks "
                    + ordered.sorted().map(String.init).joined(separator: ", ")
                    + ", which the upstream gave the same values; it was given to walk \(walk), the last to move. "
                    + "Clients recording at once are told apart only by what the upstream gives each (a real AM's "
                    + "authId, cookies, codes)."
            }
        }
        // What the walk was given or sent itself; not another walk's cookie that a shared jar sent along.
        for item in found
        where !item.place.contains(", request") || walksOfValue[item.value].map({ $0.contains(walk) }) ?? true {
            walksOfValue[item.value, default: []].insert(walk)
        }
        if let journey, journeyOfWalk[walk] == nil { journeyOfWalk[walk] = journey }
        // A walk whose last answer was not a step (a success, a failure) has no step left to answer.
        if exchange.request.path.hasSuffix("/authenticate") {
            callbacksOfWalk[walk] = Self.callbacksKey(exchange.response.body)
        }
        lastMove[walk] = exchanges
        return (walk, note)
    }

    /// Whether a value of `kind` ties requests to one walk: what the server issued and what the client made up for
    /// it, not what a user types (two users may type the same password).
    static func ties(_ kind: RecordedSecretKind) -> Bool {
        kind.source != .typed
    }

    /// Whether a value of `kind` is one a client sends on every request whatever the flow (a cookie, the SSO
    /// token), which two clients sharing a cookie jar both send.
    static func ambient(_ kind: RecordedSecretKind) -> Bool {
        kind == .cookie || kind == .ssoToken
    }

    /// Whether `exchange` starts a walk: a journey's first `authenticate` (no `authId` in its body or query), or an
    /// authorize request that carries no walk's value.
    static func startsWalk(_ exchange: RecordedExchange, tied: Bool) -> Bool {
        let request = exchange.request
        let lastSegment = request.path.split(separator: "/").last ?? ""
        if lastSegment == "authorize" { return !tied }
        guard lastSegment == "authenticate", request.method == "POST",
            !request.query.contains(where: { $0.name == "authId" })
        else { return false }
        if case .json(let body) = request.body { return body["authId"] == nil }
        return true
    }

    /// The callbacks of a journey body (their types and outputs) as one canonical text; `nil` for another body.
    static func callbacksKey(_ body: RecordedBody) -> String? {
        guard case .json(let json) = body, let callbacks = json["callbacks"]?.arrayValue else { return nil }
        let shown = callbacks.map { callback in
            JSON.object(
                JSONObject([("type", callback["type"] ?? .null), ("output", callback["output"] ?? .array([]))]))
        }
        return JSON.array(shown).serializedText(keyOrder: .sorted)
    }
}
