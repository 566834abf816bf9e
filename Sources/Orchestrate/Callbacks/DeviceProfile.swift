import Foundation

/// A device profile collected outside a journey (to show it, or send it by other means): the JSON a
/// `DeviceProfileCallback` sends when its `collect { config in … }` is given the same configuration.
///
/// The Ping SDK's `DeviceProfileCollector(config:)` with one word changed (`DeviceProfileCollector` is
/// Orchestrate's protocol of a whole-profile collector):
///
/// ```swift
/// let config = DeviceProfileConfig()
/// config.metadata = true
/// config.location = true
/// let profile = await DeviceProfile(config: config).collect()   // was: DeviceProfileCollector(config: config)
/// let text = profile.description                                   // {"identifier":"…","metadata":{…},"version":"1.0"}
/// ```
///
/// `collect()` returns the profile itself, never `nil`, and does not throw: where Ping writes
/// `guard let profile = try await collector.collect() else { … }`, write `let profile = await …collect()`.
public struct DeviceProfile {
    /// What is collected, and by which collectors.
    public let config: DeviceProfileConfig

    /// A profile collected as `config` says.
    public init(config: DeviceProfileConfig) {
        self.config = config
    }

    /// The profile: `identifier` (the one `config.identifier` gives, else `config.deviceIdentifier`'s, else, when
    /// that fails, `BasicDeviceProfileCollector.processIdentifier`), `version` `1.0`, `metadata` when
    /// `config.metadata` (each of `config.collectors` under its key; one that throws is left out and logged to
    /// `config.logger`), and `location` when `config.location` and `config.collector` gives one. When
    /// `config.collector` is set, it collects the identifier, metadata and location instead.
    public func collect() async -> JSON {
        if let collector = config.collector {
            let collected = await collector.collect(metadata: config.metadata, location: config.location)
            return Self.profile(of: collected, metadata: config.metadata, location: config.location)
        }
        var parts = JSONObject()
        // Nothing is gathered (or asked permission for) that was not asked for.
        for collector in config.collectors where config.metadata {
            do {
                if let part = try await collector.collectJSON() { parts[collector.key] = part }
            } catch {
                // The error's type only: a collector's message may hold what it read from the device.
                config.logger.log(
                    .warning,
                    message:
                        "device profile: part \(public: collector.key) left out, its collector threw \(public: String(describing: Swift.type(of: error)))"
                )
            }
        }
        let identifier = await BasicDeviceProfileCollector(
            identifier: config.identifier, deviceIdentifier: config.deviceIdentifier
        ).resolvedIdentifier()
        let collected: JSON = ["identifier": .string(identifier), "metadata": .object(parts)]
        return Self.profile(of: collected, metadata: config.metadata, location: config.location)
    }

    /// The profile sent for what was `collected`: its identifier, `version` `1.0`, and the parts asked for.
    static func profile(of collected: JSON, metadata: Bool, location: Bool) -> JSON {
        var profile: [String: JSON] = [
            "identifier": .string(collected["identifier"]?.stringValue ?? ""),
            "version": "1.0",
        ]
        if metadata, let details = collected["metadata"], !details.isNull { profile["metadata"] = details }
        if location, let place = collected["location"], !place.isNull { profile["location"] = place }
        return .object(profile)
    }
}

/// The errors of the Ping SDK's device profile, under its names, for app code that throws them (as Ping's
/// sample does around `collect()` and `JSONSerialization`). Orchestrate never throws them: `DeviceProfile`'s
/// `collect()` always gives a profile, and the profile is `JSON`, always serializable.
public enum DeviceProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No profile could be collected.
    case collectionFailed
    /// The profile could not be turned into JSON.
    case serializationFailed

    /// What failed, in English.
    public var description: String {
        switch self {
        case .collectionFailed: "the device profile could not be collected"
        case .serializationFailed: "the device profile could not be serialized"
        }
    }
}
