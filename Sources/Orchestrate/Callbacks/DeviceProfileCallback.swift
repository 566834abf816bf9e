import Foundation

/// Asks the app for a profile of the device (`DeviceProfileCallback`): outputs `metadata` (whether to
/// send the device's details), `location` (whether to send its location) and `message`; input 0 the
/// profile as a JSON string, written by `collect(using:)`:
///
/// ```json
/// {"identifier": "…", "metadata": {"platform": {"platform": "iOS", …}, …}, "location": {"latitude": …, "longitude": …}, "version": "1.0"}
/// ```
///
/// The Ping SDK's form, `collect { config in … }`, returns the profile as a `Result` too.
public final class DeviceProfileCallback: InputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// Whether the server asks for the device's details.
    public var metadata: Bool { content.bool("metadata") ?? false }
    /// Whether the server asks for the device's location.
    public var location: Bool { content.bool("location") ?? false }
    /// The text to show while the profile is collected; may be empty.
    public var message: String { content.string("message") ?? "" }

    /// The profile in input 0, parsed; `nil` before `collect(using:)`.
    public var profile: JSON? {
        guard let text = input(at: 0).stringValue, let parsed = try? JSON.parse(text),
            parsed.objectValue != nil
        else { return .none }
        return parsed
    }

    /// Collects the profile with `collector` (a `BasicDeviceProfileCollector` when `nil`) and writes it
    /// into input 0: `identifier`, `metadata` when the server asks for it, `location` when it asks and the
    /// collector has one, and `version` `1.0`.
    public func collect(using collector: (any DeviceProfileCollector)? = nil) async {
        _ = await collectProfile(
            using: collector ?? BasicDeviceProfileCollector(), metadata: metadata, location: location)
    }

    /// The Ping SDK's form: `configure` may change what is collected (`metadata`, `location`) and by which
    /// collectors (`collectors { [ … ] }`, or a `collector` of the whole profile); the profile is written into
    /// input 0 and returned. It does not fail (a collector that throws is left out of the profile), so the
    /// result is always a success.
    public func collect(_ configure: (DeviceProfileConfig) -> Void) async -> Result<JSON, any Error> {
        let config = DeviceProfileConfig(metadata: metadata, location: location)
        configure(config)
        return .success(write(await DeviceProfile(config: config).collect()))
    }

    private func collectProfile(using collector: any DeviceProfileCollector, metadata: Bool, location: Bool) async
        -> JSON
    {
        let collected = await collector.collect(metadata: metadata, location: location)
        return write(DeviceProfile.profile(of: collected, metadata: metadata, location: location))
    }

    /// Writes `profile` into input 0 and returns it.
    private func write(_ profile: JSON) -> JSON {
        setInput(.string(profile.description), at: 0)
        return profile
    }
}

/// What `DeviceProfileCallback.collect { config in … }` collects, under the Ping SDK's name: starts as the
/// server asks, and the block may change it.
public final class DeviceProfileConfig {
    /// Whether to collect the device's details.
    public var metadata: Bool
    /// Whether to collect the device's location (which needs a `collector` with a location provider).
    public var location: Bool
    /// The identifier the profile sends when set; by default (`nil`) `deviceIdentifier`'s.
    public var identifier: String?
    /// Where the identifier comes from when `identifier` is not set: by default the installation's, kept
    /// in the Keychain (`DefaultDeviceIdentifier.shared`), the same on every launch.
    public var deviceIdentifier: any DeviceIdentifier = DefaultDeviceIdentifier.shared
    /// The parts of `metadata`, each under its key; `DefaultDeviceCollector.defaultDeviceCollectors()`
    /// unless set.
    public var collectors: [any DeviceCollector] = DefaultDeviceCollector.defaultDeviceCollectors()
    /// A collector of the whole profile (identifier, metadata and location); when set, `identifier` and
    /// `collectors` are not used.
    public var collector: (any DeviceProfileCollector)?
    /// Where a part whose collector throws is reported (its key and the error's type, never its message).
    public var logger: any OrchestrateLogger = LogManager.warning

    /// A configuration with the default collectors that collects the device's details and location when
    /// told to: neither by default, as in the Ping SDK (the callback starts it as the server asks).
    public init(metadata: Bool = false, location: Bool = false) {
        self.metadata = metadata
        self.location = location
    }

    /// Sets the parts of `metadata` from `make`, in the Ping SDK's form (`config.collectors { [ … ] }`). `make` is
    /// `@Sendable`, so the closure takes no actor's isolation: a configuration set up on the main actor (in a view
    /// model) can still be collected with, as Ping's sample does.
    public func collectors(_ make: @Sendable () -> [any DeviceCollector]) {
        collectors = make()
    }
}
