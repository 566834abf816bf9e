import Foundation

/// Asks the user to pick an identity provider, or to sign in locally (`SelectIdPCallback`): outputs
/// `providers` and `value`; input 0 the chosen provider's id.
public final class SelectIdpCallback: InputCallback {
    /// One provider the user may pick; `Identifiable` by its id, so a SwiftUI list takes the providers as they
    /// are (`ForEach(callback.providers)`), as Ping's sample apps write it.
    public struct Provider: Sendable, Equatable, Identifiable {
        /// The provider's id, such as `google` or `localAuthentication`; what `value` takes.
        public let provider: String
        /// The provider's id (`provider`), which is unique among a callback's providers.
        public var id: String { provider }
        /// How to draw its button (`buttonDisplayName`, `buttonImage`, `iconClass`, ...); an empty object
        /// when the server sent none.
        public let uiConfig: JSON

        /// Reads one element of `providers`.
        public init(json: JSON) {
            provider = json["provider"]?.stringValue ?? ""
            let config = json["uiConfig"] ?? [:]
            uiConfig = config.objectValue == nil ? [:] : config
        }
    }

    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The providers, in the server's order; entries without an id are skipped.
    public var providers: [Provider] {
        (content.output("providers")?.arrayValue ?? []).map(Provider.init(json:)).filter { !$0.provider.isEmpty }
    }

    /// The chosen provider's id.
    public var value: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }
}

/// Asks the app to sign the user in with an identity provider (Apple, Google, Facebook) and send back
/// what the provider returned (`IdPCallback`): outputs `provider`, `clientId`, `redirectUri`, `scopes`,
/// `nonce`, `acrValues`, `request`, `requestUri` and `acceptsJSON`; input 0 the token, input 1 its type.
///
/// The token is secret: never shown by `description` or `dump`, and cleared once the node has been sent.
public final class IdpCallback: InputCallback, SecretCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The provider's id in AM, such as `apple-ios`.
    public var provider: String { content.string("provider") ?? "" }
    /// The client id registered with the provider.
    public var clientId: String { content.string("clientId") ?? "" }
    /// The redirect URI registered with the provider.
    public var redirectUri: String { content.string("redirectUri") ?? "" }
    /// The scopes to ask for.
    public var scopes: [String] { content.strings("scopes") }
    /// The nonce to send to the provider; may be empty.
    public var nonce: String { content.string("nonce") ?? "" }
    /// The ACR values to ask for.
    public var acrValues: [String] { content.strings("acrValues") }
    /// A request object to send to the provider; may be empty.
    public var request: String { content.string("request") ?? "" }
    /// A request URI to send to the provider; may be empty.
    public var requestUri: String { content.string("requestUri") ?? "" }
    /// Whether AM takes the provider's result as a JSON string (Sign in with Apple sends the user's name
    /// only then) rather than a bare token.
    public var acceptsJSON: Bool { content.bool("acceptsJSON") ?? false }

    /// What the provider returned: an ID token, an access token or an authorization code (or, with
    /// `acceptsJSON`, a JSON string holding it).
    public var token: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }

    /// What `token` is: `id_token`, `access_token` or `authorization_code`.
    public var tokenType: String {
        get { input(at: 1).stringValue ?? "" }
        set { setInput(.string(newValue), at: 1) }
    }

    /// Empties the token; the token type is kept.
    public func clear() {
        setInput(.string(""), at: 0)
    }

    /// Signs in with `handler` and, when it succeeds, sets `token` and `tokenType`; the error it threw
    /// otherwise (nothing is set then).
    public func authorize(using handler: any IdpHandler) async -> Result<Void, any Error> {
        do {
            let result = try await handler.authorize(self)
            token = result.token
            tokenType = result.tokenType
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}

/// Signs the user in with an identity provider's own SDK (Sign in with Apple, Google Sign-In), for an
/// `IdpCallback`. The app implements it.
public protocol IdpHandler: Sendable {
    /// Signs in with the provider `callback` names, using its client id, scopes and nonce, and returns
    /// the provider's token and the token's type (`id_token`, `access_token` or `authorization_code`).
    func authorize(_ callback: IdpCallback) async throws -> (token: String, tokenType: String)
}
