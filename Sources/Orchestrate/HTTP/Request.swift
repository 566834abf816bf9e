import Foundation

/// An HTTP request being built by the workflow and its modules.
///
/// `Request` is a reference type so that a hook can change the request it is given and return it, as
/// in `setup.start { context, request in request.header(name: "a", value: "b"); return request }`.
/// Its state is lock-guarded, so a request may be handed between tasks.
public final class Request: Sendable {
    /// The HTTP method of a request.
    public enum Method: String, Sendable, Equatable {
        /// `GET`
        case get = "GET"
        /// `POST`
        case post = "POST"
        /// `PUT`
        case put = "PUT"
        /// `DELETE`
        case delete = "DELETE"
        /// `PATCH`
        case patch = "PATCH"
    }

    /// What a request is made of; `Request` holds one behind a lock.
    public struct Parts: Sendable, Equatable {
        /// The URL text as last set, before query parameters are added.
        public var urlString: String?
        /// The method.
        public var method: Method = .get
        /// The header fields, with the names marked secret by `secretHeader(name:value:)`.
        public var headers = HTTPHeaders()
        /// Query parameters in order; a name may repeat.
        public var queryItems: [URLQueryItem] = []
        /// Cookies to send, in order.
        public var cookies: [(name: String, value: String)] = []
        /// The body bytes, if any.
        public var body: Data?
        /// Lowercased names of headers set with `secretHeader(name:value:)`, whose values are never shown,
        /// beside the headers that are always secret (`Authorization`, `Cookie`…): `headers.secretNames`,
        /// which travel with the headers.
        public var secretHeaderNames: Set<String> {
            get { headers.secretNames }
            set { headers.secretNames = newValue }
        }

        /// Compares every part (the headers with their secret names); cookies compare as name-value pairs.
        public static func == (lhs: Parts, rhs: Parts) -> Bool {
            lhs.urlString == rhs.urlString && lhs.method == rhs.method && lhs.headers == rhs.headers
                && lhs.queryItems == rhs.queryItems && lhs.body == rhs.body
                && lhs.cookies.map(\.name) == rhs.cookies.map(\.name)
                && lhs.cookies.map(\.value) == rhs.cookies.map(\.value)
        }
    }

    private let state: Locked<Parts>

    /// Creates a `GET` request, optionally for `url`.
    public init(url: String? = nil) {
        state = Locked(Parts(urlString: url))
    }

    /// Creates a `GET` request for `url`.
    public convenience init(url: URL) {
        self.init(url: url.absoluteString)
    }

    /// A copy of the request's parts.
    public var parts: Parts { state.current }

    /// Sets the URL. A URL that cannot be parsed is kept and reported as `RequestError.invalidURL`
    /// when the request is sent, never dropped silently.
    public func url(_ url: String) {
        state.withLock { $0.urlString = url }
    }

    /// Sets the URL.
    public func url(_ url: URL) {
        self.url(url.absoluteString)
    }

    /// Sets the method.
    public func method(_ method: Method) {
        state.withLock { $0.method = method }
    }

    /// Sets a header, replacing any value it had.
    public func header(name: String, value: String) {
        state.withLock { $0.headers.set(name, value) }
    }

    /// Sets a header whose value is a secret (a session token under a header named by the server, say):
    /// it is sent as any header, and `description` and logs never show its value.
    public func secretHeader(name: String, value: String) {
        state.withLock { $0.headers.setSecret(name, value) }
    }

    /// Adds a header value, keeping the values it already had.
    public func appendHeader(name: String, value: String) {
        state.withLock { $0.headers.add(name, value) }
    }

    /// Sets a query parameter, replacing any values it had (in the place of the first one).
    public func parameter(name: String, value: String) {
        state.withLock { parts in
            let item = URLQueryItem(name: name, value: value)
            guard let first = parts.queryItems.firstIndex(where: { $0.name == name }) else {
                parts.queryItems.append(item)
                return
            }
            parts.queryItems[first] = item
            parts.queryItems = parts.queryItems.enumerated()
                .filter { $0.offset == first || $0.element.name != name }
                .map(\.element)
        }
    }

    /// Adds a query parameter value, keeping the values it already had.
    public func appendParameter(name: String, value: String) {
        state.withLock { $0.queryItems.append(URLQueryItem(name: name, value: value)) }
    }

    /// Sets a cookie to send, replacing a cookie of the same name in its place.
    public func cookie(name: String, value: String) {
        state.withLock { parts in
            if let index = parts.cookies.firstIndex(where: { $0.name == name }) {
                parts.cookies[index].value = value
            } else {
                parts.cookies.append((name, value))
            }
        }
    }

