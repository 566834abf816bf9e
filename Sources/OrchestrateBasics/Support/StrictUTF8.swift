import Foundation

/// Bytes read as UTF-8 text only when every byte sequence is valid, for the deployment targets the package
/// declares (iOS 16, macOS 13): `String(validating:as:)` needs iOS 18 and macOS 15, and is not back-deployed.
package enum StrictUTF8 {
    /// The text `bytes` encode, or `nil` when they are not valid UTF-8 (an overlong form, a surrogate, a
    /// truncated sequence, a byte that never starts one).
    package static func string<Bytes: Collection<UInt8>>(from bytes: Bytes) -> String? {
        // Decoding repairs what is not UTF-8 with U+FFFD, so the text's own bytes differ from the input's
        // exactly when the input was not valid. A contiguous array takes the decoder's fast path.
        let array = Array(bytes)
        var text = String(decoding: array, as: UTF8.self)
        let unchanged = text.withUTF8 { decoded in
            decoded.count == array.count
                && array.withUnsafeBufferPointer { original in
                    guard let left = decoded.baseAddress, let right = original.baseAddress else { return true }
                    return memcmp(left, right, original.count) == 0
                }
        }
        return unchanged ? text : nil
    }
}
