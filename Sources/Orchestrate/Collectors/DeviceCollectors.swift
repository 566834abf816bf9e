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

    static func devices(of json: JSON) -> [Device] {
        (json["options"]?.arrayValue ?? json["devices"]?.arrayValue ?? []).map(Device.init(json:))
    }
}

/// A device to register (`DEVICE_REGISTRATION`): the value sent is the chosen device's type.
public final class DeviceRegistrationCollector: FieldCollector, Validating {
    /// The field's common properties.
    public let field: Field
    /// The kinds of device offered.
    public let devices: [Device]
    private let storage = Locked("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        devices = Device.devices(of: json)
    }

    /// The chosen device type.
    public var value: String {
        get { storage.current }
        set { storage.withLock { $0 = newValue } }
    }

    /// Chooses `device`.
    public func select(_ device: Device) { value = device.type }

    /// The chosen type.
    public func payload() -> JSON? { .string(value) }

    /// `required`, then membership of the offered types.
    public func validate() -> [ValidationError] {
        if value.isEmpty { return field.required ? [.required] : [] }
        return devices.contains { $0.type == value } ? [] : [.notAnOption(value)]
    }
}

/// A registered device to authenticate with (`DEVICE_AUTHENTICATION`): the value sent is its id.
public final class DeviceAuthenticationCollector: FieldCollector, Validating {
    /// The field's common properties.
    public let field: Field
    /// The user's devices.
    public let devices: [Device]
    private let storage = Locked("")

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        devices = Device.devices(of: json)
    }

    /// The chosen device's id.
    public var value: String {
        get { storage.current }
        set { storage.withLock { $0 = newValue } }
    }

    /// The device marked as default, if any.
    public var defaultDevice: Device? { devices.first(where: \.isDefault) }

    /// Chooses `device`.
    public func select(_ device: Device) { value = device.id }

    /// The chosen id.
    public func payload() -> JSON? { .string(value) }

    /// `required`, then membership of the user's devices.
    public func validate() -> [ValidationError] {
        if value.isEmpty { return field.required ? [.required] : [] }
        return devices.contains { $0.id == value } ? [] : [.notAnOption(value)]
    }
}
