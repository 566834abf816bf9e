#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A field's error messages, in the theme's error color; nothing when there are none.
public struct FieldErrorsView: View {
    private let errors: [FieldError]
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The view of `errors`.
    public init(errors: [FieldError]) {
        self.errors = errors
    }

    /// One line per error.
    public var body: some View {
        ForEach(Array(errors.enumerated()), id: \.offset) { _, error in
            Text(messages.message(for: error)).font(theme.captionFont).foregroundStyle(theme.errorColor)
        }
    }
}
#endif
