import Foundation

extension SandboxScript {
    /// The demo script: sign-in with a one-time code, and registration.
    ///
    /// - flow `signIn` (default): node `signIn` → `otp` → success; `register` link → node `register`.
    /// - flow `register`: starts on node `register`; a valid registration creates the user and succeeds.
    /// - flow `registerWithTerms`: node `registerWithTerms`, a registration with an `AGREEMENT` and a required
    ///   `SINGLE_CHECKBOX` `terms` that must be sent as JSON `true` (refused with a 400 otherwise).
    /// - flow `push`: node `push-username` (an existing username) → `push-wait`, a challenge-polling `POLLING`
    ///   field `polling` whose challenge is approved by its message's link (``SandboxServer/approve(_:)``) →
    ///   success when the app submits `approved`.
    /// - user `alice` / `Passw0rd!` / one-time code `123456` (see ``demoCredentials``), KBA answer `blue`.
    /// - AM trees (see ``demoTreeNames``):
    ///   - `Login`: `NameCallback` `IDToken1` + `PasswordCallback` `IDToken2` → `ChoiceCallback` `IDToken1`
    ///     (0 one-time code, 1 security question) → `TextInputCallback` `IDToken1` (`123456`) or
    ///     `PasswordCallback` `IDToken1` (the KBA answer) → success. A wrong answer anywhere: 401.
    ///   - `Registration`: one page of `ValidatedCreateUsernameCallback` (`IDToken1`, min 3, not taken, no
    ///     `/`), `StringAttributeInputCallback` mail (`IDToken2`) and givenName (`IDToken3`),
    ///     `BooleanAttributeInputCallback` (`IDToken4`), `ValidatedCreatePasswordCallback` (`IDToken5`, min 8,
    ///     one capital, one digit), `KbaCreateCallback` (`IDToken6question`/`IDToken6answer`),
    ///     `TermsAndConditionsCallback` (`IDToken7`), `ConsentMappingCallback` (`IDToken8`) → user created → success.
    ///   - `Polling`: `NameCallback` → `PollingWaitCallback` until approved or polled 5 times → success.
    ///   - `EmailLink`: `NameCallback` → `SuspendedTextOutputCallback` (an email with a `suspendedId` link) →
    ///     resume → `TextOutputCallback` → success.
    public static let demo: SandboxScript = {
        do {
            return try SandboxScript(yaml: demoYAML, sourceName: "SandboxScript.demo")
        } catch {
            // The text is a compile-time constant checked by the test suite; reaching this is a bug.
            preconditionFailure("The built-in demo script is invalid: \(error)")
        }
    }()

    /// The demo user's answer to the security question of the `Login` tree (`What is your favorite color?`).
    public static let demoKBAAnswer = "blue"

    /// The AM trees of the demo script, in order: `Login`, `Registration`, `Polling`, `EmailLink`.
    public static let demoTreeNames = ["Login", "Registration", "Polling", "EmailLink"]

    /// The demo account, printable for people trying the sandbox.
    public static let demoCredentials = DemoCredentials(username: "alice", password: "Passw0rd!", oneTimeCode: "123456")

    /// The text of ``demo``: the single source of truth, printed by `orchestrate-sandbox --print-demo-script`.
    public static let demoYAML: String = #"""
        # Orchestrate sandbox demo script (format version 1).
        # Sign in as alice / Passw0rd! and enter the one-time code 123456, or register a new account.
        version: 1

        users:
          - username: alice
            password: "Passw0rd!"
            otp: "123456"
            email: alice@example.com
            kbaAnswer: blue

        flows:
          - name: signIn
            default: true
            start: signIn
          - name: register
            start: register
          - name: registerWithTerms
            start: registerWithTerms
          - name: push
            start: push-username

        nodes:
          - id: signIn
            connectionId: 867ed4363b2bc21c860085ad2baa817d
            form:
              name: Sign On
              description: Enter your username and password
            fields:
              - {type: TEXT, key: username, label: Username, required: true}
              - {type: PASSWORD, key: password, label: Password, required: true}
              - {type: SUBMIT_BUTTON, key: submit, label: Sign On}
              - {type: FLOW_LINK, key: register, label: "No account? Register now!", inputType: ACTION}
            formData:
              username: ""
              password: ""
            transitions:
              - action: submit
                when:
                  - credentials: {username: username, password: password}
                then: {goto: otp}
              - action: submit
                then:
                  error: {kind: invalidCredentials, attempts: 5}
              - action: register
                then: {goto: register}

