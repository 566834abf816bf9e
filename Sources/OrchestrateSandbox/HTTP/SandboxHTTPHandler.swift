import FlyingFox
import Foundation

/// The FlyingFox handler of a sandbox server: reads the request (with a body size limit), journals
/// it, refuses a `Host` it does not answer for (``HostCheck``), answers from the caller's routes first, then from the AM endpoints for paths under `/am/`, then
/// from the DaVinci endpoints.
struct SandboxHTTPHandler: HTTPHandler {
    let routes: [SandboxRoute]
    let endpoints: DaVinciEndpoints
    let am: AMEndpoints
    let journal: Journal
    let maxBodySize: Int
    let hostCheck: HostCheck
    /// Set for a replaying server: it answers every request the routes do not.
    var replay: ReplayPlayer?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (body, length, tooLarge) = await readBody(of: request)
        var record = SandboxRecord(
            method: request.method.rawValue,
            path: request.path,
            // Form decoding (`+` is a space), not the URL's generic percent-decoding (which keeps `+`).
            query: FormURLEncoding.lenientPairs(request.target.query()),
            headers: request.headers
                .map { SandboxNameValue(name: $0.key.rawValue, value: $0.value) }
                .sorted { ($0.name.lowercased(), $0.value) < ($1.name.lowercased(), $1.value) },
            body: tooLarge ? Data() : body,
            bodyLength: length)
        // A replay journals each request with its answer's note, once it is known.
        if replay == nil { await journal.append(record) }

        let response: SandboxResponse
        if !hostCheck.accepts(request.headers[.host]) {
            // RFC 9110 §15.5.20: 421, this server does not answer for that authority.
            response = DaVinciEndpoints.failure(
                ProtocolError(
                    status: 421, code: "MISDIRECTED_REQUEST",
                    message: "The sandbox answers loopback hosts only; start it with --allow-host to accept another"))
        } else if tooLarge {
            response = DaVinciEndpoints.failure(
                ProtocolError(
                    status: 413, code: "REQUEST_TOO_LARGE",
                    message: "The request body exceeds \(maxBodySize) bytes"))
        } else if let route = routes.first(where: { $0.matches(record) }) {
            response = await route.handler(record)
        } else if let replay {
            let answer = await replay.respond(to: record)
            record.note = answer.mismatch
            response = answer.0
        } else if case let segments = SandboxPath.segments(of: record.path), AMEndpoints.handles(segments) {
            response = await am.respond(to: record, segments: segments)
        } else {
            response = await endpoints.respond(to: record)
        }
        if replay != nil { await journal.append(record) }
        if let delay = response.delay, delay > .zero {
            try? await Task.sleep(for: delay)
        }
        return Self.httpResponse(from: response)
    }

    /// Reads at most `maxBodySize` bytes and drains the rest, so the connection stays usable.
    private func readBody(of request: HTTPRequest) async -> (Data, Int, Bool) {
        var data = Data()
        var length = 0
        var tooLarge = (request.bodySequence.count ?? 0) > maxBodySize
        do {
            for try await chunk in request.bodySequence {
                length += chunk.count
                if length > maxBodySize { tooLarge = true }
                if !tooLarge { data.append(chunk) }
            }
        } catch {
            return (data, length, tooLarge)
        }
        return (data, max(length, request.bodySequence.count ?? 0), tooLarge)
    }

    static func httpResponse(from response: SandboxResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        for header in response.headers {
            let lowered = header.name.lowercased()
            if lowered == "content-length" || lowered == "transfer-encoding" { continue }
            headers.addValue(header.value, for: HTTPHeader(header.name))
        }
        return HTTPResponse(
            statusCode: HTTPStatusCode(response.status, phrase: reasonPhrase(for: response.status)),
            headers: headers, body: response.body)
    }

    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 303: return "See Other"
        case 304: return "Not Modified"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 413: return "Payload Too Large"
        case 415: return "Unsupported Media Type"
        case 421: return "Misdirected Request"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return "Status \(status)"
        }
    }
}
