import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Security)
import Security
#endif

/// Sends the recorder's requests to the upstream as they came: no redirect followed (the client follows
/// them, through the recorder), no cookie kept (the client keeps them), the certificate checked against the
/// system's trust store and, on Apple platforms, the extra certificates the recorder was given.
final class UpstreamClient: Sendable {
    private let session: URLSession

    /// A client trusting the system's roots and `extraRoots` (DER certificates).
    /// - Throws: ``RecordingProxyError/extraRootsUnsupported`` on Linux, where URLSession trusts the system store only.
    convenience init(extraRoots: [Data]) throws {
        #if !canImport(Security)
        // swift-corelibs-foundation hands TLS to libcurl with its built-in CA file and reads
        // URLSessionCertificateAuthorityInfoFile on Android only: there is no per-process root to add.
        if !extraRoots.isEmpty { throw RecordingProxyError.extraRootsUnsupported }
        #endif
        self.init(trusting: extraRoots)
    }

    /// A client trusting the system's roots only.
    convenience init() {
        self.init(trusting: [])
    }

    private init(trusting extraRoots: [Data]) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 60
        session = URLSession(
            configuration: configuration, delegate: UpstreamDelegate(extraRoots: extraRoots), delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` and returns the status, the headers in order and the body.
    func send(_ request: URLRequest) async throws -> (status: Int, headers: [SandboxNameValue], body: Data) {
        try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: RecordingProxyError.upstreamUnreachable(error.localizedDescription))
                } else if let http = response as? HTTPURLResponse {
                    let headers = http.allHeaderFields.compactMap { name, value -> SandboxNameValue? in
                        guard let name = name as? String, let value = value as? String else { return nil }
                        return SandboxNameValue(name: name, value: value)
                    }
                    continuation.resume(returning: (http.statusCode, Self.splittingCookies(headers), data ?? Data()))
                } else {
                    continuation.resume(throwing: RecordingProxyError.upstreamUnreachable("no HTTP response"))
                }
            }
            task.resume()
        }
    }

    /// Foundation joins repeated `Set-Cookie` lines with commas; a client needs them apart again. A comma
    /// followed by `name=` starts a new cookie; one inside `Expires=Wed, 21 Oct …` does not.
    static func splittingCookies(_ headers: [SandboxNameValue]) -> [SandboxNameValue] {
        headers.flatMap { header -> [SandboxNameValue] in
            guard header.name.lowercased() == "set-cookie" else { return [header] }
            var cookies: [String] = []
            for piece in header.value.components(separatedBy: ",") {
                let trimmed = piece.trimmingCharacters(in: .whitespaces)
                let startsCookie =
                    trimmed.range(of: #"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+="#, options: .regularExpression) != nil
                if startsCookie || cookies.isEmpty {
                    cookies.append(trimmed)
                } else {
                    cookies[cookies.count - 1] += "," + piece
                }
            }
            return cookies.map { SandboxNameValue(name: header.name, value: $0) }
        }
        .sorted { $0.name.lowercased() < $1.name.lowercased() }
    }
}

/// Refuses redirects (so that the client sees them) and, on Apple platforms, adds the extra roots to the
/// system's when the upstream's certificate is checked.
private final class UpstreamDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    let extraRoots: [Data]

    init(extraRoots: [Data]) {
        self.extraRoots = extraRoots
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    #if canImport(Security)
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        guard !extraRoots.isEmpty,
            challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
            let trust = challenge.protectionSpace.serverTrust
        else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        let anchors = extraRoots.compactMap { SecCertificateCreateWithData(nil, $0 as CFData) }
        SecTrustSetAnchorCertificates(trust, anchors as CFArray)
        SecTrustSetAnchorCertificatesOnly(trust, false)
        if SecTrustEvaluateWithError(trust, nil) {
            completionHandler(.useCredential, URLCredential(trust: trust))
        } else {
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    }
    #endif
}
