import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The demo's `registerWithTerms` flow through the runtime: an agreement to read and a terms checkbox that
/// must be sent as JSON `true`.
@Suite("Sandbox 2026: registration with an agreement and a terms checkbox")
struct RegistrationWithTermsTests {
    @Test func refusedUncheckedThenAcceptedChecked() async throws {
        try await withSandbox { server, _ in
            let workflow = try await sandboxDaVinci(server, flow: "registerWithTerms")
            let form = try await workflow.firstContinueNode()
            #expect(form.name == "Registration")

            let agreement = try #require(form.collector(ReadOnlyTextCollector.self, key: "agreement"))
            #expect(agreement.title == "Terms of Service" && agreement.titleEnabled)
            #expect(agreement.agreementID == "6ff30c9e-cd98-4fe5-85ca-01111ca20702")
            #expect(agreement.content.hasPrefix("Be nice to the sandbox."))
            let terms = try #require(form.collector(BooleanCollector.self, key: "terms"))
            #expect(terms.value == false, "default from formData")
            #expect(terms.appearance == .checkbox)
            #expect(terms.richContent?.content == "I accept the {{link1}}")

            try #require(form.collector(TextCollector.self, key: "user.username")).value = "carol"
            try #require(form.collector(TextCollector.self, key: "user.email")).value = "carol@example.com"
            try #require(form.collector(PasswordCollector.self, key: "password")).value = "Sup3r-Secret!"
            #expect(form.validate().map(\.key) == ["terms"], "required and unchecked: the field's errorMessage")
            try #require(form.collector(SubmitCollector.self, key: "submit")).press()

            let refused = try #require(await form.next() as? ErrorNode)
            #expect(refused.status == 400)
            #expect(refused.message == "terms: Accept the terms to continue.")
            #expect(await !server.hasUser("carol"))
            let sent = try JSON.parse(try #require(await server.journal().last).body)
            #expect(sent[path: "parameters", "data", "formData", "terms"] == false)
            #expect(sent[path: "parameters", "data", "formData", "agreement"] == nil, "an agreement sends nothing")

            let retry = try #require(refused.continueNode)
            try #require(retry.collector(PasswordCollector.self, key: "password")).value = "Sup3r-Secret!"
            try #require(retry.collector(BooleanCollector.self, key: "terms")).value = true
            #expect(retry.validate().isEmpty)
            try #require(retry.collector(SubmitCollector.self, key: "submit")).press()
            #expect(await retry.next() is SuccessNode)
            #expect(await server.hasUser("carol"))
            let accepted = try JSON.parse(try #require(await server.journal().last).body)
            #expect(accepted[path: "parameters", "data", "formData", "terms"] == true)
        }
    }

    @Test func theTextTrueIsNotAnAcceptance() async throws {
        try await withSandbox { server, _ in
            let authorize = try #require(await server.authorizeURL(flow: "registerWithTerms"))
            let (startData, startResponse) = try await plainSession.data(from: authorize)
            let node = try JSON.parse(startData)
            let next = try #require(node[path: "_links", "next", "href"]?.stringValue.flatMap(URL.init(string:)))
            let cookie = try #require((startResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie"))
            var request = URLRequest(url: next)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue(String(cookie.prefix { $0 != ";" }), forHTTPHeaderField: "Cookie")
            let body: JSON = [
                "id": "registerWithTerms", "eventName": "continue",
                "parameters": [
                    "eventType": "submit",
                    "data": [
                        "actionKey": "submit",
                        "formData": [
                            "user.username": "dave", "password": "Sup3r-Secret!", "terms": "true",
                        ],
                    ],
                ],
            ]
            request.httpBody = Data(body.description.utf8)
            let (_, response) = try await plainSession.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            #expect(await !server.hasUser("dave"))
        }
    }
}
