import Foundation
import Orchestrate
import OrchestrateSandboxImport
import Testing

@testable import OrchestrateGeneratorCore

/// Record and replay proven on a server this project did not write: Ping's own mock AM (its JavaScript SDK's
/// end-to-end mock, `ForgeRock/ping-javascript-sdk` `e2e/am-mock-api`), at `PEER_MOCK_URL` (such as
/// `http://localhost:9443/am`, where that mock serves by default; `Scripts/peer-mock-roundtrip.sh` runs
/// this test against one). Without it the suite is skipped, and says why.
///
/// The runtime walks every tree the mock serves that it supports, through `RecordingProxy`, some of them two at a
/// time; then, with nothing but the file, the replay is walked the same way and must give the same nodes and
/// outcomes. The file must hold none of the values typed or handed out, which are listed below from the mock's
/// sources (`e2e/am-mock-api/src/app/routes.auth.js`, `responses.js`, `response.webauthn.js`), and it imports,
/// generates and type-checks. Lives here, beside `import recording`'s tests, for their compiler.
@Suite(
    .enabled(
        if: PeerMock.amURL != nil,
        "PEER_MOCK_URL is not set: start Ping's mock AM (ping-javascript-sdk e2e/am-mock-api) and run Scripts/peer-mock-roundtrip.sh"
    ),
    .serialized)
struct PeerMockRoundTripTests {
    @Test func everyTreeRecordedFromPingsMockIsReplayedFromTheFileAlone() async throws {
        let am = try #require(PeerMock.amURL)
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("PeerMock.recording.json")
        let upstream = try #require(URL(string: am))
        let proxy = try RecordingProxy(upstream: upstream, output: file)
        let recorderBase = try await proxy.start()
        let recorded = try await PeerMock.walkAll(amBase: recorderBase.absoluteString + upstream.path)
        await proxy.stop()
        if let keep = ProcessInfo.processInfo.environment["PEER_MOCK_RECORDING_OUT"], !keep.isEmpty {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: file.path, toPath: keep)
        }
        #expect(recorded.values.allSatisfy { !$0.isEmpty })
        #expect(recorded["login"]?.last == "success", "\(recorded["login"] ?? [])")

        // The file: mode 0600, none of the values typed or handed out, every walk told apart.
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        // The exchanges and the ID tokens' claims (the header's `kind` names kinds, such as `password`).
        let text = try String(contentsOf: file, encoding: .utf8)
        let searched =
            String(text[(text.range(of: "\"exchanges\"")?.lowerBound ?? text.startIndex)...])
            + (try SandboxRecording(contentsOf: file)).replacements.compactMap { $0.claims?.serializedText() }.joined()
        let leaked = PeerMock.secrets.filter { PeerMock.holds(searched, $0.0) }.map { "\($0.1) (\($0.0))" }
        #expect(leaked.isEmpty, "reached the recording: \(leaked)")
        let recording = try SandboxRecording(contentsOf: file)
        #expect(recording.walkCount == PeerMock.walkCount, "\(recording.exchanges.map(\.walk))")
        #expect(recording.secretFindings().isEmpty)

        // Replay, the mock unused: the same walks give the same nodes and outcomes, twice over.
        for round in 1...2 {
            let replay = try SandboxServer(replaying: recording)
            let replayBase = try await replay.start()
            let replayed = try await PeerMock.walkAll(amBase: replayBase.absoluteString + upstream.path)
            let notes = await replay.journal().compactMap(\.note)
            await replay.stop()
            for (name, nodes) in recorded.sorted(by: { $0.key < $1.key }) {
                #expect(replayed[name] == nodes, "round \(round), \(name)")
            }
            #expect(notes.isEmpty, "round \(round): \(notes)")
        }

        // import recording: specs the generator accepts, whose code type-checks against the runtime.
        let output = folder.appendingPathComponent("Imported")
        let outcome = Commands.importRecording(path: file.path, prefix: "Mock", outputDirectory: output.path)
        #expect(!outcome.failed, "\(outcome.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        // Each sandbox script it writes is one the sandbox plays (its own reading and checks).
        for name in written where name.hasSuffix(".sandbox.yaml") {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(throws: Never.self, "\(name)") { _ = try SandboxScript(yaml: text, sourceName: name) }
        }
        let specs = try written.filter { !$0.hasSuffix(".sandbox.yaml") }
            .map { name in
                SpecSource(
                    path: output.appendingPathComponent(name).path,
                    text: try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8))
            }
        let generated = Generator.generate(specs, options: GeneratorOptions())
        #expect(generated.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        let modules = try #require(SwiftCompiler.runtimeModulesFolder(), "build the tests first")
        let paths = try SwiftCompiler.write(
            Dictionary(uniqueKeysWithValues: generated.files.map { ($0.name, $0.contents) }),
            into: folder.appendingPathComponent("Generated", isDirectory: true).creatingFolder())
        let run = try SwiftCompiler.run(
            ["-typecheck", "-swift-version", "6", "-module-name", "App", "-parse-as-library", "-I", modules.path]
                + paths)
        #expect(run.status == 0, "\(run.output)")
    }
}

