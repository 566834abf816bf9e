import Foundation

/// The configuration of `JourneyModule`. `Journey.createJourney` fills `serverUrl`, `realm` and `cookie`
/// from `JourneyConfig`.
public struct JourneyModuleConfig: Sendable {
    /// AM's base URL, with its context path: `https://am.example.com/am`.
    public var serverUrl = ""
    /// The realm the journeys run in.
    public var realm = "root"
    /// The name of the header (AM's SSO cookie name) that carries the SSO token.
    public var cookie = "iPlanetDirectoryPro"
    /// The journey `start()` runs when it is given no name (`workflow.start()`, a generated flow).
    public var journeyName: String?
    /// The registry that makes callbacks from a node's JSON.
    public var callbackRegistry = CallbackRegistry.shared
    /// Where the SSO session is kept: by default a `KeychainSessionStore` on Apple platforms, one item per
    /// `serverUrl` and `realm`, and an `InMemorySessionStore` (per workflow) elsewhere.
    public var sessionStore: any SessionStore = DefaultStores.session
    /// The largest response body read as a node; a larger one is a `FailureNode`.
    public var maximumBodySize = 2 * 1024 * 1024

    /// The default configuration.
    public init() {}
}

/// The ForgeRock Journey protocol (PingAM `/json/realms/{realm}/authenticate`): turns AM's answers into
/// nodes of callbacks and `ContinueNode`s into requests, and keeps the SSO session.
///
/// | state | what the module does |
/// |---|---|
/// | Start | `POST {serverUrl}/json/realms/{realm}/authenticate?authIndexType=service&authIndexValue={name}` (or `?suspendedId=` to resume), body `{}`, `Accept-API-Version: resource=2.1, protocol=1.0`, the SSO header when a session is stored |
/// | Next | `POST` to the same URL (with `noSession` / `ForceAuth` repeated) of `{authId, callbacks}`, the same headers |
/// | Response | clears the passwords and answers of the node just sent |
/// | Transform | `JourneyTransform`'s status rules |
/// | Success | stores the session (`tokenId`) unless the journey ran with `noSession` |
/// | SignOff | `POST …/sessions?_action=logout` with the SSO header and `Accept-API-Version: resource=3.1, protocol=1.0`; the stored session is cleared first, so it is gone even when AM refuses |
///
/// It runs after modules of the default priority (`priority` 20), so its sign-off sees what the OIDC
/// module made of the sign-off request: when that request already has a URL (the end-session endpoint),
/// the logout is sent on its own and a refusal is reported as the sign-off's failure.
public enum JourneyModule {
    /// The `Accept-API-Version` of `/authenticate`.
    public static let authenticateAPIVersion = "resource=2.1, protocol=1.0"
    /// The `Accept-API-Version` of `/sessions`.
    public static let sessionsAPIVersion = "resource=3.1, protocol=1.0"

    /// What the module leaves in the workflow context for `Workflow.session()`, `resume(_:)` and OIDC.
    static let stateKey = ContextKey<JourneyState>("orchestrate.journey")
    /// Where a flow keeps the URL its next requests go to.
    static let flowKey = ContextKey<JourneyFlow>("orchestrate.journey.flow")

    /// The module: `config.module(JourneyModule.config) { $0.callbackRegistry = myRegistry }`.
    public static let config = Module.of({ JourneyModuleConfig() }, name: "journey", priority: 20) { setup in
        var config = setup.config
        config.sessionStore = config.sessionStore.scoped(to: "\(config.serverUrl) \(config.realm)")
        let state = JourneyState(config: config, http: setup.http, logger: setup.logger)
        setup.context[stateKey] = state
        setup.context[OidcModule.sessionAuthorizationKey] = SessionAuthorization(
            secretHeader: config.cookie, headers: [("Accept-API-Version", authenticateAPIVersion)])
        let transform = JourneyTransform(
            registry: config.callbackRegistry, logger: setup.logger,
            maximumBodySize: config.maximumBodySize)
        setup.start { flow, request in
            try await state.prepareStart(request, in: flow)
        }
        setup.next { flow, _, request in
            state.addHeaders(to: request, session: flow[flowKey]?.session)
        }
        setup.response { flow, _ in
            guard let submitted = flow.submitted else { return }
            for case let secret as any SecretCallback in submitted.actions { secret.clear() }
        }
        setup.transform { flow, response in
            transform.node(for: response, in: flow)
        }
        setup.success { flow, success in
            if let value = success.session, !value.isEmpty, flow[flowKey]?.noSession != true {
                try await state.save(SSOToken(value: value, successUrl: success.successUrl, realm: success.realm))
            }
            return success
        }
        setup.signOff { request in
            try await state.prepareSignOff(request)
        }
    }
}

/// The URL a flow's next requests go to, whether it runs without a session, and the SSO session it
/// started with (read from the store once, at the start).
struct JourneyFlow: Sendable {
    let nextURL: URL
    let noSession: Bool
    let session: SSOToken?
}
