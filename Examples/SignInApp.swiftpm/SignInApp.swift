import Orchestrate
import OrchestrateUI
import SwiftUI

/// Signs in against the sandbox on the Mac the simulator runs on (`swift run orchestrate-sandbox`; user alice,
/// password Passw0rd!, code 123456, security answer blue): a DaVinci flow with OpenID Connect and an AM journey,
/// each drawn by `FlowView`, with the app's own password field and its own second-factor screen.
@main
struct SignInApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                DaVinciSignInView()
                    .tabItem { Label("DaVinci", systemImage: "person.badge.key") }
                JourneySignInView()
                    .tabItem { Label("Journey", systemImage: "point.topleft.down.to.point.bottomright.curvepath") }
            }
            .orchestrateTheme(AppTheme.theme)
        }
    }
}

/// The app's look for the sign-in views: a constant, since `OrchestrateTheme` is `Sendable`.
enum AppTheme {
    static let theme = OrchestrateTheme(spacing: 20, tint: .indigo, headerFont: .largeTitle.weight(.bold))
}
