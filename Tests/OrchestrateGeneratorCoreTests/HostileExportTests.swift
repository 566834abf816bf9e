import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateGeneratorCore

/// Exports made to hurt: a page that holds itself, chains of decisions whose ways double at each, jumps that
/// call one another, names that would write YAML keys or reach the terminal, a file over the size an import
/// reads. Each imports, or fails with a place, in bounded time, and what it writes reads back.
@Suite struct HostileExportTests {
    /// AM's success and failure nodes (core constants; vscheuber/AM-treetool@4e4ed67 journeys/6.5.2/Agent.json
    /// L36-37).
    static let success = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
    static let failure = "e301438c-0bd0-429c-ab0c-66126501069a"

    /// Imports `export` as a journey; the outcome and the files written.
    static func journey(_ export: JSON) throws -> (outcome: Commands.Outcome, files: [String: String]) {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Hostile.journey.json")
        try Data(export.serializedText().utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [file.path], outputDirectory: output.path)
        return (outcome, try ImportJourneyTests.files(in: output))
    }

    /// A page whose children list the page itself (and another page): AM refuses a page in a page
    /// (`PageNode.PROHIBITED_CHILD_NODE_TYPES`, 8.0.2), and so does the import, at the child, with no
    /// recursion.
    @Test func aPageThatHoldsItselfIsReportedNotFollowed() throws {
        let page: JSON = [
            "_id": "page", "_type": ["_id": "PageNode"],
            "nodes": [
                ["_id": "page", "nodeType": "PageNode", "displayName": "Me"],
                ["_id": "user", "nodeType": "UsernameCollectorNode", "displayName": "User"],
            ],
        ]
        let export: JSON = [
            "tree": [
                "_id": "Loop", "entryNodeId": "page",
                "nodes": [
                    "page": [
                        "nodeType": "PageNode", "displayName": "Me", "connections": ["outcome": .string(Self.success)],
                    ]
                ],
            ],
            "nodes": ["page": page],
            "innerNodes": ["user": ["_id": "user", "_type": ["_id": "UsernameCollectorNode"]]],
        ]
        let (outcome, files) = try Self.journey(export)
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(outcome.errors.contains("which AM does not allow in a page; it is left out"))
        #expect(files["Loop.callbacks.yaml"]?.contains("username: NameCallback") == true)
    }

    /// Forty two-way decisions in a row between a page and success, each outcome to the next: 2^40 ways if
    /// each were walked, one way each here.
    @Test(.timeLimit(.minutes(1))) func aChainOfDecisionsIsWalkedOnce() throws {
        var nodes: [String: JSON] = [
            "page": ["nodeType": "UsernameCollectorNode", "displayName": "User", "connections": ["outcome": "d0"]]
        ]
        var settings: [String: JSON] = ["page": ["_id": "page", "_type": ["_id": "UsernameCollectorNode"]]]
        for index in 0..<40 {
            let next: JSON = index == 39 ? .string(Self.success) : .string("d\(index + 1)")
            nodes["d\(index)"] = [
                "nodeType": "AttributePresentDecisionNode", "displayName": .string("D\(index)"),
                "connections": ["true": next, "false": next],
            ]
            settings["d\(index)"] = ["_id": .string("d\(index)"), "_type": ["_id": "AttributePresentDecisionNode"]]
        }
        let export: JSON = [
            "tree": ["_id": "Chain", "entryNodeId": "page", "nodes": .object(JSONObject(nodes))],
            "nodes": .object(JSONObject(settings)),
        ]
        let (outcome, files) = try Self.journey(export)
        #expect(!outcome.failed, "\(outcome.errors)")
        let script = try #require(files["Chain.sandbox.yaml"])
        #expect(script.components(separatedBy: "then: {succeed: true}").count == 2, "one way on: \(script)")
    }

