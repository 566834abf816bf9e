import FlyingFox
import FlyingSocks
import Foundation

/// A local HTTP server speaking the PingOne DaVinci wire protocol and PingAM's `/authenticate` journeys
/// (under `/am`), played from a ``SandboxScript``.
///
/// ```swift
/// let server = SandboxServer()                 // the demo script on an ephemeral loopback port
/// let base = try await server.start()          // http://127.0.0.1:<port>
/// let authorize = await server.authorizeURL()  // GET it to start the default flow
/// ...
/// await server.stop()
/// ```
///
/// Each server instance has its own user store (registrations are kept until the instance goes
/// away), its own interactions and its own journal of received requests. The server logs nothing,
/// so passwords and codes never reach the console.
public actor SandboxServer {
    /// The script the server plays (a replaying server answers from its ``recording`` instead).
    public nonisolated let script: SandboxScript
    /// The host the server binds to (`127.0.0.1` by default; `localhost` means `127.0.0.1`).
    public nonisolated let host: String
    /// Host names a request's `Host` header may name besides loopback ones and ``host`` itself (`*`: any).
    /// Every other request is answered 421, so that a web page cannot reach the sandbox through DNS
    /// rebinding.
    public nonisolated let allowedHosts: Set<String>
    /// The requested port; `0` asks the system for a free one (see ``baseURL`` for the real one).
    public nonisolated let requestedPort: UInt16
    /// The environment id path segment of every DaVinci URL.
    public nonisolated let environmentID: String
    /// The OpenID Connect clients and token lifetimes of the server.
    public nonisolated let oidc: SandboxOIDCSettings
    /// How AM trees are played: `authId`, suspend and session lifetimes, the SSO cookie name.
    public nonisolated let am: SandboxAMSettings
    /// Request bodies larger than this are answered 413.
    public static let maxBodySize = 1_048_576
    /// How long a handler (including a route's `delay`) may take before the server answers 500, by default.
    public static let defaultHandlerTimeout: TimeInterval = 120
    /// How long a handler (including a route's `delay`) may take before the server answers 500. The HTTP
    /// engine arms a timer of this length for every request, which keeps a few hundred bytes until it
    /// expires even when the request was answered long before: a server under heavy load holds about
    /// requests per second × this many seconds of them.
    public nonisolated let handlerTimeout: TimeInterval
    /// The number of requests ``journal()`` keeps by default (the most recent ones).
    public static let defaultJournalLimit = 10_000

    private let routes: [SandboxRoute]
    private let journalStore: Journal
    let store: InteractionStore
    private let authorizationServer: AuthorizationServer
    let journeys: JourneyStore
    private let baseURLText: Locked<String?>
    private var running: HTTPListening.Running?
    /// Set for a replaying server (``init(replaying:host:port:journalLimit:allowedHosts:routes:)``).
    private let replay: ReplayPlayer?
    /// The recording a replaying server answers from; `nil` for a server playing a script.
    public nonisolated let recording: SandboxRecording?
    private var starting: Task<URL, any Error>?

    /// Creates a server; nothing listens until ``start()``.
    /// - Parameters:
    ///   - script: The flows, nodes and users to serve (``SandboxScript/demo`` by default).
    ///   - host: The IPv4 or IPv6 address to bind to, loopback by default.
    ///   - port: The port; `0` (the default) picks a free ephemeral port.
    ///   - environmentID: The first path segment of the DaVinci URLs.
    ///   - routes: Extra exact-path handlers, checked before the DaVinci routes.
    ///   - oidc: The OpenID Connect clients and token lifetimes (``SandboxClient/demo`` by default).
    ///   - journalLimit: How many of the most recent requests ``journal()`` keeps; `0` keeps none (a
    ///     server nobody asks for its journal, such as the `orchestrate-sandbox` command's).
    ///   - handlerTimeout: Seconds a handler may take before the server answers 500 (see ``handlerTimeout``).
    ///   - am: How AM trees are played (lifetimes, cookie name).
    ///   - allowedHosts: Host names requests may name besides loopback ones and `host` (see ``allowedHosts``).
    public init(
        script: SandboxScript = .demo, host: String = "127.0.0.1", port: UInt16 = 0,
        environmentID: String = "sandbox", routes: [SandboxRoute] = [],
        oidc: SandboxOIDCSettings = SandboxOIDCSettings(),
        journalLimit: Int = SandboxServer.defaultJournalLimit,
        handlerTimeout: TimeInterval = SandboxServer.defaultHandlerTimeout,
        am: SandboxAMSettings = SandboxAMSettings(),
        allowedHosts: Set<String> = []
    ) {
        self.init(
            script: script, host: host, port: port, environmentID: environmentID, routes: routes, oidc: oidc,
            journalLimit: journalLimit, handlerTimeout: handlerTimeout, am: am, allowedHosts: allowedHosts,
            replaying: nil)
    }

    /// A server answering as a recorded upstream did (see `SandboxRecording` and the "Recording and replay" article):
    /// each request gets the recorded answer to the request of the same protocol state, with fresh tokens and ids,
    /// and a request the recording does not hold gets a 400 that says what was expected and what came (the
    /// journal's ``SandboxRecord/note`` says the same).
    /// - Parameters:
    ///   - recording: The recording to answer from.
    ///   - host: The IPv4 or IPv6 address to bind to, loopback by default.
    ///   - port: The port; `0` (the default) picks a free ephemeral port.
    ///   - journalLimit: How many of the most recent requests ``journal()`` keeps.
    ///   - allowedHosts: Host names requests may name besides loopback ones and `host` (see ``allowedHosts``).
    ///   - routes: Extra exact-path handlers, checked before the recording.
    /// - Throws: `SandboxRecordingError.holdsSecrets` when the recording holds a value today's
    ///   rules take for a secret (scrub it again with `orchestrate-sandbox scrub`); an error when no key can be made
    ///   to sign the replayed ID tokens.
    public init(
        replaying recording: SandboxRecording, host: String = "127.0.0.1", port: UInt16 = 0,
        journalLimit: Int = SandboxServer.defaultJournalLimit, allowedHosts: Set<String> = [],
        routes: [SandboxRoute] = []
    ) throws {
        _ = try recording.checkedForSecrets(path: "the recording of \(recording.upstream)")
        var oidc = SandboxOIDCSettings()
        oidc.signingKey = try SandboxSigningKey.generate()
        self.init(
            script: .demo, host: host, port: port, environmentID: "sandbox", routes: routes, oidc: oidc,
            journalLimit: journalLimit, handlerTimeout: SandboxServer.defaultHandlerTimeout, am: SandboxAMSettings(),
            allowedHosts: allowedHosts, replaying: recording)
    }

    private init(
        script: SandboxScript, host: String, port: UInt16, environmentID: String, routes: [SandboxRoute],
        oidc: SandboxOIDCSettings, journalLimit: Int, handlerTimeout: TimeInterval, am: SandboxAMSettings,
        allowedHosts: Set<String>, replaying recording: SandboxRecording?
    ) {
        self.script = script
        self.recording = recording
        let baseURL = Locked<String?>(nil)
        self.baseURLText = baseURL
        if let recording, let key = oidc.signingKey {
            self.replay = ReplayPlayer(recording: recording, signingKey: key, baseURL: baseURL)
        } else {
            self.replay = nil
        }
        self.allowedHosts = allowedHosts
        self.handlerTimeout = handlerTimeout
        self.journalStore = Journal(limit: journalLimit)
        self.host = host
        self.requestedPort = port
        self.environmentID = environmentID
        self.routes = routes
        self.oidc = oidc
        self.store = InteractionStore(script: script, environmentID: environmentID, baseURL: baseURLText)
        self.authorizationServer = AuthorizationServer(settings: oidc)
        self.am = am
        self.journeys = JourneyStore(script: script, settings: am, baseURL: baseURLText)
    }

    /// Starts listening and returns the base URL with the real port, such as `http://127.0.0.1:54321`.
    /// Calling it again while running returns the same URL. At most 64 servers of one process listen at
    /// once (each holds a thread, and on Linux a process has at most 255 dispatch threads): past that, it
    /// waits until another server stops.
    /// - Throws: ``SandboxServerError`` or the socket error when the address cannot be bound.
    public func start() async throws -> URL {
        if let running { return running.url }
        if let starting { return try await starting.value }
        let task = Task { try await self.launch() }
        starting = task
        defer { starting = nil }
        return try await task.value
    }

    private func launch() async throws -> URL {
        await RunningServerSlots.shared.acquire()
        do {
            return try await listen()
        } catch {
            await RunningServerSlots.shared.release()
            throw error
        }
    }

    /// Starts the HTTP server and waits until it listens.
    private func listen() async throws -> URL {
        let handler = SandboxHTTPHandler(
            routes: routes,
            endpoints: DaVinciEndpoints(
                environmentID: environmentID, store: store,
                authorizationServer: authorizationServer, baseURL: baseURLText),
            am: AMEndpoints(
                store: journeys, authorizationServer: authorizationServer, baseURL: baseURLText, settings: am),
            journal: journalStore,
            maxBodySize: Self.maxBodySize,
            hostCheck: HostCheck(boundHost: host, allowed: allowedHosts),
            replay: replay)
        let listening = try await HTTPListening.start(
            host: host, port: requestedPort, timeout: handlerTimeout, handler: handler)
        baseURLText.withLock { $0 = listening.url.absoluteString }
        running = listening
        return listening.url
    }

    /// Whether `host` is a loopback name or address (`localhost`, `127.0.0.0/8`, `::1`): the only hosts the
    /// sandbox should listen on, since it serves test users' passwords and tokens to whoever asks.
    public static func isLoopback(host: String) -> Bool {
        HostCheck.isLoopback(host)
    }

    /// Stops listening and closes open connections at once (a request still being answered, such as
    /// a route's delayed response, is cut off). Interactions, registered users and the journal
    /// are kept, so a later ``start()`` continues where this server left off (on a new port when
    /// the requested port is `0`).
    public func stop() async {
        if let starting {
            _ = try? await starting.value
        }
        guard let running else { return }
        self.running = nil
        baseURLText.withLock { $0 = nil }
        await HTTPListening.stop(running)
        await RunningServerSlots.shared.release()
    }

    /// The base URL while running, such as `http://127.0.0.1:54321`; `nil` when stopped.
    public var baseURL: URL? {
        running?.url
    }

    /// The authorize URL that starts `flow` (or the default flow) while running; `nil` when stopped.
    /// - Parameter flow: A flow name, sent as `acr_values`.
    public func authorizeURL(flow: String? = nil) -> URL? {
        guard let base = running?.url else { return nil }
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
        components?.percentEncodedPath = "/\(SandboxPath.encode(environmentID))/as/authorize"
        if let flow {
            components?.queryItems = [URLQueryItem(name: "acr_values", value: flow)]
        }
        return components?.url
    }

    /// The OpenID Connect discovery document's URL while running
    /// (`<base>/<env>/as/.well-known/openid-configuration`); `nil` when stopped.
    public func discoveryURL() -> URL? {
        guard let base = running?.url else { return nil }
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
        components?.percentEncodedPath = "/\(SandboxPath.encode(environmentID))/as/.well-known/openid-configuration"
        return components?.url
    }

    /// Whether the sign-on session `id` (the `session.id` of a completed flow) is open: it is until
    /// the end-session endpoint ends it.
    public func isSessionActive(_ id: String) async -> Bool {
        await authorizationServer.isSessionActive(id)
    }

    /// Every request received since start (or the last ``clearJournal()``), in arrival order; at most the
    /// last `journalLimit` of them (see ``init(script:host:port:environmentID:routes:oidc:journalLimit:handlerTimeout:am:allowedHosts:)``).
    public func journal() async -> [SandboxRecord] {
        await journalStore.all()
    }

    /// Forgets the journaled requests.
    public func clearJournal() async {
        await journalStore.clear()
    }

    /// Whether `username` can sign in on this server (a script user or one registered here, through a
    /// DaVinci flow or an AM tree).
    public func hasUser(_ username: String) async -> Bool {
        if await store.hasUser(username) { return true }
        return await journeys.hasUser(username)
    }
}

/// Why a ``SandboxServer`` could not start.
public enum SandboxServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host is not an IPv4/IPv6 address (or `localhost`).
    case invalidHost(String)
    /// The socket closed before it started listening.
    case stoppedBeforeListening
    /// The socket listens but reports no IP address.
    case noListeningAddress

    /// A readable explanation.
    public var description: String {
        switch self {
        case .invalidHost(let host): return "Cannot listen on '\(host)': use an IPv4 or IPv6 address, or localhost"
        case .stoppedBeforeListening: return "The server stopped before it started listening"
        case .noListeningAddress: return "The server listens but has no IP address"
        }
    }
}
