import Foundation

/// The `FIDO2` field type: the factory hands a field with `action` `REGISTER` to
/// `FidoRegistrationCollector` and one with `AUTHENTICATE` to `FidoAuthenticationCollector`; a field with
/// another action is skipped. Made directly, it is an inert collector that sends nothing.
public final class FidoCollector: FieldCollector, CollectorSelecting {
    /// The field's common properties.
    public let field: Field

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) { field = Field(json: json) }

    /// The registration or authentication collector, by `action`.
    public static func collectorType(for field: JSON) -> (any Collector.Type)? {
        switch field["action"]?.stringValue?.uppercased() {
        case "REGISTER": FidoRegistrationCollector.self
        case "AUTHENTICATE": FidoAuthenticationCollector.self
        default: nil
        }
    }
}

/// Creates a passkey (`FIDO2`, `action` `REGISTER`): `register(using:)` runs the app's authenticator on
/// `publicKeyCredentialCreationOptions`; the node is then submitted (`eventType: submit`) with
/// `{"attestationValue": …}` under the field's key.
public final class FidoRegistrationCollector: FieldCollector, SubmittingCollector, Validating, Closeable,
    CustomStringConvertible
{
    /// The field's common properties.
    public let field: Field
    /// The WebAuthn options; `nil` when missing or unreadable (then `register(using:)` fails).
    public let publicKeyCredentialCreationOptions: PublicKeyCredentialCreationOptions?
    /// `BUTTON` when the user starts the ceremony; empty when not given.
    public let trigger: String
    private let attestation = Locked<FidoAttestation?>(nil)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        publicKeyCredentialCreationOptions = json["publicKeyCredentialCreationOptions"]
            .flatMap(PublicKeyCredentialCreationOptions.init(json:))
        trigger = json["trigger"]?.stringValue ?? ""
    }

    /// `submit`.
    public var eventType: String { "submit" }

    /// The attestation to send; `nil` before `register(using:)` succeeded or after `close()`.
    public var attestationValue: FidoAttestation? { attestation.current }

    /// Creates a passkey with `authenticator` and keeps its attestation. A `FidoError` the authenticator
    /// throws (`.cancelled`) is returned as it is; any other error as `.authenticatorFailed` with its type.
    public func register(using authenticator: any FidoAuthenticator) async -> Result<Void, FidoError> {
        guard let options = publicKeyCredentialCreationOptions else { return .failure(.invalidOptions) }
        do {
            let result = try await authenticator.register(options)
            attestation.withLock { $0 = result }
            return .success(())
        } catch let error as FidoError {
            return .failure(error)
        } catch {
            return .failure(.authenticatorFailed(String(describing: Swift.type(of: error))))
        }
    }

    /// Forgets the attestation.
    public func close() { attestation.withLock { $0 = nil } }

    /// `{"attestationValue": …}`; `nil` before registration.
    public func payload() -> JSON? { attestation.current?.json }

    /// `required` until registered.
    public func validate() -> [ValidationError] { field.required && attestation.current == nil ? [.required] : [] }

    /// The key only; the attestation is never shown.
    public var description: String {
        "FidoRegistrationCollector(\(key): \(attestation.current == nil ? "not registered" : "<redacted>"))"
    }
}

/// Signs in with a passkey (`FIDO2`, `action` `AUTHENTICATE`): `authenticate(using:)` runs the app's
/// authenticator on `publicKeyCredentialRequestOptions`; the node is then submitted
/// (`eventType: submit`) with `{"assertionValue": …}` under the field's key.
public final class FidoAuthenticationCollector: FieldCollector, SubmittingCollector, Validating, Closeable,
    CustomStringConvertible
{
    /// The field's common properties.
    public let field: Field
    /// The WebAuthn options; `nil` when missing or unreadable (then `authenticate(using:)` fails).
    public let publicKeyCredentialRequestOptions: PublicKeyCredentialRequestOptions?
    /// `BUTTON` when the user starts the ceremony; empty when not given.
    public let trigger: String
    private let assertion = Locked<FidoAssertion?>(nil)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        publicKeyCredentialRequestOptions = json["publicKeyCredentialRequestOptions"]
            .flatMap(PublicKeyCredentialRequestOptions.init(json:))
        trigger = json["trigger"]?.stringValue ?? ""
    }

    /// `submit`.
    public var eventType: String { "submit" }

    /// The assertion to send; `nil` before `authenticate(using:)` succeeded or after `close()`.
    public var assertionValue: FidoAssertion? { assertion.current }

    /// Signs the challenge with `authenticator` and keeps the assertion. A `FidoError` the authenticator
    /// throws (`.cancelled`) is returned as it is; any other error as `.authenticatorFailed` with its type.
    public func authenticate(using authenticator: any FidoAuthenticator) async -> Result<Void, FidoError> {
        guard let options = publicKeyCredentialRequestOptions else { return .failure(.invalidOptions) }
        do {
            let result = try await authenticator.authenticate(options)
            assertion.withLock { $0 = result }
            return .success(())
        } catch let error as FidoError {
            return .failure(error)
        } catch {
            return .failure(.authenticatorFailed(String(describing: Swift.type(of: error))))
        }
    }

    /// Forgets the assertion.
    public func close() { assertion.withLock { $0 = nil } }

    /// `{"assertionValue": …}`; `nil` before authentication.
    public func payload() -> JSON? { assertion.current?.json }

    /// `required` until authenticated.
    public func validate() -> [ValidationError] { field.required && assertion.current == nil ? [.required] : [] }

    /// The key only; the assertion is never shown.
    public var description: String {
        "FidoAuthenticationCollector(\(key): \(assertion.current == nil ? "not authenticated" : "<redacted>"))"
    }
}
