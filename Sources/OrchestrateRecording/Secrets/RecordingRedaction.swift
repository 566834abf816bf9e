import Foundation
import OrchestrateBasics

/// A recording and its secrets, kept scrubbed as exchanges are added: every exchange is read by the rules
/// (``SecretFinder``) as it comes, and the whole file is scrubbed again with the final table (``SecretTable``)
/// whenever a value is learned that an earlier exchange holds (a social sign-in's `continueToken`, an SSO token
/// first seen in a later walk). A last pass over every write (``remainingShapes()``) refuses to leave a known
/// secret shape, or a value the rules registered, in the file.
///
/// Opening an existing recording reads its exchanges with today's rules, so a file recorded before a rule existed
/// is scrubbed again without the server (`orchestrate-sandbox scrub`), its placeholders kept.
package struct RecordingRedaction: Sendable {
    /// The recording, scrubbed.
    package private(set) var recording: SandboxRecording
    package private(set) var finder: SecretFinder
    package private(set) var table: SecretTable
    /// Each exchange as the rules read it: as the upstream sent it for this session's, as the file held it for
    /// earlier ones.
    private var sources: [RecordedExchange]
    /// The table's version each exchange was last scrubbed at.
    private var scrubbedAt: [Int]
    /// What each source exchange holds, read once: whether it holds a value learned later is a lookup.
    private var indexes: [ExchangeIndex]
    /// Each recorded exchange's bytes in the file, made again only when it is scrubbed again.
    private var exchangeBytes: [[UInt8]]
    /// How many replacements the file held when it was opened.
    package let replacementsOpened: Int

    /// Continues `recording`, reading its exchanges with today's rules and `ssoCookieNames` (the tenant's SSO
    /// cookie names besides AM's default).
    package init(continuing recording: SandboxRecording, ssoCookieNames: [String] = []) {
        self.recording = recording
        finder = SecretFinder(ssoCookieNames: ssoCookieNames)
        table = SecretTable(continuing: recording.replacements)
        sources = recording.exchanges
        scrubbedAt = Array(repeating: -1, count: recording.exchanges.count)
        indexes = recording.exchanges.map { ExchangeIndex($0) }
        // Made by the first scrub, which scrubs every exchange.
        exchangeBytes = Array(repeating: [], count: recording.exchanges.count)
        replacementsOpened = recording.replacements.count
        for (index, exchange) in recording.exchanges.enumerated() {
            for found in finder.secrets(of: exchange.request, exchange.response, number: index + 1) {
                table.register(found)
            }
        }
        _ = settleShapes(in: rescrub())
    }

    /// The file's bytes, as ``SandboxRecording/encoded()`` writes them, from the exchanges' kept bytes.
    package var fileBytes: Data {
        recording.encoded(exchangeBytes: exchangeBytes)
    }

    /// The replacements today's rules added to those the file held when opened.
    package var addedReplacements: ArraySlice<RecordedReplacement> {
        table.replacements.dropFirst(replacementsOpened)
    }

    /// Reads an exchange as it passed (``RawExchange``): the exchange as the recording keeps it, nothing replaced
    /// yet, and the secrets the rules found in it, which the table now knows. ``add(_:walk:)`` records it.
    package mutating func read(_ raw: RawExchange) -> (exchange: RecordedExchange, found: [FoundSecret]) {
        let exchange = Self.parsed(raw, walk: 1)
        let found = finder.secrets(of: exchange.request, exchange.response, number: sources.count + 1)
        for secret in found { table.register(secret) }
        return (exchange, found)
    }

    /// Adds `exchange` (from ``read(_:)``) to `walk`, scrubs the file again where it holds a value learned since,
    /// and returns the exchange as recorded.
    /// - Throws: ``RemainingSecret`` when the last pass still finds a secret shape in the file; the exchange is
    ///   then not added.
    @discardableResult
    package mutating func add(_ exchange: RecordedExchange, walk: Int) throws(RemainingSecret) -> RecordedExchange {
        var exchange = exchange
        exchange.walk = walk
        sources.append(exchange)
        scrubbedAt.append(-1)
        indexes.append(ExchangeIndex(exchange))
        exchangeBytes.append([])
        recording.exchanges.append(exchange)
        let changed = settleShapes(in: rescrub())
        let remaining = remainingShapes(in: changed)
        guard remaining.isEmpty else {
            sources.removeLast()
            scrubbedAt.removeLast()
            indexes.removeLast()
            exchangeBytes.removeLast()
            recording.exchanges.removeLast()
            throw RemainingSecret(places: remaining)
        }
        return recording.exchanges[recording.exchanges.count - 1]
    }

    /// Scrubs each exchange that holds a value registered since it was last scrubbed, from what the rules read;
    /// returns the exchanges scrubbed.
    @discardableResult
    private mutating func rescrub() -> Set<Int> {
        var changed = Set<Int>()
        for index in sources.indices where scrubbedAt[index] < table.version {
            let since = scrubbedAt[index]
            if since < 0 || indexes[index].holds(table.values(since: since)) {
                recording.exchanges[index] = Self.scrubbed(sources[index], with: table)
                exchangeBytes[index] = recording.exchanges[index].fileBytes
                changed.insert(index)
            }
            scrubbedAt[index] = table.version
        }
        recording.replacements = table.scrubbedReplacements
        return changed
    }

    /// Registers the secret shapes a scrub left in the `changed` exchanges (a value the rules did not reach,
    /// escaped in a way the scrub does not undo), and scrubs again; returns every exchange scrubbed.
    private mutating func settleShapes(in changed: Set<Int>) -> Set<Int> {
        var learned = false
        for index in changed.sorted() {
            Self.forEachString(of: recording.exchanges[index]) { text, part in
                for (value, kind) in Self.shapeValues(in: text) {
                    learned = table.register(FoundSecret(value, kind, at: "exchange \(index + 1), \(part)")) || learned
                }
            }
        }
        return learned ? changed.union(rescrub()) : changed
    }

    /// Where a known secret shape is still in the file (an enrolment secret, a recovery code, a JWT that is not a
    /// placeholder), each place named, never the value.
    package func remainingShapes() -> [String] {
        remainingShapes(in: Set(recording.exchanges.indices))
    }

    /// ``remainingShapes()`` of the exchanges at `indices`, and of the claims; and, for those exchanges, any value
    /// the rules registered that is still there (placeholders aside) where the scrub would have replaced it.
    private func remainingShapes(in indices: Set<Int>) -> [String] {
        var places: [String] = []
        let registered = table.values(since: 0)
        for index in indices.sorted() {
            Self.forEachString(of: recording.exchanges[index]) { text, part in
                if !Self.shapeValues(in: text).isEmpty {
                    places.append("exchange \(index + 1), \(part)")
                }
            }
            if ExchangeIndex(recording.exchanges[index], placeholdersLeftOut: true).holds(registered) {
                places.append("exchange \(index + 1): a value the rules registered")
            }
        }
        for replacement in recording.replacements {
            replacement.claims?.forEachString { text in
                if !Self.shapeValues(in: text).isEmpty {
                    places.append("the claims of \(replacement.placeholder)")
                }
            }
        }
        return places
    }

    /// The values of secret shapes in `text` that are not placeholders, with their kinds: those long enough to be
    /// replaced inside text (a shorter one is not a real seed or code).
    static func shapeValues(in text: String) -> [(String, RecordedSecretKind)] {
        let found =
            SecretShapes.enrolmentSecrets(in: text).map { ($0.value, RecordedSecretKind.enrolmentSecret) }
            + SecretShapes.recoveryCodes(in: text).map { ($0, .recoveryCode) }
            + SecretShapes.jwts(in: text).map { ($0, .token) }
        return found.filter {
            !$0.0.contains(RecordedPlaceholder.prefix) && $0.0.count >= SecretTable.shortestScrubbedInside
        }
    }

    /// A secret shape the last pass found in what was about to be written.
    package struct RemainingSecret: Error, CustomStringConvertible {
        /// Where, such as `exchange 4, response body`.
        package let places: [String]

        package var description: String {
            "a secret shape outside the rules is still in the recording at " + places.joined(separator: "; ")
                + "; nothing was written"
        }
    }

    // MARK: - Exchanges

    /// An exchange as the recording keeps it, before anything is replaced: headers that say nothing about the
    /// protocol left out, the request's sorted by name, bodies read by what they are.
    static func parsed(_ raw: RawExchange, walk: Int) -> RecordedExchange {
        let kept = { (headers: [SandboxNameValue]) in
            headers.filter { !RecordingSecretRules.droppedHeaders.contains($0.name.lowercased()) }
        }
        return RecordedExchange(
            walk: walk,
            request: RecordedRequest(
                method: raw.method, path: raw.path, query: raw.query,
                headers: kept(raw.requestHeaders).sorted { $0.name.lowercased() < $1.name.lowercased() },
                body: RecordedBody(
                    data: raw.requestBody, contentType: raw.requestHeaders.firstValue(caseInsensitive: "Content-Type"))),
            response: RecordedResponse(
                status: raw.status, headers: kept(raw.responseHeaders),
                body: RecordedBody(
                    data: raw.responseBody,
                    contentType: raw.responseHeaders.firstValue(caseInsensitive: "Content-Type"))))
    }

    /// `exchange` with every string the table knows replaced.
    static func scrubbed(_ exchange: RecordedExchange, with table: SecretTable) -> RecordedExchange {
        var result = exchange
        let scrub = table.scrub
        let pairs = { (pairs: [SandboxNameValue]) in
            pairs.map { SandboxNameValue(name: $0.name, value: scrub($0.value)) }
        }
        result.request.path = scrub(exchange.request.path)
        result.request.query = pairs(exchange.request.query)
        result.request.headers = pairs(exchange.request.headers)
        result.request.body = exchange.request.body.mapStrings(scrub)
        result.response.headers = pairs(exchange.response.headers)
        result.response.body = exchange.response.body.mapStrings(scrub)
        return result
    }

    /// Every string of `exchange` with the part it is in (`request body`, `response header Location`).
    static func forEachString(of exchange: RecordedExchange, _ body: (String, String) -> Void) {
        body(exchange.request.path, "request path")
        for item in exchange.request.query { body(item.value, "request query \(item.name)") }
        for header in exchange.request.headers { body(header.value, "request header \(header.name)") }
        exchange.request.body.forEachString { body($0, "request body") }
        for header in exchange.response.headers { body(header.value, "response header \(header.name)") }
        exchange.response.body.forEachString { body($0, "response body") }
    }
}

