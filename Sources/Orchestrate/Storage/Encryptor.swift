import Foundation

/// Transforms the bytes a `KeychainStorage` keeps at rest, under the Ping SDK's name: `encrypt(data:)` before
/// they are written, `decrypt(data:)` after they are read.
///
/// `NoEncryptor` keeps them as they are; `SecuredKeyEncryptor` seals them with a P-256 key in the Secure
/// Enclave on Apple platforms. An encryptor of the app's own implements both methods, `decrypt(data:)` undoing
/// `encrypt(data:)`:
///
/// ```swift
/// let storage = KeychainStorage<String>(account: "token", encryptor: SecuredKeyEncryptor() ?? NoEncryptor())
/// ```
public protocol Encryptor: Sendable {
    /// The bytes to keep for `data`.
    func encrypt(data: Data) async throws -> Data
    /// The bytes `encrypt(data:)` was given, from what it returned. Data it cannot decrypt (another key's, a
    /// damaged item) is an error, never other bytes.
    func decrypt(data: Data) async throws -> Data
}

/// The encryptor that keeps the bytes as they are: the default of `KeychainStorage`, whose item is then the one
/// `KeychainStore` keeps (protected by the Keychain and its accessibility, `…ThisDeviceOnly` by default).
public struct NoEncryptor: Encryptor {
    /// The identity encryptor.
    public init() {}

    /// `data` itself.
    public func encrypt(data: Data) async throws -> Data { data }

    /// `data` itself.
    public func decrypt(data: Data) async throws -> Data { data }
}

/// What a failed `Encryptor` call throws, under the Ping SDK's names (the encryptors of the app may throw
/// their own errors).
public enum EncryptorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes could not be encrypted (the key is gone, or the system refused the operation).
    case failedToEncrypt
    /// The bytes could not be decrypted: another key sealed them, they are damaged, or the key cannot be used
    /// now (a locked device).
    case failedToDecrypt

    /// What failed, in English.
    public var description: String {
        switch self {
        case .failedToEncrypt: "the data could not be encrypted"
        case .failedToDecrypt: "the data could not be decrypted"
        }
    }
}
