import AuthenticationServices
import Orchestrate

// The "Apple platforms" article (Sources/Orchestrate/Orchestrate.docc/ApplePlatforms.md): social login.

/// A DaVinci "Sign in with…" button: the provider's page in an ephemeral browser sheet over the app's
/// window, back through the app's URL scheme; `next()` then resumes the flow where the provider left it.
@MainActor
func signIn(with button: IdpCollector, on node: ContinueNode, over window: ASPresentationAnchor) async -> any Node {
    switch await button.authorize(callbackURLScheme: "com.example.app", window: window) {
    case .success: return await node.next()
    case .failure(.cancelled): return node
    case .failure(let error): return FailureNode(cause: error)
    }
}

/// A journey's Sign in with Apple: Apple's sheet over the app's window, then the node goes on.
@MainActor
func signInWithApple(_ callback: IdpCallback, on node: ContinueNode, over window: ASPresentationAnchor) async
    -> any Node
{
    switch await callback.authorize(using: AppleSignInHandler { window }) {
    case .success: return await node.next()
    case .failure(let error): return error as? IdpError == .cancelled ? node : FailureNode(cause: error)
    }
}
