import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Gathers what a `DeviceProfileCallback` sends. The app implements it to send what its platform can
/// tell (a keychain-held identifier, the device model, a location from Core Location).
public protocol DeviceProfileCollector: Sendable {
    /// The device's profile: an object with `identifier` (a string), `metadata` (an object) and, when
    /// known, `location` (an object). Keys the callback does not ask for are left out of the request.
    func collect() async -> JSON

    /// The profile when the server asks for `metadata` and `location` or not; by default `collect()`.
    /// Implement it to avoid gathering (or asking permission for) what the server did not ask for.
    func collect(metadata: Bool, location: Bool) async -> JSON
}

extension DeviceProfileCollector {
    /// `collect()`, whatever was asked.
    public func collect(metadata: Bool, location: Bool) async -> JSON { await collect() }
}

/// A collector that works on every platform the runtime builds for, sending the profile in the shape the
/// ForgeRock and Ping SDKs send and AM's scripts read:
///
/// ```
/// identifier
/// metadata.platform   platform, version, device, deviceName, model, brand, locale, timeZone[, jailBreakScore]
/// metadata.hardware   manufacturer, memory (MB), cpu
/// metadata.browser    userAgent
/// metadata.network    connected
/// location            latitude, longitude (from the provider given, when the server asks)
/// ```
///
/// Every value is read from the system (`ProcessInfo`, `uname`, `getifaddrs`, the locale and time zone).
/// What it cannot know is left out rather than made up: `jailBreakScore` unless the app gives its own
/// detector's score, the display and the cameras (which need UIKit on the main actor), and the telephony
/// and Bluetooth blocks. On Linux `brand` and `manufacturer` are left out too.
public struct BasicDeviceProfileCollector: DeviceProfileCollector {
    /// The identifier sent when `deviceIdentifier` cannot give one (the Keychain is locked, say): random,
    /// the same for the whole process.
    public static let processIdentifier = UUID().uuidString

    /// The identifier sent, when the app gave one; `nil` sends `deviceIdentifier`'s.
    public let identifier: String?
    /// Where the identifier comes from when none was given: by default the installation's, kept in the
    /// Keychain (`DefaultDeviceIdentifier.shared`).
    public let deviceIdentifier: any DeviceIdentifier
    private let locationProvider: (@Sendable () async -> JSON?)?
    private let jailBreakScore: (@Sendable () async -> Double)?

    /// A collector sending `identifier` (by default `deviceIdentifier`'s, one per installation), the
    /// location `location` returns, if any, and the score from 0 to 1 of the app's jailbreak detector,
    /// `jailBreakScore`, if any.
    public init(
        identifier: String? = nil, deviceIdentifier: any DeviceIdentifier = DefaultDeviceIdentifier.shared,
        location: (@Sendable () async -> JSON?)? = nil, jailBreakScore: (@Sendable () async -> Double)? = nil
    ) {
        self.identifier = identifier
        self.deviceIdentifier = deviceIdentifier
        locationProvider = location
        self.jailBreakScore = jailBreakScore
    }

    /// The identifier to send: the one given, else `deviceIdentifier`'s, else (it failed) `processIdentifier`.
    public func resolvedIdentifier() async -> String {
        if let identifier { return identifier }
        return (try? await deviceIdentifier.id) ?? Self.processIdentifier
    }

    /// The whole profile, the location included when a provider was given.
    public func collect() async -> JSON {
        await collect(metadata: true, location: true)
    }

    /// The profile, with only the parts asked for.
    public func collect(metadata: Bool, location: Bool) async -> JSON {
        var profile: [String: JSON] = ["identifier": .string(await resolvedIdentifier())]
        if metadata {
            var details = Self.metadata()
            if let jailBreakScore, case .object(var all) = details, case .object(var platform)? = all["platform"] {
                platform["jailBreakScore"] = .number(await jailBreakScore())
                all["platform"] = .object(platform)
                details = .object(all)
            }
            profile["metadata"] = details
        }
        if location, let provider = locationProvider, let place = await provider() { profile["location"] = place }
        return .object(profile)
    }

    /// The device's details: `platform`, `hardware`, `browser` and `network`, as the Ping SDK nests them.
    public static func metadata() -> JSON {
        DeviceFacts.current.metadata
    }
}
