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
        guard text.contains("{{>") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return isStandalonePartial(trimmed) ? trimmed : line
        }.joined(separator: "\n")
    }

    /// Whether `line` (without its indentation) is one partial tag and optional trailing whitespace.
    static func isStandalonePartial(_ line: Substring) -> Bool {
        guard line.hasPrefix("{{>"), let close = line.firstRange(of: "}}") else { return false }
        return line[close.upperBound...].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }
}
