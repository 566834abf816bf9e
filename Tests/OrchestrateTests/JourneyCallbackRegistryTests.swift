import Foundation
import Orchestrate
import Testing

@Suite struct JourneyCallbackRegistryTests {
    final class RegisteredOnce: Callback {
        let content: CallbackContent
        init(with json: JSON) { content = CallbackContent(json: json) }
    }

    @Test func everyCoreTypeIsRegistered() {
        let expected: [String: String] = [
            "TextOutputCallback": "TextOutputCallback", "SuspendedTextOutputCallback": "SuspendedTextOutputCallback",
            "PollingWaitCallback": "PollingWaitCallback", "ChoiceCallback": "ChoiceCallback",
            "ConfirmationCallback": "ConfirmationCallback", "HiddenValueCallback": "HiddenValueCallback",
            "MetadataCallback": "MetadataCallback", "ConsentMappingCallback": "ConsentMappingCallback",
            "TermsAndConditionsCallback": "TermsAndConditionsCallback", "KbaCreateCallback": "KbaCreateCallback",
            "StringAttributeInputCallback": "StringAttributeInputCallback",
            "NumberAttributeInputCallback": "NumberAttributeInputCallback",
            "BooleanAttributeInputCallback": "BooleanAttributeInputCallback",
            "ValidatedCreateUsernameCallback": "ValidatedUsernameCallback",
            "ValidatedCreatePasswordCallback": "ValidatedPasswordCallback",
            "DeviceProfileCallback": "DeviceProfileCallback", "SelectIdPCallback": "SelectIdpCallback",
            "IdPCallback": "IdpCallback", "NameCallback": "NameCallback", "PasswordCallback": "PasswordCallback",
            "TextInputCallback": "TextInputCallback",
        ]
        let registry = CallbackRegistry()
        for (type, className) in expected {
            let callback = registry.callback(for: ["type": .string(type)])
            #expect(String(describing: Swift.type(of: callback)) == className, "\(type)")
        }
    }

    @Test func unknownTypeIsKeptAndSentBackUnchanged() {
        let json: JSON = [
            "type": "SomethingNewCallback", "output": [["name": "x", "value": 1]],
            "input": [["name": "IDToken9", "value": "kept"]], "_id": 3,
        ]
        let logger = CapturingLogger()
        let callbacks = CallbackRegistry().callbacks(from: [json], logger: logger)
        #expect(callbacks.count == 1)
        #expect(callbacks.first is UnknownCallback)
        #expect(callbacks.first?.payload() == json)
        #expect(logger.all.count == 1)
    }

    @Test func registrationIsPerRegistry() {
        let registry = CallbackRegistry()
        registry.register(type: "RegisteredOnceCallback", callback: RegisteredOnce.self)
        #expect(registry.callback(for: ["type": "RegisteredOnceCallback"]) is RegisteredOnce)
        #expect(CallbackRegistry.shared.callback(for: ["type": "RegisteredOnceCallback"]) is UnknownCallback)
        #expect(registry.copy().callback(for: ["type": "RegisteredOnceCallback"]) is RegisteredOnce)
        #expect(
            CallbackRegistry(registeringDefaults: false).callback(for: ["type": "ChoiceCallback"]) is UnknownCallback)
    }

    @Test func concurrentRegisterAndLookup() async {
        let registry = CallbackRegistry()
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    registry.register(type: "Concurrent\(index)", callback: RegisteredOnce.self)
                    let own = registry.callback(for: ["type": .string("Concurrent\(index)")]) is RegisteredOnce
                    let builtIn = registry.callback(for: ["type": "ChoiceCallback"]) is ChoiceCallback
                    return own && builtIn
                }
            }
            var all = true
            for await ok in group { all = all && ok }
            #expect(all)
        }
        for index in 0..<200 {
            #expect(registry.callbackType(for: "Concurrent\(index)") != nil)
        }
    }

    @Test func inputsCanBeSetFromManyTasks() async throws {
        let callback = KbaCreateCallback(with: try JourneyFixture.json("27-cb-kba-create.json"))
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    callback.selectedQuestion = "q\(index)"
                    _ = callback.payload()
                }
            }
        }
        #expect(callback.selectedQuestion.hasPrefix("q"))
    }
}

@Suite struct JourneyCallbackHostileTests {
    static let huge = String(repeating: "𝔸x\u{0}\"\\", count: 50_000)

