import Foundation

/// What `Workflow.createWorkflow` is configured with: modules, timeout, logging.
public final class WorkflowConfig {
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

    private(set) var registrations: [ModuleRegistration] = []

    init() {}

    /// Installs `module`, letting `configure` change its configuration before its setup runs.
    public func module<Config>(_ module: Module<Config>, mode: InstallMode = .replace,
                               _ configure: (inout Config) -> Void = { _ in }) {
        var config = module.makeConfig()
        configure(&config)
        let frozen = config
        let registration = ModuleRegistration(identity: ObjectIdentifier(module), name: module.name,
                                              priority: module.priority) { context, logger, http in
            let setup = Setup(moduleName: module.name, config: frozen, context: context, logger: logger, http: http)
            module.install(setup)
            return setup.hooks
        }
        if mode != .append, let index = registrations.firstIndex(where: { $0.identity == registration.identity }) {
            if mode == .replace { registrations[index].install = registration.install }
            return
        }
        registrations.append(registration)
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
    var install: (WorkflowContext, any OrchestrateLogger, any HTTPTransport) -> HookTable
}
