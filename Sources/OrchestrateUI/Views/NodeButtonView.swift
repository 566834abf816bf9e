#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A button of a node's screen (a submit or flow button, a confirmation's option, Next): pressing it
/// checks the fields when the button asks for it and submits the node.
public struct NodeButtonView: View {
    private let button: NodeButton
    @ObservedObject private var screen: NodeScreen
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages
    @Environment(\.nodeButtonStyles) private var styles

    /// The view of `button` on `screen`.
    public init(button: NodeButton, screen: NodeScreen) {
        self.button = button
        self.screen = screen
    }

    /// The button, in the style the app set for its role, else the theme's.
    public var body: some View {
        let label = button.label.isEmpty ? messages.text(.next) : button.label
        let view = Button(label) { screen.press(button, messages: messages) }
            .disabled(screen.isBusy)
            .tint(theme.tint)
            .accessibilityHint(button.validatesFields ? "" : messages.text(.flowHint))
        if let styling = styles[button.style] {
            styling.apply(AnyView(view))
        } else if !theme.stylesButtons {
            view
        } else {
            switch button.style {
            case .primary: view.buttonStyle(.borderedProminent).frame(maxWidth: .infinity)
            case .secondary: view.buttonStyle(.bordered).frame(maxWidth: .infinity)
            case .link: view.buttonStyle(.borderless)
            }
        }
    }
}
#endif
