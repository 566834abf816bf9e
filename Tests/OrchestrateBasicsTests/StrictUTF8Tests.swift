import OrchestrateBasics
import Testing

/// Strict UTF-8 reading, as `String(validating:as:)` does on iOS 18 and macOS 15.
@Suite struct StrictUTF8Tests {
    @Test(arguments: ["", "plain", "é", "日本", "🙂 and \u{0}", "a\u{301}"])
    func validTextReadsAsItself(_ text: String) {
        #expect(StrictUTF8.string(from: Array(text.utf8)) == text)
        #expect(StrictUTF8.string(from: Array(text.utf8)[...]) == text, "a slice reads the same")
    }

    @Test(arguments: [
        [0xC0, 0xAF] as [UInt8], // an overlong "/"
        [0xED, 0xA0, 0x80], // a surrogate
        [0xE6, 0x97], // a truncated sequence
        [0x80], // a continuation byte alone
        [0xF5, 0x80, 0x80, 0x80], // above U+10FFFF
        [0x61, 0xFF, 0x62], // a byte that never starts a sequence
    ])
    func invalidBytesReadAsNil(_ bytes: [UInt8]) {
        #expect(StrictUTF8.string(from: bytes) == nil)
        if #available(macOS 15, iOS 18, *) {
            #expect(String(validating: bytes, as: UTF8.self) == nil, "the standard library agrees")
        }
    }
}
