import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

@testable import OrchestrateGeneratorCore

/// `orchestrate-gen import journey` on the exports in Corpus/import, written by hand in frodo's two forms:
/// the specs and sandbox scripts it writes are the checked-in ones in Tests/Imported (which GoldenTests
/// generates Swift from, and GeneratedCodeTests plays), the same bytes in any file order, and a broken
/// export is a located error that writes nothing.
@Suite struct ImportJourneyTests {
    /// The hand-written exports.
    static let trees = ["HeaderSignIn", "OneTimeCode", "PlatformLogin", "PlatformRegistration", "ScriptedCheck"]
    static let exports = trees.map(export)

    /// The hand-written export of tree `name`.
    static func export(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/OrchestrateGeneratorCoreTests/Corpus/import/\(name).journey.json")
            .path
    }

    /// The files of `folder`, by name.
    static func files(in folder: URL) throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try Dictionary(
            uniqueKeysWithValues: names.map { name in
                (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            })
    }

    /// A journey against the AM at `am` that sends `headers` on its start, as a client of a tree whose Zero
    /// Page Login node reads them.
    static func journey(_ am: String, headers: [(String, String)]) -> Workflow {
        Journey.createJourney { config in
            config.serverUrl = am
            config.module(
                Module.of(name: "startHeaders") { setup in
                    setup.start { _, request in
                        for (name, value) in headers { request.header(name: name, value: value) }
                        return request
                    }
                })
        }
    }

    @Test func theExportsImportToTheCheckedInSpecs() throws {
        let output = try SwiftCompiler.temporaryFolder()
        let outcome = Commands.importJourney(paths: Self.exports, outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        // Three files per tree; HeaderSignIn, whose client sees no page, has no typed node and no callbacks file.
        #expect(outcome.output.split(separator: "\n").count == 3 * Self.trees.count - 1)
        let expected = packageRoot.appendingPathComponent("Tests/Imported")
        if blessing {
            for (name, text) in try Self.files(in: output) {
                try Data(text.utf8).write(to: expected.appendingPathComponent(name))
            }
        }
        let written = try Self.files(in: output)
        // Tests/Imported also holds what ImportDaVinciTests imports.
        let checkedIn = try Self.files(in: expected).filter { name, _ in
            Self.trees.contains { name.hasPrefix($0 + ".") }
        }
        #expect(written.keys.sorted() == checkedIn.keys.sorted())
        for (name, text) in checkedIn {
            #expect(written[name] == text, "\(name) differs from a fresh import; run ORCHESTRATE_BLESS=1 swift test")
        }
    }

    @Test func anyOrderOfTheExportsGivesTheSameBytes() throws {
        let forward = try SwiftCompiler.temporaryFolder()
        let backward = try SwiftCompiler.temporaryFolder()
        _ = Commands.importJourney(paths: Self.exports, outputDirectory: forward.path)
        let reversed = Commands.importJourney(paths: Self.exports.reversed(), outputDirectory: backward.path)
        #expect(!reversed.failed)
        #expect(try Self.files(in: forward) == (try Self.files(in: backward)))
    }

    @Test func whatTheExportCannotSayIsAWarningWithItsOverlayKey() {
        let outcome = Commands.importJourney(
            paths: [Self.export("PlatformRegistration")], outputDirectory: NSTemporaryDirectory() + "/\(UUID())")
        #expect(!outcome.failed)
        let warnings = outcome.errors.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(
            warnings.contains {
                $0.contains("attribute custom_nickname of Attribute Collector")
                    && $0.contains("PlatformRegistration.journey.json:")
            })
        #expect(outcome.errors.contains("note: settle it with the overlay key attributes.custom_nickname"))
        #expect(!outcome.errors.contains("attribute mail "), "mail is typed by IDM's default user schema")
        #expect(
            outcome.errors.contains(
                "note: settle it with the overlay key outputs.2c1d3f8a-0000-4000-8000-000000000006.terms"))
    }

