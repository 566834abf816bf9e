import Foundation
import _CryptoExtras

#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

/// The RSA key the sandbox signs its ID tokens with (RS256: RSASSA-PKCS1-v1_5 with SHA-256, RFC 7518
/// section 3.3), and publishes at its `jwks_uri` as a JWK set. The servers of a process share one
/// 2048-bit key made when the first of them signs, unless ``SandboxOIDCSettings/signingKey`` pins one
/// (`orchestrate-sandbox --signing-key FILE`).
public struct SandboxSigningKey: Sendable {
    private let privateKey: _RSA.Signing.PrivateKey
    /// The key id: the RFC 7638 thumbprint of the public key (base64url SHA-256 of its canonical JWK),
    /// the same for the same key on every run.
    public let keyID: String
    /// The public key as a JWK (RFC 7517): `kty`, `n`, `e`, `kid`, `alg` and `use`.
    public let publicJWK: JSON

    /// The key the process's servers share when none is pinned: made once, on first use; `nil` when the
    /// platform's key generation failed.
    static let processKey: SandboxSigningKey? = try? generate()

    /// A new 2048-bit key.
    /// - Throws: When the platform's RSA key generation fails.
    public static func generate() throws -> SandboxSigningKey {
        try SandboxSigningKey(try _RSA.Signing.PrivateKey(keySize: .bits2048))
    }

    /// Reads a PEM private key (`BEGIN RSA PRIVATE KEY` or `BEGIN PRIVATE KEY`) of 2048 bits or more.
    /// - Throws: ``SandboxSigningKeyError`` when the text is not such a key; the error never repeats the text.
    public init(pemRepresentation: String) throws {
        let key: _RSA.Signing.PrivateKey
        do {
            key = try _RSA.Signing.PrivateKey(pemRepresentation: pemRepresentation)
        } catch {
            throw SandboxSigningKeyError.notAnRSAPrivateKey
        }
        try self.init(key)
    }

    /// Reads the PEM private key in the file at `url` (see ``init(pemRepresentation:)``).
    /// - Throws: ``SandboxSigningKeyError`` naming the file when it cannot be read or holds no such key.
    public init(contentsOf url: URL) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SandboxSigningKeyError.unreadable(path: url.path)
        }
        do {
            try self.init(pemRepresentation: text)
        } catch {
            throw SandboxSigningKeyError.notAnRSAPrivateKeyFile(path: url.path)
        }
    }

    private init(_ key: _RSA.Signing.PrivateKey) throws {
        privateKey = key
        let primitives = try key.publicKey.getKeyPrimitives()
        let n = Base64URL.encode(Self.unsignedMinimal(primitives.modulus))
        let e = Base64URL.encode(Self.unsignedMinimal(primitives.publicExponent))
        // RFC 7638 section 3.2: the required members in lexicographic order, no whitespace.
        let canonical = #"{"e":"\#(e)","kty":"RSA","n":"\#(n)"}"#
        keyID = Base64URL.encode(Data(SHA256.hash(data: Data(canonical.utf8))))
        publicJWK = .object(
            JSONObject([
                ("kty", "RSA"), ("use", "sig"), ("alg", "RS256"), ("kid", .string(keyID)),
                ("n", .string(n)), ("e", .string(e)),
            ]))
    }

    /// The JWK set served at `jwks_uri`: `{"keys": [publicJWK]}`.
    public var jwkSet: JSON {
        .object(JSONObject([("keys", .array([publicJWK]))]))
    }

    /// The private key in PKCS#8 PEM, to pin it for a later run (`--signing-key FILE`).
    public var pemRepresentation: String {
        privateKey.pkcs8PEMRepresentation
    }

    /// `claims` as a compact JWT signed with RS256, with this key's `kid` in its header.
    func sign(_ claims: JSON) -> String? {
        let header: JSON = .object(JSONObject([("alg", "RS256"), ("typ", "JWT"), ("kid", .string(keyID))]))
        let signingInput =
            Base64URL.encode(header.serialized(keyOrder: .stored)) + "."
            + Base64URL.encode(claims.serialized(keyOrder: .stored))
        guard let signature = try? privateKey.signature(for: Data(signingInput.utf8), padding: .insecurePKCS1v1_5)
        else {
            return nil
        }
        return signingInput + "." + Base64URL.encode(signature.rawRepresentation)
    }

    /// The claims of `token` when this key signed it (RS256 with this `kid`); `nil` otherwise.
    func verify(_ token: String) -> JSON? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerData = Base64URL.decode(parts[0]),
            let header = try? JSON.parse(headerData),
            header["alg"]?.stringValue == "RS256", header["kid"]?.stringValue == keyID,
            let signature = Base64URL.decode(parts[2]),
            privateKey.publicKey.isValidSignature(
                _RSA.Signing.RSASignature(rawRepresentation: signature),
                for: Data("\(parts[0]).\(parts[1])".utf8), padding: .insecurePKCS1v1_5),
            let payload = Base64URL.decode(parts[1])
        else { return nil }
        return try? JSON.parse(payload)
    }

    /// A big-endian unsigned integer without leading zero bytes (JWA section 6.3.1: `n` and `e` are
    /// base64url of the minimal octets).
    private static func unsignedMinimal(_ bytes: Data) -> Data {
        let trimmed = bytes.drop { $0 == 0 }
        return trimmed.isEmpty ? Data([0]) : Data(trimmed)
    }
}

/// Why a signing key could not be loaded. The messages name the file, never its contents.
public enum SandboxSigningKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read as UTF-8 text.
    case unreadable(path: String)
    /// The text is not a PEM RSA private key of 2048 bits or more.
    case notAnRSAPrivateKey
    /// The file is not a PEM RSA private key of 2048 bits or more.
    case notAnRSAPrivateKeyFile(path: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .unreadable(path): return "Cannot read the signing key file \(path)"
        case .notAnRSAPrivateKey: return "The signing key is not a PEM RSA private key of 2048 bits or more"
        case let .notAnRSAPrivateKeyFile(path):
            return
                "\(path) is not a PEM RSA private key of 2048 bits or more (BEGIN RSA PRIVATE KEY or BEGIN PRIVATE KEY)"
        }
    }
}
