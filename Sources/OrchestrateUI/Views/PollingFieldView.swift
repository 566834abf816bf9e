#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A polling field (DaVinci `POLLING`, Journey `PollingWaitCallback`): its message and a progress bar
/// while it runs, then the node is submitted. Polling runs in the view's `.task`, so it stops when the
/// view goes away.
public struct PollingFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @State private var progress = PollingProgress()
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The progress of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
    }

    /// The message, then the progress.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(caption).font(theme.bodyFont)
            ProgressView(value: progress.fraction).tint(theme.tint)
        }
        .accessibilityElement(children: .combine)
        .task {
            guard let model = PollingModel(field: field) else { return }
            progress = model.progress
            model.onChange = { progress = $0 }
            if await model.run() { screen.requestSubmission() }
        }
    }

    private var caption: String {
        if progress.maxAttempts > 1, progress.attempt > 0 {
            return messages.text(
                .pollingProgress,
                [
                    "retry": String(progress.attempt),
                    "maxRetries": String(progress.maxAttempts),
                ])
        }
        return progress.message.isEmpty ? messages.text(.waiting) : progress.message
    }
}
#endif
