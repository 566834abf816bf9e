#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// What every input field view observes and reads, in one place: the screen (its errors and submission), the
/// field's own revision (so the view redraws when that field's value changes, and only then), and the
/// environment's theme and message catalog. A field view keeps one, made from its `field` and `screen`.
@MainActor
struct FieldViewContext: DynamicProperty {
    @ObservedObject var screen: NodeScreen
    @ObservedObject var revision: FieldRevision
    @Environment(\.orchestrateTheme) var theme
    @Environment(\.orchestrateMessages) var messages
    private let field: NodeField

    /// The context of `field` on `screen`.
    init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
        revision = screen.revision(of: field)
    }

    /// VoiceOver's label and hint for the field, with its current errors, in the environment's texts.
    var accessibility: FieldAccessibility {
        FieldAccessibility(field: field, errors: screen.errors(for: field), messages: messages)
    }
}
#endif
