import Foundation

/// How important a log line is.
public enum LogLevel: Int, Sendable, Comparable {
    /// Step-by-step detail.
    case debug
    /// Notable events.
    case info
    /// Something unexpected that the flow survived.
    case warning
    /// Something that failed.
    case error

    /// Orders levels by importance.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where the runtime writes log lines. Bridge it to `os.Logger` or swift-log in an app.
///
/// The runtime never passes secrets to a logger: request bodies, cookies and `Authorization` headers are
/// redacted before a line is made.
public protocol OrchestrateLogger: Sendable {
    /// Writes one line.
    func log(_ level: LogLevel, _ message: String)
    /// Writes one line whose values are marked (`LogMessage`): the runtime writes every line this way. By
    /// default it writes `message.description` with `log(_:_:)`; a logger that can keep values private
    /// (as `SystemLogger` does on Apple platforms) implements it.
    func log(_ level: LogLevel, message: LogMessage)
}

extension OrchestrateLogger {
    /// Writes the whole line with `log(_:_:)`.
    public func log(_ level: LogLevel, message: LogMessage) {
        log(level, message.description)
    }
}

/// Writes lines at or above `minimumLevel` to standard error.
public struct ConsoleLogger: OrchestrateLogger {
    /// The least important level written.
    public var minimumLevel: LogLevel

    /// Creates a logger.
    public init(minimumLevel: LogLevel = .warning) {
        self.minimumLevel = minimumLevel
    }

    /// Writes the line to standard error if its level is high enough.
    public func log(_ level: LogLevel, _ message: String) {
        guard level >= minimumLevel else { return }
        FileHandle.standardError.write(Data("[orchestrate] \(level): \(message)\n".utf8))
    }
}

/// Discards every line.
public struct SilentLogger: OrchestrateLogger {
    /// Creates a logger that writes nothing.
    public init() {}
    /// Does nothing.
    public func log(_ level: LogLevel, _ message: String) {}
}
