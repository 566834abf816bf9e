import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a `Request` and returns its `Response`: what a workflow's transport does.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, or throws on a transport failure (never for a status).
    func send(_ request: Request) async throws -> Response
}

/// The default transport: `URLSession`, with the workflow's timeout, no cookie storage of its own (the
/// cookie module owns cookies), no cache, and redirects never followed: a 3xx reaches the transform.
/// Cancelling the calling task cancels the request.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport whose requests time out after `timeout` seconds.
    public init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: NoRedirectDelegate(), delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` over `URLSession`.
    public func send(_ request: Request) async throws -> Response {
        let url = try request.resolvedURL()
        let parts = request.parts
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = parts.method.rawValue
        urlRequest.httpShouldHandleCookies = false
        for field in parts.headers where field.name.caseInsensitiveCompare("Cookie") != .orderedSame {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        if let cookieHeader = Self.cookieHeader(parts) {
            urlRequest.setValue(cookieHeader, forHTTPHeaderField: "Cookie")
        }
        urlRequest.httpBody = parts.body
        let (data, http) = try await exchange(urlRequest)
        return Response(url: url, status: http.statusCode, headers: Self.headers(of: http), body: data)
    }

    /// Runs one data task, cancelled when the calling task is.
    ///
    /// Not `URLSession.data(for:)`: in swift-corelibs-foundation its cancellation handler calls
    /// `URLSessionTask.cancel()`, which waits for the session's queue while holding the Swift task's status
    /// lock, and that queue may be resuming the same task's continuation, which needs the lock: the two
    /// threads wait for each other (seen here as a test process that never exited). The task is cancelled
    /// from another queue instead.
    private func exchange(_ urlRequest: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let state = Locked(DataTaskState())
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    if let error {
                        // URLSession fails with URLErrors only; anything else is reported as an unknown one.
                        let host = urlRequest.url?.host
                        continuation.resume(
                            throwing: TransportError.reported(
                                error, host: host, callerCancelled: state.current.cancelled,
                                other: { _ in TransportError.network(code: URLError.Code.unknown.rawValue, host: host) }
                            ))
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: (data ?? Data(), http))
                    } else {
                        continuation.resume(throwing: TransportError.notHTTP)
                    }
                }
                let cancelled = state.withLock { state in
                    state.task = task
                    return state.cancelled
                }
                task.resume()
                if cancelled { DispatchQueue.global().async { task.cancel() } }
            }
        } onCancel: {
            let task = state.withLock { state in
                state.cancelled = true
                return state.task
            }
            if let task { DispatchQueue.global().async { task.cancel() } }
        }
    }

    /// The `Cookie` header: an explicit `Cookie` header's value, then the request's cookies.
    private static func cookieHeader(_ parts: Request.Parts) -> String? {
        let explicit = parts.headers.values(for: "Cookie")
        let pairs = explicit + parts.cookies.map { "\($0.name)=\($0.value)" }
        return pairs.isEmpty ? nil : pairs.joined(separator: "; ")
    }

    private static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, let value = value as? String else { continue }
            headers.add(name, value)
        }
        return headers
    }
}

/// The data task of one request and whether its caller was cancelled, whichever came first; kept in a
/// `Locked` box.
private struct DataTaskState {
    var task: URLSessionDataTask?
    var cancelled = false
}

/// Refuses every redirect, so the 3xx response itself is returned.
private final class NoRedirectDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    #if canImport(FoundationNetworking)
    /// Refuses HTTP authentication challenges (a 401 with `WWW-Authenticate: Basic`, say): the runtime
    /// sends its credentials itself. On Linux the default handling of such a challenge never completes,
    /// so without this the request would hang; refused, it fails at once. (On Apple platforms the
    /// default handling returns the 401 response as it is.)
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        completionHandler(.rejectProtectionSpace, nil)
    }
    #endif
}
