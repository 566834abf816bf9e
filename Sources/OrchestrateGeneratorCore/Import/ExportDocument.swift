import Foundation
import OrchestrateBasics

/// An export file, read once: its path, its JSON, and an index of where its lines start and where its
/// members are, built the first time a diagnostic is located in it (an import with nothing to say never pays
/// for it), so that any number of diagnostics are located without reading the text again.
struct ExportDocument: Sendable {
    /// The file's path.
    let file: String
    /// The file's JSON.
    let json: JSON
    /// The file's bytes and the index of its lines and members.
    private let index: Index

    /// The bytes of a file and, once asked for, where its lines start and where its members are. Shared by
    /// every copy of the document; the index is built once, under `Locked`'s lock.
    private final class Index: Sendable {
        /// The file's bytes, for the character column of a location.
        let bytes: [UInt8]
        private let built = Locked<(lineStarts: [Int], positions: JSONPositions)?>(nil)

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The line starts and member positions, built on the first call.
        var lookup: (lineStarts: [Int], positions: JSONPositions) {
            built.withLock { built in
                if let built { return built }
                let made = (lineStarts: ExportDocument.lineStarts(of: bytes), positions: JSONPositions(bytes))
                built = made
                return made
            }
        }
    }

    /// Reads `text` of `file`: a located error when it is not JSON.
    static func read(file: String, text: String) -> Result<ExportDocument, ExportProblem> {
        let bytes = Array(text.utf8)
        let json: JSON
        do {
            json = try JSON.parse(Data(bytes))
        } catch let error as JSONParseError {
            let lines = lineStarts(of: bytes)
            return .failure(
                ExportProblem(
                    diagnostic: Diagnostic(
                        .error, "the export is not JSON: \(error.reason)",
                        at: location(ofByte: error.offset, in: bytes, lines: lines, file: file, characters: false))))
        } catch {
            return .failure(
                ExportProblem(
                    diagnostic: Diagnostic(
                        .error, "the export is not JSON", at: SourceLocation(file: file, line: 1, column: 1))))
        }
        return .success(ExportDocument(file: file, json: json, index: Index(bytes)))
    }

    /// A document of `json` that is in no file (a test's, or one made from several files): every
    /// location is its first line.
    init(file: String, json: JSON) {
        self.init(file: file, json: json, index: Index([]))
    }

    private init(file: String, json: JSON, index: Index) {
        self.file = file
        self.json = json
        self.index = index
    }

    /// The location of the member at `path`, else of the nearest member above it that is recorded, else the
    /// file's first line. The column counts characters, as an editor shows them.
    func location(of path: [JSONPathStep]) -> SourceLocation {
        let (lineStarts, positions) = index.lookup
        var path = path
        while !path.isEmpty {
            if let offset = positions.offset(of: path) {
                return Self.location(ofByte: offset, in: index.bytes, lines: lineStarts, file: file, characters: true)
            }
            path.removeLast()
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    /// The byte offset each line of `bytes` starts at.
    fileprivate static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// The line and column of byte `offset`: the column in characters, or in bytes (where the text may not be
    /// valid UTF-8 up to it).
    private static func location(ofByte offset: Int, in bytes: [UInt8], lines: [Int], file: String, characters: Bool)
        -> SourceLocation
    {
        // The last line start at or before the offset.
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lines[low]
        let end = min(max(offset, start), bytes.count)
        let column = characters ? String(decoding: bytes[start..<end], as: UTF8.self).count : end - start
        return SourceLocation(file: file, line: low + 1, column: column + 1)
    }
}

/// A place in an export: the document and the JSON path of a tree, flow or node in it, which locate a
/// diagnostic and name the place in its message.
struct ExportPlace: Sendable {
    /// The document.
    var document: ExportDocument
    /// The path to the place.
    var path: [JSONPathStep]

    /// The document's file.
    var file: String { document.file }

    /// Where the place starts in the file.
    var location: SourceLocation { document.location(of: path) }

    /// The place of the member at `steps` below this one.
    func appending(_ steps: JSONPathStep...) -> ExportPlace {
        appending(path: steps)
    }

    /// The place of the member at `steps` below this one.
    func appending(path steps: [JSONPathStep]) -> ExportPlace {
        ExportPlace(document: document, path: path + steps)
    }

    /// The path as a message writes it: `trees.Login.nodes.<id>`, `flows[1].graphData`.
    var pathText: String {
        var text = path.map(\.description).joined()
        if text.hasPrefix(".") { text.removeFirst() }
        return DiagnosticText.clean(text)
    }
}

/// A located problem with an export.
struct ExportProblem: Error {
    /// What is wrong, and where.
    var diagnostic: Diagnostic
}

extension JSON {
    /// The value at `steps` below this one, or `nil` where the document has none.
    subscript(steps steps: [JSONPathStep]) -> JSON? {
        var value: JSON? = self
        for step in steps {
            switch step {
            case .key(let key): value = value?[key]
            case .index(let index): value = value?[index]
            }
        }
        return value
    }
}

extension ExportPlace {
    /// The value at the place.
    var json: JSON? { document.json[steps: path] }
}
