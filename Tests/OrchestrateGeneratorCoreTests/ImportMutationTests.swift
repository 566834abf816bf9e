import Foundation
import OrchestrateBasics
import OrchestrateSandboxImport
import Testing

@testable import OrchestrateGeneratorCore

/// The importers on broken copies of the hand-written exports: a member removed, a value of another type,
/// another of the export's strings in its place (an id where another was), the text cut short. Each import
/// must either fail with located diagnostics (writing, beside a refused tree or flow, only the others'
/// whole files), or write specs that generate without an error: never a crash, never a half-written tree.
/// `Scripts/import-mutations.sh N` runs N rounds per export.
///
/// `ORCHESTRATE_MUTATION_ROUNDS=N swift test --filter ImportMutationTests` runs N rounds per export instead of
/// the default 60 (a longer search, by hand).
@Suite struct ImportMutationTests {
    /// Rounds per export.
    static let rounds = Int(ProcessInfo.processInfo.environment["ORCHESTRATE_MUTATION_ROUNDS"] ?? "") ?? 60

    /// A fixed-seed generator (SplitMix64), so a failure names the same mutation on every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// The number of values in `json`, itself included.
    static func count(_ json: JSON) -> Int {
        switch json {
        case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
        case .object(let members): 1 + members.values.reduce(0) { $0 + count($1) }
        default: 1
        }
    }

    /// `json` with its value number `target` (in depth-first order) changed by `change`.
    static func mutate(_ json: JSON, at target: Int, _ change: (JSON) -> JSON?) -> JSON {
        var index = 0
        func visit(_ value: JSON) -> JSON? {
            let mine = index
            index += 1
            if mine == target { return change(value) }
            switch value {
            case .array(let items):
                return .array(items.compactMap(visit))
            case .object(let members):
                return .object(
                    JSONObject(members.keys.compactMap { key in members[key].flatMap(visit).map { (key, $0) } }))
            default:
                return value
            }
        }
        return visit(json) ?? .null
    }

    /// Every string value of `json`, in depth-first order.
    static func strings(_ json: JSON) -> [String] {
        switch json {
        case .string(let text): [text]
        case .array(let items): items.flatMap(strings)
        case .object(let members): members.values.flatMap(strings)
        default: []
        }
    }

    /// One broken copy of `text`, chosen by `random`, and what was done: a value removed, of another type, or
    /// (structurally) another string of the export in its place (an id where another was: a page that lists
    /// itself, a connection back, a child of the wrong type), or the text cut short.
    static func broken(_ text: String, _ random: inout Seeded) throws -> (text: String, what: String) {
        let json = try JSON.parse(text)
        let target = Int.random(in: 0..<count(json), using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 3:
            let texts = strings(json)
            let other = texts.isEmpty ? "x" : texts[Int.random(in: 0..<texts.count, using: &random)]
            return (
                mutate(json, at: target) { _ in .string(other) }.serializedText(),
                "value \(target) is the export's string \(other)"
            )
        case 0: return (mutate(json, at: target) { _ in nil }.serializedText(), "value \(target) removed")
        case 1: return (mutate(json, at: target) { _ in .integer(7) }.serializedText(), "value \(target) is 7")
        case 2:
            return (mutate(json, at: target) { _ in .string("x:y:z") }.serializedText(), "value \(target) is a string")
        default:
            let cut = Int.random(in: 0..<text.utf8.count, using: &random)
            return (String(decoding: Array(text.utf8.prefix(cut)), as: UTF8.self), "cut at byte \(cut)")
        }
    }