extension SandboxRecording {
    /// This recording scrubbed again with today's rules (what `orchestrate-sandbox scrub` writes), and the
    /// replacements that added: a file recorded before a rule existed loses the values the rule now finds, its
    /// placeholders kept as they were. `ssoCookieNames` are the tenant's SSO cookie names besides AM's default.
    public func scrubbed(ssoCookieNames: [String] = []) -> (recording: SandboxRecording, added: [RecordedReplacement]) {
        let redaction = RecordingRedaction(continuing: self, ssoCookieNames: ssoCookieNames)
        return (redaction.recording, Array(redaction.addedReplacements))
    }

    /// Where this recording holds a value today's rules take for a secret, each as `<where>: <kind>` (never the
    /// value); empty when it holds none. `--replay` and `import recording` refuse a recording that holds any.
    public func secretFindings(ssoCookieNames: [String] = []) -> [String] {
        scrubbed(ssoCookieNames: ssoCookieNames).added.map { "\($0.firstSeen): \($0.kind.rawValue)" }
    }

    /// This recording, when it holds no value today's rules take for a secret.
    /// - Throws: ``SandboxRecordingError/holdsSecrets(path:findings:)`` naming each place.
    public func checkedForSecrets(path: String, ssoCookieNames: [String] = []) throws(SandboxRecordingError) -> Self {
        let findings = secretFindings(ssoCookieNames: ssoCookieNames)
        guard findings.isEmpty else { throw .holdsSecrets(path: path, findings: findings) }
        return self
    }
}

