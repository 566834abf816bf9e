import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateGeneratorCore

/// Every shape of journey export AM's tools write, each a small export of the same tree (a page of a username
/// and a password, then a data-store decision): the import reads its node settings where that shape keeps
/// them. A shape no tool writes is an error that names the shapes read; a tree AM could not load is refused
/// alone.
@Suite struct JourneyExportShapeTests {
    /// AM's success and failure nodes: constants of AM's core (not in am-external), as every export holds them
    /// (vscheuber/AM-treetool@4e4ed67 journeys/6.5.2/Agent.json L36-37).
    static let success = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
    static let failure = "e301438c-0bd0-429c-ab0c-66126501069a"

    /// The tree's connections, as every shape writes them.
    static var treeNodes: JSON {
        [
            "page": [
                "nodeType": "PageNode", "displayName": "Sign In", "connections": ["outcome": "check"],
            ],
            "check": [
                "nodeType": "DataStoreDecisionNode", "displayName": "Check",
                "connections": ["true": .string(success), "false": .string(failure)],
            ],
        ]
    }

    /// The page's settings: two children, the second a validated password (whose type a missed setting
    /// would lose).
    static var page: JSON {
        [
            "_id": "page", "_type": ["_id": "PageNode"], "stage": "SignIn",
            "nodes": [
                ["_id": "user", "nodeType": "UsernameCollectorNode", "displayName": "User"],
                ["_id": "pass", "nodeType": "ValidatedPasswordNode", "displayName": "Password"],
            ],
        ]
    }
    static let user: JSON = ["_id": "user", "_type": ["_id": "UsernameCollectorNode"]]
    static let pass: JSON = ["_id": "pass", "_type": ["_id": "ValidatedPasswordNode"], "validateInput": true]
    static let check: JSON = ["_id": "check", "_type": ["_id": "DataStoreDecisionNode"]]

    /// Imports `files` (name → JSON text) from a new folder; the outcome and the callbacks spec written.
    static func run(_ files: [String: String], paths: [String]? = nil, tree: String? = nil) throws -> (
        outcome: Commands.Outcome, specs: [String: String]
    ) {
        let folder = try SwiftCompiler.temporaryFolder()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(
            paths: (paths ?? files.keys.sorted()).map { folder.appendingPathComponent($0).path }, tree: tree,
            outputDirectory: output.path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        var specs: [String: String] = [:]
        for name in names { specs[name] = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8) }
        return (outcome, specs)
    }

    /// The typed node every shape must give: the page's stage (FN/PageNode.java:L211-219, 8.0.2) and its two
    /// callbacks, the password validated (IN/ValidatedPasswordNode.java:L157-181; the wire name as Ping's SDKs
    /// register it: ping-android-sdk@19b9a63 CallbackInitializer.kt L55-56).
    static let expected =
        "    match: {stage: SignIn}\n    callbacks:\n      username: NameCallback\n      password: ValidatedCreatePasswordCallback\n"

    /// The shape of rockcarver/frodo-lib's SingleTreeExportInterface (src/ops/JourneyOps.ts).
    @Test func frodosSingleTreeExport() throws {
        let export: JSON = [
            "meta": ["origin": "https://am.example.com"],
            "tree": ["_id": "Login", "entryNodeId": "page", "nodes": Self.treeNodes],
            "nodes": ["page": Self.page, "check": Self.check], "innerNodes": ["user": Self.user, "pass": Self.pass],
            "scripts": [:],
        ]
        let (outcome, specs) = try Self.run(["Login.journey.json": export.serializedText()])
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(specs["Login.callbacks.yaml"]?.contains(Self.expected) == true, "\(specs)")
    }

