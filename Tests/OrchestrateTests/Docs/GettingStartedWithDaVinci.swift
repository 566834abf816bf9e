// The first Swift block of the "Getting started with DaVinci" article
// (Sources/Orchestrate/Orchestrate.docc/GettingStartedWithDaVinci.md), word for word, with its own import;
// GettingStartedWithDaVinciExampleTests runs it against the sandbox.
import Orchestrate

/// Signs `alice` in through the DaVinci flow that starts at `startURL` (the sandbox's is
/// "http://127.0.0.1:8080/sandbox/as/authorize") and returns the node the flow ends on.
func signIn(startURL: String) async -> any Node {
    let workflow = DaVinci.createDaVinci { config in
        config.timeout = 30
        config.configure(DaVinciModule.config) { $0.startURL = startURL }
        config.configure(CustomHeaderModule.config) { $0.headerValue = "my-app/1.0" }
    }

    var node = await workflow.start()
    while let form = node as? ContinueNode {
        form.collector(TextCollector.self, key: "username")?.value = "alice"
        form.collector(PasswordCollector.self, key: "password")?.value = "Passw0rd!"
        form.collector(TextCollector.self, key: "otp")?.value = "123456" // the one-time code form's field
        form.collector(SubmitCollector.self, key: "submit")?.press()
        node = await form.next()
        if let error = node as? ErrorNode {
            print(error.message) // error.continueNode to retry
            break
        }
    }
    if let success = node as? SuccessNode {
        print("signed in; authorization code received:", success.session != nil)
    }
    return node
}
