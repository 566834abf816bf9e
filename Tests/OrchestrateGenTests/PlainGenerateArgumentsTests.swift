import ArgumentParser
import Testing

@testable import orchestrate_gen

/// The plain `generate` reader and swift-argument-parser read the same options from every line the reader
/// accepts, and the reader leaves every other line to swift-argument-parser.
@Suite struct PlainGenerateArgumentsTests {
    /// What swift-argument-parser reads from `arguments`, in the reader's form.
    func parsed(_ arguments: [String]) throws -> PlainGenerateArguments? {
        guard let generate = try OrchestrateGen.parseAsRoot(arguments) as? Generate else { return nil }
        var expected = PlainGenerateArguments(["generate", "input", "-o", "output"])
        expected?.inputs = generate.inputs
        expected?.output = generate.output
        expected?.access = generate.access
        expected?.templates = generate.templates
        expected?.emit = generate.emit
        return expected
    }

    @Test(arguments: [
        ["generate", "Specs", "-o", "Generated"],
        ["generate", "A.flow.yaml", "B.collectors.yaml", "--emit", "A.flow.yaml", "--output", "/tmp/work dir"],
        [
            "generate", "--output=out", "--access=public", "specs", "--templates", "templates", "--emit=a.flow.yaml",
            "--emit", "b.collectors.yml", "more",
        ],
        ["generate", "specs", "--access", "internal", "-o", "out"],
    ])
    func readsWhatArgumentParserReads(_ arguments: [String]) throws {
        let plain = try #require(PlainGenerateArguments(arguments))
        #expect(try plain == parsed(arguments))
    }

    @Test(arguments: [
        ["generate", "--help"],
        ["generate", "specs", "-h"],
        ["generate", "specs"],
        ["generate", "-o", "out"],
        ["generate", "specs", "-o", "a", "-o", "b"],
        ["generate", "specs", "-o", "out", "--access", "private"],
        ["generate", "specs", "--verbose", "-o", "out"],
        ["generate", "specs", "-o"],
        ["generate", "specs", "-o", "--emit", "x"],
        ["generate", "-ospecs", "in"],
        ["generate", "specs", "--output=", "in"],
        ["generate", "--", "-specs", "-o", "out"],
        ["validate", "specs"],
        ["--version"],
        [],
    ])
    func leavesOtherLinesToArgumentParser(_ arguments: [String]) {
        #expect(PlainGenerateArguments(arguments) == nil)
    }
}
