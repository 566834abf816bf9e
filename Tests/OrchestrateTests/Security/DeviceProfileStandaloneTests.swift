import Foundation
import Orchestrate
import Testing

/// `DeviceProfile(config:)`, the Ping SDK's `DeviceProfileCollector(config:)` outside a journey, and
/// `DefaultDeviceIdentifier()`.
@Suite struct DeviceProfileStandaloneTests {
    /// A callback asking for the metadata and the location, as AM sends it.
    static func callback(metadata: Bool, location: Bool) -> DeviceProfileCallback {
        DeviceProfileCallback(with: [
            "output": [
                ["name": "metadata", "value": .bool(metadata)], ["name": "location", "value": .bool(location)],
            ],
            "input": [["name": "IDToken1", "value": ""]],
        ])
    }

    /// The Ping sample's calls, from a main-actor view model, with the one word changed.
    @MainActor @Test func pingsSampleCallsCompileOnTheMainActor() async throws {
        let config = DeviceProfileConfig()
        config.metadata = true
        config.location = true
        // As Ping's sample sets them (DeviceInfoViewModel.swift), from the main actor.
        config.collectors {
            [PlatformCollector(), HardwareCollector(), BrowserCollector(), NetworkCollector()]
        }
        let collector = DeviceProfile(config: config) // was: DeviceProfileCollector(config: config)
        let deviceProfile = await collector.collect()
        let jsonData = try JSONEncoder().encode(deviceProfile)
        guard let profileDict = try JSONSerialization.jsonObject(with: jsonData) as? [String: Any] else {
            throw DeviceProfileError.serializationFailed
        }
        #expect(Set(profileDict.keys) == ["identifier", "metadata", "version"], "no location provider here")
        #expect(deviceProfile["version"] == "1.0")
        #expect(deviceProfile["identifier"]?.stringValue == (try await DefaultDeviceIdentifier.shared.id))
        let parts = deviceProfile["metadata"]?.objectValue?.keys.sorted()
        #expect(parts == ["browser", "hardware", "network", "platform"])

        let id = try? await DefaultDeviceIdentifier().id
        #expect(id == deviceProfile["identifier"]?.stringValue, "the installation's identifier")
    }

    @Test func theProfileIsTheOneTheCallbackSendsWithTheSameConfiguration() async throws {
        let logger = CapturingLogger()
        func configure(_ config: DeviceProfileConfig) {
            config.identifier = "device-1"
            config.logger = logger
            config.collectors {
                [
                    PlatformCollector(), DeviceProfilePingFormTests.AppCollector(key: "app"),
                    DeviceProfilePingFormTests.FailingCollector(),
                ]
            }
        }
        for (metadata, location) in [(true, true), (true, false), (false, false)] {
            let callback = Self.callback(metadata: metadata, location: location)
            let sent = try await callback.collect(configure).get()
            let config = DeviceProfileConfig(metadata: metadata, location: location)
            configure(config)
            let profile = await DeviceProfile(config: config).collect()
            #expect(profile == sent)
            #expect(callback.profile == profile)
        }
        let config = DeviceProfileConfig(metadata: true)
        configure(config)
        let profile = await DeviceProfile(config: config).collect()
        #expect(profile["metadata"]?["app"] == ["build": "1234", "beta": true])
        let parts = try #require(profile["metadata"]?.objectValue)
        #expect(Set(parts.keys) == ["platform", "app"])
        #expect(
            logger.all.last == "warning: device profile: part failing left out, its collector threw CancellationError")
    }

    @Test func aWholeProfileCollectorGivesTheLocationWhenAskedFor() async throws {
        let collector = BasicDeviceProfileCollector(
            identifier: "mine", location: { ["latitude": 48.85, "longitude": 2.35] })
        for location in [true, false] {
            let config = DeviceProfileConfig(metadata: false, location: location)
            config.collector = collector
            let profile = await DeviceProfile(config: config).collect()
            let callback = Self.callback(metadata: false, location: location)
            #expect(profile == (try await callback.collect { $0.collector = collector }.get()))
            #expect(profile["identifier"] == "mine" && profile["metadata"] == nil)
            let place: JSON? = location ? ["latitude": 48.85, "longitude": 2.35] : nil
            #expect(profile["location"] == place)
        }
    }

    @Test func theIdentifierComesFromTheConfigurationsDeviceIdentifier() async throws {
        let keychain = InMemoryKeychain()
        let installation = DefaultDeviceIdentifier(
            store: KeychainStore(account: DefaultDeviceIdentifier.account, keychain: keychain))
        let config = DeviceProfileConfig()
        config.deviceIdentifier = installation
        let profile = await DeviceProfile(config: config).collect()
        #expect(profile == ["identifier": .string(try await installation.id), "version": "1.0"])

        config.deviceIdentifier = DefaultDeviceIdentifier(
            store: KeychainStore(
                account: DefaultDeviceIdentifier.account, keychain: FailingKeychain(base: keychain, status: -25308)))
        let locked = await DeviceProfile(config: config).collect()
        #expect(locked["identifier"]?.stringValue == BasicDeviceProfileCollector.processIdentifier)
    }

    @Test func defaultDeviceIdentifierWithoutArgumentsIsTheSharedOne() async throws {
        let identifier = DefaultDeviceIdentifier()
        let store = await identifier.store
        #expect(store.account == DefaultDeviceIdentifier.account && store.options == KeychainStoreOptions())
        async let first = DefaultDeviceIdentifier().id
        async let second = DefaultDeviceIdentifier.shared.id
        let ids = try await [first, second, identifier.id]
        #expect(Set(ids).count == 1 && !(ids.first ?? "").isEmpty)
    }

    @Test func pingsErrorsAreThere() {
        let errors: [DeviceProfileError] = [.collectionFailed, .serializationFailed]
        #expect(errors.map(\.description).allSatisfy { $0.hasPrefix("the device profile could not be") })
    }
}
