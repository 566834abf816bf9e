#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// The default loading slot: a progress indicator and "Loading…".
public struct FlowLoadingView: View {
    @Environment(\.orchestrateMessages) private var messages

    /// The default loading view.
    public init() {}

    /// A progress indicator with its text.
    public var body: some View {
        ProgressView(messages.text(.loading)).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The default error slot: the message (or a generic one) and a retry button.
public struct FlowFailureView: View {
    private let failure: FlowFailure
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The default view of `failure`.
    public init(failure: FlowFailure) {
        self.failure = failure
    }

    /// The message and "Try again".
    public var body: some View {
        VStack(spacing: theme.spacing) {
            Text(failure.message.isEmpty ? messages.text(.failure) : failure.message)
                .font(theme.bodyFont).foregroundStyle(theme.errorColor).multilineTextAlignment(.center)
            Button(messages.text(.retry)) { failure.retry() }.buttonStyle(.borderedProminent).tint(theme.tint)
        }
        .padding()
    }
}

/// The default success slot: "You are signed in." and a sign-out button.
public struct FlowSuccessView: View {
    private let success: FlowSuccess
    @State private var signingOff = false
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The default view of `success`.
    public init(success: FlowSuccess) {
        self.success = success
    }

    /// The text and "Sign out".
    public var body: some View {
        VStack(spacing: theme.spacing) {
            Text(messages.text(.signedIn)).font(theme.headerFont)
            Button(messages.text(.signOff)) { signingOff = true }
                .buttonStyle(.bordered).disabled(signingOff)
        }
        .padding()
        .task(id: signingOff) {
            guard signingOff else { return }
            await success.signOff()
        }
    }
}
#endif
