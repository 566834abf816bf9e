import Foundation
import OrchestrateBasics

/// A value a rule found secret, where, and of what kind.
package struct FoundSecret: Sendable, Equatable {
    package var value: String
    package var kind: RecordedSecretKind
    /// Where it was seen, such as `exchange 3, request: PasswordCallback input IDToken2`.
    package var place: String
    /// The fewest characters the value must have to be taken: a cookie or a token found by its shape shorter than
    /// ``RecordingSecretRules/shortestIssuedValue`` is a flag, not a secret.
    package var shortest: Int

    package init(_ value: String, _ kind: RecordedSecretKind, at place: String, shortest: Int = 1) {
        self.value = value
        self.kind = kind
        self.place = place
        self.shortest = shortest
    }
}

/// The secrets of one recording session: each value with its placeholder, and the function that replaces them
/// all in any text (``scrub(_:)``), also where the text escapes them (`%2F`, `\x2F`, `\u002F`, `\/`).
///
/// The same value always gets the same placeholder; the values themselves are kept only in memory, for as long as
/// the session records. Placeholders already in the file keep their numbers; new ones number on from them.
package struct SecretTable: Sendable {
    /// The placeholders made so far, in order: the recording's header.
    package private(set) var replacements: [RecordedReplacement]
    /// Value → placeholder.
    private var placeholders: [String: String] = [:]
    /// The values of ``shortestScrubbedInside`` characters or more, longest first: replaced inside longer text.
    private var insideValues: [(value: [UInt8], placeholder: String)] = []
    /// The last number used per kind.
    private var counters: [RecordedSecretKind: Int] = [:]
    /// How many values have been registered: a text scrubbed at one version needs scrubbing again only for the
    /// values registered after it.
    package private(set) var version = 0
    /// The values in the order registered, for ``values(since:)``.
    private var registered: [String] = []

    /// Values shorter than this are replaced only where a whole string equals them, so that a short secret
    /// does not take bites out of unrelated text.
    package static let shortestScrubbedInside = 6

    /// Continues `existing` (a recording appended to): new placeholders number on from its own.
    package init(continuing existing: [RecordedReplacement] = []) {
        replacements = existing
        for replacement in existing {
            if let (kind, number) = RecordedPlaceholder.parse(replacement.placeholder) {
                counters[kind] = max(counters[kind] ?? 0, number)
            }
        }
    }

    /// Whether `value` is a secret this session has seen.
    package func isSecret(_ value: String) -> Bool {
        placeholders[value] != nil
    }

    /// The placeholder of `value`, when it is a secret this session has seen.
    package func placeholder(of value: String) -> String? {
        placeholders[value]
    }

    /// The values registered after `version`, for a check of what an earlier scrub could not know.
    package func values(since version: Int) -> ArraySlice<String> {
        registered[min(version, registered.count)...]
    }

    /// Takes `found` as a secret unless it is empty, shorter than it must be, or holds a placeholder already; the
    /// first kind a value is found as is its kind. Returns whether it was new.
    @discardableResult
    package mutating func register(_ found: FoundSecret) -> Bool {
        let value = found.value
        guard !value.isEmpty, value.count >= found.shortest, placeholders[value] == nil,
            !value.contains(RecordedPlaceholder.prefix)
        else { return false }
        let number = (counters[found.kind] ?? 0) + 1
        counters[found.kind] = number
        let placeholder = RecordedPlaceholder.text(kind: found.kind, number: number)
        placeholders[value] = placeholder
        registered.append(value)
        version += 1
        if value.count >= Self.shortestScrubbedInside {
            let bytes = Array(value.utf8)
            let index = insideValues.firstIndex { $0.value.count < bytes.count } ?? insideValues.endIndex
            insideValues.insert((bytes, placeholder), at: index)
        }
        let claims = found.kind == .idToken ? Self.claims(ofJWT: value) : nil
        replacements.append(
            RecordedReplacement(placeholder: placeholder, kind: found.kind, firstSeen: found.place, claims: claims))
        return true
    }

    /// The replacements with their claims scrubbed by the table as it is now (a claim may hold a value, such as
    /// the nonce, registered before or after the token).
    package var scrubbedReplacements: [RecordedReplacement] {
        replacements.map { replacement in
            var scrubbed = replacement
            scrubbed.claims = replacement.claims?.mapStrings(scrub)
            return scrubbed
        }
    }

    // MARK: - Replacing

    /// `text` with every registered value replaced: a whole-string match for any value; inside longer strings
    /// for values of ``shortestScrubbedInside`` characters or more, as they are or escaped (percent-encoding,
    /// JavaScript's `\xHH` and `\uHHHH`, JSON's `\/`); and a shorter value where it stands alone between the
    /// delimiters of a query, a cookie or a header's credentials (`?code=foo&`, `a=foo;`, `Bearer foo`).
    package func scrub(_ text: String) -> String {
        if let placeholder = placeholders[text] { return placeholder }
        return Self.replacingDelimited(in: scrubInside(text), placeholders: placeholders)
    }

    /// The characters around a short value standing alone: a query's, a fragment's, a cookie header's, a list's,
    /// a header's after its scheme.
    static let delimiters: Set<Character> = ["?", "&", "#", "=", ";", ",", " ", "\t"]

    /// `text` with each piece between ``delimiters`` that is a registered value shorter than
    /// ``shortestScrubbedInside`` replaced by its placeholder.
    static func replacingDelimited(in text: String, placeholders: [String: String]) -> String {
        guard text.contains(where: delimiters.contains) else { return text }
        var result = ""
        var piece = ""
        func flush() {
            if piece.count < shortestScrubbedInside, let placeholder = placeholders[piece] {
                result += placeholder
            } else {
                result += piece
            }
            piece = ""
        }
        for character in text {
            if delimiters.contains(character) {
                flush()
                result.append(character)
            } else {
                piece.append(character)
            }
        }
        flush()
        return result
    }

    /// The values of ``shortestScrubbedInside`` characters or more replaced inside `text`.
    private func scrubInside(_ text: String) -> String {
        guard !insideValues.isEmpty, text.utf8.count >= Self.shortestScrubbedInside else { return text }
        var view = EscapedText(text)
        // Not inside a placeholder already written: `password` typed is not replaced in `…-password-1`.
        var written = view.placeholderRanges()
        for (value, placeholder) in insideValues where value.count <= view.decoded.count {
            let ranges = view.rawRanges(of: value).filter { range in !written.contains { $0.overlaps(range) } }
            guard !ranges.isEmpty else { continue }
            view = EscapedText(view.replacingRaw(ranges, with: placeholder))
            written = view.placeholderRanges()
        }
        return view.raw
    }

    /// Whether any of `values` appears in `text` as ``scrub(_:)`` would find it.
    package static func contains(_ values: some Collection<String>, in text: String) -> Bool {
        guard !values.isEmpty else { return false }
        let view = EscapedText(text)
        return values.contains { value in
            if value == text { return true }
            if value.utf8.count >= shortestScrubbedInside { return !view.rawRanges(of: Array(value.utf8)).isEmpty }
            return replacingDelimited(in: text, placeholders: [value: "_"]) != text
        }
    }

    /// The claims of a JWT, without the hashes of other tokens (`at_hash`, `c_hash`, `s_hash`), which a
    /// replayed token could not match; `nil` when it is not a JWT with a JSON payload.
    package static func claims(ofJWT token: String) -> JSON? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let payload = Base64URL.decode(parts[1]),
            case .object(let members)? = try? JSON.parse(payload)
        else { return nil }
        return .object(members.filter { !["at_hash", "c_hash", "s_hash"].contains($0.key) })
    }
}
