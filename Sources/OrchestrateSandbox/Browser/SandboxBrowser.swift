import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A browser stand-in that signs in on the sandbox's hosted pages, for tests and demos on any platform
/// (where an app on iOS or macOS opens `ASWebAuthenticationSession`): it opens a URL over real HTTP, keeps the
/// cookies the server sets, follows redirects, fills in each sign-in page with the answers it was given, and
/// returns the redirect to the app's callback URL, as the system browser hands it to the app.
///
/// ```swift
/// let browser = SandboxBrowser(
///     callbackURLScheme: "org.example.app", answers: ["User Name": "demo", "Password": "Demo-Passw0rd!"])
/// let result = await oidcWeb.authorize(using: browser)
/// ```
///
/// A page's controls are answered by their prompt (`User Name`) or their input name (`IDToken1`); a select by
/// an option's text or index, a checkbox by `"true"`. A control with no answer and no value of its own stops
/// the sign-in with `SandboxBrowserError.unanswered`, naming it.
public struct SandboxBrowser: IdpRequestHandler {
    /// The scheme (`org.example.app`) or the `scheme://host/path` prefix of the app's redirect URI: the
    /// first redirect there ends the sign-in.
    public let callbackURLScheme: String
    /// The answers to the pages' controls, by prompt or input name.
    public let answers: [String: String]
    /// The most requests one sign-in makes before it gives up.
    public let maximumRequests: Int
    private let client: UpstreamClient

    /// Creates a browser that returns the first redirect to `callbackURLScheme` and answers each page from
    /// `answers`.
    public init(callbackURLScheme: String, answers: [String: String] = [:], maximumRequests: Int = 30) {
        self.callbackURLScheme = callbackURLScheme
        self.answers = answers
        self.maximumRequests = maximumRequests
        // The system's roots only: no extra roots cannot fail.
        client = UpstreamClient()
    }

    /// Opens `url` and signs in; returns the redirect to the callback.
    public func authorize(url: URL) async throws -> URL {
        var cookies: [String: String] = [:]
        var next = URLRequest(url: url)
        for _ in 0..<maximumRequests {
            try Task.checkCancellation()
            if !cookies.isEmpty {
                next.setValue(
                    cookies.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: "; "),
                    forHTTPHeaderField: "Cookie")
            }
            let requested = next.url ?? url
            let (status, headers, body) = try await client.send(next)
            for header in headers where header.name.lowercased() == "set-cookie" {
                let pair = header.value.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1)
                guard let name = pair.first.map({ $0.trimmingCharacters(in: .whitespaces) }), !name.isEmpty else {
                    continue
                }
                cookies[name] = pair.count > 1 ? String(pair[1]) : ""
            }
            let location = headers.first { $0.name.lowercased() == "location" }?.value
            if (300..<400).contains(status), let location {
                guard let target = URL(string: location, relativeTo: requested)?.absoluteURL else {
                    throw SandboxBrowserError.unexpectedPage(status: status, url: Self.shown(requested))
                }
                if isCallback(target) { return target }
                next = URLRequest(url: target)
                continue
            }
            guard status == 200, let html = String(data: body, encoding: .utf8), let form = HTMLForm(html: html),
                let action = URL(string: form.action, relativeTo: requested)?.absoluteURL
            else {
                throw SandboxBrowserError.unexpectedPage(status: status, url: Self.shown(requested))
            }
            next = URLRequest(url: action)
            next.httpMethod = "POST"
            next.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            let fields = try form.submission(answering: answers).map {
                SandboxNameValue(name: $0.name, value: $0.value)
            }
            next.httpBody = Data(FormURLEncoding.encode(fields).utf8)
        }
        throw SandboxBrowserError.tooManyRequests(maximumRequests)
    }

    private func isCallback(_ url: URL) -> Bool {
        let text = url.absoluteString
        if callbackURLScheme.contains(":") { return text.hasPrefix(callbackURLScheme) }
        return url.scheme?.lowercased() == callbackURLScheme.lowercased()
    }

    /// A URL as an error shows it: its scheme, host and path, never its query.
    private static func shown(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        components?.query = nil
        components?.fragment = nil
        return components?.string ?? url.path
    }
}

/// Why `SandboxBrowser` did not reach the callback.
public enum SandboxBrowserError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A page has a control that no answer fills (its prompt, or its input name).
    case unanswered(String)
    /// A page is neither a redirect nor a sign-in form (the status, and the URL without its query).
    case unexpectedPage(status: Int, url: String)
    /// The sign-in took more requests than allowed.
    case tooManyRequests(Int)

    /// A one-line explanation; never an answer.
    public var description: String {
        switch self {
        case .unanswered(let control): "no answer for the sign-in page's '\(control)'"
        case .unexpectedPage(let status, let url): "the browser reached \(url) (\(status)), not a sign-in page"
        case .tooManyRequests(let count): "the sign-in took more than \(count) requests"
        }
    }
}
