import Foundation

/// Maps a field type (`PASSWORD`) to the collector type that handles it, and makes the collectors of a
/// form. Registration is synchronous and safe from any thread.
///
/// `CollectorFactory.shared` holds the built-in collectors; a workflow can carry its own factory
/// (`CollectorFactory()` starts with the built-ins too) so that two workflows register differently.
public final class CollectorFactory: Sendable {
    private let registry: Locked<[String: any Collector.Type]>
    /// Types registered with a closure (the Ping SDK's `register(type:closure:)`), which win over `registry`.
    private let closures = Locked<[String: @Sendable (JSON) -> (any Collector)?]>([:])

    /// The factory used when a workflow names none.
    public static let shared = CollectorFactory()

    /// A factory holding the built-in collectors, or none with `registeringDefaults: false`.
    public init(registeringDefaults: Bool = true) {
        registry = Locked(registeringDefaults ? CollectorFactory.defaults : [:])
    }

    /// The built-in mapping.
    public static let defaults: [String: any Collector.Type] = [
        "TEXT": TextCollector.self,
        "PASSWORD": PasswordCollector.self, "PASSWORD_VERIFY": PasswordCollector.self,
        "SUBMIT_BUTTON": SubmitCollector.self,
        "FLOW_BUTTON": FlowCollector.self, "FLOW_LINK": FlowCollector.self, "ACTION": FlowCollector.self,
        "LABEL": LabelCollector.self,
        "DROPDOWN": SingleSelectCollector.self, "RADIO": SingleSelectCollector.self,
        "SINGLE_SELECT": SingleSelectCollector.self,
        "COMBOBOX": MultiSelectCollector.self, "CHECKBOX": MultiSelectCollector.self,
        "MULTI_SELECT": MultiSelectCollector.self,
        "PHONE_NUMBER": PhoneNumberCollector.self,
        "DEVICE_REGISTRATION": DeviceRegistrationCollector.self,
        "DEVICE_AUTHENTICATION": DeviceAuthenticationCollector.self,
        "BOOLEAN": BooleanCollector.self, "SINGLE_CHECKBOX": BooleanCollector.self,
        "READ_ONLY_TEXT": ReadOnlyTextCollector.self, "AGREEMENT": ReadOnlyTextCollector.self,
        "POLLING": PollingCollector.self,
        "QR_CODE": QRCodeCollector.self,
        "IMAGE": ImageCollector.self,
        "METADATA": MetadataCollector.self,
        "SOCIAL_LOGIN_BUTTON": IdpCollector.self,
        "PROTECT": ProtectCollector.self,
        "FIDO2": FidoCollector.self,
        "MOBILE_PAIRING": MobilePairingCollector.self,
    ]

    /// Maps `type` to `collector`, replacing an earlier mapping of `type`.
    public func register(type: String, collector: any Collector.Type) {
        closures.withLock { $0[type] = nil }
        registry.withLock { $0[type] = collector }
    }

    /// Maps `type` to `closure`, which makes the collector of a field of that type from its JSON, or
    /// returns `nil` to skip the field; it replaces an earlier mapping of `type`. The Ping SDK 2.0's
    /// recommended form: `factory.register(type: "TEXT") { json in TextCollector(with: json) }`.
    public func register(type: String, closure: @escaping @Sendable (JSON) -> (any Collector)?) {
        closures.withLock { $0[type] = closure }
        registry.withLock { $0[type] = nil }
    }

    /// The collector type for `type`, if one is registered.
    public func collectorType(for type: String) -> (any Collector.Type)? {
        registry.withLock { $0[type] }
    }

    /// Puts back the built-in mapping, dropping every registration (the Ping SDK's `reset()`, for tests).
    public func reset() {
        closures.withLock { $0 = [:] }
        registry.withLock { $0 = CollectorFactory.defaults }
    }

    /// A copy with the same mappings, to change without touching this one.
    public func copy() -> CollectorFactory {
        let copy = CollectorFactory(registeringDefaults: false)
        copy.registry.withLock { $0 = registry.current }
        copy.closures.withLock { $0 = closures.current }
        return copy
    }

    /// The collector for one field: looked up by `inputType`, then `type`, each first among the closures
    /// registered, then the types (a `CollectorSelecting` type then chooses the final type); `nil` when
    /// neither is registered, or when the closure returns `nil`.
    public func collector(for field: JSON) -> (any Collector)? {
        for candidate in [field["inputType"]?.stringValue, field["type"]?.stringValue].compactMap({ $0 }) {
            if let make = closures.withLock({ $0[candidate] }) { return make(field) }
            guard let registered = collectorType(for: candidate) else { continue }
            if let selecting = registered as? any CollectorSelecting.Type {
                return selecting.collectorType(for: field)?.init(with: field)
            }
            return registered.init(with: field)
        }
        return nil
    }

    /// The collectors of `fields` in order, fields of unknown types left out: the Ping SDK's name for
    /// `collectors(from:)`. `daVinci` is the workflow Ping's collectors would belong to; collectors made here
    /// belong to no node, so it is not read.
    public func collector(daVinci: DaVinci, from fields: [JSON]) -> [any Collector] {
        collectors(from: fields)
    }

    /// The collectors of `fields` in order, each given its default from `formData` when it has one.
    /// Fields of unknown types are skipped and reported to `logger`, the server's type with control
    /// characters replaced and cut at 200 characters.
    public func collectors(
        from fields: [JSON], formData: JSON? = nil,
        logger: any OrchestrateLogger = SilentLogger()
    ) -> [any Collector] {
        fields.compactMap { field in
            guard let collector = collector(for: field) else {
                let type = field["type"]?.stringValue ?? field["inputType"]?.stringValue ?? "<none>"
                logger.log(
                    .warning, message: "no collector for field type '\(LogText.sanitized(type))'; skipped")
                return nil
            }
            if !collector.key.isEmpty, let value = formData?[collector.key] {
                collector.initialize(with: value)
            }
            return collector
        }
    }
}
