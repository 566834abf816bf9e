// Plain code of the AuthenticationServices handlers, tested on every platform. Like every file of this folder
// it is also compiled on its own by AppleShimCheckTests (against a stand-in AuthenticationServices, with
// -D ORCHESTRATE_APPLE_SHIM_CHECK), so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif

/// The names of `ASAuthorizationError` codes other than canceled (1001), from the SDK's `ASAuthorizationError.h`.
private let authorizationErrorNames = [
    1000: "unknown", 1002: "invalidResponse", 1003: "notHandled", 1004: "failed", 1005: "notInteractive",
    1006: "matchedExcludedCredential",
]

/// `ASAuthorizationError.<name>` for `code`, or the number when the SDK names it not.
private func authorizationErrorName(_ code: Int) -> String {
    "ASAuthorizationError.\(authorizationErrorNames[code] ?? String(code))"
}

extension FidoError {
    /// The error for an `ASAuthorizationError` whose `code.rawValue` is `code` (1001 is canceled):
    /// `.cancelled` for canceled, otherwise `.authenticatorFailed` naming the code.
    init(authorizationErrorCode code: Int) {
        self = code == 1001 ? .cancelled : .authenticatorFailed(authorizationErrorName(code))
    }
}

extension IdpError {
    /// The error for an `ASWebAuthenticationSessionError` whose `code.rawValue` is `code` (the SDK's
    /// `ASWebAuthenticationSession.h`: 1 canceledLogin, 2 presentationContextNotProvided,
    /// 3 presentationContextInvalid): `.cancelled` for canceledLogin, otherwise `.handlerFailed` naming the
    /// code.
    init(webAuthenticationSessionErrorCode code: Int) {
        let names = [2: "presentationContextNotProvided", 3: "presentationContextInvalid"]
        if code == 1 {
            self = .cancelled
        } else {
            self = .handlerFailed("ASWebAuthenticationSessionError.\(names[code] ?? String(code))")
        }
    }

    /// The error for an `ASAuthorizationError` of Sign in with Apple whose `code.rawValue` is `code`:
    /// `.cancelled` for canceled (1001), otherwise `.handlerFailed` naming the code.
    init(authorizationErrorCode code: Int) {
        self = code == 1001 ? .cancelled : .handlerFailed(authorizationErrorName(code))
    }
}
