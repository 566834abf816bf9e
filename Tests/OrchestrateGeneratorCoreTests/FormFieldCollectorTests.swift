import Foundation
import Orchestrate
import Testing

@testable import OrchestrateGeneratorCore

/// A form field whose type's collector chooses another by the field (FIDO2) names the one its property
/// holds with `collector:`; the generator's list of such choices is the runtime's.
@Suite struct FormFieldCollectorTests {
    static func spec(_ field: String) -> [String: String] {
        [
            "Demo.collectors.yaml": """
            orchestrate: 1
            name: Demo
            forms:
              Passkey:
                match: { formName: Passkey }
                fields:
                  \(field)
            """
        ]
    }

    @Test func aFidoFieldHoldsTheCollectorItNames() {
        let result = generate(Self.spec("passkey: { type: FIDO2, collector: FidoRegistrationCollector }"))
        #expect(result.diagnostics.map(\.description) == [])
        let text = result.files.first?.contents ?? ""
        #expect(text.contains("let passkey: FidoRegistrationCollector\n"))
        #expect(text.contains("passkey: fields.required(\"passkey\"),"))
    }

    @Test func aFidoFieldWithoutCollectorIsALocatedError() {
        #expect(
            errors(Self.spec("passkey: FIDO2")) == [
                "Demo.collectors.yaml:7:16: field 'passkey' of type 'FIDO2' needs 'collector:'"
            ])
    }

    @Test func aCollectorTheFieldTypeCannotHoldIsALocatedError() {
        #expect(
            errors(Self.spec("passkey: { type: FIDO2, collector: FidoRegistration }")) == [
                "Demo.collectors.yaml:7:42: field 'passkey' cannot hold 'FidoRegistration'; did you mean 'FidoRegistrationCollector'?"
            ])
        #expect(
            errors(Self.spec("name: { type: TEXT, collector: PasswordCollector }")) == [
                "Demo.collectors.yaml:7:38: field 'name' cannot hold 'PasswordCollector'"
            ])
        #expect(errors(Self.spec("name: { type: TEXT, collector: TextCollector }")) == [])
    }

    @Test func theSelectionsAreTheRuntimes() {
        #expect(
            RuntimeCatalog.selections.keys.sorted()
                == CollectorFactory.defaults.values
                .filter { $0 is any CollectorSelecting.Type }.map { String(describing: $0) }.sorted())
        let chosen = ["REGISTER", "AUTHENTICATE"].compactMap {
            FidoCollector.collectorType(for: ["action": .string($0)])
        }
        #expect(RuntimeCatalog.selections["FidoCollector"] == chosen.map { String(describing: $0) }.sorted())
    }
}
