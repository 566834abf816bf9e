import Foundation

/// Ids that are the same on every run for the same name: default connection and flow ids, subjects.
enum StableID {
    /// A 32-character lower-case hex id derived from `text` (two FNV-1a hashes).
    static func hex(for text: String) -> String {
        func fnv1a(_ seed: UInt64) -> UInt64 {
            var hash: UInt64 = seed
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
        return padded(fnv1a(0xcbf2_9ce4_8422_2325)) + padded(fnv1a(0x8422_2325_cbf2_9ce4))
    }

    private static func padded(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
