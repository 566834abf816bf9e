#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// The app's `IdpHandler` for a provider of a Journey `IdpCallback`, by the callback; `nil` leaves the
/// default (Sign in with Apple for Apple's provider, the placeholder for the others).
public typealias IdpHandlerProvider = @MainActor (IdpCallback) -> (any IdpHandler)?

private struct IdpHandlerProviderKey: EnvironmentKey {
    static var defaultValue: IdpHandlerProvider? { nil }
}

extension EnvironmentValues {
    /// The app's provider handlers, set with ``SwiftUI/View/idpHandler(_:)``.
    public var idpHandlerProvider: IdpHandlerProvider? {
        get { self[IdpHandlerProviderKey.self] }
        set { self[IdpHandlerProviderKey.self] = newValue }
    }
}

extension View {
    /// Signs in with `provide`'s handler for the providers it returns one for (Google Sign-In, Facebook
    /// Login): the button of a Journey `IdpCallback` runs it, then submits the node.
    ///
    /// ```swift
    /// FlowView(workflow: journey)
    ///     .idpHandler { callback in callback.provider.hasPrefix("google") ? GoogleHandler() : nil }
    /// ```
    ///
    /// The modifier nearest the view is asked first; `nil` passes on to the next one out, then to the default.
    public func idpHandler(_ provide: @escaping IdpHandlerProvider) -> some View {
        transformEnvironment(\.idpHandlerProvider) { provider in
            let outer = provider
            provider = { callback in provide(callback) ?? outer?(callback) }
        }
    }
}
#endif