          - id: otp
            connectionId: 4b1a6c0e9d2f43a8b7c5e1f0a9d8c7b6
            form:
              name: One-time code
              description: Enter the 6-digit code we sent you
            fields:
              - type: TEXT
                key: otp
                label: One-time code
                required: true
                validation:
                  regex: '^[0-9]{6}$'
                  errorMessage: Enter the 6-digit code
              - {type: SUBMIT_BUTTON, key: verify, label: Verify}
            formData:
              otp: ""
            transitions:
              - action: verify
                when:
                  - otp: {field: otp}
                then: {succeed: true}
              - action: verify
                then:
                  error: {kind: invalidOneTimeCode, attempts: 5}

          - id: register
            connectionId: 94141bf2f1b9b59a5f5365ff135e02bb
            form:
              name: Registration
              description: Create your account
            fields:
              - {type: TEXT, key: user.username, label: Username, required: true}
              - type: TEXT
                key: user.email
                label: Email
                validation:
                  regex: '^[^@\s]+@[^@\s]+\.[^@\s]+$'
                  errorMessage: Must be a valid email address
              - {type: PASSWORD, key: password, label: Password, required: true}
              - type: DROPDOWN
                key: country
                label: Country
                inputType: SINGLE_SELECT
                options:
                  - {label: United States, value: US}
                  - {label: United Kingdom, value: GB}
                  - {label: Canada, value: CA}
              - type: CHECKBOX
                key: interests
                label: Interests
                inputType: MULTI_SELECT
                options:
                  - {label: News, value: news}
                  - {label: Offers, value: offers}
                  - {label: Events, value: events}
              - {type: PHONE_NUMBER, key: phone, label: Phone, defaultCountryCode: US, validatePhoneNumber: true}
              - type: AGREEMENT
                inputType: READ_ONLY_TEXT
                key: privacy
                title: Privacy notice
                titleEnabled: true
                content: The sandbox keeps your account in memory until it stops, and nowhere else.
                agreement: {id: 2b9d1c1e-5f4a-4c0e-9a57-3f1d8e0c6a11, useDynamicAgreement: false}
                enabled: true
              - type: SINGLE_CHECKBOX
                inputType: BOOLEAN
                key: newsletter
                label: Email me product news
                appearance: SWITCH
              - {type: SUBMIT_BUTTON, key: submit, label: Register}
              - {type: FLOW_LINK, key: back, label: Back to sign on, inputType: ACTION}
            formData:
              user.username: ""
              user.email: ""
              password: ""
              country: US
              interests: []
              phone: {phoneNumber: "", countryCode: US}
              newsletter: false
            passwordPolicy: &standardPolicy
              name: Standard
              description: A standard policy that incorporates industry best practices
              excludesProfileData: true
              notSimilarToCurrent: true
              excludesCommonlyUsed: true
              maxAgeDays: 182
              minAgeDays: 1
              maxRepeatedCharacters: 2
              minUniqueCharacters: 5
              history: {count: 6, retentionDays: 365}
              lockout: {failureCount: 5, durationSeconds: 900}
              length: {min: 8, max: 255}
              minCharacters:
                "~!@#$%^&*()-_=+[]{}|;:,.<>/?": 1
                "0123456789": 1
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ": 1
                "abcdefghijklmnopqrstuvwxyz": 1
              default: true
            transitions:
              - action: submit
                when:
                  - passwordPolicy: {field: password}
                then:
                  createUser: {username: user.username, password: password, email: user.email, otp: "123456"}
                  succeed: true
              - action: submit
                then:
                  error: {kind: passwordPolicy, field: password}
              - action: back
                then: {goto: signIn}

