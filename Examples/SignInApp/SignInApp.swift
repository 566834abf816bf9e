import Orchestrate
import OrchestrateUI
import SwiftUI

/// Signs in through the sandbox's AM tree `Login` (`swift run orchestrate-sandbox` on the Mac the simulator
/// runs on; user alice, password Passw0rd!, code 123456) with `FlowView`: the default screens, one field and
/// one screen of the app's own.
@main
struct SignInApp: App {
    var body: some Scene {
        WindowGroup { SignInView() }
    }
}

/// The whole sign-in: the flow from its first node to success, with a sign-out button there.
struct SignInView: View {
    let journey = Journey.createJourney { config in
        config.serverUrl = "http://127.0.0.1:8080/am"
        config.realm = "root"
    }

    var body: some View {
        FlowView(workflow: journey) { await $0.start("Login") }
            .successView { success in
                VStack(spacing: 16) {
                    Text("Signed in")
                    Button("Sign out") { Task { await success.signOff() } }
                }
            }
            .fieldView(for: PasswordCallback.self) { field in BrandPasswordField(field: field) }
            .screenView { screen in
                screen.fields.header == "Verify it's you" ? SecondFactorScreen(screen: screen) : nil
            }
    }
}
