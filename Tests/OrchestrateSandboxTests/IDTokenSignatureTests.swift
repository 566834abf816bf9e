import Foundation
import OrchestrateSandbox
import Testing
import _CryptoExtras

#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

/// ID tokens are RS256 JWTs that verify with the key the issuer publishes at `jwks_uri`, checked here
/// with swift-crypto's RSA, not with the sandbox's own code (issue 19, point 2).
@Suite("RS256 ID tokens and the JWK set")
struct IDTokenSignatureTests {
    /// The members OpenID Connect Discovery 1.0 section 3 marks REQUIRED.
    static let required = [
        "issuer", "authorization_endpoint", "token_endpoint", "jwks_uri", "response_types_supported",
        "subject_types_supported", "id_token_signing_alg_values_supported",
    ]

    static func base64URL(_ text: some StringProtocol) -> Data? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard)
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `token` verifies with `jwk`: RS256, the JWK's `kid` in the header, the signature over the first two parts.
    static func verifies(_ token: String, with jwk: JSON) throws -> Bool {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        try #require(parts.count == 3)
        let headerData = try #require(base64URL(parts[0]))
        let header = try JSON.parse(headerData)
        guard header["alg"] == "RS256", header["kid"] == jwk["kid"] else { return false }
        let n = try #require(jwk["n"]?.stringValue.flatMap(base64URL))
        let e = try #require(jwk["e"]?.stringValue.flatMap(base64URL))
        let signature = try #require(base64URL(parts[2]))
        let key = try _RSA.Signing.PublicKey(n: n, e: e)
        return key.isValidSignature(
            _RSA.Signing.RSASignature(rawRepresentation: signature),
            for: Data("\(parts[0]).\(parts[1])".utf8), padding: .insecurePKCS1v1_5)
    }

    /// The JSON answer to `GET url`.
    static func json(_ client: OIDCTestClient, _ url: URL?) async throws -> JSON {
        let url = try #require(url)
        let response = try await client.http.get(url)
        #expect(response.status == 200, "GET \(url.absoluteString) answered \(response.status)")
        return try #require(response.json)
    }

    /// The discovery document at `url` and the JWK set at its `jwks_uri`.
    static func documentAndKeys(_ client: OIDCTestClient, _ url: URL?) async throws -> (JSON, JSON) {
        let document = try await json(client, url)
        let keys = try await json(client, document["jwks_uri"]?.stringValue.flatMap(URL.init(string:)))
        return (document, keys)
    }

    /// The ID token of a demo sign-in through `client`.
    static func idToken(_ client: OIDCTestClient) async throws -> String {
        let code = try await client.signIn().code
        let tokens = try #require(try await client.exchange(code).json)
        return try #require(tokens["id_token"]?.stringValue)
    }

    @Test("discovery has every REQUIRED member for DaVinci and for an AM realm, offering RS256 and a jwks_uri")
    func discoveryRequiredMembers() async throws {
        try await withOIDCSandbox { client in
            for url in [
                await client.server.discoveryURL(), await client.server.amDiscoveryURL(),
                await client.server.amDiscoveryURL(realm: "root"),
            ] {
                let (document, jwks) = try await Self.documentAndKeys(client, url)
                for name in Self.required + ["userinfo_endpoint"] {
                    #expect(document[name].map { $0 != .null } == true, "\(name) in \(url?.absoluteString ?? "")")
                }
                #expect(document["id_token_signing_alg_values_supported"] == ["RS256"])
                #expect(document["subject_types_supported"] == ["public"])
                let key = try #require(jwks["keys"]?[0])
                #expect(key["kty"] == "RSA" && key["alg"] == "RS256" && key["use"] == "sig")
                #expect(
                    key["d"].map { _ in true } != true && key["p"].map { _ in true } != true,
                    "only the public key is published")
                let modulus = try #require(key["n"]?.stringValue.flatMap(Self.base64URL))
                #expect(modulus.count == 256 && modulus.first != 0, "2048 bits, no leading zero byte")
                #expect(key["e"] == "AQAB")
            }
        }
    }

    @Test("every AM discovery document is served at its issuer's path only (Discovery 1.0 §4.3: the issuer must match)")
    func amDiscoveryAtTheIssuerPathOnly() async throws {
        try await withOIDCSandbox { client in
            for realm in ["root", "alpha"] {
                let url = try #require(await client.server.amDiscoveryURL(realm: realm))
                let document = try await Self.json(client, url)
                let issuer = try #require(document["issuer"]?.stringValue)
                #expect(url.absoluteString == issuer + "/.well-known/openid-configuration")
            }
            let base = try #require(await client.server.amBaseURL()).absoluteString
            for path in [
                "/oauth2/realms/root/realms/root/.well-known/openid-configuration",
                "/oauth2/realms/alpha/.well-known/openid-configuration",
            ] {
                let response = try await client.http.get(try #require(URL(string: base + path)))
                #expect(response.status == 404, "\(path) answered \(response.status)")
            }
        }
    }

    @Test(
        "the ID token verifies with the JWK set's key, its kid is the RFC 7638 thumbprint, and a changed token does not"
    )
    func signatureVerifies() async throws {
        try await withOIDCSandbox { client in
            let idToken = try await Self.idToken(client)
            let (document, jwks) = try await Self.documentAndKeys(client, await client.server.discoveryURL())
            let jwk = try #require(jwks["keys"]?[0])
            #expect(try Self.verifies(idToken, with: jwk))

            let canonical =
                #"{"e":"\#(jwk["e"]?.stringValue ?? "")","kty":"RSA","n":"\#(jwk["n"]?.stringValue ?? "")"}"#
            #expect(jwk["kid"] == .string(Self.base64URL(Data(SHA256.hash(data: Data(canonical.utf8))))))

            let parts = idToken.split(separator: ".")
            let payload = try #require(Self.base64URL(parts[1]))
            let claims = try JSON.parse(payload)
            #expect(claims["iss"] == document["issuer"])
            #expect(claims["aud"] == "orchestrate-demo")
            #expect(claims["nonce"] == "nonce-1")
            let text = claims.serializedText(keyOrder: .stored)
            let forged = Self.base64URL(Data(text.replacingOccurrences(of: "alice", with: "mallory").utf8))
            #expect(try !Self.verifies("\(parts[0]).\(forged).\(parts[2])", with: jwk))

            // The AM issuers of the same server publish the same key.
            let (_, amKeys) = try await Self.documentAndKeys(client, await client.server.amDiscoveryURL())
            #expect(amKeys["keys"]?[0]?["kid"] == jwk["kid"])
        }
    }

    @Test("a pinned key gives the same kid on every server, and survives its own PEM")
    func pinnedKey() async throws {
        let key = try SandboxSigningKey.generate()
        let reloaded = try SandboxSigningKey(pemRepresentation: key.pemRepresentation)
        #expect(reloaded.keyID == key.keyID)
        #expect(reloaded.publicJWK == key.publicJWK)
        var kids: [JSON?] = []
        for _ in 0..<2 {
            try await withOIDCSandbox(SandboxOIDCSettings(signingKey: reloaded)) { client in
                let (_, jwks) = try await Self.documentAndKeys(client, await client.server.discoveryURL())
                kids.append(jwks["keys"]?[0]?["kid"])
                let idToken = try await Self.idToken(client)
                #expect(try Self.verifies(idToken, with: key.publicJWK))
            }
        }
        #expect(kids == [.string(key.keyID), .string(key.keyID)])
    }

    @Test("a file that is not an RSA private key is refused, naming the file and never its contents")
    func badKeyFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandbox-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("key.pem")
        try Data("-----BEGIN PRIVATE KEY-----\nc2VjcmV0LXRleHQ=\n-----END PRIVATE KEY-----\n".utf8).write(to: file)
        #expect(throws: SandboxSigningKeyError.notAnRSAPrivateKeyFile(path: file.path)) {
            try SandboxSigningKey(contentsOf: file)
        }
        let message = SandboxSigningKeyError.notAnRSAPrivateKeyFile(path: file.path).description
        #expect(message.contains(file.path) && !message.contains("c2VjcmV0"))
        #expect(throws: SandboxSigningKeyError.unreadable(path: directory.appendingPathComponent("none.pem").path)) {
            try SandboxSigningKey(contentsOf: directory.appendingPathComponent("none.pem"))
        }
    }
}
