import Foundation
import Orchestrate
import Testing

/// An encryptor for tests: the bytes XOR `key`, after a marker and the key, so that what is kept at rest is
/// not the value and another key's bytes fail to decrypt.
struct SealingEncryptor: Encryptor {
    static let marker = Data("sealed:".utf8)
    let key: UInt8

    func encrypt(data: Data) async throws -> Data {
        Self.marker + Data([key]) + Data(data.map { $0 ^ key })
    }

    func decrypt(data: Data) async throws -> Data {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.marker), bytes.count > Self.marker.count, bytes[Self.marker.count] == key
        else { throw EncryptorError.failedToDecrypt }
        return Data(bytes.dropFirst(Self.marker.count + 1).map { $0 ^ key })
    }
}

/// `KeychainStorage`, the Ping SDK's Keychain storage, `NoEncryptor` and `SecuredKeyEncryptor`, and the Ping
/// spelling of `MemoryStorage`, run through the in-memory stand-in of the SecItem layer.
@Suite struct KeychainStorageTests {
    struct Profile: Codable, Equatable {
        let name: String
        let seen: Date
    }

    static let item = KeychainItem(service: KeychainStoreOptions.defaultService, account: "token")

    /// The stored item's value, base64-decoded: the bytes the encryptor made.
    static func bytesAtRest(_ keychain: InMemoryKeychain) throws -> Data {
        let stored = try #require(keychain.items[item]?.data)
        let envelope = try #require(try JSON.parse(stored).objectValue)
        #expect(envelope["version"]?.intValue == 1)
        let text = try #require(envelope["value"]?.stringValue)
        return try #require(Data(base64Encoded: text))
    }

    @Test func pingsSampleCallsRoundTrip() async throws {
        let keychain = InMemoryKeychain()
        let keychainStorage = KeychainStorage<String>(
            account: "token", encryptor: SecuredKeyEncryptor() ?? NoEncryptor(), keychain: keychain)
        try await keychainStorage.save(item: "Jey")
        let storedValue = try await keychainStorage.get()
        #expect(storedValue == "Jey")
        #if os(Linux)
        #expect(SecuredKeyEncryptor() == nil, "no Secure Enclave key on Linux")
        #expect(keychainStorage.encryptor is NoEncryptor)
        #endif

        let memoryStorage1 = MemoryStorage<String>()
        await memoryStorage1.save(item: "Andy") // Ping writes `try await`: it compiles, with a warning
        #expect(await memoryStorage1.get() == "Andy")
    }

    @Test func withoutAnEncryptorTheItemIsKeychainStores() async throws {
        let keychain = InMemoryKeychain()
        let storage = KeychainStorage<String>(account: "token", keychain: keychain)
        try await storage.save(item: "Jey")
        #expect(Array(keychain.items.keys) == [Self.item])
        #expect(keychain.items[Self.item]?.accessibility == .afterFirstUnlockThisDeviceOnly)
        #expect(try await KeychainStore<String>(account: "token", keychain: keychain).get() == "Jey")
        try await KeychainStore<String>(account: "token", keychain: keychain).save(item: "Andy")
        #expect(try await storage.get() == "Andy", "the two read each other's value")
    }

