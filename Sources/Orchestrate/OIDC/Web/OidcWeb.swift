import Foundation

/// Sign-in in the browser (centralized login), as the Ping SDK's `OidcWeb`: the authorization endpoint opens in
/// a browser (`ASWebAuthenticationSession` on iOS and macOS, any `IdpRequestHandler` elsewhere), the server's
/// own sign-in pages run there, and the redirect's code is exchanged for tokens kept in the same token store,
/// renewed, revoked and ended as those of the embedded flows.
///
/// ```swift
/// let web = OidcWeb.createOidcWeb { (config: OidcWebConfig) in
///     config.browserType = .ephemeralAuthSession
///     config.module(OidcModule.config) { (oidc: inout OidcConfig) in
///         oidc.clientId = "..."
///         oidc.discoveryEndpoint = "https://auth.example.com/am/oauth2/realms/alpha/.well-known/openid-configuration"
///         oidc.scopes = ["openid", "profile"]
///         oidc.redirectUri = "org.example.app://oauth2redirect"
///     }
/// }
/// let result = await web.authorize(window: window)   // iOS, macOS: Result<OidcUser, OidcError>
/// ```
public typealias OidcWeb = Workflow

/// The Ping SDK 2.0's later name of `OidcWeb` (`OidcWebClient.createOidcWebClient { … }`).
public typealias OidcWebClient = Workflow

/// What `OidcWeb.createOidcWeb` is configured with: the browser, and the modules (`OidcModule`), timeout and
/// logging as for every workflow.
public final class OidcWebConfig: WorkflowConfig {
    /// Which browser session signs in; `.authSession` (shares Safari's cookies) by default, as in the Ping SDK.
    public var browserType: BrowserType = .authSession
    /// Kept so that Ping's `config.browserMode = .login` ports as it is; the Ping SDK reads it nowhere, and
    /// neither does Orchestrate: sign-in opens the browser, sign-off ends the session over HTTP.
    public var browserMode: BrowserMode = .login
}

/// What a browser is opened for (the Ping SDK's `BrowserMode`; see `OidcWebConfig.browserMode`).
public enum BrowserMode: Sendable, Equatable {
    /// Sign-in.
    case login
    /// Sign-off.
    case logout
    /// Anything else.
    case custom
}

/// The browser session an `OidcWeb` signs in with (the Ping SDK's names). Only `ASWebAuthenticationSession` is
/// offered: the Ping SDK's `nativeBrowserApp` and `sfViewController` have no counterpart.
public enum BrowserType: Int, Sendable, Equatable {
    /// `ASWebAuthenticationSession` sharing cookies with Safari: a second sign-in may need no password, and
    /// iOS asks the user's consent to open the page.
    case authSession = 0
    /// `ASWebAuthenticationSession` with `prefersEphemeralWebBrowserSession`: no cookies shared or kept.
    case ephemeralAuthSession = 3
}

/// The options of one browser sign-in (the Ping SDK's `OidcOptions`).
public struct OidcOptions: Sendable {
    /// Parameters added to the authorization request, after the configuration's; sent in key order.
    public var additionalParameters: [String: String] = [:]

    /// No extra parameters.
    public init() {}
}

extension Workflow {
    /// Where `createOidcWeb` keeps its browser type.
    static let browserTypeKey = ContextKey<BrowserType>("orchestrate.oidcWeb.browserType")
    /// Set while a browser sign-in of this workflow runs.
    static let browserInProgressKey = ContextKey<BrowserSignInGate>("orchestrate.oidcWeb.inProgress")

    /// A workflow that signs in in the browser, configured by `block` (which installs `OidcModule`).
    public static func createOidcWeb(_ block: (OidcWebConfig) -> Void = { _ in }) -> OidcWeb {
        let config = OidcWebConfig()
        config.timeout = 30
        block(config)
        let workflow = Workflow(config: config)
        workflow.context[browserTypeKey] = config.browserType
        workflow.context[browserInProgressKey] = BrowserSignInGate()
        return workflow
    }

    /// `createOidcWeb` under the Ping SDK 2.0's later name.
    public static func createOidcWebClient(_ block: (OidcWebConfig) -> Void = { _ in }) -> OidcWebClient {
        createOidcWeb(block)
    }

    /// The browser type `createOidcWeb` was configured with (`.authSession` for other workflows).
    public var browserType: BrowserType { context[Self.browserTypeKey] ?? .authSession }

