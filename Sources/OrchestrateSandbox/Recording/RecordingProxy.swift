import FlyingFox
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A recording proxy on loopback: a client pointed at it talks to the upstream through it, and every exchange
/// is written to a recording file with its secrets replaced (see `SandboxRecording`).
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
    private var redaction: RecordingRedaction
    private var linker: WalkLinker
    private var notes: [String] = []
    private var running: HTTPListening.Running?

    /// A proxy of `upstream` writing to `output`.
    /// - Parameters:
    ///   - upstream: The tenant's origin: `https://host[:port]` (a path is ignored); `http` only for a loopback host.
    ///   - output: The recording file; appended to when it exists and records the same upstream, and then
    ///     scrubbed again with today's rules at the first write.
    ///   - host: The address to bind, loopback by default. Like the sandbox, the proxy answers only requests whose
    ///     `Host` names loopback or this address (a web page cannot reach it by DNS rebinding).
    ///   - port: The port, `0` (the default) for a free one.
    ///   - ssoCookieNames: The tenant's SSO cookie names besides AM's default `iPlanetDirectoryPro` (an Identity
    ///     Cloud tenant renames it); the recorder also learns the name from `GET /json/serverinfo/*`.
    ///   - extraRoots: DER certificates trusted besides the system's roots (Apple platforms only).
    /// - Throws: `SandboxRecordingError` when the upstream is not an origin or the file is not a recording of
    ///   it; ``RecordingProxyError/extraRootsUnsupported`` for extra roots on Linux.
    public init(
        upstream: URL, output: URL, host: String = "127.0.0.1", port: UInt16 = 0, ssoCookieNames: [String] = [],
        extraRoots: [Data] = []
    ) throws {
        guard let origin = Self.origin(of: upstream) else {
            throw SandboxRecordingError.invalidUpstream(upstream.absoluteString)
        }
        self.upstream = origin
        self.output = output
        self.host = host
        self.requestedPort = port
        self.client = try UpstreamClient(extraRoots: extraRoots)
        var recording = SandboxRecording(upstream: origin)
        if FileManager.default.fileExists(atPath: output.path) {
            let existing = try SandboxRecording(contentsOf: output)
            guard existing.upstream == origin else {
                throw SandboxRecordingError.otherUpstream(path: output.path, recorded: existing.upstream, asked: origin)
            }
            recording = existing
        }
        redaction = RecordingRedaction(continuing: recording, ssoCookieNames: ssoCookieNames)
        linker = WalkLinker(walkCount: recording.exchanges.map(\.walk).max() ?? 0)
    }

    /// Starts listening and returns the proxy's base URL, which the client uses in place of the upstream's.
    public func start() async throws -> URL {
        if let running { return running.url }
        let handler = RecordingHandler(
            proxy: self, client: client, upstream: upstream, hostCheck: HostCheck(boundHost: host, allowed: []))
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
        redaction.recording
    }

    /// What the recorder has to say about what it recorded, in order: an exchange whose walk its ties left open,
    /// an exchange refused because a secret shape would have reached the file. No note holds a secret.
    public func recordingNotes() -> [String] {
        notes
    }

    /// The proxy's base URL while running.
    var baseURL: String? {
        running?.url.absoluteString
    }

    /// Adds an exchange to its walk (`WalkLinker`), scrubs the file with the final table and writes it (`0600`).
    func record(_ raw: RawExchange) throws {
        let (exchange, found) = redaction.read(raw)
        let (walk, note) = linker.walk(
            of: exchange, found: found, number: redaction.recording.exchanges.count + 1)
        if let note { notes.append(note) }
        do {
            try redaction.add(exchange, walk: walk)
        } catch {
            notes.append("an exchange of walk \(walk) was not recorded: \(error)")
            throw error
        }
        do {
            try PrivateFile.write(redaction.fileBytes, to: output)
        } catch {
            throw SandboxRecordingError.unwritable(path: output.path, reason: error.description)
        }
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
struct RecordingHandler: HTTPHandler {
    let proxy: RecordingProxy
    let client: UpstreamClient
    let upstream: String
    let hostCheck: HostCheck
    /// The largest request body forwarded.
    static let largestBody = 8 * 1_048_576

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // As the sandbox: a web page cannot reach the recorder through a name of its own (DNS rebinding).
        guard hostCheck.accepts(request.headers[.host]) else {
            return Self.failure(421, "The recorder answers loopback hosts only")
        }
        guard let base = await proxy.baseURL else { return Self.failure(503, "The recorder is stopping") }
        guard let url = Self.upstreamURL(upstream, for: request.target) else {
            return Self.failure(
                400, "The recorder forwards origin-form request targets (/path?query) to \(upstream) only")
        }
        guard (request.bodySequence.count ?? 0) <= Self.largestBody else {
            return Self.failure(413, "The request body exceeds \(Self.largestBody) bytes")
        }
        let toUpstream = OriginRewriter(from: base, to: upstream)
        let toClient = OriginRewriter(from: upstream, to: base)
        let body = try await request.bodyData
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
            method: request.method.rawValue, path: request.target.path(),
            query: FormURLEncoding.lenientPairs(request.target.query()), requestHeaders: headers,
            requestBody: sentBody, status: answer.status, responseHeaders: responseHeaders, responseBody: answer.body)
        do {
            try await proxy.record(raw)
        } catch {
            return Self.failure(500, "The exchange was not recorded: \(error)")
        }
        return SandboxHTTPHandler.httpResponse(
            from: SandboxResponse(
                status: answer.status,
                headers: toClient.rewriteResponseHeaders(responseHeaders).map { ($0.name, $0.value) },
                body: toClient.rewriteBody(answer.body)))
    }

    /// The upstream's URL for an origin-form request target (RFC 9112 §3.2.1: an absolute path and a query), on the
    /// upstream's scheme, host and port; `nil` for any other form (`http://other/…`, `@other.host/path`, `*`), and
    /// for a target that would name another host.
    static func upstreamURL(_ upstream: String, for target: HTTPRequest.Target) -> URL? {
        let path = target.path()
        guard path.hasPrefix("/"), !path.contains("\\"), !path.contains("@") || !path.hasPrefix("//"),
            let origin = URLComponents(string: upstream)
        else { return nil }
        var components = URLComponents()
        components.scheme = origin.scheme
        components.host = origin.host
        components.port = origin.port
        components.percentEncodedPath = path
        let query = target.query()
        if !query.isEmpty { components.percentEncodedQuery = query }
        guard let url = components.url, url.host == origin.host, url.port == origin.port, url.scheme == origin.scheme
        else { return nil }
        return url
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
