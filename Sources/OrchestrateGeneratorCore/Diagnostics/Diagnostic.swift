/// A position in a spec file: 1-based line and column, as Yams reports them.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's absolute path.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `/abs/path/File.flow.yaml:12:7`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A problem found in the specs (or the templates), printed the way Xcode and SwiftPM show it inline.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable {
        /// The run fails and writes nothing.
        case error
        /// Worth fixing; the run still succeeds.
        case warning
    }

    /// How bad it is.
    public var severity: Severity
    /// One sentence saying what is wrong.
    public var message: String
    /// Where it is.
    public var location: SourceLocation
    /// An optional fix-it hint, printed as a `note:` line at the same location.
    public var note: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, note: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.note = note
    }

    /// Orders by location, then message, so that output is stable however the checks ran.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return (lhs.note ?? "") < (rhs.note ?? "")
    }

    /// `/abs/File.flow.yaml:3:5: error: message`, then `/abs/File.flow.yaml:3:5: note: hint` when there is one.
    /// A control character in the message or the note (from a name in an export, say) is written as an
    /// escape, so that each diagnostic stays its one or two lines and nothing reaches the terminal.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(DiagnosticText.escaped(message))"
        if let note { text += "\n\(location): note: \(DiagnosticText.escaped(note))" }
        return text
    }
}

/// Collects diagnostics while the stages run; every stage reports into one and goes on, so a run shows
/// all problems at once.
public struct DiagnosticBag: Sendable {
    /// Everything reported so far, in report order.
    public private(set) var all: [Diagnostic] = []

    /// An empty bag.
    public init() {}

    /// Reports an error.
    public mutating func error(_ message: String, at location: SourceLocation, note: String? = nil) {
        all.append(Diagnostic(.error, message, at: location, note: note))
    }

    /// Reports a warning.
    public mutating func warning(_ message: String, at location: SourceLocation, note: String? = nil) {
        all.append(Diagnostic(.warning, message, at: location, note: note))
    }

    /// Adds diagnostics reported elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        all.append(contentsOf: other)
    }

    /// Whether any error was reported.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The diagnostics sorted by location and without repeats.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.sorted().filter { seen.insert($0).inserted }
    }
}