          # Registration with an agreement and a terms checkbox that must be sent as JSON true.
          - id: registerWithTerms
            connectionId: 94141bf2f1b9b59a5f5365ff135e02bb
            form:
              name: Registration
              description: Create your account and accept the terms
            fields:
              - {type: TEXT, key: user.username, label: Username, required: true}
              - {type: TEXT, key: user.email, label: Email}
              - {type: PASSWORD, key: password, label: Password, required: true}
              - type: AGREEMENT
                inputType: READ_ONLY_TEXT
                key: agreement
                title: Terms of Service
                titleEnabled: true
                content: Be nice to the sandbox. It keeps nothing once it stops.
                agreement: {id: 6ff30c9e-cd98-4fe5-85ca-01111ca20702, useDynamicAgreement: false}
                enabled: true
              - type: SINGLE_CHECKBOX
                inputType: BOOLEAN
                key: terms
                label: I accept the terms
                required: true
                appearance: CHECKBOX
                errorMessage: Accept the terms to continue.
                richContent:
                  content: "I accept the {{link1}}"
                  replacements:
                    link1: {value: terms of service, href: "https://example.com/terms", type: link, target: _blank}
              - {type: SUBMIT_BUTTON, key: submit, label: Register}
            formData:
              user.username: ""
              user.email: ""
              password: ""
              terms: false
            passwordPolicy: *standardPolicy
            transitions:
              - action: submit
                when:
                  - equals: {field: terms, value: true}
                  - passwordPolicy: {field: password}
                then:
                  createUser: {username: user.username, password: password, email: user.email, otp: "123456"}
                  succeed: true
              - action: submit
                when:
                  - equals: {field: terms, value: true}
                then:
                  error: {kind: passwordPolicy, field: password}
              - action: submit
                then:
                  error:
                    kind: custom
                    status: 400
                    body:
                      code: invalidValue
                      message: "terms: Accept the terms to continue."
                      httpResponseCode: 400
                      details:
                        - rawResponse:
                            code: INVALID_DATA
                            message: The request could not be completed. One or more validation errors were in the request.
                            details: [{code: INVALID_VALUE, target: terms, message: Accept the terms to continue.}]
                          statusCode: 400
                      isResponseCompatibleWithMobileAndWebSdks: true

          # Sign-in approved by a push: the challenge is issued on every visit of push-wait; approve it with
          # the link of its message (printed by orchestrate-sandbox) or SandboxServer.approve(_:).
          - id: push-username
            connectionId: 5c2a7e9b1d3f4a6c8e0b2d4f6a8c0e1f
            form:
              name: Push sign-on
              description: Enter your username; approve the sign-in on your device
            fields:
              - {type: TEXT, key: username, label: Username, required: true}
              - {type: SUBMIT_BUTTON, key: submit, label: Send push}
            formData:
              username: ""
            transitions:
              - action: submit
                when:
                  - user: {field: username}
                then: {goto: push-wait}
              - action: submit
                then:
                  error: {kind: invalidCredentials, message: Unknown user}

          - id: push-wait
            connectionId: 7d4b9f1a3c5e4b7d9f1a3c5e7b9d1f2a
            form:
              name: Approve the sign-in
              description: Waiting for your approval
            fields:
              - {type: LABEL, content: We sent a push to your device. Approve it to sign in.}
              - {type: POLLING, key: polling, pollInterval: "1000", pollRetries: "60", pollChallengeStatus: true}
            formData: {}
            transitions:
              - when:
                  - approved: {field: polling}
                then: {succeed: true}
              - then:
                  error:
                    kind: custom
                    status: 400
                    body:
                      code: challengeNotApproved
                      message: The sign-in was not approved.
                      httpResponseCode: 400
                      isResponseCompatibleWithMobileAndWebSdks: true

        # AM trees, served under /am/json/realms/<realm>/authenticate?authIndexType=service&authIndexValue=<name>.
        trees:
          - {name: Login, start: login-credentials}
          - {name: Registration, start: registration}
          - {name: Polling, start: polling-username}
          - {name: EmailLink, start: email-username}