extension URL {
    fileprivate func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}

/// The walks through Ping's mock AM, as its routes answer them (`e2e/am-mock-api/src/app/routes.auth.js`).
enum PeerMock {
    /// The mock's AM base URL, from `PEER_MOCK_URL`.
    static let amURL: String? = {
        let url = ProcessInfo.processInfo.environment["PEER_MOCK_URL"] ?? ""
        return url.isEmpty ? nil : url
    }()

    /// The test user's password (`routes.auth.js`: `pw === 'password'`), a wrong one, the one-time code
    /// (`'abc123'`), the registration's answers (`responses.js`'s registration check).
    static let password = "password"
    static let wrongPassword = "Wrong-Horse-7"
    static let oneTimeCode = "abc123"
    static let kbaAnswers = ["Red", "AAA Engineering"]
    static let suspendedId = "Sx9Pq2Lm7Rt4Zw"
    static let deviceIdentifier = "orchestrate-test-device-7f3a9c"
    static let credentialID = "Q3JlZGVudGlhbElkLTk5MjE"

    /// Every value typed or handed out, and what it is: none may reach the file. Handed out by the mock:
    /// `tokenId: 'bar'` and `iPlanetDirectoryPro=abcd1234` (`routes.auth.js:85`, `responses.js:46`), the authIds
    /// it routes on (`responses.js`: `qrcode-journey-*`, `device-profile-journey-*`, `protect-journey-*`,
    /// `response.webauthn.js`: `webauthn-registration-init`, `recovery-codes-display`; the others `foo`), the QR
    /// page's seed (`responses.js:524`), the recovery codes (`response.webauthn.js:72-83`), the OAuth code
    /// `foo` is not walked here.
    static let secrets: [(String, String)] =
        [
            (password, "the password"), (wrongPassword, "a wrong password"), (oneTimeCode, "the one-time code"),
            (suspendedId, "the email link's suspendedId"), (deviceIdentifier, "the device identifier"),
            (credentialID, "the passkey's credential id"), ("bar", "the tokenId"), ("abcd1234", "the SSO cookie"),
            ("foo", "an authId"), ("qrcode-journey-login", "an authId"), ("qrcode-journey-confirmation", "an authId"),
            ("device-profile-journey-login", "an authId"), ("protect-journey-init", "an authId"),
            ("protect-journey-login", "an authId"), ("webauthn-registration-init", "an authId"),
            ("recovery-codes-display", "an authId"), ("QITSTC234FRIU8DD987DW3VPICFY", "the TOTP seed"),
        ] + kbaAnswers.map { ($0, "a security answer") }
        + [
            "ABC123DEF4", "GHI567JKL8", "MNO901PQR2", "STU345VWX6", "YZA789BCD0", "EFG123HIJ4", "KLM567NOP8",
            "QRS901TUV2", "WXY345ZAB6", "CDE789FGH0",
        ].map { ($0, "a recovery code") }