    /// frodo's multi-tree export (mmercer884/frodo-export@8bb491c realm/root-alpha/journey/Login.journey.json
    /// L2-6), which the Identity Cloud console writes too.
    @Test func frodosMultiTreeExportAndTheConsolesExport() throws {
        let export: JSON = [
            "meta": ["exportTool": "platform-admin"],
            "trees": [
                "Login": [
                    "tree": ["_id": "Login", "entryNodeId": "page", "nodes": Self.treeNodes],
                    "nodes": ["page": Self.page, "check": Self.check],
                    "innerNodes": ["user": Self.user, "pass": Self.pass],
                ]
            ],
        ]
        let (outcome, specs) = try Self.run(["Login.journeyExport.json": export.serializedText()])
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(specs["Login.callbacks.yaml"]?.contains(Self.expected) == true)
    }

    /// amtree.sh: `origin`, the page children under lowercase `innernodes`, scripts in base64
    /// (vscheuber/AM-treetool@4e4ed67 amtree.sh L523).
    @Test func amtreeShExport() throws {
        let export: JSON = [
            "origin": "5d41402abc4b2a76b9719d911017c592",
            "tree": ["_id": "Login", "entryNodeId": "page", "nodes": Self.treeNodes],
            "nodes": ["page": Self.page, "check": Self.check], "innernodes": ["user": Self.user, "pass": Self.pass],
            "scripts": [:],
        ]
        let (outcome, specs) = try Self.run(["Login.json": export.serializedText()])
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(specs["Login.callbacks.yaml"]?.contains(Self.expected) == true, "\(specs)")
    }

    /// A script amtree.sh keeps in base64 is read: one that sends nothing is a server-side decision (a scripted
    /// decision sends only what its script adds: AN/ScriptedDecisionNode.java:L168-181, L333-346, 8.0.2).
    @Test func anAmtreeScriptIsReadFromBase64() throws {
        var nodes = Self.treeNodes.objectValue ?? [:]
        nodes["script"] = ["nodeType": "ScriptedDecisionNode", "displayName": "Audit", "connections": ["true": "page"]]
        let source = Data("nodeState.putShared('seen', true);\noutcome = 'true';".utf8).base64EncodedString()
        let export: JSON = [
            "origin": "x", "tree": ["_id": "Login", "entryNodeId": "script", "nodes": .object(JSONObject(nodes))],
            "nodes": [
                "page": Self.page, "check": Self.check,
                "script": [
                    "_id": "script", "_type": ["_id": "ScriptedDecisionNode"], "script": "s1", "outcomes": ["true"],
                ],
            ],
            "innernodes": ["user": Self.user, "pass": Self.pass],
            "scripts": ["s1": ["_id": "s1", "script": .string(source)]],
        ]
        let (outcome, specs) = try Self.run(["Login.json": export.serializedText()])
        #expect(outcome.errors.contains("is taken for a server-side decision: its script shows no callback"))
        #expect(specs["Login.callbacks.yaml"]?.contains("unmatched") == false)
    }

    /// AM's file-based configuration: entities by id with `default/`, a tree whose name is only in
    /// `metadata.entityId`, page children as `"<id>:<type>:<name>"`; entity types as AM writes them
    /// (darkedges/devspace-forgerock-quickstart@56ecfef4 docker/fram/.../authenticationtreesservice/1.0/
    /// organizationconfig/default/platformlogin.json: `authenticationTreesService`; node files: their node type).
    @Test func fileBasedConfigurationWithTheNameOnlyInItsMetadata() throws {
        let meta: (String, String) -> JSON = { type, id in ["entityType": .string(type), "entityId": .string(id)] }
        let tree: JSON = [
            "metadata": meta("authenticationTreesService", "default/Login"),
            "data": ["entryNodeId": "page", "nodes": Self.treeNodes],
        ]
        var page = Self.page.objectValue ?? [:]
        page["nodes"] = ["user:UsernameCollectorNode:User", "pass:ValidatedPasswordNode:Password"]
        let files: [String: String] = [
            "realm/authenticationtreesservice/login.json": tree.serializedText(),
            "realm/pagenode/page.json": JSON.object([
                "metadata": meta("PageNode", "default/page"), "data": .object(page),
            ])
            .serializedText(),
            "realm/usernamecollectornode/user.json": JSON.object([
                "metadata": meta("UsernameCollectorNode", "default/user"), "data": Self.user,
            ]).serializedText(),
            "realm/validatedpasswordnode/pass.json": JSON.object([
                "metadata": meta("ValidatedPasswordNode", "default/pass"), "data": Self.pass,
            ]).serializedText(),
            "realm/datastoredecisionnode/check.json": JSON.object([
                "metadata": meta("DataStoreDecisionNode", "default/check"), "data": Self.check,
            ]).serializedText(),
            "realm/other/service.json": #"{"metadata": {"entityType": "x"}, "config": 1}"#,
        ]
        let (outcome, specs) = try Self.run(files, paths: ["realm"])
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(specs["Login.callbacks.yaml"]?.contains(Self.expected) == true, "\(specs)")
        #expect(outcome.errors.contains("1 file is in the folders given but no journey export, and passed over"))
    }

