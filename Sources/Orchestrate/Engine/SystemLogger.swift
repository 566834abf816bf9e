import Foundation

#if canImport(os)
import os
#endif

/// Writes lines at or above `minimumLevel` to the platform's log: the unified log (`os.Logger`) on Apple
/// platforms, standard error elsewhere. `LogManager`'s ready loggers are made of it.
///
/// In the unified log the runtime's fixed wording is public and every value in a line (a request, a node,
/// an error's text) is `.private`: Console shows `<private>` in its place unless the device is attached to
/// a debugger or has a logging profile installed. A line given as a plain `String` is private as a whole,
/// as `os.Logger` treats any interpolated string.
public struct SystemLogger: OrchestrateLogger {
    /// The least important level written.
    public var minimumLevel: LogLevel
    /// The unified log's subsystem (Apple platforms).
    public var subsystem: String
    /// The unified log's category (Apple platforms).
    public var category: String

    /// Creates a logger writing `minimumLevel` and above under `subsystem` and `category`.
    public init(minimumLevel: LogLevel = .debug, subsystem: String = "Orchestrate", category: String = "workflow") {
        self.minimumLevel = minimumLevel
        self.subsystem = subsystem
        self.category = category
    }

    /// Writes the line, private as a whole, if its level is high enough.
    public func log(_ level: LogLevel, _ message: String) {
        log(level, message: LogMessage(segments: [.init(message, isPrivate: true)]))
    }

    /// Writes the line if its level is high enough: its wording public and its values private.
    public func log(_ level: LogLevel, message: LogMessage) {
        guard level >= minimumLevel else { return }
        #if canImport(os)
        UnifiedLog.write(message, as: level.osLogType, to: os.Logger(subsystem: subsystem, category: category))
        #else
        ConsoleLogger(minimumLevel: minimumLevel).log(level, message.description)
        #endif
    }
}

#if canImport(os)
extension LogLevel {
    /// The unified log's type for this level.
    var osLogType: OSLogType {
        switch self {
        case .debug: .debug
        case .info: .info
        case .warning: .default
        case .error: .error
        }
    }
}

/// Writes a `LogMessage` to `os.Logger`. Privacy in the unified log is fixed where a line is written, so
/// each shape of line (public wording with up to three values between) is written by its own call; the
/// values after a third, and the wording between them, are one private run.
enum UnifiedLog {
    static func write(_ message: LogMessage, as type: OSLogType, to logger: os.Logger) {
        let shape = UnifiedLogShape(message)
        let w = shape.wording
        let v = shape.values
        switch v.count {
        case 0:
            logger.log(level: type, "\(w[0], privacy: .public)")
        case 1:
            logger.log(level: type, "\(w[0], privacy: .public)\(v[0], privacy: .private)\(w[1], privacy: .public)")
        case 2:
            logger.log(
                level: type,
                """
                \(w[0], privacy: .public)\(v[0], privacy: .private)\(w[1], privacy: .public)\
                \(v[1], privacy: .private)\(w[2], privacy: .public)
                """)
        default:
            logger.log(
                level: type,
                """
                \(w[0], privacy: .public)\(v[0], privacy: .private)\(w[1], privacy: .public)\
                \(v[1], privacy: .private)\(w[2], privacy: .public)\(v[2], privacy: .private)\(w[3], privacy: .public)
                """)
        }
    }
}
#endif

/// A line as public wording around private values: `wording.count == values.count + 1`, with at most
/// three values (a fourth and later ones, with the wording between them, join the third).
struct UnifiedLogShape: Equatable {
    /// The public runs, the first and last possibly empty.
    var wording: [String] = [""]
    /// The private runs.
    var values: [String] = []

    /// The shape of `message`.
    init(_ message: LogMessage) {
        for segment in message.segments {
            if values.count == 3 {
                values[2] += segment.text
            } else if segment.isPrivate {
                values.append(segment.text)
                wording.append("")
            } else {
                wording[wording.count - 1] += segment.text
            }
        }
    }
}
