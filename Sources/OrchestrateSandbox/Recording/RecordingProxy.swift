import FlyingFox
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A recording proxy on loopback: a client pointed at it talks to the upstream through it, and every exchange
/// is written to a recording file with its secrets replaced (see ``SandboxRecording``).
///
/// ```swift
/// let proxy = try RecordingProxy(upstream: tenant, output: file)
/// let base = try await proxy.start()   // give the app this as its server URL
/// ...                                  // sign in, once per walk to record
/// await proxy.stop()
/// ```
///
/// The upstream's responses are rewritten so that the client keeps talking to the proxy: its origin becomes the
/// proxy's in bodies and `Location`, and cookies lose `Domain` and `Secure`. The file is written after each
/// exchange (atomically), so a walk cut short keeps what it recorded; an existing file of the same upstream is
/// appended to.
public actor RecordingProxy {
    /// The upstream's origin, such as `https://auth.pingone.com`.
    public nonisolated let upstream: String
    /// The recording file.
    public nonisolated let output: URL
    /// The address the proxy binds to.
    public nonisolated let host: String
    /// The requested port (`0`: a free one).
    public nonisolated let requestedPort: UInt16

    private let client: UpstreamClient
    private var recording: SandboxRecording
    private var redactor: ExchangeRedactor
    private var walk: Int
    private var running: HTTPListening.Running?

    /// A proxy of `upstream` writing to `output`.
    /// - Parameters:
    ///   - upstream: The tenant's origin: `https://host[:port]` (a path is ignored); `http` only for a loopback host.
    ///   - output: The recording file; appended to when it exists and records the same upstream.
    ///   - host: The address to bind, loopback by default.
    ///   - port: The port, `0` (the default) for a free one.
    ///   - extraRoots: DER certificates trusted besides the system's roots (Apple platforms only).
    /// - Throws: ``SandboxRecordingError`` when the upstream is not an origin or the file is not a recording of
    ///   it; ``RecordingProxyError/extraRootsUnsupported`` for extra roots on Linux.
    public init(upstream: URL, output: URL, host: String = "127.0.0.1", port: UInt16 = 0, extraRoots: [Data] = [])
        throws
    {
        guard let origin = Self.origin(of: upstream) else {
            throw SandboxRecordingError.invalidUpstream(upstream.absoluteString)
        }
        self.upstream = origin
        self.output = output
        self.host = host
        self.requestedPort = port
        self.client = try UpstreamClient(extraRoots: extraRoots)
        if FileManager.default.fileExists(atPath: output.path) {
            let existing = try SandboxRecording(contentsOf: output)
            guard existing.upstream == origin else {
                throw SandboxRecordingError.otherUpstream(path: output.path, recorded: existing.upstream, asked: origin)
            }
            recording = existing
        } else {
            recording = SandboxRecording(upstream: origin)
        }
        redactor = ExchangeRedactor(continuing: recording.replacements)
        walk = recording.walkCount
    }

    /// Starts listening and returns the proxy's base URL, which the client uses in place of the upstream's.
    public func start() async throws -> URL {
        if let running { return running.url }
        let handler = RecordingHandler(proxy: self, client: client, upstream: upstream)
        let listening = try await HTTPListening.start(host: host, port: requestedPort, timeout: 120, handler: handler)
        running = listening
        return listening.url
    }

    /// Stops listening; the file holds every exchange completed before.
    public func stop() async {
        guard let running else { return }
        self.running = nil
        await HTTPListening.stop(running)
    }

    /// What was recorded so far (the file's content).
    public func currentRecording() -> SandboxRecording {
        recording
    }

    /// The proxy's base URL while running.
    var baseURL: String? {
        running?.url.absoluteString
    }

    /// Adds an exchange to the recording and writes the file.
    func record(_ raw: RawExchange) throws {
        if Self.startsWalk(raw, knownSecret: redactor.isSecret) { walk += 1 }
        let exchange = redactor.redact(raw, number: recording.exchanges.count + 1, walk: max(walk, 1))
        recording.exchanges.append(exchange)
        recording.replacements = redactor.replacements
        try recording.encoded().write(to: output, options: .atomic)
    }

    /// Whether `raw` starts a walk: an authorize request without a session value of this recording (a cookie or
    /// an SSO token header), or a journey's `authenticate` without an `authId`.
    static func startsWalk(_ raw: RawExchange, knownSecret: (String) -> Bool) -> Bool {
        let lastSegment = raw.path.split(separator: "/").last ?? ""
        if lastSegment == "authorize" {
            // After a journey, AM's authorize carries the SSO token, in a cookie or in a header named after it.
            let cookies = SandboxRecord.parseCookies(raw.requestHeaders.allValues(caseInsensitive: "Cookie"))
            return !cookies.values.contains(where: knownSecret)
                && !raw.requestHeaders.map(\.value).contains(where: knownSecret)
        }
        if lastSegment == "authenticate", raw.method == "POST", !raw.query.contains(where: { $0.name == "authId" }) {
            let body = try? JSON.parse(raw.requestBody)
            return body?["authId"] == nil
        }
        return false
    }

    /// The DER certificates of `data`: each `BEGIN CERTIFICATE` block of a PEM file, or `data` itself when it
    /// is not PEM (a DER file).
    public static func certificates(in data: Data) -> [Data] {
        guard let text = String(data: data, encoding: .utf8), text.contains("-----BEGIN CERTIFICATE-----") else {
            return data.isEmpty ? [] : [data]
        }
        return text.components(separatedBy: "-----BEGIN CERTIFICATE-----").dropFirst().compactMap { block in
            guard let body = block.components(separatedBy: "-----END CERTIFICATE-----").first else { return nil }
            return Data(base64Encoded: body.filter { !$0.isWhitespace })
        }
    }

    /// `scheme://host[:port]` of `url`, when it is `https`, or `http` to a loopback host.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return nil }
        guard scheme == "https" || (scheme == "http" && HostCheck.isLoopback(host)) else { return nil }
        let hostText = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(hostText)" + (url.port.map { ":\($0)" } ?? "")
    }
}

