import Foundation

/// The workflow's transport as modules are given it during setup, before the workflow has settled on
/// it (a module may install the transport): it forwards to the transport bound once setup is done.
final class LateBoundTransport: HTTPTransport {
    private let transport = Locked<TransportHook?>(nil)

    /// Makes `send` forward to `hook`.
    func bind(_ hook: @escaping TransportHook) {
        transport.withLock { $0 = hook }
    }

    /// Sends `request` through the bound transport.
    func send(_ request: Request) async throws -> Response {
        guard let hook = transport.current else { throw TransportError.notReady }
        return try await hook(request)
    }
}