    @Test func aRetryLimitIsCountedByTheSandbox() throws {
        let output = try SwiftCompiler.temporaryFolder()
        let outcome = Commands.importJourney(paths: [Self.export("PlatformLogin")], outputDirectory: output.path)
        #expect(!outcome.errors.contains("Retry Limit Decision"), "nothing to default: the sandbox counts")
        let script = try String(
            contentsOf: output.appendingPathComponent("PlatformLogin.sandbox.yaml"), encoding: .utf8)
        #expect(script.contains("when: [{attempts: {atMost: 3}}]\n        then: {goto: signIn}"), "\(script)")
    }

    @Test func aDecisionTheSandboxCannotCheckIsDefaultedAndListed() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        // The same tree with a decision the sandbox cannot run where the retry limit was.
        let text = try String(contentsOfFile: Self.export("PlatformLogin"), encoding: .utf8)
            .replacingOccurrences(of: "RetryLimitDecisionNode", with: "AccountActiveDecisionNode")
        let export = folder.appendingPathComponent("PlatformLogin.journey.json")
        try Data(text.utf8).write(to: export)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [export.path], outputDirectory: output.path)
        #expect(
            outcome.errors.contains(
                "the sandbox script takes outcome Retry of Retry Limit Decision (1b0c2f7e-0000-4000-8000-000000000006)")
        )
        let script = try String(
            contentsOf: output.appendingPathComponent("PlatformLogin.sandbox.yaml"), encoding: .utf8)
        #expect(script.contains("#   Retry Limit Decision (1b0c2f7e-0000-4000-8000-000000000006): Retry"))
    }

    @Test func aMalformedExportIsALocatedErrorAndNothingIsWritten() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let broken = folder.appendingPathComponent("Broken.journey.json")
        try Data("{\n  \"trees\": {\n    \"X\": [1,,2]\n  }\n}\n".utf8).write(to: broken)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(
            paths: [Self.export("OneTimeCode"), broken.path], outputDirectory: output.path)
        #expect(outcome.failed)
        #expect(outcome.errors.contains("Broken.journey.json:3:13: error: the export is not JSON"), "\(outcome.errors)")
        #expect(
            !FileManager.default.fileExists(atPath: output.path), "nothing is written, not even the good export's files"
        )
    }

    /// A tree AM could not load is refused alone: the others are written and played, and the exit status
    /// (2) says some were written, apart from a run that wrote nothing (1) or everything (0).
    @Test func aTreeThatCannotBeReadIsRefusedAloneAndTheOthersAreWrittenAndPlayed() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        var text = try String(contentsOfFile: Self.export("PlatformLogin"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"Reject\": \"e301438c-0bd0-429c-ab0c-66126501069a\"", with: "\"Reject\": \"missing-node\"")
        let exports = folder.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: exports.appendingPathComponent("PlatformLogin.journey.json"))
        try FileManager.default.copyItem(
            atPath: Self.export("HeaderSignIn"),
            toPath: exports.appendingPathComponent("HeaderSignIn.journey.json").path)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [exports.path], outputDirectory: output.path)
        #expect(outcome.failed && outcome.partlyWritten && outcome.exitStatus == 2, "\(outcome.errors)")
        #expect(outcome.errors.contains("leads to missing-node, which is not in the tree"))
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written.contains("HeaderSignIn.flow.yaml") && written.contains("HeaderSignIn.sandbox.yaml"))
        #expect(!written.contains { $0.hasPrefix("PlatformLogin.") }, "\(written)")
        let imported = Commands.importedSandboxScript(paths: [exports.path])
        let script = try SandboxScript(yaml: try #require(imported.script, "\(imported.outcome.errors)"))
        #expect(script.treeNames.contains("HeaderSignIn") && !script.treeNames.contains("PlatformLogin"))
        #expect(imported.outcome.exitStatus == 2)
        // Every tree written: 0, with the warnings; nothing written: 1.
        #expect(
            Commands.importJourney(paths: [Self.export("HeaderSignIn")], outputDirectory: output.path).exitStatus == 0)
        let none = Commands.importJourney(
            paths: [folder.appendingPathComponent("none.json").path], outputDirectory: output.path)
        #expect(none.exitStatus == 1)
    }

    @Test func aConnectionOutOfTheTreeIsLocatedAtItsNode() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        var text = try String(contentsOfFile: Self.export("PlatformLogin"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"Reject\": \"e301438c-0bd0-429c-ab0c-66126501069a\"", with: "\"Reject\": \"missing-node\"")
        let export = folder.appendingPathComponent("PlatformLogin.journey.json")
        try Data(text.utf8).write(to: export)
        let outcome = Commands.importJourney(
            paths: [export.path], outputDirectory: folder.appendingPathComponent("out").path)
        #expect(outcome.failed)
        #expect(
            outcome.errors.contains(
                "error: trees.PlatformLogin.tree.nodes.1b0c2f7e-0000-4000-8000-000000000006.connections.Reject: outcome Reject of Retry Limit Decision (1b0c2f7e-0000-4000-8000-000000000006) leads to missing-node, which is not in the tree"
            ),
            "\(outcome.errors)")
        #expect(outcome.errors.hasPrefix(export.path + ":"))
    }

    @Test func aFileThatIsNotAnExportSaysWhatItExpected() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("flow.json")
        try Data("{\"flows\": []}".utf8).write(to: file)
        let outcome = Commands.importJourney(
            paths: [file.path], outputDirectory: folder.appendingPathComponent("out").path)
        #expect(outcome.failed)
        #expect(outcome.errors.contains("flow.json:1:1: error: not a journey export"))
    }

    @Test func anOverlaySettlesADecisionAndAnAttributeType() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let overlay = folder.appendingPathComponent("overlay.yaml")
        try Data(
            """
            decisions:
              1b0c2f7e-0000-4000-8000-000000000006: Reject
            attributes:
              mail: Boolean
            """.utf8
        ).write(to: overlay)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(
            paths: [Self.export("PlatformLogin"), Self.export("PlatformRegistration")], overlay: overlay.path,
            outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(!outcome.errors.contains("Retry Limit Decision (1b0c2f7e-0000-4000-8000-000000000006), a decision"))
        #expect(!outcome.errors.contains("attribute mail of"))
        let script = try String(
            contentsOf: output.appendingPathComponent("PlatformLogin.sandbox.yaml"), encoding: .utf8)
        #expect(!script.contains("# Decisions the sandbox cannot check"))
        #expect(!script.contains("goto: signIn"), "Reject leads to the failure end, not back to the page")
        let spec = try String(
            contentsOf: output.appendingPathComponent("PlatformRegistration.callbacks.yaml"), encoding: .utf8)
        #expect(spec.contains("mail: BooleanAttributeInputCallback"))
    }

    /// Attribute types come from IDM's schema (am-external 8.0.2 AttributeCollectorNode.java L77, L247-289,
    /// L372-404): a managed-object file given with the exports, in each shape IDM's tools write (file-based
    /// configuration's `managed.json`, frodo's `{idm: {managed}}`, one object per `*.managed.json`), picked by
    /// the tree's `identityResource`; a type AM cannot collect is a warning, and the prompt is the title.
    @Test func attributeTypesAndPromptsComeFromTheManagedObjectsGiven() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        var export = try String(contentsOfFile: Self.export("PlatformRegistration"), encoding: .utf8)
        export = export.replacingOccurrences(
            of: "\"entryNodeId\"", with: "\"identityResource\": \"managed/alpha_user\",\n      \"entryNodeId\"")
        let tree = folder.appendingPathComponent("PlatformRegistration.journey.json")
        try Data(export.utf8).write(to: tree)
        let properties = """
            {"mail": {"type": "string", "title": "Work email"},
             "custom_nickname": {"type": ["boolean", "null"], "description": "Show my nickname"},
             "preferences": {"type": "object", "properties": {"updates": {"type": "integer"}}}}
            """
        let shapes = [
            // File-based configuration: conf/managed.json, with another object first.
            #"{"objects": [{"name": "user", "schema": {"properties": {}}}, {"name": "alpha_user", "schema": {"properties": \#(properties)}}]}"#,
            // frodo's `idm export -N managed`.
            #"{"meta": {}, "idm": {"managed": {"_id": "managed", "objects": [{"name": "alpha_user", "schema": {"properties": \#(properties)}}]}}}"#,
            // One object per file (frodo's separate files, fr-config-manager).
            #"{"name": "alpha_user", "schema": {"properties": \#(properties)}}"#,
        ]
        for (index, shape) in shapes.enumerated() {
            let managed = folder.appendingPathComponent("managed\(index).json")
            try Data(shape.utf8).write(to: managed)
            let output = folder.appendingPathComponent("out\(index)")
            let outcome = Commands.importJourney(paths: [tree.path, managed.path], outputDirectory: output.path)
            #expect(!outcome.failed, "shape \(index): \(outcome.errors)")
            let spec = try String(
                contentsOf: output.appendingPathComponent("PlatformRegistration.callbacks.yaml"), encoding: .utf8)
            #expect(spec.contains("mail: StringAttributeInputCallback"), "shape \(index)")
            #expect(spec.contains("customNickname: BooleanAttributeInputCallback"), "shape \(index): \(spec)")
            let script = try String(
                contentsOf: output.appendingPathComponent("PlatformRegistration.sandbox.yaml"), encoding: .utf8)
            #expect(script.contains("prompt: Work email") && script.contains("prompt: Show my nickname"))
            #expect(
                outcome.errors.contains(
                    "attribute preferences/updates of Attribute Collector (2c1d3f8a-0000-4000-8000-000000000003) has the type integer in IDM's schema (managed\(index).json), which AM cannot collect"
                ), "shape \(index): \(outcome.errors)")
            #expect(!outcome.errors.contains("no journey export"), "the managed-object file is read, not passed over")
        }
    }

    /// AM's `Example` sample tree (am-external openam-samples sample-trees `AuthTree/Example.json`): a Zero
    /// Page Login first, whose headers sign in with no page (`true` to the data store decision), else the
    /// username and password pages. The flow's first step also routes AM's success or 401 at the start; the
    /// script starts at a node of no callback that tests the headers.
    @Test func aZeroPageLoginBeforeAPageSignsInFromTheHeadersOrShowsThePage() async throws {
        let export = """
            {"tree": {"_id": "Example", "entryNodeId": "zero", "nodes": {
                "zero": {"nodeType": "ZeroPageLoginNode", "displayName": "Zero Page Login Collector",
                         "connections": {"true": "check", "false": "name"}},
                "name": {"nodeType": "UsernameCollectorNode", "displayName": "User Name Collector",
                         "connections": {"outcome": "password"}},
                "password": {"nodeType": "PasswordCollectorNode", "displayName": "Password Collector",
                             "connections": {"outcome": "check"}},
                "check": {"nodeType": "DataStoreDecisionNode", "displayName": "Data Store Decision",
                          "connections": {"true": "70e691a5-1e33-4ac3-a356-e7b6d60d92e0",
                                          "false": "e301438c-0bd0-429c-ab0c-66126501069a"}}}},
             "nodes": {"zero": {"_type": {"_id": "ZeroPageLoginNode"}, "usernameHeader": "X-OpenAM-Username",
                                "passwordHeader": "X-OpenAM-Password"},
                       "name": {"_type": {"_id": "UsernameCollectorNode"}},
                       "password": {"_type": {"_id": "PasswordCollectorNode"}},
                       "check": {"_type": {"_id": "DataStoreDecisionNode"}}}}
            """
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Example.journey.json")
        try Data(export.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [file.path], outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let flow = try String(contentsOf: output.appendingPathComponent("Example.flow.yaml"), encoding: .utf8)
        #expect(
            flow.contains(
                "  userNameCollector:\n    node: UserNameCollector\n    next:\n      - passwordCollector\n      - done\n      - {to: userNameCollector, when: {error: 401}, retry: 2}\n"
            ), "\(flow)")
        #expect(
            Commands.generate(
                paths: [output.path], outputDirectory: folder.appendingPathComponent("swift").path, access: nil,
                templatesDirectory: nil
            ).failed == false)
        let script = try SandboxScript(contentsOf: output.appendingPathComponent("Example.sandbox.yaml"))
        let server = SandboxServer(script: script)
        let am = try await server.start().appendingPathComponent("am").absoluteString
        defer { Task { await server.stop() } }
        let agent = Self.journey(am, headers: [("X-OpenAM-Username", "demo"), ("X-OpenAM-Password", "Demo-Passw0rd!")])
        #expect(await agent.start("Example") is SuccessNode, "the headers sign in at the start, with no page")
        let bare = Journey.createJourney { $0.serverUrl = am }
        let page = try #require(await bare.start("Example") as? ContinueNode, "without them, the username page")
        #expect(page.callback(NameCallback.self) != nil)
    }

    @Test func aBadOverlayIsALocatedErrorAndNothingIsWritten() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let overlay = folder.appendingPathComponent("overlay.yaml")
        try Data("attributes:\n  mail: Date\nprompts: {}\n".utf8).write(to: overlay)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: Self.exports, overlay: overlay.path, outputDirectory: output.path)
        #expect(outcome.failed)
        #expect(
            outcome.errors.contains("overlay.yaml:2:9: error: an attribute's type must be String, Number or Boolean"),
            "\(outcome.errors)")
        #expect(outcome.errors.contains("overlay.yaml:3:1: error: unknown overlay key 'prompts'"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func anInnerTreeInTheExportIsInlined() throws {
        let success = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
        let failure = "e301438c-0bd0-429c-ab0c-66126501069a"
        let export = """
            {"trees": {
              "Outer": {"tree": {"_id": "Outer", "entryNodeId": "page", "nodes": {
                  "page": {"nodeType": "PageNode", "displayName": "Page", "connections": {"outcome": "check"}},
                  "check": {"nodeType": "DataStoreDecisionNode", "displayName": "Check", "connections": {"true": "inner", "false": "\(failure)"}},
                  "inner": {"nodeType": "InnerTreeEvaluatorNode", "displayName": "MFA", "connections": {"true": "\(success)", "false": "\(failure)"}}}},
                "nodes": {"page": {"_type": {"_id": "PageNode"}, "pageHeader": {"en": "Sign In"}, "nodes": [
                    {"_id": "user", "nodeType": "UsernameCollectorNode"}, {"_id": "pass", "nodeType": "PasswordCollectorNode"}]},
                  "inner": {"_type": {"_id": "InnerTreeEvaluatorNode"}, "tree": "Inner"}},
                "innerNodes": {"user": {"_type": {"_id": "UsernameCollectorNode"}}, "pass": {"_type": {"_id": "PasswordCollectorNode"}}}},
              "Inner": {"tree": {"_id": "Inner", "entryNodeId": "otp", "nodes": {
                  "otp": {"nodeType": "OneTimePasswordCollectorDecisionNode", "displayName": "Code", "connections": {"true": "\(success)", "false": "\(failure)"}}}},
                "nodes": {"otp": {"_type": {"_id": "OneTimePasswordCollectorDecisionNode"}}}}}}
            """
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Outer.journey.json")
        try Data(export.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [file.path], tree: "Outer", outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(!outcome.errors.contains("is not inlined"))
        let flow = try String(contentsOf: output.appendingPathComponent("Outer.flow.yaml"), encoding: .utf8)
        #expect(
            flow.contains("  signIn:\n    node: SignIn\n    next:\n      - code\n"),
            "the inner tree's step follows the page")
        #expect(
            flow.contains("  code:\n    node: Code\n    next:\n      - done\n"),
            "the inner tree's success is the evaluator's true")
        let script = try String(contentsOf: output.appendingPathComponent("Outer.sandbox.yaml"), encoding: .utf8)
        #expect(script.contains("when: [{otp: {input: IDToken1}}]"))
    }

    /// A page's children as frodo and Amster write them, and as AM's file-based configuration does.
    static let pageChildren = [
        #"[{"_id": "user", "displayName": "User", "nodeType": "UsernameCollectorNode"}, {"_id": "pass", "displayName": "Pass", "nodeType": "PasswordCollectorNode"}]"#,
        #"["user:UsernameCollectorNode:User", "pass:PasswordCollectorNode:Pass: the secret"]"#,
    ]

    @Test(arguments: pageChildren)
    func anAmsterExportIsReadFromItsFolderByEachNodesOwnType(children: String) throws {
        let success = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
        let failure = "e301438c-0bd0-429c-ab0c-66126501069a"
        let folder = try SwiftCompiler.temporaryFolder()
        let files = [
            "realms/root/AuthTree/AmsterLogin.json": """
            {"metadata": {"realm": "/", "entityType": "AuthTree", "entityId": "AmsterLogin"},
             "data": {"_id": "AmsterLogin", "entryNodeId": "page", "nodes": {
               "page": {"displayName": "Credentials", "nodeType": "PageNode", "connections": {"outcome": "check"}},
               "check": {"displayName": "Check", "nodeType": "DataStoreDecisionNode",
                         "connections": {"true": "\(success)", "false": "\(failure)"}}}}}
            """,
            // The folder says one thing, the node's `_type` another: the type wins.
            "realms/root/SomeNodes/page.json": """
            {"metadata": {"entityType": "PageNode", "entityId": "page"},
             "data": {"_id": "page", "_type": {"_id": "PageNode"}, "stage": "Credentials",
                      "nodes": \(children)}}
            """,
            "realms/root/PasswordCollectorNode/user.json": """
            {"metadata": {}, "data": {"_id": "user", "_type": {"_id": "UsernameCollectorNode"}}}
            """,
            "realms/root/UsernameCollectorNode/pass.json": """
            {"metadata": {}, "data": {"_id": "pass", "_type": {"_id": "PasswordCollectorNode"}}}
            """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent("export/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(
            paths: [folder.appendingPathComponent("export").path], outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let spec = try String(contentsOf: output.appendingPathComponent("AmsterLogin.callbacks.yaml"), encoding: .utf8)
        #expect(
            spec.contains(
                "match: {stage: Credentials}\n    callbacks:\n      username: NameCallback\n      password: PasswordCallback\n"
            ))
        let script = try String(contentsOf: output.appendingPathComponent("AmsterLogin.sandbox.yaml"), encoding: .utf8)
        #expect(script.contains("credentials: {password: IDToken2, username: IDToken1}"))
    }

    @Test func theSandboxPlaysEveryTreeOfTheExportsFromOneImportedScript() async throws {
        let imported = Commands.importedSandboxScript(paths: Self.exports)
        let text = try #require(imported.script, "\(imported.outcome.errors)")
        let script = try SandboxScript(yaml: text)
        #expect(script.treeNames == Self.trees)
        let server = SandboxServer(script: script)
        let am = try await server.start().appendingPathComponent("am").absoluteString
        defer { Task { await server.stop() } }
        let journey = Journey.createJourney { $0.serverUrl = am }
        let page = try #require(await journey.start("PlatformLogin") as? ContinueNode)
        page.callback(NameCallback.self)?.name = "demo"
        page.callback(PasswordCallback.self)?.password = "Demo-Passw0rd!"
        #expect(await page.next() is SuccessNode, "the imported PlatformLogin tree signs the script's user in")
        // HeaderSignIn shows no page: its ZeroPageLoginNode reads the headers its settings name.
        let agent = Self.journey(am, headers: [("X-Agent-Name", "demo"), ("X-Agent-Password", "Demo-Passw0rd!")])
        #expect(await agent.start("HeaderSignIn") is SuccessNode, "the headers sign the user in, with no page")
        let bare = Journey.createJourney { $0.serverUrl = am }
        #expect(await bare.start("HeaderSignIn") is ErrorNode, "without them, AM's 401")
    }

    @Test func aBrokenExportGivesNoScriptAndSaysWhere() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let broken = folder.appendingPathComponent("Broken.journey.json")
        try Data("{\"trees\": 1,}".utf8).write(to: broken)
        let imported = Commands.importedSandboxScript(paths: [broken.path])
        #expect(imported.script == nil)
        #expect(imported.outcome.failed)
        #expect(imported.outcome.errors.contains("Broken.journey.json:1:"))
    }

    @Test func anOverlayDeclaresWhatAScriptedNodeSends() throws {
        let export = """
            {"tree": {"_id": "Scripted", "entryNodeId": "script", "nodes": {
                "script": {"nodeType": "ScriptedDecisionNode", "displayName": "Ask Name",
                           "connections": {"true": "70e691a5-1e33-4ac3-a356-e7b6d60d92e0",
                                           "false": "e301438c-0bd0-429c-ab0c-66126501069a"}}}},
             "nodes": {"script": {"_type": {"_id": "ScriptedDecisionNode"}, "outcomes": ["true", "false"]}}}
            """
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Scripted.journey.json")
        try Data(export.utf8).write(to: file)
        let bare = folder.appendingPathComponent("a")
        let unknown = Commands.importJourney(paths: [file.path], outputDirectory: bare.path)
        #expect(!unknown.failed, "\(unknown.errors)")
        #expect(
            unknown.errors.contains("is a step whose callbacks are kept as they come: its script is not in the export"))
        #expect(unknown.errors.contains("overlay key callbacks.script"))
        let bareSpec = try String(contentsOf: bare.appendingPathComponent("Scripted.callbacks.yaml"), encoding: .utf8)
        #expect(bareSpec.contains("  AskName:\n    match: {unmatched: true}"))
        #expect(bareSpec.contains("    callbacks: {}\n"))
        let overlay = folder.appendingPathComponent("overlay.yaml")
        try Data("callbacks:\n  script: [NameCallback, {type: TextOutputCallback, name: notice}]\n".utf8).write(
            to: overlay)
        let output = folder.appendingPathComponent("b")
        let outcome = Commands.importJourney(paths: [file.path], overlay: overlay.path, outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let spec = try String(contentsOf: output.appendingPathComponent("Scripted.callbacks.yaml"), encoding: .utf8)
        #expect(
            spec.contains("  AskName:\n    callbacks:\n      name: NameCallback\n      notice: TextOutputCallback\n"))
        let flow = try String(contentsOf: output.appendingPathComponent("Scripted.flow.yaml"), encoding: .utf8)
        #expect(flow.contains("  askName:\n    node: AskName\n    next:\n      - done\n"))
    }

    /// A tree of three scripted nodes: `send` (its script, in older frodo's JSON-string form, sends a
    /// callback, which only the decoded text shows), `quiet` (its script sends none) and `missing` (its
    /// script is not in the export).
    static let scriptedTree = #"""
        {"tree": {"_id": "Scripts", "entryNodeId": "send", "nodes": {
            "send": {"nodeType": "ScriptedDecisionNode", "displayName": "Send", "connections": {"true": "quiet"}},
            "quiet": {"nodeType": "ScriptedDecisionNode", "displayName": "Quiet", "connections": {"true": "missing"}},
            "missing": {"nodeType": "ScriptedDecisionNode", "displayName": "Missing",
                        "connections": {"true": "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"}}}},
         "nodes": {"send": {"_type": {"_id": "ScriptedDecisionNode"}, "script": "s1"},
                   "quiet": {"_type": {"_id": "ScriptedDecisionNode"}, "script": "s2"},
                   "missing": {"_type": {"_id": "ScriptedDecisionNode"}, "script": "s3"}},
         "scripts": {"s1": {"script": "\"\\u0063allbacksBuilder.textOutput('Hello');\\noutcome = 'true';\""},
                     "s2": {"script": ["nodeState.putShared('seen', true);", "outcome = 'true';"]}}}
        """#

    @Test func aScriptThatSendsNothingIsServerSideAndOnlyOneScriptedStepTakesTheUnmatchedNodes() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Scripts.journey.json")
        try Data(Self.scriptedTree.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [file.path], outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        #expect(
            outcome.errors.contains(
                "Send (send) is a step whose callbacks are kept as they come: its script sends callbacks, which the import cannot say"
            ))
        #expect(
            outcome.errors.contains(
                "Quiet (quiet) is taken for a server-side decision: its script shows no callback"),
            "a script that sends nothing is a server-side decision, said so")
        #expect(
            outcome.errors.contains(
                "Missing (missing) is taken for a server-side node: its script is not in the export, and step send already takes the nodes no step matches"
            ))
        let spec = try String(contentsOf: output.appendingPathComponent("Scripts.callbacks.yaml"), encoding: .utf8)
        #expect(spec.components(separatedBy: "unmatched: true").count == 2, "one scripted step: \(spec)")
        let flow = try String(contentsOf: output.appendingPathComponent("Scripts.flow.yaml"), encoding: .utf8)
        #expect(flow.contains("  send:\n    node: Send\n    next:\n      - done\n"), "\(flow)")
    }

    /// A Page node 2.0 names its outcomes `<last child id>-<outcome>`, as frodo-lib's PageNode 2.0 exports
    /// show (`…-outcome`); the `:` form is accepted too.
    @Test(arguments: ["-", ":"])
    func aPageNode2OutcomeNamedAfterItsChildIsReadAsTheChildsOutcome(separator: String) throws {
        let success = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"
        let failure = "e301438c-0bd0-429c-ab0c-66126501069a"
        let export = """
            {"tree": {"_id": "Code", "entryNodeId": "page", "nodes": {
               "page": {"displayName": "Code page", "nodeType": "PageNode", "version": "2.0",
                        "connections": {"otp\(separator)true": "\(success)", "otp\(separator)false": "\(failure)"}}}},
             "nodes": {"page": {"_id": "page", "_type": {"_id": "PageNode", "version": "2.0"}, "stage": "Code",
                                "nodes": [{"_id": "user", "nodeType": "UsernameCollectorNode", "displayName": "User"},
                                          {"_id": "otp", "nodeType": "OneTimePasswordCollectorDecisionNode", "displayName": "OTP"}]}},
             "innerNodes": {"user": {"_id": "user", "_type": {"_id": "UsernameCollectorNode"}},
                            "otp": {"_id": "otp", "_type": {"_id": "OneTimePasswordCollectorDecisionNode"}}}}
            """
        let folder = try SwiftCompiler.temporaryFolder()
        let file = folder.appendingPathComponent("Code.journey.json")
        try Data(export.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let outcome = Commands.importJourney(paths: [file.path], outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let script = try String(contentsOf: output.appendingPathComponent("Code.sandbox.yaml"), encoding: .utf8)
        #expect(script.contains("when: [{otp: {input: IDToken2}}]\n        then: {succeed: true}"), "\(script)")
        let flow = try String(contentsOf: output.appendingPathComponent("Code.flow.yaml"), encoding: .utf8)
        #expect(flow.contains("      - done\n"))
    }
}
