import Foundation

/// Which hosts are this machine's own: the one rule the runtime (plain `http` allowed only to them) and the
/// sandbox (the hosts it answers, the upstream a recorder may reach without TLS) share.
package enum LoopbackHost {
    /// Whether `host` is `localhost`, an IPv4 address in `127.0.0.0/8` (dotted decimal, no leading zeros
    /// beyond three digits) or `::1`, ignoring case and the brackets of an IPv6 literal.
    package static func contains(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = octets.compactMap { $0.count <= 3 ? UInt8($0) : nil }
        return octets.count == 4 && numbers.count == 4 && numbers[0] == 127
    }
}
