import Orchestrate
import OrchestrateUI
import SwiftUI

/// The DaVinci sign-in: username and password, then a one-time code, then the ID token's claims.
struct DaVinciSignInView: View {
    let daVinci = DaVinciSignInFlow.workflow()

    var body: some View {
        FlowView(workflow: daVinci)
            .successView { (success: FlowSuccess) in SignedInView(workflow: daVinci, signOff: success.signOff) }
            .fieldView(for: PasswordCollector.self) { (field: NodeField) in BrandPasswordField(field: field) }
    }
}

/// Who signed in, from the user's claims, and a sign-out button.
struct SignedInView: View {
    let workflow: Workflow
    let signOff: @MainActor () async -> Void
    @State private var name = ""

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "checkmark.seal.fill").font(.largeTitle).foregroundStyle(.tint)
            Text(name.isEmpty ? "Signed in" : "Signed in as \(name)")
            Button("Sign out") { Task { await signOff() } }
                .buttonStyle(.borderedProminent)
        }
        .task {
            guard let user = await workflow.user(), case .success(let claims) = await user.userinfo(cache: true)
            else { return }
            name = claims["name"]?.stringValue ?? claims["sub"]?.stringValue ?? ""
        }
    }
}