    /// Signs in in the browser `browser` opens: builds the authorization request (PKCE `S256`, `state`, `nonce`,
    /// pushed first when the server offers PAR), opens it, checks the redirect (`state`, `iss`), exchanges the
    /// code and stores the tokens; tokens stored before (an earlier sign-in) are then revoked. The failures an app tells apart are apart: `.cancelled` (the user closed the
    /// browser), `.authorizationFailed` (the server's OAuth error), `.transport` (no server answered).
    ///
    /// On iOS and macOS, `authorize(window:configure:)` opens `ASWebAuthenticationSession` over `window`.
    public func authorize(
        using browser: any IdpRequestHandler,
        configure: @Sendable (inout OidcOptions) -> Void = { _ in }
    ) async -> Result<OidcUser, OidcError> {
        var options = OidcOptions()
        configure(&options)
        guard let gate = context[Self.browserInProgressKey], gate.enter() else {
            return .failure(
                .browserFailed(
                    context[Self.browserInProgressKey] == nil
                        ? "the workflow was not made by OidcWeb.createOidcWeb"
                        : "a browser sign-in is already in progress"))
        }
        defer { gate.leave() }
        do {
            try await initializeOnce()
            guard let client = context[OidcModule.clientKey] else {
                throw OidcError.invalidConfiguration("OidcWeb needs OidcModule: config.module(OidcModule.config)")
            }
            let endpoints = try await client.endpoints()
            let authorization = AuthorizationRequest(nonce: client.config.nonce)
            let extra = options.additionalParameters.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            let request = Request(url: endpoints.authorizationEndpoint)
            for parameter in try await client.authorizeParameters(for: authorization, responseMode: nil, extra: extra) {
                request.appendParameter(name: parameter.name, value: parameter.value)
            }
            let url = try request.resolvedURL()
            logger.log(.debug, message: "oidc browser: opening the authorization endpoint")
            let redirect: URL
            do {
                redirect = try await browser.authorize(url: url)
            } catch {
                // What the browser throws is the browser's failure, whatever its type; cancelling stays cancelling.
                let wrapped = OidcError.wrapping(error)
                throw wrapped == .cancelled ? wrapped : OidcError.browserFailed(ErrorText.shown(error))
            }
            guard let answer = AuthorizationResponse(location: redirect.absoluteString) else {
                throw OidcError.missingAuthorizationCode
            }
            let code = try answer.code(
                for: authorization, issuer: endpoints.issuer,
                issuerRequired: endpoints.authorizationResponseIssParameterSupported
            ) { error, description in
                .authorizationFailed(error: error, reason: description)
            }
            let previous = try? await client.loadTokens()
            let tokens = try await client.exchange(code: code, for: authorization)
            // As Ping's OidcWeb does before a new sign-in (Oidc.swift: `user()?.revoke()`), but only once the new
            // one succeeded, so that a cancelled sign-in signs nobody out: the replaced tokens are revoked.
            if let previous, previous.refreshToken != tokens.refreshToken || previous.accessToken != tokens.accessToken
            {
                do {
                    try await client.revoke(previous)
                } catch {
                    logger.log(
                        .warning,
                        message: "oidc browser: the replaced tokens were not revoked: \(ErrorText.shown(error))")
                }
            }
            return .success(OidcUser(client: client, workflow: self))
        } catch {
            let failure = OidcError.wrapping(error)
            logger.log(.warning, message: "oidc browser: \(failure)")
            return .failure(failure)
        }
    }

    /// The redirect URI of the workflow's `OidcModule`, as a URL; `nil` without the module.
    public var oidcRedirectURI: URL? {
        context[OidcModule.clientKey].flatMap { URL(string: $0.config.redirectUri) }
    }

    /// The user signed in in the browser (the Ping SDK's alias of `user()` on `OidcWeb`).
    public func oidcLoginUser() async -> OidcUser? {
        await user()
    }
}

/// One browser sign-in at a time per workflow: a second one while the browser is open fails at once.
final class BrowserSignInGate: Sendable {
    private let open = Locked(false)

    /// Enters when no sign-in runs; `false` when one does.
    func enter() -> Bool {
        open.withLock { running in
            if running { return false }
            running = true
            return true
        }
    }

    /// Ends the running sign-in.
    func leave() {
        open.withLock { $0 = false }
    }
}
