/// Removes the indentation of standalone partial tags (a line that is only `    {{>Name}}`) from a
/// template's text before it is compiled.
///
/// Mustache indents every line a partial renders by the whitespace before its tag, and swift-mustache does
/// it by counting the characters of every piece the partial renders. The generated code does not need it:
/// `SourceFormatter` re-indents every line from its brackets and drops whatever whitespace a line started
/// with. So the indentation is only cost, and the output bytes are the same without it. (The template files
/// keep their indentation: it makes them readable.)
enum PartialIndentation {
    /// `text` with the leading spaces and tabs of each standalone partial tag's line removed. (Reads the
    /// bytes through a pointer, without generic algorithms: it runs at every start of a debug build.)
    static func removed(from text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
                var indentationEnd = lineStart
                while indentationEnd < lineEnd, isBlank(bytes[indentationEnd]) { indentationEnd += 1 }
                let keptFrom = indentationEnd > lineStart && isStandalonePartial(bytes, indentationEnd, lineEnd) ? indentationEnd : lineStart
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[keptFrom ..< lineEnd]))
                if lineEnd < bytes.count { result.append(newline) }
                lineStart = lineEnd + 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static let newline = UInt8(ascii: "\n")

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether the bytes from `start` to `end` are one partial tag (`{{>` … `}}`) and optional trailing
    /// whitespace.
    private static func isStandalonePartial(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 5, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: "{"),
              bytes[start + 2] == UInt8(ascii: ">") else { return false }
        var index = start + 3
        while index + 1 < end, !(bytes[index] == UInt8(ascii: "}") && bytes[index + 1] == UInt8(ascii: "}")) { index += 1 }
        guard index + 1 < end else { return false }
        index += 2
        while index < end, isBlank(bytes[index]) || bytes[index] == UInt8(ascii: "\r") { index += 1 }
        return index == end
    }
}
