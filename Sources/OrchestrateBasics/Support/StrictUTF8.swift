/// Bytes read as UTF-8 text only when every byte sequence is valid, for the deployment targets the package
/// declares (iOS 16, macOS 13): `String(validating:as:)` needs iOS 18 and macOS 15, and is not back-deployed.
package enum StrictUTF8 {
    /// The text `bytes` encode, or `nil` when they are not valid UTF-8 (an overlong form, a surrogate, a
    /// truncated sequence, a byte that never starts one).
    package static func string<Bytes: Collection<UInt8>>(from bytes: Bytes) -> String? {
        let invalid = transcode(
            bytes.makeIterator(), from: UTF8.self, to: UTF8.self,
            stoppingOnError: true
        ) { _ in }
        return invalid ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
