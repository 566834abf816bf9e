import FlyingSocks
import Foundation

/// FlyingFox's socket pool with Nagle's algorithm turned off (`TCP_NODELAY`) on every socket it waits on.
///
/// FlyingFox writes a response's head and body in two writes. With Nagle's algorithm on, the body waits
/// until the client acknowledges the head, and a client delays that acknowledgement by up to 40 ms on
/// Linux, so every response took about 40 ms on loopback. FlyingFox does not expose the sockets it
/// accepts, but it hands each one to its pool whenever it would block: the listening socket first
/// (accepted connections inherit its `TCP_NODELAY` on Linux and the BSDs), then each connection as it
/// waits for a request, which covers any connection accepted before the listening socket first waited.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    /// The pool that does the work.
    let base: Base

    private static var noDelay: BoolSocketOption {
        BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY)
    }

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // A socket that is not TCP refuses the option; nothing to do for it.
        try? socket.setValue(true, for: Self.noDelay)
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
