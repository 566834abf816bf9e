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