        treeNodes:
          - id: login-credentials
            stage: UsernamePassword
            header: Sign In
            description: Enter your username and password
            callbacks:
              - {type: NameCallback, output: {prompt: User Name}}
              - {type: PasswordCallback, output: {prompt: Password}}
            transitions:
              - when: [{credentials: {username: IDToken1, password: IDToken2}}]
                then: {goto: login-choice}
              - then: {fail: true}

          - id: login-choice
            header: Verify it's you
            callbacks:
              - type: ChoiceCallback
                output:
                  prompt: How do you want to verify it's you?
                  choices: [One-time code, Security question]
                  defaultChoice: 0
            transitions:
              - when: [{equals: {input: IDToken1, value: 0}}]
                then: {goto: login-otp}
              - when: [{equals: {input: IDToken1, value: 1}}]
                then: {goto: login-kba}
              - then: {fail: true}

          - id: login-otp
            header: One-time code
            callbacks:
              - {type: TextInputCallback, output: {prompt: One-time code, defaultText: ""}}
            transitions:
              - when: [{otp: {input: IDToken1}}]
                then: {succeed: true}
              - then: {fail: true}

          - id: login-kba
            header: Security question
            callbacks:
              - {type: PasswordCallback, output: {prompt: "What is your favorite color?"}}
            transitions:
              - when: [{kba: {input: IDToken1}}]
                then: {succeed: true}
              - then: {fail: true}

          - id: registration
            stage: Registration
            header: Create your account
            callbacks:
              - type: ValidatedCreateUsernameCallback
                output:
                  policies:
                    policyRequirements: [REQUIRED, VALID_TYPE, VALID_USERNAME, CANNOT_CONTAIN_CHARACTERS, MIN_LENGTH, MAX_LENGTH]
                    fallbackPolicies: null
                    name: userName
                    policies:
                      - {policyRequirements: [REQUIRED], policyId: required}
                      - {policyRequirements: [VALID_TYPE], policyId: valid-type, params: {types: [string]}}
                      - {policyId: valid-username, policyRequirements: [VALID_USERNAME]}
                      - {params: {forbiddenChars: [/]}, policyId: cannot-contain-characters, policyRequirements: [CANNOT_CONTAIN_CHARACTERS]}
                      - {params: {minLength: 3}, policyId: minimum-length, policyRequirements: [MIN_LENGTH]}
                      - {params: {maxLength: 255}, policyId: maximum-length, policyRequirements: [MAX_LENGTH]}
                    conditionalPolicies: null
                  failedPolicies: []
                  validateOnly: false
                  prompt: Username
              - type: StringAttributeInputCallback
                output:
                  name: mail
                  prompt: Email Address
                  required: true
                  policies:
                    policyRequirements: [REQUIRED, VALID_TYPE, VALID_EMAIL_ADDRESS_FORMAT]
                    fallbackPolicies: null
                    name: mail
                    policies:
                      - {policyRequirements: [REQUIRED], policyId: required}
                      - {policyRequirements: [VALID_TYPE], policyId: valid-type, params: {types: [string]}}
                      - {policyId: valid-email-address-format, policyRequirements: [VALID_EMAIL_ADDRESS_FORMAT]}
                    conditionalPolicies: null
                  failedPolicies: []
                  validateOnly: false
                  value: ""
              - type: StringAttributeInputCallback
                output:
                  name: givenName
                  prompt: First Name
                  required: true
                  policies:
                    policyRequirements: [REQUIRED, VALID_TYPE]
                    fallbackPolicies: null
                    name: givenName
                    policies:
                      - {policyRequirements: [REQUIRED], policyId: required}
                      - {policyRequirements: [VALID_TYPE], policyId: valid-type, params: {types: [string]}}
                    conditionalPolicies: null
                  failedPolicies: []
                  validateOnly: false
                  value: ""
              - type: BooleanAttributeInputCallback
                output:
                  name: preferences/marketing
                  prompt: Send me special offers and services
                  required: false
                  policies:
                    policyRequirements: [VALID_TYPE]
                    fallbackPolicies: null
                    name: preferences/marketing
                    policies:
                      - {policyRequirements: [VALID_TYPE], policyId: valid-type, params: {types: [boolean]}}
                    conditionalPolicies: null
                  failedPolicies: []
                  validateOnly: false
                  value: false
              - type: ValidatedCreatePasswordCallback
                output:
                  echoOn: false
                  policies:
                    policyRequirements: [VALID_TYPE, MIN_LENGTH, AT_LEAST_X_CAPITAL_LETTERS, AT_LEAST_X_NUMBERS]
                    fallbackPolicies: null
                    name: password
                    policies:
                      - {policyRequirements: [VALID_TYPE], policyId: valid-type, params: {types: [string]}}
                      - {params: {minLength: 8}, policyId: minimum-length, policyRequirements: [MIN_LENGTH]}
                      - {params: {numCaps: 1}, policyId: at-least-X-capitals, policyRequirements: [AT_LEAST_X_CAPITAL_LETTERS]}
                      - {params: {numNums: 1}, policyId: at-least-X-numbers, policyRequirements: [AT_LEAST_X_NUMBERS]}
                    conditionalPolicies: null
                  failedPolicies: []
                  validateOnly: false
                  prompt: Password
              - type: KbaCreateCallback
                output:
                  prompt: Provide a security question and answer
                  predefinedQuestions: ["What is your favorite color?", "Who was your first employer?"]
                  allowUserDefinedQuestions: true
              - type: TermsAndConditionsCallback
                output:
                  version: "0.1"
                  terms: Be nice to the sandbox.
                  createDate: "2026-01-01T00:00:00.000Z"
              - type: ConsentMappingCallback
                output:
                  name: demoMapping
                  displayName: Demo Mapping
                  icon: ""
                  accessLevel: Actual Profile
                  isRequired: true
                  message: Share your profile with the demo app
                  fields: [mail, givenName]
            transitions:
              - when:
                  - {equals: {input: IDToken7, value: true}}
                  - {equals: {input: IDToken8, value: true}}
                then:
                  createUser: {username: IDToken1, password: IDToken5, email: IDToken2, kbaAnswer: IDToken6answer, otp: "123456"}
                  succeed: true
              - then: {fail: true}

