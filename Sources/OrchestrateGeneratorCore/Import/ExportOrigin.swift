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

    /// The location of the first `"id"` in the file, or of its first line when the id is not there. The
    /// search runs over the UTF-8 bytes (a diagnostic may be located at every node of a large export);
    /// the column counts characters, as an editor shows them.
    func location(of id: String) -> SourceLocation {
        let needle = Array("\"\(id)\"".utf8)
        let utf8 = text.utf8
        guard let offset = Self.firstOffset(of: needle, in: utf8) else {
            return SourceLocation(file: file, line: 1, column: 1)
        }
        let (line, lineStart) = Self.line(ofByte: offset, in: text)
        let start = utf8.index(utf8.startIndex, offsetBy: lineStart)
        let match = utf8.index(utf8.startIndex, offsetBy: offset)
        return SourceLocation(file: file, line: line, column: text[start..<match].count + 1)
    }

    /// The byte offset of the first occurrence of `needle` in `haystack`.
    private static func firstOffset(of needle: [UInt8], in haystack: String.UTF8View) -> Int? {
        haystack.withContiguousStorageIfAvailable { firstOffset(of: needle, in: $0) }
            ?? Array(haystack).withUnsafeBufferPointer { firstOffset(of: needle, in: $0) }
    }

    /// The byte offset of the first occurrence of `needle` in `bytes`.
    private static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var position = 0
        while position <= bytes.count - needle.count {
            if bytes[position] == first,
                UnsafeBufferPointer(rebasing: bytes[position..<position + needle.count])
                    .elementsEqual(needle)
            {
                return position
            }
            position += 1
        }
        return nil
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

    /// The line and column (in bytes) of byte `offset` of `text`.
    private static func location(ofByte offset: Int, in text: String, file: String) -> SourceLocation {
        let (line, start) = line(ofByte: offset, in: text)
        return SourceLocation(file: file, line: line, column: offset - start + 1)
    }

    /// The line of byte `offset` of `text`, and the byte offset that line starts at.
    private static func line(ofByte offset: Int, in text: String) -> (line: Int, start: Int) {
        var line = 1
        var start = 0
        for (position, byte) in text.utf8.prefix(offset).enumerated() where byte == 10 {
            line += 1
            start = position + 1
        }
        return (line, start)
    }
}
