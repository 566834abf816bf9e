import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// A Journey `IdpCallback` on the screen: its button names the provider, Apple's signs in by default, and the
/// button moves the node on, so the screen shows no Next of its own.
struct IdentityProviderTests {
    @Test(arguments: [
        ("apple-ios", true, "Apple"), ("pingexample_siwa", true, "Apple"), ("SIWA", true, "Apple"),
        ("google-ios", false, "Google"), ("facebook", false, "Facebook"), ("azure_ad", false, "Azure"),
        ("", false, ""),
    ])
    func theProviderIsNamedAndAppleIsRecognised(id: String, isApple: Bool, name: String) {
        let provider = IdentityProvider(id: id)
        #expect(provider.isApple == isApple)
        #expect(provider.displayName == name)
    }

    @Test func anIdpCallbackIsTheNodesButton() async throws {
        let node = try await journeyNode(callbacks: [try Fixture.callback("53-cb-idp", type: "IdPCallback")])
        let fields = NodeFields(node: node)
        let field = try #require(fields.fields.first)
        #expect(field.kind == .idpCallback)
        #expect(field.kind.submitRole == .button)
        #expect(fields.needsNextButton == false, "the provider button submits the node once signed in")
        let callback = try #require(field.action(as: IdpCallback.self))
        #expect(IdentityProvider(callback) == IdentityProvider(id: "pingexample_siwa"))
        #expect(IdentityProvider(callback).isApple)
    }

    @Test func theButtonAndItsPlaceholderHaveEnglishTexts() {
        let messages = MessageCatalog(lookup: MessageCatalog.english)
        #expect(messages.text(.signInWithProvider, ["provider": "Apple"]) == "Sign in with Apple")
        #expect(
            messages.text(.providerNeedsHandler, ["provider": "Google"])
                == "Signing in with Google needs the app's handler.")
    }
}
