import Orchestrate

// The "Apple platforms" article (Sources/Orchestrate/Orchestrate.docc/ApplePlatforms.md): the unified log.

/// Every line of the workflow to the unified log under the app's subsystem: the wording public, every
/// value (a request, a node, an error) private.
func makeLoggedJourney() -> Journey {
    Journey.createJourney { config in
        config.serverUrl = "https://openam.example.com/am"
        config.realm = "alpha"
        config.logger = SystemLogger(minimumLevel: .info, subsystem: "com.example.app", category: "sign-in")
    }
}

/// The app's own lines, through the same logger the Ping SDK's names give.
func logSignIn(succeeded: Bool) {
    LogManager.standard.i("sign-in finished")
    if !succeeded { LogManager.warning.w("sign-in failed") }
}
