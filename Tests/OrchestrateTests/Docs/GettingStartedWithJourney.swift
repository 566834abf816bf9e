// The first Swift block of the "Getting started with Journey" article
// (Sources/Orchestrate/Orchestrate.docc/GettingStartedWithJourney.md), word for word, with its own import;
// GettingStartedWithJourneyExampleTests runs it against the sandbox.
import Orchestrate

/// Signs `alice` in with the journey `Login` of the AM at `serverUrl` (such as "https://am.example.com/am"; the
/// sandbox's is "http://127.0.0.1:8080/am"), then out again. Returns the SSO token and the one that was stored.
func signIn(serverUrl: String, password: String) async -> (token: String?, stored: String?) {
    let journey = Journey.createJourney { config in
        config.serverUrl = serverUrl // required: AM's base URL with its context path
        config.realm = "alpha" // default "root"
        config.cookie = "iPlanetDirectoryPro" // the SSO token's header name (the default)
        config.timeout = 30 // and debug, logger, module(...) as in every workflow
    }
    var node = await journey.start("Login") // authIndexType=service&authIndexValue=Login
    node = await journey.start("Login") { options in // or with options, which start it again
        options.forceAuth = true // &ForceAuth=true: a new sign-in, even with a session
        options.noSession = false // true: &noSession=true, no SSO session
    }
    while let step = node as? ContinueNode {
        step.callback(NameCallback.self)?.name = "alice" // or (step.callbacks[0] as? NameCallback)?.name
        step.callback(PasswordCallback.self)?.password = password
        step.callback(ChoiceCallback.self)?.selectedIndex = 0 // the sandbox's second factor: a one-time code
        step.callback(TextInputCallback.self)?.text = "123456"
        node = await step.next()
    }
    if let error = node as? ErrorNode { print(error.message) } // 401 "Login failure": start again
    let token = (node as? SuccessNode)?.session // the tokenId
    let stored = await journey.session()?.value // the stored SSO token: the same
    _ = await journey.signOff() // logs the session out
    return (token, stored)
}
