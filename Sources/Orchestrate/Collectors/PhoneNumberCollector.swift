import Foundation

/// A phone number (`PHONE_NUMBER`): a country code and a number, sent as
/// `{"countryCode": ..., "phoneNumber": ...}`.
public final class PhoneNumberCollector: FieldCollector, Validating {
    /// A country code and a number.
    public struct Value: Sendable, Equatable {
        /// The country code, e.g. `US` or `+1`.
        public var countryCode: String
        /// The number.
        public var phoneNumber: String
    }

    /// The field's common properties.
    public let field: Field
    /// The country code to preselect.
    public let defaultCountryCode: String
    /// Whether the server validates the number.
    public let validatePhoneNumber: Bool
    private let storage: Locked<Value>

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        defaultCountryCode = json["defaultCountryCode"]?.stringValue ?? ""
        validatePhoneNumber = json["validatePhoneNumber"]?.boolValue ?? false
        storage = Locked(Value(countryCode: json["defaultCountryCode"]?.stringValue ?? "", phoneNumber: ""))
    }

    /// The country code chosen.
    public var countryCode: String {
        get { storage.current.countryCode }
        set { storage.withLock { $0.countryCode = newValue } }
    }

    /// The number entered.
    public var phoneNumber: String {
        get { storage.current.phoneNumber }
        set { storage.withLock { $0.phoneNumber = newValue } }
    }

    /// Sets the default from `formData`: `{phoneNumber, countryCode}`, or a plain string (the legacy form).
    public func initialize(with value: JSON) {
        if let number = value.stringValue {
            phoneNumber = number
            return
        }
        if let number = value["phoneNumber"]?.stringValue { phoneNumber = number }
        if let code = value["countryCode"]?.stringValue, !code.isEmpty { countryCode = code }
    }

    /// `{"countryCode": ..., "phoneNumber": ...}`.
    public func payload() -> JSON? {
        let value = storage.current
        return ["countryCode": .string(value.countryCode), "phoneNumber": .string(value.phoneNumber)]
    }

    /// `required` applies to the number.
    public func validate() -> [ValidationError] {
        field.required && phoneNumber.isEmpty ? [.required] : []
    }
}
