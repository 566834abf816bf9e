import Foundation
import OrchestrateBasics
import Yams

/// Reads a spec file into `YAMLNode`s: checks the bytes (UTF-8, size), runs `YAMLPreflight`, composes
/// with Yams (keeping every value's mark) on a large stack, and converts with a node budget so YAML
/// aliases cannot expand without bound.
public enum YAMLReader {
    /// The largest spec file read, in bytes.
    public static let maximumFileSize = 16 << 20
    /// The deepest value converted.
    static let maximumDepth = YAMLPreflight.maximumDepth

    /// The document of `source`, or the diagnostics that stopped it. An empty document is an error.
    public static func read(_ source: SpecSource) -> Result<YAMLNode, DiagnosticList> {
        ParallelFileWork.run { read(onLargeStack: source) }
    }

    /// `read`, on the calling thread, which must have the large stack of a `ParallelFileWork` thread.
    static func read(onLargeStack source: SpecSource) -> Result<YAMLNode, DiagnosticList> {
        let path = source.path
        if source.bytes.count > maximumFileSize {
            return .failure(
                DiagnosticList([
                    Diagnostic(
                        .error, "the file is larger than \(maximumFileSize >> 20) MiB",
                        at: source.start)
                ]))
        }
        guard let text = StrictUTF8.string(from: source.bytes) else {
            let (line, column) = firstInvalidUTF8(source.bytes)
            return .failure(
                DiagnosticList([
                    Diagnostic(
                        .error, "the file is not valid UTF-8",
                        at: SourceLocation(file: path, line: line, column: column))
                ]))
        }
        if let problem = YAMLPreflight.check(text) {
            return .failure(
                DiagnosticList([
                    Diagnostic(
                        .error, problem.message,
                        at: SourceLocation(file: path, line: problem.line, column: problem.column))
                ]))
        }
        let budget = source.bytes.count + 10_000
        switch compose(text, path: path, budget: budget) {
        case .success(let node?):
            return .success(node)
        case .success(nil):
            return .failure(
                DiagnosticList([
                    Diagnostic(
                        .error, "the file is empty; a spec starts with 'orchestrate: 1'", at: source.start)
                ]))
        case .failure(let diagnostics):
            return .failure(diagnostics)
        }
    }

    private static func compose(_ text: String, path: String, budget: Int) -> Result<YAMLNode?, DiagnosticList> {
        let root: Node?
        do {
            // The basic resolver resolves no tags with regular expressions (Yams' default resolver runs an
            // NSRegularExpression per scalar and per key hash); `ScalarKind.classify` does it by hand.
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            return .failure(DiagnosticList([diagnostic(for: error, path: path)]))
        } catch {
            return .failure(
                DiagnosticList([
                    Diagnostic(
                        .error, "cannot read YAML: \(error)",
                        at: SourceLocation(file: path, line: 1, column: 1))
                ]))
        }
        guard let root else { return .success(nil) }
        var converter = Converter(path: path, remaining: budget)
        guard let node = converter.convert(root, depth: 0) else {
            return .failure(DiagnosticList(converter.problems))
        }
        return .success(node)
    }

    /// Turns a Yams error into a diagnostic at its mark.
    static func diagnostic(for error: YamlError, path: String) -> Diagnostic {
        func at(_ mark: Mark?) -> SourceLocation {
            SourceLocation(file: path, line: max(1, mark?.line ?? 1), column: max(1, mark?.column ?? 1))
        }
        switch error {
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(.error, "duplicate key \(names) in a mapping", at: at(context.mark))
        case .scanner(let context, let problem, let mark, _):
            return Diagnostic(.error, "invalid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")", at: at(mark))
        case .parser(let context, let problem, let mark, _):
            return Diagnostic(.error, "invalid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")", at: at(mark))
        case .composer(let context, let problem, let mark, _):
            return Diagnostic(.error, "invalid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")", at: at(mark))
        case .reader(let problem, let offset, _, let yaml):
            return Diagnostic(
                .error, "invalid YAML: \(problem)", at: location(ofByte: offset ?? 0, in: yaml, path: path))
        default:
            return Diagnostic(.error, "invalid YAML: \(error)", at: at(nil))
        }
    }

    /// The 1-based line and column (in characters) of byte `offset` of `text`.
    static func location(ofByte offset: Int, in text: String, path: String) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        for scalar in text.unicodeScalars {
            if index >= offset { break }
            index += String(scalar).utf8.count
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The 1-based line and column (in bytes) of the first byte that breaks UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, index - lineStart + 1)
            }
            let end = index + length
            guard end <= bytes.count,
                StrictUTF8.string(from: bytes[index..<end]) != nil
            else {
                return (line, index - lineStart + 1)
            }
            if byte == 10 {
                line += 1
                lineStart = end
            }
            index = end
        }
        return (line, 1)
    }

    /// Converts Yams nodes, counting every value visited (aliases included) against a budget.
    private struct Converter {
        let path: String
        var remaining: Int
        var problems: [Diagnostic] = []

        init(path: String, remaining: Int) {
            self.path = path
            self.remaining = remaining
        }

        func location(_ node: Node) -> SourceLocation {
            SourceLocation(file: path, line: max(1, node.mark?.line ?? 1), column: max(1, node.mark?.column ?? 1))
        }

        mutating func convert(_ node: Node, depth: Int) -> YAMLNode? {
            remaining -= 1
            guard remaining >= 0 else {
                if problems.isEmpty {
                    problems.append(
                        Diagnostic(
                            .error, "the document expands to too many values (YAML aliases?); refused",
                            at: location(node)))
                }
                return nil
            }
            guard depth <= YAMLReader.maximumDepth else {
                if problems.isEmpty {
                    problems.append(
                        Diagnostic(
                            .error, "the document nests deeper than \(YAMLReader.maximumDepth) levels",
                            at: location(node)))
                }
                return nil
            }
            switch node {
            case .scalar(let scalar):
                return YAMLNode(.scalar(scalar.string, Self.kind(of: node, scalar)), at: location(node))
            case .mapping(let mapping):
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                pairs.reserveCapacity(mapping.count)
                for (key, value) in mapping {
                    guard let key = convert(key, depth: depth + 1), let value = convert(value, depth: depth + 1) else {
                        return nil
                    }
                    pairs.append((key, value))
                }
                return YAMLNode(.mapping(pairs), at: location(node))
            case .sequence(let sequence):
                var items: [YAMLNode] = []
                items.reserveCapacity(sequence.count)
                for item in sequence {
                    guard let item = convert(item, depth: depth + 1) else { return nil }
                    items.append(item)
                }
                return YAMLNode(.sequence(items), at: location(node))
            case .alias:
                problems.append(Diagnostic(.error, "unresolved YAML alias", at: location(node)))
                return nil
            }
        }

        static func kind(of node: Node, _ scalar: Node.Scalar) -> YAMLNode.ScalarKind {
            if scalar.style != .plain && scalar.style != .any { return .string }
            let explicit = scalar.tag.rawValue
            if explicit.isEmpty || explicit == "!" { return YAMLNode.ScalarKind.classify(scalar.string) }
            switch Tag.Name(rawValue: explicit) {
            case .bool: return .bool
            case .int: return .int
            case .float: return .float
            case .null: return .null
            default: return .string
            }
        }
    }
}

/// Diagnostics as an `Error`, for `Result`.
public struct DiagnosticList: Error, Sendable {
    /// The diagnostics.
    public var diagnostics: [Diagnostic]

    /// Wraps `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
