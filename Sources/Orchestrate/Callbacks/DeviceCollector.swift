import Foundation

/// One part of a device profile's `metadata`, under the Ping SDK's name: what it collects goes under its
/// `key` (`platform`, `hardware`, or the app's own), encoded as JSON.
///
/// A `DeviceProfileCallback` collects the parts its `DeviceProfileConfig.collectors` list, by default
/// `DefaultDeviceCollector.defaultDeviceCollectors()`; an app adds its own as in Ping's SDK:
///
/// ```swift
/// struct AppCollector: DeviceCollector {
///     let key = "app"
///     func collect() async throws -> [String: String]? { ["build": "1234"] }
/// }
/// await callback.collect { config in
///     config.collectors { DefaultDeviceCollector.defaultDeviceCollectors() + [AppCollector()] }
/// }
/// ```
public protocol DeviceCollector {
    /// What the collector collects.
    associatedtype DataType: Codable
    /// The key its part has in the profile's `metadata`.
    var key: String { get }
    /// The part; `nil` leaves it out of the profile, and so does a thrown error.
    func collect() async throws -> DataType?
}

extension DeviceCollector {
    /// The part encoded as JSON; `nil` when there is none. Throws what `collect()` or the encoding throws.
    func collectJSON() async throws -> JSON? {
        guard let data = try await collect() else { return nil }
        if let json = data as? JSON { return json }
        return try JSON.parse(try JSONEncoder().encode(data))
    }
}

/// The part of the profile `metadata` holds under `key`, read from the system as
/// `BasicDeviceProfileCollector` reads it.
private func systemPart(_ key: String) -> JSON? {
    DeviceFacts.current.metadata[key]
}

/// The device's platform (`platform`, `version`, `device`, `deviceName`, `model`, `brand`, `locale`,
/// `timeZone`), under `platform`.
public struct PlatformCollector: DeviceCollector, Sendable {
    /// `platform`.
    public let key = "platform"
    /// A collector of the platform.
    public init() {}
    /// The platform part.
    public func collect() async throws -> JSON? { systemPart(key) }
}

/// The device's hardware (`manufacturer`, `memory` in MB, `cpu`), under `hardware`.
public struct HardwareCollector: DeviceCollector, Sendable {
    /// `hardware`.
    public let key = "hardware"
    /// A collector of the hardware.
    public init() {}
    /// The hardware part.
    public func collect() async throws -> JSON? { systemPart(key) }
}

/// The user agent (`userAgent`), under `browser`.
public struct BrowserCollector: DeviceCollector, Sendable {
    /// `browser`.
    public let key = "browser"
    /// A collector of the user agent.
    public init() {}
    /// The browser part.
    public func collect() async throws -> JSON? { systemPart(key) }
}

/// Whether the device is on a network (`connected`), under `network`.
public struct NetworkCollector: DeviceCollector, Sendable {
    /// `network`.
    public let key = "network"
    /// A collector of the network state.
    public init() {}
    /// The network part.
    public func collect() async throws -> JSON? { systemPart(key) }
}

/// The collectors a device profile uses unless the app lists its own, under the Ping SDK's name.
public enum DefaultDeviceCollector {
    /// The platform, hardware, browser and network collectors. Ping's telephony and Bluetooth collectors
    /// need Apple's CoreTelephony and CoreBluetooth and have no counterpart: add your own `DeviceCollector`
    /// for them.
    public static func defaultDeviceCollectors() -> [any DeviceCollector] {
        [PlatformCollector(), HardwareCollector(), BrowserCollector(), NetworkCollector()]
    }
}
