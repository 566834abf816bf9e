import Foundation
import Testing

@testable import OrchestrateSandbox

/// Replay answers as the server did, the same way every time: walks chosen by the values sent, never by the
/// order of a body's keys; a value the client makes (a device profile) never chooses a walk the recording does
/// not show it chose; a hostile recording is bounded. The recording is written here in AM's `/authenticate` shapes
/// (a callback's `output` and `input` arrays, AM's REST API), its bodies' keys in different orders on purpose.
@Suite struct ReplayFidelityTests {
    /// Three walks of the tree `Login`: a wrong password (401); the right one, then a device profile accepted;
    /// the right one, then a device profile refused. The login pages are the same page, their keys in other orders.
    static let recordingText = """
        {"format": 1, "upstream": "https://tenant.example", "replacements": [
          {"placeholder": "orchestrate-recorded-authId-1", "kind": "authId", "firstSeen": "exchange 1"},
          {"placeholder": "orchestrate-recorded-password-1", "kind": "password", "firstSeen": "exchange 2"},
          {"placeholder": "orchestrate-recorded-authId-2", "kind": "authId", "firstSeen": "exchange 3"},
          {"placeholder": "orchestrate-recorded-password-2", "kind": "password", "firstSeen": "exchange 4"},
          {"placeholder": "orchestrate-recorded-authId-3", "kind": "authId", "firstSeen": "exchange 4"},
          {"placeholder": "orchestrate-recorded-deviceProfile-1", "kind": "deviceProfile", "firstSeen": "exchange 5"},
          {"placeholder": "orchestrate-recorded-ssoToken-1", "kind": "ssoToken", "firstSeen": "exchange 5"},
          {"placeholder": "orchestrate-recorded-authId-4", "kind": "authId", "firstSeen": "exchange 6"},
          {"placeholder": "orchestrate-recorded-password-3", "kind": "password", "firstSeen": "exchange 7"},
          {"placeholder": "orchestrate-recorded-authId-5", "kind": "authId", "firstSeen": "exchange 7"},
          {"placeholder": "orchestrate-recorded-deviceProfile-2", "kind": "deviceProfile", "firstSeen": "exchange 8"}
        ], "exchanges": [
          \(exchange(1, start: true, response: page("authId-1", keysFirst: true))),
          \(exchange(1, request: answer("authId-1", "password-1"), status: 401, response: #"{"code": 401, "reason": "Unauthorized", "message": "Login failure"}"#)),
          \(exchange(2, start: true, response: page("authId-2", keysFirst: false))),
          \(exchange(2, request: answer("authId-2", "password-2"), response: profilePage("authId-3"))),
          \(exchange(2, request: profile("authId-3", "deviceProfile-1"), response: #"{"tokenId": "orchestrate-recorded-ssoToken-1", "successUrl": "/console", "realm": "/"}"#)),
          \(exchange(3, start: true, response: page("authId-4", keysFirst: true))),
          \(exchange(3, request: answer("authId-4", "password-3"), response: profilePage("authId-5"))),
          \(exchange(3, request: profile("authId-5", "deviceProfile-2"), status: 401, response: #"{"message": "Device not recognised", "reason": "Unauthorized", "code": 401}"#))
        ]}
        """

    static func exchange(
        _ walk: Int, start: Bool = false, headers: String = "[]", request: String = "{}", status: Int = 200,
        response: String
    ) -> String {
        let query =
            start
            ? #"[{"name": "authIndexType", "value": "service"}, {"name": "authIndexValue", "value": "Login"}]"# : "[]"
        return """
            {"walk": \(walk), "request": {"method": "POST", "path": "/am/json/realms/root/authenticate", "query": \(query), "headers": \(headers), "body": {"json": \(request)}},
             "response": {"status": \(status), "headers": [], "body": {"json": \(response)}}}
            """
    }

