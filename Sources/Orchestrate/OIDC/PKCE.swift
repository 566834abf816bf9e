import Foundation

#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

/// Proof Key for Code Exchange (RFC 7636) with the `S256` method: the authorization request carries
/// the challenge, the token request the verifier it was made from.
enum PKCE {
    /// The only method the module uses; `plain` would send the secret itself.
    static let method = "S256"

    /// A fresh verifier: 32 random bytes, base64url-encoded (43 characters of the unreserved set).
    static func makeVerifier() -> String {
        RandomToken.base64URL(byteCount: 32)
    }

    /// `BASE64URL(SHA256(ASCII(verifier)))`.
    static func challenge(for verifier: String) -> String {
        Base64URL.encode(SHA256.hash(data: Data(verifier.utf8)))
    }
}