/// What one exchange holds, read once: its strings with their escapes undone, and the pieces a short value would
/// stand alone as, so that asking whether it holds a value learned later does not read it again.
struct ExchangeIndex: Sendable {
    /// Every string's decoded bytes, each followed by a zero byte.
    let decoded: [UInt8]
    /// Every whole string and every piece between ``SecretTable/delimiters``.
    let pieces: Set<String>

    /// Reads `exchange`; `placeholdersLeftOut` first takes its placeholders out of its strings (a scrubbed
    /// exchange is asked what it still holds beside them).
    init(_ exchange: RecordedExchange, placeholdersLeftOut: Bool = false) {
        var decoded: [UInt8] = []
        var pieces = Set<String>()
        RecordingRedaction.forEachString(of: exchange) { raw, _ in
            var text = raw
            if placeholdersLeftOut {
                for occurrence in RecordedPlaceholder.occurrences(in: raw).reversed() {
                    text.replaceSubrange(occurrence.range, with: "\u{0}")
                }
            }
            decoded += EscapedText(text).decoded
            decoded.append(0)
            pieces.insert(text)
            for piece in text.split(whereSeparator: SecretTable.delimiters.contains) { pieces.insert(String(piece)) }
        }
        self.decoded = decoded
        self.pieces = pieces
    }

    /// Whether any of `values` is here as ``SecretTable/scrub(_:)`` would find it.
    func holds(_ values: ArraySlice<String>) -> Bool {
        values.contains { value in
            pieces.contains(value)
                || (value.utf8.count >= SecretTable.shortestScrubbedInside
                    && EscapedText.contains(Array(value.utf8), in: decoded))
        }
    }
}
