import Foundation
import Orchestrate
import Testing

@testable import OrchestrateSandbox

/// The recorder's table of secret callbacks is the runtime's: every callback type the runtime registers whose
/// class is a `SecretCallback` (its inputs are cleared once sent and never shown) is in
/// `RecordingSecretRules.secretCallbacks` (with Ping's plug-in `ReCaptchaEnterpriseCallback`, which an app
/// registers itself), and the table names no other type but AM's `ReCaptchaCallback`, whose input is a
/// captcha's token.
@Suite struct RecordingRulesTests {
    @Test func theSecretCallbacksAreTheRuntimesSecretCallbacks() {
        let runtimeSecret = Set(
            CallbackRegistry.defaults.filter { _, type in type is any SecretCallback.Type }.keys
                + ["ReCaptchaEnterpriseCallback"])
        let recorded = Set(RecordingSecretRules.secretCallbacks.keys)
        #expect(runtimeSecret.isSubset(of: recorded), "\(runtimeSecret.subtracting(recorded)) would reach a recording")
        #expect(recorded.subtracting(runtimeSecret) == ["ReCaptchaCallback"])
    }

    @Test func theSecretFieldTypesAreThoseThePasswordCollectorTakes() {
        let factory = CollectorFactory()
        for type in RecordingSecretRules.secretFieldTypes where type != "PASSWORD_VERIFICATION" {
            #expect(factory.collectorType(for: type) == PasswordCollector.self, "\(type)")
        }
    }
}
