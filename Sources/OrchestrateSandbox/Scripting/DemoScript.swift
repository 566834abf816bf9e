import Foundation

extension SandboxScript {
    /// The demo script: sign-in with a one-time code, and registration.
    ///
    /// - flow `signIn` (default): node `signIn` → `otp` → success; `register` link → node `register`.
    /// - flow `register`: starts on node `register`; a valid registration creates the user and succeeds.
    /// - user `alice` / `Passw0rd!` / one-time code `123456` (see ``demoCredentials``).
    public static let demo: SandboxScript = {
        do {
            return try SandboxScript(yaml: demoYAML, sourceName: "SandboxScript.demo")
        } catch {
            // The text is a compile-time constant checked by the test suite; reaching this is a bug.
            preconditionFailure("The built-in demo script is invalid: \(error)")
        }
    }()

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

    flows:
      - name: signIn
        default: true
        start: signIn
      - name: register
        start: register

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
          - {type: SUBMIT_BUTTON, key: submit, label: Register}
          - {type: FLOW_LINK, key: back, label: Back to sign on, inputType: ACTION}
        formData:
          user.username: ""
          user.email: ""
          password: ""
          country: US
          interests: []
          phone: {phoneNumber: "", countryCode: US}
        passwordPolicy:
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
    """#
}

/// A username, password and one-time code to print or type into a demo.
public struct DemoCredentials: Sendable, Equatable, CustomStringConvertible {
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

    /// `username / password, one-time code 123456`.
    public var description: String { "\(username) / \(password), one-time code \(oneTimeCode)" }
}