    static func page(_ authId: String, keysFirst: Bool) -> String {
        let name =
            #"{"type": "NameCallback", "output": [{"name": "prompt", "value": "User Name"}], "input": [{"name": "IDToken1", "value": ""}]}"#
        let password =
            keysFirst
            ? #"{"type": "PasswordCallback", "output": [{"name": "prompt", "value": "Password"}], "input": [{"name": "IDToken2", "value": ""}]}"#
            : #"{"input": [{"value": "", "name": "IDToken2"}], "output": [{"value": "Password", "name": "prompt"}], "type": "PasswordCallback"}"#
        let callbacks = "[\(name), \(password)]"
        return keysFirst
            ? #"{"authId": "orchestrate-recorded-\#(authId)", "callbacks": \#(callbacks), "stage": "UsernamePassword"}"#
            : #"{"stage": "UsernamePassword", "callbacks": \#(callbacks), "authId": "orchestrate-recorded-\#(authId)"}"#
    }

    static func answer(_ authId: String, _ password: String) -> String {
        #"{"authId": "orchestrate-recorded-\#(authId)", "callbacks": [{"type": "NameCallback", "output": [{"name": "prompt", "value": "User Name"}], "input": [{"name": "IDToken1", "value": "alice"}]}, {"type": "PasswordCallback", "output": [{"name": "prompt", "value": "Password"}], "input": [{"name": "IDToken2", "value": "orchestrate-recorded-\#(password)"}]}], "stage": "UsernamePassword"}"#
    }

    /// The profile page: AM's `DeviceProfileCallback`, and a hidden value a script fills with when it ran (the
    /// recorded walks sent the same time, so the recording shows it chose nothing).
    static func profilePage(_ authId: String) -> String {
        #"{"authId": "orchestrate-recorded-\#(authId)", "callbacks": [\#(profileCallback("")), \#(hiddenValue(""))]}"#
    }

    static func profile(_ authId: String, _ placeholder: String, collectedAt: String = "collected-at-1700000000")
        -> String
    {
        #"{"authId": "orchestrate-recorded-\#(authId)", "callbacks": [\#(profileCallback("orchestrate-recorded-" + placeholder)), \#(hiddenValue(collectedAt))]}"#
    }

    static func profileCallback(_ value: String) -> String {
        #"{"type": "DeviceProfileCallback", "output": [{"name": "metadata", "value": true}, {"name": "location", "value": false}, {"name": "message", "value": ""}], "input": [{"name": "IDToken1", "value": "\#(value)"}]}"#
    }

    static func hiddenValue(_ value: String) -> String {
        #"{"type": "HiddenValueCallback", "output": [{"name": "value", "value": ""}, {"name": "id", "value": "clientScriptOutputData"}], "input": [{"name": "IDToken2", "value": "\#(value)"}]}"#
    }

    /// A client's walk: the request bodies a client sends, each built from the last answer (its `authId`).
    static func clientWalk(through player: ReplayPlayer, password: String, profile: String?) async -> [String] {
        var seen: [String] = []
        let start = SandboxRecord(
            method: "POST", path: "/am/json/realms/root/authenticate",
            query: [
                SandboxNameValue(name: "authIndexType", value: "service"),
                SandboxNameValue(name: "authIndexValue", value: "Login"),
            ],
            body: Data("{}".utf8))
        var (answer, _) = await player.respond(to: start)
        seen.append(summary(answer))
        guard let authId = Self.body(answer)?["authId"]?.stringValue else { return seen }
        let credentials = Self.answer("x", password).replacingOccurrences(
            of: "orchestrate-recorded-x", with: authId
        ).replacingOccurrences(of: "orchestrate-recorded-\(password)", with: password)
        (answer, _) = await player.respond(to: record(credentials))
        seen.append(summary(answer))
        guard let profile, let next = Self.body(answer)?["authId"]?.stringValue else { return seen }
        let sent = Self.profile("x", "p", collectedAt: "collected-at-\(Int(Date().timeIntervalSince1970))")
            .replacingOccurrences(of: "orchestrate-recorded-x", with: next)
            .replacingOccurrences(
                of: "orchestrate-recorded-p", with: profile.replacingOccurrences(of: "\"", with: "\\\""))
        (answer, _) = await player.respond(to: record(sent))
        seen.append(summary(answer))
        return seen
    }

