import Foundation

/// A set of functions installed into the states of a workflow, with a configuration the app can change
/// when it installs the module.
///
/// ```swift
/// struct CustomHeaderConfig: Sendable { var enable = true; var headerName = "x-requested-with"; var headerValue = "app" }
/// let customHeader = Module.of({ CustomHeaderConfig() }) { setup in
///     let config = setup.config
///     setup.next { context, _, request in
///         if config.enable { request.header(name: config.headerName, value: config.headerValue) }
///         return request
///     }
/// }
/// let workflow = Workflow.createWorkflow { $0.module(customHeader) { $0.headerValue = "my-app/1.0" } }
/// ```
public final class Module<Config: Sendable>: Sendable {
    /// Orders modules: a lower priority runs its hooks first; equal priorities run in install order.
    public let priority: Int
    /// A name for logs.
    public let name: String
    let makeConfig: @Sendable () -> Config
    let install: @Sendable (Setup<Config>) -> Void

    private init(
        name: String, priority: Int, config: @escaping @Sendable () -> Config,
        setup: @escaping @Sendable (Setup<Config>) -> Void
    ) {
        self.name = name
        self.priority = priority
        self.makeConfig = config
        self.install = setup
    }

    /// A module whose configuration starts as `config()` and whose `setup` installs its functions.
    public static func of(
        _ config: @escaping @Sendable () -> Config, name: String = "module",
        priority: Int = Module.defaultPriority,
        setup: @escaping @Sendable (Setup<Config>) -> Void
    ) -> Module<Config> {
        Module(name: name, priority: priority, config: config, setup: setup)
    }

    /// The priority of a module that names none.
    public static var defaultPriority: Int { 10 }
}

extension Module where Config == Void {
    /// A module without configuration whose `setup` installs its functions.
    public static func of(
        name: String = "module", priority: Int = Module.defaultPriority,
        setup: @escaping @Sendable (Setup<Void>) -> Void
    ) -> Module<Void> {
        Module(name: name, priority: priority, config: {}, setup: setup)
    }
}

/// What a module's `setup` closure is given: its configuration, the workflow context, and functions to
/// install hooks into each state of the workflow.
public final class Setup<Config: Sendable> {
    /// The module's configuration, after the app's changes.
    public let config: Config
    /// The workflow context: values that live as long as the workflow.
    public let context: WorkflowContext
    /// The workflow's logger.
    public let logger: any OrchestrateLogger
    /// The name of the module being set up.
    public let moduleName: String
    /// The workflow's transport (a module's `transport` hook, else `WorkflowConfig.httpTransport`, else
    /// `URLSession`), for modules that make requests of their own, such as OIDC discovery and token
    /// requests. Requests sent through it run no hooks; it can be used once the workflow is created.
    public let http: any HTTPTransport
    var hooks = HookTable()

    init(
        moduleName: String, config: Config, context: WorkflowContext, logger: any OrchestrateLogger,
        http: any HTTPTransport
    ) {
        self.moduleName = moduleName
        self.config = config
        self.context = context
        self.logger = logger
        self.http = http
    }

    /// Installs a function run once per workflow, before the first `start()` or `signOff()`. It runs
    /// after the init functions of the modules named in `after` and concurrently with those it is not
    /// ordered against.
    public func initialize(after: [String] = [], _ hook: @escaping InitializeHook) {
        hooks.initialize.append(InitializeEntry(module: moduleName, after: after, hook: hook))
    }
    /// Installs a function that changes the request starting each flow.
    public func start(_ hook: @escaping StartHook) { hooks.start.append(hook) }
    /// Installs a function that changes each request submitting a `ContinueNode`.
    public func next(_ hook: @escaping NextHook) { hooks.next.append(hook) }
    /// Installs a function that reads each response, whatever transport is installed.
    public func response(_ hook: @escaping ResponseHook) { hooks.response.append(hook) }
    /// Installs the function turning a response into a node; the last one installed wins.
    public func transform(_ hook: @escaping TransformHook) { hooks.transform = hook }
    /// Installs a function that inspects or replaces each node.
    public func node(_ hook: @escaping NodeHook) { hooks.node.append(hook) }
    /// Installs a function that inspects or replaces each success node.
    public func success(_ hook: @escaping SuccessHook) { hooks.success.append(hook) }
    /// Installs a function that changes the sign-off request.
    public func signOff(_ hook: @escaping SignOffHook) { hooks.signOff.append(hook) }
    /// Installs a function that sends requests in place of HTTP; the last one installed wins.
    public func transport(_ hook: @escaping TransportHook) { hooks.transport = hook }
}
