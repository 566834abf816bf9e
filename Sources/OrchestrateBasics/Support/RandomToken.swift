import Foundation

/// Unguessable text from the system's cryptographically secure generator: states, nonces, PKCE verifiers,
/// and the sandbox's ids, codes and tokens.
package enum RandomToken {
    /// `byteCount` random bytes, base64url-encoded without padding.
    package static func base64URL(byteCount: Int) -> String {
        Base64URL.encode(bytes(count: byteCount))
    }

    /// `byteCount` random bytes as lower-case hex, two digits a byte.
    package static func hex(byteCount: Int) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(byteCount * 2)
        for byte in bytes(count: byteCount) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A random (version 4) UUID in lower case, like DaVinci's interaction ids and codes.
    package static func uuid() -> String {
        UUID().uuidString.lowercased()
    }

    package static func bytes(count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<max(count, 0)).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}
