import Foundation
import Orchestrate
import OrchestrateUI
import Testing

/// The app's replacements of fields (its views, in SwiftUI): by key, then type, then kind; `nil` keeps
/// the default.
@MainActor
@Suite struct FieldOverridesTests {
    @Test func aKeyWinsOverATypeWhichWinsOverAKindAndNilFallsThrough() async throws {
        let fields = NodeFields(node: try await daVinciNode(fixture: "05-start-login-form"))
        var overrides = FieldOverrides<String>()
        overrides.set(kind: .text) { _ in "kind" }
        overrides.set(type: PasswordCollector.self) { field in "type \(field.key)" }
        overrides.set(type: TextCollector.self) { _ in nil }
        overrides.set(key: "password") { _ in nil }
        overrides.set(key: "SIGNON") { field in "key \(field.label)" }
        let replaced = fields.fields.map(overrides.replacement(for:))
        #expect(replaced == ["kind", "type password", "key Sign On", nil, nil])
        #expect(FieldOverrides<String>().replacement(for: fields.fields[0]) == nil, "no override: the default")
    }

    @Test func aPlaceholderIsReplacedByItsKind() async throws {
        let fields = NodeFields(node: try await daVinciNode(fixture: "11-form-all-basic-field-types"))
        var overrides = FieldOverrides<String>()
        overrides.set(kind: .unknown) { field in "custom \(field.type)" }
        #expect(fields.fields.compactMap(overrides.replacement(for:)) == ["custom ERROR_DISPLAY"])
    }
}
