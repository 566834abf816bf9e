#if canImport(SwiftUI) && canImport(AuthenticationServices)
import AuthenticationServices
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Gives the window a passkey or browser sheet is presented over; `nil` falls back to the app's key window.
public typealias PresentationAnchorProvider = @MainActor () -> ASPresentationAnchor?

private struct PresentationAnchorProviderKey: EnvironmentKey {
    static var defaultValue: PresentationAnchorProvider? { nil }
}

extension EnvironmentValues {
    /// The app's window for passkey and provider sheets, set with ``SwiftUI/View/presentationAnchor(_:)``;
    /// `nil` (the default) uses the key window of the first foreground scene.
    public var presentationAnchorProvider: PresentationAnchorProvider? {
        get { self[PresentationAnchorProviderKey.self] }
        set { self[PresentationAnchorProviderKey.self] = newValue }
    }
}

extension View {
    /// Presents the passkey and provider sheets of the sign-in views inside this view over the window
    /// `provide` gives (the scene's own window, in an app with several scenes). Without it, or when it gives
    /// `nil`, they use the key window of the first foreground scene (`UIApplication.shared`), which app
    /// extensions cannot reach.
    ///
    /// ```swift
    /// FlowView(workflow: journey).presentationAnchor { sceneWindow }
    /// ```
    public func presentationAnchor(_ provide: @escaping PresentationAnchorProvider) -> some View {
        environment(\.presentationAnchorProvider, provide)
    }
}

/// The window a passkey or browser sheet is presented over: the app's, else the key window.
@MainActor
enum PresentationWindow {
    /// The window `provider` gives, else the key window of the first foreground scene.
    static func current(_ provider: PresentationAnchorProvider?) -> ASPresentationAnchor? {
        if let window = provider?() { return window }
        #if os(iOS) || os(visionOS)
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let foreground = scenes.filter { $0.activationState == .foregroundActive }
        let windows = (foreground.isEmpty ? scenes : foreground).flatMap(\.windows)
        return windows.first(where: \.isKeyWindow) ?? windows.first
        #elseif os(macOS)
        return NSApplication.shared.keyWindow ?? NSApplication.shared.windows.first
        #else
        return nil
        #endif
    }
}
#endif