    /// Every output name any class reads, each given `value`.
    static func outputs(_ value: JSON) -> JSON {
        let names = [
            "prompt", "message", "messageType", "waitTime", "choices", "defaultChoice", "options", "optionType",
            "defaultOption", "id", "value", "data", "name", "displayName", "icon", "accessLevel", "isRequired",
            "fields", "version", "terms", "createDate", "predefinedQuestions", "allowUserDefinedQuestions",
            "required", "policies", "failedPolicies", "validateOnly", "echoOn", "metadata", "location",
            "providers", "provider", "clientId", "redirectUri", "scopes", "nonce", "acrValues", "request",
            "requestUri", "acceptsJSON", "defaultText",
        ]
        return .array(names.map { ["name": .string($0), "value": value] })
    }

    static var hostileBodies: [JSON] {
        let values: [JSON] = [
            .null, true, -1, 1e300, -1e300, "not a number", "1e400", .string(huge),
            [1, "a", nil], ["nested": ["deep": [1]]], [], [:],
        ]
        var bodies: [JSON] = [
            .null, 7, "callback", [], [:], ["output": "x", "input": 5], ["output": [1, 2, nil], "input": [nil, 3]],
        ]
        for value in values {
            bodies.append(["output": outputs(value)])
            bodies.append(["output": outputs(value), "input": [["name": 1, "value": value], "junk"]])
            bodies.append([
                "output": outputs(value),
                "input": [["name": "IDToken1", "value": value], ["name": "IDToken1x", "value": value]],
            ])
        }
        return bodies
    }

    /// Reads every typed property of `callback` and sets its inputs; returns something to compare.
    static func exercise(_ callback: any Callback) -> String {
        var seen: [String] = [callback.description]
        switch callback {
        case let cb as TextOutputCallback: seen += [cb.message, "\(cb.messageType)"]
        case let cb as SuspendedTextOutputCallback: seen += [cb.message, "\(cb.messageType)"]
        case let cb as PollingWaitCallback: seen += [cb.message, "\(cb.waitTime)"]
        case let cb as ChoiceCallback:
            seen += [cb.prompt, "\(cb.choices)", "\(cb.selectedIndex)"]
            cb.selectedIndex = 5
        case let cb as ConfirmationCallback:
            seen += [cb.prompt, "\(cb.options)", "\(cb.optionType)", "\(cb.defaultOption)", "\(cb.messageType)"]
            cb.selectedIndex = 1
        case let cb as HiddenValueCallback:
            seen += [cb.id, cb.value, cb.defaultValue]
            cb.value = "v"
        case let cb as MetadataCallback: seen += ["\(cb.data.isNull)", "\(String(describing: cb.kind))"]
        case let cb as ConsentMappingCallback:
            seen += [cb.name, cb.displayName, cb.icon, cb.accessLevel, "\(cb.isRequired)", cb.message, "\(cb.fields)"]
            cb.accepted = true
        case let cb as TermsAndConditionsCallback:
            seen += [cb.version, cb.terms, cb.createDate, "\(cb.accepted)"]
            cb.accepted = true
        case let cb as KbaCreateCallback:
            seen += [cb.prompt, "\(cb.predefinedQuestions)", "\(cb.allowUserDefinedQuestions)", cb.selectedQuestion]
            cb.selectedAnswer = "a"
            cb.clear()
        case let cb as any PolicyCallback:
            seen += [
                cb.prompt, cb.policies.name, "\(cb.failedPolicies.map(\.message))", "\(cb.validateOnly)",
                "\(cb.validate())", "\(cb.requiresValue)",
            ]
            cb.validateOnly = true
            if let cb = cb as? StringAttributeInputCallback {
                seen += [cb.name, cb.value, "\(cb.required)"]
                cb.value = "x"
            }
            if let cb = cb as? NumberAttributeInputCallback {
                seen += ["\(cb.value)"]
                cb.value = 1
            }
            if let cb = cb as? BooleanAttributeInputCallback {
                seen += ["\(cb.value)"]
                cb.value = true
            }
            if let cb = cb as? ValidatedUsernameCallback {
                seen += [cb.username]
                cb.username = "u"
            }
            if let cb = cb as? ValidatedPasswordCallback {
                seen += ["\(cb.echoOn)"]
                cb.password = "p"
                cb.clear()
            }
        case let cb as DeviceProfileCallback:
            seen += ["\(cb.metadata)", "\(cb.location)", cb.message, "\(cb.profile == nil)"]
        case let cb as SelectIdpCallback:
            seen += ["\(cb.providers.count)", cb.value]
            cb.value = "g"
        case let cb as IdpCallback:
            seen += [
                cb.provider, cb.clientId, cb.redirectUri, "\(cb.scopes)", cb.nonce, "\(cb.acrValues)", cb.request,
                cb.requestUri, "\(cb.acceptsJSON)", cb.token, cb.tokenType,
            ]
            cb.token = "t"
            cb.clear()
        default: break
        }
        _ = callback.payload()
        return seen.joined().prefix(10).description
    }