    /// A display name and a tree name with a line break, a YAML key and terminal escapes: the files read
    /// back as the specs they mean, and every diagnostic is one line per place.
    @Test func namesAreEscapedWhereverTheyAreWritten() throws {
        let evil = "Evil\nsteps: {}\n\u{1B}[31m# \u{202E}"
        let export: JSON = [
            "tree": [
                "_id": .string("Login\nname: x"), "entryNodeId": "page",
                "nodes": [
                    "page": ["nodeType": "PageNode", "displayName": .string(evil), "connections": ["outcome": "x"]],
                    "x": [
                        "nodeType": "AccountActiveDecisionNode", "displayName": .string(evil),
                        "connections": ["true": .string(Self.success), "false": .string(Self.failure)],
                    ],
                ],
            ],
            "nodes": [
                "page": [
                    "_id": "page", "_type": ["_id": "PageNode"], "pageHeader": ["en": .string(evil)],
                    "nodes": [["_id": "user", "nodeType": "UsernameCollectorNode", "displayName": .string(evil)]],
                ],
                "x": ["_id": "x", "_type": ["_id": "AccountActiveDecisionNode"]],
            ],
            "innerNodes": ["user": ["_id": "user", "_type": ["_id": "UsernameCollectorNode"]]],
        ]
        let (outcome, files) = try Self.journey(export)
        #expect(!outcome.failed, "\(outcome.errors)")
        for line in outcome.errors.split(separator: "\n") {
            #expect(line.hasPrefix("/"), "a diagnostic line without its place: \(line)")
            #expect(!line.unicodeScalars.contains { DiagnosticText.needsEscape($0) }, "\(line)")
        }
        #expect(!files.isEmpty)
        for (name, text) in files {
            #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"), "\(name) holds a control character")
            #expect(!text.contains("\nsteps: {}"), "\(name): a name wrote a key")
        }
        let generated = Generator.generate(
            files.filter { !$0.key.hasSuffix(".sandbox.yaml") }.map { SpecSource(path: "/x/\($0.key)", text: $0.value) }
        )
        #expect(generated.diagnostics.filter { $0.severity == .error }.isEmpty, "\(generated.diagnostics)")
    }

    /// A file larger than an import reads is refused before it is read, at its first line.
    @Test func aFileOverTheSizeAnImportReadsIsRefused() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Huge.journey.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(ImportPipeline.maximumBytes + 1))
        try handle.close()
        let outcome = Commands.importJourney(
            paths: [file.path], outputDirectory: folder.appendingPathComponent("o").path)
        #expect(outcome.failed)
        #expect(
            outcome.errors.contains(
                "Huge.journey.json:1:1: error: the export is \(ImportPipeline.maximumBytes + 1) bytes"))
    }

    /// A DaVinci flow of thirty jumps, each to a start node whose section calls every other jump and
    /// returns: a stack of calls would make a place of each order of them. The walk ends, bounded. (A jump
    /// goes to a start node of the same flow and on from there: dvlint-base-rule-pack@f2a2a7c
    /// rules/dv-rule-teleport-001/TeleportRule.js L52-57, L123-127.) The time limit fails a walk that blows up
    /// instead of letting it hang; it asserts no speed.
    @Test(.timeLimit(.minutes(1))) func jumpsThatCallOneAnotherAreWalkedBounded() throws {
        var nodes: [JSON] = [
            [
                "data": [
                    "id": "root", "nodeType": "CONNECTION", "connectorId": "variablesConnector",
                    "capabilityName": "saveValue", "properties": [:],
                ]
            ],
            [
                "data": [
                    "id": "form", "nodeType": "CONNECTION", "connectorId": "httpConnector",
                    "capabilityName": "customHTMLTemplate",
                    "properties": [
                        "customHTML": [
                            "value":
                                "<button type=\"submit\" data-skcomponent=\"skbutton\" data-skbuttonvalue=\"GO\">Go</button>"
                        ]
                    ],
                ]
            ],
        ]
        var edges: [JSON] = [["data": ["id": "r", "source": "root", "target": "j0"]]]
        for index in 0..<30 {
            nodes.append([
                "data": [
                    "id": .string("j\(index)"), "nodeType": "CONNECTION", "connectorId": "nodeConnector",
                    "capabilityName": "goToNode", "properties": ["nodeInstanceId": ["value": .string("s\(index)")]],
                ]
            ])
            nodes.append([
                "data": [
                    "id": .string("s\(index)"), "nodeType": "CONNECTION", "connectorId": "nodeConnector",
                    "capabilityName": "startNode", "properties": [:],
                ]
            ])
            nodes.append([
                "data": [
                    "id": .string("b\(index)"), "nodeType": "CONNECTION", "connectorId": "nodeConnector",
                    "capabilityName": "returnBackToCallingNode", "properties": [:],
                ]
            ])
            edges.append([
                "data": [
                    "id": .string("a\(index)"), "source": .string("s\(index)"),
                    "target": .string("j\((index + 1) % 30)"),
                ]
            ])
            edges.append([
                "data": ["id": .string("c\(index)"), "source": .string("s\(index)"), "target": .string("b\(index)")]
            ])
            edges.append(["data": ["id": .string("f\(index)"), "source": .string("j\(index)"), "target": "form"]])
        }
        let export: JSON = [
            "flowId": "f", "name": "Jumps",
            "graphData": ["elements": ["nodes": .array(nodes), "edges": .array(edges)]],
        ]
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Jumps.json")
        try Data(export.serializedText().utf8).write(to: file)
        let output = folder.appendingPathComponent("o")
        let outcome = Commands.importDaVinci(paths: [file.path], outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let forms = try String(contentsOf: output.appendingPathComponent("Jumps.collectors.yaml"), encoding: .utf8)
        #expect(forms.contains("match: {nodeId: form}"), "the form past the jumps is reached: \(forms)")
    }
}
