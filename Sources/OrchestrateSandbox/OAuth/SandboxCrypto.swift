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
        challenge.count == 43 && challenge.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// `BASE64URL(SHA256(ASCII(verifier)))`.
    static func s256(_ verifier: String) -> String {
        SandboxBase64URL.encode(Data(SHA256.hash(data: Data(verifier.utf8))))
    }
}

/// Signs and checks the sandbox's ID tokens: compact JWTs with HS256 under a key made for each server.
struct IDTokenSigner: Sendable {
    private let key = SymmetricKey(size: .bits256)

    /// `claims` as a signed JWT.
    func sign(_ claims: SandboxJSON) -> String {
        let header: SandboxJSON = ["alg": "HS256", "typ": "JWT", "kid": "sandbox"]
        let signingInput = SandboxBase64URL.encode(header.jsonData) + "." + SandboxBase64URL.encode(claims.jsonData)
        let signature = HMAC<SHA256>.authenticationCode(for: Data(signingInput.utf8), using: key)
        return signingInput + "." + SandboxBase64URL.encode(Data(signature))
    }

    /// The claims of `token` when this signer made it; `nil` otherwise.
    func verify(_ token: String) -> SandboxJSON? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let signature = SandboxBase64URL.decode(parts[2]),
              HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data("\(parts[0]).\(parts[1])".utf8),
                                                     using: key),
              let payload = SandboxBase64URL.decode(parts[1]) else { return nil }
        return try? SandboxJSON.parse(payload)
    }
}

/// Base64 with the URL-safe alphabet and no padding.
enum SandboxBase64URL {
    static func encode(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func decode(_ text: some StringProtocol) -> Data? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard standard.count % 4 != 1 else { return nil }
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard)
    }
}
