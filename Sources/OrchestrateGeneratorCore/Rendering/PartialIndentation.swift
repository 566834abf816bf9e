/// Removes the indentation of standalone partial tags (a line that is only `    {{>Name}}`) from a
/// template's text before it is compiled.
///
/// Mustache indents every line a partial renders by the whitespace before its tag, and swift-mustache does
/// it by counting the characters of every piece the partial renders. The generated code does not need it:
/// `SourceFormatter` re-indents every line from its brackets and drops whatever whitespace a line started
/// with. So the indentation is only cost, and the output bytes are the same without it. (The template files
/// keep their indentation: it makes them readable.)
enum PartialIndentation {
    /// `text` with the leading spaces and tabs of each standalone partial tag's line removed.
    static func removed(from text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var line: [UInt8] = []
        for byte in text.utf8 {
            if byte == newline {
                append(line, to: &result)
                result.append(newline)
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
        }
        append(line, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    private static let newline = UInt8(ascii: "\n")

    /// Appends `line`, without its indentation when it is a standalone partial tag.
    private static func append(_ line: [UInt8], to result: inout [UInt8]) {
        let indentation = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        let rest = line[indentation...]
        result.append(contentsOf: indentation > 0 && isStandalonePartial(rest) ? rest : line[...])
    }

    /// Whether `line` (without its indentation) is one partial tag and optional trailing whitespace.
    static func isStandalonePartial(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.starts(with: "{{>".utf8), let close = line.firstRange(of: "}}".utf8) else { return false }
        return line[close.upperBound...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