    /// Sets a JSON body and `Content-Type: application/json`; the method becomes `POST` if it was `GET`.
    public func body(_ json: JSON) {
        setBody(json.serialized(), contentType: "application/json")
    }

    /// Sets top-level fields of the JSON body, keeping its other fields (an absent or non-object body
    /// starts empty).
    public func mergeBody(_ fields: [(name: String, value: JSON)]) {
        var body = jsonBody?.objectValue ?? [:]
        for (name, value) in fields { body[name] = value }
        self.body(.object(body))
    }

    /// Sets a form body (`application/x-www-form-urlencoded`) from fields in the given order; the
    /// method becomes `POST` if it was `GET`.
    public func form(_ fields: [(name: String, value: String)]) {
        setBody(Data(FormEncoding.encode(fields).utf8), contentType: "application/x-www-form-urlencoded")
    }

    private func setBody(_ data: Data, contentType: String) {
        state.withLock { parts in
            parts.body = data
            parts.headers.set("Content-Type", contentType)
            if parts.method == .get { parts.method = .post }
        }
    }

    /// The body as JSON, when it is JSON.
    public var jsonBody: JSON? {
        parts.body.flatMap { try? JSON.parse($0) }
    }

    /// The full URL with query parameters, or an error naming the text that is not a URL.
    public func resolvedURL() throws -> URL {
        try Self.resolve(parts)
    }

    /// The full URL of `parts` with its query parameters.
    static func resolve(_ parts: Parts) throws -> URL {
        guard let text = parts.urlString else { throw RequestError.missingURL }
        guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), components.host?.isEmpty == false
        else {
            throw RequestError.invalidURL(text)
        }
        if !parts.queryItems.isEmpty {
            components.percentEncodedQueryItems =
                (components.percentEncodedQueryItems ?? [])
                + parts.queryItems.map {
                    URLQueryItem(name: FormEncoding.escape($0.name), value: $0.value.map(FormEncoding.escape))
                }
        }
        guard let url = components.url else { throw RequestError.invalidURL(text) }
        return url
    }
}

extension Request: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The method, URL and header names, with sensitive header values, sensitive query parameters
    /// (codes, tokens, `state`, `nonce`), cookie values and the body redacted.
    public var description: String { parts.description }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// The parts, redacted as `description` shows them.
    public var customMirror: Mirror { parts.customMirror }
}

extension Request.Parts: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The method, URL and header names, with sensitive header values, sensitive query parameters
    /// (codes, tokens, `state`, `nonce`), cookie values and the body redacted.
    public var description: String {
        "\(method.rawValue) \(shownURL) [\(shownHeaders)]\(cookies.isEmpty ? "" : " cookies: \(shownCookies)") body: \(shownBody)"
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// Every part as `description` shows it, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "method": method.rawValue, "url": shownURL, "headers": shownHeaders,
                "cookies": shownCookies, "body": shownBody,
            ])
    }

    private var shownURL: String {
        (try? SensitiveQuery.redacted(Request.resolve(self))) ?? urlString.map {
            LogText.sanitized(String($0.prefix { $0 != "?" && $0 != "#" }))
        } ?? "<no url>"
    }
    private var shownHeaders: String { SensitiveHeaders.redacted(headers) }
    private var shownCookies: String {
        cookies.map { "\(LogText.sanitized($0.name))=<redacted>" }.joined(separator: ", ")
    }
    private var shownBody: String { body.map { "<\($0.count) bytes redacted>" } ?? "<none>" }
}

/// Why a request could not be sent. Descriptions never show a header or cookie value, nor a query.
public enum RequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No URL was set on the request: for a DaVinci start, `DaVinciModule`'s `startURL` is not set.
    case missingURL
    /// The URL text is not an absolute `http` or `https` URL.
    case invalidURL(String)
    /// A header name or value holds CR, LF or NUL, which would split the request; its value is not kept.
    case invalidHeader(name: String)
    /// A cookie's name or value holds CR, LF, NUL or `;` (or its name `=`); its value is not kept.
    case invalidCookie(name: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .missingURL:
            "the request has no URL (a DaVinci flow starts at DaVinciModule's startURL: config.configure(DaVinciModule.config) { $0.startURL = … })"
        case .invalidURL(let text): "'\(Self.shown(text))' is not an absolute http(s) URL"
        case .invalidHeader(let name): "the header '\(name)' holds a line break or NUL; the request was not sent"
        case .invalidCookie(let name):
            "the cookie '\(name)' holds a line break, NUL or separator; the request was not sent"
        }
    }
}

extension RequestError {
    /// URL text without its query and fragment (which may carry a code or token), control characters removed.
    private static func shown(_ text: String) -> String {
        LogText.sanitized(String(text.prefix { $0 != "?" && $0 != "#" }))
    }
}
