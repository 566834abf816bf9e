import Foundation
import OrchestrateBasics
import Testing

@testable import OrchestrateRecording

/// The file: read with every object's order kept and its errors located; written `0600`; appended to across
/// sessions with its placeholders kept; and scrubbed again, without the server, with the rules of today.
@Suite struct RecordingFileTests {
    static let oldRecording = """
        {"format": 1, "upstream": "https://tenant.example", "replacements": [
          {"placeholder": "orchestrate-recorded-authId-1", "kind": "authId", "firstSeen": "exchange 1, response body authId"},
          {"placeholder": "orchestrate-recorded-password-1", "kind": "password", "firstSeen": "exchange 2, request body PasswordCallback input IDToken2"}
        ], "exchanges": [
          {"walk": 1, "request": {"method": "POST", "path": "/am/json/realms/root/authenticate",
            "headers": [{"name": "X-OpenAM-Password", "value": "Zero-Page-Old1"}], "body": {"json": {}}},
           "response": {"status": 200, "headers": [], "body": {"json": {"authId": "orchestrate-recorded-authId-1", "callbacks": [
             {"type": "HiddenValueCallback", "output": [{"name": "value", "value": "otpauth://totp/Co:mchen?secret=GEZDGNBVGY3TQOJQGEZDGNBV&issuer=Co"}, {"name": "id", "value": "mfaDeviceRegistration"}], "input": [{"name": "IDToken1", "value": "mfaDeviceRegistration"}]}]}}}},
          {"walk": 1, "request": {"method": "POST", "path": "/am/json/realms/root/authenticate", "headers": [],
            "body": {"json": {"authId": "orchestrate-recorded-authId-1", "callbacks": [{"type": "PasswordCallback", "output": [], "input": [{"name": "IDToken2", "value": "orchestrate-recorded-password-1"}]}]}}},
           "response": {"status": 401, "headers": [], "body": {"json": {"code": 401, "message": "Login failure"}}}}
        ]}
        """

    @Test func aRecordingMadeBeforeARuleIsFoundOutAndScrubbedAgainWithItsPlaceholdersKept() throws {
        let recording = try SandboxRecording(data: Data(Self.oldRecording.utf8))
        let findings = recording.secretFindings()
        #expect(
            findings == [
                "exchange 1, request header X-OpenAM-Password: password",
                "exchange 1, response body output.value enrolment URI secret: enrolmentSecret",
            ])
        #expect(throws: SandboxRecordingError.holdsSecrets(path: "old.json", findings: findings)) {
            try recording.checkedForSecrets(path: "old.json")
        }
        let (scrubbed, added) = recording.scrubbed()
        #expect(
            added.map(\.placeholder) == ["orchestrate-recorded-password-2", "orchestrate-recorded-enrolmentSecret-1"])
        let text = String(decoding: scrubbed.encoded(), as: UTF8.self)
        expectNone(of: ["Zero-Page-Old1", "GEZDGNBVGY3TQOJQGEZDGNBV"], in: text)
        #expect(Array(scrubbed.replacements.prefix(2)) == recording.replacements, "the file's placeholders are kept")
        #expect(scrubbed.secretFindings().isEmpty)
        #expect(scrubbed.scrubbed().recording == scrubbed, "scrubbing again changes nothing")
    }

    @Test func aSessionAppendedToAFileKeepsItsPlaceholdersAndNumbersOn() throws {
        let first = try Recorded([
            rawExchange(
                request:
                    #"{"authId": "a-first-walk", "callbacks": [{"type": "PasswordCallback", "output": [], "input": [{"name": "IDToken1", "value": "First-Pass-1"}]}]}"#,
                response: #"{"tokenId": "sso-first-00001"}"#)
        ])
        let written = first.redaction.recording
        var second = try Recorded([], continuing: written)
        try second.add(
            rawExchange(
                request:
                    #"{"authId": "a-second-walk", "callbacks": [{"type": "PasswordCallback", "output": [], "input": [{"name": "IDToken1", "value": "Second-Pass-2"}]}]}"#,
                response: #"{"tokenId": "sso-second-0002"}"#),
            walk: 2)
        let appended = second.redaction.recording
        #expect(appended.exchanges.first == written.exchanges.first, "the first session's exchange is as written")
        #expect(Array(appended.replacements.prefix(written.replacements.count)) == written.replacements)
        #expect(
            appended.replacements.dropFirst(written.replacements.count).map(\.placeholder) == [
                "orchestrate-recorded-authId-2", "orchestrate-recorded-password-2", "orchestrate-recorded-ssoToken-2",
            ])
        expectNone(of: ["First-Pass-1", "Second-Pass-2", "sso-first-00001", "sso-second-0002"], in: second.text)
    }

    @Test func theFileIsReadInItsOrderAndWrittenTheSameWhateverOrderItsBodiesCameIn() throws {
        let a =
            #"{"format": 1, "upstream": "https://t.example", "exchanges": [{"walk": 1, "request": {"method": "GET", "path": "/x"}, "response": {"status": 200, "body": {"json": {"b": 1, "a": {"d": 2, "c": 3}}}}}]}"#
        let b =
            #"{"exchanges": [{"response": {"body": {"json": {"a": {"c": 3, "d": 2}, "b": 1}}, "status": 200}, "request": {"path": "/x", "method": "GET"}, "walk": 1}], "upstream": "https://t.example", "format": 1}"#
        let first = try SandboxRecording(data: Data(a.utf8))
        let second = try SandboxRecording(data: Data(b.utf8))
        #expect(first.encoded() == second.encoded())
        guard case .json(let body) = first.exchanges[0].response.body else {
            Issue.record("a JSON body")
            return
        }
        #expect(body.members?.keys == ["b", "a"], "read in the file's order")
    }

    /// The file is the whole document's indented JSON, however it is put together: from each exchange's kept bytes
    /// (what the recorder writes after every exchange) or at once.
    @Test func theFileIsTheWholeDocumentsIndentedJSON() throws {
        for recording in [
            try SandboxRecording(data: Data(Self.oldRecording.utf8)), SandboxRecording(upstream: "https://t.example"),
        ] {
            let whole = JSON.object(
                JSONObject(recording.headerJSON + [("exchanges", .array(recording.exchanges.map(\.fileJSON)))]))
            #expect(recording.encoded() == whole.prettySerialized(keyOrder: .stored))
        }
    }

    @Test func aMalformedFileSaysWhichMember() {
        let text =
            #"{"format": 1, "upstream": "https://t.example", "exchanges": [{"walk": 1, "request": {"path": "/x"}, "response": {"status": 200}}]}"#
        #expect(
            throws: SandboxRecordingError.malformed(path: "f.json", reason: #"at exchanges[0].request: no "method""#)
        ) {
            try SandboxRecording(data: Data(text.utf8), source: "f.json")
        }
    }

    @Test func theFileIsWrittenForItsOwnerOnlyAndWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orchestrate-file-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("w.recording.json")
        try Data("old".utf8).write(to: file)
        let recording = try SandboxRecording(data: Data(Self.oldRecording.utf8)).scrubbed().recording
        try recording.write(to: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try SandboxRecording(contentsOf: file) == recording)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["w.recording.json"])
    }
}
