import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// The request a node of the 2026 types is submitted with: the event type and action key of its
/// `submission`, and a social login's continue request in place of the next one.
@Suite struct SubmissionRequestTests {
    @Test func anAnsweredMetadataFieldSubmitsAnActionWithItsKey() async throws {
        let node = try await FieldForms.node(fields: [try Fixture.json("62-field-metadata.json")])
        let metadata = try #require(node.collectors.first as? MetadataCollector)
        metadata.setResult(["signals": "s"])
        let body = try #require(try node.asRequest().jsonBody)
        #expect(body[path: "parameters", "eventType"] == "action")
        #expect(body[path: "parameters", "data", "actionKey"] == "sdkMetadata")
        #expect(body[path: "parameters", "data", "formData", "sdkMetadata"] == ["signals": "s"])
    }

    @Test func aPressedButtonStillDecides() async throws {
        let node = try await FieldForms.node(fields: [
            try Fixture.json("62-field-metadata.json"),
            ["type": "SUBMIT_BUTTON", "key": "go", "label": "Go"],
        ])
        (node.collectors.first as? MetadataCollector)?.setResult(["signals": "s"])
        node.collector(SubmitCollector.self, key: "go")?.press()
        let body = try #require(try node.asRequest().jsonBody)
        #expect(body[path: "parameters", "eventType"] == "submit")
        #expect(body[path: "parameters", "data", "actionKey"] == "go")
    }

    /// `node.next()` (and a typed form's `submit()`) with no button pressed: the first `SUBMIT_BUTTON` in the
    /// server's order, never a flow link listed before it; with no submit button, `submit` and no key.
    @Test func withNoButtonPressedTheFirstSubmitButtonSubmits() async throws {
        let node = try await FieldForms.node(fields: [
            ["type": "FLOW_LINK", "key": "register", "label": "Register", "inputType": "ACTION"],
            ["type": "SUBMIT_BUTTON", "key": "submit", "label": "Sign On"],
            ["type": "SUBMIT_BUTTON", "key": "other", "label": "Other"],
        ])
        #expect(node.submission == DaVinciSubmission(eventType: "submit", actionKey: "submit"))
        let body = try #require(try node.asRequest().jsonBody)
        #expect(body[path: "parameters", "data", "actionKey"] == "submit")

        let links = try await FieldForms.node(fields: [["type": "FLOW_LINK", "key": "register", "label": "Register"]])
        #expect(links.submission == DaVinciSubmission(eventType: "submit", actionKey: ""))
    }

    @Test func anAuthorizedSocialLoginGoesOnWithItsContinueRequest() async throws {
        struct Provider: IdpRequestHandler {
            func authorize(url: URL) async throws -> URL {
                URL(string: "myapp://example.com?continueToken=continue-token-value")!
            }
        }
        let node = try await FieldForms.node(
            fields: [try Fixture.json("64-field-social-login-button.json")],
            extra: [
                "_links": [
                    "next": ["href": "https://auth.test/env/next"],
                    "continue": ["href": "https://auth.test/env/continue"],
                ]
            ])
        let idp = try #require(node.collectors.first as? IdpCollector)
        #expect(try node.asRequest().parts.urlString == "https://auth.test/env/next")
        _ = await idp.authorize(using: Provider())
        let request = try node.asRequest()
        #expect(request.parts.urlString == "https://auth.test/env/continue")
        #expect(request.parts.headers["Authorization"] == "Bearer continue-token-value")
        #expect(!"\(request)".contains("continue-token-value"))
    }
}