    @Test func theEncryptorTransformsTheBytesAtRestAndTheyRoundTrip() async throws {
        let keychain = InMemoryKeychain()
        let options = KeychainStoreOptions(accessibility: .whenUnlockedThisDeviceOnly)
        let storage = KeychainStorage<Profile>(
            account: "token", encryptor: SealingEncryptor(key: 0x5A), options: options, keychain: keychain)
        let profile = Profile(name: "Jey Secret", seen: Date(timeIntervalSince1970: 1_700_000_000))
        try await storage.save(item: profile)

        let raw = try #require(keychain.items[Self.item])
        #expect(raw.accessibility == .whenUnlockedThisDeviceOnly, "the options' protection")
        #expect(!String(decoding: raw.data, as: UTF8.self).contains("Jey"), "the value is not kept as it is")
        let atRest = try Self.bytesAtRest(keychain)
        #expect(atRest.starts(with: SealingEncryptor.marker))
        let opened = try await SealingEncryptor(key: 0x5A).decrypt(data: atRest)
        #expect(String(decoding: opened, as: UTF8.self) == #"{"name":"Jey Secret","seen":1700000000}"#)

        #expect(try await storage.get() == profile)
        let again = KeychainStorage<Profile>(
            account: "token", encryptor: SealingEncryptor(key: 0x5A), options: options, keychain: keychain)
        #expect(try await again.get() == profile, "another storage with the encryptor reads it")
        #expect(
            try await KeychainStore<Profile>(account: "token", options: options, keychain: keychain).get() == nil,
            "a store without the encryptor cannot read it")
    }

    @Test func aValueTheEncryptorCannotDecryptIsAnErrorAndKept() async throws {
        let keychain = InMemoryKeychain()
        try await KeychainStorage<String>(account: "token", encryptor: SealingEncryptor(key: 1), keychain: keychain)
            .save(item: "Jey")
        let other = KeychainStorage<String>(account: "token", encryptor: SealingEncryptor(key: 2), keychain: keychain)
        await #expect(throws: EncryptorError.failedToDecrypt) { try await other.get() }
        #expect(keychain.items[Self.item] != nil, "the item is kept: its key may come back")

        try await other.delete()
        #expect(try await other.get() == nil)
    }

    @Test func bytesThatDecryptButDoNotDecodeAreAbsentAndDeleted() async throws {
        let keychain = InMemoryKeychain()
        let encryptor = SealingEncryptor(key: 7)
        try await KeychainStorage<String>(account: "token", encryptor: encryptor, keychain: keychain)
            .save(item: "Jey")
        let numbers = KeychainStorage<Int>(account: "token", encryptor: encryptor, keychain: keychain)
        #expect(try await numbers.get() == nil)
        #expect(keychain.items.isEmpty, "as KeychainStore does with an item that does not decode")
    }

    @Test func deletingNothingSucceeds() async throws {
        let keychain = InMemoryKeychain()
        let storage = KeychainStorage<String>(account: "token", encryptor: SealingEncryptor(key: 3), keychain: keychain)
        try await storage.delete()
        try await storage.save(item: "Jey")
        try await storage.delete()
        #expect(keychain.items.isEmpty)
        #expect(try await storage.get() == nil)
        try await storage.delete()
    }

    @Test func aKeychainCallThatFailsIsAnError() async throws {
        let failing = FailingKeychain(base: InMemoryKeychain(), status: -25308)
        for encryptor in [NoEncryptor(), SealingEncryptor(key: 4)] as [any Encryptor] {
            let storage = KeychainStorage<String>(account: "token", encryptor: encryptor, keychain: failing)
            await #expect(throws: KeychainError.self) { try await storage.save(item: "Jey") }
            await #expect(throws: KeychainError.self) { try await storage.get() }
            await #expect(throws: KeychainError.self) { try await storage.delete() }
        }
    }

    @Test func aCacheableStorageAnswersFromMemory() async throws {
        let keychain = InMemoryKeychain()
        let cached = KeychainStorage<String>(
            account: "token", encryptor: SealingEncryptor(key: 5), cacheable: true, keychain: keychain)
        let plain = KeychainStorage<String>(account: "token", encryptor: SealingEncryptor(key: 5), keychain: keychain)
        try await cached.save(item: "Jey")
        keychain.delete(Self.item)
        #expect(try await cached.get() == "Jey", "kept in memory")
        #expect(try await plain.get() == nil)

        try await plain.save(item: "Andy")
        #expect(try await cached.get() == "Jey", "another storage's change is not seen")
        try await cached.delete()
        #expect(try await cached.get() == nil)
        try await plain.save(item: "Andy")
        #expect(try await cached.get() == "Andy", "read again after a delete, then cached")
        keychain.delete(Self.item)
        #expect(try await cached.get() == "Andy")
    }

    @Test func aKeychainStorageOfTokensIsATokenStore() async throws {
        let keychain = InMemoryKeychain()
        let tokens = OidcTokens(
            accessToken: "access", refreshToken: "refresh", idToken: "a.b.c", scope: "openid",
            expiresAt: Date(timeIntervalSince1970: 2_000_000_000))
        let store: any TokenStore = KeychainStorage<Token>(
            account: "user_a_tokens", encryptor: SealingEncryptor(key: 6), keychain: keychain)
        try await store.save(tokens)
        #expect(try await store.load() == tokens)
        #expect(try await store.scoped(to: "client https://example.com").load() == tokens, "its own account")
        try await store.clear()
        #expect(try await store.load() == nil)
        #expect(keychain.items.isEmpty)
    }

    @Test func noEncryptorKeepsTheBytes() async throws {
        let data = Data("Jey".utf8)
        #expect(try await NoEncryptor().encrypt(data: data) == data)
        #expect(try await NoEncryptor().decrypt(data: data) == data)
        #expect(EncryptorError.failedToDecrypt.description == "the data could not be decrypted")
    }
}
