#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

private struct ReCaptchaProviderKey: EnvironmentKey {
    static var defaultValue: (any ReCaptchaEnterpriseProvider)? { nil }
}

extension EnvironmentValues {
    /// The app's reCAPTCHA Enterprise provider, set with ``SwiftUI/View/reCaptchaProvider(_:)``.
    public var reCaptchaProvider: (any ReCaptchaEnterpriseProvider)? {
        get { self[ReCaptchaProviderKey.self] }
        set { self[ReCaptchaProviderKey.self] = newValue }
    }
}

extension View {
    /// Verifies a journey's `ReCaptchaEnterpriseCallback` with `provider` (the app's, over Google's SDK) when
    /// its screen appears.
    public func reCaptchaProvider(_ provider: any ReCaptchaEnterpriseProvider) -> some View {
        environment(\.reCaptchaProvider, provider)
    }
}

/// A journey's reCAPTCHA Enterprise check: verified with the app's provider when the screen appears, then
/// the node goes on by itself when the check is all the screen has (otherwise with its Next button). A failure
/// shows a message and a retry; without the app's provider, the replaceable placeholder says so.
public struct ReCaptchaFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @State private var attempt = 0
    @State private var state = Progress.verifying
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages
    @Environment(\.reCaptchaProvider) private var provider

    /// Where the check is.
    private enum Progress {
        case verifying, verified, failed
    }

    /// The check of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
    }

    /// Progress, the failure and its retry, or the placeholder.
    public var body: some View {
        if let callback = field.action(as: ReCaptchaEnterpriseCallback.self), let provider {
            HStack(spacing: 8) {
                switch state {
                case .verifying:
                    ProgressView()
                    Text(messages.text(.reCaptchaVerifying)).font(theme.captionFont)
                case .verified:
                    EmptyView()
                case .failed:
                    Text(messages.text(.reCaptchaFailed)).font(theme.captionFont).foregroundStyle(theme.errorColor)
                    Button(messages.text(.retry)) { attempt += 1 }
                }
            }
            .task(id: attempt) {
                state = .verifying
                guard case .success = await callback.verify(using: provider) else {
                    state = .failed
                    return
                }
                state = .verified
                if screen.fields.submitsWhenReCaptchaVerified { screen.requestSubmission() }
            }
        } else {
            UnknownFieldView(field: field, message: messages.text(.reCaptchaNeedsProvider))
        }
    }
}
#endif
