import Foundation
import OrchestrateBasics

/// A located problem with an export.
struct ExportProblem: Error {
    /// What is wrong, and where.
    var diagnostic: Diagnostic
}

/// The file an export came from and the JSON path of a tree (or flow) in it, which together locate a diagnostic.
struct ExportOrigin: Sendable {
    /// The file's path.
    var file: String
    /// The file's text, to find the line of a node id in.
    var text: String
    /// The JSON path of the tree object in the file: `trees.Login.tree` (frodo, multi-tree), `tree` (frodo,
    /// single tree) or `data` (an Amster `AuthTree`); of a DaVinci flow, `flows[1]` or empty (a single flow).
    var path: String

    /// The location of the first `"id"` in the file, or of its first line when the id is not there.
    func location(of id: String) -> SourceLocation {
        let needle = "\"\(id)\""
        guard let range = text.range(of: needle) else { return SourceLocation(file: file, line: 1, column: 1) }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                to: before.endIndex) + 1
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The JSON of `text`, or where it stops being JSON.
    static func parse(_ text: String, file: String) -> Result<JSON, ExportProblem> {
        do {
            return .success(try JSON.parse(text))
        } catch let error as JSONParseError {
            return .failure(
                ExportProblem(
                    diagnostic: Diagnostic(
                        .error, "the export is not JSON: \(error.reason)",
                        at: location(ofByte: error.offset, in: text, file: file))))
        } catch {
            return .failure(
                ExportProblem(
                    diagnostic: Diagnostic(
                        .error, "the export is not JSON", at: SourceLocation(file: file, line: 1, column: 1))))
        }
    }

    /// The line and column of byte `offset` of `text`.
    private static func location(ofByte offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == 10 {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
