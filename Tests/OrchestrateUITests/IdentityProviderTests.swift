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

/// A DaVinci `MOBILE_PAIRING` field on the screen: its button (the app's pairing) moves the node on, so the
/// screen shows no Next of its own, and its texts have English defaults.
struct MobilePairingFieldTests {
    @Test func aMobilePairingFieldIsTheNodesButton() async throws {
        let pairing: JSON = ["type": "MOBILE_PAIRING", "key": "pair-device", "label": "", "pairingKey": "k-123"]
        let fields = NodeFields(node: try await daVinciNode(daVinciForm([pairing])))
        let field = try #require(fields.fields.first)
        #expect(field.kind == .mobilePairing)
        #expect(field.kind.submitRole == .button)
        #expect(fields.needsNextButton == false, "the pairing button submits the node once paired")
        #expect(field.action(as: MobilePairingCollector.self)?.pairingKey == "k-123")
        let messages = MessageCatalog(lookup: MessageCatalog.english)
        #expect(messages.text(.pairDevice) == "Pair this device")
        #expect(messages.text(.pairingNeedsHandler) == "Pairing this device needs the app's MFA SDK.")
    }
}

/// A journey's reCAPTCHA Enterprise check on the screen, once the app registers the plug-in's callback: a
/// kind of its own, verified by its view, with the node's Next kept for pages that hold more.
struct ReCaptchaFieldTests {
    @Test func aRegisteredReCaptchaHasItsKindAndKeepsNext() async throws {
        let registry = CallbackRegistry()
        registry.register(type: "ReCaptchaEnterpriseCallback", callback: ReCaptchaEnterpriseCallback.self)
        let callback = registry.callback(for: try Fixture.callback("39-cb-recaptcha-enterprise"))
        let kind = FieldKind(callback: callback)
        #expect(kind == .reCaptchaEnterpriseCallback)
        #expect(kind.submitRole == .none)
        #expect(!kind.isHidden, "the check shows its progress")
        let messages = MessageCatalog(lookup: MessageCatalog.english)
        #expect(messages.text(.reCaptchaVerifying) == "Verifying you are not a robot…")
        #expect(messages.text(.reCaptchaNeedsProvider) == "The security check needs the app's reCAPTCHA provider.")
    }
}
