import Foundation

/// A workflow that runs ForgeRock journeys (PingAM, Advanced Identity Cloud), as in the Ping SDK:
///
/// ```swift
/// let journey = Journey.createJourney { config in
///     config.serverUrl = "https://am.example.com/am"
///     config.realm = "alpha"
/// }
/// var node = await journey.start("Login")
/// if let step = node as? ContinueNode {
///     step.callback(NameCallback.self)?.name = "alice"
///     step.callback(PasswordCallback.self)?.password = secret
///     node = await step.next()
/// }
/// ```
public typealias Journey = Workflow

/// What `Journey.createJourney` is configured with: the server settings, and modules, timeout and
/// logging as for every workflow.
public final class JourneyConfig: WorkflowConfig {
    /// AM's base URL with its context path, such as `https://am.example.com/am`. Required: a journey without
    /// one fails to start (optional, as in the Ping SDK, so that `config.serverUrl = settings?.serverUrl`
    /// ports as it is).
    public var serverUrl: String?
    /// The realm; `root` by default.
    public var realm = "root"
    /// The name of AM's SSO cookie, sent as a header carrying the SSO token; `iPlanetDirectoryPro` by
    /// default.
    public var cookie = "iPlanetDirectoryPro"
}

/// The options of one journey's start.
public struct JourneyStartOptions: Sendable {
    /// Asks AM to run the journey even when the SSO session is valid (`ForceAuth=true`).
    public var forceAuth = false
    /// Asks AM not to create a session (`noSession=true`): the journey succeeds without a `tokenId`.
    public var noSession = false

    /// No options.
    public init() {}

    /// Adds the chosen options to `request`'s query.
    func apply(to request: Request) {
        if forceAuth { request.parameter(name: "ForceAuth", value: "true") }
        if noSession { request.parameter(name: "noSession", value: "true") }
    }
}

extension Workflow {
    /// A workflow with the Journey defaults (the custom header, the Journey protocol with the shared
    /// callback registry and an in-memory session), then whatever `block` installs; `serverUrl`, `realm`
    /// and `cookie` of the configuration go to the Journey module.
    public static func createJourney(_ block: (JourneyConfig) -> Void = { _ in }) -> Journey {
        let config = JourneyConfig()
        config.module(CustomHeaderModule.config)
        config.module(JourneyModule.config)
        block(config)
        config.configure(JourneyModule.config) { module in
            module.serverUrl = config.serverUrl ?? ""
            module.realm = config.realm
            module.cookie = config.cookie
        }
        return Workflow(config: config)
    }

    /// Starts the journey (tree) named `journeyName`: `authIndexType=service&authIndexValue={name}`.
    public func start(
        _ journeyName: String,
        _ options: @Sendable (inout JourneyStartOptions) -> Void = { _ in }
    ) async -> any Node {
        guard context[JourneyModule.stateKey] != nil else { return FailureNode(cause: JourneyError.notAJourney) }
        var chosen = JourneyStartOptions()
        options(&chosen)
        let request = Request()
        request.parameter(name: "authIndexType", value: "service")
        request.parameter(name: "authIndexValue", value: journeyName)
        chosen.apply(to: request)
        return await start(request)
    }

    /// Resumes a suspended journey from the link AM sent (an email's "continue" link): its `suspendedId`
    /// is posted to `…/authenticate?suspendedId=…`. A link without one gives a `FailureNode` and sends
    /// nothing.
    ///
    /// `options` are sent with the resume as with ``start(_:_:)`` (`ForceAuth`, `noSession`), as the Ping SDK
    /// sends them.
    public func resume(
        _ url: URL,
        _ options: @Sendable (inout JourneyStartOptions) -> Void = { _ in }
    ) async -> any Node {
        guard context[JourneyModule.stateKey] != nil else { return FailureNode(cause: JourneyError.notAJourney) }
        let suspendedId = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "suspendedId" }?.value
        guard let suspendedId, !suspendedId.isEmpty else {
            return FailureNode(cause: JourneyError.missingSuspendedId)
        }
        var chosen = JourneyStartOptions()
        options(&chosen)
        let request = Request()
        request.parameter(name: "suspendedId", value: suspendedId)
        chosen.apply(to: request)
        return await start(request)
    }

    /// The stored SSO session, or `nil` when there is none, the store fails, or the workflow is not a
    /// journey.
    public func session() async -> SSOToken? {
        try? await context[JourneyModule.stateKey]?.load()
    }
}
