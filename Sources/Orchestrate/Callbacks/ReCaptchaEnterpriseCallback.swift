import Foundation

/// Asks the app to verify the user with Google reCAPTCHA Enterprise (`ReCaptchaEnterpriseCallback`, a
/// plug-in of AM's, as in Ping's SDK): output `recaptchaSiteKey`; inputs whose names contain `token`,
/// `action`, `clientError` and `payload` (`IDToken1token`, …).
///
/// Like Ping's SDK, the runtime registers it only when the app asks, since answering it needs Google's SDK:
///
/// ```swift
/// CallbackRegistry.shared.register(type: "ReCaptchaEnterpriseCallback", callback: ReCaptchaEnterpriseCallback.self)
/// let result = await callback.verify(using: GoogleReCaptcha()) { $0.action = "signup" }
/// ```
///
/// The token is secret: never shown by `description` or `dump`, and cleared once the node has been sent.
public final class ReCaptchaEnterpriseCallback: InputCallback, SecretCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The site key Google's client is fetched with.
    public var recaptchaSiteKey: String { content.string("recaptchaSiteKey") ?? "" }
    /// The name of the input the token goes in; empty when AM asks for none.
    public var tokenKey: String { inputName(containing: "token") }
    /// The name of the input the action goes in.
    public var actionKey: String { inputName(containing: "action") }
    /// The name of the input a client error goes in.
    public var clientErrorKey: String { inputName(containing: "clientError") }
    /// The name of the input the additional payload goes in.
    public var payloadKey: String { inputName(containing: "payload") }

    /// Sets the token Google's client gave.
    public func setToken(_ value: String) { set(.string(value), named: tokenKey) }
    /// Sets the action the token was made for.
    public func setAction(_ value: String) { set(.string(value), named: actionKey) }
    /// Sets the error the client met instead of a token.
    public func setClientError(_ value: String) { set(.string(value), named: clientErrorKey) }
    /// Sets additional data for AM's assessment, sent as a JSON string; `nil` or an empty object keeps the
    /// input as it is.
    public func setPayload(_ value: JSON? = nil) {
        guard let value, value.objectValue?.isEmpty == false else { return }
        set(.string(value.serializedText()), named: payloadKey)
    }

    /// Gets a token from `provider` (Google's SDK, which the app links) for the site key and the configured
    /// action, and sets the token and the action; on failure sets the client error, for AM to decide. Returns
    /// the token, or the provider's error.
    public func verify(
        using provider: any ReCaptchaEnterpriseProvider,
        configBlock: @Sendable (ReCaptchaEnterpriseConfig) -> Void = { _ in }
    ) async -> Result<String, any Error> {
        let config = ReCaptchaEnterpriseConfig()
        configBlock(config)
        let (action, timeout, logger) = (config.action, config.timeout, config.logger)
        setPayload(config.payload)
        do {
            let token = try await provider.execute(siteKey: recaptchaSiteKey, action: action, timeout: timeout)
            setAction(action)
            setToken(token)
            logger.log(.info, message: "reCAPTCHA Enterprise gave a token for action \(public: action)")
            return .success(token)
        } catch {
            let cause = String(describing: Swift.type(of: error))
            setClientError(cause)
            logger.log(.error, message: "reCAPTCHA Enterprise gave no token: \(public: cause)")
            return .failure(error)
        }
    }

    /// The first input whose name contains `part`; empty when none does.
    private func inputName(containing part: String) -> String {
        content.inputNames.first { $0.contains(part) } ?? ""
    }

    /// Sets the input named `name`; nothing when the callback has none.
    private func set(_ value: JSON, named name: String) {
        guard !name.isEmpty, let index = content.inputNames.firstIndex(of: name) else { return }
        setInput(value, at: index)
    }
}

/// Gets reCAPTCHA Enterprise tokens: the app implements it over Google's SDK
/// (`Recaptcha.fetchClient(withSiteKey:)`, then `execute(withAction:withTimeout:)`).
public protocol ReCaptchaEnterpriseProvider: Sendable {
    /// A token for `action` from the client of `siteKey`, within `timeout` milliseconds.
    func execute(siteKey: String, action: String, timeout: Double) async throws -> String
}

/// How `ReCaptchaEnterpriseCallback.verify(using:configBlock:)` asks for a token: a class, as Ping's is, so
/// `let config = ReCaptchaEnterpriseConfig(); config.action = "signup"` and `verify { config in … }` read the
/// same. It lives for one `verify`, on the task that calls it.
public final class ReCaptchaEnterpriseConfig {
    /// The action the token is for (`login` by default).
    public var action = ReCaptchaEnterpriseConstants.defaultAction
    /// Milliseconds the provider may take (15000 by default).
    public var timeout = ReCaptchaEnterpriseConstants.defaultTimeout
    /// Additional data for AM's assessment, sent as a JSON string.
    public var payload: JSON?
    /// Where `verify` says whether it got a token (never the token).
    public var logger: any OrchestrateLogger = LogManager.warning

    /// The default configuration.
    public init() {}
}

/// The constants of Ping's reCAPTCHA Enterprise module.
public enum ReCaptchaEnterpriseConstants {
    /// The error AM reports for a token it rejects.
    public static let invalidToken = "INVALID_CAPTCHA_TOKEN"
    /// The action `verify` asks for by default.
    public static let defaultAction = "login"
    /// Milliseconds `verify` gives the provider by default.
    public static let defaultTimeout: Double = 15000
}
