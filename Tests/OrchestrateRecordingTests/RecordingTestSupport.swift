import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateRecording

/// An exchange as it passed, written in a test: JSON bodies unless the headers say otherwise.
func rawExchange(
    method: String = "POST", path: String = "/am/json/realms/root/authenticate", query: [(String, String)] = [],
    requestHeaders: [(String, String)] = [("Content-Type", "application/json")], request: String = "",
    status: Int = 200, responseHeaders: [(String, String)] = [("Content-Type", "application/json")],
    response: String = ""
) -> RawExchange {
    RawExchange(
        method: method, path: path, query: query.map { SandboxNameValue(name: $0.0, value: $0.1) },
        requestHeaders: requestHeaders.map { SandboxNameValue(name: $0.0, value: $0.1) },
        requestBody: Data(request.utf8), status: status,
        responseHeaders: responseHeaders.map { SandboxNameValue(name: $0.0, value: $0.1) },
        responseBody: Data(response.utf8))
}

/// Exchanges recorded in order into a new recording of `https://tenant.example`, as the recorder does.
struct Recorded {
    var redaction: RecordingRedaction

    init(_ exchanges: [RawExchange], ssoCookieNames: [String] = [], continuing: SandboxRecording? = nil) throws {
        redaction = RecordingRedaction(
            continuing: continuing ?? SandboxRecording(upstream: "https://tenant.example"),
            ssoCookieNames: ssoCookieNames)
        for raw in exchanges { try add(raw) }
    }

    mutating func add(_ raw: RawExchange, walk: Int = 1) throws {
        let (exchange, _) = redaction.read(raw)
        try redaction.add(exchange, walk: walk)
    }

    /// The file's text.
    var text: String { String(decoding: redaction.recording.encoded(), as: UTF8.self) }

    /// The kinds of the replacements, in order.
    var kinds: [RecordedSecretKind] { redaction.recording.replacements.map(\.kind) }

    /// The replacement of `kind` first seen at a place containing `place`.
    func replacement(_ kind: RecordedSecretKind, at place: String) -> RecordedReplacement? {
        redaction.recording.replacements.first { $0.kind == kind && $0.firstSeen.contains(place) }
    }
}

/// The file's text with every placeholder removed: a secret is searched for in what is left, so that a
/// password such as `password` is not found in `orchestrate-recorded-password-1`.
func withoutPlaceholders(_ text: String) -> String {
    var result = text
    for occurrence in RecordedPlaceholder.occurrences(in: text).reversed() {
        result.replaceSubrange(occurrence.range, with: "_")
    }
    return result
}

/// Expects none of `secrets` in `text` (placeholders aside): as a whole JSON string for any, inside longer text for
/// those of 6 characters or more.
func expectNone(of secrets: [String], in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let plain = withoutPlaceholders(text)
    for secret in secrets {
        let found = plain.contains("\"\(secret)\"") || (secret.count >= 6 && plain.contains(secret))
        #expect(!found, "\(secret) reached the recording", sourceLocation: sourceLocation)
    }
}
