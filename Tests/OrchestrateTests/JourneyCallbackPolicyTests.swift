import Foundation
import Orchestrate
import Testing

@Suite struct JourneyCallbackAttributeTests {
    @Test func booleanAttribute22() throws {
        let json = try JourneyFixture.json("22-cb-boolean-attribute-input.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? BooleanAttributeInputCallback)
        #expect(callback.name == "custom_dummy")
        #expect(callback.prompt == "Dummy")
        #expect(callback.required)
        #expect(callback.policies.name == "custom_dummy")
        #expect(callback.policies.policyRequirements == ["VALID_TYPE"])
        #expect(callback.policies.policies.first?.policyId == "valid-type")
        #expect(callback.policies.policies.first?.params == ["types": ["boolean"]])
        #expect(callback.failedPolicies.isEmpty)
        #expect(callback.validateOnly == false)
        #expect(callback.value == true)
        callback.value = false
        callback.validateOnly = true
        #expect(callback.payload() == expectedPayload(json, [false, true]))
        #expect(inputNames(callback.payload()) == ["IDToken4", "IDToken4validateOnly"])
        #expect(callback.validate().isEmpty)
    }

    @Test func numberAttribute28() throws {
        let json = try JourneyFixture.json("28-cb-number-attribute-input.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? NumberAttributeInputCallback)
        #expect(callback.name == "custom_age")
        #expect(callback.prompt == "How old are you?")
        #expect(callback.required)
        #expect(callback.policies.policies.first?.params == ["types": ["number"]])
        #expect(callback.value == 30.0)
        callback.value = 42.5
        #expect(callback.payload() == expectedPayload(json, [42.5, false]))
        #expect(callback.validate().isEmpty)
    }

    @Test func stringAttribute30() throws {
        let json = try JourneyFixture.json("30-cb-string-attribute-input.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? StringAttributeInputCallback)
        #expect(callback.name == "mail")
        #expect(callback.prompt == "Email Address")
        #expect(callback.required)
        #expect(callback.policies.policyRequirements == ["REQUIRED", "VALID_TYPE", "VALID_EMAIL_ADDRESS_FORMAT"])
        #expect(callback.policies.policies.map(\.policyId) == ["required", "valid-type", "valid-email-address-format"])
        #expect(callback.policies.policies[0].params == [:], "a policy without params reads as an empty object")
        #expect(callback.value == "original text")
        callback.value = "user@example.com"
        #expect(callback.payload() == expectedPayload(json, ["user@example.com", false]))
        callback.value = ""
        #expect(callback.validate() == [.required])
    }
}

@Suite struct JourneyCallbackValidatedTests {
    @Test func validatedPassword36() throws {
        let json = try JourneyFixture.json("36-cb-validated-create-password.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? ValidatedPasswordCallback)
        #expect(callback.prompt == "Password")
        #expect(callback.echoOn == false)
        #expect(callback.policies.name == "password")
        #expect(callback.failedPolicies.isEmpty)
        #expect(callback.validateOnly == false)
        callback.password = "Sup3r-Secret!"
        callback.validateOnly = true
        #expect(callback.payload() == expectedPayload(json, ["Sup3r-Secret!", true]))
        #expect(inputNames(callback.payload()) == ["IDToken1", "IDToken1validateOnly"])
        callback.clear()
        #expect(callback.password == "")
        #expect(callback.validateOnly == true, "clear() keeps validateOnly")
    }

    @Test func validatedUsername37() throws {
        let json = try JourneyFixture.json("37-cb-validated-create-username.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? ValidatedUsernameCallback)
        #expect(callback.prompt == "Username")
        #expect(callback.policies.name == "userName")
        #expect(callback.policies.policies.count == 6)
        // Ping's `policies` is the object itself: its count is its keys'.
        #expect(callback.policies.count == (callback.policies.json.objectValue?.count ?? -1))
        #expect(callback.policies.count >= 3 && !callback.policies.isEmpty)
        #expect(ValidatedUsernameCallback().policies.isEmpty && ValidatedUsernameCallback().policies.count == 0)
        #expect(callback.policies.policyRequirements.contains("CANNOT_CONTAIN_CHARACTERS"))
        #expect(callback.failedPolicies.isEmpty)
        callback.username = "alice"
        #expect(callback.payload() == expectedPayload(json, ["alice", false]))
    }

    @Test func validatedUsername37ChecksPoliciesLocally() throws {
        let callback = ValidatedUsernameCallback(with: try JourneyFixture.json("37-cb-validated-create-username.json"))
        #expect(callback.validate() == [.required])
        callback.username = "alice"
        #expect(callback.validate().isEmpty)
        callback.username = "a/b"
        #expect(callback.validate() == [.forbiddenCharacters("/")])
        callback.username = String(repeating: "x", count: 256)
        #expect(callback.validate() == [.invalidLength(min: 1, max: 255)])
    }

    @Test func failedPolicies38() throws {
        let json = try JourneyFixture.json("38-cb-validated-create-username-failed-policies.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? ValidatedUsernameCallback)
        let failed = callback.failedPolicies
        #expect(failed.count == 1)
        #expect(failed.first?.policyRequirement == "MIN_LENGTH")
        #expect(failed.first?.code == "MIN_LENGTH")
        #expect(failed.first?.params == ["minLength": 3])
        #expect(failed.first?.intParam("minLength") == 3)
        #expect(failed.first?.message == "Must be at least 3 characters long.")
    }

    @Test func failedPoliciesTolerateObjectsAndSkipGarbage() {
        let callback = ValidatedUsernameCallback(with: [
            "output": [
                [
                    "name": "failedPolicies",
                    "value": [
                        "{ not json", 17, ["policyRequirement": "MAX_LENGTH", "params": ["maxLength": 5]],
                        "{\"params\":{}}",
                        "{\"policyRequirement\":\"CANNOT_CONTAIN_CHARACTERS\",\"params\":{\"forbiddenChars\":[\"/\"]}}",
                    ],
                ]
            ]
        ])
        #expect(callback.failedPolicies.map(\.code) == ["MAX_LENGTH", "CANNOT_CONTAIN_CHARACTERS"])
        #expect(
            callback.failedPolicies.map(\.message) == [
                "Must be at most 5 characters long.", "Must not contain any of: /.",
            ])
    }

    @Test func capitalsAndNumbersAreCheckedLocally() {
        let policies: JSON = [
            "name": "password", "policyRequirements": ["AT_LEAST_X_CAPITAL_LETTERS", "AT_LEAST_X_NUMBERS"],
            "policies": [
                [
                    "policyId": "at-least-X-capitals", "policyRequirements": ["AT_LEAST_X_CAPITAL_LETTERS"],
                    "params": ["numCaps": 1],
                ],
                [
                    "policyId": "at-least-X-numbers", "policyRequirements": ["AT_LEAST_X_NUMBERS"],
                    "params": ["numNums": 2],
                ],
                ["policyId": "length", "policyRequirements": ["LENGTH_BASED"], "params": ["minLength": 8]],
            ],
        ]
        let callback = ValidatedPasswordCallback(with: [
            "type": "ValidatedCreatePasswordCallback",
            "output": [["name": "policies", "value": policies]],
            "input": [["name": "IDToken1", "value": ""], ["name": "IDToken1validateOnly", "value": false]],
        ])
        #expect(callback.validate().isEmpty, "an empty optional value breaks nothing")
        callback.password = "abc1"
        #expect(
            callback.validate() == [
                .invalidLength(min: 8, max: Int.max),
                .minCharacters(character: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", min: 1),
                .minCharacters(character: "0123456789", min: 2),
            ])
        #expect(ValidationError.invalidLength(min: 8, max: Int.max).description == "Use at least 8 characters.")
        callback.password = "Abcdefg12"
        #expect(callback.validate().isEmpty)
    }

    @Test func validatingTreatsCallbacksAlike() throws {
        let validating: [any Validating] = [
            ValidatedUsernameCallback(with: try JourneyFixture.json("37-cb-validated-create-username.json")),
            StringAttributeInputCallback(with: try JourneyFixture.json("30-cb-string-attribute-input.json")),
        ]
        #expect(validating.map { $0.validate() } == [[.required], []])
    }
}

@Suite struct JourneyCallbackDeviceAndIdpTests {
    struct FixedCollector: DeviceProfileCollector {
        func collect() async -> JSON {
            [
                "identifier": "test-device-id",
                "metadata": ["dummyCollector": ["name": "testName", "value": "testValue"]],
                "location": ["latitude": 1.5, "longitude": 2.5],
            ]
        }
    }

    @Test func deviceProfile51Reads() throws {
        let callback = DeviceProfileCallback(with: try JourneyFixture.json("51-cb-device-profile.json"))
        #expect(callback.metadata)
        #expect(callback.location)
        #expect(callback.message == "")
        #expect(isLeftOut(callback.profile))
    }

    @Test func deviceProfile52CollectedValue() async throws {
        let expected = try JourneyFixture.json("52-device-profile-collected-value.json")
        var json = try JourneyFixture.json("51-cb-device-profile.json")
        json = .object(
            (json.objectValue ?? [:]).merging([
                "type": "DeviceProfileCallback",
                "input": [["name": "IDToken1", "value": ""]],
            ]) { $1 })
        let metadataOnly = JSON.object(
            (json.objectValue ?? [:]).merging(
                ["output": [["name": "metadata", "value": true], ["name": "location", "value": false]]]) { $1 })
        let callback = try #require(CallbackRegistry().callback(for: metadataOnly) as? DeviceProfileCallback)
        await callback.collect(using: FixedCollector())
        #expect(callback.input(at: 0) == expected["input0ValueString"])
        #expect(callback.profile == expected["input0ValueParsed"])
        #expect(inputNames(callback.payload()) == ["IDToken1"])

        let both = DeviceProfileCallback(with: json)
        await both.collect(using: FixedCollector())
        #expect(both.profile?["location"] == ["latitude": 1.5, "longitude": 2.5])
    }

    @Test func basicCollectorWorksHere() async throws {
        let callback = DeviceProfileCallback(with: [
            "output": [["name": "metadata", "value": true], ["name": "location", "value": true]],
            "input": [["name": "IDToken1", "value": ""]],
        ])
        await callback.collect()
        let profile = callback.profile
        #expect(
            profile?["identifier"]?.stringValue == (try await DefaultDeviceIdentifier.shared.id), "the installation's")
        #expect(profile?["version"] == "1.0")
        #expect(isLeftOut(profile?["location"]), "no location without a provider")
        // The nested shape of the ForgeRock and Ping SDKs, which AM's scripts read (issue 28, P2).
        let metadata = try #require(profile?["metadata"]?.objectValue)
        #expect(Set(metadata.keys) == ["platform", "hardware", "browser", "network"])
        let platform = try #require(metadata["platform"]?.objectValue)
        #if os(Linux)
        #expect(platform["platform"] == "Linux" && platform["device"] == "Linux")
        #expect(
            platform["brand"] == nil && metadata["hardware"]?["manufacturer"] == nil, "not known on Linux: left out"
        )
        #endif
        for key in ["version", "deviceName", "model", "locale", "timeZone"] {
            #expect(platform[key]?.stringValue?.isEmpty == false, "metadata.platform.\(key)")
        }
        #expect(platform["timeZone"]?.stringValue == TimeZone.current.identifier)
        #expect(platform["jailBreakScore"] == nil, "no detector: no score made up")
        #expect(metadata["hardware"]?["cpu"]?.intValue == ProcessInfo.processInfo.processorCount)
        #expect((metadata["hardware"]?["memory"]?.intValue ?? 0) > 0)
        #expect(metadata["browser"]?["userAgent"]?.stringValue?.contains("(") == true)
        #expect(metadata["network"]?["connected"]?.boolValue != nil)
        let scored = await BasicDeviceProfileCollector(jailBreakScore: { 0.25 }).collect(
            metadata: true, location: false)
        #expect(scored["metadata"]?["platform"]?["jailBreakScore"] == 0.25)
        let given = await BasicDeviceProfileCollector(identifier: "fixed", location: { ["latitude": 3] })
            .collect(metadata: false, location: true)
        #expect(given == ["identifier": "fixed", "location": ["latitude": 3]])
    }

    @Test func selectIdp54() throws {
        let json = try JourneyFixture.json("54-cb-select-idp.json")
        let callback = SelectIdpCallback(with: json)
        #expect(callback.providers.map(\.provider) == ["google", "facebook", "apple-android", "localAuthentication"])
        #expect(callback.providers[0].uiConfig["buttonDisplayName"] == "Google")
        #expect(callback.providers[3].uiConfig == [:])
        #expect(callback.value == "")
        callback.value = "google"
        #expect(callback.payload() == expectedPayload(json, ["google"]))
        #expect(callback.payload()?["_id"] == 0)
        var typed = json.objectValue ?? [:]
        typed["type"] = "SelectIdPCallback"
        #expect(CallbackRegistry().callback(for: .object(typed)) is SelectIdpCallback)
    }

    struct FakeIdp: IdpHandler {
        let fail: Bool
        struct Refused: Error {}
        func authorize(_ callback: IdpCallback) async throws -> (token: String, tokenType: String) {
            if fail { throw Refused() }
            return (token: "id-token-for-\(callback.clientId)", tokenType: "id_token")
        }
    }

    @Test func idp53() async throws {
        let json = try JourneyFixture.json("53-cb-idp.json")
        let callback = try #require(CallbackRegistry().callback(for: json) as? IdpCallback)
        #expect(callback.provider == "pingexample_siwa")
        #expect(callback.clientId == "com.pingidentity.PingExample")
        #expect(callback.redirectUri == "https://am.example.com/am/oauth2/alpha/client/form_post/pingexample_siwa")
        #expect(callback.scopes == ["name", "email"])
        #expect(callback.nonce == "")
        #expect(callback.acrValues == [])
        #expect(callback.request == "")
        #expect(callback.requestUri == "")
        #expect(callback.acceptsJSON)
        let failed = await callback.authorize(using: FakeIdp(fail: true))
        #expect(throws: FakeIdp.Refused.self) { try failed.get() }
        #expect(callback.payload() == json, "nothing set when the provider fails")
        let result = await callback.authorize(using: FakeIdp(fail: false))
        #expect((try? result.get()) != nil)
        #expect(callback.payload() == expectedPayload(json, ["id-token-for-com.pingidentity.PingExample", "id_token"]))
        #expect(inputNames(callback.payload()) == ["IDToken1token", "IDToken1token_type"])
        callback.clear()
        #expect(callback.token == "")
        #expect(callback.tokenType == "id_token")
    }
}
