import Foundation

/// What `Workflow.createWorkflow` is configured with: modules, timeout, logging. (`JourneyConfig` adds
/// the server settings of a journey.)
public class WorkflowConfig {
    /// What happens when a module is installed that is already installed.
    public enum InstallMode: Sendable {
        /// The new configuration replaces the earlier one; the module keeps its first place. The default.
        case replace
        /// The module is installed once more: both installations run, each with its configuration.
        case append
        /// The earlier installation stays; this one is ignored.
        case ignore
    }

    /// Seconds before a request times out.
    public var timeout: TimeInterval = 15
    /// When `true`, the default logger writes debug lines (still without secrets).
    public var debug = false
    /// Where log lines go; `nil` uses a `ConsoleLogger` (warnings and errors, or everything with `debug`).
    public var logger: (any OrchestrateLogger)?
    /// The HTTP transport when no module installs a `transport` hook; `nil` uses `URLSessionTransport`.
    public var httpTransport: (any HTTPTransport)?
    /// The rules every request is held to before it is sent: TLS outside loopback, next steps on the
    /// flow's origin. Loosen them only with `allowInsecureHTTP(hosts:)` and `allowOrigins(_:)`.
    public private(set) var security = TransportSecurity()
    /// The largest response body the runtime reads, for every request of the workflow (flows, sign-off,
    /// OIDC and Journey requests of their own); a larger one fails with `TransportError.responseTooLarge`.
    /// The DaVinci and Journey modules hold nodes to their own, smaller limit.
    public var maximumResponseBodySize = 8 * 1024 * 1024

    private(set) var registrations: [ModuleRegistration] = []

    init() {}

    /// Installs `module`, letting `configure` change its configuration before its setup runs.
    ///
    /// The configuration starts from the module's defaults. To change a module that is already installed
    /// (by a generated flow's factory, say) while keeping its other settings, use `configure(_:_:)`.
    public func module<Config>(
        _ module: Module<Config>, mode: InstallMode = .replace,
        _ configure: (inout Config) -> Void = { _ in }
    ) {
        var config = module.makeConfig()
        configure(&config)
        let registration = ModuleRegistration(module, config: config)
        if mode != .append, let index = registrations.firstIndex(where: { $0.identity == registration.identity }) {
            if mode == .replace { registrations[index].replaceConfiguration(with: registration) }
            return
        }
        registrations.append(registration)
    }

    /// Changes the configuration of `module` where it is installed, starting from the configuration it
    /// was installed with; installs it with its defaults changed by `change` when it is not installed.
    ///
    /// ```swift
    /// let workflow = SignInFlow.workflow { config in
    ///     config.configure(DaVinciModule.config) { $0.startURL = url }   // keeps the flow's collector factory
    /// }
    /// ```
    /// When the module was installed several times with `.append`, the last installation is changed.
    public func configure<Config>(_ module: Module<Config>, _ change: (inout Config) -> Void) {
        guard let index = registrations.lastIndex(where: { $0.identity == ObjectIdentifier(module) }),
            var config = registrations[index].config as? Config
        else {
            self.module(module, change)
            return
        }
        change(&config)
        registrations[index].replaceConfiguration(with: ModuleRegistration(module, config: config))
    }

    /// Lets requests go over plain `http` to `hosts` (compared ignoring case) although they are not
    /// loopback hosts: a visible opt-out for a development server, never for production. Every other
    /// host still needs `https`.
    public func allowInsecureHTTP(hosts: [String]) {
        security.insecureHTTPHosts.formUnion(hosts.map { $0.lowercased() })
    }

    /// Lets a node's next request go to the origins (scheme, host, port) of `urls` as well as to the
    /// origin its flow started on. URLs without a host are ignored.
    public func allowOrigins(_ urls: [URL]) {
        security.allowedOrigins.formUnion(urls.compactMap(Origin.init))
    }

    /// The modules in run order: by priority, then install order.
    var orderedRegistrations: [ModuleRegistration] {
        registrations.enumerated()
            .sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
            .map(\.element)
    }
}

/// One installed module with its configuration bound: running `install` gives its hooks.
struct ModuleRegistration {
    let identity: ObjectIdentifier
    let name: String
    let priority: Int
    /// The configuration `install` is bound to, kept so that `configure(_:_:)` can start from it.
    private(set) var config: any Sendable
    private(set) var install: (WorkflowContext, any OrchestrateLogger, any HTTPTransport) -> HookTable

    init<Config>(_ module: Module<Config>, config: Config) {
        identity = ObjectIdentifier(module)
        name = module.name
        priority = module.priority
        self.config = config
        install = { context, logger, http in
            let setup = Setup(moduleName: module.name, config: config, context: context, logger: logger, http: http)
            module.install(setup)
            return setup.hooks
        }
    }

    /// Takes the configuration of `other`, an installation of the same module, keeping this one's place.
    mutating func replaceConfiguration(with other: ModuleRegistration) {
        config = other.config
        install = other.install
    }
}
