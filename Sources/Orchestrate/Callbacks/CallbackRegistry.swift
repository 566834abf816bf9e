import Foundation

/// Maps a callback type (`NameCallback`) to the class that handles it, and makes the callbacks of a
/// Journey node. Registration is synchronous and safe from any thread, so there is no start-up race:
/// a type registered before a node arrives is used for that node.
///
/// `CallbackRegistry.shared` holds the built-in callbacks; a workflow can carry its own registry
/// (`JourneyModuleConfig.callbackRegistry`; `CallbackRegistry()` starts with the built-ins too) so that
/// two workflows register differently.
///
/// A `MetadataCallback` that carries a FIDO (WebAuthn) or PingOne Protect request is looked up under the
/// name of what it carries first (`MetadataKind`): `FidoRegistrationCallback`, `FidoAuthenticationCallback`,
/// `PingOneProtectInitializeCallback` and `PingOneProtectEvaluationCallback`, built in (the Protect ones also
/// under AM's native callback types of the same names); an app replaces one with
/// `register(type: "PingOneProtectInitializeCallback", callback: MyProtect.self)`.
public final class CallbackRegistry: Sendable {
    private let registry: Locked<[String: any Callback.Type]>

    /// The registry used when a workflow names none.
    public static let shared = CallbackRegistry()

    /// A registry holding the built-in callbacks, or none with `registeringDefaults: false`.
    public init(registeringDefaults: Bool = true) {
        registry = Locked(registeringDefaults ? CallbackRegistry.defaults : [:])
    }

    /// Maps `type` to `callback`, replacing an earlier mapping of `type`.
    public func register(type: String, callback: any Callback.Type) {
        registry.withLock { $0[type] = callback }
    }

    /// The class registered for `type`, if any.
    public func callbackType(for type: String) -> (any Callback.Type)? {
        registry.withLock { $0[type] }
    }

    /// Puts back the built-in mapping, dropping every registration (the Ping SDK's `reset()`, for tests).
    public func reset() {
        registry.withLock { $0 = CallbackRegistry.defaults }
    }

    /// A copy with the same mappings, to change without touching this one.
    public func copy() -> CallbackRegistry {
        let copy = CallbackRegistry(registeringDefaults: false)
        copy.registry.withLock { $0 = registry.current }
        return copy
    }

    /// The callback for one object of a node's `callbacks`: the class registered for what a metadata
    /// callback carries, else for its `type`; an `UnknownCallback` when none is registered.
    public func callback(for json: JSON) -> any Callback {
        let type = json["type"]?.stringValue ?? ""
        if type == "MetadataCallback", let kind = MetadataKind(callback: json),
            let registered = callbackType(for: kind.rawValue)
        {
            return registered.init(with: json)
        }
        return (callbackType(for: type) ?? UnknownCallback.self).init(with: json)
    }

    /// The callbacks of a node, in the server's order. Types without a class are kept as
    /// `UnknownCallback` and reported to `logger`.
    public func callbacks(from array: [JSON], logger: any OrchestrateLogger = SilentLogger()) -> [any Callback] {
        array.map { json in
            let callback = callback(for: json)
            if callback is UnknownCallback {
                let type = json["type"]?.stringValue ?? "<none>"
                logger.log(
                    .info,
                    message: "no callback class for type '\(LogText.sanitized(type))'; kept as UnknownCallback")
            }
            return callback
        }
    }
}

/// What a `MetadataCallback` carries, named after the callback type an app registers to handle it.
///
/// | `data` | kind |
/// |---|---|
/// | `_action` `webauthn_registration`, or `_type` `WebAuthn` with `pubKeyCredParams` | `FidoRegistrationCallback` |
/// | `_action` `webauthn_authentication`, or `_type` `WebAuthn` with `allowCredentials` | `FidoAuthenticationCallback` |
/// | `_type` `PingOneProtect` and `_action` `protect_initialize` | `PingOneProtectInitializeCallback` |
/// | `_type` `PingOneProtect` and `_action` `protect_risk_evaluation` | `PingOneProtectEvaluationCallback` |
public enum MetadataKind: String, Sendable, CaseIterable {
    /// A WebAuthn registration.
    case fidoRegistration = "FidoRegistrationCallback"
    /// A WebAuthn authentication.
    case fidoAuthentication = "FidoAuthenticationCallback"
    /// PingOne Protect's initialization.
    case protectInitialize = "PingOneProtectInitializeCallback"
    /// PingOne Protect's risk evaluation.
    case protectEvaluation = "PingOneProtectEvaluationCallback"

    /// What the metadata callback `json` carries, or `nil` for plain metadata.
    public init?(callback json: JSON) {
        let data = CallbackContent(json: json).output("data") ?? .null
        let action = data["_action"]?.stringValue
        let type = data["_type"]?.stringValue
        switch action {
        case "webauthn_registration": self = .fidoRegistration
        case "webauthn_authentication": self = .fidoAuthentication
        case "protect_initialize" where type == "PingOneProtect": self = .protectInitialize
        case "protect_risk_evaluation" where type == "PingOneProtect": self = .protectEvaluation
        default:
            guard type == "WebAuthn" else { return nil }
            if data["pubKeyCredParams"] != nil || data["_pubKeyCredParams"] != nil {
                self = .fidoRegistration
            } else if data["allowCredentials"] != nil || data["_allowCredentials"] != nil {
                self = .fidoAuthentication
            } else {
                return nil
            }
        }
    }
}
