import Foundation
import OrchestrateBasics

/// Secrets known by their own shape, wherever they are: second-factor enrolment URIs, JWTs, and the recovery
/// codes of AM's script. Each function reads one string (with its escapes undone, ``EscapedText``) and returns
/// the secret values in it.
package enum SecretShapes {
    /// The secret members of each enrolment URI in `text` (``RecordingSecretRules/enrolmentSchemes``), also in
    /// AM's `\xHH`-escaped QR-code script, with the member's name; a Base32 seed's `=` padding is dropped too, so
    /// that the seed is found unpadded.
    package static func enrolmentSecrets(in text: String) -> [(member: String, value: String)] {
        // Every scheme ends in `auth`, which no escape hides (letters are never escaped).
        guard text.range(of: "auth", options: .caseInsensitive) != nil else { return [] }
        let decoded = EscapedText(text, decodingPercent: false).decodedText
        guard decoded.contains("://") else { return [] }
        let lowered = decoded.lowercased()
        var found: [(String, String)] = []
        for (scheme, secretMembers) in RecordingSecretRules.enrolmentSchemes.sorted(by: { $0.key < $1.key }) {
            var searchStart = lowered.startIndex
            while let start = lowered.range(of: scheme + "://", range: searchStart..<lowered.endIndex) {
                searchStart = start.upperBound
                // The URI runs to the end of its string literal, attribute or line.
                let uri = decoded[start.lowerBound...].prefix { !"'\"<>\\ \t\r\n)".contains($0) }
                guard let question = uri.firstIndex(of: "?") else { continue }
                for piece in uri[uri.index(after: question)...].split(separator: "&") {
                    let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    guard pair.count == 2, secretMembers.contains(String(pair[0])) else { continue }
                    let value = FormURLEncoding.decode(pair[1]) ?? String(pair[1])
                    guard !value.isEmpty else { continue }
                    found.append((String(pair[0]), value))
                    let unpadded = String(value.reversed().drop { $0 == "=" }.reversed())
                    if unpadded != value, !unpadded.isEmpty { found.append((String(pair[0]), unpadded)) }
                }
            }
        }
        return found
    }

    /// Every JWT in `text` (RFC 7519 §7.2: base64url segments joined by dots, three for a JWS, five for a JWE,
    /// whose first decodes to a JSON object with an `alg`).
    package static func jwts(in text: String) -> [String] {
        guard text.contains("eyJ") else { return [] }
        let bytes = Array(EscapedText(text).decoded)
        var found: [String] = []
        var index = 0
        func isSegmentByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        while index + 3 <= bytes.count {
            guard bytes[index] == UInt8(ascii: "e"), bytes[index + 1] == UInt8(ascii: "y"),
                bytes[index + 2] == UInt8(ascii: "J"), index == 0 || !isSegmentByte(bytes[index - 1])
            else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isSegmentByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            let candidate = String(decoding: bytes[index..<end], as: UTF8.self)
            let segments = candidate.split(separator: ".", omittingEmptySubsequences: false)
            if segments.count == 3 || segments.count == 5, let header = Base64URL.decode(segments[0]),
                let json = try? JSON.parse(header), json["alg"] != nil
            {
                found.append(candidate)
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// The recovery codes of AM's `RecoveryCodeDisplayNode` script: each code alone on the line after
    /// `"<div class=\"text-center\">\n" +`, as `"<code>\n" +` (am-external `releases/8.0.2`
    /// `openam-auth-trees/auth-nodes/src/main/resources/org/forgerock/openam/auth/nodes/RecoveryCodeDisplayNode.js:17-58`;
    /// ten codes of ten characters of `[0-9A-Za-z]`, openam `RecoveryCodeGenerator.java:35`, `Alphabet.java:23`).
    package static func recoveryCodes(in text: String) -> [String] {
        let opening = #""<div class=\"text-center\">\n" +"#
        guard text.contains(opening) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var codes: [String] = []
        for (index, line) in lines.enumerated() where line == opening && index + 1 < lines.count {
            let next = lines[index + 1]
            let prefix = "\""
            let suffix = #"\n" +"#
            guard next.hasPrefix(prefix), next.hasSuffix(suffix), next.count > prefix.count + suffix.count else {
                continue
            }
            let code = next.dropFirst(prefix.count).dropLast(suffix.count)
            if (6...32).contains(code.count), code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                codes.append(String(code))
            }
        }
        return codes
    }
}
