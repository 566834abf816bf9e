import Foundation

/// The logger a workflow hands its modules: every line reaches the app's logger as one line, control
/// characters (CR, LF, ESC…) replaced, so text a server put in an error cannot forge a log line or a
/// terminal escape, whatever path it took.
struct SanitizingLogger: OrchestrateLogger {
    /// The app's logger.
    let base: any OrchestrateLogger

    init(_ base: any OrchestrateLogger) {
        self.base = (base as? SanitizingLogger)?.base ?? base
    }

    /// Writes `message` to the app's logger with control characters replaced.
    func log(_ level: LogLevel, _ message: String) {
        base.log(level, LogText.sanitized(message, limit: 4_000))
    }

    /// Writes `message` to the app's logger with control characters replaced in each of its runs.
    func log(_ level: LogLevel, message: LogMessage) {
        base.log(level, message: message.mapText { LogText.sanitized($0, limit: 4_000) })
    }
}