    /// Whether `text` holds `value`, placeholders aside: as a whole JSON string, or inside text when it is 6
    /// characters or longer.
    static func holds(_ text: String, _ value: String) -> Bool {
        let plain = text.replacingOccurrences(
            of: #"orchestrate-recorded-[A-Za-z]+-[0-9]+"#, with: "_", options: .regularExpression)
        return plain.contains("\"\(value)\"") || (value.count >= 6 && plain.contains(value))
    }

    /// The number of walks `walkAll` makes: each journey start is one.
    static let walkCount = 13

    /// Every walk, by name: the nodes the client saw. Two pairs run at once.
    static func walkAll(amBase: String) async throws -> [String: [String]] {
        var seen: [String: [String]] = [:]
        // A wrong then a right password, and with that session a restart answered wrongly.
        let signedIn = journey(amBase)
        seen["wrong password"] = await walk(signedIn, "Login") { node in try login(node, password: wrongPassword) }
        seen["login"] = await walk(signedIn, "Login") { node in try login(node) }
        seen["restart with the session, wrong password"] = await walk(signedIn, "Login") { node in
            try login(node, password: wrongPassword)
        }
        // Two clients at once, on different trees.
        async let mfa = walk(journey(amBase), "SecondFactor", secondFactor)
        async let registration = walk(journey(amBase), "Registration", register)
        seen["second factor"] = await mfa
        seen["registration"] = await registration
        seen["validate only"] = await walk(journey(amBase), "PlatformUsernamePasswordTest", validateOnly)
        let email = journey(amBase, resuming: "LoginWithEmail")
        seen["email suspend"] = await walk(email, "LoginWithEmail") { node in
            // The email was sent: the journey waits for its link.
            guard let name = node.callback(ValidatedUsernameCallback.self) else { throw Suspended() }
            name.username = "sdkuser"
        }
        let resumed = await email.resume(
            try #require(URL(string: "https://app.example/resume?suspendedId=\(suspendedId)")))
        seen["email resume"] = [describe(resumed)]
        seen["misc callbacks"] = await walk(journey(amBase), "MiscCallbacks", miscCallbacks)
        async let qrCode = walk(journey(amBase), "QRCodeTest", qrCodePage)
        async let deviceProfile = walk(journey(amBase), "DeviceProfileCallbackTest", profile)
        seen["qr code"] = await qrCode
        seen["device profile"] = await deviceProfile
        seen["webauthn with recovery codes"] = await walk(journey(amBase), "TEST_WebAuthnWithRecoveryCodes", passkey)
        seen["protect"] = await walk(journey(amBase), "TEST_LoginPingProtect") { node in
            if let name = node.callback(NameCallback.self) { name.name = "sdkuser" }
            if let password = node.callback(PasswordCallback.self) { password.password = Self.password }
        }
        return seen
    }

    // MARK: - The trees

    static func login(_ node: ContinueNode, password: String = Self.password) throws {
        if let name = node.callback(NameCallback.self) { name.name = "sdkuser" }
        if let field = node.callback(PasswordCallback.self) { field.password = password }
    }

    /// `SecondFactor`: the login page, a choice of factor, the one-time code.
    static func secondFactor(_ node: ContinueNode) throws {
        if let choice = node.callback(ChoiceCallback.self) {
            choice.selectedIndex = 0
        } else if node.callback(NameCallback.self) != nil {
            try login(node)
        } else {
            try #require(node.callback(PasswordCallback.self)).password = oneTimeCode
        }
    }

    /// `Registration`: every answer the mock checks (`responses.js`'s registration branch).
    static func register(_ node: ContinueNode) throws {
        try #require(node.callback(ValidatedUsernameCallback.self)).username = "newuser"
        let attributes = node.callbacks.compactMap { $0 as? StringAttributeInputCallback }
        for (callback, value) in zip(attributes, ["Sally", "Tester", "sally@example.com"]) { callback.value = value }
        for toggle in node.callbacks.compactMap({ $0 as? BooleanAttributeInputCallback }) { toggle.value = false }
        try #require(node.callback(ValidatedPasswordCallback.self)).password = password
        let questions = node.callbacks.compactMap { $0 as? KbaCreateCallback }
        for (callback, (question, answer)) in zip(
            questions, zip(["What is your favorite color?", "Who was your first employer?"], kbaAnswers))
        {
            callback.selectedQuestion = question
            callback.selectedAnswer = answer
        }
        try #require(node.callback(TermsAndConditionsCallback.self)).accepted = true
    }

    /// `PlatformUsernamePasswordTest`: the page checked first (`validateOnly`), then sent.
    static func validateOnly(_ node: ContinueNode) throws {
        let username = try #require(node.callback(ValidatedUsernameCallback.self))
        let password = try #require(node.callback(ValidatedPasswordCallback.self))
        username.username = "sdkuser"
        password.password = Self.password
        // The first time the page comes, only check it; the second, send it.
        let page = node.authId ?? ""
        let checked = checkedPages.withLock { !$0.insert(page).inserted }
        username.validateOnly = !checked
        password.validateOnly = !checked
    }
    private static let checkedPages = Locked<Set<String>>([])

    /// `MiscCallbacks`: each callback the runtime knows, one page each.
    static func miscCallbacks(_ node: ContinueNode) throws {
        if let name = node.callback(NameCallback.self) { name.name = "sdkuser" }
        if let text = node.callback(TextInputCallback.self) { text.text = "Text Input String" }
        if let field = node.callback(PasswordCallback.self) { field.password = password }
        if let choice = node.callback(ChoiceCallback.self) { choice.selectedIndex = 1 }
        if let confirmation = node.callback(ConfirmationCallback.self) { confirmation.selectedIndex = 0 }
    }

    /// `QRCodeTest`: the login page, then the QR page confirmed.
    static func qrCodePage(_ node: ContinueNode) throws {
        if let confirmation = node.callback(ConfirmationCallback.self) {
            confirmation.selectedIndex = 0
        } else {
            try login(node)
        }
    }

    /// `DeviceProfileCallbackTest`: the login page, then the profile (the mock checks `identifier`,
    /// `metadata.browser.userAgent` and `metadata.platform.deviceName`).
    static func profile(_ node: ContinueNode) async throws {
        if let callback = node.callback(DeviceProfileCallback.self) {
            await callback.collect(using: MockDeviceProfile())
        } else {
            try login(node)
        }
    }

    /// `TEST_WebAuthnWithRecoveryCodes`: a passkey made by a stand-in authenticator, then the recovery codes.
    static func passkey(_ node: ContinueNode) async throws {
        if let registration = node.callback(FidoRegistrationCallback.self) {
            _ = await registration.register(deviceName: "Test key", using: MockAuthenticator())
        } else if let confirmation = node.callback(ConfirmationCallback.self) {
            confirmation.selectedIndex = 0
        }
    }

    // MARK: - Driving

    /// A journey of the mock's root realm, with a module that repeats the tree on every continue (and on a resume,
    /// `resuming`), as Ping's JavaScript SDK does and the mock needs (`routes.auth.js` routes by `authIndexValue`).
    static func journey(_ amBase: String, resuming: String? = nil) -> Journey {
        Journey.createJourney { config in
            config.serverUrl = amBase
            config.realm = "root"
            config.timeout = 20
            config.logger = SilentLogger()
            config.module(repeatTree) { $0.resumedTree = resuming }
        }
    }

    struct RepeatTree: Sendable {
        var resumedTree: String?
    }

    private static let repeatTree = Module.of({ RepeatTree() }, name: "repeat-tree") { setup in
        let resumedTree = setup.config.resumedTree
        setup.start { flow, request in
            let query = request.parts.queryItems
            if let resumedTree, !query.contains(where: { $0.name == "authIndexValue" }) {
                request.parameter(name: "authIndexType", value: "service")
                request.parameter(name: "authIndexValue", value: resumedTree)
            }
            flow[treeKey] = request.parts.queryItems.first { $0.name == "authIndexValue" }?.value
            return request
        }
        setup.next { flow, _, request in
            if let tree = flow[treeKey] {
                request.parameter(name: "authIndexType", value: "service")
                request.parameter(name: "authIndexValue", value: tree)
            }
            return request
        }
    }
    private static let treeKey = ContextKey<String>("peer-mock.tree")

    /// Starts `tree` and answers each page with `answer` until the journey ends (at most 8 pages).
    static func walk(
        _ journey: Journey, _ tree: String, _ answer: @Sendable (ContinueNode) async throws -> Void
    ) async -> [String] {
        var seen: [String] = []
        var node = await journey.start(tree)
        for _ in 0..<8 {
            seen.append(describe(node))
            guard let page = node as? ContinueNode else { return seen }
            do {
                try await answer(page)
            } catch is Suspended {
                return seen
            } catch {
                seen.append("could not answer: \(error)")
                return seen
            }
            node = await page.next()
        }
        seen.append("more than 8 pages")
        return seen
    }

    /// What a client sees of a node: a page's callbacks and stage, an error's status and message, an end.
    static func describe(_ node: any Node) -> String {
        switch node {
        case let page as ContinueNode:
            "page \(page.stage ?? "-"): "
                + page.callbacks.map { String(describing: type(of: $0)) }.joined(separator: ", ")
        case let error as ErrorNode: "error \(error.status) \(error.message)"
        case is SuccessNode: "success"
        case let failure as FailureNode: "failure \(failure.cause)"
        default: String(describing: type(of: node))
        }
    }
}

/// Thrown by a walk's answers where the journey waits for something outside it (an email's link).
struct Suspended: Error {}

/// The profile the mock checks, as an app's own collector would send it.
struct MockDeviceProfile: DeviceProfileCollector {
    func collect() async -> JSON {
        [
            "identifier": .string(PeerMock.deviceIdentifier),
            "metadata": ["browser": ["userAgent": "Orchestrate tests"], "platform": ["deviceName": "Test runner"]],
        ]
    }
}

/// A passkey made by no hardware: fixed bytes, which the mock does not check.
struct MockAuthenticator: FidoAuthenticator {
    func register(_ options: PublicKeyCredentialCreationOptions) async throws -> FidoAttestation {
        FidoAttestation(
            id: PeerMock.credentialID, rawID: PeerMock.credentialID, attestationObject: "o2NmbXRkbm9uZQ",
            clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0")
    }

    func authenticate(_ options: PublicKeyCredentialRequestOptions) async throws -> FidoAssertion {
        throw FidoError.cancelled
    }
}
