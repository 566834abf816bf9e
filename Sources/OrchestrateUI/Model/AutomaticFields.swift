import Foundation
import Orchestrate

extension NodeFields {
    /// Whether the node holds only fields the app fills in itself, one of which the screen collects (a
    /// device profile): the screen then submits it once ``collectAutomaticFields(deviceProfile:)`` is done,
    /// without a Next button.
    public var submitsWhenCollected: Bool {
        fields.isEmpty && hidden.contains { $0.kind == .deviceProfileCallback }
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
