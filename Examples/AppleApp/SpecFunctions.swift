import Orchestrate

// The app functions that Examples/Specs call (`call: AuditLog.record`, `check: StoredSession.check`), as an
// app declares them. StrictSettingsTests compiles the generated code with this file too.

enum AuditLog {
    static func record(_ flow: FlowContext, _ node: any Node) async throws -> any Node { node }
}

enum StoredSession {
    static func check(_ workflow: Workflow) async throws -> GuardedSignInFlow.StoredSessionResult { .missing }
}
