import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A script serves every 2026 field type as written (fixtures 47–73): the runtime builds the collector
/// the Ping SDKs build from each, with its properties.
@Suite("Sandbox 2026: scripts serve every field type")
struct ScriptFieldTypesTests {
    /// Fixture field files, with the `type` to add where the SDK test left it out.
    static let fields: [(file: String, type: String?)] = [
        ("47-field-single-checkbox-full-richcontent.json", nil),
        ("48-field-single-checkbox-switch.json", "SINGLE_CHECKBOX"),
        ("51-field-agreement-read-only-text.json", nil), ("52-field-polling-challenge.json", nil),
        ("60-field-qr-code.json", "QR_CODE"), ("61-field-image.json", "IMAGE"), ("62-field-metadata.json", "METADATA"),
        ("64-field-social-login-button.json", nil), ("66-field-protect.json", "PROTECT"),
        ("67-field-fido2-registration.json", "FIDO2"), ("69-field-fido2-authentication.json", "FIDO2"),
        ("71-field-mobile-pairing.json", "MOBILE_PAIRING"), ("73-field-label-richcontent-link.json", "LABEL"),
    ]

    /// A one-node script (JSON is YAML) holding every fixture field.
    static func script() throws -> SandboxScript {
        let fields = try Self.fields.map { try FieldForms.field($0.file, type: $0.type).description }
        let text =
            #"{"flows": [{"name": "all", "start": "all"}], "nodes": [{"id": "all", "form": {"name": "All types"}, "#
            + #""fields": ["# + fields.joined(separator: ", ") + "]}]}"
        return try SandboxScript(yaml: text, sourceName: "all-types.json")
    }

    @Test func everyTypeBecomesItsCollector() async throws {
        try await withSandbox(script: try Self.script()) { server, base in
            let workflow = try await sandboxDaVinci(server, flow: "all")
            let first = await workflow.start()
            let node = try #require(first as? ContinueNode, "the first node: \(first)")
            let names = node.collectors.map { String(describing: type(of: $0)) }
            #expect(
                names == [
                    "BooleanCollector", "BooleanCollector", "ReadOnlyTextCollector", "PollingCollector",
                    "QRCodeCollector",
                    "ImageCollector", "MetadataCollector", "IdpCollector", "ProtectCollector",
                    "FidoRegistrationCollector",
                    "FidoAuthenticationCollector", "MobilePairingCollector", "LabelCollector",
                ])
            let checkbox = try #require(node.collector(BooleanCollector.self, key: "single-checkbox-field"))
            #expect(checkbox.errorMessage == "Select the checkbox to continue.")
            #expect(checkbox.richContent?.replacements.count == 2)
            let polling = try #require(node.collectors.compactMap { $0 as? PollingCollector }.first)
            #expect(polling.challenge != "abc123", "the sandbox issues the challenge of each visit")
            #expect(polling.challenge.count == 32)
            #expect(
                polling.statusURL?.absoluteString.hasPrefix(base.string("/sandbox/davinci/user/credentials/challenge/"))
                    == true)
            let qr = try #require(node.collectors.compactMap { $0 as? QRCodeCollector }.first)
            #expect(qr.imageData?.isEmpty == false)
            let google = try #require(node.collectors.compactMap { $0 as? IdpCollector }.first)
            #expect(google.authenticateURL?.host == "auth.example.com", "a written link is served as written")
            let fido = try #require(node.collectors.compactMap { $0 as? FidoRegistrationCollector }.first)
            #expect(fido.publicKeyCredentialCreationOptions != nil)

            // The rest of each field is passed through as written.
            let served = try #require(node.input[path: "form", "components", "fields"]?.arrayValue)
            for (index, entry) in Self.fields.enumerated() where entry.file.hasPrefix("52-") == false {
                #expect(served[index] == (try FieldForms.field(entry.file, type: entry.type)), "\(entry.file)")
            }
        }
    }
}
