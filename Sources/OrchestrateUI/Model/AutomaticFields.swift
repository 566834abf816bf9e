import Foundation
import Orchestrate

extension NodeFields {
    /// Whether the node holds only fields the app fills in itself, one of which the screen collects (a
    /// device profile): the screen then submits it once ``collectAutomaticFields(deviceProfile:)`` is done,
    /// without a Next button.
    public var submitsWhenCollected: Bool {
        fields.isEmpty && hidden.contains { $0.kind == .deviceProfileCallback }
    }

    /// Whether the node goes on by itself once its reCAPTCHA Enterprise check is verified: the check is all the
    /// screen shows, so there is nothing else for the user to press Next after. With other fields, the check
    /// fills its value and the user submits with Next.
    public var submitsWhenReCaptchaVerified: Bool {
        fields.count == 1 && fields[0].kind == .reCaptchaEnterpriseCallback
    }

    /// Fills in what the screen can without the user: each `DeviceProfileCallback`'s profile, with
    /// `deviceProfile` (a `BasicDeviceProfileCollector`, which sends no location, by default). PingOne
    /// Protect and metadata need the app's own providers and are left to it.
    public func collectAutomaticFields(deviceProfile: (any DeviceProfileCollector)? = nil) async {
        for field in hidden {
            guard let callback = field.action(as: DeviceProfileCallback.self) else { continue }
            await callback.collect(using: deviceProfile)
        }
    }
}