    /// Imports `file` with `run` into a new folder and checks the outcome's promise; whether it imported.
    @discardableResult
    static func check(
        _ file: URL, what: String, run: (_ output: String) -> Commands.Outcome
    ) throws -> Bool {
        let output = file.deletingLastPathComponent().appendingPathComponent("out-\(UUID().uuidString)")
        let outcome = run(output.path)
        if outcome.failed {
            // A tree or flow refused among others leaves the others written, whole: three files each, that
            // generate.
            if FileManager.default.fileExists(atPath: output.path) {
                let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
                let bases = Dictionary(grouping: names) { $0.split(separator: ".").first.map(String.init) ?? $0 }
                #expect(
                    bases.values.allSatisfy { $0.count == 3 }, "\(what): a failed import wrote part of a tree: \(names)"
                )
                let result = Generator.generate(SpecDiscovery.sources(for: [output.path]).sources)
                #expect(
                    result.diagnostics.filter { $0.severity == .error }.isEmpty,
                    "\(what): what a failed import wrote does not generate")
            }
            let lines = outcome.errors.split(separator: "\n")
            #expect(
                lines.contains { $0.contains(": error: ") || $0.hasPrefix("error: ") }, "\(what): \(outcome.errors)")
            #expect(
                lines.allSatisfy {
                    $0.hasPrefix("/") || $0.hasPrefix("error: ") || $0.hasPrefix(" ") || $0.hasPrefix("\t")
                },
                "\(what): a diagnostic without its place: \(outcome.errors)")
            return false
        } else {
            let result = Generator.generate(SpecDiscovery.sources(for: [output.path]).sources)
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(what): the imported specs do not generate: \(errors)")
            return true
        }
    }

    @Test(arguments: ["SignOn.davinci.json"])
    func brokenDaVinciExportsFailWithAPlaceOrImportSpecsThatGenerate(name: String) throws {
        let source = packageRoot.appendingPathComponent(
            "Tests/OrchestrateGeneratorCoreTests/Corpus/import-davinci/\(name)")
        let text = try String(contentsOf: source, encoding: .utf8)
        var random = Seeded(state: 29)
        var outcomes: [Bool: Int] = [:]
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<Self.rounds {
            let (broken, what) = try Self.broken(text, &random)
            let file = folder.appendingPathComponent("\(round).json")
            try Data(broken.utf8).write(to: file)
            let imported = try Self.check(file, what: "\(name) round \(round), \(what)") { output in
                Commands.importDaVinci(paths: [file.path], outputDirectory: output)
            }
            outcomes[imported, default: 0] += 1
        }
        #expect(outcomes[true, default: 0] > 0 && outcomes[false, default: 0] > 0, "both kinds met: \(outcomes)")
    }

    @Test(arguments: ImportJourneyTests.trees)
    func brokenJourneyExportsFailWithAPlaceOrImportSpecsThatGenerate(name: String) throws {
        let source = packageRoot.appendingPathComponent(
            "Tests/OrchestrateGeneratorCoreTests/Corpus/import/\(name).journey.json")
        let text = try String(contentsOf: source, encoding: .utf8)
        var random = Seeded(state: 28)
        var outcomes: [Bool: Int] = [:]
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<Self.rounds {
            let (broken, what) = try Self.broken(text, &random)
            let file = folder.appendingPathComponent("\(round).journey.json")
            try Data(broken.utf8).write(to: file)
            let imported = try Self.check(file, what: "\(name) round \(round), \(what)") { output in
                Commands.importJourney(paths: [file.path], outputDirectory: output)
            }
            outcomes[imported, default: 0] += 1
        }
        #expect(outcomes[true, default: 0] > 0 && outcomes[false, default: 0] > 0, "both kinds met: \(outcomes)")
    }

    /// Broken copies of the committed recording (Tests/Recorded): `import recording` fails with a place or writes
    /// specs that generate, and replay either refuses the file with a reason or serves it; never a crash.
    @Test func brokenRecordingsFailWithAPlaceOrImportSpecsThatGenerate() throws {
        let source = packageRoot.appendingPathComponent("Tests/Recorded/signin-demo.recording.json")
        let text = try String(contentsOf: source, encoding: .utf8)
        var random = Seeded(state: 31)
        var outcomes: [Bool: Int] = [:]
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<Self.rounds {
            let (broken, what) = try Self.broken(text, &random)
            let file = folder.appendingPathComponent("\(round).recording.json")
            try Data(broken.utf8).write(to: file)
            let imported = try Self.check(file, what: "recording round \(round), \(what)") { output in
                Commands.importRecording(path: file.path, outputDirectory: output)
            }
            outcomes[imported, default: 0] += 1
            // Replay reads the same file: a reason, or a server (every fourth round: each server makes an RSA key).
            guard round % 4 == 0 else { continue }
            do {
                _ = try SandboxServer(replaying: try SandboxRecording(contentsOf: file))
            } catch let error as SandboxRecordingError {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(outcomes[true, default: 0] > 0 && outcomes[false, default: 0] > 0, "both kinds met: \(outcomes)")
    }
}
