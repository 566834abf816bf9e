import Foundation

/// A line of a flow graph's text that does not parse, with its 1-based number.
public struct FlowGraphTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line, counted from 1.
    public let line: Int
    /// What is wrong with it.
    public let message: String

    /// "line N: message".
    public var description: String { "line \(line): \(message)" }
}

extension FlowGraph where Name: RawRepresentable, Name.RawValue == String {
    /// The graph of `text`, starting at `start`. The text has a line per step, `name kind` (`form`,
    /// `operation`, `success` or `error`), each followed by the segues that leave it in the order they are
    /// tested, `-> target [when condition [and condition]…] [retry limit]`, written as
    /// `SegueCondition.description` writes them:
    ///
    /// ```text
    /// signIn form
    ///   -> register when form register and button "register"
    ///   -> signIn when error 401 retry 2
    ///   -> done when success
    /// done success
    /// ```
    ///
    /// Indentation, blank lines and `\r` mean nothing; the text is read by Unicode scalars, so a combining
    /// mark after a quote or a space does not hide it. Throws the first line that does not parse; a start
    /// step the text does not list is an error of line 1.
    public init(start: Name, text: String) throws(FlowGraphTextError) {
        var steps: [Name: StepKind] = [:]
        var segues: [(segue: Segue, line: Int)] = []
        var source: Name?
        for (offset, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        {
            var reader = FlowGraphLineReader(line: offset + 1, text: line)
            guard let first = try reader.word() else { continue }
            if first == "->" {
                guard let from = source else { throw reader.error("a segue comes before any step") }
                segues.append((try reader.segue(from: from), offset + 1))
            } else {
                let name: Name = try reader.name(first)
                guard steps[name] == nil else { throw reader.error("step '\(first)' is listed twice") }
                steps[name] = try reader.stepKind()
                try reader.end()
                source = name
            }
        }
        guard steps[start] != nil else {
            throw FlowGraphTextError(line: 1, message: "the start step '\(start.rawValue)' is not in the graph")
        }
        for (segue, line) in segues where steps[segue.target] == nil {
            throw FlowGraphTextError(
                line: line, message: "'\(segue.target.rawValue)' is a step of this flow but not of the graph")
        }
        self.init(start: start, steps: steps, segues: segues.map(\.segue))
    }

    /// The graph of `text` as `orchestrate-gen` writes it into a flow's `graph`. Text that does not parse
    /// stops the program with the line at fault: generated code is not input, and a text this runtime
    /// cannot read means the code and the runtime come from different versions.
    ///
    /// Only generated code uses it; import it with `@_spi(Generated) import Orchestrate`.
    @_spi(Generated)
    public init(start: Name, _ text: String) {
        do {
            try self.init(start: start, text: text)
        } catch {
            preconditionFailure(
                "a generated flow graph does not parse (\(error)); regenerate it with the orchestrate-gen of this Orchestrate version"
            )
        }
    }

    /// The graph as `init(start:text:)` reads it: each step (the start first, then in the order the segues
    /// leave them, then the others by name) followed by the segues that leave it. It reads back to an equal
    /// graph when each step's segues are next to each other in `segues` (as in generated graphs) and step
    /// names have no spaces; a condition reads back to an equal one up to how `.all` nests.
    public var text: String {
        var order: [Name] = [start]
        for segue in segues where !order.contains(segue.source) { order.append(segue.source) }
        order += steps.keys.filter { !order.contains($0) }.sorted { $0.rawValue < $1.rawValue }
        var lines: [String] = []
        for name in order {
            guard let kind = steps[name] else { continue }
            lines.append("\(name.rawValue) \(kind.word)")
            for segue in segues where segue.source == name {
                var line = "  -> \(segue.target.rawValue)"
                if segue.condition != .always { line += " when \(segue.condition)" }
                if let limit = segue.retryLimit { line += " retry \(limit)" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension FlowGraph.StepKind {
    /// The kind's word in a graph's text.
    var word: String {
        switch self {
        case .form: "form"
        case .operation: "operation"
        case .success: "success"
        case .error: "error"
        }
    }
}

/// Reads one line of a flow graph's text, a word, a quoted JSON string or a JSON array or object at a
/// time, by Unicode scalars.
private struct FlowGraphLineReader {
    /// The line's number, for errors.
    let line: Int
    /// What is left of the line.
    var rest: Substring.UnicodeScalarView

    init(line: Int, text: Substring.UnicodeScalarView) {
        self.line = line
        rest = text
    }

    func error(_ message: String) -> FlowGraphTextError {
        FlowGraphTextError(line: line, message: message)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r"
    }

    /// The first scalar of the next word, without reading it.
    var next: Unicode.Scalar? { rest.first { !Self.isSpace($0) } }

    /// The next word (a quoted string with its quotes, a JSON array or object with its brackets), or `nil`
    /// at the end of the line.
    mutating func word() throws(FlowGraphTextError) -> String? {
        rest = rest.drop(while: Self.isSpace)
        guard let first = rest.first else { return nil }
        let end =
            switch first {
            case "\"": try endOfString(openingAt: rest.startIndex)
            case "[", "{": try endOfContainer()
            default: rest.firstIndex(where: Self.isSpace) ?? rest.endIndex
            }
        defer { rest = rest[end...] }
        return String(String.UnicodeScalarView(rest[..<end]))
    }

    /// The index after the JSON string whose opening quote is at `start`.
    private func endOfString(openingAt start: String.UnicodeScalarView.Index) throws(FlowGraphTextError)
        -> String.UnicodeScalarView.Index
    {
        var index = rest.index(after: start)
        var escaped = false
        while index < rest.endIndex {
            let scalar = rest[index]
            index = rest.index(after: index)
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                return index
            }
        }
        throw error("a quoted string is not closed")
    }

    /// The index after the JSON array or object that opens the rest of the line.
    private func endOfContainer() throws(FlowGraphTextError) -> String.UnicodeScalarView.Index {
        var index = rest.startIndex
        var depth = 0
        while index < rest.endIndex {
            let scalar = rest[index]
            if scalar == "\"" {
                index = try endOfString(openingAt: index)
                continue
            }
            index = rest.index(after: index)
            if scalar == "[" || scalar == "{" {
                depth += 1
            } else if scalar == "]" || scalar == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        throw error("a JSON value is not closed")
    }

    /// The next word, which must be there: `what` names it in the error.
    mutating func required(_ what: String) throws(FlowGraphTextError) -> String {
        guard let word = try word() else { throw error("\(what) is missing") }
        return word
    }

    /// The next word as a quoted JSON string's text.
    mutating func quoted(_ what: String) throws(FlowGraphTextError) -> String {
        guard case .string(let text)? = try value(what) else { throw error("\(what) must be a quoted string") }
        return text
    }

    /// The next word as JSON: a quoted string, a number, `true`, `false`, `null`, an array or an object.
    mutating func value(_ what: String) throws(FlowGraphTextError) -> JSON? {
        let word = try required(what)
        return try? JSON.parse(word)
    }

    /// Throws when anything is left on the line.
    mutating func end() throws(FlowGraphTextError) {
        if let extra = try word() { throw error("unexpected '\(extra)'") }
    }

    /// `word` as a step name of the graph's `Name` type.
    func name<Name: RawRepresentable>(_ word: String) throws(FlowGraphTextError) -> Name where Name.RawValue == String {
        guard let name = Name(rawValue: word) else { throw error("'\(word)' is not a step of this flow") }
        return name
    }

    mutating func stepKind<Name>() throws(FlowGraphTextError) -> FlowGraph<Name>.StepKind {
        switch try required("the step's kind") {
        case "form": .form
        case "operation": .operation
        case "success": .success
        case "error": .error
        case let other: throw error("'\(other)' is not a step kind (form, operation, success, error)")
        }
    }

    /// The rest of a `->` line.
    mutating func segue<Name: RawRepresentable>(from source: Name) throws(FlowGraphTextError) -> FlowGraph<Name>.Segue
    where Name.RawValue == String {
        let target: Name = try name(try required("the segue's target"))
        var conditions: [SegueCondition] = []
        var retryLimit: Int?
        var next = try word()
        if next == "when" {
            repeat {
                conditions.append(try condition())
                next = try word()
            } while next == "and"
        }
        if next == "retry" {
            guard let limit = Int(try required("the retry limit")), limit > 0 else {
                throw error("the retry limit must be a positive number")
            }
            retryLimit = limit
            next = try word()
        }
        if let next { throw error("unexpected '\(next)'") }
        let condition: SegueCondition =
            switch conditions.count {
            case 0: .always
            case 1: conditions[0]
            default: .all(conditions)
            }
        return FlowGraph<Name>.Segue(from: source, to: target, when: condition, retryLimit: retryLimit)
    }

    /// One condition, as `SegueCondition.description` writes it.
    mutating func condition() throws(FlowGraphTextError) -> SegueCondition {
        switch try required("a condition") {
        case "always": return .always
        case "success": return .succeeded
        case "failure": return .failed
        case "failedPolicies": return .failedPolicies
        case "form": return .reaches(try required("the step of 'form'"))
        case "button": return .button(try quoted("the key of 'button'"))
        case "result": return .result(try quoted("the result"))
        case "field":
            let key = try quoted("the key of 'field'")
            guard try required("'='") == "=" else { throw error("'field' needs '=' after its key") }
            guard let value = try value("the value of 'field'") else {
                throw error("the value of 'field' must be JSON")
            }
            return .field(key, equals: value)
        case "error":
            var status: Int?
            var code: String?
            if let first = next, first == "-" || ("0"..."9").contains(first) {
                status = Int(try required("the status"))
                guard status != nil else { throw error("the status of 'error' must be a whole number") }
            }
            if next == "\"" { code = try quoted("the code") }
            return .error(status: status, code: code)
        case let other:
            throw error("'\(other)' is not a condition")
        }
    }
}
