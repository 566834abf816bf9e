import Foundation

/// Asks the app for a profile of the device (`DeviceProfileCallback`): outputs `metadata` (whether to
/// send the device's details), `location` (whether to send its location) and `message`; input 0 the
/// profile as a JSON string, written by `collect(using:)`:
///
/// ```json
/// {"identifier": "…", "metadata": {"platform": "iOS", …}, "location": {"latitude": …, "longitude": …}, "version": "1.0"}
/// ```
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
              parsed.objectValue != nil else { return .none }
        return parsed
    }

    /// Collects the profile with `collector` (a `BasicDeviceProfileCollector` when `nil`) and writes it
    /// into input 0: `identifier`, `metadata` when the server asks for it, `location` when it asks and the
    /// collector has one, and `version` `1.0`.
    public func collect(using collector: (any DeviceProfileCollector)? = nil) async {
        let collector = collector ?? BasicDeviceProfileCollector()
        let collected = await collector.collect(metadata: metadata, location: location)
        var profile: [String: JSON] = [
            "identifier": .string(collected["identifier"]?.stringValue ?? ""),
            "version": "1.0",
        ]
        if metadata, let details = collected["metadata"], !details.isNull { profile["metadata"] = details }
        if location, let place = collected["location"], !place.isNull { profile["location"] = place }
        setInput(.string(JSON.object(profile).description), at: 0)
    }
}
