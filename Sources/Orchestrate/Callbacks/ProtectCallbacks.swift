import Foundation

/// PingOne Protect's settings from a journey's initialize step, which the app's `ProtectSignalsProvider` gives
/// the PingOne Signals (Protect) SDK (`Protect.config`): the Ping SDK's names.
public struct ProtectInitialization: Sendable, Equatable {
    /// The PingOne environment id.
    public let envId: String
    /// Whether the Protect SDK logs to the console.
    public let isConsoleLogEnabled: Bool
    /// Device attributes the Protect SDK leaves out.
    public let deviceAttributesToIgnore: [String]
    /// The host the Protect SDK loads from, when not PingOne's; empty for the default.
    public let customHost: String
    /// Whether metadata is collected only when the signals are asked for.
    public let lazyMetadata: Bool
    /// Whether behavioral data is collected.
    public let isBehavioralDataCollection: Bool
}

/// What AM's two PingOne Protect steps share. AM sends them in two shapes, both handled:
///
/// - the native callbacks `PingOneProtectInitializeCallback` / `PingOneProtectEvaluationCallback`, whose
///   settings are outputs and whose answers are inputs ending in `clientError` and `signals` (Ping's mock AM,
///   ping-javascript-sdk `e2e/am-mock-api/src/app/responses.js` `pingProtectInitialize`/`pingProtectEvaluate`;
///   ping-android-sdk `PingOneProtect*CallbackTest.kt`);
/// - the marketplace nodes' `MetadataCallback` (`_type` `PingOneProtect`, `_action` `protect_initialize` or
///   `protect_risk_evaluation`, settings in `data`) beside `HiddenValueCallback`s whose ids are `clientError` and
///   `pingone_risk_evaluation_signals`, which take the answers (the same mock's `MetadataMarketPlace*`; the
///   marketplace `PingOneProtectEvaluationNode` sends any non-empty `clientError` to its error outcome).
public protocol ProtectCallback: Callback, ContinueNodeAware {}

extension ProtectCallback {
    /// Whether AM sent the step as a `MetadataCallback` (marketplace nodes) rather than the native callback.
    public var isMetadata: Bool { content.type == "MetadataCallback" }

    /// A setting: the metadata's `data` member, or the native callback's output.
    func setting(_ name: String) -> JSON? {
        isMetadata ? content.output("data")?[name] : content.output(name)
    }

    /// Writes `value` where the step's answer `name` (`clientError`, `signals`) goes: the native callback's
    /// input whose name ends with it, or the node's hidden value of that id. `false` when there is none.
    @discardableResult
    func write(_ value: String, to name: String, hiddenID: String, inputs: Locked<[JSON]>) -> Bool {
        if isMetadata {
            let hidden = continueNode?.callbacks.lazy.compactMap { $0 as? HiddenValueCallback }.first {
                $0.id == hiddenID
            }
            hidden?.value = value
            return hidden != nil
        }
        guard let index = content.inputNames.firstIndex(where: { $0.hasSuffix(name) }) else { return false }
        inputs.withLock { values in
            if values.indices.contains(index) { values[index] = .string(value) }
        }
        return true
    }

    /// The error text AM receives: the error's description, or `clientError` when it has none (as Ping's SDKs).
    static func clientError(_ error: any Error) -> String {
        let text = ErrorText.shown(error)
        return text.isEmpty ? "clientError" : text
    }
}

/// AM's PingOne Protect initialize step, under the Ping SDK's name: `start(using:)` hands the settings to the
/// app's `ProtectSignalsProvider` (which initializes the Protect SDK) and, when that fails, tells AM why.
public final class PingOneProtectInitializeCallback: ProtectCallback, InputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values (the native callback's `clientError`).
    public let inputs: Locked<[JSON]>
    private let node = Locked(WeakNode())

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The node the callback belongs to (held weakly: the node holds the callback).
    public var continueNode: ContinueNode? {
        get { node.current.node }
        set { node.withLock { $0.node = newValue } }
    }

    /// The PingOne environment id.
    public var envId: String { setting("envId")?.stringValue ?? "" }
    /// Whether behavioral data is collected (`behavioralDataCollection`, default `true` as the node's).
    public var isBehavioralDataCollection: Bool { setting("behavioralDataCollection")?.boolValue ?? true }
    /// Whether the Protect SDK logs to the console.
    public var isConsoleLogEnabled: Bool { setting("consoleLogEnabled")?.boolValue ?? false }
    /// Whether metadata is collected lazily.
    public var lazyMetadata: Bool { setting("lazyMetadata")?.boolValue ?? false }
    /// The Protect SDK's host, or empty for PingOne's.
    public var customHost: String { setting("customHost")?.stringValue ?? "" }
    /// Device attributes to leave out.
    public var deviceAttributesToIgnore: [String] {
        setting("deviceAttributesToIgnore")?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// All the settings, as the provider receives them.
    public var initialization: ProtectInitialization {
        ProtectInitialization(
            envId: envId, isConsoleLogEnabled: isConsoleLogEnabled, deviceAttributesToIgnore: deviceAttributesToIgnore,
            customHost: customHost, lazyMetadata: lazyMetadata, isBehavioralDataCollection: isBehavioralDataCollection)
    }

    /// Initializes Protect through `provider`; a failure is written as the step's `clientError` (AM's node then
    /// takes its error outcome) and returned. (The Ping SDK's `start()`, with the provider given.)
    public func start(using provider: any ProtectSignalsProvider) async -> Result<Void, any Error> {
        do {
            try await provider.initialize(initialization)
            return .success(())
        } catch {
            write(Self.clientError(error), to: "clientError", hiddenID: "clientError", inputs: inputs)
            return .failure(error)
        }
    }
}

/// AM's PingOne Protect risk evaluation step, under the Ping SDK's name: `collect(using:)` asks the app's
/// `ProtectSignalsProvider` for the signals and writes them where AM reads them (or, when that fails, why).
public final class PingOneProtectEvaluationCallback: ProtectCallback, InputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values (the native callback's `signals` and `clientError`).
    public let inputs: Locked<[JSON]>
    private let node = Locked(WeakNode())

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The node the callback belongs to (held weakly: the node holds the callback).
    public var continueNode: ContinueNode? {
        get { node.current.node }
        set { node.withLock { $0.node = newValue } }
    }

    /// Whether behavioral data collection is paused once the signals are collected.
    public var pauseBehavioralData: Bool { setting("pauseBehavioralData")?.boolValue ?? false }

    /// Collects the signals through `provider` (with `pauseBehavioralData` when AM asks to pause behavioral data
    /// once they are collected, as Ping's SDK pauses after `Protect.data()`) and writes them; a failure is written as the step's `clientError` and returned. The signals are never
    /// logged. (The Ping SDK's `collect()`, with the provider given.)
    public func collect(using provider: any ProtectSignalsProvider) async -> Result<String, any Error> {
        do {
            let signals = try await provider.collectSignals(
                ProtectSettings(
                    behavioralDataCollection: true, universalDeviceIdentification: false,
                    pauseBehavioralData: pauseBehavioralData))
            write(signals, to: "signals", hiddenID: "pingone_risk_evaluation_signals", inputs: inputs)
            return .success(signals)
        } catch {
            write(Self.clientError(error), to: "clientError", hiddenID: "clientError", inputs: inputs)
            return .failure(error)
        }
    }
}
