import Foundation

/// The configuration of `CustomHeaderModule`.
public struct CustomHeaderConfig: Sendable {
    /// Whether the header is sent.
    public var enable = true
    /// The header name.
    public var headerName = "x-requested-with"
    /// The header value.
    public var headerValue = "orchestrate-swift"

    /// The default configuration.
    public init() {}
}

/// Sends one header (by default `x-requested-with: orchestrate-swift`) on every start and next request.
public enum CustomHeaderModule {
    /// The module: `config.module(CustomHeaderModule.config) { $0.headerValue = "my-app/1.0" }`.
    public static let config = Module.of({ CustomHeaderConfig() }, name: "customHeader") { setup in
        let config = setup.config
        guard config.enable else { return }
        setup.start { _, request in
            request.header(name: config.headerName, value: config.headerValue)
            return request
        }
        setup.next { _, _, request in
            request.header(name: config.headerName, value: config.headerValue)
            return request
        }
    }
}
