#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// A SwiftUI button style the app set for one role of the screen's buttons, type-erased.
@MainActor
struct NodeButtonStyling {
    /// Applies the style to a button.
    let apply: @MainActor (AnyView) -> AnyView
}

private struct NodeButtonStylesKey: EnvironmentKey {
    static var defaultValue: [NodeButton.Style: NodeButtonStyling] { [:] }
}

extension EnvironmentValues {
    /// The button styles the app set, by role; a role without one keeps the theme's.
    var nodeButtonStyles: [NodeButton.Style: NodeButtonStyling] {
        get { self[NodeButtonStylesKey.self] }
        set { self[NodeButtonStylesKey.self] = newValue }
    }
}

extension View {
    /// Styles the screen's buttons of `role` (the main action, the others, links) with a SwiftUI button
    /// style, such as `.borderedProminent`, inside this view. Other roles keep the theme's styles.
    ///
    /// ```swift
    /// FlowView(workflow: daVinci)
    ///     .nodeButtonStyle(.borderedProminent, for: .primary)
    ///     .nodeButtonStyle(CapsuleButtonStyle(), for: .secondary)
    /// ```
    public func nodeButtonStyle(_ style: some PrimitiveButtonStyle, for role: NodeButton.Style) -> some View {
        transformEnvironment(\.nodeButtonStyles) { styles in
            styles[role] = NodeButtonStyling { AnyView($0.buttonStyle(style)) }
        }
    }

    /// Styles the screen's buttons of `role` with a SwiftUI `ButtonStyle` inside this view.
    public func nodeButtonStyle(_ style: some ButtonStyle, for role: NodeButton.Style) -> some View {
        transformEnvironment(\.nodeButtonStyles) { styles in
            styles[role] = NodeButtonStyling { AnyView($0.buttonStyle(style)) }
        }
    }
}
#endif
