/// Which `Host` header values the sandbox answers: loopback names, the address it is bound to, and the names
/// it is told to accept. A web page cannot then reach a sandbox on 127.0.0.1 through DNS rebinding (a name
/// of its own that resolves to 127.0.0.1): the browser sends that name as `Host`, and the sandbox refuses it.
///
/// A request without a `Host` header is answered (HTTP/1.0 clients send none; browsers always send one).
struct HostCheck: Sendable {
    /// Host names (lowercased, without a port) accepted besides loopback ones.
    let allowed: Set<String>

    /// Accepts loopback names, `boundHost` when it names one address (not every interface), and `allowed`.
    init(boundHost: String, allowed: Set<String>) {
        var names = Set(allowed.map { $0.lowercased() })
        let bound = boundHost.lowercased()
        if !HostCheck.isWildcard(bound) { names.insert(bound) }
        self.allowed = names
    }

    /// Whether a request whose `Host` header is `header` (`nil`: none) is answered.
    func accepts(_ header: String?) -> Bool {
        guard let header else { return true }
        let name = Self.name(of: header.lowercased())
        return Self.isLoopback(name) || allowed.contains(name) || allowed.contains("*")
    }

    /// Whether `host` is a loopback name or address (``LoopbackHost``), or a name under `.localhost`, which
    /// RFC 6761 reserves for loopback: no one else can make a browser send it.
    static func isLoopback(_ host: String) -> Bool {
        LoopbackHost.contains(host) || host.lowercased().hasSuffix(".localhost")
    }

    /// Whether `host` binds every interface (`0.0.0.0`, `::`).
    static func isWildcard(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::" || host == "[::]"
    }

    /// The host of a `Host` header value: without its port, an IPv6 literal without its brackets.
    static func name(of header: String) -> String {
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") {
            return String(header[header.index(after: header.startIndex)..<close])
        }
        if let colon = header.lastIndex(of: ":"), header.firstIndex(of: ":") == colon {
            return String(header[..<colon])
        }
        return header
    }
}
