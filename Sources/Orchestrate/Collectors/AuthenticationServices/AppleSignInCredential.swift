import Foundation

// Plain code of the AuthenticationServices handlers, tested on every platform. Like every file of this folder
// it is also compiled on its own by AppleShimCheckTests (against a stand-in AuthenticationServices, with
// -D ORCHESTRATE_APPLE_SHIM_CHECK), so it imports Orchestrate there and uses only the runtime's public API.
#if ORCHESTRATE_APPLE_SHIM_CHECK
import Orchestrate
#endif

/// What Sign in with Apple returned (`ASAuthorizationAppleIDCredential`), read into strings: what AM's
/// `IdPCallback` takes for an Apple provider.
///
/// The identity token and the authorization code are secret: `description` and `dump` name which are set,
/// never their values.
public struct AppleSignInCredential: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// The identity token (a JWT Apple signed), if Apple gave one.
    public var identityToken: String?
    /// The authorization code, if Apple gave one.
    public var authorizationCode: String?
    /// The state the request sent, echoed back.
    public var state: String?
    /// The user's given name: only the first time the user signs in to the app, and only with the
    /// `fullName` scope.
    public var givenName: String?
    /// The user's family name, under the same conditions as `givenName`.
    public var familyName: String?
    /// The user's email (possibly Apple's relay address): only the first time, with the `email` scope.
    public var email: String?

    /// A credential from its parts.
    public init(
        identityToken: String?, authorizationCode: String? = nil, state: String? = nil, givenName: String? = nil,
        familyName: String? = nil, email: String? = nil
    ) {
        self.identityToken = identityToken
        self.authorizationCode = authorizationCode
        self.state = state
        self.givenName = givenName
        self.familyName = familyName
        self.email = email
    }

    /// Which parts are set, never the token or the code.
    public var description: String {
        let parts = [
            identityToken == nil ? nil : "identityToken", authorizationCode == nil ? nil : "authorizationCode",
            givenName == nil && familyName == nil ? nil : "name", email == nil ? nil : "email",
        ]
        return "AppleSignInCredential(\(parts.compactMap { $0 }.joined(separator: ", ")))"
    }

    /// The same as `description`, so `dump` shows no secret either.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// What to send in `callback`'s inputs: with `acceptsJSON`, the JSON AM's Apple provider reads (the code,
    /// the identity token, the state and the user's name and email, which only this answer carries) typed
    /// `JSON`; otherwise the identity token, typed `id_token`. `IdpError.handlerFailed` when Apple gave no
    /// identity token.
    public func answer(for callback: IdpCallback) throws(IdpError) -> (token: String, tokenType: String) {
        guard let identityToken, !identityToken.isEmpty else {
            throw .handlerFailed("Sign in with Apple gave no identity token")
        }
        guard callback.acceptsJSON else { return (identityToken, "id_token") }
        var name: [String: JSON] = [:]
        if let givenName { name["firstName"] = .string(givenName) }
        if let familyName { name["lastName"] = .string(familyName) }
        var user: [String: JSON] = ["email": .string(email ?? "")]
        if !name.isEmpty { user["name"] = .object(name) }
        var answer: [String: JSON] = ["id_token": .string(identityToken), "user": .object(user)]
        if let authorizationCode { answer["code"] = .string(authorizationCode) }
        if let state { answer["state"] = .string(state) }
        return (JSON.object(answer).serializedText(), "JSON")
    }
}
