import Foundation

/// What a PingOne Protect step asks of the signals provider.
public struct ProtectSettings: Sendable, Equatable {
    /// Whether to collect behavioral data (default `true`).
    public let behavioralDataCollection: Bool
    /// Whether to identify the device across apps (default `false`).
    public let universalDeviceIdentification: Bool
    /// Whether to pause behavioral data collection once these signals are collected (a journey's evaluation step
    /// with `pauseBehavioralData`; Ping's SDK calls `Protect.data()`, then `Protect.pauseBehavioralData()`).
    public let pauseBehavioralData: Bool

    init(behavioralDataCollection: Bool, universalDeviceIdentification: Bool, pauseBehavioralData: Bool = false) {
        self.behavioralDataCollection = behavioralDataCollection
        self.universalDeviceIdentification = universalDeviceIdentification
        self.pauseBehavioralData = pauseBehavioralData
    }
}

/// Collects PingOne Protect's device and behavior signals; the app implements it with the PingOne
/// Signals (Protect) SDK. DaVinci's `ProtectCollector` and a journey's `PingOneProtectEvaluationCallback` call
/// `collectSignals(_:)` (the SDK's `Protect.data()`); a journey's `PingOneProtectInitializeCallback` calls
/// `initialize(_:)` first (the SDK's `Protect.config` and `Protect.initialize()`), which does nothing unless the
/// app implements it.
public protocol ProtectSignalsProvider: Sendable {
    /// The signals, as the Protect SDK's opaque string.
    func collectSignals(_ settings: ProtectSettings) async throws -> String
    /// Initializes the Protect SDK with a journey's settings.
    func initialize(_ initialization: ProtectInitialization) async throws
}

extension ProtectSignalsProvider {
    /// Does nothing: a provider that initializes the Protect SDK on its own (or serves DaVinci only) needs no more.
    public func initialize(_ initialization: ProtectInitialization) async throws {}
}

/// Risk signals for PingOne Protect (`PROTECT`): `collect(using:)` asks the app's provider for the
/// signals, which are then sent as a string under the field's key. Signals are never shown by
/// `description`.
public final class ProtectCollector: FieldCollector, CustomStringConvertible {
    /// The field's common properties.
    public let field: Field
    /// What the provider is asked to collect.
    public let settings: ProtectSettings
    private let signals = Locked<String?>(nil)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        settings = ProtectSettings(
            behavioralDataCollection: json["behavioralDataCollection"]?.boolValue ?? true,
            universalDeviceIdentification: json["universalDeviceIdentification"]?.boolValue ?? false)
    }

    /// Whether to collect behavioral data.
    public var behavioralDataCollection: Bool { settings.behavioralDataCollection }
    /// Whether to identify the device across apps.
    public var universalDeviceIdentification: Bool { settings.universalDeviceIdentification }

    /// The field's key, as the SDKs name it.
    public var id: String { field.key }

    /// Asks `provider` for the signals and keeps them; a failure keeps none (the field then sends nothing).
    public func collect(using provider: any ProtectSignalsProvider) async -> Result<Void, any Error> {
        do {
            let collected = try await provider.collectSignals(settings)
            signals.withLock { $0 = collected }
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    /// Whether signals were collected.
    public var hasSignals: Bool { signals.current != nil }

    /// The signals string; `nil` before `collect(using:)` succeeded.
    public func payload() -> JSON? { signals.current.map(JSON.string) }

    /// The key only; the signals are never shown.
    public var description: String { "ProtectCollector(\(key): \(hasSignals ? "<redacted>" : "no signals"))" }
}
