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

/// A collector that works on every platform the runtime builds for: an identifier (given, or a random one
/// kept for the life of the process), `metadata` from `ProcessInfo` and `uname` (`platform`,
/// `osVersion`, `model`, `processorCount`, `locale`), and `location` only from the provider given.
public struct BasicDeviceProfileCollector: DeviceProfileCollector {
    /// The identifier used when none is given: random, the same for the whole process.
    public static let processIdentifier = UUID().uuidString

    /// The identifier sent.
    public let identifier: String
    private let locationProvider: (@Sendable () async -> JSON?)?

    /// A collector sending `identifier` (by default `processIdentifier`; pass one the app keeps to be
    /// stable across launches) and the location `location` returns, if any.
    public init(identifier: String? = nil, location: (@Sendable () async -> JSON?)? = nil) {
        self.identifier = identifier ?? BasicDeviceProfileCollector.processIdentifier
        locationProvider = location
    }

    /// The whole profile, the location included when a provider was given.
    public func collect() async -> JSON {
        await collect(metadata: true, location: true)
    }

    /// The profile, with only the parts asked for.
    public func collect(metadata: Bool, location: Bool) async -> JSON {
        var profile: [String: JSON] = ["identifier": .string(identifier)]
        if metadata { profile["metadata"] = Self.metadata() }
        if location, let provider = locationProvider, let place = await provider() { profile["location"] = place }
        return .object(profile)
    }

    /// The device's details from `ProcessInfo` and `uname`.
    public static func metadata() -> JSON {
        let info = ProcessInfo.processInfo
        let version = info.operatingSystemVersion
        var details: [String: JSON] = [
            "platform": .string(platform),
            "osVersion": .string("\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"),
            "processorCount": .number(Double(info.processorCount)),
            "locale": .string(Locale.current.identifier),
        ]
        if let model = machine() { details["model"] = .string(model) }
        return .object(details)
    }

    private static var platform: String {
        #if os(iOS)
        "iOS"
        #elseif os(macOS)
        "macOS"
        #elseif os(tvOS)
        "tvOS"
        #elseif os(watchOS)
        "watchOS"
        #elseif os(visionOS)
        "visionOS"
        #elseif os(Linux)
        "Linux"
        #elseif os(Windows)
        "Windows"
        #else
        "unknown"
        #endif
    }

    /// The hardware name `uname` gives (`iPhone15,2`, `arm64`, `x86_64`).
    private static func machine() -> String? {
        #if os(Windows)
        return nil
        #else
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let text = withUnsafeBytes(of: &names.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? nil : text
        #endif
    }
}