    static func body(_ response: SandboxResponse) -> JSON? {
        try? JSON.parse(response.body)
    }

    static func record(_ body: String) -> SandboxRecord {
        SandboxRecord(method: "POST", path: "/am/json/realms/root/authenticate", body: Data(body.utf8))
    }

    /// What a client reads of an answer: its status and, for a page, its callbacks' types; for a success, that
    /// a token came.
    static func summary(_ response: SandboxResponse) -> String {
        let json = body(response)
        let types = json?["callbacks"]?.arrayValue?.compactMap { $0["type"]?.stringValue } ?? []
        if !types.isEmpty { return "\(response.status) " + types.joined(separator: ", ") }
        if json?["tokenId"] != nil { return "\(response.status) token" }
        return "\(response.status) \(json?["message"]?.stringValue ?? "")"
    }

    static func player(maximumSessions: Int = ReplayPlayer.defaultMaximumSessions) throws -> ReplayPlayer {
        let recording = try SandboxRecording(data: Data(recordingText.utf8))
        return ReplayPlayer(
            recording: recording, signingKey: try SandboxSigningKey.generate(), baseURL: Locked(nil),
            maximumSessions: maximumSessions)
    }

    @Test func theSameFileAnswersTheSameRequestsTheSameWayTwentyTimes() async throws {
        let profileSent =
            #"{"identifier":"9f1c","metadata":{"platform":{"device":"test"}},"collected":"\#(Date().timeIntervalSince1970)"}"#
        var answers: [[String]] = []
        for _ in 1...20 {
            let player = try Self.player()
            var run: [String] = []
            run += await Self.clientWalk(through: player, password: "wrong", profile: nil)
            run += await Self.clientWalk(through: player, password: "right", profile: profileSent)
            run += await Self.clientWalk(through: player, password: "right", profile: profileSent)
            answers.append(run)
        }
        // As recorded: a wrong password refused; then a profile accepted; then one refused (the walks in order:
        // the profile and the time the client makes up each time choose neither).
        #expect(
            answers[0] == [
                "200 NameCallback, PasswordCallback", "401 Login failure",
                "200 NameCallback, PasswordCallback", "200 DeviceProfileCallback, HiddenValueCallback", "200 token",
                "200 NameCallback, PasswordCallback", "200 DeviceProfileCallback, HiddenValueCallback",
                "401 Device not recognised",
            ])
        #expect(Set(answers.map { $0.joined(separator: "|") }).count == 1, "every replay answers alike")
    }

    @Test func aTypedPlaceholderChoosesItsWalkWhateverTheOrder() async throws {
        let player = try Self.player()
        // The first session would play walk 1 (a wrong password); typing walk 2's password placeholder takes walk 2.
        let seen = await Self.clientWalk(
            through: player, password: "orchestrate-recorded-password-2",
            profile: "orchestrate-recorded-deviceProfile-1")
        #expect(
            seen == [
                "200 NameCallback, PasswordCallback", "200 DeviceProfileCallback, HiddenValueCallback", "200 token",
            ])
    }

    /// Two walks: a sign-in; then, with its SSO token (AM's header named after its cookie, pios
    /// `Journey/Module/Session.swift:33-43`), a restart answered with a wrong password.
    static let restartText = """
        {"format": 1, "upstream": "https://tenant.example", "replacements": [
          {"placeholder": "orchestrate-recorded-authId-1", "kind": "authId", "firstSeen": "exchange 1"},
          {"placeholder": "orchestrate-recorded-password-1", "kind": "password", "firstSeen": "exchange 2"},
          {"placeholder": "orchestrate-recorded-ssoToken-1", "kind": "ssoToken", "firstSeen": "exchange 2"},
          {"placeholder": "orchestrate-recorded-authId-2", "kind": "authId", "firstSeen": "exchange 3"},
          {"placeholder": "orchestrate-recorded-password-2", "kind": "password", "firstSeen": "exchange 4"}
        ], "exchanges": [
          \(exchange(1, start: true, response: page("authId-1", keysFirst: true))),
          \(exchange(1, request: answer("authId-1", "password-1"), response: #"{"tokenId": "orchestrate-recorded-ssoToken-1", "successUrl": "/console"}"#)),
          \(exchange(2, start: true, headers: sso, response: page("authId-2", keysFirst: false))),
          \(exchange(2, headers: sso, request: answer("authId-2", "password-2"), status: 401, response: #"{"code": 401, "reason": "Unauthorized", "message": "Login failure"}"#))
        ]}
        """
    static let sso = #"[{"name": "iPlanetDirectoryPro", "value": "orchestrate-recorded-ssoToken-1"}]"#

    @Test func aRestartWithAnEarlierWalksSessionIsAWalkOfItsOwn() async throws {
        let recording = try SandboxRecording(data: Data(Self.restartText.utf8))
        let player = ReplayPlayer(
            recording: recording, signingKey: try SandboxSigningKey.generate(), baseURL: Locked(nil))
        let query = [
            SandboxNameValue(name: "authIndexType", value: "service"),
            SandboxNameValue(name: "authIndexValue", value: "Login"),
        ]
        func send(_ body: String, query: [SandboxNameValue] = [], token: String? = nil) async -> JSON? {
            let headers = token.map { [SandboxNameValue(name: "iPlanetDirectoryPro", value: $0)] } ?? []
            let record = SandboxRecord(
                method: "POST", path: "/am/json/realms/root/authenticate", query: query, headers: headers,
                body: Data(body.utf8))
            return Self.body(await player.respond(to: record).0)
        }
        func answer(_ page: JSON?) -> String {
            Self.answer("x", "typed").replacingOccurrences(
                of: "orchestrate-recorded-x", with: page?["authId"]?.stringValue ?? ""
            ).replacingOccurrences(of: "orchestrate-recorded-typed", with: "anything")
        }
        let signedIn = await send(answer(await send("{}", query: query)))
        let token = try #require(signedIn?["tokenId"]?.stringValue)
        // The restart carries the first walk's session; its wrong password is answered as walk 2 was.
        let restarted = await send("{}", query: query, token: token)
        let refused = await send(answer(restarted), token: token)
        #expect(refused?["code"] == 401, "\(String(describing: refused))")
    }

    @Test func sessionsBeyondTheBoundAreFreed() async throws {
        let player = try Self.player(maximumSessions: 2)
        for _ in 1...5 { _ = await Self.clientWalk(through: player, password: "any", profile: nil) }
        #expect(await player.sessionCount <= 2)
    }

    @Test func aHostileTemplateIsMatchedInLinearTime() {
        // 400 placeholders with one character between them, against a live text that almost fits: a lazy regular
        // expression backtracks over every split; the matcher reads the text once per piece.
        let pattern = (1...400).map { "orchestrate-recorded-state-\($0)" }.joined(separator: "a")
        let live = String(repeating: "a", count: 5_000) + "b"
        #expect(RecordedTemplate.match(pattern + "c", live) == nil)
        let fits = RecordedTemplate.match("x=orchestrate-recorded-state-1&y=orchestrate-recorded-state-2", "x=1&y=2")
        #expect(fits == ["orchestrate-recorded-state-1": "1", "orchestrate-recorded-state-2": "2"])
    }

    @Test func aRecordingLargerThanTheCapIsRefusedBeforeItIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orchestrate-cap-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.recording.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(SandboxRecording.maximumBytes + 1))
        try handle.close()
        #expect(
            throws: SandboxRecordingError.tooLarge(
                path: file.path, bytes: SandboxRecording.maximumBytes + 1, limit: SandboxRecording.maximumBytes)
        ) {
            try SandboxRecording(contentsOf: file)
        }
    }
}
