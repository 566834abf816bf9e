import FlyingFox
import FlyingSocks
import Foundation

/// Starts a quiet FlyingFox server and waits until it listens: the one way the sandbox, a replay and the
/// recorder open their port.
enum HTTPListening {
    /// A server that listens, the task running it, and its base URL (`http://127.0.0.1:<port>`).
    typealias Running = (http: HTTPServer, task: Task<Void, Never>, url: URL)

    /// Binds `host` (IPv4, IPv6 or `localhost`) and `port` (`0`: a free one), runs `handler`, and returns once
    /// the socket listens.
    /// - Throws: ``SandboxServerError`` or the socket's error when the address cannot be bound.
    static func start(host: String, port: UInt16, timeout: TimeInterval, handler: some HTTPHandler) async throws
        -> Running
    {
        let http = try makeHTTPServer(host: host, port: port, timeout: timeout, handler: handler)

        // Whichever comes first decides: the server listens, or `run()` ends (a bind error).
        let signal = OnceSignal()
        let runTask = Task<Void, Never> {
            do {
                try await http.run()
                signal.finish(.failure(SandboxServerError.stoppedBeforeListening))
            } catch {
                signal.finish(.failure(error))
            }
        }
        let waitTask = Task {
            do {
                try await http.waitUntilListening(timeout: 10)
                signal.finish(.success(()))
            } catch {
                signal.finish(.failure(error))
            }
        }
        do {
            try await signal.wait()
        } catch {
            waitTask.cancel()
            await http.stop()
            await runTask.value
            throw error
        }
        guard let boundPort = await boundPort(of: http) else {
            await http.stop()
            throw SandboxServerError.noListeningAddress
        }
        let text = "http://\(host.contains(":") ? "[\(host)]" : host):\(boundPort)"
        guard let url = URL(string: text) else {
            await http.stop()
            throw SandboxServerError.invalidHost(host)
        }
        return (http, runTask, url)
    }

    /// Stops a server `start` started: its accept loop ends first (the run task is cancelled and awaited, and
    /// `run()` closes the socket as it ends), and only then is the server stopped. FlyingFox's `stop` closes the
    /// listening socket while the accept loop may still be waiting on it; the system then gives that descriptor
    /// number to the next socket another server or client opens, and the loop, woken by that socket, accepted a
    /// connection meant for another server (which the stopped one dropped: the client's "connection lost") or
    /// blocked a thread of the cooperative pool in `accept()` (seen as test processes that never exit).
    static func stop(_ running: Running) async {
        running.task.cancel()
        await running.task.value
        await running.http.stop(timeout: 0)
    }

    private static func boundPort(of http: HTTPServer) async -> UInt16? {
        switch await http.listeningAddress {
        case let .ip4(_, port)?: return port
        case let .ip6(_, port)?: return port
        default: return nil
        }
    }

    /// A quiet FlyingFox server answering without Nagle's delay (see ``NoDelaySocketPool``).
    private static func makeHTTPServer(
        host: String, port: UInt16, timeout: TimeInterval, handler: some HTTPHandler
    ) throws -> HTTPServer {
        let resolved = host == "localhost" ? "127.0.0.1" : host
        let pool = NoDelaySocketPool(base: HTTPServer.defaultPool())
        do {
            if resolved.contains(":") {
                return HTTPServer(
                    address: try sockaddr_in6.inet6(ip6: resolved, port: port),
                    timeout: timeout, pool: pool, logger: .disabled, handler: handler)
            }
            return HTTPServer(
                address: try sockaddr_in.inet(ip4: resolved, port: port),
                timeout: timeout, pool: pool, logger: .disabled, handler: handler)
        } catch {
            throw SandboxServerError.invalidHost(host)
        }
    }
}
