import Foundation

/// The configuration of `DaVinciModule`.
public struct DaVinciConfig: Sendable {
    /// The factory that makes collectors from form fields.
    public var collectorFactory = CollectorFactory.shared
    /// The URL a flow starts at when the start request has none (the authorize endpoint).
    public var startURL: String?
    /// The largest response body read as a node; a larger one is a `FailureNode`. DaVinci nodes are a few
    /// kilobytes, so the default of 2 MiB only stops a misbehaving server.
    public var maximumBodySize = 2 * 1024 * 1024

    /// The default configuration.
    public init() {}
}

/// The DaVinci protocol: turns responses into nodes and `ContinueNode`s into requests, keeps the node
/// being answered so an `ErrorNode` can offer it for a retry, and clears passwords once sent.
public enum DaVinciModule {
    /// The module. `createDaVinci` installs it; change it there with
    /// `config.configure(DaVinciModule.config) { $0.collectorFactory = myFactory }`.
    public static let config = Module.of({ DaVinciConfig() }, name: "davinci") { setup in
        let transform = DaVinciTransform(
            factory: setup.config.collectorFactory, logger: setup.logger,
            maximumBodySize: setup.config.maximumBodySize)
        let startURL = setup.config.startURL
        setup.start { _, request in
            if request.parts.urlString == nil, let startURL { request.url(startURL) }
            return request
        }
        setup.response { flow, _ in
            guard let submitted = flow.submitted else { return }
            // Closing releases the buttons; which one sent the node is kept for the flow graph's segues.
            let pressed = submitted.pressedButton?.key
            flow.values.withLock { $0[ContinueNode.sentButtonName] = pressed }
            submitted.close()
        }
        setup.transform { flow, response in
            transform.node(for: response, in: flow, answering: flow.submitted)
        }
    }
}

/// A workflow that runs PingOne DaVinci flows, as in the Ping SDK, where `DaVinci` is the workflow type too:
///
/// ```swift
/// let daVinci = DaVinci.createDaVinci { config in
///     config.configure(DaVinciModule.config) { $0.startURL = authorizeURL }
/// }
/// func signIn(with daVinci: DaVinci) async -> any Node { await daVinci.start() }
/// ```
public typealias DaVinci = Workflow

extension Workflow {
    /// A workflow with the DaVinci defaults (custom header, cookies, the DaVinci protocol with the shared
    /// collector factory), then whatever `block` installs. Installing a default module again replaces its
    /// configuration (`config.module(DaVinciModule.config) { … }`); `config.configure(DaVinciModule.config)
    /// { $0.startURL = … }` changes the installed one.
    public static func createDaVinci(_ block: (WorkflowConfig) -> Void = { _ in }) -> DaVinci {
        Workflow.createWorkflow { config in
            config.module(CustomHeaderModule.config)
            config.module(CookieModule.config)
            config.module(DaVinciModule.config)
            block(config)
        }
    }
}
