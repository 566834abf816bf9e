import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// The commands behind the CLI: writing only changed bytes, writing nothing on error, init, schema.
@Suite struct CommandTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("orchestrate-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    @Test func generateWritesOnlyChangedFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = packageRoot.appendingPathComponent("Examples/Specs").path
        let output = folder.appendingPathComponent("out")
        let first = Commands.generate(
            paths: [specs], outputDirectory: output.path, access: nil, templatesDirectory: nil)
        #expect(!first.failed)
        #expect(
            first.output
                == "created: DaVinci.collectors.swift\ncreated: EmailLink.callbacks.swift\n"
                + "created: EmailLink.flow.swift\ncreated: GuardedSignIn.flow.swift\ncreated: Login.callbacks.swift\n"
                + "created: LoginJourney.flow.swift\ncreated: OidcSignIn.flow.swift\ncreated: SignIn.flow.swift\n")
        let file = output.appendingPathComponent("SignIn.flow.swift")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        let second = Commands.generate(
            paths: [specs], outputDirectory: output.path, access: nil, templatesDirectory: nil)
        #expect(
            second.output
                == "unchanged: DaVinci.collectors.swift\nunchanged: EmailLink.callbacks.swift\n"
                + "unchanged: EmailLink.flow.swift\nunchanged: GuardedSignIn.flow.swift\n"
                + "unchanged: Login.callbacks.swift\n"
                + "unchanged: LoginJourney.flow.swift\nunchanged: OidcSignIn.flow.swift\nunchanged: SignIn.flow.swift\n"
        )
        #expect(try modificationDate(file) == old)
        try "changed".write(to: file, atomically: true, encoding: .utf8)
        let third = Commands.generate(
            paths: [specs], outputDirectory: output.path, access: nil, templatesDirectory: nil)
        #expect(
            third.output
                == "unchanged: DaVinci.collectors.swift\nunchanged: EmailLink.callbacks.swift\n"
                + "unchanged: EmailLink.flow.swift\nunchanged: GuardedSignIn.flow.swift\n"
                + "unchanged: Login.callbacks.swift\n"
                + "unchanged: LoginJourney.flow.swift\nunchanged: OidcSignIn.flow.swift\nupdated: SignIn.flow.swift\n")
    }

    @Test func anOutputThatCannotBeWrittenIsAnErrorAndLeavesNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = packageRoot.appendingPathComponent("Examples/Specs").path
        // A file where the output folder should be: no folder can be made there.
        let blocked = folder.appendingPathComponent("out")
        try "not a folder".write(to: blocked, atomically: true, encoding: .utf8)
        let run = Commands.generate(paths: [specs], outputDirectory: blocked.path, access: nil, templatesDirectory: nil)
        #expect(run.failed)
        #expect(run.errors.hasPrefix("error: cannot write to \(blocked.path): "))
        #expect(run.output.isEmpty)
        #expect(try String(contentsOf: blocked, encoding: .utf8) == "not a folder")
        // A generated file's name taken by a folder: the rename fails, and the temporary file is removed.
        let output = folder.appendingPathComponent("generated")
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("SignIn.flow.swift"), withIntermediateDirectories: true)
        let second = Commands.generate(
            paths: [specs], outputDirectory: output.path, access: nil, templatesDirectory: nil)
        #expect(second.failed)
        #expect(second.errors.contains("SignIn.flow.swift"))
        #expect(
            second.output
                == "created: DaVinci.collectors.swift\ncreated: EmailLink.callbacks.swift\n"
                + "created: EmailLink.flow.swift\ncreated: GuardedSignIn.flow.swift\ncreated: Login.callbacks.swift\n"
                + "created: LoginJourney.flow.swift\ncreated: OidcSignIn.flow.swift\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == [
                    "DaVinci.collectors.swift", "EmailLink.callbacks.swift", "EmailLink.flow.swift",
                    "GuardedSignIn.flow.swift", "Login.callbacks.swift", "LoginJourney.flow.swift",
                    "OidcSignIn.flow.swift", "SignIn.flow.swift",
                ])
    }

    @Test func aRunWithAnErrorLeavesEarlierOutputsUntouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("A.flow.yaml")
        try "orchestrate: 1\nflow: A\n".write(to: spec, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        #expect(
            !Commands.generate(paths: [spec.path], outputDirectory: output.path, access: nil, templatesDirectory: nil)
                .failed)
        let generated = output.appendingPathComponent("A.flow.swift")
        let before = try Data(contentsOf: generated)
        try "orchestrate: 1\nflow: A\nmodules: { m: { start: [ { header: { a: \"${x}\" } } ] } }\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let failed = Commands.generate(
            paths: [spec.path], outputDirectory: output.path, access: .public, templatesDirectory: nil)
        #expect(failed.failed)
        #expect(failed.output == "")
        #expect(
            failed.errors
                == "\(spec.path):3:41: error: 'x' is not a reference; write config.NAME, context.NAME or flow.NAME\n")
        #expect(try Data(contentsOf: generated) == before)
    }

    @Test func emitWritesOnlyTheNamedSpecsOutputButReadsEveryInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = packageRoot.appendingPathComponent("Examples/Specs")
        let flow = specs.appendingPathComponent("SignIn.flow.yaml").path
        let collectors = specs.appendingPathComponent("DaVinci.collectors.yaml").path
        let output = folder.appendingPathComponent("out")
        // The flow names forms of the collectors file: without it as an input, the flow does not generate.
        let alone = Commands.generate(
            paths: [flow], outputDirectory: output.path, access: nil, templatesDirectory: nil, emit: [flow])
        #expect(alone.failed)
        #expect(alone.errors.contains("\(flow):"))
        let first = Commands.generate(
            paths: [flow, collectors], outputDirectory: output.path, access: nil, templatesDirectory: nil,
            emit: [flow])
        #expect(!first.failed)
        #expect(first.output == "created: SignIn.flow.swift\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(written == ["SignIn.flow.swift"])
        let everything = Commands.generate(
            paths: [specs.path], outputDirectory: folder.appendingPathComponent("all").path,
            access: nil, templatesDirectory: nil)
        let expected = try String(contentsOf: folder.appendingPathComponent("all/SignIn.flow.swift"), encoding: .utf8)
        #expect(!everything.failed)
        #expect(try String(contentsOf: output.appendingPathComponent("SignIn.flow.swift"), encoding: .utf8) == expected)
        // A relative --emit path names the same file as the absolute input.
        let again = Commands.generate(
            paths: [specs.path], outputDirectory: output.path, access: nil, templatesDirectory: nil,
            emit: ["Specs/DaVinci.collectors.yaml"], currentDirectory: specs.deletingLastPathComponent().path)
        #expect(again.output == "created: DaVinci.collectors.swift\n")
    }

    @Test func emitShowsEveryErrorButOnlyTheEmittedFilesWarnings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("A.flow.yaml")
        let collectors = folder.appendingPathComponent("B.collectors.yaml")
        // Each file has a warning: a module that workflow.modules leaves out, a form that matches every node.
        try "orchestrate: 1\nflow: A\nworkflow: { modules: [] }\nmodules: { m: { start: [ { query: { a: b } } ] } }\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        try "orchestrate: 1\nforms: { F: { fields: { x: { type: TEXT, optional: true } } } }\n"
            .write(to: collectors, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let warned = Commands.generate(
            paths: [folder.path], outputDirectory: output.path, access: nil, templatesDirectory: nil,
            emit: [flow.path])
        #expect(!warned.failed)
        #expect(warned.output == "created: A.flow.swift\n")
        #expect(warned.errors.contains("\(flow.path):"))
        #expect(warned.errors.contains(": warning: "))
        #expect(!warned.errors.contains(collectors.path))
        // An error in the other file stops this file's output too, and is shown.
        try "orchestrate: 1\nforms: 3\n".write(to: collectors, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: output)
        let failed = Commands.generate(
            paths: [folder.path], outputDirectory: output.path, access: nil, templatesDirectory: nil,
            emit: [flow.path])
        #expect(failed.failed)
        #expect(failed.errors.contains("\(collectors.path):2:"))
        #expect(failed.errors.contains(": error: "))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func initWritesStarterSpecsThatGenerateCleanly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = Commands.initialize(directory: folder.path)
        #expect(!created.failed)
        let validated = Commands.validate(paths: [folder.path])
        #expect(validated.errors == "")
        #expect(validated.output == "2 spec files valid\n")
        let again = Commands.initialize(directory: folder.path)
        #expect(again.failed)
        let result = Generator.generate(SpecDiscovery.sources(for: [folder.path]).sources)
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.map(\.name) == ["Starter.collectors.swift", "Starter.flow.swift"])
        #expect(
            result.files.first?.contents.contains("let rememberMe: BooleanCollector?\n") == true, "a single checkbox")
    }

    /// The starter maps no field type the runtime already maps, so a collectors file of the app's may map
    /// one without "mapped twice"; its commented mapping generates a collector class once uncommented.
    @Test func initStarterMapsNoRuntimeDefaults() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!Commands.initialize(directory: folder.path).failed)
        let starter = folder.appendingPathComponent("Starter.collectors.yaml")
        let text = try String(contentsOf: starter, encoding: .utf8)
        #expect(!text.contains("\ncollectors:"), "no mapping outside comments")
        try "orchestrate: 1\ncollectors:\n  TEXT: TextCollector\n  PASSWORD: PasswordCollector\n"
            .write(to: folder.appendingPathComponent("App.collectors.yaml"), atomically: true, encoding: .utf8)
        #expect(Commands.validate(paths: [folder.path]).errors == "")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App.collectors.yaml"))

        let uncommented = text.replacingOccurrences(
            of: "# collectors:\n#   DEVICE_NAME:", with: "collectors:\n  DEVICE_NAME:")
        #expect(uncommented != text)
        try uncommented.write(to: starter, atomically: true, encoding: .utf8)
        let result = Generator.generate(SpecDiscovery.sources(for: [folder.path]).sources)
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.first?.contents.contains("final class DeviceNameCollector") == true)
    }

    @Test func discoveryFindsSpecsInFoldersAndReportsMissingPaths() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub/.hidden"), withIntermediateDirectories: true)
        for name in ["sub/B.flow.yml", "A.collectors.yaml", "notes.yaml", "sub/.hidden/C.flow.yaml"] {
            try "orchestrate: 1\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let found = SpecDiscovery.sources(for: [folder.path, "missing.flow.yaml"], currentDirectory: folder.path)
        #expect(found.sources.map(\.fileName) == ["A.collectors.yaml", "B.flow.yml"])
        #expect(found.diagnostics.map(\.message) == ["no such file or folder"])
    }

    @Test func validateReportsEveryProblemSorted() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "orchestrate: 1\nflow: B\nx: 1\n".write(
            to: folder.appendingPathComponent("B.flow.yaml"), atomically: true, encoding: .utf8)
        try "orchestrate: 1\ny: 1\n".write(
            to: folder.appendingPathComponent("A.collectors.yaml"), atomically: true, encoding: .utf8)
        let outcome = Commands.validate(paths: [folder.path])
        #expect(outcome.failed)
        let lines = outcome.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("A.collectors.yaml:2:1: error: unknown key 'y' in a collector mapping") == true)
    }
}
