#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

private struct ProtectSignalsProviderKey: EnvironmentKey {
    static var defaultValue: (any ProtectSignalsProvider)? { nil }
}

extension EnvironmentValues {
    /// The app's PingOne Protect provider, set with ``SwiftUI/View/protectSignalsProvider(_:)``.
    public var protectSignalsProvider: (any ProtectSignalsProvider)? {
        get { self[ProtectSignalsProviderKey.self] }
        set { self[ProtectSignalsProviderKey.self] = newValue }
    }
}

extension View {
    /// Runs PingOne Protect's steps with `provider` (the app's, over the Protect SDK) when their screen appears: a
    /// journey's initialize and evaluation callbacks, which then go on by themselves, and DaVinci's `PROTECT` field.
    public func protectSignalsProvider(_ provider: any ProtectSignalsProvider) -> some View {
        environment(\.protectSignalsProvider, provider)
    }
}
#endif
