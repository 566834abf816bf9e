import Foundation
import OrchestrateSandbox

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Refuses every redirect so tests see 3xx answers as they are.
final class NoRedirects: NSObject, URLSessionTaskDelegate {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

/// An HTTP answer as the tests need it.
struct TestResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    /// A header value, compared ignoring case.
    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    var json: JSON? { try? JSON.parse(body) }
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The value of cookie `name` set by `Set-Cookie`.
    func setCookieValue(_ name: String) -> String? {
        guard let header = header("Set-Cookie") else { return nil }
        for part in header.components(separatedBy: ";") + header.components(separatedBy: ",") {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("\(name)=") { return String(trimmed.dropFirst(name.count + 1)) }
        }
        return nil
    }
}

enum TestHTTPError: Error { case notHTTP }

/// A URLSession that stores no cookies and follows no redirects: cookies are sent by hand.
struct TestHTTPClient: Sendable {
    let session: URLSession

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 64
        session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }

    func send(
        _ method: String, _ url: URL, body: Data? = nil, headers: [String: String] = [:],
        cookies: [String: String] = [:]
    ) async throws -> TestResponse {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if !cookies.isEmpty {
            request.setValue(
                cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "),
                forHTTPHeaderField: "Cookie")
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw TestHTTPError.notHTTP }
        var headerMap: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let key = key as? String, let value = value as? String { headerMap[key] = value }
        }
        return TestResponse(status: http.statusCode, headers: headerMap, body: data)
    }

    func get(_ url: URL, cookies: [String: String] = [:]) async throws -> TestResponse {
        try await send("GET", url, cookies: cookies)
    }

    func postJSON(_ url: URL, _ text: String, cookies: [String: String] = [:]) async throws -> TestResponse {
        try await send(
            "POST", url, body: Data(text.utf8), headers: ["Content-Type": "application/json"], cookies: cookies)
    }
}
