import Foundation
import Orchestrate
import Testing

@testable import OrchestrateSandbox

/// The recorder's table of secret callbacks holds the runtime's: every callback type the runtime registers whose
/// class is a `SecretCallback` (its inputs are cleared once sent and never shown) is in
/// `RecordingSecretRules.callbacks` with a kind of secret (with Ping's plug-in `ReCaptchaEnterpriseCallback`, which
/// an app registers itself). The table holds more (a device profile, Protect's signals, a device's signature),
/// which the runtime sends but does not hide from the app.
@Suite struct RecordingRulesTests {
    @Test func theSecretCallbacksHoldTheRuntimesSecretCallbacks() {
        let runtimeSecret = Set(
            CallbackRegistry.defaults.filter { _, type in type is any SecretCallback.Type }.keys
                + ["ReCaptchaEnterpriseCallback"])
        let recorded = Set(RecordingSecretRules.callbacks.filter { $0.value.kind != nil }.keys)
        #expect(runtimeSecret.isSubset(of: recorded), "\(runtimeSecret.subtracting(recorded)) would reach a recording")
        #expect(
            recorded.subtracting(runtimeSecret) == [
                "ReCaptchaCallback", "DeviceProfileCallback", "PingOneProtectEvaluationCallback",
                "DeviceBindingCallback", "DeviceSigningVerifierCallback",
            ])
    }

    @Test func theSecretFieldTypesOfPasswordsAreThoseThePasswordCollectorTakes() {
        let factory = CollectorFactory()
        for (type, kind) in RecordingSecretRules.secretFieldTypes
        where kind == .password && type != "PASSWORD_VERIFICATION" {
            #expect(factory.collectorType(for: type) == PasswordCollector.self, "\(type)")
        }
    }
}
