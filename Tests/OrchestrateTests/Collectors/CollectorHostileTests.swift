import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Broken fields of the 2026 types (issue 17): each gives a collector with defaults, or a skipped
/// field, in a continue node; never a crash or a hang.
enum HostileFields {
    static let fields: [(name: String, field: String)] = [
        (
            "boolean of wrong types",
            #"{"type": "SINGLE_CHECKBOX", "inputType": "BOOLEAN", "key": "b", "required": "yes", "appearance": 5, "errorMessage": [], "richContent": "text"}"#
        ),
        (
            "richContent replacements wrong",
            #"{"type": "LABEL", "content": 3, "richContent": {"content": "{{a}} {{b}}", "replacements": {"a": 5, "b": {"value": [], "href": null}}}}"#
        ),
        (
            "agreement of wrong types",
            #"{"type": "AGREEMENT", "inputType": "READ_ONLY_TEXT", "key": 9, "agreement": "id", "enabled": "no", "titleEnabled": 1}"#
        ),
        ("polling interval 0", #"{"type": "POLLING", "key": "p0", "pollInterval": 0, "pollRetries": "2"}"#),
        ("polling interval negative", #"{"type": "POLLING", "key": "p1", "pollInterval": "-1000", "pollRetries": -4}"#),
        (
            "polling interval absurd",
            #"{"type": "POLLING", "key": "p2", "pollInterval": 1e308, "pollRetries": "1e308", "pollChallengeStatus": "true", "challenge": 7}"#
        ),
        (
            "polling values of wrong types",
            #"{"type": "POLLING", "key": "p3", "pollInterval": {"ms": 1}, "pollRetries": [1], "pollChallengeStatus": "maybe"}"#
        ),
        (
            "QR code bad data URI",
            #"{"type": "QR_CODE", "key": "q0", "content": "data:image/png;base64,@@@not-base64@@@", "fallbackText": 4}"#
        ),
        ("QR code data URI without base64", #"{"type": "QR_CODE", "key": "q1", "content": "data:image/png,plain"}"#),
        ("QR code content not a string", #"{"type": "QR_CODE", "key": "q2", "content": {"data": 1}}"#),
        ("image URLs not strings", #"{"type": "IMAGE", "key": "i", "imageUrl": 5, "hyperlinkUrl": ["x"]}"#),
        ("metadata payload not an object", #"{"type": "METADATA", "key": "m", "payload": [1, 2]}"#),
        (
            "social login without links",
            #"{"type": "SOCIAL_LOGIN_BUTTON", "idpId": 3, "idpType": null, "links": "none", "idpEnabled": "yes"}"#
        ),
        (
            "protect of wrong types",
            #"{"type": "PROTECT", "key": "r", "behavioralDataCollection": "no", "universalDeviceIdentification": 1}"#
        ),
        (
            "fido options not base64",
            #"{"type": "FIDO2", "key": "f0", "action": "REGISTER", "publicKeyCredentialCreationOptions": {"user": {"id": "***"}, "challenge": "!!not base64!!"}}"#
        ),
        (
            "fido bytes out of range",
            #"{"type": "FIDO2", "key": "f1", "action": "AUTHENTICATE", "publicKeyCredentialRequestOptions": {"challenge": [1, 999, -300, 1.5], "allowCredentials": [{"id": "%%"}, 5]}}"#
        ),
        ("fido options missing", #"{"type": "FIDO2", "key": "f2", "action": "AUTHENTICATE"}"#),
        (
            "fido options not an object",
            #"{"type": "FIDO2", "key": "f3", "action": "REGISTER", "publicKeyCredentialCreationOptions": "opts"}"#
        ),
        ("fido unknown action", #"{"type": "FIDO2", "key": "f4", "action": 5}"#),
        ("mobile pairing key not a string", #"{"type": "MOBILE_PAIRING", "key": "mp", "pairingKey": 12}"#),
    ]

    /// One continue node holding every broken field, its formData of wrong types too.
    static var body: String {
        #"{"_links": {"next": {"href": "not a url"}, "self": {"href": 4}, "continue": {"href": "ftp://x"}}, "formData": {"value": {"b": "true", "m": 5, "mp": {"status": "CLAIMED"}}}, "form": {"components": {"fields": ["#
            + fields.map(\.field).joined(separator: ", ") + "]}}}"
    }
}

@Suite struct CollectorHostileTests {
    @Test func everyBrokenFieldGivesACollectorWithDefaults() async throws {
        let routes = [
            SandboxRoute.fixed(method: "GET", path: "/broken-2026", response: .json(200, HostileFields.body))
        ]
        try await withSandbox(routes: routes) { _, base in
            let workflow = DaVinci.createDaVinci { $0.logger = SilentLogger() }
            let node = await workflow.start(Request(url: base.string("/broken-2026")))
            let form = try #require(node as? ContinueNode)
            #expect(
                form.collectors.count == HostileFields.fields.count - 1,
                "only the FIDO2 field of unknown action is skipped")
            _ = form.validate()
            _ = form.formData
            _ = form.submission

            let boolean = try #require(form.collectors.first as? BooleanCollector)
            #expect(
                boolean.value == false && boolean.appearance == .checkbox && boolean.richContent == nil
                    && !boolean.required)
            let label = try #require(form.collectors[1] as? LabelCollector)
            #expect(label.richContent?.replacements.keys.sorted() == ["b"])
            #expect(label.richContent?.plainText == "{{a}} ")

            let polling = form.collectors.compactMap { $0 as? PollingCollector }
            #expect(polling.count == 4)
            #expect(
                polling.allSatisfy {
                    $0.settings.interval >= PollingSettings.minimumInterval
                        && $0.settings.interval <= PollingSettings.maximumInterval
                })
            #expect(polling.allSatisfy { (0...PollingSettings.maximumRetries).contains($0.retriesAllowed) })
            #expect(polling.allSatisfy { $0.statusURL == nil }, "a self link that is not a string gives no URL")

            let codes = form.collectors.compactMap { $0 as? QRCodeCollector }
            #expect(codes.count == 3 && codes.allSatisfy { $0.image == nil })
            let image = try #require(form.collectors.lazy.compactMap { $0 as? ImageCollector }.first)
            #expect(image.imageURL == nil && image.hyperlinkURL == nil)
            #expect(form.collectors.lazy.compactMap { $0 as? MetadataCollector }.first?.metadata == [:])
            let idp = try #require(form.collectors.lazy.compactMap { $0 as? IdpCollector }.first)
            #expect(idp.authenticateURL == nil && idp.continueURL == nil && idp.idpEnabled)
            #expect(await idp.authorize(using: CancellingHandler()).failureValue == .missingAuthenticateLink)
            let registration = try #require(form.collectors.lazy.compactMap { $0 as? FidoRegistrationCollector }.first)
            #expect(registration.publicKeyCredentialCreationOptions == nil)
            #expect(await registration.register(using: FixedAuthenticator()).failureValue == .invalidOptions)
            let authentications = form.collectors.compactMap { $0 as? FidoAuthenticationCollector }
            #expect(
                authentications.count == 2 && authentications.allSatisfy { $0.publicKeyCredentialRequestOptions == nil }
            )
            let pairing = try #require(form.collectors.lazy.compactMap { $0 as? MobilePairingCollector }.first)
            #expect(pairing.pairingKey == "" && pairing.payload() == nil)
            #expect(form.formData.keys.sorted() == ["b"], "only the boolean sends before the user acts")

            #expect(await form.next() is FailureNode, "next is not a URL: submitting fails cleanly")
        }
    }

    /// An interval of 1e308 seconds, taken as it is, would never end: the time limit stops such a hang without
    /// asserting a speed.
    @Test(.timeLimit(.minutes(1)))
    func pollingWithHostileSettingsEndsPromptly() async throws {
        for field in [
            #"{"pollInterval": 0, "pollRetries": 1}"#, #"{"pollInterval": -5, "pollRetries": "3"}"#,
            #"{"pollInterval": 1e308, "pollRetries": 0}"#, #"{"pollChallengeStatus": true, "challenge": "c"}"#,
        ] {
            let collector = PollingCollector(with: try JSON.parse(field))
            var last: PollingStatus?
            for await status in collector.poll() { last = status }
            #expect(last?.isFinal == true, "\(field)")
        }
    }

    @Test func statusEndpointAnsweringGarbageIsRetriedThenEnds() async throws {
        let routes = [
            SandboxRoute.fixed(
                method: "POST", path: "/e/davinci/user/credentials/challenge/c/status",
                response: SandboxResponse(status: 200, body: Data("<html>".utf8)))
        ]
        try await withSandbox(routes: routes) { _, base in
            let node = try await FieldForms.node(
                fields: [
                    [
                        "type": "POLLING", "key": "p", "pollInterval": 1, "pollRetries": 2, "pollChallengeStatus": true,
                        "challenge": "c",
                    ]
                ],
                extra: [
                    "_links": [
                        "next": ["href": .string(base.string("/next"))],
                        "self": ["href": .string(base.string("/e/davinci/connections/x"))],
                    ]
                ])
            let collector = try #require(node.collectors.first as? PollingCollector)
            var statuses: [PollingStatus] = []
            for await status in collector.poll() { statuses.append(status) }
            #expect(statuses.last == .timedOut, "a 200 that is not JSON is not complete")
            withExtendedLifetime(node) {}
        }
    }
}
