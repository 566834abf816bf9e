#if canImport(SwiftUI)
import SwiftUI

/// The look of the sign-in screen: spacing, corners, colors and fonts, carried in the environment.
///
/// ```swift
/// var theme = OrchestrateTheme()
/// theme.tint = .indigo
/// FlowView(workflow: daVinci).orchestrateTheme(theme)
/// ```
///
/// It is `Sendable`, so an app can keep its theme in a constant: `static let theme = OrchestrateTheme(tint: .indigo)`.
public struct OrchestrateTheme: Sendable {
    /// The space between fields.
    public var spacing: CGFloat = 16
    /// The corner radius of framed content (a QR code, a placeholder).
    public var cornerRadius: CGFloat = 10
    /// The color of buttons and progress.
    public var tint: Color = .accentColor
    /// The color of error messages.
    public var errorColor: Color = .red
    /// The font of the node's header.
    public var headerFont: Font = .title2.weight(.semibold)
    /// The font of the node's description and of text fields.
    public var bodyFont: Font = .body
    /// The font of error messages and hints.
    public var captionFont: Font = .footnote
    /// Whether the default button views set their button styles (bordered, prominent for the main action);
    /// `false` leaves them to the app's `.buttonStyle(…)`.
    public var stylesButtons = true
    /// Whether the default text fields set their style (rounded borders); `false` leaves them to the app's
    /// `.textFieldStyle(…)`.
    public var stylesFields = true

    /// The default theme.
    public init() {}

    /// A theme with the given values; each one left out keeps its default.
    public init(
        spacing: CGFloat = 16, cornerRadius: CGFloat = 10, tint: Color = .accentColor, errorColor: Color = .red,
        headerFont: Font = .title2.weight(.semibold), bodyFont: Font = .body, captionFont: Font = .footnote,
        stylesButtons: Bool = true, stylesFields: Bool = true
    ) {
        self.spacing = spacing
        self.cornerRadius = cornerRadius
        self.tint = tint
        self.errorColor = errorColor
        self.headerFont = headerFont
        self.bodyFont = bodyFont
        self.captionFont = captionFont
        self.stylesButtons = stylesButtons
        self.stylesFields = stylesFields
    }
}

private struct OrchestrateThemeKey: EnvironmentKey {
    static var defaultValue: OrchestrateTheme { OrchestrateTheme() }
}

extension EnvironmentValues {
    /// The theme of the sign-in views; the default theme unless `orchestrateTheme(_:)` set one.
    public var orchestrateTheme: OrchestrateTheme {
        get { self[OrchestrateThemeKey.self] }
        set { self[OrchestrateThemeKey.self] = newValue }
    }
}

extension View {
    /// The default text field style, unless the theme leaves text field styles to the app.
    @ViewBuilder
    func themedTextFieldStyle(_ theme: OrchestrateTheme) -> some View {
        if theme.stylesFields {
            textFieldStyle(.roundedBorder)
        } else {
            self
        }
    }

    /// Sets the theme of the sign-in views inside this view.
    public func orchestrateTheme(_ theme: OrchestrateTheme) -> some View {
        environment(\.orchestrateTheme, theme)
    }
}
#endif
