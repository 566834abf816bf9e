import Foundation
#if canImport(os)
import os
#endif

/// Writes lines at or above `minimumLevel` to the platform's log: the unified log (`os.Logger`) on Apple
/// platforms, standard error elsewhere. `LogManager`'s ready loggers are made of it.
///
/// The lines the runtime writes are redacted before they reach a logger, so they are logged as public
/// text (readable in Console without a debugger attached). Do not hand it secrets of your own.
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

    /// Writes the line if its level is high enough.
    public func log(_ level: LogLevel, _ message: String) {
        guard level >= minimumLevel else { return }
        #if canImport(os)
        let logger = os.Logger(subsystem: subsystem, category: category)
        switch level {
        case .debug: logger.debug("\(message, privacy: .public)")
        case .info: logger.info("\(message, privacy: .public)")
        case .warning: logger.warning("\(message, privacy: .public)")
        case .error: logger.error("\(message, privacy: .public)")
        }
        #else
        ConsoleLogger(minimumLevel: minimumLevel).log(level, message)
        #endif
    }
}
