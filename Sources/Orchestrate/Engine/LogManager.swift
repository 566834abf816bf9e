import Foundation

/// Ready loggers under the names the Ping SDK uses: `config.logger = LogManager.standard`.
///
/// Each one replaces control characters in every line (as the workflow does with any logger), so text a
/// server sent cannot forge a line, and it only ever receives lines the runtime has already redacted.
public enum LogManager {
    /// Every line, debug included, to the unified log (Apple platforms) or standard error.
    public static let standard: any OrchestrateLogger = SanitizingLogger(SystemLogger(minimumLevel: .debug))
    /// Warnings and errors only, to the unified log (Apple platforms) or standard error.
    public static let warning: any OrchestrateLogger = SanitizingLogger(SystemLogger(minimumLevel: .warning))
    /// Nothing.
    public static let none: any OrchestrateLogger = SilentLogger()

    private static let global = Locked<any OrchestrateLogger>(SilentLogger())

    /// The app's logger, as the Ping SDK's `LogManager.logger`: ``none`` until the app sets it. Ping's app code
    /// sets it once (`LogManager.logger = LogManager.standard`) and passes it on (`config.logger =
    /// LogManager.logger`); a workflow logs to the logger its `config.logger` names.
    public static var logger: any OrchestrateLogger {
        get { global.current }
        set { global.withLock { $0 = newValue } }
    }
}

extension OrchestrateLogger {
    /// Writes a debug line (the Ping SDK's `d`).
    public func d(_ message: String) { log(.debug, message) }
    /// Writes an info line (the Ping SDK's `i`).
    public func i(_ message: String) { log(.info, message) }
    /// Writes a warning line (the Ping SDK's `w`), with the error's description when there is one (a
    /// `URLError`'s code and host, never its failing URL).
    public func w(_ message: String, error: (any Error)? = nil) { log(.warning, Self.line(message, error)) }
    /// Writes an error line (the Ping SDK's `e`), with the error's description when there is one (a
    /// `URLError`'s code and host, never its failing URL).
    public func e(_ message: String, error: (any Error)? = nil) { log(.error, Self.line(message, error)) }

    private static func line(_ message: String, _ error: (any Error)?) -> String {
        guard let error else { return message }
        let shown = ErrorText.shown(error)
        return message.isEmpty ? shown : "\(message): \(shown)"
    }
}
