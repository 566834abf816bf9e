/// A log line that knows which of its parts are values: the runtime writes its lines as `LogMessage`s, so
/// a logger that can keep values private (`SystemLogger` on Apple platforms, over `os.Logger`) marks
/// every interpolated value `.private`, and only the fixed wording is public.
///
/// ```swift
/// let line: LogMessage = "request: \(request)"           // the request is private
/// let other: LogMessage = "module '\(public: name)' ..."  // a name the code chose, public
/// ```
///
/// Loggers that keep lines as plain text get `description`, the whole line.
public struct LogMessage: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// One run of the line's text.
    public struct Segment: Sendable, Equatable {
        /// The text.
        public var text: String
        /// Whether it is a value that a privacy-aware logger must not show as public.
        public var isPrivate: Bool

        /// A run of `text`, private or not.
        public init(_ text: String, isPrivate: Bool) {
            self.text = text
            self.isPrivate = isPrivate
        }
    }

    /// The line's runs of text in order; neighbouring runs of the same privacy are joined.
    public private(set) var segments: [Segment] = []

    /// A line of fixed, public text.
    public init(stringLiteral value: String) {
        append(value, isPrivate: false)
    }

    /// A line built by interpolation: literals public, values private unless written `\(public: value)`.
    public init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.message
    }

    /// A line of `segments`.
    public init(segments: [Segment]) {
        for segment in segments { append(segment.text, isPrivate: segment.isPrivate) }
    }

    /// The whole line, values included.
    public var description: String { segments.map(\.text).joined() }

    /// The same line with `transform` applied to the text of every run.
    func mapText(_ transform: (String) -> String) -> LogMessage {
        LogMessage(segments: segments.map { Segment(transform($0.text), isPrivate: $0.isPrivate) })
    }

    private mutating func append(_ text: String, isPrivate: Bool) {
        guard !text.isEmpty else { return }
        if let last = segments.last, last.isPrivate == isPrivate {
            segments[segments.count - 1].text += text
        } else {
            segments.append(Segment(text, isPrivate: isPrivate))
        }
    }

    /// Builds a `LogMessage` from a string literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var message = LogMessage(segments: [])

        /// Makes room for a line of about `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends fixed text, which is public.
        public mutating func appendLiteral(_ literal: String) {
            message.append(literal, isPrivate: false)
        }

        /// Appends a value, which is private.
        public mutating func appendInterpolation(_ value: some Any) {
            message.append(String(describing: value), isPrivate: true)
        }

        /// Appends a value that is known to hold no user data (a module's name, a type name, a count),
        /// which is public.
        public mutating func appendInterpolation(public value: some Any) {
            message.append(String(describing: value), isPrivate: false)
        }
    }
}