          - id: polling-username
            callbacks:
              - {type: NameCallback, output: {prompt: User Name}}
            transitions:
              - when: [{user: {username: IDToken1}}]
                then: {goto: polling-wait}
              - then: {fail: true}

          - id: polling-wait
            callbacks:
              - {type: PollingWaitCallback, output: {waitTime: "1000", message: Approve the sign-in from the link we sent you}}
            approval: {polls: 5}
            transitions:
              - then: {succeed: true}

          - id: email-username
            callbacks:
              - {type: NameCallback, output: {prompt: User Name}}
            transitions:
              - when: [{user: {username: IDToken1}}]
                then: {goto: email-sent}
              - then: {fail: true}

          - id: email-sent
            callbacks:
              - type: SuspendedTextOutputCallback
                output:
                  message: An email has been sent to the address you entered. Click the link in that email to proceed.
                  messageType: "0"
            suspend: {resume: email-verified}

          - id: email-verified
            callbacks:
              - {type: TextOutputCallback, output: {message: Your email link is verified., messageType: "0"}}
            transitions:
              - then: {succeed: true}
        """#
}

/// A username, password and one-time code to print or type into a demo.
public struct DemoCredentials: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// The username.
    public let username: String
    /// The password.
    public let password: String
    /// The one-time code the `otp` node expects.
    public let oneTimeCode: String

    /// Creates credentials.
    public init(username: String, password: String, oneTimeCode: String) {
        self.username = username
        self.password = password
        self.oneTimeCode = oneTimeCode
    }

    /// What a person needs to sign in to the sandbox, for its banner: `alice / Passw0rd!, one-time code
    /// 123456`. The password is shown on purpose (these are the sandbox's published demo credentials), so
    /// it is a property of its own and not `description`.
    public var banner: String { "\(username) / \(password), one-time code \(oneTimeCode)" }

    /// The username; never the password.
    public var description: String { "DemoCredentials(username: \(username), password: <redacted>)" }

    /// The username; the password and the code redacted (what `dump` shows).
    public var customMirror: Mirror {
        Mirror(self, children: ["username": username, "password": "<redacted>", "oneTimeCode": "<redacted>"])
    }
}