/// Why the recorder could not forward or record.
public enum RecordingProxyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The upstream did not answer (no connection, a TLS failure, a timeout).
    case upstreamUnreachable(String)
    /// Extra trusted certificates were given on a platform whose URLSession trusts the system store only.
    case extraRootsUnsupported

    /// A readable explanation.
    public var description: String {
        switch self {
        case .upstreamUnreachable(let reason): return "The upstream did not answer: \(reason)"
        case .extraRootsUnsupported:
            return
                "Extra trusted certificates work on Apple platforms only: on Linux, add the certificate to the system's trust store"
        }
    }
}

/// Forwards each request to the upstream, records the exchange, and answers the client with the upstream's
/// response rewritten to the proxy's origin.
private struct RecordingHandler: HTTPHandler {
    let proxy: RecordingProxy
    let client: UpstreamClient
    let upstream: String

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let base = await proxy.baseURL else { return Self.failure(503, "The recorder is stopping") }
        let toUpstream = OriginRewriter(from: base, to: upstream)
        let toClient = OriginRewriter(from: upstream, to: base)
        let body = try await request.bodyData
        let path = request.target.path()
        let query = request.target.query()
        guard let url = URL(string: upstream + path + (query.isEmpty ? "" : "?" + query)) else {
            return Self.failure(400, "The request's path is not a URL")
        }
        var forwarded = URLRequest(url: url)
        forwarded.httpMethod = request.method.rawValue
        var headers: [SandboxNameValue] = []
        for (name, value) in request.headers {
            let lowered = name.rawValue.lowercased()
            if ["host", "connection", "content-length", "accept-encoding", "transfer-encoding", "keep-alive"].contains(
                lowered)
            {
                continue
            }
            let rewritten = toUpstream.rewrite(value)
            headers.append(SandboxNameValue(name: name.rawValue, value: rewritten))
            forwarded.setValue(rewritten, forHTTPHeaderField: name.rawValue)
        }
        let sentBody = toUpstream.rewriteBody(body)
        if !sentBody.isEmpty { forwarded.httpBody = sentBody }

        let answer: (status: Int, headers: [SandboxNameValue], body: Data)
        do {
            answer = try await client.send(forwarded)
        } catch {
            return Self.failure(502, String(describing: error))
        }
        let responseHeaders = answer.headers.filter {
            !["content-length", "content-encoding", "transfer-encoding", "connection"].contains($0.name.lowercased())
        }
        let raw = RawExchange(
            method: request.method.rawValue, path: path, query: FormURLEncoding.lenientPairs(query),
            requestHeaders: headers, requestBody: sentBody, status: answer.status,
            responseHeaders: responseHeaders, responseBody: answer.body)
        do {
            try await proxy.record(raw)
        } catch {
            return Self.failure(500, "The recording could not be written: \(error.localizedDescription)")
        }
        return SandboxHTTPHandler.httpResponse(
            from: SandboxResponse(
                status: answer.status,
                headers: toClient.rewriteResponseHeaders(responseHeaders).map { ($0.name, $0.value) },
                body: toClient.rewriteBody(answer.body)))
    }

    private static func failure(_ status: Int, _ message: String) -> HTTPResponse {
        SandboxHTTPHandler.httpResponse(
            from: .json(status, .object(JSONObject([("code", "RECORDER_ERROR"), ("message", .string(message))]))))
    }
}

extension OriginRewriter {
    /// `body` rewritten when it is UTF-8 text; other bytes as they are. A discovery document keeps its
    /// `issuer`: the ID tokens the upstream signed name it, and the client checks that they do.
    func rewriteBody(_ body: Data) -> Data {
        guard !body.isEmpty, let text = String(data: body, encoding: .utf8) else { return body }
        let rewritten = rewrite(text)
        guard rewritten != text else { return body }
        if text.contains("\"issuer\""), case .object(let original)? = try? JSON.parse(body),
            let issuer = original["issuer"],
            case .object(var members)? = try? JSON.parse(Data(rewritten.utf8))
        {
            members["issuer"] = issuer
            return JSON.object(members).serialized(keyOrder: .stored)
        }
        return Data(rewritten.utf8)
    }
}
