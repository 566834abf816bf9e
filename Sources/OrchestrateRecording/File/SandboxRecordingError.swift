/// Why a recording cannot be read, written or used.
public enum SandboxRecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(path: String, reason: String)
    /// The file cannot be written.
    case unwritable(path: String, reason: String)
    /// The file is not a recording this build reads; `reason` names the member at fault.
    case malformed(path: String, reason: String)
    /// The file is larger than ``SandboxRecording/maximumBytes``.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The file records another upstream than the one asked for.
    case otherUpstream(path: String, recorded: String, asked: String)
    /// The upstream URL is not an `http` or `https` origin.
    case invalidUpstream(String)
    /// The file still holds values today's rules take for secrets (it was recorded before a rule existed, or
    /// edited by hand): each finding says where and what, never the value.
    case holdsSecrets(path: String, findings: [String])

    /// A readable explanation, naming the file.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read the recording: \(reason)"
        case let .unwritable(path, reason): return "\(path): cannot write the recording: \(reason)"
        case let .malformed(path, reason): return "\(path): not a recording: \(reason)"
        case let .tooLarge(path, bytes, limit):
            return "\(path): the recording is \(bytes) bytes, more than the \(limit) a replay or an import reads"
        case let .otherUpstream(path, recorded, asked):
            return "\(path) records \(recorded), not \(asked): record another upstream into another file"
        case .invalidUpstream(let text):
            return "'\(text)' is not an upstream origin: give https://host[:port] (http only for a loopback host)"
        case let .holdsSecrets(path, findings):
            let shown = findings.prefix(20).map { "  \($0)" }.joined(separator: "\n")
            let more = findings.count > 20 ? "\n  … and \(findings.count - 20) more" : ""
            return """
                \(path) holds \(findings.count) value\(findings.count == 1 ? "" : "s") that today's rules take for \
                secrets:
                \(shown)\(more)
                Scrub it again with `orchestrate-sandbox scrub \(path)`, review it, and commit it again.
                """
        }
    }
}
