import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// The JSON Schema and the reference are written from, or checked against, the validator's tables.
@Suite struct SchemaTests {
    func schema() throws -> [String: Any] {
        let data = Data(JSONSchema.document().utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theSchemaHasADefinitionWithTheKeysOfEveryTable() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        #expect(Set(definitions.keys) == Set(SpecSchema.allTables.map(\.name)))
        for table in SpecSchema.allTables {
            let definition = try #require(definitions[table.name] as? [String: Any])
            let properties = try #require(definition["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(table.keys.map(\.name)), "\(table.name)")
            #expect((definition["required"] as? [String] ?? []) == table.keys.filter(\.required).map(\.name))
            #expect(definition["additionalProperties"] as? Bool == false)
        }
    }

    @Test func theSchemaAcceptsWhatTheValidatorReadsFromTheExamples() throws {
        // Every key the example specs use is a property of the schema definition of its table.
        let (specs, diagnostics) = Generator.read(sources(in: "Examples/Specs"))
        #expect(diagnostics.isEmpty)
        #expect(specs.flows.count == 5 && specs.collectors.count == 1 && specs.callbacks.count == 2)
        let definitions = try #require(try schema()["$defs"] as? [String: [String: Any]])
        let flowKeys = try #require(definitions["flowFile"]?["properties"] as? [String: Any])
        #expect(
            Set(["orchestrate", "flow", "access", "protocol", "journey", "workflow", "modules", "steps"]).isSubset(
                of: Set(flowKeys.keys)))
        let segueKeys = try #require(definitions["segue"]?["properties"] as? [String: Any])
        #expect(Set(segueKeys.keys) == ["to", "when", "retry"])
        let whenKeys = try #require(definitions["when"]?["properties"] as? [String: Any])
        #expect(Set(whenKeys.keys) == ["button", "error", "failure", "field", "result", "failedPolicies"])
    }

    @Test func everyUnknownKeyMessageListsTheTablesKeys() {
        for table in SpecSchema.allTables {
            var reader = SpecValueReader()
            let node = YAMLNode(
                .mapping([
                    (
                        YAMLNode(.scalar("zzz", .string), at: SourceLocation(file: "/f", line: 1, column: 1)),
                        YAMLNode(.scalar("1", .int), at: SourceLocation(file: "/f", line: 1, column: 6))
                    )
                ]),
                at: SourceLocation(file: "/f", line: 1, column: 1))
            _ = reader.object(node, table, context: table.name)
            #expect(
                reader.diagnostics.all.first?.note == "valid keys: \(table.keys.map(\.name).joined(separator: ", "))")
        }
    }

    @Test func theReferenceDocumentsEveryKeyOfEveryTable() throws {
        let url = packageRoot.appendingPathComponent("Sources/Orchestrate/Orchestrate.docc/SpecReference.md")
        var reference = try String(contentsOf: url, encoding: .utf8)
        let begin =
            "<!-- BEGIN KEY TABLES (generated from SpecSchema; ORCHESTRATE_BLESS=1 swift test rewrites it) -->\n"
        let end = "<!-- END KEY TABLES -->\n"
        let start = try #require(reference.range(of: begin), "the reference has lost its BEGIN KEY TABLES marker")
        let stop = try #require(reference.range(of: end), "the reference has lost its END KEY TABLES marker")
        if blessing {
            reference.replaceSubrange(start.upperBound..<stop.lowerBound, with: SpecSchema.keyTables())
            try reference.write(to: url, atomically: true, encoding: .utf8)
        }
        for table in SpecSchema.allTables {
            #expect(
                reference.contains("<a id=\"\(table.name)\"></a>"), "the reference has no section for \(table.name)")
            for key in table.keys {
                #expect(
                    reference.contains("| `\(key.name)` |"), "the reference does not document \(table.name).\(key.name)"
                )
            }
        }
        #expect(
            reference.contains(SpecSchema.keyTables()),
            "the key tables of the reference differ from SpecSchema; run ORCHESTRATE_BLESS=1 swift test")
    }
}

/// The quick example of the reference generates cleanly.
@Suite struct ReferenceExampleTests {
    @Test func theReferenceExamplesGenerateCleanly() throws {
        let reference = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/Orchestrate/Orchestrate.docc/SpecReference.md"),
            encoding: .utf8)
        var sources: [SpecSource] = []
        for block in reference.components(separatedBy: "```yaml\n").dropFirst() {
            guard let end = block.range(of: "```\n") else { continue }
            let text = String(block[..<end.lowerBound])
            guard let first = text.split(separator: "\n").first, first.hasPrefix("# ") else { continue }
            sources.append(SpecSource(path: "/docs/" + first.dropFirst(2), text: text))
        }
        #expect(sources.map(\.fileName) == ["SignIn.flow.yaml", "DaVinci.collectors.yaml"])
        let result = Generator.generate(sources)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.files.count == 2)
    }
}