    @Test func hostileJSONGivesDefaultsAndNeverCrashes() {
        var made = 0
        for (type, callbackType) in CallbackRegistry.defaults {
            for body in Self.hostileBodies {
                var json = body.objectValue ?? [:]
                json["type"] = .string(type)
                let callback = callbackType.init(with: body.objectValue == nil ? body : .object(json))
                _ = Self.exercise(callback)
                made += 1
            }
        }
        #expect(made == CallbackRegistry.defaults.count * Self.hostileBodies.count)
    }

    @Test func wrongTypesReadAsDefaults() {
        let json: JSON = ["output": Self.outputs(["an": "object"])]
        let text = TextOutputCallback(with: json)
        #expect(text.message == "" && text.messageType == .unknown && isLeftOut(text.payload()))
        #expect(PollingWaitCallback(with: ["output": [["name": "waitTime", "value": "1e400"]]]).waitTime == 0)
        #expect(PollingWaitCallback(with: ["output": [["name": "waitTime", "value": 1e300]]]).waitTime == 0)
        let choice = ChoiceCallback(with: json)
        #expect(choice.choices == [] && choice.defaultChoice == 0 && choice.selectedIndex == 0)
        let username = ValidatedUsernameCallback(with: json)
        #expect(username.policies.policies.isEmpty && username.failedPolicies.isEmpty && username.username == "")
        username.username = "set without an input"
        #expect(username.username == "", "no input: nothing to set")
        let idp = IdpCallback(with: ["output": Self.outputs([1, 2])])
        #expect(idp.scopes == [] && idp.provider == "" && idp.acceptsJSON == false)
        let huge = StringAttributeInputCallback(with: [
            "output": Self.outputs(.string(Self.huge)),
            "input": [["name": "IDToken1", "value": .string(Self.huge)]],
        ])
        #expect(huge.name.count == Self.huge.count)
        #expect(huge.value == Self.huge)
        let select = SelectIdpCallback(with: [
            "output": [
                ["name": "providers", "value": [1, "x", ["provider": 3], ["provider": "ok", "uiConfig": "no"]]]
            ]
        ])
        #expect(select.providers == [SelectIdpCallback.Provider(json: ["provider": "ok"])])
        // Identifiable by its id, for `ForEach(callback.providers)` (Ping's sample app, SelectIdpCallbackView).
        #expect(select.providers.map(\.id) == ["ok"])
    }
}

@Suite struct JourneyCallbackSecretTests {
    static let secret = "Known-Secret-7f3a91"

    static func shown(_ callback: any Callback) -> String {
        var dumped = ""
        dump(callback, to: &dumped)
        return callback.description + dumped + String(reflecting: callback) + "\(callback)"
    }

    @Test func secretsNeverReachDescriptionOrDump() throws {
        let password = PasswordCallback(with: try JourneyFixture.json("21-cb-password-callback.json"))
        password.password = Self.secret
        let kba = KbaCreateCallback(with: try JourneyFixture.json("27-cb-kba-create.json"))
        kba.selectedAnswer = Self.secret
        let validated = ValidatedPasswordCallback(with: try JourneyFixture.json("36-cb-validated-create-password.json"))
        validated.password = Self.secret
        let idp = IdpCallback(with: try JourneyFixture.json("53-cb-idp.json"))
        idp.token = Self.secret
        let callbacks: [any Callback] = [password, kba, validated, idp]
        for callback in callbacks {
            #expect(callback.payload()?.description.contains(Self.secret) == true, "the secret is set")
            let text = Self.shown(callback)
            #expect(!text.isEmpty)
            #expect(!text.contains(Self.secret), "\(type(of: callback))")
        }
        #expect(Self.shown(kba).contains("IDToken1answer"), "input names are shown")
    }

    @Test func clearForgetsOnlyTheSecret() throws {
        let kba = KbaCreateCallback(with: try JourneyFixture.json("27-cb-kba-create.json"))
        kba.selectedQuestion = "Q"
        kba.selectedAnswer = Self.secret
        let idp = IdpCallback(with: try JourneyFixture.json("53-cb-idp.json"))
        idp.token = Self.secret
        idp.tokenType = "id_token"
        let secrets: [any SecretCallback] = [kba, idp]
        for secret in secrets { secret.clear() }
        #expect(kba.payload()?.description.contains(Self.secret) == false)
        #expect(idp.payload()?.description.contains(Self.secret) == false)
        #expect(kba.selectedQuestion == "Q")
        #expect(idp.tokenType == "id_token")
    }
}
