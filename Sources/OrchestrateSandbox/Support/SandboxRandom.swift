import Foundation

/// Fresh identifiers and tokens for interactions, codes and sessions.
enum SandboxRandom {
    /// A lower-case UUID, like DaVinci's interaction ids and codes.
    static func uuid() -> String {
        UUID().uuidString.lowercased()
    }

    /// `byteCount` random bytes as lower-case hex (interaction tokens are 128 bytes in the fixtures).
    static func hex(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        text.reserveCapacity(byteCount * 2)
        for _ in 0..<byteCount {
            let byte = UInt8.random(in: 0...255, using: &generator)
            text += String(byte, radix: 16).leftPadded(to: 2)
        }
        return text
    }

    /// A stable 32-character hex id derived from `text` (FNV-1a), for default connection/flow ids.
    static func stableHex(for text: String) -> String {
        func fnv1a(_ seed: UInt64) -> UInt64 {
            var hash: UInt64 = seed
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
        return String(fnv1a(0xcbf2_9ce4_8422_2325), radix: 16).leftPadded(to: 16)
            + String(fnv1a(0x8422_2325_cbf2_9ce4), radix: 16).leftPadded(to: 16)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
