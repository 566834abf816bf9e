import Foundation

/// Base64 with the URL-safe alphabet and no padding (RFC 4648 section 5), as PKCE, JWTs and JWKs use it.
package enum Base64URL {
    /// `bytes` encoded without padding.
    package static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of `text`, padded or not; `nil` when it is not base64url.
    package static func decode(_ text: some StringProtocol) -> Data? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard standard.count % 4 != 1 else { return nil }
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard)
    }
}