    /// fr-config-manager: the tree and each node as AM's REST resources, in a journey's folder
    /// (jtvaliente/aic-config@21b54df realms/alpha/journeys/Login/nodes/).
    @Test func frConfigManagersJourneyFolder() throws {
        let files: [String: String] = [
            "Login/Login.json": JSON.object(["_id": "Login", "entryNodeId": "page", "nodes": Self.treeNodes])
                .serializedText(),
            "Login/nodes/Sign In - page.json": Self.page.serializedText(),
            "Login/nodes/Sign In - page/User - user.json": Self.user.serializedText(),
            "Login/nodes/Sign In - page/Password - pass.json": Self.pass.serializedText(),
            "Login/nodes/Check - check.json": Self.check.serializedText(),
        ]
        let (outcome, specs) = try Self.run(files, paths: ["Login"])
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(specs["Login.callbacks.yaml"]?.contains(Self.expected) == true, "\(specs)")
    }

    /// A team's own layout (`{nodes: [...], tree}`, as in a public deployment repository) keeps the node
    /// settings where no AM tool does: an error that names the shapes read, at the member, and nothing
    /// written.
    @Test func aLayoutNoToolWritesIsALocatedErrorThatNamesTheShapes() throws {
        let export = """
            {"nodes": [{"_id": "page", "nodeType": "PageNode", "details": {}}],
             "tree": {"_id": "Login", "entryNodeId": "page", "nodes": {}}}
            """
        let (outcome, specs) = try Self.run(["login.json": export])
        #expect(outcome.failed)
        #expect(specs.isEmpty)
        #expect(
            outcome.errors.contains("login.json:1:2: error: not a journey export: `nodes` is a list"),
            "\(outcome.errors)")
        #expect(outcome.errors.contains("note: the shapes read are frodo's single- and multi-tree exports"))
        let list = try Self.run(["list.json": "[1, 2]"])
        #expect(list.outcome.errors.contains("list.json:1:1: error: not a journey export: the file is a list"))
    }

    /// One tree AM could not load (its entry is no node) among good ones is refused, at its place; the others
    /// are written, and the outcome fails.
    @Test func aTreeAMCouldNotLoadIsRefusedAloneAtItsPlace() throws {
        let good: JSON = [
            "tree": ["_id": "Login", "entryNodeId": "page", "nodes": Self.treeNodes],
            "nodes": ["page": Self.page, "check": Self.check], "innerNodes": ["user": Self.user, "pass": Self.pass],
        ]
        let bad: JSON = ["tree": ["_id": "Broken", "entryNodeId": "nowhere", "nodes": Self.treeNodes], "nodes": [:]]
        let (outcome, specs) = try Self.run(["a.json": good.serializedText(), "b.json": bad.serializedText()])
        #expect(outcome.failed)
        #expect(outcome.errors.contains("b.json:1:"), "\(outcome.errors)")
        #expect(outcome.errors.contains("tree.entryNodeId: nowhere is not a node of tree Broken"))
        #expect(outcome.errors.contains("note: tree Broken is not imported; the other trees are"))
        #expect(specs.keys.sorted() == ["Login.callbacks.yaml", "Login.flow.yaml", "Login.sandbox.yaml"])
    }
}
