// With SystemKeychain.swift, the code that calls Security: Apple platforms only, type-checked for iOS and macOS
// by the Apple check (the Apple platforms article). On Linux the encryptor is never made (`init?` is nil).
import Foundation

#if canImport(Security) && !os(Linux)
import Security
#endif

/// The encryptor of the Ping SDK's `SecuredKeyEncryptor() ?? NoEncryptor()`: it seals the bytes with a P-256
/// key kept in the Secure Enclave, so what the Keychain item holds cannot be read off the device, even from a
/// backup or by a process that can read the item.
///
/// ```swift
/// let storage = KeychainStorage<String>(account: "token", encryptor: SecuredKeyEncryptor() ?? NoEncryptor())
/// ```
///
/// The key is made the first time (then found again by its `applicationTag`): in the Secure Enclave where the
/// device has one; where it has none (the Simulator, an older Mac) a key kept in the Keychain only, readable
/// after first unlock, on this device only. The bytes are sealed with `SecKeyCreateEncryptedData` and
/// `.eciesEncryptionCofactorVariableIVX963SHA256AESGCM` (ECIES with AES-GCM, so damaged or foreign bytes fail to
/// decrypt rather than give other bytes). `init?` is `nil` where no such key can be made: always on Linux, and
/// on macOS in a process without a keychain entitlement (keys are kept in the data protection keychain).
///
/// A decryption that fails throws `EncryptorError.failedToDecrypt`; if the key is removed, the values sealed
/// with it cannot be read again (delete them and save anew).
public struct SecuredKeyEncryptor: Encryptor {
    /// The tag the key is kept under unless another is given.
    public static let defaultApplicationTag = "org.orchestrate.securedKey"

    /// The key's `kSecAttrApplicationTag`.
    public let applicationTag: String

    #if canImport(Security) && !os(Linux)
    /// The private key; its public key seals.
    private let key: SecuredKey
    #endif

    /// The encryptor over the key tagged `applicationTag`, made now if there is none; `nil` where no such key can
    /// be made (always on Linux).
    public init?(applicationTag: String = SecuredKeyEncryptor.defaultApplicationTag) {
        #if canImport(Security) && !os(Linux)
        guard let key = SecuredKey(applicationTag: applicationTag) else { return nil }
        self.applicationTag = applicationTag
        self.key = key
        #else
        return nil
        #endif
    }

    /// `data` sealed with the key's public key.
    public func encrypt(data: Data) async throws -> Data {
        #if canImport(Security) && !os(Linux)
        guard let sealed = key.encrypt(data) else { throw EncryptorError.failedToEncrypt }
        return sealed
        #else
        throw EncryptorError.failedToEncrypt
        #endif
    }

    /// The bytes `encrypt(data:)` sealed, opened with the private key; `EncryptorError.failedToDecrypt` when
    /// they cannot be (another key sealed them, they are damaged, the key cannot be used now).
    public func decrypt(data: Data) async throws -> Data {
        #if canImport(Security) && !os(Linux)
        guard let opened = key.decrypt(data) else { throw EncryptorError.failedToDecrypt }
        return opened
        #else
        throw EncryptorError.failedToDecrypt
        #endif
    }
}

#if canImport(Security) && !os(Linux)
/// A P-256 private key in the Secure Enclave (or, where there is none, in the Keychain), found by its tag.
// unchecked: its only state is two `let` key references, never changed after init; SecKey objects are immutable
// and the Security framework's key operations may be called from any thread.
private final class SecuredKey: @unchecked Sendable {
    private let privateKey: SecKey
    private let publicKey: SecKey

    /// Held while a key is found or made.
    private static let making = Locked(())

    /// The algorithm the bytes are sealed with.
    private static var algorithm: SecKeyAlgorithm { .eciesEncryptionCofactorVariableIVX963SHA256AESGCM }

