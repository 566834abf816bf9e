import Testing

@testable import OrchestrateGeneratorCore

/// The YAML reader: scalar kinds resolved by hand, and a preflight that refuses only what it must.
@Suite struct ReaderTests {
    @Test func plainScalarsResolveLikeYAML() {
        let cases: [(String, YAMLNode.ScalarKind)] = [
            ("", .null), ("~", .null), ("null", .null), ("NULL", .null),
            ("true", .bool), ("False", .bool), ("yes", .bool), ("off", .bool),
            ("0", .int), ("-12", .int), ("+3", .int), ("1_000", .int), ("0x1F", .int), ("0o17", .int), ("0b101", .int),
            ("1.5", .float), ("-0.5", .float), ("1e3", .float), ("2.5E-2", .float), (".inf", .float), (".nan", .float),
            ("1.2.3", .string), ("0x", .string), ("e3", .string), ("abc", .string), ("1a", .string), ("-", .string),
            ("x-requested-with", .string), ("Sign On", .string), ("123456", .int),
        ]
        for (text, kind) in cases {
            #expect(YAMLNode.ScalarKind.classify(text) == kind, "\(text)")
        }
    }

    @Test func quotedScalarsAreAlwaysStrings() throws {
        let source = SpecSource(path: "/a.flow.yaml", text: "a: \"1\"\nb: 'true'\nc: 1\nd: !!str 2\n")
        let root = try YAMLReader.read(source).get()
        let kinds = root.mapping?.map { pair -> YAMLNode.ScalarKind? in
            if case .scalar(_, let kind) = pair.value.value { return kind }
            return nil
        }
        #expect(kinds == [.string, .string, .int, .string])
    }

    @Test func thePreflightAcceptsOrdinaryYAML() {
        let text = """
            # a comment with [[[ brackets and ? marks and *stars
            orchestrate: 1
            flow: A
            description: |
              [[[[[[ text in a block scalar ]]]]
              ? not a key
            note: it's a plain scalar with an apostrophe and a * star & ampersand
            list: [a, "b]", 'c''d', { k: v }]
            anchors: &x { a: 1 }
            again: *x
            time: 12:30
            """
        #expect(YAMLPreflight.check(text) == nil)
    }

    @Test func thePreflightRefusesAliasKeysAndDeepNesting() {
        #expect(
            YAMLPreflight.check("a: &x 1\nb:\n  *x : 2\n")?.message
                == "a YAML alias cannot be a mapping key in spec files")
        #expect(
            YAMLPreflight.check("a: " + String(repeating: "[", count: 200))?.message
                == "the document nests deeper than 128 levels")
        #expect(
            YAMLPreflight.check("? a\n: b\n")?.message == "complex mapping keys ('? ') are not supported in spec files")
        #expect(
            YAMLPreflight.check("{ [a]: b }\n")?.message
                == "a sequence or mapping cannot be a mapping key in spec files")
    }
}
