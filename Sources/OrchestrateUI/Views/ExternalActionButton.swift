#if canImport(SwiftUI)
import SwiftUI

/// A button whose press runs something outside the node (a passkey sheet, a provider's sign-in, a device
/// pairing) while `running`, and under which `failure` shows after a failed run.
struct ExternalActionButton<Style: PrimitiveButtonStyle>: View {
    let title: String
    let failure: String
    let failed: Bool
    let disabled: Bool
    let style: Style
    @Binding var running: Bool
    @Environment(\.orchestrateTheme) private var theme

    /// The button, and the failure under it.
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Button(title) { running = true }
                .buttonStyle(style)
                .tint(theme.tint)
                .disabled(running || disabled)
                .frame(maxWidth: .infinity)
            if failed {
                Text(failure).font(theme.captionFont).foregroundStyle(theme.errorColor)
            }
        }
    }
}
#endif
