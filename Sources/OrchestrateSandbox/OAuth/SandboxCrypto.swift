import Foundation

#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

/// PKCE checks (RFC 7636) as the token endpoint makes them.
enum SandboxPKCE {
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Whether `verifier` is 43 to 128 characters of the unreserved set.
    static func isWellFormedVerifier(_ verifier: String) -> Bool {
        (43...128).contains(verifier.count) && verifier.allSatisfy(unreserved.contains)
    }

    /// Whether `challenge` is what S256 gives: 43 base64url characters.
    static func isWellFormedChallenge(_ challenge: String) -> Bool {
        challenge.count == 43
            && challenge.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// `BASE64URL(SHA256(ASCII(verifier)))`.
    static func s256(_ verifier: String) -> String {
        Base64URL.encode(Data(SHA256.hash(data: Data(verifier.utf8))))
    }
}
