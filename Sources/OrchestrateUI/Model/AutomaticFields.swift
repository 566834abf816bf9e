import Foundation
import Orchestrate

extension NodeFields {
    /// Whether the node holds only fields the app fills in itself, one of which the screen collects (a
    /// device profile, a journey's PingOne Protect step): the screen then submits it once
    /// ``collectAutomaticFields(deviceProfile:protect:)`` is done, without a Next button, as Ping's sample apps do.
    public var submitsWhenCollected: Bool {
        fields.isEmpty && hidden.contains(where: Self.isCollected)
    }

    /// Whether the screen collects `field` itself: a device profile, or a journey's Protect step of the built-in
    /// classes (an app's own Protect class is the app's to run, so its node is not submitted for it).
    static func isCollected(_ field: NodeField) -> Bool {
        field.action is DeviceProfileCallback || field.action is PingOneProtectInitializeCallback
            || field.action is PingOneProtectEvaluationCallback
    }

    /// Whether the node goes on by itself once its reCAPTCHA Enterprise check is verified: the check is all the
    /// screen shows, so there is nothing else for the user to press Next after. With other fields, the check
    /// fills its value and the user submits with Next.
    public var submitsWhenReCaptchaVerified: Bool {
        fields.count == 1 && fields[0].kind == .reCaptchaEnterpriseCallback
    }

    /// Fills in what the screen can without the user: each `DeviceProfileCallback`'s profile, with
    /// `deviceProfile` (a `BasicDeviceProfileCollector`, which sends no location, by default); PingOne Protect's
    /// steps (a journey's initialize and evaluation, DaVinci's `PROTECT` field) with `protect`, the app's provider
    /// over the Protect SDK. Without one, a journey's Protect step tells AM why (its `clientError`), so AM takes
    /// the node's error outcome rather than judging a device by no signals; DaVinci's field sends nothing.
    public func collectAutomaticFields(
        deviceProfile: (any DeviceProfileCollector)? = nil, protect: (any ProtectSignalsProvider)? = nil
    ) async {
        let provider = protect ?? MissingProtectProvider()
        for field in hidden {
            if let callback = field.action(as: DeviceProfileCallback.self) {
                await callback.collect(using: deviceProfile)
            } else if let callback = field.action(as: PingOneProtectInitializeCallback.self) {
                _ = await callback.start(using: provider)
            } else if let callback = field.action(as: PingOneProtectEvaluationCallback.self) {
                _ = await callback.collect(using: provider)
            } else if let protect, let collector = field.action(as: ProtectCollector.self) {
                _ = await collector.collect(using: protect)
            }
        }
    }
}

/// What a Protect step gets when the app gave no provider: an error that says so, which the step sends as its
/// `clientError`.
private struct MissingProtectProvider: ProtectSignalsProvider {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "the app set no ProtectSignalsProvider (protectSignalsProvider(_:))" }
    }

    func initialize(_ initialization: ProtectInitialization) async throws { throw Missing() }

    func collectSignals(_ settings: ProtectSettings) async throws -> String { throw Missing() }
}
