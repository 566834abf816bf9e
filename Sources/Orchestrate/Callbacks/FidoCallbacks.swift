import Foundation

/// AM's WebAuthn registration node (a `MetadataCallback` whose data is `webauthn_registration`), under the
/// Ping SDK's name: `register(using:)` creates a passkey with a `FidoAuthenticator` and writes the outcome
/// into the node's `webAuthnOutcome` hidden value, which `next()` sends. On iOS and macOS
/// `register(deviceName:window:)` does it with the platform's passkeys.
public final class FidoRegistrationCallback: FidoCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    private let node = Locked(WeakNode())

    /// Creates the callback from its JSON.
    public init(with json: JSON) { content = CallbackContent(json: json) }

    /// The WebAuthn options read from `data`; `nil` when it lacks a challenge or a user id.
    public var publicKeyCredentialCreationOptions: PublicKeyCredentialCreationOptions? {
        PublicKeyCredentialCreationOptions(journeyData: data)
    }
    /// The node the callback belongs to (held weakly: the node holds the callback).
    public var continueNode: ContinueNode? {
        get { node.current.node }
        set { node.withLock { $0.node = newValue } }
    }

    /// Creates a passkey with `authenticator` and writes the outcome, with `deviceName` when given (AM
    /// keeps it as the device's name). A ceremony that gives no credential writes AM's error outcome
    /// (`ERROR::NotAllowedError:…` when cancelled) and returns the error. `.invalidOptions` when the data
    /// is unreadable or the node has no `webAuthnOutcome` hidden value.
    public func register(deviceName: String? = nil, using authenticator: any FidoAuthenticator) async
        -> Result<Void, FidoError>
    {
        guard let outcome = outcomeCallback, let options = publicKeyCredentialCreationOptions else {
            return .failure(.invalidOptions)
        }
        let json = supportsJsonResponse
        return await FidoCeremony.run(writingTo: outcome) {
            JourneyWebAuthn.outcome(try await authenticator.register(options), deviceName: deviceName, json: json)
        }
    }
}

/// AM's WebAuthn authentication node (a `MetadataCallback` whose data is `webauthn_authentication`), under
/// the Ping SDK's name: `authenticate(using:)` signs AM's challenge with a passkey and writes the outcome
/// into the node's `webAuthnOutcome` hidden value, which `next()` sends. On iOS and macOS
/// `authenticate(window:)` does it with the platform's passkeys.
public final class FidoAuthenticationCallback: FidoCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    private let node = Locked(WeakNode())

    /// Creates the callback from its JSON.
    public init(with json: JSON) { content = CallbackContent(json: json) }

    /// The WebAuthn options read from `data`; `nil` when it lacks a challenge.
    public var publicKeyCredentialRequestOptions: PublicKeyCredentialRequestOptions? {
        PublicKeyCredentialRequestOptions(journeyData: data)
    }
    /// The node the callback belongs to (held weakly: the node holds the callback).
    public var continueNode: ContinueNode? {
        get { node.current.node }
        set { node.withLock { $0.node = newValue } }
    }

    /// Signs the challenge with `authenticator` and writes the outcome. A ceremony that gives no credential
    /// writes AM's error outcome and returns the error. `.invalidOptions` when the data is unreadable or
    /// the node has no `webAuthnOutcome` hidden value.
    public func authenticate(using authenticator: any FidoAuthenticator) async -> Result<Void, FidoError> {
        guard let outcome = outcomeCallback, let options = publicKeyCredentialRequestOptions else {
            return .failure(.invalidOptions)
        }
        let json = supportsJsonResponse
        return await FidoCeremony.run(writingTo: outcome) {
            JourneyWebAuthn.outcome(try await authenticator.authenticate(options), json: json)
        }
    }
}

/// What AM's two WebAuthn callbacks share (the Ping SDK's `FidoCallback`): the metadata's `data`, whether
/// AM takes a JSON outcome, and the node's hidden value the outcome goes to.
public protocol FidoCallback: Callback, ContinueNodeAware {}

extension FidoCallback {
    /// The `data` output as AM sent it.
    public var data: JSON { content.output("data") ?? [:] }
    /// Whether AM takes the outcome as JSON (`supportsJsonResponse`, AM 7.1 and later).
    public var supportsJsonResponse: Bool { data["supportsJsonResponse"]?.boolValue ?? false }

    /// The node's hidden value whose id is `webAuthnOutcome`, where the outcome goes.
    var outcomeCallback: HiddenValueCallback? {
        continueNode?.callbacks.lazy.compactMap { $0 as? HiddenValueCallback }.first { $0.id == "webAuthnOutcome" }
    }
}

/// Turns a ceremony's credential or error into the outcome AM reads.
enum FidoCeremony {
    /// Runs `ceremony` and writes its outcome, or the error's, into `callback`.
    static func run(
        writingTo callback: HiddenValueCallback,
        _ ceremony: () async throws -> String?
    ) async -> Result<Void, FidoError> {
        do {
            guard let value = try await ceremony() else { throw FidoError.authenticatorFailed("unreadable credential") }
            callback.value = value
            return .success(())
        } catch {
            let failure = error as? FidoError ?? .authenticatorFailed(String(describing: Swift.type(of: error)))
            callback.value = JourneyWebAuthn.outcome(failure)
            return .failure(failure)
        }
    }
}
