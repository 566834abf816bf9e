import Foundation

/// A device offered for registration or authentication.
public struct Device: Sendable, Equatable {
    /// The device's id (authentication only; empty for registration options).
    public let id: String
    /// The kind of device (`EMAIL`, `SMS`, `VOICE`, …).
    public let type: String
    /// The title to show.
    public let title: String
    /// A longer description.
    public let description: String
    /// An icon's URL.
    public let iconSrc: String
    /// Whether the device is the default choice.
    public let isDefault: Bool

    init(json: JSON) {
        id = json["id"]?.stringValue ?? ""
        type = json["type"]?.stringValue ?? ""
        title = json["title"]?.stringValue ?? ""
        description = json["description"]?.stringValue ?? ""
        iconSrc = json["iconSrc"]?.stringValue ?? ""
        isDefault = json["default"]?.boolValue ?? false
    }
}

/// A choice among devices: what the registration and authentication collectors share. The value sent is
/// the chosen device's `identifier` (its type for registration, its id for authentication).
///
/// Ping's SDK has no such protocol; its `DeviceCollector` is a part of a device profile, as it is here.
public protocol DeviceSelectionCollector: FieldCollector, ValueCollector, Validating, Closeable where Value == String {
    /// The devices offered, in order.
    var devices: [Device] { get }
    /// What identifies a device in the value sent.
    static func identifier(of device: Device) -> String
}

extension DeviceSelectionCollector {
    /// Chooses `device`.
    public func select(_ device: Device) { value = Self.identifier(of: device) }

    /// Chooses `device`, or forgets the choice when it is `nil`: Ping's `collector.value = collector.devices.first`
    /// is `collector.select(collector.devices.first)`.
    public func select(_ device: Device?) {
        value = device.map(Self.identifier(of:)) ?? ""
    }

    /// Forgets the choice (the Ping SDK's `close()`).
    public func close() { value = "" }

    /// The device marked as default, if any.
    public var defaultDevice: Device? { devices.first(where: \.isDefault) }

    /// `required`, then membership of the devices offered.
    public func validate() -> [ValidationError] {
        if value.isEmpty { return field.required ? [.required] : [] }
        return devices.contains { Self.identifier(of: $0) == value } ? [] : [.notAnOption(value)]
    }

    /// The devices of a field's JSON (`options`, or `devices`).
    static func devices(of json: JSON) -> [Device] {
        (json["options"]?.arrayValue ?? json["devices"]?.arrayValue ?? []).map(Device.init(json:))
    }
}

/// A device to register (`DEVICE_REGISTRATION`): the value sent is the chosen device's type.
public final class DeviceRegistrationCollector: DeviceSelectionCollector {
    /// The field's common properties.
    public let field: Field
    /// The kinds of device offered.
    public let devices: [Device]
    /// Where the chosen type is kept.
    public let valueStorage = ValueStorage("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        devices = Self.devices(of: json)
    }

    /// A device type.
    public static func identifier(of device: Device) -> String { device.type }

    /// The chosen device's type; `nil` before a choice (or after `close()`).
    public func payload() -> JSON? { value.isEmpty ? nil : .string(value) }
}

/// A registered device to authenticate with (`DEVICE_AUTHENTICATION`): the value is the chosen device's id,
/// and what is sent is the device as DaVinci reads it, `{"type", "id", "description"}`, as both Ping SDKs
/// send it.
public final class DeviceAuthenticationCollector: DeviceSelectionCollector {
    /// The field's common properties.
    public let field: Field
    /// The user's devices.
    public let devices: [Device]
    /// Where the chosen id is kept.
    public let valueStorage = ValueStorage("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        devices = Self.devices(of: json)
    }

    /// A device id.
    public static func identifier(of device: Device) -> String { device.id }

    /// The chosen device as `{"type", "id", "description"}`; `nil` before a choice. A value that names no
    /// device offered is sent as `{"id"}` alone (`validate()` reports it).
    public func payload() -> JSON? {
        let chosen = value
        guard !chosen.isEmpty else { return nil }
        guard let device = devices.first(where: { $0.id == chosen }) else { return ["id": .string(chosen)] }
        return .object(
            JSONObject([
                ("type", .string(device.type)), ("id", .string(device.id)),
                ("description", .string(device.description)),
            ]))
    }
}
