import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends HTTP/1.1 requests written byte for byte over a TCP socket on loopback: for headers an HTTP client
/// would set itself (`Host`), as a browser led by a rebound DNS name would send them.
enum RawHTTP {
    /// The status code of the answer to `GET path` sent to `127.0.0.1:port` with `host` as the `Host` header
    /// (none when `nil`); `nil` when no status line came back.
    static func status(port: UInt16, path: String, host: String?) async -> Int? {
        var request = "GET \(path) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        request += "Connection: close\r\n\r\n"
        // On a dispatch thread: a blocking read on one of Swift's few cooperative threads could starve the
        // server's own tasks.
        let bytes = Data(request.utf8)
        let text = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: exchange(port: port, request: bytes)) }
        }
        guard let line = text?.split(separator: "\r\n").first else { return nil }
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// Writes `request` and reads the answer's head (the server may keep the connection open), waiting at
    /// most 30 s for each read.
    private static func exchange(port: UInt16, request: Data) -> String? {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var wait = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { return nil }
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == request.count else { return nil }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536, received.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }
}
