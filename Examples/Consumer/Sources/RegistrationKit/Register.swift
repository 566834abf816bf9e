import Orchestrate

/// The app's registration, written against the committed `RegisterFlow` and its typed form.
public enum Register {
    /// Registers `username` at `startURL` (the registration flow's authorize URL). Returns `nil` once
    /// registered, else every problem the form's validation or the server reported.
    public static func run(startURL: String, username: String, email: String, password: String) async -> [String]? {
        let node = await RegisterFlow.workflow(startURL: startURL).start()
        guard case .register(let form) = RegisterFlow.Step(node) else { return ["no registration form: \(node)"] }
        form.username.value = username
        form.email?.value = email
        form.password.value = password
        let problems = form.node.validate()
        guard problems.isEmpty else { return problems.map { "\($0.key): \($0.errors)" } }
        switch RegisterFlow.Step(await form.submit(\.submit)) {
        case .done:
            return nil
        case .error(let error):
            return [error.message]
        case let other:
            return ["unexpected \(other)"]
        }
    }
}
