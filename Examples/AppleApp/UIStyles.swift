import Orchestrate
import OrchestrateUI
import SwiftUI

// The code of the OrchestrateUI article "Styles, theme and messages", as an app writes it.

/// The app's theme, kept in a constant: `OrchestrateTheme` is `Sendable`.
enum BrandTheme {
    static let theme = OrchestrateTheme(
        spacing: 20, cornerRadius: 14, tint: .indigo, headerFont: .largeTitle.weight(.bold), stylesButtons: false)
}

/// Every field on a card whose border turns red while the field has errors.
struct BorderedFieldStyle: NodeFieldStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.content
            configuration.errorsView
        }
        .padding(12)
        .overlay(
            RoundedRectangle(cornerRadius: 14)
                .stroke(configuration.errors.isEmpty ? Color.secondary : Color.red))
    }
}

/// The flow in the app's look: its theme, its field style, its own button style (the theme leaves buttons to
/// the app), a capsule style for links, and a message of its own for one rule.
struct BrandedSignIn: View {
    let workflow: Workflow

    var body: some View {
        FlowView(workflow: workflow)
            .orchestrateTheme(BrandTheme.theme)
            .nodeFieldStyle(BorderedFieldStyle())
            .buttonStyle(.borderedProminent)
            .nodeButtonStyle(CapsuleLinkStyle(), for: .link)
            .validationMessage { (error: FieldError) in
                error.code == "required" ? "Please fill this in." : nil
            }
    }
}

/// The app's texts: its own strings table `SignIn` (in place of `Orchestrate`), and its own words for one rule.
enum AppMessages {
    static let catalog = MessageCatalog(lookup: { (key: String, english: String) in
        Bundle.main.localizedString(forKey: key, value: english, table: "SignIn")
    })
    .overriding { (error: FieldError) in error.code == "required" ? "Please fill this in." : nil }
}

/// The flow with the app's texts.
struct WordedSignIn: View {
    let workflow: Workflow

    var body: some View {
        FlowView(workflow: workflow)
            .orchestrateMessages(AppMessages.catalog)
    }
}