    /// The key tagged `applicationTag`, made if there is none; `nil` when it can be neither found nor made.
    init?(applicationTag: String) {
        let tag = Data(applicationTag.utf8)
        // One at a time, so that two encryptors made at once never make two keys under one tag.
        let found = SecuredKey.making.withLock { _ -> SecKey? in
            switch SecuredKey.find(tag: tag) {
            case .found(let key): key
            // Only a key that is not there is made: a lookup that failed (a locked device) may hide one, and a
            // second key under the tag would not open what the first sealed.
            case .missing:
                SecuredKey.make(tag: tag, secureEnclave: true) ?? SecuredKey.make(tag: tag, secureEnclave: false)
            case .failed: nil
            }
        }
        guard let privateKey = found,
            let publicKey = SecKeyCopyPublicKey(privateKey),
            SecKeyIsAlgorithmSupported(publicKey, .encrypt, SecuredKey.algorithm),
            SecKeyIsAlgorithmSupported(privateKey, .decrypt, SecuredKey.algorithm)
        else { return nil }
        self.privateKey = privateKey
        self.publicKey = publicKey
    }

    /// `data` sealed, or `nil`.
    func encrypt(_ data: Data) -> Data? {
        var error: Unmanaged<CFError>?
        guard let sealed = SecKeyCreateEncryptedData(publicKey, SecuredKey.algorithm, data as CFData, &error) else {
            _ = error?.takeRetainedValue()
            return nil
        }
        return sealed as Data
    }

    /// `data` opened, or `nil`.
    func decrypt(_ data: Data) -> Data? {
        var error: Unmanaged<CFError>?
        guard let opened = SecKeyCreateDecryptedData(privateKey, SecuredKey.algorithm, data as CFData, &error) else {
            _ = error?.takeRetainedValue()
            return nil
        }
        return opened as Data
    }

    /// What looking up a key found.
    private enum Lookup {
        case found(SecKey)
        case missing
        case failed
    }

    /// The private key tagged `tag`: found, not there (`errSecItemNotFound`), or a lookup that failed.
    private static func find(tag: Data) -> Lookup {
        var query: [String: Any] = [
            kSecClass as String: kSecClassKey,
            kSecAttrApplicationTag as String: tag,
            kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom,
            kSecAttrKeyClass as String: kSecAttrKeyClassPrivate,
            kSecReturnRef as String: true,
        ]
        #if os(macOS)
        query[kSecUseDataProtectionKeychain as String] = true
        #endif
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return .missing }
        guard status == errSecSuccess, let result, CFGetTypeID(result) == SecKeyGetTypeID() else { return .failed }
        // The type ID was checked above: the reference is a SecKey.
        return .found(unsafeDowncast(result, to: SecKey.self))
    }

    /// A new private key tagged `tag`, kept in the Secure Enclave or in the Keychain, usable after first unlock
    /// on this device only; `nil` when it cannot be made.
    private static func make(tag: Data, secureEnclave: Bool) -> SecKey? {
        let accessible = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        var privateAttributes: [String: Any] = [
            kSecAttrIsPermanent as String: true,
            kSecAttrApplicationTag as String: tag,
        ]
        var attributes: [String: Any] = [
            kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom,
            kSecAttrKeySizeInBits as String: 256,
        ]
        if secureEnclave {
            guard let access = SecAccessControlCreateWithFlags(nil, accessible, .privateKeyUsage, nil) else {
                return nil
            }
            privateAttributes[kSecAttrAccessControl as String] = access
            attributes[kSecAttrTokenID as String] = kSecAttrTokenIDSecureEnclave
        } else {
            privateAttributes[kSecAttrAccessible as String] = accessible
        }
        attributes[kSecPrivateKeyAttrs as String] = privateAttributes
        #if os(macOS)
        attributes[kSecUseDataProtectionKeychain as String] = true
        #endif
        var error: Unmanaged<CFError>?
        guard let key = SecKeyCreateRandomKey(attributes as CFDictionary, &error) else {
            _ = error?.takeRetainedValue()
            return nil
        }
        return key
    }
}
#endif
