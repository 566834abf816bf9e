import Foundation
import Orchestrate
import Testing

/// What a device profile tells the server about the device (issue 39): one identifier per installation,
/// kept in the Keychain, and no host name (on a Mac, typically the owner's name).
@Suite struct DeviceIdentityTests {
    static func store(_ keychain: any KeychainAccess) -> KeychainStore<String> {
        KeychainStore(account: DefaultDeviceIdentifier.account, keychain: keychain)
    }

    @Test func theIdentifierIsTheSameOnEveryLaunch() async throws {
        let keychain = InMemoryKeychain()
        let first = try await DefaultDeviceIdentifier(store: Self.store(keychain)).id
        #expect(UUID(uuidString: first) != nil)
        let relaunched = try await DefaultDeviceIdentifier(store: Self.store(keychain)).id
        #expect(relaunched == first, "a new process reads the kept identifier")
        let item = KeychainItem(service: KeychainStoreOptions.defaultService, account: "device identifier")
        #expect(keychain.items[item]?.accessibility == .afterFirstUnlockThisDeviceOnly)
        #expect(try await DefaultDeviceIdentifier(store: Self.store(InMemoryKeychain())).id != first, "another device")
    }

    @Test func concurrentFirstCallsMakeOneIdentifier() async throws {
        let keychain = InMemoryKeychain()
        let identifier = DefaultDeviceIdentifier(store: Self.store(keychain))
        let ids = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 { group.addTask { try await identifier.id } }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(ids.count == 1)
        #expect(try await DefaultDeviceIdentifier(store: Self.store(keychain)).id == ids.first)
    }

    @Test func theProfileSendsTheInstallationsIdentifierAndNoHostName() async throws {
        let keychain = InMemoryKeychain()
        let installation = DefaultDeviceIdentifier(store: Self.store(keychain))
        let profile = await BasicDeviceProfileCollector(deviceIdentifier: installation).collect()
        #expect(profile["identifier"]?.stringValue == (try await installation.id))
        let platform = try #require(profile[path: "metadata", "platform"])
        #expect(platform["deviceName"] == platform["device"], "the kind of device, not a name")
        let host = ProcessInfo.processInfo.hostName
        if host != platform["device"]?.stringValue {
            #expect(platform["deviceName"]?.stringValue != host)
        }
        let given = await BasicDeviceProfileCollector(identifier: "mine", deviceIdentifier: installation).collect()
        #expect(given["identifier"] == "mine", "an identifier the app gives wins")
    }

    /// A locked Keychain: the profile still goes, with the process's identifier, and nothing is stored.
    @Test func aKeychainThatFailsSendsTheProcessIdentifier() async throws {
        let keychain = InMemoryKeychain()
        let locked = DefaultDeviceIdentifier(store: Self.store(FailingKeychain(base: keychain, status: -25308)))
        await #expect(throws: KeychainError.self) { try await locked.id }
        let profile = await BasicDeviceProfileCollector(deviceIdentifier: locked).collect(
            metadata: false, location: false)
        #expect(profile["identifier"]?.stringValue == BasicDeviceProfileCollector.processIdentifier)
        #expect(keychain.items.isEmpty)
    }
}
